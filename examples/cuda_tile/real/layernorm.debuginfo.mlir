module {
  cuda_tile.module @kernels {
    entry @layernorm_Kt2_A2f16_3l0_A1f32_1l0_A1f32_1l0_A2f16_3l0_Sf32_I2_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<f16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<f32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc21)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc21)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc21)
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc21)
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc21)
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc21)
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc21)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc21)
      %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc21)
      %assume_7 = assume bounded<0, ?>, %arg10 : tile<i32> loc(#loc21)
      %tview_8 = make_tensor_view %arg8, shape = [%assume_6], strides = [%assume_7] : tile<i32> -> tensor_view<?xf32, strides=[?]> loc(#loc21)
      %assume_9 = assume bounded<0, ?>, %arg12 : tile<i32> loc(#loc21)
      %assume_10 = assume bounded<0, ?>, %arg13 : tile<i32> loc(#loc21)
      %assume_11 = assume bounded<0, ?>, %arg14 : tile<i32> loc(#loc21)
      %assume_12 = assume bounded<0, ?>, %arg15 : tile<i32> loc(#loc21)
      %tview_13 = make_tensor_view %arg11, shape = [%assume_9, %assume_10], strides = [%assume_11, %assume_12] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc21)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc22)
      %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc23)
      %pview = make_partition_view %tview : partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc24)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<2x256xf16>, token loc(#loc24)
      %1 = ftof %tile  : tile<2x256xf16> -> tile<2x256xf32> loc(#loc25)
      %reduce = reduce %1 dim=1 identities=[0.000000e+00 : f32] : tile<2x256xf32> -> tile<2xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc26)
        yield %12 : tile<f32> loc(#loc26)
      } loc(#loc26)
      %reshape = reshape %reduce : tile<2xf32> -> tile<2x1xf32> loc(#loc26)
      %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32> loc(#loc26)
      %reshape_14 = reshape %cst_256_f32 : tile<f32> -> tile<1x1xf32> loc(#loc26)
      %bcast = broadcast %reshape_14 : tile<1x1xf32> -> tile<2x1xf32> loc(#loc26)
      %2 = divf %reshape, %bcast  : tile<2x1xf32> loc(#loc26)
      %bcast_15 = broadcast %2 : tile<2x1xf32> -> tile<2x256xf32> loc(#loc27)
      %3 = subf %1, %bcast_15  : tile<2x256xf32> loc(#loc27)
      %4 = mulf %3, %3  : tile<2x256xf32> loc(#loc28)
      %reduce_16 = reduce %4 dim=1 identities=[0.000000e+00 : f32] : tile<2x256xf32> -> tile<2xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %12 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc29)
        yield %12 : tile<f32> loc(#loc29)
      } loc(#loc29)
      %reshape_17 = reshape %reduce_16 : tile<2xf32> -> tile<2x1xf32> loc(#loc29)
      %cst_256_f32_18 = constant <f32: 2.560000e+02> : tile<f32> loc(#loc29)
      %reshape_19 = reshape %cst_256_f32_18 : tile<f32> -> tile<1x1xf32> loc(#loc29)
      %bcast_20 = broadcast %reshape_19 : tile<1x1xf32> -> tile<2x1xf32> loc(#loc29)
      %5 = divf %reshape_17, %bcast_20  : tile<2x1xf32> loc(#loc29)
      %reshape_21 = reshape %arg16 : tile<f32> -> tile<1x1xf32> loc(#loc30)
      %bcast_22 = broadcast %reshape_21 : tile<1x1xf32> -> tile<2x1xf32> loc(#loc30)
      %6 = addf %5, %bcast_22  : tile<2x1xf32> loc(#loc30)
      %7 = rsqrt %6 : tile<2x1xf32> loc(#loc31)
      %bcast_23 = broadcast %7 : tile<2x1xf32> -> tile<2x256xf32> loc(#loc32)
      %8 = mulf %3, %bcast_23  : tile<2x256xf32> loc(#loc32)
      %cst_0_i32_24 = constant <i32: 0> : tile<i32> loc(#loc33)
      %pview_25 = make_partition_view %tview_5 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc34)
      %tile_26, %result_token_27 = load_view_tko weak %pview_25[%cst_0_i32_24] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc34)
      %cst_0_i32_28 = constant <i32: 0> : tile<i32> loc(#loc35)
      %pview_29 = make_partition_view %tview_8 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>> loc(#loc36)
      %tile_30, %result_token_31 = load_view_tko weak %pview_29[%cst_0_i32_28] token = %0 : partition_view<tile=(256), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<256xf32>, token loc(#loc36)
      %cst_0_i32_32 = constant <i32: 0> : tile<i32> loc(#loc37)
      %reshape_33 = reshape %tile_26 : tile<256xf32> -> tile<1x256xf32> loc(#loc38)
      %bcast_34 = broadcast %reshape_33 : tile<1x256xf32> -> tile<2x256xf32> loc(#loc38)
      %reshape_35 = reshape %tile_30 : tile<256xf32> -> tile<1x256xf32> loc(#loc38)
      %bcast_36 = broadcast %reshape_35 : tile<1x256xf32> -> tile<2x256xf32> loc(#loc38)
      %9 = fma %8, %bcast_34, %bcast_36  : tile<2x256xf32> loc(#loc38)
      %10 = ftof %9  : tile<2x256xf32> -> tile<2x256xf16> loc(#loc39)
      %pview_37 = make_partition_view %tview_13 : partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc40)
      %11 = store_view_tko weak %10, %pview_37[%blockId_x, %cst_0_i32_32] token = %0 : tile<2x256xf16>, partition_view<tile=(2x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc40)
      return loc(#loc20)
    } loc(#loc21)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":139:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":140:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":141:39)
#loc3 = loc("/tmp/cutile-real/kernels.py":141:18)
#loc4 = loc("/tmp/cutile-real/kernels.py":141:8)
#loc5 = loc("/tmp/cutile-real/kernels.py":142:11)
#loc6 = loc("/tmp/cutile-real/kernels.py":143:8)
#loc7 = loc("/tmp/cutile-real/kernels.py":144:17)
#loc8 = loc("/tmp/cutile-real/kernels.py":144:10)
#loc9 = loc("/tmp/cutile-real/kernels.py":145:21)
#loc10 = loc("/tmp/cutile-real/kernels.py":145:12)
#loc11 = loc("/tmp/cutile-real/kernels.py":145:8)
#loc12 = loc("/tmp/cutile-real/kernels.py":146:27)
#loc13 = loc("/tmp/cutile-real/kernels.py":146:9)
#loc14 = loc("/tmp/cutile-real/kernels.py":147:27)
#loc15 = loc("/tmp/cutile-real/kernels.py":147:9)
#loc16 = loc("/tmp/cutile-real/kernels.py":148:28)
#loc17 = loc("/tmp/cutile-real/kernels.py":148:47)
#loc18 = loc("/tmp/cutile-real/kernels.py":148:37)
#loc19 = loc("/tmp/cutile-real/kernels.py":148:4)
#loc20 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 138, name = "layernorm", linkageName = "layernorm_Kt2_A2f16_3l0_A1f32_1l0_A1f32_1l0_A2f16_3l0_Sf32_I2_I256", compileUnit = #di_compile_unit, scopeLine = 138>
#loc21 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc27 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc28 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc29 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc30 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc31 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc32 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc33 = #cuda_tile.di_loc<#loc12 in #di_subprogram>
#loc34 = #cuda_tile.di_loc<#loc13 in #di_subprogram>
#loc35 = #cuda_tile.di_loc<#loc14 in #di_subprogram>
#loc36 = #cuda_tile.di_loc<#loc15 in #di_subprogram>
#loc37 = #cuda_tile.di_loc<#loc16 in #di_subprogram>
#loc38 = #cuda_tile.di_loc<#loc17 in #di_subprogram>
#loc39 = #cuda_tile.di_loc<#loc18 in #di_subprogram>
#loc40 = #cuda_tile.di_loc<#loc19 in #di_subprogram>

