module {
  cuda_tile.module @kernels {
    entry @transpose_cast_Kt2_A2f32_3l0_A2f16_3l0_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
      %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %blockId_x_8, %blockId_y_9, %blockId_z_10 = get_tile_block_id : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_9] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token
      %1 = permute %tile [1, 0] : tile<32x32xf32> -> tile<32x32xf32>
      %2 = ftof %1  : tile<32x32xf32> -> tile<32x32xf16>
      %pview_11 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>
      %3 = store_view_tko weak %2, %pview_11[%blockId_y_9, %blockId_x] token = %0 : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
      return
    }
  }
}

