// convert-cudatile-to-tileaa on the ops tileiras 13.4 added (spelled in
// generic form; the cuda_tile dialect does not register them, so the input
// is read with its verifier off): fpowf and fpowi are math's, insert is an
// insert_slice at the selected block's element offsets, the grid-dependency
// ops and the aliasing fence are nv_tileaa's token ops (a token is made
// when the op has none). The output verifies and prints back.

// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | FileCheck %s
// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | FileCheck %s --check-prefix=NONE
// NONE-NOT: cuda_tile.{{[a-z_]+}}{{[ ("]}}

// CHECK-LABEL: gpu.module @m
// CHECK: nv_tileaa.func @k(%{{.*}}: f32, %[[I:.*]]: i32) {
// CHECK: %[[BIG:.*]] = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
// CHECK: %[[SMALL:.*]] = arith.constant dense<2.000000e+00> : tensor<4x8xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[R:.*]] = arith.muli %[[I]], %[[C4]] : i32
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: %[[C:.*]] = arith.muli %[[I]], %[[C8]] : i32
// CHECK: insert_slice(%[[SMALL]], %[[BIG]], %[[R]], %[[C]]) : (tensor<4x8xf32>, tensor<16x32xf32>, i32, i32) -> tensor<16x32xf32>
// CHECK: %[[V:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK: math.powf %[[V]], %[[V]] : tensor<8xf32>
// CHECK: %[[N:.*]] = make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
// CHECK: math.fpowi %[[V]], %[[N]] : tensor<8xf32>, tensor<8xi32>
// CHECK: %[[T0:.*]] = create_mem_token
// CHECK: %[[T1:.*]] = gdc_wait_tko %[[T0]]
// CHECK: %[[T2:.*]] = gdc_launch_dependents_tko %[[T1]]
// CHECK: memory_fence_alias(%[[T2]]) : (!nv_tileaa.mem_token) -> !nv_tileaa.mem_token
cuda_tile.module @m {
  entry @k(%x: tile<f32>, %i: tile<i32>) {
    %big = constant <f32: 0.0> : tile<16x32xf32>
    %small = constant <f32: 2.0> : tile<4x8xf32>
    %ins = "cuda_tile.insert"(%small, %big, %i, %i) : (!cuda_tile.tile<4x8xf32>, !cuda_tile.tile<16x32xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<16x32xf32>
    %v = constant <f32: 1.0> : tile<8xf32>
    %p = "cuda_tile.fpowf"(%v, %v) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    %n = iota : tile<8xi32>
    %q = "cuda_tile.fpowi"(%v, %n) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xi32>) -> !cuda_tile.tile<8xf32>
    %w = "cuda_tile.gdc_wait_tko"() : () -> !cuda_tile.token
    %l = "cuda_tile.gdc_launch_dependents_tko"(%w) : (!cuda_tile.token) -> !cuda_tile.token
    %f = "cuda_tile.memory_fence_alias_tko"(%l) : (!cuda_tile.token) -> !cuda_tile.token
    return
  }
}
