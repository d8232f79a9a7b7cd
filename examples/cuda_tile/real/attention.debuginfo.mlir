module {
  cuda_tile.module @kernels {
    entry @attention_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I64_I64_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc33)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc33)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc33)
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc33)
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc33)
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc33)
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc33)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc33)
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc33)
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc33)
      %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc33)
      %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32> loc(#loc33)
      %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc33)
      %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc33)
      %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc33)
      %tview_12 = make_tensor_view %arg10, shape = [%assume_8, %assume_9], strides = [%assume_10, %assume_11] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc33)
      %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32> loc(#loc33)
      %assume_14 = assume bounded<0, ?>, %arg17 : tile<i32> loc(#loc33)
      %assume_15 = assume bounded<0, ?>, %arg18 : tile<i32> loc(#loc33)
      %assume_16 = assume bounded<0, ?>, %arg19 : tile<i32> loc(#loc33)
      %tview_17 = make_tensor_view %arg15, shape = [%assume_13, %assume_14], strides = [%assume_15, %assume_16] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc33)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc34)
      %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc35)
      %pview = make_partition_view %tview : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc36)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x64xf16>, token loc(#loc36)
      %cst_f32 = constant <f32: 0xFF800000> : tile<64x1xf32> loc(#loc37)
      %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x1xf32> loc(#loc38)
      %cst_0_f32_18 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc39)
      %pview_19 = make_partition_view %tview_7 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc40)
      %1:2 = get_index_space_shape %pview_19 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> -> tile<i32> loc(#loc40)
      %cst_0_i32_20 = constant <i32: 0> : tile<i32> loc(#loc41)
      %cst_1_i32 = constant <i32: 1> : tile<i32> loc(#loc41)
      %cst_0_i32_21 = constant <i32: 0> : tile<i32> loc(#loc42)
      %pview_22 = make_partition_view %tview_7 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc43)
      %cst_0_i32_23 = constant <i32: 0> : tile<i32> loc(#loc44)
      %pview_24 = make_partition_view %tview_12 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc45)
      %cst_0_f32_25 = constant <f32: 0.000000e+00> : tile<64x64xf32> loc(#loc46)
      %reshape = reshape %arg20 : tile<f32> -> tile<1x1xf32> loc(#loc47)
      %bcast = broadcast %reshape : tile<1x1xf32> -> tile<64x64xf32> loc(#loc47)
      %for:3 = for %loopIdx in (%cst_0_i32_20 to %1#0, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_18, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32>) {
        %tile_29, %result_token_30 = load_view_tko weak %pview_22[%loopIdx, %cst_0_i32_21] token = %0 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x64xf16>, token loc(#loc43)
        %tile_31, %result_token_32 = load_view_tko weak %pview_24[%loopIdx, %cst_0_i32_23] token = %0 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<64x64xf16>, token loc(#loc45)
        %5 = permute %tile_29 [1, 0] : tile<64x64xf16> -> tile<64x64xf16> loc(#loc49)
        %6 = mmaf %tile, %5, %cst_0_f32_25 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32> loc(#loc47)
        %7 = mulf %6, %bcast  : tile<64x64xf32> loc(#loc47)
        %reduce = reduce %7 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
        (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
          %17 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc50)
          yield %17 : tile<f32> loc(#loc50)
        } loc(#loc50)
        %reshape_33 = reshape %reduce : tile<64xf32> -> tile<64x1xf32> loc(#loc50)
        %8 = maxf %iterArg2, %reshape_33 : tile<64x1xf32> loc(#loc51)
        %bcast_34 = broadcast %8 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc52)
        %9 = subf %7, %bcast_34  : tile<64x64xf32> loc(#loc52)
        %10 = exp %9  : tile<64x64xf32> loc(#loc53)
        %11 = subf %iterArg2, %8  : tile<64x1xf32> loc(#loc54)
        %12 = exp %11  : tile<64x1xf32> loc(#loc55)
        %reduce_35 = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
        (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
          %17 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc56)
          yield %17 : tile<f32> loc(#loc56)
        } loc(#loc56)
        %reshape_36 = reshape %reduce_35 : tile<64xf32> -> tile<64x1xf32> loc(#loc56)
        %13 = fma %iterArg1, %12, %reshape_36  : tile<64x1xf32> loc(#loc57)
        %14 = ftof %10  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc58)
        %bcast_37 = broadcast %12 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc59)
        %15 = mulf %iterArg0, %bcast_37  : tile<64x64xf32> loc(#loc59)
        %16 = mmaf %14, %tile_31, %15 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32> loc(#loc60)
        continue %16, %13, %8 : tile<64x64xf32>, tile<64x1xf32>, tile<64x1xf32> loc(#loc48)
      } loc(#loc48)
      %cst_0_i32_26 = constant <i32: 0> : tile<i32> loc(#loc61)
      %bcast_27 = broadcast %for#1 : tile<64x1xf32> -> tile<64x64xf32> loc(#loc62)
      %2 = divf %for#0, %bcast_27  : tile<64x64xf32> loc(#loc62)
      %3 = ftof %2  : tile<64x64xf32> -> tile<64x64xf16> loc(#loc63)
      %pview_28 = make_partition_view %tview_17 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc64)
      %4 = store_view_tko weak %3, %pview_28[%blockId_x, %cst_0_i32_26] token = %0 : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc64)
      return loc(#loc32)
    } loc(#loc33)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":54:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":56:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":57:30)
#loc3 = loc("/tmp/cutile-real/kernels.py":57:9)
#loc4 = loc("/tmp/cutile-real/kernels.py":58:10)
#loc5 = loc("/tmp/cutile-real/kernels.py":59:10)
#loc6 = loc("/tmp/cutile-real/kernels.py":60:10)
#loc7 = loc("/tmp/cutile-real/kernels.py":61:19)
#loc8 = loc("/tmp/cutile-real/kernels.py":61:13)
#loc9 = loc("/tmp/cutile-real/kernels.py":62:34)
#loc10 = loc("/tmp/cutile-real/kernels.py":62:13)
#loc11 = loc("/tmp/cutile-real/kernels.py":63:34)
#loc12 = loc("/tmp/cutile-real/kernels.py":63:13)
#loc13 = loc("/tmp/cutile-real/kernels.py":64:41)
#loc14 = loc("/tmp/cutile-real/kernels.py":64:12)
#loc15 = loc("/tmp/cutile-real/kernels.py":61:4)
#loc16 = loc("/tmp/cutile-real/kernels.py":64:23)
#loc17 = loc("/tmp/cutile-real/kernels.py":65:32)
#loc18 = loc("/tmp/cutile-real/kernels.py":65:16)
#loc19 = loc("/tmp/cutile-real/kernels.py":66:19)
#loc20 = loc("/tmp/cutile-real/kernels.py":66:12)
#loc21 = loc("/tmp/cutile-real/kernels.py":67:23)
#loc22 = loc("/tmp/cutile-real/kernels.py":67:16)
#loc23 = loc("/tmp/cutile-real/kernels.py":68:28)
#loc24 = loc("/tmp/cutile-real/kernels.py":68:14)
#loc25 = loc("/tmp/cutile-real/kernels.py":69:21)
#loc26 = loc("/tmp/cutile-real/kernels.py":69:49)
#loc27 = loc("/tmp/cutile-real/kernels.py":69:14)
#loc28 = loc("/tmp/cutile-real/kernels.py":71:28)
#loc29 = loc("/tmp/cutile-real/kernels.py":71:47)
#loc30 = loc("/tmp/cutile-real/kernels.py":71:37)
#loc31 = loc("/tmp/cutile-real/kernels.py":71:4)
#loc32 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 53, name = "attention", linkageName = "attention_Kt2_A2f16_3l0_A2f16_3l0_A2f16_3l0_A2f16_3l0_Sf32_I64_I64_I64", compileUnit = #di_compile_unit, scopeLine = 53>
#loc33 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc41 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc42 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc43 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc44 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc45 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc46 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc47 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc48 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc49 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc50 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc51 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc52 = #cuda_tile.di_loc<#loc19 in #di_subprogram>
#loc53 = #cuda_tile.di_loc<#loc20 in #di_subprogram>
#loc54 = #cuda_tile.di_loc<#loc21 in #di_subprogram>
#loc55 = #cuda_tile.di_loc<#loc22 in #di_subprogram>
#loc56 = #cuda_tile.di_loc<#loc23 in #di_subprogram>
#loc57 = #cuda_tile.di_loc<#loc24 in #di_subprogram>
#loc58 = #cuda_tile.di_loc<#loc25 in #di_subprogram>
#loc59 = #cuda_tile.di_loc<#loc26 in #di_subprogram>
#loc60 = #cuda_tile.di_loc<#loc27 in #di_subprogram>
#loc61 = #cuda_tile.di_loc<#loc28 in #di_subprogram>
#loc62 = #cuda_tile.di_loc<#loc29 in #di_subprogram>
#loc63 = #cuda_tile.di_loc<#loc30 in #di_subprogram>
#loc64 = #cuda_tile.di_loc<#loc31 in #di_subprogram>

