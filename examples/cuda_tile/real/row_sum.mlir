module {
  cuda_tile.module @kernels {
    entry @row_sum_Kt2_A2f32_3l0_A1f32_1l0_I8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
      %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %cst_0_i32 = constant <i32: 0> : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x64xf32>, token
      %reduce = reduce %tile dim=1 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<8xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %2 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %2 : tile<f32>
      }
      %pview_6 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>
      %1 = store_view_tko weak %reduce, %pview_6[%blockId_x] token = %0 : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      return
    }
  }
}

