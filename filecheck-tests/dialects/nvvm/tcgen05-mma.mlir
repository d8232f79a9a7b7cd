// RUN: tileir-opt %s | FileCheck %s
// nvvm tcgen05.mma with scale, lane mask, A-shift and collector ops (expected output produced by mlir-opt 22).

llvm.func @tcgen05_mma(%t: !llvm.ptr<6>, %a: i64, %b: i64, %i: i32, %e: i1, %s: i64, %m: vector<4xi32>, %m8: vector<8xi32>) {
  nvvm.tcgen05.mma %t, %a, %b, %i, %e {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  nvvm.tcgen05.mma %t, %t, %b, %i, %e {aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  nvvm.tcgen05.mma %t, %a, %b, %i, %e scale = %s {collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
  nvvm.tcgen05.mma %t, %a, %b, %i, %e mask = %m8 {collectorOp = #nvvm.tcgen05_mma_collectorop<use>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  nvvm.tcgen05.mma %t, %a, %b, %i, %e scale = %s mask = %m {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64, vector<4xi32>)
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @tcgen05_mma(%arg0: !llvm.ptr<6>, %arg1: i64, %arg2: i64, %arg3: i32, %arg4: i1, %arg5: i64, %arg6: vector<4xi32>, %arg7: vector<8xi32>) {
// CHECK-NEXT: nvvm.tcgen05.mma %arg0, %arg1, %arg2, %arg3, %arg4 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.mma %arg0, %arg0, %arg2, %arg3, %arg4 {aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
// CHECK-NEXT: nvvm.tcgen05.mma %arg0, %arg1, %arg2, %arg3, %arg4 scale = %arg5 {collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f8f6f4>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64)
// CHECK-NEXT: nvvm.tcgen05.mma %arg0, %arg1, %arg2, %arg3, %arg4 mask = %arg7 {collectorOp = #nvvm.tcgen05_mma_collectorop<use>, ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<i8>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
// CHECK-NEXT: nvvm.tcgen05.mma %arg0, %arg1, %arg2, %arg3, %arg4 scale = %arg5 mask = %arg6 {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1, i64, vector<4xi32>)
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
