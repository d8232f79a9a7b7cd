module {
  cuda_tile.module @kernels {
    entry @atomics_Kt2_A1i32_1l0_A1i32_1l0_I64(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc11)
      %cst_1_i32 = constant <i32: 1> : tile<64xi32> loc(#loc12)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc11)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc11)
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc11)
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc11)
      %cst_64_i32 = constant <i32: 64> : tile<i32> loc(#loc11)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc13)
      %1 = iota : tile<64xi32> loc(#loc14)
      %2 = muli %blockId_x, %cst_64_i32 : tile<i32> loc(#loc15)
      %reshape = reshape %2 : tile<i32> -> tile<1xi32> loc(#loc14)
      %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32> loc(#loc14)
      %3 = addi %1, %bcast : tile<64xi32> loc(#loc14)
      %cst_0_i32 = constant <i32: 0> : tile<64xi32> loc(#loc16)
      %cst_1_i32_3 = constant <i32: 1> : tile<64xi32> loc(#loc17)
      %4 = exti %3 signed : tile<64xi32> -> tile<64xi64> loc(#loc18)
      %5 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc18)
      %reshape_4 = reshape %5 : tile<i64> -> tile<1xi64> loc(#loc18)
      %bcast_5 = broadcast %reshape_4 : tile<1xi64> -> tile<64xi64> loc(#loc18)
      %6 = cmpi less_than %4, %bcast_5, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc18)
      %7 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc18)
      %reshape_6 = reshape %7 : tile<i64> -> tile<1xi64> loc(#loc18)
      %bcast_7 = broadcast %reshape_6 : tile<1xi64> -> tile<64xi64> loc(#loc18)
      %8 = muli %4, %bcast_7 : tile<64xi64> loc(#loc18)
      %reshape_8 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc18)
      %bcast_9 = broadcast %reshape_8 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc18)
      %9 = offset %bcast_9, %8 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc18)
      %result, %result_token = atomic_cas_tko acquire device %9, %cst_0_i32, %cst_1_i32_3, %6 token=%0 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token loc(#loc18)
      %10 = exti %3 signed : tile<64xi32> -> tile<64xi64> loc(#loc19)
      %11 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc19)
      %reshape_10 = reshape %11 : tile<i64> -> tile<1xi64> loc(#loc19)
      %bcast_11 = broadcast %reshape_10 : tile<1xi64> -> tile<64xi64> loc(#loc19)
      %12 = cmpi less_than %10, %bcast_11, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc19)
      %13 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc19)
      %reshape_12 = reshape %13 : tile<i64> -> tile<1xi64> loc(#loc19)
      %bcast_13 = broadcast %reshape_12 : tile<1xi64> -> tile<64xi64> loc(#loc19)
      %14 = muli %10, %bcast_13 : tile<64xi64> loc(#loc19)
      %reshape_14 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc19)
      %bcast_15 = broadcast %reshape_14 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc19)
      %15 = offset %bcast_15, %14 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc19)
      %16 = join_tokens %0, %result_token : token loc(#loc19)
      %result_16, %result_token_17 = atomic_rmw_tko acq_rel tl_blk %15, xchg, %result, %12 token=%16 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token loc(#loc19)
      %17 = addi %result, %cst_1_i32 : tile<64xi32> loc(#loc12)
      %18 = exti %3 signed : tile<64xi32> -> tile<64xi64> loc(#loc20)
      %19 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc20)
      %reshape_18 = reshape %19 : tile<i64> -> tile<1xi64> loc(#loc20)
      %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<64xi64> loc(#loc20)
      %20 = cmpi less_than %18, %bcast_19, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc20)
      %21 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc20)
      %reshape_20 = reshape %21 : tile<i64> -> tile<1xi64> loc(#loc20)
      %bcast_21 = broadcast %reshape_20 : tile<1xi64> -> tile<64xi64> loc(#loc20)
      %22 = muli %18, %bcast_21 : tile<64xi64> loc(#loc20)
      %reshape_22 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc20)
      %bcast_23 = broadcast %reshape_22 : tile<1xptr<i32>> -> tile<64xptr<i32>> loc(#loc20)
      %23 = offset %bcast_23, %22 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>> loc(#loc20)
      %24 = join_tokens %result_token_17, %result_token : token loc(#loc20)
      %result_24, %result_token_25 = atomic_rmw_tko acq_rel device %23, max, %17, %20 token=%24 : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token loc(#loc20)
      return loc(#loc10)
    } loc(#loc11)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":117:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":124:33)
#loc2 = loc("/tmp/cutile-real/kernels.py":118:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":119:10)
#loc4 = loc("/tmp/cutile-real/kernels.py":119:44)
#loc5 = loc("/tmp/cutile-real/kernels.py":120:36)
#loc6 = loc("/tmp/cutile-real/kernels.py":121:24)
#loc7 = loc("/tmp/cutile-real/kernels.py":120:10)
#loc8 = loc("/tmp/cutile-real/kernels.py":123:4)
#loc9 = loc("/tmp/cutile-real/kernels.py":124:4)
#loc10 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 116, name = "atomics", linkageName = "atomics_Kt2_A1i32_1l0_A1i32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 116>
#loc11 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc9 in #di_subprogram>

