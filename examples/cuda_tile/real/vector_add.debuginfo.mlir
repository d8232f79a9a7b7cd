module {
  cuda_tile.module @kernels {
    entry @vector_add_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc7)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc7)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc7)
      %tview = make_tensor_view %arg0, shape = [%assume], strides = [%assume_0] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc7)
      %assume_1 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc7)
      %assume_2 = assume bounded<0, ?>, %arg5 : tile<i32> loc(#loc7)
      %tview_3 = make_tensor_view %arg3, shape = [%assume_1], strides = [%assume_2] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc7)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc7)
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc7)
      %tview_6 = make_tensor_view %arg6, shape = [%assume_4], strides = [%assume_5] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc7)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc8)
      %pview = make_partition_view %tview : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc9)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc9)
      %pview_7 = make_partition_view %tview_3 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc10)
      %tile_8, %result_token_9 = load_view_tko weak %pview_7[%blockId_x] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc10)
      %1 = addf %tile, %tile_8  : tile<256xf32> loc(#loc11)
      %pview_10 = make_partition_view %tview_6 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc12)
      %2 = store_view_tko weak %1, %pview_10[%blockId_x] token = %0 : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token loc(#loc12)
      return loc(#loc6)
    } loc(#loc7)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":23:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":24:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":25:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":26:8)
#loc4 = loc("/tmp/cutile-real/kernels.py":27:35)
#loc5 = loc("/tmp/cutile-real/kernels.py":27:4)
#loc6 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 22, name = "vector_add", linkageName = "vector_add_Kt2_A1f32_1l0_A1f32_1l0_A1f32_1l0_I256", compileUnit = #di_compile_unit, scopeLine = 22>
#loc7 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc8 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc5 in #di_subprogram>

