// Row softmax of a 16x256 f32 tile per block: subtract the row maximum,
// exponentiate, divide by the row sum. The two row reductions are `reduce`
// ops whose bodies combine two scalars (maxf, then addf); their identities
// are -inf and 0.
//
//   tileir-opt examples/cuda_tile/softmax.mlir
cuda_tile.module @examples {
  entry @softmax(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %rows: tile<i32>) {
    %token = make_token : token
    %x_view = make_tensor_view %x, shape = [%rows, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %y_view = make_tensor_view %y, shape = [%rows, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %x_tiles = make_partition_view %x_view : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x256xf32, strides=[256,1]>>
    %y_tiles = make_partition_view %y_view : partition_view<tile=(16x256), tensor_view<?x256xf32, strides=[256,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %t, %t0 = load_view_tko weak %x_tiles[%bx, %zero] token = %token : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> tile<16x256xf32>, token
    %row_max = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<16x256xf32> -> tile<16xf32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %m = maxf %lhs, %rhs : tile<f32>
      yield %m : tile<f32>
    }
    %max_col = reshape %row_max : tile<16xf32> -> tile<16x1xf32>
    %max_b = broadcast %max_col : tile<16x1xf32> -> tile<16x256xf32>
    %shifted = subf %t, %max_b : tile<16x256xf32>
    %e = exp %shifted : tile<16x256xf32>
    %row_sum = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<16x256xf32> -> tile<16xf32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %s = addf %lhs, %rhs : tile<f32>
      yield %s : tile<f32>
    }
    %sum_col = reshape %row_sum : tile<16xf32> -> tile<16x1xf32>
    %sum_b = broadcast %sum_col : tile<16x1xf32> -> tile<16x256xf32>
    %p = divf %e, %sum_b : tile<16x256xf32>
    %t1 = store_view_tko weak %p, %y_tiles[%bx, %zero] token = %t0 : tile<16x256xf32>, partition_view<tile=(16x256), tensor_view<?x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
