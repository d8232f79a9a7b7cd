module {
  cuda_tile.module @kernels {
    entry @gather_scatter_Kt2_A1f32_1l0_A1i32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %cst_0_i32 = constant <i32: 0> : tile<64xi32>
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
      %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]>
      %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32>
      %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32>
      %cst_64_i32 = constant <i32: 64> : tile<i32>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
      %1 = exti %tile signed : tile<64xi32> -> tile<64xi64>
      %2 = exti %assume signed : tile<i32> -> tile<i64>
      %reshape = reshape %2 : tile<i64> -> tile<1xi64>
      %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64>
      %3 = cmpi less_than %1, %bcast, unsigned : tile<64xi64> -> tile<64xi1>
      %4 = exti %assume_0 signed : tile<i32> -> tile<i64>
      %reshape_5 = reshape %4 : tile<i64> -> tile<1xi64>
      %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<64xi64>
      %5 = muli %1, %bcast_6 : tile<64xi64>
      %reshape_7 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
      %bcast_8 = broadcast %reshape_7 : tile<1xptr<f32>> -> tile<64xptr<f32>>
      %6 = offset %bcast_8, %5 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
      %reshape_9 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
      %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<64xf32>
      %result, %result_token_11 = load_ptr_tko weak %6, %3, %bcast_10 token=%0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
      %7 = iota : tile<64xi32>
      %8 = muli %blockId_x, %cst_64_i32 : tile<i32>
      %reshape_12 = reshape %8 : tile<i32> -> tile<1xi32>
      %bcast_13 = broadcast %reshape_12 : tile<1xi32> -> tile<64xi32>
      %9 = addi %7, %bcast_13 : tile<64xi32>
      %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
      %reshape_14 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32>
      %bcast_15 = broadcast %reshape_14 : tile<1xf32> -> tile<64xf32>
      %10 = mulf %result, %bcast_15  : tile<64xf32>
      %11 = cmpi greater_than_or_equal %tile, %cst_0_i32, signed : tile<64xi32> -> tile<64xi1>
      %12 = exti %9 signed : tile<64xi32> -> tile<64xi64>
      %13 = exti %assume_3 signed : tile<i32> -> tile<i64>
      %reshape_16 = reshape %13 : tile<i64> -> tile<1xi64>
      %bcast_17 = broadcast %reshape_16 : tile<1xi64> -> tile<64xi64>
      %14 = cmpi less_than %12, %bcast_17, unsigned : tile<64xi64> -> tile<64xi1>
      %15 = exti %assume_4 signed : tile<i32> -> tile<i64>
      %reshape_18 = reshape %15 : tile<i64> -> tile<1xi64>
      %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<64xi64>
      %16 = muli %12, %bcast_19 : tile<64xi64>
      %reshape_20 = reshape %arg6 : tile<ptr<f32>> -> tile<1xptr<f32>>
      %bcast_21 = broadcast %reshape_20 : tile<1xptr<f32>> -> tile<64xptr<f32>>
      %17 = offset %bcast_21, %16 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>>
      %18 = andi %14, %11 : tile<64xi1>
      %19 = store_ptr_tko weak %17, %10, %18 token=%0 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> token
      return
    }
  }
}

