// RUN: tileir-opt %s -o - | FileCheck %s
// RUN: tileir-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: tileir-opt --help | FileCheck %s --check-prefix=DIALECTS
// cute, cute_nvgpu, cutlass and core are registered by name only: their ops
// parse without --allow-unregistered-dialect and print in generic form, and
// --show-dialects / --help say their contracts are not modelled (mlir-opt 22
// has no such dialects, so this is not one of the differential printing tests).

// DIALECTS: Registered by name only (ops parse and print in generic form; contracts not modelled): core,cute,cute_nvgpu,cutlass

// CHECK-LABEL: func.func @companions
func.func @companions(%a: i32, %b: i32) -> i32 {
  // CHECK: %0 = "cute.make_shape"(%arg0, %arg1) : (i32, i32) -> i64
  %s = "cute.make_shape"(%a, %b) : (i32, i32) -> i64
  // CHECK: "cute_nvgpu.arch.make_warp_uniform"(%arg0) {note = "x"} : (i32) -> ()
  "cute_nvgpu.arch.make_warp_uniform"(%a) {note = "x"} : (i32) -> ()
  // CHECK: %1 = "cutlass.pipeline.state.get_index"(%arg0) : (i32) -> i32
  %i = "cutlass.pipeline.state.get_index"(%a) : (i32) -> i32
  // CHECK: %2 = "core.lcm"(%1, %arg1) : (i32, i32) -> i32
  %l = "core.lcm"(%i, %b) : (i32, i32) -> i32
  return %l : i32
}
