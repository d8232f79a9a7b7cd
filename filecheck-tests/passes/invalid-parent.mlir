// A pass on a function can leave its module invalid: test-pass-invalid-parent
// adds a call to a function that does not exist, which only the module's
// symbol table sees. The module is verified after its nested pipeline.

// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' -verify-diagnostics -o /dev/null
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' 2>&1 | FileCheck %s
// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' -verify-each=false -mlir-print-assume-verified | FileCheck %s --check-prefix=UNVERIFIED

// CHECK:      invalid-parent.mlir:[[@LINE+4]]:1: error: 'test.call' op 'some_unknown_func' does not reference a valid function
// CHECK:      invalid-parent.mlir:[[@LINE+3]]:1: note: see current operation: "test.call"() <{callee = @some_unknown_func}> : () -> ()
// CHECK-NOT:  'test.call' op
// expected-error@below {{'some_unknown_func' does not reference a valid function}}
func.func @calls_nothing_yet() {
  return
}

// UNVERIFIED:      func.func @calls_nothing_yet() {
// UNVERIFIED-NEXT:   test.call @some_unknown_func() : () -> ()
// UNVERIFIED-NEXT:   return
