// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm mma.sync and mma.sp.sync diagnostics: custom-syntax errors and one case per verifier message (wording of mlir-opt 22).

llvm.func @f(%v: vector<4xf16>, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sync A[%v] B[%h] C[%f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<4xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{invalid shape or multiplicand type: s32}}
  %0 = nvvm.mma.sync A[%i, %i] B[%i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op unimplemented variant for MMA shape <16, 8, 32>}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op unimplemented variant for MMA shape <32, 8, 16>}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got vector<2xf16>, vector<2xf16>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got f32, f32}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32)>}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op op requires b1Op attribute}}
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 4> with element types tf32 and tf32. Only m8n8k4 with f16 supports other layouts.}}
  %0 = nvvm.mma.sync A[%i, %i] B[%i] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op requires attribute 'layoutA'}}
  %0 = "nvvm.mma.sync"(%h, %h, %f) <{multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 1, 1, 1>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sync' op result #0 must be LLVM structure type, but got 'f32'}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sp.sync' expected one type for each operand segment but got 2 types}}
  %0 = nvvm.mma.sp.sync A[%h] B[%h] C[%f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{custom op 'nvvm.mma.sp.sync' attribute multiplicandBPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{invalid shape or multiplicand type: b1}}
  %0 = nvvm.mma.sp.sync A[%i] B[%i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <16, 8, 8>}}
  %0 = nvvm.mma.sp.sync A[%h] B[%h] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match types for the B operands; expected one of 2xvector<2xf16> but got vector<2xf16>}}
  %0 = nvvm.mma.sp.sync A[%h, %h] B[%h] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32)>}}
  %0 = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32, %i: i32, %l: i64) {
  // expected-error@+1 {{'nvvm.mma.sp.sync' op operand #8 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvvm.mma.sp.sync"(%h, %h, %h, %h, %f, %f, %f, %f, %l, %i) <{multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 2, 4, 1, 1>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
