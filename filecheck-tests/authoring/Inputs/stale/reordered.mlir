// A pass now orders the constants first; the checks expect the old order.
// RUN: tileir-opt %s -cse | FileCheck %s

func.func @twice(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %c1_again = arith.constant 1 : i32
  %b = arith.addi %a, %c1_again : i32
  return %b : i32
}
// CHECK-LABEL: func.func @twice(
// CHECK: arith.addi
// CHECK: arith.constant 1
// CHECK: arith.constant 1
// CHECK: arith.addi
// CHECK: return

// Unrelated trailing comment: stays as it is.
