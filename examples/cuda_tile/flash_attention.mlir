// Flash-attention style forward pass for one head: each block takes 64 query
// rows and walks the keys and values 64 at a time, keeping a running row
// maximum %m, running denominator %l and unnormalized output %acc (the
// "online softmax"), so the 64xN score matrix is never stored. Head size 64,
// f16 inputs, f32 accumulation; %scale is 1/sqrt(64) folded in by the caller.
//
//   tileir-opt examples/cuda_tile/flash_attention.mlir
cuda_tile.module @examples {
  entry @flash_attention(%q: tile<ptr<f16>>, %k: tile<ptr<f16>>, %v: tile<ptr<f16>>, %o: tile<ptr<f16>>, %seq: tile<i32>, %scale: tile<f32>) optimization_hints=<sm_100 = {num_worker_warps_per_cta = 8, occupancy = 1}> {
    %token = make_token : token
    %len = assume bounded<0, ?>, %seq : tile<i32>
    %q_view = make_tensor_view %q, shape = [%len, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %k_view = make_tensor_view %k, shape = [%len, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %v_view = make_tensor_view %v, shape = [%len, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %o_view = make_tensor_view %o, shape = [%len, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %q_tiles = make_partition_view %q_view : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>
    %k_tiles = make_partition_view %k_view : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>
    %v_tiles = make_partition_view %v_view : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>
    %o_tiles = make_partition_view %o_view : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %qt, %t0 = load_view_tko weak %q_tiles[%bx, %zero] token = %token : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
    %kv_tiles, %cols = get_index_space_shape %k_tiles : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>> -> tile<i32>
    %scale_1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scale_b = broadcast %scale_1 : tile<1x1xf32> -> tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64x1xf32>
    %l0 = constant <f32: 0.000000e+00> : tile<64x1xf32>
    %acc0 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %res:3 = for %j in (%zero to %kv_tiles, step %one) : tile<i32> iter_values(%m = %m0, %l = %l0, %acc = %acc0) -> (tile<64x1xf32>, tile<64x1xf32>, tile<64x64xf32>) {
      %kt, %t1 = load_view_tko weak %k_tiles[%j, %zero] token = %token : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
      %vt, %t2 = load_view_tko weak %v_tiles[%j, %zero] token = %token : partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
      // s = (q x k^T) * scale
      %kt_t = permute %kt [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %s0 = mmaf %qt, %kt_t, %acc0 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %s = mulf %s0, %scale_b : tile<64x64xf32>
      // new running maximum
      %s_max = reduce %s dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%lhs: tile<f32>, %rhs: tile<f32>) {
        %mx = maxf %lhs, %rhs : tile<f32>
        yield %mx : tile<f32>
      }
      %s_max_col = reshape %s_max : tile<64xf32> -> tile<64x1xf32>
      %m_new = maxf %m, %s_max_col : tile<64x1xf32>
      // p = exp(s - m_new); alpha = exp(m - m_new) rescales what was summed so far
      %m_new_b = broadcast %m_new : tile<64x1xf32> -> tile<64x64xf32>
      %s_shift = subf %s, %m_new_b : tile<64x64xf32>
      %p = exp %s_shift : tile<64x64xf32>
      %m_diff = subf %m, %m_new : tile<64x1xf32>
      %alpha = exp %m_diff : tile<64x1xf32>
      %p_sum = reduce %p dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%lhs: tile<f32>, %rhs: tile<f32>) {
        %sm = addf %lhs, %rhs : tile<f32>
        yield %sm : tile<f32>
      }
      %p_sum_col = reshape %p_sum : tile<64xf32> -> tile<64x1xf32>
      %l_new = fma %l, %alpha, %p_sum_col : tile<64x1xf32>
      %alpha_b = broadcast %alpha : tile<64x1xf32> -> tile<64x64xf32>
      %acc_scaled = mulf %acc, %alpha_b : tile<64x64xf32>
      %p16 = ftof %p : tile<64x64xf32> -> tile<64x64xf16>
      %acc_new = mmaf %p16, %vt, %acc_scaled : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %m_new, %l_new, %acc_new : tile<64x1xf32>, tile<64x1xf32>, tile<64x64xf32>
    }
    %l_b = broadcast %res#1 : tile<64x1xf32> -> tile<64x64xf32>
    %out = divf %res#2, %l_b : tile<64x64xf32>
    %out16 = ftof %out : tile<64x64xf32> -> tile<64x64xf16>
    %t3 = store_view_tko weak %out16, %o_tiles[%bx, %zero] token = %t0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
