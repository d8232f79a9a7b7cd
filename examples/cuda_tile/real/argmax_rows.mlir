module {
  cuda_tile.module @kernels {
    entry @argmax_rows_Kt2_A2f32_3l0_A1i32_1l0_I8_I64(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<i32>>, %arg6: tile<i32>, %arg7: tile<i32>) optimization_hints=<default = {}> {
      %0 = make_token : token
      %assume = assume bounded<0, ?>, %arg1 : tile<i32>
      %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
      %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
      %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
      %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%assume_1, %assume_2] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
      %assume_3 = assume bounded<0, ?>, %arg6 : tile<i32>
      %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
      %tview_5 = make_tensor_view %arg5, shape = [%assume_3], strides = [%assume_4] : tile<i32> -> tensor_view<?xi32, strides=[?]>
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %cst_0_i32 = constant <i32: 0> : tile<i32>
      %pview = make_partition_view %tview : partition_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
      %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(8x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x64xf32>, token
      %1 = iota : tile<64xi32>
      %reshape = reshape %1 : tile<64xi32> -> tile<1x64xi32>
      %bcast = broadcast %reshape : tile<1x64xi32> -> tile<8x64xi32>
      %reduce:2 = reduce %tile, %bcast dim=1 identities=[0xFF800000 : f32, 0 : i32] : tile<8x64xf32>, tile<8x64xi32> -> tile<8xf32>, tile<8xi32> 
      (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
        %3 = cmpf greater_than ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
        %4 = cmpf equal ordered %reduce_lhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
        %5 = cmpf not_equal unordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
        %6 = cmpf not_equal unordered %reduce_rhs0, %reduce_rhs0 : tile<f32> -> tile<i1>
        %7 = cmpf equal ordered %reduce_lhs0, %reduce_lhs0 : tile<f32> -> tile<i1>
        %8 = andi %7, %6 : tile<i1>
        %9 = ori %3, %8 : tile<i1>
        %10 = andi %5, %6 : tile<i1>
        %11 = ori %4, %10 : tile<i1>
        %12 = cmpi less_than %reduce_lhs1, %reduce_rhs1, signed : tile<i32> -> tile<i1>
        %13 = andi %11, %12 : tile<i1>
        %14 = ori %9, %13 : tile<i1>
        %15 = select %14, %reduce_lhs0, %reduce_rhs0 : tile<i1>, tile<f32>
        %16 = select %14, %reduce_lhs1, %reduce_rhs1 : tile<i1>, tile<i32>
        yield %15, %16 : tile<f32>, tile<i32>
      }
      %pview_6 = make_partition_view %tview_5 : partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>
      %2 = store_view_tko weak %reduce#1, %pview_6[%blockId_x] token = %0 : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
      return
    }
  }
}

