// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm tcgen05.mma, mma.sp and mma.ws verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{A-shift can be applied only when matrix A is in tensor memory}}
  nvvm.tcgen05.mma %t, %a, %b, %i, %e {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{Cannot use collector buffer operation fill or use with ashift}}
  nvvm.tcgen05.mma %t, %t, %b, %i, %e {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{Disable Output Lane of length 4 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma %t, %a, %b, %i, %e mask = %m {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<4xi32>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma %t, %a, %b, %i, %e mask = %m8 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{A-shift can be applied only when matrix A is in tensor memory}}
  nvvm.tcgen05.mma.sp %t, %a, %b, %i, %e, %u {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{Cannot use collector buffer operation fill or use with ashift}}
  nvvm.tcgen05.mma.sp %t, %t, %b, %i, %e, %u {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{Disable Output Lane of length 4 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma.sp %t, %a, %b, %i, %e, %u mask = %m {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<4xi32>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  // expected-error@+1 {{'nvvm.tcgen05.mma.ws' op operand #5 must be 64-bit signless integer, but got 'i32'}}
  nvvm.tcgen05.mma.ws %t, %a, %b, %i, %e, %i {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, i32)
  llvm.return
}
