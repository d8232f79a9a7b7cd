module {
  cuda_tile.module @kernels {
    entry @prefix_scans_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
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
      %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
      %1 = scan %tile dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<128xf32> 
      (%arg9: tile<f32>, %arg10: tile<f32>) {
        %5 = addf %arg9, %arg10  : tile<f32>
        yield %5 : tile<f32>
      }
      %pview_7 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
      %2 = store_view_tko weak %1, %pview_7[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      %3 = scan %tile dim=0 reverse=true identities=[1.000000e+00 : f32] : tile<128xf32> -> tile<128xf32> 
      (%arg9: tile<f32>, %arg10: tile<f32>) {
        %5 = mulf %arg9, %arg10  : tile<f32>
        yield %5 : tile<f32>
      }
      %pview_8 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
      %4 = store_view_tko weak %3, %pview_8[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      return
    }
  }
}

