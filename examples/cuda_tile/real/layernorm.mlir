module {
  cuda_tile.module @kernels {
    entry @layernorm_Kt2_A2f16_3l0_A1f32_1l0_A1f32_1l0_A2f16_3l0_Sf32_I2_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
      %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32>
      %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32>
      %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32>
      %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32>
      %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32>
      %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32>
      %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %cst_0_i32 = constant <i32: 0> : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<2x256xf16>, token
      %1 = ftof %tile  : tile<2x256xf16> -> tile<2x256xf32>
      %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<2x256xf32> -> tile<2xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %12 : tile<f32>
      }
      %reshape = reshape %reduce : tile<2xf32> -> tile<2x1xf32>
      %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
      %reshape_14 = reshape %cst_256_f32 : tile<f32> -> tile<1x1xf32>
      %bcast = broadcast %reshape_14 : tile<1x1xf32> -> tile<2x1xf32>
      %2 = divf %reshape, %bcast  : tile<2x1xf32>
      %bcast_15 = broadcast %2 : tile<2x1xf32> -> tile<2x256xf32>
      %3 = subf %1, %bcast_15  : tile<2x256xf32>
      %4 = mulf %3, %3  : tile<2x256xf32>
      %reduce_16 = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<2x256xf32> -> tile<2xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %12 : tile<f32>
      }
      %reshape_17 = reshape %reduce_16 : tile<2xf32> -> tile<2x1xf32>
      %cst_256_f32_18 = constant <f32: 2.560000e+02> : tile<f32>
      %reshape_19 = reshape %cst_256_f32_18 : tile<f32> -> tile<1x1xf32>
      %bcast_20 = broadcast %reshape_19 : tile<1x1xf32> -> tile<2x1xf32>
      %5 = divf %reshape_17, %bcast_20  : tile<2x1xf32>
      %reshape_21 = reshape %arg16 : tile<f32> -> tile<1x1xf32>
      %bcast_22 = broadcast %reshape_21 : tile<1x1xf32> -> tile<2x1xf32>
      %6 = addf %5, %bcast_22  : tile<2x1xf32>
      %7 = rsqrt %6 : tile<2x1xf32>
      %bcast_23 = broadcast %7 : tile<2x1xf32> -> tile<2x256xf32>
      %8 = mulf %3, %bcast_23  : tile<2x256xf32>
      %cst_0_i32_24 = constant <i32: 0> : tile<i32>
      %pview_25 = make_partition_view %tview_5 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
      %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
      %cst_0_i32_28 = constant <i32: 0> : tile<i32>
      %pview_29 = make_partition_view %tview_8 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>
      %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token
      %cst_0_i32_32 = constant <i32: 0> : tile<i32>
      %reshape_33 = reshape %tile_26 : tile<256xf32> -> tile<1x256xf32>
      %bcast_34 = broadcast %reshape_33 : tile<1x256xf32> -> tile<2x256xf32>
      %reshape_35 = reshape %tile_30 : tile<256xf32> -> tile<1x256xf32>
      %bcast_36 = broadcast %reshape_35 : tile<1x256xf32> -> tile<2x256xf32>
      %9 = fma %8, %bcast_34, %bcast_36  : tile<2x256xf32>
      %10 = ftof %9  : tile<2x256xf32> -> tile<2x256xf16>
      %pview_37 = make_partition_view %tview_13 : partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>>
      %11 = store_view_tko weak %10, %pview_37[%blockId_x, %cst_0_i32_32] token = %0 : tile<2x256xf16>, partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
      return
    }
  }
}

