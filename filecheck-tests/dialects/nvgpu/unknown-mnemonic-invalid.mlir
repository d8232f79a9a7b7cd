// An unknown nvgpu type or attribute mnemonic: mlir-opt 22's message
// (checked against it by tileir-opt/tests/nvvm_gpu_dialect_differential.rs).

// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{unknown  type `foo` in dialect `nvgpu`}}
func.func private @f(!nvgpu.foo<x>)

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `nvgpu`}}
func.func private @f() attributes {a = #nvgpu.foo}
