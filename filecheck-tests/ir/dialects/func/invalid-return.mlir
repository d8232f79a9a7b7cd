// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of func ops (checked against mlir-opt 22).

func.func @f() -> i64 {
  %0 = arith.constant 0 : i32
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
  return %0 : i32
}

// -----

func.func @g() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@g) returns 1}}
  return
}
