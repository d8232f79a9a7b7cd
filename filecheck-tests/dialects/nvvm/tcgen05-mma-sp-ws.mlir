// RUN: tileir-opt %s | FileCheck %s
// nvvm tcgen05.mma.sp, tcgen05.mma.ws and tcgen05.mma.ws.sp (expected output produced by mlir-opt 22).

llvm.func @tcgen05_mma_sp_ws(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>, %u: !llvm.ptr<6>) {
  nvvm.tcgen05.mma.sp %t, %a, %b, %i, %e, %u {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp %t, %t, %b, %i, %e, %u scale = %s mask = %m {aShift, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
  nvvm.tcgen05.mma.sp %t, %a, %b, %i, %e, %u mask = %m8 {collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<8xi32>)
  nvvm.tcgen05.mma.ws %t, %a, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma.ws %t, %t, %b, %i, %e, %s {collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
  nvvm.tcgen05.mma.ws.sp %t, %a, %b, %i, %e, %u {kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  nvvm.tcgen05.mma.ws.sp %t, %a, %b, %i, %e, %u, %s {collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @tcgen05_mma_sp_ws(%arg0: !llvm.ptr<6>, %arg1: i64, %arg2: i64, %arg3: i32, %arg4: i1, %arg5: i64, %arg6: vector<4xi32>, %arg7: vector<8xi32>, %arg8: !llvm.ptr<6>) {
// CHECK-NEXT: nvvm.tcgen05.mma.sp %arg0, %arg1, %arg2, %arg3, %arg4, %arg8 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
// CHECK-NEXT: nvvm.tcgen05.mma.sp %arg0, %arg0, %arg2, %arg3, %arg4, %arg8 scale = %arg5 mask = %arg6 {aShift, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, i64, vector<4xi32>)
// CHECK-NEXT: nvvm.tcgen05.mma.sp %arg0, %arg1, %arg2, %arg3, %arg4, %arg8 mask = %arg7 {collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<8xi32>)
// CHECK-NEXT: nvvm.tcgen05.mma.ws %arg0, %arg1, %arg2, %arg3, %arg4 {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.mma.ws %arg0, %arg0, %arg2, %arg3, %arg4, %arg5 {collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64)
// CHECK-NEXT: nvvm.tcgen05.mma.ws.sp %arg0, %arg1, %arg2, %arg3, %arg4, %arg8 {kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
// CHECK-NEXT: nvvm.tcgen05.mma.ws.sp %arg0, %arg1, %arg2, %arg3, %arg4, %arg8, %arg5 {collectorBBuffer = #nvvm.tcgen05_mma_collectorb<b3>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, i64)
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
