// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm tcgen05.mma block-scale verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %u: !llvm.ptr<6>, %v: !llvm.ptr<6>, %w: !llvm.ptr<6>) {
  // expected-error@+1 {{mxf8f6f4 kind does not support block16 attribute}}
  nvvm.tcgen05.mma.block_scale %t, %a, %b, %i, %e, %v, %w {blockScale = #nvvm.tcgen05_mma_block_scale<block16>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %u: !llvm.ptr<6>, %v: !llvm.ptr<6>, %w: !llvm.ptr<6>) {
  // expected-error@+1 {{mxf4nvf4 requires block scale attribute}}
  nvvm.tcgen05.mma.block_scale %t, %a, %b, %i, %e, %v, %w {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %u: !llvm.ptr<6>, %v: !llvm.ptr<6>, %w: !llvm.ptr<6>) {
  // expected-error@+1 {{mxf4 kind does not support block16 attribute}}
  nvvm.tcgen05.mma.sp.block_scale %t, %a, %b, %i, %e, %u, %v, %w {blockScale = #nvvm.tcgen05_mma_block_scale<block16>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}
