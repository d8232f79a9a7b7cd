// sccp with poison: `ub.poison` is a constant, arith folds a poison operand
// to poison, and the poison a loop starts with and the poison it yields are
// one constant (the lattice compares attributes, not the dialect that made
// them). The CHECK lines are mlir-opt 22's output.

// RUN: tileir-opt %s -sccp | FileCheck %s

func.func @loop(%x: i32, %n: index) -> i32 {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %p) -> i32 {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @branches(%c: i1, %x: f32) -> f32 {
  %p = ub.poison : f32
  cf.cond_br %c, ^a, ^b
^a:
  %n = arith.negf %p : f32
  cf.br ^join(%n : f32)
^b:
  %m = arith.mulf %x, %p : f32
  cf.br ^join(%m : f32)
^join(%v: f32):
  return %v : f32
}
// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : f32)
// CHECK-NEXT: ^bb3(%1: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

func.func @select(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %s = arith.select %c, %p, %x : i32
  return %s : i32
}
// CHECK-LABEL: func.func @select(
// CHECK-SAME: %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = arith.select %arg0, %0, %arg1 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
