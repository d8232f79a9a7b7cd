module {
  cuda_tile.module @kernels {
    entry @vector_add_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
      %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
      %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
      %pview_7 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
      %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
      %1 = addf %tile, %tile_8  : tile<256xf32>
      %pview_10 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
      %2 = store_view_tko weak %1, %pview_10[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      return
    }
  }
}

