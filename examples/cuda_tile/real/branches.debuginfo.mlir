module {
  cuda_tile.module @kernels {
    entry @branches_Kt2_A1f32_1l0_A1f32_1l0_Si32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc13)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
      %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc13)
      %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc13)
      %cst_128_i32 = constant <i32: 128> : tile<i32> loc(#loc13)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
      %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc15)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc15)
      %1 = muli %blockId_x, %cst_128_i32 : tile<i32> loc(#loc16)
      %2 = cmpi less_than %1, %arg6, signed : tile<i32> -> tile<i1> loc(#loc16)
      %3 = if %2 -> (tile<128xf32>) {
        %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32> loc(#loc18)
        %reshape = reshape %cst_0_f32 : tile<f32> -> tile<1xf32> loc(#loc19)
        %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32> loc(#loc19)
        %5 = cmpf greater_than ordered %tile, %bcast : tile<128xf32> -> tile<128xi1> loc(#loc19)
        %cst_f32 = constant <f32: 0.00999999977> : tile<f32> loc(#loc20)
        %reshape_5 = reshape %cst_f32 : tile<f32> -> tile<1xf32> loc(#loc21)
        %bcast_6 = broadcast %reshape_5 : tile<1xf32> -> tile<128xf32> loc(#loc21)
        %6 = mulf %tile, %bcast_6  : tile<128xf32> loc(#loc21)
        %7 = select %5, %tile, %6 : tile<128xi1>, tile<128xf32> loc(#loc22)
        yield %7 : tile<128xf32> loc(#loc17)
      } else {
        %5 = absf %tile : tile<128xf32> loc(#loc23)
        yield %5 : tile<128xf32> loc(#loc17)
      } loc(#loc17)
      %pview_4 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc24)
      %4 = store_view_tko weak %3, %pview_4[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc24)
      return loc(#loc12)
    } loc(#loc13)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":128:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":129:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":130:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":131:7)
#loc4 = loc("/tmp/cutile-real/kernels.py":131:4)
#loc5 = loc("/tmp/cutile-real/kernels.py":132:25)
#loc6 = loc("/tmp/cutile-real/kernels.py":132:21)
#loc7 = loc("/tmp/cutile-real/kernels.py":132:37)
#loc8 = loc("/tmp/cutile-real/kernels.py":132:33)
#loc9 = loc("/tmp/cutile-real/kernels.py":132:12)
#loc10 = loc("/tmp/cutile-real/kernels.py":134:12)
#loc11 = loc("/tmp/cutile-real/kernels.py":135:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 127, name = "branches", linkageName = "branches_Kt2_A1f32_1l0_A1f32_1l0_Si32_I128", compileUnit = #di_compile_unit, scopeLine = 127>
#loc13 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc11 in #di_subprogram>

