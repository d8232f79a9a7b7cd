// An unknown gpu type or attribute mnemonic: mlir-opt 22's message
// (checked against it by tileir-opt/tests/nvvm_gpu_dialect_differential.rs).

// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{unknown gpu type: foo}}
func.func private @f(!gpu.foo)

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `gpu`}}
func.func private @f() attributes {a = #gpu.foo}
