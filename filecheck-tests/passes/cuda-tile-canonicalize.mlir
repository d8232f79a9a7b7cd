// canonicalize on cuda_tile: the folders and patterns of constant, assume,
// select and addf (if's patterns: see cuda-tile-canonicalize-if.mlir).

// RUN: tileir-opt %s -split-input-file -canonicalize | FileCheck %s

// Constants are unified and hoisted; an assume of an assume with the same
// predicate folds; a product on the right of addf moves left.
// CHECK-LABEL: testing$func @consts_assume_addf(
// CHECK-SAME: %[[X:[^:]*]]: tile<i32>, %[[F:[^:]*]]: tile<f32>
// CHECK-NEXT: %[[C:.*]] = constant <i32: 7> : tile<i32>
// CHECK-NEXT: %[[A0:.*]] = assume div_by<4>, %[[X]]
// CHECK-NEXT: %[[A1:.*]] = assume div_by<2>, %[[A0]]
// CHECK-NEXT: %[[S:.*]] = addi %[[A1]], %[[C]]
// CHECK-NEXT: %[[T:.*]] = addi %[[S]], %[[C]]
// CHECK-NEXT: %[[M:.*]] = mulf %[[F]], %[[F]]
// CHECK-NEXT: %[[R:.*]] = addf %[[M]], %[[F]] rounding<zero>
// CHECK-NEXT: return %[[T]], %[[R]]
cuda_tile.module @m {
  testing$func @consts_assume_addf(%x: tile<i32>, %f: tile<f32>) -> (tile<i32>, tile<f32>) {
    %a0 = assume div_by<4>, %x : tile<i32>
    %a1 = assume div_by<4>, %a0 : tile<i32>
    %a2 = assume div_by<2>, %a1 : tile<i32>
    %c0 = constant <i32: 7> : tile<i32>
    %s = addi %a2, %c0 : tile<i32>
    %c1 = constant <i32: 7> : tile<i32>
    %t = addi %s, %c1 : tile<i32>
    %m = mulf %f, %f : tile<f32>
    %r = addf %f, %m rounding<zero> : tile<f32>
    return %t, %r : tile<i32>, tile<f32>
  }
}

// -----

// select: the folds, then the patterns.
// CHECK-LABEL: testing$func @selects(
// CHECK-SAME: %[[C:[^:]*]]: tile<i1>, %[[A:[^:]*]]: tile<i32>, %[[B:[^:]*]]: tile<i32>
// CHECK-NEXT: %[[K:.*]] = constant <i32: [1, 9, 3, 9]> : tile<4xi32>
// CHECK-NEXT: %[[TRUE:.*]] = constant <i1: true> : tile<i1>
// CHECK-NEXT: %[[NOT:.*]] = xori %[[C]], %[[TRUE]] : tile<i1>
// CHECK-NEXT: %[[SW:.*]] = select %[[C]], %[[B]], %[[A]] : tile<i1>, tile<i32>
// CHECK-NEXT: %[[NC:.*]] = xori %[[C]], %[[TRUE]] : tile<i1>
// CHECK-NEXT: %[[E:.*]] = exti %[[NC]] unsigned : tile<i1> -> tile<i32>
// CHECK-NEXT: %[[NC2:.*]] = xori %[[C]], %[[TRUE]] : tile<i1>
// CHECK-NEXT: %[[E2:.*]] = exti %[[NC2]] unsigned : tile<i1> -> tile<i32>
// CHECK-NEXT: %[[S12:.*]] = select %[[C]], %[[A]], %[[E2]] : tile<i1>, tile<i32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[A]], %[[C]], %[[B]], %[[A]], %[[NOT]], %[[SW]], %[[K]], %[[E]], %[[S12]] :
cuda_tile.module @m {
  testing$func @selects(%c: tile<i1>, %a: tile<i32>, %b: tile<i32>)
      -> (tile<i32>, tile<i32>, tile<i32>, tile<i1>, tile<i32>, tile<i32>, tile<i1>, tile<i32>, tile<4xi32>, tile<i32>, tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %s0 = select %c, %a, %a : tile<i1>, tile<i32>
    %s1 = select %f, %a, %b : tile<i1>, tile<i32>
    %s2 = select %t, %a, %b : tile<i1>, tile<i32>
    %s3 = select %c, %t, %f : tile<i1>, tile<i1>
    %eq = cmpi equal %a, %b, signed : tile<i32> -> tile<i1>
    %s4 = select %eq, %a, %b : tile<i1>, tile<i32>
    %ne = cmpi not_equal %b, %a, signed : tile<i32> -> tile<i1>
    %s5 = select %ne, %a, %b : tile<i1>, tile<i32>
    %s6 = select %c, %f, %t : tile<i1>, tile<i1>
    %n = xori %c, %t : tile<i1>
    %s7 = select %n, %a, %b : tile<i1>, tile<i32>
    %k0 = constant <i1: [true, false, true, false]> : tile<4xi1>
    %k1 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %k2 = constant <i32: 9> : tile<4xi32>
    %s8 = select %k0, %k1, %k2 : tile<4xi1>, tile<4xi32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %s9 = select %c, %zero, %one : tile<i1>, tile<i32>
    %in = select %c, %a, %b : tile<i1>, tile<i32>
    %s10 = select %c, %in, %one : tile<i1>, tile<i32>
    %s11 = select %c, %zero, %s10 : tile<i1>, tile<i32>
    %s12 = select %c, %s10, %s11 : tile<i1>, tile<i32>
    return %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s12
      : tile<i32>, tile<i32>, tile<i32>, tile<i1>, tile<i32>, tile<i32>, tile<i1>, tile<i32>, tile<4xi32>, tile<i32>, tile<i32>
  }
}
