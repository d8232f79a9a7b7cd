// RUN: tileir-opt %s | FileCheck %s
// nvvm wgmma.mma_async over f16, tf32, integer and fp8 inputs (expected output produced by mlir-opt 22).

llvm.func @wgmma(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %hacc: !llvm.struct<(i32, i32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 8>, D[<f32>, <zero>], A[<tf32>, <neg>, <row>], B[<tf32>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvvm.wgmma.mma_async %d, %d, %iacc, <m = 64, n = 8, k = 32>, D[<s32>, <one>, <wrapped>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %3 = nvvm.wgmma.mma_async %d, %d, %hacc, <m = 64, n = 8, k = 32>, D[<f16>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @wgmma(%arg0: i64, %arg1: !llvm.struct<(f32, f32, f32, f32)>, %arg2: !llvm.struct<(i32, i32)>, %arg3: !llvm.struct<(i32, i32, i32, i32)>) {
// CHECK-NEXT: %0 = nvvm.wgmma.mma_async %arg0, %arg0, %arg1, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %1 = nvvm.wgmma.mma_async %arg0, %arg0, %arg1, <m = 64, n = 8, k = 8>, D[<f32>, <zero>], A[<tf32>, <neg>, <row>], B[<tf32>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %2 = nvvm.wgmma.mma_async %arg0, %arg0, %arg3, <m = 64, n = 8, k = 32>, D[<s32>, <one>, <wrapped>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %3 = nvvm.wgmma.mma_async %arg0, %arg0, %arg2, <m = 64, n = 8, k = 32>, D[<f16>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>] : !llvm.struct<(i32, i32)> -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
