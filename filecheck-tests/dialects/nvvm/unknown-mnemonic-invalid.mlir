// An unknown nvvm type or attribute mnemonic: mlir-opt 22's message
// (checked against it by tileir-opt/tests/nvvm_gpu_dialect_differential.rs).

// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// nvvm has no types.
// expected-error@+1 {{dialect 'nvvm' provides no type parsing hook}}
func.func private @f(!nvvm.foo)

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `nvvm`}}
func.func private @f() attributes {a = #nvvm.foo}
