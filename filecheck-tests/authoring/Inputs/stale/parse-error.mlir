// Fails because the input does not parse: reported, never rewritten.
// RUN: tileir-opt %s | FileCheck %s
// CHECK: func.func @broken
func.func @broken() {
  %0 = arith.addi %undefined, %undefined : i32
  return
}
