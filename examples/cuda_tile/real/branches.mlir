module {
  cuda_tile.module @kernels {
    entry @branches_Kt2_A1f32_1l0_A1f32_1l0_Si32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
      %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %cst_128_i32 = constant <i32: 128> : tile<i32>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
      %1 = muli %blockId_x, %cst_128_i32 : tile<i32>
      %2 = cmpi less_than %1, %arg6, signed : tile<i32> -> tile<i1>
      %3 = if %2 -> (tile<128xf32>) {
        %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
        %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
        %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
        %5 = cmpf greater_than ordered %tile, %bcast : tile<128xf32> -> tile<128xi1>
        %cst_f32 = constant <f32: 0.00999999977> : tile<f32>
        %reshape_5 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
        %bcast_6 = broadcast %reshape_5 : tile<1xf32> -> tile<128xf32>
        %6 = mulf %tile, %bcast_6  : tile<128xf32>
        %7 = select %5, %tile, %6 : tile<128xi1>, tile<128xf32>
        yield %7 : tile<128xf32>
      } else {
        %5 = absf %tile : tile<128xf32>
        yield %5 : tile<128xf32>
      }
      %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
      %4 = store_view_tko weak %3, %pview_4[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      return
    }
  }
}

