// RUN: tileir-opt %s | FileCheck %s
// scf.for's result types after '->' with or without parentheses, as MLIR's arrow type list reads them (expected output produced by mlir-opt 22).

func.func @arrow(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  }
  %q = scf.for %i = %lb to %ub step %s iter_args(%a = %r) -> (i32) {
    scf.yield %a : i32
  }
  return %q : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @arrow(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       scf.yield %arg5 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %0) -> (i32) {
// CHECK-NEXT:       scf.yield %arg5 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
