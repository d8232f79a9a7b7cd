module {
  cuda_tile.module @kernels {
    entry @prefix_scans_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc9)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc9)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc9)
      %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc9)
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc9)
      %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc9)
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc9)
      %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc9)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc10)
      %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc11)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token loc(#loc11)
      %1 = scan %tile dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<128xf32> 
      (%arg9: tile<f32>, %arg10: tile<f32>) {
        %5 = addf %arg9, %arg10  : tile<f32> loc(#loc12)
        yield %5 : tile<f32> loc(#loc12)
      } loc(#loc12)
      %pview_7 = make_partition_view %tview_3 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc13)
      %2 = store_view_tko weak %1, %pview_7[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc13)
      %3 = scan %tile dim=0 reverse=true identities=[1.000000e+00 : f32] : tile<128xf32> -> tile<128xf32> 
      (%arg9: tile<f32>, %arg10: tile<f32>) {
        %5 = mulf %arg9, %arg10  : tile<f32> loc(#loc17)
        yield %5 : tile<f32> loc(#loc14)
      } loc(#loc14)
      %pview_8 = make_partition_view %tview_6 : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>> loc(#loc16)
      %4 = store_view_tko weak %3, %pview_8[%blockId_x] token = %0 : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc16)
      return loc(#loc8)
    } loc(#loc9)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":93:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":94:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":95:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":96:36)
#loc4 = loc("/tmp/cutile-real/kernels.py":96:4)
#loc5 = loc("/tmp/cutile-real/kernels.py":97:37)
#loc6 = loc("/tmp/cutile-real/kernels.py":89:11)
#loc7 = loc("/tmp/cutile-real/kernels.py":97:4)
#loc8 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 92, name = "prefix_scans", linkageName = "prefix_scans_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I128", compileUnit = #di_compile_unit, scopeLine = 92>
#di_subprogram1 = #cuda_tile.di_subprogram<file = #di_file, line = 88, name = "_mul", linkageName = "_mul@kernels:88:1_s0", compileUnit = #di_compile_unit, scopeLine = 88>
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc6 in #di_subprogram1>
#loc16 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc17 = loc(callsite(#loc15 at #loc14))

