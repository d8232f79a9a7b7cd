// An `any` nest runs on every registered IsolatedFromAbove op directly
// inside its parent that all of its passes accept, and passes over the
// others (any-root.mlir: an `any` pipeline run on such an op reports it).

// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(any(test-dynamic-pipeline{dynamic-pipeline=test-stats-pass}))' --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=EACH
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(any(test-interface-pass))' -verify-diagnostics -o /dev/null
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(any(test-stats-pass,test-interface-pass))' -verify-diagnostics -o /dev/null

// Only the function and the module are isolated and registered.
// EACH:      Dynamic execute 'test-stats-pass' on func.func
// EACH-NEXT: Dynamic execute 'test-stats-pass' on builtin.module
// EACH-NOT:  Dynamic execute

// expected-remark@below {{Executing interface pass on operation}}
func.func @f() {
  return
}

%value = "unknown.value"() : () -> i32

"unknown.region"() ({
  func.func @hidden() {
    return
  }
}) : () -> ()

module @m {
  func.func @not_directly_inside() {
    return
  }
}
