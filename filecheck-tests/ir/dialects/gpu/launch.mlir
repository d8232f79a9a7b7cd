// RUN: tileir-opt %s | FileCheck %s
// gpu.launch (expected output produced by mlir-opt 22).

func.func @main(%x: f32) {
  %c1 = arith.constant 1 : index
  %i = arith.constant 8 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1) threads(%tx, %ty, %tz) in (%stx = %c1, %sty = %c1, %stz = %c1) {
    %0 = arith.addi %bx, %tx : index
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1) threads(%tx, %ty, %tz) in (%stx = %c1, %sty = %c1, %stz = %c1) dynamic_shared_memory_size %i workgroup(%w : memref<4xf32, 3>) {
    gpu.terminator
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @main(%arg0: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg4 : index
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %c1) dynamic_shared_memory_size %c8_i32 workgroup(%arg13 : memref<4xf32, 3>) {
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
