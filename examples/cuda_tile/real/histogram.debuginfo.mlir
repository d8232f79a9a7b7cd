module {
  cuda_tile.module @kernels {
    entry @histogram_Kt2_A1i32_1l0_A1i32_1l0_I128(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc6)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc6)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc6)
      %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xi32, strides=[?]> loc(#loc6)
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc6)
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc6)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc7)
      %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>> loc(#loc8)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<128xi32>, token loc(#loc8)
      %1 = join_tokens %0, %result_token : token loc(#loc8)
      %cst_1_i32 = constant <i32: 1> : tile<128xi32> loc(#loc9)
      %2 = exti %tile signed : tile<128xi32> -> tile<128xi64> loc(#loc10)
      %3 = exti %assume_1 signed : tile<i32> -> tile<i64> loc(#loc10)
      %reshape = reshape %3 : tile<i64> -> tile<1xi64> loc(#loc10)
      %bcast = broadcast %reshape : tile<1xi64> -> tile<128xi64> loc(#loc10)
      %4 = cmpi less_than %2, %bcast, unsigned : tile<128xi64> -> tile<128xi1> loc(#loc10)
      %5 = exti %assume_2 signed : tile<i32> -> tile<i64> loc(#loc10)
      %reshape_3 = reshape %5 : tile<i64> -> tile<1xi64> loc(#loc10)
      %bcast_4 = broadcast %reshape_3 : tile<1xi64> -> tile<128xi64> loc(#loc10)
      %6 = muli %2, %bcast_4 : tile<128xi64> loc(#loc10)
      %reshape_5 = reshape %arg3 : tile<ptr<i32>> -> tile<1xptr<i32>> loc(#loc10)
      %bcast_6 = broadcast %reshape_5 : tile<1xptr<i32>> -> tile<128xptr<i32>> loc(#loc10)
      %7 = offset %bcast_6, %6 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>> loc(#loc10)
      %8 = join_tokens %0, %1 : token loc(#loc10)
      %result, %result_token_7 = atomic_rmw_tko acq_rel device %7, add, %cst_1_i32, %4 token=%8 : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token loc(#loc10)
      return loc(#loc5)
    } loc(#loc6)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":110:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":111:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":112:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":113:27)
#loc4 = loc("/tmp/cutile-real/kernels.py":113:4)
#loc5 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 109, name = "histogram", linkageName = "histogram_Kt2_A1i32_1l0_A1i32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 109>
#loc6 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc7 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc4 in #di_subprogram>

