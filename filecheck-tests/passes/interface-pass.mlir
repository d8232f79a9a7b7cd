// An interface pass runs on any op implementing its interface
// (test-interface-pass: FunctionOpInterface), wherever it is nested, and
// cannot be added to a pipeline anchored on another op.

// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-interface-pass))' -verify-diagnostics -o /dev/null
// RUN: tileir-opt %s -pass-pipeline='builtin.module(any(test-interface-pass))' -verify-diagnostics -o /dev/null
// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-interface-pass))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(test-interface-pass)' 2>&1 | FileCheck %s --check-prefix=WRONG

// The remark comes with the function in its custom form.
// NOTE:      interface-pass.mlir:[[@LINE+5]]:1: remark: Executing interface pass on operation
// NOTE:      interface-pass.mlir:[[@LINE+4]]:1: note: see current operation:
// NOTE-NEXT: func.func @twice(%arg0: i32) -> i32 {
// NOTE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// expected-remark@below {{Executing interface pass on operation}}
func.func @twice(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// A declaration is a function too.
// expected-remark@below {{Executing interface pass on operation}}
func.func private @declared(i32)

// WRONG: error: unable to schedule pass '(anonymous namespace)::TestInterfacePass' on a PassManager intended to run on 'builtin.module'!
