// RUN: tileir-opt %s | FileCheck %s
// cf.assert/br/cond_br (expected output produced by mlir-opt 22).

func.func @branches(%c: i1, %a: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%y: i32):
  return %y : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
