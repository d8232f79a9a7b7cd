// RUN: tileir-opt %s | FileCheck %s
// gpu module/func/launch_func/index ops (expected output produced by mlir-opt 22).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32, %arg1: memref<4xf32>) workgroup(%w : memref<32xf32, 3>) private(%p : memref<2xf32, 5>) kernel attributes {foo} {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %bd = gpu.block_dim z
      %g = gpu.grid_dim x
      %l = gpu.lane_id
      gpu.barrier
      gpu.return
    }
    gpu.func @d(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
    }
  }
  func.func @main(%x: f32, %m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %i = arith.constant 1 : i32
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : f32, %m : memref<4xf32>)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %i args(%x : f32, %m : memref<4xf32>)
    %t = gpu.thread_id x upper_bound 128
    return
  }
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @kernels {
// CHECK-NEXT: gpu.func @k(%arg0: f32, %arg1: memref<4xf32>) workgroup(%arg2 : memref<32xf32, 3>) private(%arg3 : memref<2xf32, 5>) kernel attributes {foo} {
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %0 = gpu.lane_id
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @d(%arg0: f32) -> f32 {
// CHECK-NEXT: gpu.return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: f32, %arg1: memref<4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: gpu.launch_func  @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg0 : f32, %arg1 : memref<4xf32>)
// CHECK-NEXT: gpu.launch_func  @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  dynamic_shared_memory_size %c1_i32 args(%arg0 : f32, %arg1 : memref<4xf32>)
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x upper_bound 128
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
