// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Custom forms with result-name hints and default dialect.

func.func @f(%a: i32, %b: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c0_0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant 1.5 : f32
  %v = arith.constant dense<1.0> : vector<4xf32>
  %r = scf.for %i = %c1 to %b step %c1 iter_args(%acc = %a) -> (i32) {
    %x = arith.addi %acc, %c0 : i32
    %c0_i32 = arith.constant 0 : i32
    scf.yield %x : i32
  }
  %s = scf.if %t -> (i32) {
    scf.yield %c0 : i32
  } else {
    scf.yield %c0_0 : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%q: i32):
  return %q : i32
}
func.func @g() {
  %c0 = arith.constant 0 : i32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c1 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT:       %3 = arith.addi %arg3, %c0_i32 : i32
// CHECK-NEXT:       %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %true -> (i32) {
// CHECK-NEXT:       scf.yield %c0_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c0_i32_0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.br ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
