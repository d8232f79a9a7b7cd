// RUN: tileir-opt %s | FileCheck %s
// nvvm bulk and tensor (TMA) async copies and prefetch (expected output produced by mlir-opt 22).

llvm.func @bulk(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c] im2col[%o] multicast_mask = %o l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %p, %d3, box[%c] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c] predicate = %pr {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %d3, box[%c, %c] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %d3, box[%c, %c, %c] l2_cache_hint = %h {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.prefetch level = L1, %g : !llvm.ptr<1>
  nvvm.prefetch level = L2, evict_priority = evict_last, %g : !llvm.ptr<1>
  nvvm.prefetch level = L1 uniform, %p : !llvm.ptr
  nvvm.prefetch tensormap, %p : !llvm.ptr
  nvvm.prefetch tensormap in_param_space, %p : !llvm.ptr
  nvvm.prefetch tensormap, %k, predicate = %pr : !llvm.ptr<4>, i1
  nvvm.prefetch level = L2, %l : !llvm.ptr<5>
  nvvm.cp.async.bulk.prefetch %g, %c : !llvm.ptr<1>
  nvvm.cp.async.bulk.prefetch %g, %c l2_cache_hint = %h : !llvm.ptr<1>
  nvvm.cp.async.bulk.tensor.prefetch %p, box[%c, %c] : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %p, box[%c, %c, %c] im2col[%o] l2_cache_hint = %h {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.reduce %p, %d3, box[%c] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %p, %d3, box[%c, %c, %c] l2_cache_hint = %h {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<xor>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.shared.cluster.global %d7, %g, %d3, %c : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %d7, %g, %d3, %c multicast_mask = %o l2_cache_hint = %h : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.shared.cta %d7, %d3, %d3, %c : !llvm.ptr<7>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %d3, %c : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %d3, %c l2_cache_hint = %h byte_mask = %o : !llvm.ptr<1>, !llvm.ptr<3>
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @bulk(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<7>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1, %arg8: !llvm.ptr<5>, %arg9: !llvm.ptr<4>) {
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg1, %arg3, %arg0, box[%arg4, %arg4] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg1, %arg3, %arg0, box[%arg4, %arg4, %arg4] im2col[%arg5] multicast_mask = %arg5 l2_cache_hint = %arg6 {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg0, %arg3, %arg0, box[%arg4] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg1, %arg3, %arg0, box[%arg4, %arg4] predicate = %arg7 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg3, %arg0, box[%arg4, %arg4] : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg3, %arg0, box[%arg4, %arg4, %arg4] l2_cache_hint = %arg6 {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.prefetch level =  L1, %arg2 : !llvm.ptr<1>
// CHECK-NEXT: nvvm.prefetch level =  L2, evict_priority =  evict_last, %arg2 : !llvm.ptr<1>
// CHECK-NEXT: nvvm.prefetch level =  L1 uniform, %arg3 : !llvm.ptr
// CHECK-NEXT: nvvm.prefetch tensormap, %arg3 : !llvm.ptr
// CHECK-NEXT: nvvm.prefetch tensormap in_param_space, %arg3 : !llvm.ptr
// CHECK-NEXT: nvvm.prefetch tensormap, %arg9, predicate = %arg7 : !llvm.ptr<4>, i1
// CHECK-NEXT: nvvm.prefetch level =  L2, %arg8 : !llvm.ptr<5>
// CHECK-NEXT: nvvm.cp.async.bulk.prefetch %arg2, %arg4 : <1>
// CHECK-NEXT: nvvm.cp.async.bulk.prefetch %arg2, %arg4 l2_cache_hint = %arg6 : <1>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %arg3, box[%arg4, %arg4] : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %arg3, box[%arg4, %arg4, %arg4] im2col[%arg5] l2_cache_hint = %arg6 {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg3, %arg0, box[%arg4] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg3, %arg0, box[%arg4, %arg4, %arg4] l2_cache_hint = %arg6 {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<xor>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %arg1, %arg2, %arg0, %arg4 : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %arg1, %arg2, %arg0, %arg4 multicast_mask = %arg5 l2_cache_hint = %arg6 : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.shared.cta %arg1, %arg0, %arg0, %arg4 : <7>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %arg2, %arg0, %arg4 : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %arg2, %arg0, %arg4 l2_cache_hint = %arg6 byte_mask = %arg5 : <1>, <3>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
