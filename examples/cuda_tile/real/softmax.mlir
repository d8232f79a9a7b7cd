module {
  cuda_tile.module @kernels {
    entry @softmax_Kt2_A2f16_3l0_A2f16_3l0_I4_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
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
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %cst_0_i32 = constant <i32: 0> : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(4x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x128xf16>, token
      %1 = ftof %tile  : tile<4x128xf16> -> tile<4x128xf32>
      %reduce = reduce %1 dim=1 identities=[0xFF800000 : f32] : tile<4x128xf32> -> tile<4xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %7 : tile<f32>
      }
      %reshape = reshape %reduce : tile<4xf32> -> tile<4x1xf32>
      %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x128xf32>
      %2 = subf %1, %bcast  : tile<4x128xf32>
      %3 = exp %2  : tile<4x128xf32>
      %reduce_8 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<4x128xf32> -> tile<4xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %7 : tile<f32>
      }
      %reshape_9 = reshape %reduce_8 : tile<4xf32> -> tile<4x1xf32>
      %cst_0_i32_10 = constant <i32: 0> : tile<i32>
      %bcast_11 = broadcast %reshape_9 : tile<4x1xf32> -> tile<4x128xf32>
      %4 = divf %3, %bcast_11  : tile<4x128xf32>
      %5 = ftof %4  : tile<4x128xf32> -> tile<4x128xf16>
      %pview_12 = make_partition_view %tview_7 : partition_view<tile=(4x128), tensor_view<?x?xf16, strides=[?,?]>>
      %6 = store_view_tko weak %5, %pview_12[%blockId_x, %cst_0_i32_10] token = %0 : tile<4x128xf16>, partition_view<tile=(4x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
      return
    }
  }
}

