module {
  cuda_tile.module @kernels {
    entry @matmul_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I64_I64_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
      %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
      %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
      %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
      %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
      %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
      %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32>
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>>
      %1:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32>
      %cst_0_i32 = constant <i32: 0> : tile<i32>
      %cst_1_i32 = constant <i32: 1> : tile<i32>
      %pview_16 = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
      %pview_17 = make_partition_view %tview_7 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>
      %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
        %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x32xf16>, token
        %tile_19, %result_token_20 = load_view_tko weak %pview_17[%loopIdx, %blockId_y_14] token = %0 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token
        %4 = mmaf %tile, %tile_19, %iterArg0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
        continue %4 : tile<64x64xf32>
      }
      %2 = ftof %for  : tile<64x64xf32> -> tile<64x64xf16>
      %pview_18 = make_partition_view %tview_12 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>
      %3 = store_view_tko weak %2, %pview_18[%blockId_x, %blockId_y_14] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
      return
    }
  }
}

