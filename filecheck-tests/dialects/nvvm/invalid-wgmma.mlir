// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm wgmma.mma_async verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op all elements in struct must be same type but there is 'i32'}}
  %0 = nvvm.wgmma.mma_async %d, %d, %mix, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, i32, f32, f32)> -> !llvm.struct<(f32, i32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op does not support the given output type bf16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 16>, D[<bf16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op has s32 output, scaleA and scaleB cannot be neg}}
  %0 = nvvm.wgmma.mma_async %d, %d, %iacc, <m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <neg>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op f32 += f16 * bf16, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<bf16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op shape 'm' must be 64}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 32, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op shape 'k' must be 16 for input type f16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op has input type f16 n is set to 12, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 12, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op has input type s8 n is set to 40, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %d, %d, %iacc, <m = 64, n = 40, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op given layouts layout_a = col and layout_b = col for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <col>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op results 8, however output struct has 4 elements}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op  `satfinite` can be only used with s32 accumulator, however the current accumulator is f32}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 16>, D[<f32>, <one>, <satfinite>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op failed to verify that input struct and result struct must be the same type}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%d: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>, %mix: !llvm.struct<(f32, i32, f32, f32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>, %h: f32) {
  // expected-error@+1 {{'nvvm.wgmma.mma_async' op results 2, however output struct has 4 elements}}
  %0 = nvvm.wgmma.mma_async %d, %d, %acc, <m = 64, n = 8, k = 32>, D[<f16>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
