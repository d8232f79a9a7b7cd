// sccp against mlir-opt 22 (the CHECK lines are its output): a region
// terminator forwards values only once all its operands are known, so the
// result of a loop that never exits keeps the scf.if result that yields it
// unknown, although its other yield is constant.

// RUN: tileir-opt %s -sccp | FileCheck %s

func.func @never_exits(%x: i8) -> (i8, index) {
  %t = arith.constant true
  %r:2 = scf.if %t -> (i8, index) {
    %w:2 = scf.while (%a = %x, %b = %t) : (i8, i1) -> (i8, i1) {
      scf.condition(%b) %x, %t : i8, i1
    } do {
    ^bb0(%p: i8, %q: i1):
      %t2 = arith.constant true
      scf.yield %x, %t2 : i8, i1
    }
    %c0 = arith.constant 0 : index
    scf.yield %w#0, %c0 : i8, index
  } else {
    %c2 = arith.constant 2 : index
    scf.yield %x, %c2 : i8, index
  }
  return %r#0, %r#1 : i8, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @never_exits(%arg0: i8) -> (i8, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = scf.if %true -> (i8, index) {
// CHECK-NEXT:       %1:2 = scf.while (%arg1 = %arg0, %arg2 = %true) : (i8, i1) -> (i8, i1) {
// CHECK-NEXT:         scf.condition(%true) %arg0, %true : i8, i1
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg1: i8, %arg2: i1):
// CHECK-NEXT:         scf.yield %arg0, %true : i8, i1
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1#0, %c0 : i8, index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       scf.yield %arg0, %c2 : i8, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i8, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
