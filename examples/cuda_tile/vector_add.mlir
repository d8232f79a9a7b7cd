// Vector add, out = a + b, one 1024-element tile per tile block. Written for
// tileir in cuda_tile's textual form (what cuTile emits and tileirdisasm
// prints): the pointers become tensor views of the dynamic length %n, the
// views are cut into 1024-element tiles, and block x handles tile x.
//
//   tileir-opt examples/cuda_tile/vector_add.mlir
cuda_tile.module @examples {
  entry @vector_add(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %out: tile<ptr<f32>>, %n: tile<i32>) {
    %token = make_token : token
    %len = assume bounded<0, ?>, %n : tile<i32>
    %a_aligned = assume div_by<16>, %a : tile<ptr<f32>>
    %a_view = make_tensor_view %a_aligned, shape = [%len], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %b_view = make_tensor_view %b, shape = [%len], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %out_view = make_tensor_view %out, shape = [%len], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %a_tiles = make_partition_view %a_view : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %b_tiles = make_partition_view %b_view : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %out_tiles = make_partition_view %out_view : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %a_tiles[%bx] token = %token : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %y, %t1 = load_view_tko weak %b_tiles[%bx] token = %token : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %sum = addf %x, %y : tile<1024xf32>
    %done = join_tokens %t0, %t1 : token
    %t2 = store_view_tko weak %sum, %out_tiles[%bx] token = %done : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
