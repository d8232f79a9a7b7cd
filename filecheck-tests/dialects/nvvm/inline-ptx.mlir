// RUN: tileir-opt %s | FileCheck %s
// nvvm.inline_ptx with read-only, read-write and write-only operands and a predicate (expected output produced by mlir-opt 22).

llvm.func @inline_ptx(%p: !llvm.ptr, %n: i32, %f: f32, %b: i1) {
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%p, %n : !llvm.ptr, i32)
  %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%f : f32) -> f32
  nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%p, %n : !llvm.ptr, i32), predicate = %b
  %1 = nvvm.inline_ptx "add.f32 $0, $0, $1;" ro(%f : f32) rw(%f : f32) -> f32
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @inline_ptx(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: i1) {
// CHECK-NEXT: nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%arg0, %arg1 : !llvm.ptr, i32)
// CHECK-NEXT: %0 = nvvm.inline_ptx "ex2.approx.ftz.f32 $0, $1;" ro(%arg2 : f32) -> f32
// CHECK-NEXT: nvvm.inline_ptx "mbarrier.init.b64 [$0], $1;" ro(%arg0, %arg1 : !llvm.ptr, i32), predicate = %arg3
// CHECK-NEXT: %1 = nvvm.inline_ptx "add.f32 $0, $0, $1;" ro(%arg2 : f32) rw(%arg2 : f32) -> f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
