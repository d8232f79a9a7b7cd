// fuse-fma on cuda_tile functions: cases NVIDIA's test does not cover.

// RUN: tileir-opt %s -split-input-file -pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(fuse-fma)))' | FileCheck %s

// A chain: each product feeds one add; the second add has its product on
// the right, which addf's canonicalization moves left before fusing. The
// subtract keeps its operands' order and negates the subtrahend.
// CHECK-LABEL: testing$func @chain(
// CHECK-SAME: %[[A:.*]]: tile<2xf32>, %[[B:.*]]: tile<2xf32>, %[[C:.*]]: tile<2xf32>
// CHECK-NEXT: %[[F0:.*]] = fma %[[A]], %[[B]], %[[C]] rounding<zero> : tile<2xf32>
// CHECK-NEXT: %[[F1:.*]] = fma %[[B]], %[[C]], %[[F0]] rounding<zero> : tile<2xf32>
// CHECK-NEXT: %[[N:.*]] = negf %[[A]] : tile<2xf32>
// CHECK-NEXT: %[[F2:.*]] = fma %[[F1]], %[[C]], %[[N]] flush_to_zero : tile<2xf32>
// CHECK-NEXT: return %[[F2]]
cuda_tile.module @m {
  testing$func @chain(%a: tile<2xf32>, %b: tile<2xf32>, %c: tile<2xf32>) -> tile<2xf32> {
    %0 = mulf %a, %b rounding<zero> : tile<2xf32>
    %1 = addf %0, %c rounding<zero> : tile<2xf32>
    %2 = mulf %b, %c rounding<zero> : tile<2xf32>
    %3 = addf %1, %2 rounding<zero> : tile<2xf32>
    %4 = mulf %3, %c flush_to_zero : tile<2xf32>
    %5 = subf %4, %a flush_to_zero : tile<2xf32>
    return %5 : tile<2xf32>
  }
}

// -----

// Not fused: a product on the right of a subtract, a product with a second
// use, and an add of two products keeps its order (the left one fuses).
// CHECK-LABEL: testing$func @kept(
// CHECK-SAME: %[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>
// CHECK-NEXT: %[[M0:.*]] = mulf %[[A]], %[[B]] : tile<f32>
// CHECK-NEXT: %[[S:.*]] = subf %[[A]], %[[M0]] : tile<f32>
// CHECK-NEXT: %[[M1:.*]] = mulf %[[B]], %[[B]] : tile<f32>
// CHECK-NEXT: %[[F:.*]] = fma %[[A]], %[[A]], %[[M1]] : tile<f32>
// CHECK-NEXT: %[[M2:.*]] = mulf %[[S]], %[[S]] : tile<f32>
// CHECK-NEXT: addf %[[M2]], %[[F]] : tile<f32>
// CHECK-NEXT: mulf %[[M2]], %[[B]] : tile<f32>
// CHECK-NEXT: return
cuda_tile.module @m {
  testing$func @kept(%a: tile<f32>, %b: tile<f32>) -> (tile<f32>, tile<f32>) {
    %0 = mulf %a, %b : tile<f32>
    %1 = subf %a, %0 : tile<f32>
    %2 = mulf %a, %a : tile<f32>
    %3 = mulf %b, %b : tile<f32>
    %4 = addf %2, %3 : tile<f32>
    %5 = mulf %1, %1 : tile<f32>
    %6 = addf %5, %4 : tile<f32>
    %7 = mulf %5, %b : tile<f32>
    return %6, %7 : tile<f32>, tile<f32>
  }
}
