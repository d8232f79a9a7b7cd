// A type or attribute mnemonic a registered dialect does not define: the
// dialect's own message where it has one, MLIR's "provides no ... parsing
// hook" when it declares no types (or no attributes) at all, and "unknown
// type/attribute `x` in dialect `d`" otherwise; as mlir-opt 22 says them.

// RUN: tileir-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @f(!arith.foo)

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `arith`}}
func.func private @f() attributes {a = #arith.foo}

// -----

// expected-error@+1 {{dialect 'scf' provides no attribute parsing hook}}
func.func private @f() attributes {a = #scf.foo}

// -----

// expected-error@+1 {{dialect 'func' provides no type parsing hook}}
func.func private @f(!func.foo<1>)

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @f(!llvm.foo)

// -----

// expected-error@+1 {{unknown type!}}
func.func private @f(!test.foo)

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `test`}}
func.func private @f() attributes {a = #test.foo}
