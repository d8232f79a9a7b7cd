// A failing pass stops the pipeline of the op it failed on, and the run
// fails; every op of a nest still runs, and what they report comes out in
// op order, with or without threads.

// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}),test-dynamic-pipeline)' 2>&1 | FileCheck %s
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}),test-dynamic-pipeline)' --mlir-disable-threading 2>&1 | FileCheck %s
// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}))' -verify-diagnostics
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' 2>&1 | FileCheck %s --check-prefix=VERIFIER
// A panic in a pass is that pass's failure (mlir-opt aborts instead).
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-crash))' 2>&1 | FileCheck %s --check-prefix=CRASH

// CHECK:     pass-failure.mlir:[[@LINE+7]]:1: error: illegal operation
// CHECK:     pass-failure.mlir:[[@LINE+10]]:1: error: illegal operation
// CHECK:     pass-failure.mlir:[[@LINE+13]]:1: error: illegal operation
// The module pass after the failed nest never runs.
// CHECK-NOT: Dynamic execute

// expected-error@below {{illegal operation}}
func.func @first() {
  return
}
// expected-error@below {{illegal operation}}
func.func @second() {
  return
}
// expected-error@below {{illegal operation}}
func.func @third() {
  return
}

// Each function gets the op it cannot verify, with no location.
// VERIFIER-COUNT-3: <unknown>:0: error: 'test.any_attr_of_i32_str' op requires attribute 'attr'

// CRASH: pass-failure.mlir:[[@LINE-15]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// CRASH: note: Pipeline failed while executing [`(anonymous namespace)::TestCrashRecoveryPass` on 'func.func' operation: @first]
