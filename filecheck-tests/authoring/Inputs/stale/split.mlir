// Two chunks: the first is current, the second stale.
// RUN: tileir-opt %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @first(
// CHECK: return
func.func @first() {
  return
}

// -----

// CHECK-LABEL: func.func @second(
// CHECK: arith.muli
func.func @second(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
