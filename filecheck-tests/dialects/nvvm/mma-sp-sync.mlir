// RUN: tileir-opt %s | FileCheck %s
// nvvm mma.sp.sync over f16, bf16, tf32, integer and fp8 inputs (expected output produced by mlir-opt 22).

llvm.func @mma_sp(%h: vector<2xf16>, %f: f32, %i: i32) {
  %0 = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sp.sync A[%h, %h, %h, %h] B[%h, %h, %h, %h] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %3 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %4 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %5 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %6 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {kind = #nvvm.mma_kind<f8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e5m2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %7 = nvvm.mma.sp.sync A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @mma_sp(%arg0: vector<2xf16>, %arg1: f32, %arg2: i32) {
// CHECK-NEXT: %0 = nvvm.mma.sp.sync A[%arg0, %arg0] B[%arg0, %arg0] C[%arg0, %arg0] sparseMetadata[%arg2] selector[%arg2] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %1 = nvvm.mma.sp.sync A[%arg0, %arg0, %arg0, %arg0] B[%arg0, %arg0, %arg0, %arg0] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] {orderedMetadata, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %2 = nvvm.mma.sp.sync A[%arg2, %arg2] B[%arg2, %arg2] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] {multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %3 = nvvm.mma.sp.sync A[%arg2, %arg2] B[%arg2, %arg2] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] {multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %4 = nvvm.mma.sp.sync A[%arg2, %arg2] B[%arg2, %arg2] C[%arg2, %arg2, %arg2, %arg2] sparseMetadata[%arg2] selector[%arg2] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %5 = nvvm.mma.sp.sync A[%arg2, %arg2] B[%arg2, %arg2] C[%arg2, %arg2, %arg2, %arg2] sparseMetadata[%arg2] selector[%arg2] {intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %6 = nvvm.mma.sp.sync A[%arg2, %arg2] B[%arg2, %arg2] C[%arg1, %arg1, %arg1, %arg1] sparseMetadata[%arg2] selector[%arg2] {kind = #nvvm.mma_kind<f8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e5m2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %7 = nvvm.mma.sp.sync A[%arg2, %arg2, %arg2, %arg2] B[%arg2, %arg2, %arg2, %arg2] C[%arg2, %arg2, %arg2, %arg2] sparseMetadata[%arg2] selector[%arg2] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
