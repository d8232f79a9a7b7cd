// RUN: tileir-opt %s | FileCheck %s
// scf.parallel/reduce/forall (expected output produced by mlir-opt 22).

func.func @p(%lb: index, %ub: index, %s: index, %x: f32, %t: tensor<8xf32>) {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x) -> f32 {
    %v = arith.addf %x, %x : f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  }
  %f = scf.forall (%i, %j) in (8, %ub) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @p(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: tensor<8xf32>) {
// CHECK-NEXT: %0 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: scf.reduce(%2 : f32) {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %3 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.forall (%arg5, %arg6) in (8, %arg1) shared_outs(%arg7 = %arg4) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg5) = (0) to (%arg1) step (2) {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
