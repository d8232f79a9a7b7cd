// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of gpu ops (checked against mlir-opt 22).

gpu.module @m {
  gpu.func @f() -> f32 {
    %0 = arith.constant 1 : i32
    // expected-error @+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %0 : i32
  }
}

// -----

gpu.module @m {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f() -> f32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}
