// RUN: tileir-opt %s | FileCheck %s
// cf.switch (expected output produced by mlir-opt 22).

func.func @f(%i: i32, %x: f32) {
  cf.switch %i : i32, [
    default: ^bb1(%x : f32),
    42: ^bb2,
    7: ^bb3(%x : f32)
  ]
^bb1(%a: f32):
  return
^bb3(%b: f32):
  return
^bb2:
  cf.switch %i : i32, [
    default: ^bb2
  ]
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : f32),
// CHECK-NEXT: 42: ^bb3,
// CHECK-NEXT: 7: ^bb2(%arg1 : f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: f32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3]
// CHECK-NEXT: }
// CHECK-NEXT: }
