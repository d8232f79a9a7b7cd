// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// gpu.warp_execute_on_lane_0: argument and result distribution checks (wording of mlir-opt 22).

func.func @f(%l: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xf32>) {
  }
  return
}
// -----
func.func @f(%l: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = gpu.warp_execute_on_lane_0(%l)[32] -> (vector<1xf32>) {
  }
  return
}
// -----
func.func @f(%l: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xf32>) {
  ^bb0(%a: vector<128xi32>):
  }
  return
}
// -----
func.func @f(%l: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xf32>' to 'vector<4xf32>' with warp size = 32}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xf32>) {
  ^bb0(%a: vector<64xf32>):
  }
  return
}
// -----
func.func @f(%l: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xf32>) {
  ^bb0(%a: vector<4x32xf32>):
  }
  return
}
// -----
func.func @f(%l: index, %v: f32) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : f32) {
  ^bb0(%a: f64):
  }
  return
}
// -----
func.func @f(%l: index, %v: vector<4x4xf32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected expanded vector dimension #0 (6) to be a multipler of the distributed vector dimension (4)}}
  gpu.warp_execute_on_lane_0(%l)[32] args(%v : vector<4x4xf32>) {
  ^bb0(%a: vector<6x4xf32>):
  }
  return
}
// -----
func.func @f(%l: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xf32>' to 'vector<1xf32>' with warp size = 32}}
  %0 = gpu.warp_execute_on_lane_0(%l)[32] -> (vector<1xf32>) {
    %x = arith.constant dense<1.0> : vector<64xf32>
    gpu.yield %x : vector<64xf32>
  }
  return
}
// -----
func.func @f(%l: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%l)[32] {
  ^bb0(%a: f32):
  }
  return
}
