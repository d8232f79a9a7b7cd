// RUN: tileir-opt %s | FileCheck %s
// scf.while without arguments prints no initialization list (expected output produced by mlir-opt 22).

func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1) {
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       scf.condition(%arg0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
