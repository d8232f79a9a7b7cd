// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of gpu ops (checked against mlir-opt 22).

func.func @f() {
  // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}

// -----

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k(%a: f32) -> f32 kernel {
    gpu.return %a : f32
  }
}
