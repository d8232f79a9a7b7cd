// Matmul C = A x B in f16 with an f32 accumulator, 128x128 output tiles and
// a k-loop over 32-wide slices. A is MxK, B is KxN, C is MxN, all row-major
// with dynamic sizes; block (x, y) computes output tile (x, y). Tiles at the
// edges read zeros past the end (padding_value = zero).
//
//   tileir-opt examples/cuda_tile/matmul.mlir
cuda_tile.module @examples {
  entry @matmul(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<sm_100 = {num_cta_in_cga = 2}, sm_90 = {num_worker_warps_per_cta = 8}> {
    %token = make_token : token
    %a_view = make_tensor_view %a, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %b_view = make_tensor_view %b, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %c_view = make_tensor_view %c, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %a_tiles = make_partition_view %a_view : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %b_tiles = make_partition_view %b_view : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %c_tiles = make_partition_view %c_view : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    // The number of k-slices: A's index space is (M/128) x (K/32).
    %a_rows, %k_tiles = get_index_space_shape %a_tiles : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %acc = for %kk in (%zero to %k_tiles, step %one) : tile<i32> iter_values(%partial = %acc0) -> (tile<128x128xf32>) {
      %lhs, %t0 = load_view_tko weak %a_tiles[%bx, %kk] token = %token : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %rhs, %t1 = load_view_tko weak %b_tiles[%kk, %by] token = %token : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
      %next = mmaf %lhs, %rhs, %partial : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %out = ftof %acc : tile<128x128xf32> -> tile<128x128xf16>
    %t2 = store_view_tko weak %out, %c_tiles[%bx, %by] token = %token : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
