// RUN: tileir-opt %s | FileCheck %s
// nvvm mbarrier, cp.async, mapa and proxy fences on LLVM pointers (expected output produced by mlir-opt 22).

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32, %b: i64, %pr: i1) {
  nvvm.mbarrier.init %p, %a : !llvm.ptr, i32
  nvvm.mbarrier.init %s, %a, predicate = %pr : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.inval %p : !llvm.ptr
  nvvm.mbarrier.inval %s : !llvm.ptr<3>
  %0 = nvvm.mbarrier.arrive %p : !llvm.ptr -> i64
  %1 = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64
  %2 = nvvm.mbarrier.arrive.nocomplete %p, %a : !llvm.ptr, i32 -> i64
  nvvm.mbarrier.arrive.expect_tx %p, %a : !llvm.ptr, i32
  nvvm.mbarrier.arrive.expect_tx %s, %a, predicate = %pr : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.try_wait.parity %p, %a, %a : !llvm.ptr, i32, i32
  %3 = nvvm.mbarrier.test.wait %p, %b : !llvm.ptr, i64 -> i1
  nvvm.cp.async.shared.global %s, %g, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg, %a : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.mbarrier.arrive %p : !llvm.ptr
  nvvm.cp.async.mbarrier.arrive %s {noinc = true} : !llvm.ptr<3>
  %5 = nvvm.mapa %p, %a : !llvm.ptr -> !llvm.ptr
  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p, %a
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<1>, %arg3: i32, %arg4: i64, %arg5: i1) {
// CHECK-NEXT: nvvm.mbarrier.init %arg0, %arg3 : !llvm.ptr, i32
// CHECK-NEXT: nvvm.mbarrier.init %arg1, %arg3, predicate = %arg5 : !llvm.ptr<3>, i32, i1
// CHECK-NEXT: nvvm.mbarrier.inval %arg0 : !llvm.ptr
// CHECK-NEXT: nvvm.mbarrier.inval %arg1 : !llvm.ptr<3>
// CHECK-NEXT: %0 = nvvm.mbarrier.arrive %arg0 : !llvm.ptr -> i64
// CHECK-NEXT: %1 = nvvm.mbarrier.arrive %arg1 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %2 = nvvm.mbarrier.arrive.nocomplete %arg0, %arg3 : !llvm.ptr, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg0, %arg3 : !llvm.ptr, i32
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg1, %arg3, predicate = %arg5 : !llvm.ptr<3>, i32, i1
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity %arg0, %arg3, %arg3 : !llvm.ptr, i32, i32
// CHECK-NEXT: %3 = nvvm.mbarrier.test.wait %arg0, %arg4 : !llvm.ptr, i64 -> i1
// CHECK-NEXT: nvvm.cp.async.shared.global %arg1, %arg2, 16, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %arg1, %arg2, 16, cache =  cg, %arg3 : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive %arg0 : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive %arg1 {noinc = true} : !llvm.ptr<3>
// CHECK-NEXT: %4 = nvvm.mapa %arg0, %arg3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: nvvm.fence.proxy.acquire <sys> %arg0, %arg3
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
