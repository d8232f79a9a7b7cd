// RUN: tileir-opt %s | FileCheck %s
// gpu.wait/shuffle/printf/alloc/memcpy/dealloc (expected output produced by mlir-opt 22).

func.func @f(%x: f32, %i: i32, %m: memref<4xf32>, %n: memref<4xf32>) {
  %t = gpu.wait async
  %t2 = gpu.wait async [%t]
  gpu.wait [%t2]
  gpu.wait
  %s, %v = gpu.shuffle xor %x, %i, %i : f32
  gpu.printf "hello %f", %x : f32
  gpu.printf "plain"
  %a = gpu.alloc () : memref<4xf32>
  %t3 = gpu.memcpy async [%t] %m, %n : memref<4xf32>, memref<4xf32>
  gpu.dealloc %a : memref<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: i32, %arg2: memref<4xf32>, %arg3: memref<4xf32>) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %1 = gpu.wait async [%0]
// CHECK-NEXT: gpu.wait [%1]
// CHECK-NEXT: gpu.wait
// CHECK-NEXT: %shuffleResult, %valid = gpu.shuffle  xor %arg0, %arg1, %arg1 : f32
// CHECK-NEXT: gpu.printf "hello %f", %arg0 : f32
// CHECK-NEXT: gpu.printf "plain"
// CHECK-NEXT: %memref = gpu.alloc  () : memref<4xf32>
// CHECK-NEXT: %2 = gpu.memcpy async [%0] %arg2, %arg3 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.dealloc  %memref : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
