// A pass can run a pipeline of its own on the op it runs on or on isolated
// ops inside it, never on its parent. test-dynamic-pipeline narrates what
// it does on stderr.

// RUN: tileir-opt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=kept dynamic-pipeline=func.func(test-interface-pass)}))' --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: tileir-opt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=kept run-on-nested-operations dynamic-pipeline=test-stats-pass}))' --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: tileir-opt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=kept run-on-parent dynamic-pipeline=test-stats-pass}))' --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARENT
// RUN: tileir-opt %s -pass-pipeline='builtin.module(builtin.module(test-dynamic-pipeline{op-name=kept dynamic-pipeline=not-a-pass}))' --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: tileir-opt %s -pass-pipeline='builtin.module(test-dynamic-pipeline{dynamic-pipeline=test-stats-pass})' --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNNAMED

// NAMED:      Dynamic execute 'func.func(test-interface-pass)' on builtin.module
// NAMED-NEXT: dynamic-pipeline.mlir:{{[0-9]+}}:3: remark: Executing interface pass on operation
// NAMED:      Dynamic execute 'func.func(test-interface-pass)' on builtin.module
// NAMED-NEXT: dynamic-pipeline skip op name: skipped
// NAMED-NOT:  remark

// Nested ops of the same name, innermost first.
// NESTED:      Run on nested op
// NESTED-NEXT: Run on module @leaf {
// NESTED:      Run on module @branch {
// NESTED-NOT:  Run on

// PARENT: dynamic-pipeline.mlir:0:0: error: 'builtin.module' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing

// The text is parsed once when the run starts, and again on each run.
// BAD-COUNT-2: MLIR Textual PassPipeline Parser:1:1: error: 'not-a-pass' does not refer to a registered pass or pass pipeline

// UNNAMED: dynamic-pipeline.mlir:0:0: warning: Ignoring because not implementing SymbolOpInterface

module @kept {
  func.func @f() {
    return
  }
  module @branch {
    module @leaf {}
  }
}

module @skipped {
  func.func @g() {
    return
  }
}
