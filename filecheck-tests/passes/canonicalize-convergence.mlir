// canonicalize stops at its iteration limit. With test-convergence a run
// that has not converged fails, and mlir-opt 22 prints nothing at all (no
// diagnostic, no IR); without it the IR after the last iteration prints.
// A run that converges within the limit passes either way.

// RUN: not tileir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=1 test-convergence=true' 2>&1 | FileCheck %s --allow-empty --check-prefix=FAIL
// RUN: not tileir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=3 test-convergence=true' 2>&1 | FileCheck %s --allow-empty --check-prefix=FAIL
// RUN: tileir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=1' | FileCheck %s --check-prefix=LIMIT
// RUN: tileir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=4 test-convergence=true' | FileCheck %s --check-prefix=CONVERGED
// RUN: tileir-opt %s -allow-unregistered-dialect -canonicalize='max-iterations=0 test-convergence=true' | FileCheck %s --check-prefix=NONE

// FAIL-NOT: {{.}}

func.func @f(%a: i32, %c: i1) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @g(%a: i32, %b: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%a, %x : i32, i32), ^bb2(%b, %x : i32, i32)
^bb1(%p: i32, %q: i32):
  %y = arith.muli %p, %p : i32
  cf.br ^bb3(%p, %y : i32, i32)
^bb2(%r: i32, %s: i32):
  %z = arith.muli %r, %r : i32
  cf.br ^bb3(%r, %z : i32, i32)
^bb3(%u: i32, %v: i32):
  return %u : i32
}

// LIMIT-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// LIMIT-NEXT: return %arg0 : i32
// LIMIT-NEXT: }
// LIMIT-LABEL: func.func @g(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// LIMIT-NEXT: cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb2(%arg1 : i32)
// LIMIT-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// LIMIT-NEXT: cf.br ^bb3(%0 : i32)
// LIMIT-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// LIMIT-NEXT: cf.br ^bb3(%1 : i32)
// LIMIT-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// LIMIT-NEXT: return %2 : i32
// LIMIT-NEXT: }

// CONVERGED-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CONVERGED-NEXT: return %arg0 : i32
// CONVERGED-NEXT: }
// CONVERGED-LABEL: func.func @g(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CONVERGED-NEXT: %0 = arith.select %arg2, %arg0, %arg1 : i32
// CONVERGED-NEXT: return %0 : i32
// CONVERGED-NEXT: }

// NONE-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// NONE-NEXT: %true = arith.constant true
// NONE-NEXT: %0 = scf.if %true -> (i32) {
// NONE-NEXT: scf.yield %arg0 : i32
// NONE-NEXT: } else {
// NONE-NEXT: %1 = "test.op"() : () -> i32
// NONE-NEXT: scf.yield %1 : i32
// NONE-NEXT: }
// NONE-NEXT: return %0 : i32
// NONE-NEXT: }
// NONE-LABEL: func.func @g(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// NONE-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// NONE-NEXT: cf.cond_br %arg2, ^bb1(%arg0, %0 : i32, i32), ^bb2(%arg1, %0 : i32, i32)
// NONE-NEXT: ^bb1(%1: i32, %2: i32):  // pred: ^bb0
// NONE-NEXT: %3 = arith.muli %1, %1 : i32
// NONE-NEXT: cf.br ^bb3(%1, %3 : i32, i32)
// NONE-NEXT: ^bb2(%4: i32, %5: i32):  // pred: ^bb0
// NONE-NEXT: %6 = arith.muli %4, %4 : i32
// NONE-NEXT: cf.br ^bb3(%4, %6 : i32, i32)
// NONE-NEXT: ^bb3(%7: i32, %8: i32):  // 2 preds: ^bb1, ^bb2
// NONE-NEXT: return %7 : i32
// NONE-NEXT: }
