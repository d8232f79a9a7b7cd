// A nested pipeline runs on the ops of its anchor found directly inside the
// op one level up, never deeper; a pass restricted to another op has to be
// nested, and the outermost anchor has to be the input's top-level op.

// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-interface-pass))' -mlir-print-op-on-diagnostic=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTER
// RUN: tileir-opt %s -pass-pipeline='builtin.module(builtin.module(func.func(test-interface-pass)))' -mlir-print-op-on-diagnostic=0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not tileir-opt %s -pass-pipeline='func.func(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: tileir-opt %s -test-function-pass -test-module-pass -test-function-pass -dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS

// OUTER: nesting.mlir:[[@LINE+3]]:1: remark: Executing interface pass on operation
// OUTER-NOT: remark
// INNER-NOT: nesting.mlir:[[@LINE+1]]:1: remark
func.func @outer() {
  return
}

module @level1 {
  // INNER: nesting.mlir:[[@LINE+1]]:3: remark: Executing interface pass on operation
  func.func @inner() {
    return
  }
  // A function two modules down is out of reach of both pipelines.
  // INNER-NOT: remark
  module @level2 {
    func.func @innermost() {
      return
    }
  }
}

// NEST: error: Can't add pass '(anonymous namespace)::TestFunctionPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// ROOT: nesting.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op

// Per-pass flags nest implicitly, one nest per flag.
// FLAGS:      Pass Manager with 3 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     test-function-pass
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   test-module-pass,
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     test-function-pass
// FLAGS-NEXT:   )
// FLAGS-NEXT: )
