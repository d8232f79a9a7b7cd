// RUN: tileir-opt %s | FileCheck %s
// nvvm tcgen05.mma.block_scale and tcgen05.mma.sp.block_scale (expected output produced by mlir-opt 22).

llvm.func @tcgen05_mma_block_scale(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %u: !llvm.ptr<6>, %v: !llvm.ptr<6>, %w: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.block_scale %t, %a, %b, %i, %e, %v, %w {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %t, %t, %b, %i, %e, %v, %w {blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.block_scale_kind<mxf4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %t, %a, %b, %i, %e, %u, %v, %w {blockScale = #nvvm.tcgen05_mma_block_scale<block16>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @tcgen05_mma_block_scale(%arg0: !llvm.ptr<6>, %arg1: i64, %arg2: i64, %arg3: i32, %arg4: i1, %arg5: !llvm.ptr<6>, %arg6: !llvm.ptr<6>, %arg7: !llvm.ptr<6>) {
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale %arg0, %arg1, %arg2, %arg3, %arg4, %arg6, %arg7 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
// CHECK-NEXT: nvvm.tcgen05.mma.block_scale %arg0, %arg0, %arg2, %arg3, %arg4, %arg6, %arg7 {blockScale = #nvvm.tcgen05_mma_block_scale<block32>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.block_scale_kind<mxf4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
// CHECK-NEXT: nvvm.tcgen05.mma.sp.block_scale %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7 {blockScale = #nvvm.tcgen05_mma_block_scale<block16>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
