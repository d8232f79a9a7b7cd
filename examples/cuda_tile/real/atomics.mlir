module {
  cuda_tile.module @kernels {
    entry @atomics_Kt2_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %cst_1_i32 = constant <i32: 1> : tile<64xi32>
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32>
      %cst_64_i32 = constant <i32: 64> : tile<i32>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %1 = iota : tile<64xi32>
      %2 = muli %blockId_x, %cst_64_i32 : tile<i32>
      %reshape = reshape %2 : tile<i32> -> tile<1xi32>
      %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32>
      %3 = addi %1, %bcast : tile<64xi32>
      %cst_0_i32 = constant <i32: 0> : tile<64xi32>
      %cst_1_i32_3 = constant <i32: 1> : tile<64xi32>
      %4 = exti %3 signed : tile<64xi32> -> tile<64xi64>
      %5 = exti %assume signed : tile<i32> -> tile<i64>
      %reshape_4 = reshape %5 : tile<i64> -> tile<1xi64>
      %bcast_5 = broadcast %reshape_4 : tile<1xi64> -> tile<64xi64>
      %6 = cmpi less_than %4, %bcast_5, unsigned : tile<64xi64> -> tile<64xi1>
      %7 = exti %assume_0 signed : tile<i32> -> tile<i64>
      %reshape_6 = reshape %7 : tile<i64> -> tile<1xi64>
      %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<64xi64>
      %8 = muli %4, %bcast_7 : tile<64xi64>
      %reshape_8 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bcast_9 = broadcast %reshape_8 : tile<1xptr<i32>> -> tile<64xptr<i32>>
      %9 = offset %bcast_9, %8 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
      %result, %result_token = atomic_cas_tko acquire device %9, %cst_0_i32, %cst_1_i32_3, %6 token=%0 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
      %10 = exti %3 signed : tile<64xi32> -> tile<64xi64>
      %11 = exti %assume_1 signed : tile<i32> -> tile<i64>
      %reshape_10 = reshape %11 : tile<i64> -> tile<1xi64>
      %bcast_11 = broadcast %reshape_10 : tile<1xi64> -> tile<64xi64>
      %12 = cmpi less_than %10, %bcast_11, unsigned : tile<64xi64> -> tile<64xi1>
      %13 = exti %assume_2 signed : tile<i32> -> tile<i64>
      %reshape_12 = reshape %13 : tile<i64> -> tile<1xi64>
      %bcast_13 = broadcast %reshape_12 : tile<1xi64> -> tile<64xi64>
      %14 = muli %10, %bcast_13 : tile<64xi64>
      %reshape_14 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bcast_15 = broadcast %reshape_14 : tile<1xptr<i32>> -> tile<64xptr<i32>>
      %15 = offset %bcast_15, %14 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
      %16 = join_tokens %0, %result_token : token
      %result_16, %result_token_17 = atomic_rmw_tko acq_rel tl_blk %15, xchg, %result, %12 token=%16 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
      %17 = addi %result, %cst_1_i32 : tile<64xi32>
      %18 = exti %3 signed : tile<64xi32> -> tile<64xi64>
      %19 = exti %assume_1 signed : tile<i32> -> tile<i64>
      %reshape_18 = reshape %19 : tile<i64> -> tile<1xi64>
      %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<64xi64>
      %20 = cmpi less_than %18, %bcast_19, unsigned : tile<64xi64> -> tile<64xi1>
      %21 = exti %assume_2 signed : tile<i32> -> tile<i64>
      %reshape_20 = reshape %21 : tile<i64> -> tile<1xi64>
      %bcast_21 = broadcast %reshape_20 : tile<1xi64> -> tile<64xi64>
      %22 = muli %18, %bcast_21 : tile<64xi64>
      %reshape_22 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>>
      %bcast_23 = broadcast %reshape_22 : tile<1xptr<i32>> -> tile<64xptr<i32>>
      %23 = offset %bcast_23, %22 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
      %24 = join_tokens %result_token_17, %result_token : token
      %result_24, %result_token_25 = atomic_rmw_tko acq_rel device %23, max, %17, %20 token=%24 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
      return
    }
  }
}

