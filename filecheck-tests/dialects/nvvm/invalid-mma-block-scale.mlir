// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm mma.block_scale and mma.sp.block_scale diagnostics: custom-syntax errors, one case per verifier message, and ops failing several checks (each reported, in order; wording of mlir-opt 22).

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{custom op 'nvvm.mma.block_scale' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{custom op 'nvvm.mma.block_scale' expected exactly 3 types}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64.mxf4nvf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Kind attribute for mma.m16n8k64}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k32}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Geom for mma with block scaling}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.block_scale' op requires attribute 'blockScaleFormat'}}
  %0 = "nvvm.mma.block_scale"(%i, %i, %f, %i, %s, %s, %i, %s, %s) <{kind = #nvvm.block_scale_kind<mxf4>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}> : (i32, i32, f32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op 'orderedMetadata' attribute is mandatory}}
  %0 = "nvvm.mma.sp.block_scale"(%i, %i, %f, %i, %i, %i, %s, %s, %i, %s, %s) <{blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>}> : (i32, i32, f32, i32, i32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported MMATypes attribute for mma.m16n8k128.(mxf4nvf4|mxf4)}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e5m2>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k128.mxf4nvf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported Kind attribute for mma.m16n8k128}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported Geom for sparse mma with block scaling}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+3 {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  // expected-error@+2 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4}}
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+2 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4}}
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+2 {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64.mxf4nvf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+2 {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  // expected-error@+1 {{'nvvm.mma.block_scale' op unsupported Kind attribute for mma.m16n8k64}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>, multiplicandAPtxType = #nvvm.mma_type<e3m2>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32, %s: i16) {
  // expected-error@+3 {{'nvvm.mma.sp.block_scale' op unsupported MMATypes attribute for mma.m16n8k128.(mxf4nvf4|mxf4)}}
  // expected-error@+2 {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4}}
  // expected-error@+1 {{'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %s, %s] scaleB[%i, %s, %s] {blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e5m2>, scaleVecSize = #nvvm.scale_vec_size<x4>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
