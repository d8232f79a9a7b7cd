// RUN: tileir-opt %s | FileCheck %s
// nvvm mbarrier arrive, arrive_drop, expect_tx, complete_tx and wait ops with scopes and optional results (expected output produced by mlir-opt 22).

llvm.func @mbarrier(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %n: i32, %d: i64, %b: i1) {
  %0 = nvvm.mbarrier.arrive %p : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive %p : !llvm.ptr<3>
  nvvm.mbarrier.arrive %q, %n {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
  %1 = nvvm.mbarrier.arrive %g, %n : !llvm.ptr -> i64
  %2 = nvvm.mbarrier.arrive_drop %p, %n {relaxed = true} : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive_drop %q : !llvm.ptr<7>
  %3 = nvvm.mbarrier.arrive.expect_tx %p, %n : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %p, %n, predicate = %b : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %q, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  %4 = nvvm.mbarrier.arrive_drop.expect_tx %g, %n {relaxed = true} : !llvm.ptr, i32 -> i64
  nvvm.mbarrier.arrive_drop.expect_tx %q, %n : !llvm.ptr<7>, i32
  %5 = nvvm.mbarrier.arrive_drop.nocomplete %p, %n : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.expect_tx %p, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.expect_tx %q, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
  nvvm.mbarrier.complete_tx %q, %n : !llvm.ptr<7>, i32
  %6 = nvvm.mbarrier.try_wait %p, %d : !llvm.ptr<3>, i64 -> i1
  %7 = nvvm.mbarrier.try_wait %g, %n, %n {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr, i32, i32 -> i1
  %8 = nvvm.mbarrier.test.wait %p, %n : !llvm.ptr<3>, i32 -> i1
  %9 = nvvm.mbarrier.test.wait %g, %d {relaxed = true} : !llvm.ptr, i64 -> i1
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @mbarrier(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<7>, %arg2: !llvm.ptr, %arg3: i32, %arg4: i64, %arg5: i1) {
// CHECK-NEXT: %0 = nvvm.mbarrier.arrive %arg0 : !llvm.ptr<3> -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive %arg0 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.mbarrier.arrive %arg1, %arg3 {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
// CHECK-NEXT: %1 = nvvm.mbarrier.arrive %arg2, %arg3 : !llvm.ptr -> i64
// CHECK-NEXT: %2 = nvvm.mbarrier.arrive_drop %arg0, %arg3 {relaxed = true} : !llvm.ptr<3> -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive_drop %arg1 : !llvm.ptr<7>
// CHECK-NEXT: %3 = nvvm.mbarrier.arrive.expect_tx %arg0, %arg3 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg0, %arg3, predicate = %arg5 : !llvm.ptr<3>, i32, i1
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg1, %arg3 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT: %4 = nvvm.mbarrier.arrive_drop.expect_tx %arg2, %arg3 {relaxed = true} : !llvm.ptr, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive_drop.expect_tx %arg1, %arg3 : !llvm.ptr<7>, i32
// CHECK-NEXT: %5 = nvvm.mbarrier.arrive_drop.nocomplete %arg0, %arg3 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.expect_tx %arg0, %arg3 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.expect_tx %arg1, %arg3 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32
// CHECK-NEXT: nvvm.mbarrier.complete_tx %arg1, %arg3 : !llvm.ptr<7>, i32
// CHECK-NEXT: %6 = nvvm.mbarrier.try_wait %arg0, %arg4 : !llvm.ptr<3>, i64 -> i1
// CHECK-NEXT: %7 = nvvm.mbarrier.try_wait %arg2, %arg3, %arg3 {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr, i32, i32 -> i1
// CHECK-NEXT: %8 = nvvm.mbarrier.test.wait %arg0, %arg3 : !llvm.ptr<3>, i32 -> i1
// CHECK-NEXT: %9 = nvvm.mbarrier.test.wait %arg2, %arg4 {relaxed = true} : !llvm.ptr, i64 -> i1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
