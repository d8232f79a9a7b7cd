module {
  cuda_tile.module @kernels {
    entry @gather_scatter_Kt2_A1f32_1l0_A1i32_1l0_A1f32_1l0_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc12)
      %cst_0_i32 = constant <i32: 0> : tile<64xi32> loc(#loc13)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc12)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc12)
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc12)
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc12)
      %tview = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc12)
      %assume_3 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc12)
      %assume_4 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc12)
      %cst_64_i32 = constant <i32: 64> : tile<i32> loc(#loc12)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
      %pview = make_partition_view %tview : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>> loc(#loc15)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(64), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token loc(#loc15)
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc16)
      %1 = exti %tile signed : tile<64xi32> -> tile<64xi64> loc(#loc17)
      %2 = exti %assume signed : tile<i32> -> tile<i64> loc(#loc17)
      %reshape = reshape %2 : tile<i64> -> tile<1xi64> loc(#loc17)
      %bcast = broadcast %reshape : tile<1xi64> -> tile<64xi64> loc(#loc17)
      %3 = cmpi less_than %1, %bcast, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc17)
      %4 = exti %assume_0 signed : tile<i32> -> tile<i64> loc(#loc17)
      %reshape_5 = reshape %4 : tile<i64> -> tile<1xi64> loc(#loc17)
      %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<64xi64> loc(#loc17)
      %5 = muli %1, %bcast_6 : tile<64xi64> loc(#loc17)
      %reshape_7 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>> loc(#loc17)
      %bcast_8 = broadcast %reshape_7 : tile<1xptr<f32>> -> tile<64xptr<f32>> loc(#loc17)
      %6 = offset %bcast_8, %5 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>> loc(#loc17)
      %reshape_9 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc17)
      %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<64xf32> loc(#loc17)
      %result, %result_token_11 = load_ptr_tko weak %6, %3, %bcast_10 token=%0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token loc(#loc17)
      %7 = iota : tile<64xi32> loc(#loc18)
      %8 = muli %blockId_x, %cst_64_i32 : tile<i32> loc(#loc19)
      %reshape_12 = reshape %8 : tile<i32> -> tile<1xi32> loc(#loc18)
      %bcast_13 = broadcast %reshape_12 : tile<1xi32> -> tile<64xi32> loc(#loc18)
      %9 = addi %7, %bcast_13 : tile<64xi32> loc(#loc18)
      %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32> loc(#loc20)
      %reshape_14 = reshape %cst_2_f32 : tile<f32> -> tile<1xf32> loc(#loc21)
      %bcast_15 = broadcast %reshape_14 : tile<1xf32> -> tile<64xf32> loc(#loc21)
      %10 = mulf %result, %bcast_15  : tile<64xf32> loc(#loc21)
      %11 = cmpi greater_than_or_equal %tile, %cst_0_i32, signed : tile<64xi32> -> tile<64xi1> loc(#loc13)
      %12 = exti %9 signed : tile<64xi32> -> tile<64xi64> loc(#loc22)
      %13 = exti %assume_3 signed : tile<i32> -> tile<i64> loc(#loc22)
      %reshape_16 = reshape %13 : tile<i64> -> tile<1xi64> loc(#loc22)
      %bcast_17 = broadcast %reshape_16 : tile<1xi64> -> tile<64xi64> loc(#loc22)
      %14 = cmpi less_than %12, %bcast_17, unsigned : tile<64xi64> -> tile<64xi1> loc(#loc22)
      %15 = exti %assume_4 signed : tile<i32> -> tile<i64> loc(#loc22)
      %reshape_18 = reshape %15 : tile<i64> -> tile<1xi64> loc(#loc22)
      %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<64xi64> loc(#loc22)
      %16 = muli %12, %bcast_19 : tile<64xi64> loc(#loc22)
      %reshape_20 = reshape %arg6 : tile<ptr<f32>> -> tile<1xptr<f32>> loc(#loc22)
      %bcast_21 = broadcast %reshape_20 : tile<1xptr<f32>> -> tile<64xptr<f32>> loc(#loc22)
      %17 = offset %bcast_21, %16 : tile<64xptr<f32>>, tile<64xi64> -> tile<64xptr<f32>> loc(#loc22)
      %18 = andi %14, %11 : tile<64xi1> loc(#loc22)
      %19 = store_ptr_tko weak %17, %10, %18 token=%0 : tile<64xptr<f32>>, tile<64xf32>, tile<64xi1> -> token loc(#loc22)
      return loc(#loc11)
    } loc(#loc12)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":101:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":106:42)
#loc2 = loc("/tmp/cutile-real/kernels.py":102:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":103:10)
#loc4 = loc("/tmp/cutile-real/kernels.py":104:45)
#loc5 = loc("/tmp/cutile-real/kernels.py":104:11)
#loc6 = loc("/tmp/cutile-real/kernels.py":105:10)
#loc7 = loc("/tmp/cutile-real/kernels.py":105:44)
#loc8 = loc("/tmp/cutile-real/kernels.py":106:32)
#loc9 = loc("/tmp/cutile-real/kernels.py":106:25)
#loc10 = loc("/tmp/cutile-real/kernels.py":106:4)
#loc11 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 100, name = "gather_scatter", linkageName = "gather_scatter_Kt2_A1f32_1l0_A1i32_1l0_A1f32_1l0_I64", compileUnit = #di_compile_unit, scopeLine = 100>
#loc12 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc10 in #di_subprogram>

