// Checks a diagnostic: a FileCheck mismatch, but of an error message, so
// reported and left alone.
// RUN: not tileir-opt %s 2>&1 | FileCheck %s
// CHECK: error: some older wording
func.func @f() {
  %0 = arith.constant 1 : i64
  %1 = arith.addi %0, %0 : i32
  return
}
