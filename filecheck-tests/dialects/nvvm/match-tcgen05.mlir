// RUN: tileir-opt %s | FileCheck %s
// nvvm match.sync and tcgen05 fences (expected output produced by mlir-opt 22).

llvm.func @f(%p: !llvm.ptr, %g: !llvm.ptr<1>, %a: i32, %b: i64) {
  %0 = nvvm.match.sync any %a, %a : i32 -> i32
  %1 = nvvm.match.sync all %a, %b : i64 -> !llvm.struct<(i32, i1)>
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<load>
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: i32, %arg3: i64) {
// CHECK-NEXT: %0 = nvvm.match.sync  any %arg2, %arg2 : i32 -> i32
// CHECK-NEXT: %1 = nvvm.match.sync  all %arg2, %arg3 : i64 -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.tcgen05.wait <load>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
