// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt -mlir-print-op-generic %s | tileir-opt | FileCheck %s
// cuda_tile: prefix elision inside cuda_tile.module, short types, dense constants, name hints
// (%cst_0_i32, %assume_tview, %loopIdx, %reduce_lhs, ...), the doubled spaces of empty custom
// directives, reduce bodies on their own line, view loads and stores, optimization hints.

cuda_tile.module @kernels {
  global private @lut <f32: [1.0, 2.0, 3.0, 4.0]> : !cuda_tile.tile<4xf32>
  entry @vadd(%a: !cuda_tile.tile<ptr<f32>>, %b: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %mixed = constant <i1: [true, false]> : tile<2xi1>
    %half = constant <f16: 0.5> : tile<8xf16>
    %big = constant <i64: -1> : tile<i64>
    %an = assume bounded<0, ?>, %n : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %tv = make_tensor_view %aa, shape = [%an, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %atv = assume div_by<4>, %tv : tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %atv : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>
    %tile, %tok = load_view_tko weak %pv[%bx, %zero] : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token
    %s = addf %tile, %tile : tile<16x32xf32>
    %m = mulf %s, %s rounding<zero> flush_to_zero : tile<16x32xf32>
    %e = exp %m : tile<16x32xf32>
    %c = cmpf less_than_or_equal unordered %e, %m : tile<16x32xf32> -> tile<16x32xi1>
    %i = cmpi less_than %bx, %n, signed : tile<i32> -> tile<i1>
    %d = divi %bx, %n signed rounding<positive_inf> : tile<i32>
    %r = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<16xf32>
    (%lhs: tile<f32>, %rhs: tile<f32>) {
      %sum = addf %lhs, %rhs : tile<f32>
      yield %sum : tile<f32>
    }
    %acc = for %iv in (%zero to %n, step %one) : tile<i32> iter_values(%x = %zero) -> (tile<i32>) {
      %y = addi %x, %iv overflow<no_signed_wrap> : tile<i32>
      continue %y : tile<i32>
    }
    %w = if %i -> (tile<i32>) {
      yield %acc : tile<i32>
    } else {
      yield %zero : tile<i32>
    }
    %st = store_view_tko relaxed device %tile, %pv[%bx, %zero] token = %tok : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> token
    %p = print_tko "x=%d\n", %w token = %st : tile<i32> -> token
    return
  }
}

// CHECK: module {
// CHECK-NEXT:   cuda_tile.module @kernels {
// CHECK-NEXT:     global private  @lut <f32: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tile<4xf32>
// CHECK-NEXT:     entry @vadd(%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>, %arg2: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 1}> {
// CHECK-NEXT:       %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
// CHECK-NEXT:       %cst_0_i32 = constant <i32: 0> : tile<i32>
// CHECK-NEXT:       %cst_1_i32 = constant <i32: 1> : tile<i32>
// CHECK-NEXT:       %true = constant <i1: true> : tile<i1>
// CHECK-NEXT:       %cst_i1 = constant <i1: [true, false]> : tile<2xi1>
// CHECK-NEXT:       %cst_f16 = constant <f16: 5.000000e-01> : tile<8xf16>
// CHECK-NEXT:       %cst_-1_i64 = constant <i64: -1> : tile<i64>
// CHECK-NEXT:       %assume = assume bounded<0, ?>, %arg2 : tile<i32>
// CHECK-NEXT:       %assume_0 = assume div_by<16>, %arg0 : tile<ptr<f32>>
// CHECK-NEXT:       %tview = make_tensor_view %assume_0, shape = [%assume, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
// CHECK-NEXT:       %assume_tview = assume div_by<4>, %tview : tensor_view<?x64xf32, strides=[64,1]>
// CHECK-NEXT:       %pview = make_partition_view %assume_tview : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>
// CHECK-NEXT:       %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token
// CHECK-NEXT:       %0 = addf %tile, %tile  : tile<16x32xf32>
// CHECK-NEXT:       %1 = mulf %0, %0 rounding<zero> flush_to_zero : tile<16x32xf32>
// CHECK-NEXT:       %2 = exp %1  : tile<16x32xf32>
// CHECK-NEXT:       %3 = cmpf less_than_or_equal unordered %2, %1 : tile<16x32xf32> -> tile<16x32xi1>
// CHECK-NEXT:       %4 = cmpi less_than %blockId_x, %arg2, signed : tile<i32> -> tile<i1>
// CHECK-NEXT:       %5 = divi %blockId_x, %arg2 signed rounding<positive_inf> : tile<i32>
// CHECK-NEXT:       %reduce = reduce %2 dim=1 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<16xf32>
// CHECK-NEXT:       (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
// CHECK-NEXT:         %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
// CHECK-NEXT:         yield %9 : tile<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %for = for %loopIdx in (%cst_0_i32 to %arg2, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_i32) -> (tile<i32>) {
// CHECK-NEXT:         %9 = addi %iterArg0, %loopIdx overflow<no_signed_wrap> : tile<i32>
// CHECK-NEXT:         continue %9 : tile<i32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %6 = if %4 -> (tile<i32>) {
// CHECK-NEXT:         yield %for : tile<i32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         yield %cst_0_i32 : tile<i32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %7 = store_view_tko relaxed device %tile, %pview[%blockId_x, %cst_0_i32] token = %result_token : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[64,1]>, dim_map=[1, 0]>, tile<i32> -> token
// CHECK-NEXT:       %8 = print_tko "x=%d\0A", %6 token=%7 : tile<i32> -> token
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
