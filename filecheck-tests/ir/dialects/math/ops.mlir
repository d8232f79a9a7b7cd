// RUN: tileir-opt %s | FileCheck %s
// math ops with fastmath flags (expected output produced by mlir-opt 22).

func.func @m(%x: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %x : f32
  %1 = math.absi %i : i32
  %2 = math.sqrt %x fastmath<fast> : f32
  %3 = math.atan2 %x, %x : f32
  %4 = math.powf %x, %x fastmath<nnan,ninf> : f32
  %5 = math.fma %x, %x, %x : f32
  %6 = math.fpowi %x, %i : f32, i32
  %7 = math.ipowi %i, %i : i32
  %8 = math.isnan %x : f32
  %9 = math.isinf %v : vector<4xf32>
  %10 = math.ctlz %i : i32
  %11 = math.exp %v : vector<4xf32>
  %12 = math.tanh %x : f32
  %13 = math.copysign %x, %x : f32
  %14 = math.rsqrt %x : f32
  %15 = math.roundeven %x : f32
  %16 = math.clampf %x to [%x, %x] fastmath<fast> : f32
  %17:2 = math.sincos %x : f32
  %18 = math.clampf %v to [%v, %v] : vector<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @m(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.absi %arg1 : i32
// CHECK-NEXT: %2 = math.sqrt %arg0 fastmath<fast> : f32
// CHECK-NEXT: %3 = math.atan2 %arg0, %arg0 : f32
// CHECK-NEXT: %4 = math.powf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %5 = math.fma %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: %6 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT: %7 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT: %8 = math.isnan %arg0 : f32
// CHECK-NEXT: %9 = math.isinf %arg2 : vector<4xf32>
// CHECK-NEXT: %10 = math.ctlz %arg1 : i32
// CHECK-NEXT: %11 = math.exp %arg2 : vector<4xf32>
// CHECK-NEXT: %12 = math.tanh %arg0 : f32
// CHECK-NEXT: %13 = math.copysign %arg0, %arg0 : f32
// CHECK-NEXT: %14 = math.rsqrt %arg0 : f32
// CHECK-NEXT: %15 = math.roundeven %arg0 : f32
// CHECK-NEXT: %16 = math.clampf %arg0 to [%arg0, %arg0] fastmath<fast> : f32
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %17 = math.clampf %arg2 to [%arg2, %arg2] : vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
