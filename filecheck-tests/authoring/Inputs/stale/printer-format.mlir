// The checks were written for the generic form; the printer now prints
// the custom form.
// RUN: tileir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @add
// CHECK: %[[S:.*]] = "arith.addi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK: "func.return"(%[[S]]) : (i32) -> ()
func.func @add(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  return %s : i32
}
