module {
  cuda_tile.module @kernels {
    entry @transpose_cast_Kt2_A2f32_3l0_A2f16_3l0_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc8)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc8)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc8)
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc8)
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc8)
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]> loc(#loc8)
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc8)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc8)
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc8)
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc8)
      %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc8)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc9)
      %blockId_x_8, %blockId_y_9, %blockId_z_10 = get_tile_block_id : tile<i32> loc(#loc10)
      %pview = make_partition_view %tview : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>> loc(#loc11)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_9] token = %0 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<32x32xf32>, token loc(#loc11)
      %1 = permute %tile [1, 0] : tile<32x32xf32> -> tile<32x32xf32> loc(#loc12)
      %2 = ftof %1  : tile<32x32xf32> -> tile<32x32xf16> loc(#loc13)
      %pview_11 = make_partition_view %tview_7 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc14)
      %3 = store_view_tko weak %2, %pview_11[%blockId_y_9, %blockId_x] token = %0 : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc14)
      return loc(#loc7)
    } loc(#loc8)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":152:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":153:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":154:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":155:8)
#loc4 = loc("/tmp/cutile-real/kernels.py":156:47)
#loc5 = loc("/tmp/cutile-real/kernels.py":156:37)
#loc6 = loc("/tmp/cutile-real/kernels.py":156:4)
#loc7 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 151, name = "transpose_cast", linkageName = "transpose_cast_Kt2_A2f32_3l0_A2f16_3l0_I32_I32", compileUnit = #di_compile_unit, scopeLine = 151>
#loc8 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc9 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc10 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc11 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc12 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc13 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc14 = #cuda_tile.di_loc<#loc6 in #di_subprogram>

