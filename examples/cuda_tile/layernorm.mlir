// Layer normalization of 8 rows of 512 f16 values per block, computed in
// f32: mean and variance by row reductions, y = (x - mean) * rsqrt(var +
// eps) * w + b, stored back as f16. %eps is a scalar (rank-0 tile).
//
//   tileir-opt examples/cuda_tile/layernorm.mlir
cuda_tile.module @examples {
  entry @layernorm(%x: tile<ptr<f16>>, %w: tile<ptr<f32>>, %b: tile<ptr<f32>>, %y: tile<ptr<f16>>, %rows: tile<i32>, %eps: tile<f32>) {
    %token = make_token : token
    %x_view = make_tensor_view %x, shape = [%rows, 512], strides = [512, 1] : tile<i32> -> tensor_view<?x512xf16, strides=[512,1]>
    %y_view = make_tensor_view %y, shape = [%rows, 512], strides = [512, 1] : tile<i32> -> tensor_view<?x512xf16, strides=[512,1]>
    %w_view = make_tensor_view %w, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %b_view = make_tensor_view %b, shape = [512], strides = [1] : tensor_view<512xf32, strides=[1]>
    %x_tiles = make_partition_view %x_view : partition_view<tile=(8x512), tensor_view<?x512xf16, strides=[512,1]>>
    %y_tiles = make_partition_view %y_view : partition_view<tile=(8x512), tensor_view<?x512xf16, strides=[512,1]>>
    %w_tiles = make_partition_view %w_view : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %b_tiles = make_partition_view %b_view : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %xh, %t0 = load_view_tko weak %x_tiles[%bx, %zero] token = %token : partition_view<tile=(8x512), tensor_view<?x512xf16, strides=[512,1]>>, tile<i32> -> tile<8x512xf16>, token
    %wt, %t1 = load_view_tko weak %w_tiles[%zero] token = %token : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %bt, %t2 = load_view_tko weak %b_tiles[%zero] token = %token : partition_view<tile=(512), tensor_view<512xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %xf = ftof %xh : tile<8x512xf16> -> tile<8x512xf32>
    %inv_n = constant <f32: 1.953125e-03> : tile<8x1xf32>
    // mean = sum(x) / 512
    %sum = reduce %xf dim=1 identities=[0.000000e+00 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %s = addf %lhs, %rhs : tile<f32>
      yield %s : tile<f32>
    }
    %sum_col = reshape %sum : tile<8xf32> -> tile<8x1xf32>
    %mean = mulf %sum_col, %inv_n : tile<8x1xf32>
    %mean_b = broadcast %mean : tile<8x1xf32> -> tile<8x512xf32>
    %d = subf %xf, %mean_b : tile<8x512xf32>
    // var = sum(d * d) / 512
    %d2 = mulf %d, %d : tile<8x512xf32>
    %sq = reduce %d2 dim=1 identities=[0.000000e+00 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %s = addf %lhs, %rhs : tile<f32>
      yield %s : tile<f32>
    }
    %sq_col = reshape %sq : tile<8xf32> -> tile<8x1xf32>
    %var = mulf %sq_col, %inv_n : tile<8x1xf32>
    %eps_1 = reshape %eps : tile<f32> -> tile<1x1xf32>
    %eps_b = broadcast %eps_1 : tile<1x1xf32> -> tile<8x1xf32>
    %var_eps = addf %var, %eps_b : tile<8x1xf32>
    %rstd = rsqrt %var_eps : tile<8x1xf32>
    %rstd_b = broadcast %rstd : tile<8x1xf32> -> tile<8x512xf32>
    %norm = mulf %d, %rstd_b : tile<8x512xf32>
    %w_row = reshape %wt : tile<512xf32> -> tile<1x512xf32>
    %w_b = broadcast %w_row : tile<1x512xf32> -> tile<8x512xf32>
    %b_row = reshape %bt : tile<512xf32> -> tile<1x512xf32>
    %b_b = broadcast %b_row : tile<1x512xf32> -> tile<8x512xf32>
    %scaled = fma %norm, %w_b, %b_b : tile<8x512xf32>
    %yh = ftof %scaled : tile<8x512xf32> -> tile<8x512xf16>
    %ready = join_tokens %t0, %t1, %t2 : token
    %t3 = store_view_tko weak %yh, %y_tiles[%bx, %zero] token = %ready : tile<8x512xf16>, partition_view<tile=(8x512), tensor_view<?x512xf16, strides=[512,1]>>, tile<i32> -> token
    return
  }
}
