module {
  cuda_tile.module @kernels {
    entry @softmax_Kt2_A2f16_3l0_A2f16_3l0_I4_I128(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token loc(#loc14)
      %assume = assume bounded<0, ?>, %arg1 : tile<i32> loc(#loc14)
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32> loc(#loc14)
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32> loc(#loc14)
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32> loc(#loc14)
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32> loc(#loc14)
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32> loc(#loc14)
      %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32> loc(#loc14)
      %assume_6 = assume bounded<0, ?>, %arg9 : tile<i32> loc(#loc14)
      %tview_7 = make_tensor_view %arg5, shape = [%assume_3, %assume_4], strides = [%assume_5, %assume_6] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]> loc(#loc14)
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32> loc(#loc15)
      %cst_0_i32 = constant <i32: 0> : tile<i32> loc(#loc16)
      %pview = make_partition_view %tview : partition_view<tile=(4x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>> loc(#loc17)
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(4x128), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<4x128xf16>, token loc(#loc17)
      %1 = ftof %tile  : tile<4x128xf16> -> tile<4x128xf32> loc(#loc18)
      %reduce = reduce %1 dim=1 identities=[0xFF800000 : f32] : tile<4x128xf32> -> tile<4xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32> loc(#loc19)
        yield %7 : tile<f32> loc(#loc19)
      } loc(#loc19)
      %reshape = reshape %reduce : tile<4xf32> -> tile<4x1xf32> loc(#loc19)
      %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x128xf32> loc(#loc20)
      %2 = subf %1, %bcast  : tile<4x128xf32> loc(#loc20)
      %3 = exp %2  : tile<4x128xf32> loc(#loc21)
      %reduce_8 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<4x128xf32> -> tile<4xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32> loc(#loc22)
        yield %7 : tile<f32> loc(#loc22)
      } loc(#loc22)
      %reshape_9 = reshape %reduce_8 : tile<4xf32> -> tile<4x1xf32> loc(#loc22)
      %cst_0_i32_10 = constant <i32: 0> : tile<i32> loc(#loc23)
      %bcast_11 = broadcast %reshape_9 : tile<4x1xf32> -> tile<4x128xf32> loc(#loc24)
      %4 = divf %3, %bcast_11  : tile<4x128xf32> loc(#loc24)
      %5 = ftof %4  : tile<4x128xf32> -> tile<4x128xf16> loc(#loc25)
      %pview_12 = make_partition_view %tview_7 : partition_view<tile=(4x128), tensor_view<?x?xf16, strides=[?,?]>> loc(#loc26)
      %6 = store_view_tko weak %5, %pview_12[%blockId_x, %cst_0_i32_10] token = %0 : tile<4x128xf16>, partition_view<tile=(4x128), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token loc(#loc26)
      return loc(#loc13)
    } loc(#loc14)
  } loc(#loc)
} loc(#loc)
#di_file = #cuda_tile.di_file<"kernels.py" in "/tmp/cutile-real">
#loc = loc("/tmp/cutile-real/kernels.py":43:0)
#loc1 = loc("/tmp/cutile-real/kernels.py":44:8)
#loc2 = loc("/tmp/cutile-real/kernels.py":45:29)
#loc3 = loc("/tmp/cutile-real/kernels.py":45:8)
#loc4 = loc("/tmp/cutile-real/kernels.py":46:8)
#loc5 = loc("/tmp/cutile-real/kernels.py":47:14)
#loc6 = loc("/tmp/cutile-real/kernels.py":48:15)
#loc7 = loc("/tmp/cutile-real/kernels.py":48:8)
#loc8 = loc("/tmp/cutile-real/kernels.py":49:8)
#loc9 = loc("/tmp/cutile-real/kernels.py":50:28)
#loc10 = loc("/tmp/cutile-real/kernels.py":50:47)
#loc11 = loc("/tmp/cutile-real/kernels.py":50:37)
#loc12 = loc("/tmp/cutile-real/kernels.py":50:4)
#loc13 = loc(unknown)
#di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
#di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 42, name = "softmax", linkageName = "softmax_Kt2_A2f16_3l0_A2f16_3l0_I4_I128", compileUnit = #di_compile_unit, scopeLine = 42>
#loc14 = #cuda_tile.di_loc<#loc in #di_subprogram>
#loc15 = #cuda_tile.di_loc<#loc1 in #di_subprogram>
#loc16 = #cuda_tile.di_loc<#loc2 in #di_subprogram>
#loc17 = #cuda_tile.di_loc<#loc3 in #di_subprogram>
#loc18 = #cuda_tile.di_loc<#loc4 in #di_subprogram>
#loc19 = #cuda_tile.di_loc<#loc5 in #di_subprogram>
#loc20 = #cuda_tile.di_loc<#loc6 in #di_subprogram>
#loc21 = #cuda_tile.di_loc<#loc7 in #di_subprogram>
#loc22 = #cuda_tile.di_loc<#loc8 in #di_subprogram>
#loc23 = #cuda_tile.di_loc<#loc9 in #di_subprogram>
#loc24 = #cuda_tile.di_loc<#loc10 in #di_subprogram>
#loc25 = #cuda_tile.di_loc<#loc11 in #di_subprogram>
#loc26 = #cuda_tile.di_loc<#loc12 in #di_subprogram>

