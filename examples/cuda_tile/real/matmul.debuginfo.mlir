module {
  cuda_tile.module @kernels {
    entry @matmul_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I64_I64_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc13)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc13)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc13)
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc13)
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc13)
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc13)
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc13)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc13)
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc13)
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc13)
      %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc13)
      %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc13)
      %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc13)
      %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc13)
      %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc13)
      %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc13)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc14)
      %blockId_x_13, %blockId_y_14, %blockId_z_15 = get_tile_block_id : tile<i32> loc(#loc15)
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc16)
      %pview = make_partition_view %tview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc17)
      %1:2 = get_index_space_shape %pview : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc17)
      %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc18)
      %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc18)
      %pview_16 = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc19)
      %pview_17 = make_partition_view %tview_7 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc20)
      %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x64xf32>) {
        %tile, %result_token = load_view_tko weak %pview_16[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x32xf16>, token loc(#loc19)
        %tile_19, %result_token_20 = load_view_tko weak %pview_17[%loopIdx, %blockId_y_14] token = %0 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<32x64xf16>, token loc(#loc20)
        %4 = mmaf %tile, %tile_19, %iterArg0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32> loc(#loc22)
        continue %4 : tile<64x64xf32> loc(#loc21)
      } loc(#loc21)
      %2 = ftof %for  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc23)
      %pview_18 = make_partition_view %tview_12 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc24)
      %3 = store_view_tko weak %2, %pview_18[%blockId_x, %blockId_y_14] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc24)
      return loc(#loc12)
    } loc(#loc13)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":31:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":32:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":33:8)
#loc3 = loc("/tmp/cutile-real/kernels.py":34:10)
#loc4 = loc("/tmp/cutile-real/kernels.py":35:19)
#loc5 = loc("/tmp/cutile-real/kernels.py":35:13)
#loc6 = loc("/tmp/cutile-real/kernels.py":36:12)
#loc7 = loc("/tmp/cutile-real/kernels.py":37:12)
#loc8 = loc("/tmp/cutile-real/kernels.py":35:4)
#loc9 = loc("/tmp/cutile-real/kernels.py":38:14)
#loc10 = loc("/tmp/cutile-real/kernels.py":39:35)
#loc11 = loc("/tmp/cutile-real/kernels.py":39:4)
#loc12 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 30, name = "matmul", linkageName = "matmul_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_I64_I64_I32", compileUnit = #di_compile_unit, scopeLine = 30>
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

