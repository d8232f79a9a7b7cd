// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// gpu.warp_execute_on_lane_0 with and without arguments and results (expected output produced by mlir-opt 22).

func.func @warp(%laneid: index, %v: vector<4xf32>, %w: vector<1xi32>) {
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    %c = arith.constant 0 : index
  }
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %x = arith.constant dense<1.0> : vector<32xf32>
    gpu.yield %x : vector<32xf32>
  }
  %r2:2 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v, %w : vector<4xf32>, vector<1xi32>) -> (vector<1xf32>, f32) {
  ^bb0(%a: vector<128xf32>, %b: vector<32xi32>):
    %y = arith.constant 1.0 : f32
    %x = arith.constant dense<1.0> : vector<32xf32>
    gpu.yield %x, %y : vector<32xf32>, f32
  } {foo = 1}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xf32>) {
  ^bb0(%a: vector<4xf32>):
  }
  return
}

func.func @two_dims(%l: index, %v: vector<4x4xf32>) {
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4x4xf32>) {
  ^bb0(%a: vector<8x64xf32>):
  }
  return
}

// CHECK-LABEL: func.func @warp(%arg0: index, %arg1: vector<4xf32>, %arg2: vector<1xi32>) {
// CHECK: gpu.warp_execute_on_lane_0(%arg0)[32] {
// CHECK: %c0 = arith.constant 0 : index
// CHECK: %0 = gpu.warp_execute_on_lane_0(%arg0)[32] -> (vector<1xf32>) {
// CHECK: %cst = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK: gpu.yield %cst : vector<32xf32>
// CHECK: %1:2 = gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1, %arg2 : vector<4xf32>, vector<1xi32>) -> (vector<1xf32>, f32) {
// CHECK: ^bb0(%arg3: vector<128xf32>, %arg4: vector<32xi32>):
// CHECK: %cst = arith.constant 1.000000e+00 : f32
// CHECK: %cst_0 = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK: gpu.yield %cst_0, %cst : vector<32xf32>, f32
// CHECK: } {foo = 1 : i64}
// CHECK: gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xf32>) {
// CHECK: ^bb0(%arg3: vector<4xf32>):
// CHECK-LABEL: func.func @two_dims(%arg0: index, %arg1: vector<4x4xf32>) {
// CHECK: gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4x4xf32>) {
// CHECK: ^bb0(%arg2: vector<8x64xf32>):
