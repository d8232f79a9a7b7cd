// sccp against mlir-opt 22 (the CHECK lines are its output): a constant
// folded by a math op is materialized by math's materializer as an
// arith.constant, and an arith constant of the same value reuses it (one
// constant per value, as MLIR's OperationFolder keeps it).

// RUN: tileir-opt %s -sccp | FileCheck %s

func.func @f() -> (i8, i8) {
  %c = arith.constant -1 : i8
  %a = math.ctpop %c : i8
  %b = arith.constant 8 : i8
  return %a, %b : i8, i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (i8, i8) {
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     return %c8_i8, %c8_i8 : i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
