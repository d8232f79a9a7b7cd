// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of gpu ops (checked against mlir-opt 22).

func.func @f() {
  // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}
