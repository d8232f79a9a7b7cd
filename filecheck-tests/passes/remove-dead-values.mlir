// remove-dead-values against mlir-opt 22 (the CHECK lines are its output):
// private functions lose their dead parameters and the results no call
// uses (call sites follow), a public signature stays; dead operands of scf
// region ops and their terminators become ub.poison and the region-op
// canonicalization then drops the unused loop slots; dead region ops with
// no effects go whole; dead block arguments go with the branch operands
// that fed them; ops in a function nothing calls go with its parameters.

// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -remove-dead-values | FileCheck %s
// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -remove-dead-values=canonicalize=false | FileCheck %s --check-prefix=NOCANON

// CHECK-LABEL: func.func private @callee(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = arith.muli %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:   return %[[VAL_0]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func private @callee(
// NOCANON-SAME: %[[ARG0:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = arith.muli %[[ARG0]], %[[ARG0]] : i32
// NOCANON-NEXT:   return %[[VAL_0]] : i32
// NOCANON-NEXT: }
func.func private @callee(%unused: i32, %used: i32) -> (i32, i32) {
  %d = arith.muli %used, %used : i32
  %k = arith.addi %unused, %used : i32
  return %d, %k : i32, i32
}
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = call @callee(%[[ARG1]]) : (i32) -> i32
// CHECK-NEXT:   return %[[VAL_0]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @caller(
// NOCANON-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = call @callee(%[[ARG1]]) : (i32) -> i32
// NOCANON-NEXT:   return %[[VAL_0]] : i32
// NOCANON-NEXT: }
func.func @caller(%a: i32, %b: i32) -> i32 {
  %r:2 = func.call @callee(%a, %b) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func private @two_callers(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   "test.sink"(%[[ARG0]]) : (i32) -> ()
// CHECK-NEXT:   %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT:   return %[[C7_I32]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func private @two_callers(
// NOCANON-SAME: %[[ARG0:.*]]: i32) -> i32 {
// NOCANON-NEXT:   "test.sink"(%[[ARG0]]) : (i32) -> ()
// NOCANON-NEXT:   %[[C7_I32:.*]] = arith.constant 7 : i32
// NOCANON-NEXT:   return %[[C7_I32]] : i32
// NOCANON-NEXT: }
func.func private @two_callers(%x: i32) -> (i32, i32) {
  "test.sink"(%x) : (i32) -> ()
  %c = arith.constant 7 : i32
  return %c, %x : i32, i32
}
// CHECK-LABEL: func.func @first(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = call @two_callers(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:   return %[[VAL_0]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @first(
// NOCANON-SAME: %[[ARG0:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = call @two_callers(%[[ARG0]]) : (i32) -> i32
// NOCANON-NEXT:   return %[[VAL_0]] : i32
// NOCANON-NEXT: }
func.func @first(%x: i32) -> i32 {
  %r:2 = func.call @two_callers(%x) : (i32) -> (i32, i32)
  return %r#0 : i32
}
// CHECK-LABEL: func.func @second(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = call @two_callers(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT:   return %[[ARG0]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @second(
// NOCANON-SAME: %[[ARG0:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = call @two_callers(%[[ARG0]]) : (i32) -> i32
// NOCANON-NEXT:   return %[[ARG0]] : i32
// NOCANON-NEXT: }
func.func @second(%x: i32) -> i32 {
  %r:2 = func.call @two_callers(%x) : (i32) -> (i32, i32)
  %s = arith.addi %r#0, %r#0 : i32
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @while_slots(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = ub.poison : i32
// CHECK-NEXT:   %[[VAL_1:.*]] = scf.while (%[[ARG3:.*]] = %[[ARG2]]) : (i32) -> i32 {
// CHECK-NEXT:     %[[VAL_2:.*]] = arith.addi %[[ARG3]], %[[ARG3]] : i32
// CHECK-NEXT:     %[[VAL_3:.*]] = ub.poison : i32
// CHECK-NEXT:     scf.condition(%[[ARG0]]) %[[VAL_2]] : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^[[BB0:.*]](%[[ARG3]]: i32):
// CHECK-NEXT:     %[[VAL_2]] = arith.muli %[[ARG3]], %[[ARG3]] : i32
// CHECK-NEXT:     %[[VAL_3]] = ub.poison : i32
// CHECK-NEXT:     scf.yield %[[VAL_2]] : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %[[VAL_1]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @while_slots(
// NOCANON-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = ub.poison : i32
// NOCANON-NEXT:   %[[VAL_1:.*]]:2 = scf.while (%[[ARG3:[^ ,:()=]+]] = %[[VAL_0]], %[[ARG4:.*]] = %[[ARG2]]) : (i32, i32) -> (i32, i32) {
// NOCANON-NEXT:     %[[VAL_2:.*]] = arith.addi %[[ARG4]], %[[ARG4]] : i32
// NOCANON-NEXT:     %[[VAL_3:.*]] = ub.poison : i32
// NOCANON-NEXT:     scf.condition(%[[ARG0]]) %[[VAL_2]], %[[VAL_3]] : i32, i32
// NOCANON-NEXT:   } do {
// NOCANON-NEXT:   ^[[BB0:.*]](%[[ARG3]]: i32, %[[ARG4]]: i32):
// NOCANON-NEXT:     %[[VAL_2]] = arith.muli %[[ARG3]], %[[ARG3]] : i32
// NOCANON-NEXT:     %[[VAL_3]] = ub.poison : i32
// NOCANON-NEXT:     scf.yield %[[VAL_3]], %[[VAL_2]] : i32, i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   return %[[VAL_1]]#0 : i32
// NOCANON-NEXT: }
func.func @while_slots(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %n = arith.addi %y, %y : i32
    scf.condition(%c) %n, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %m = arith.muli %p, %p : i32
    scf.yield %q, %m : i32, i32
  }
  return %r#0 : i32
}

// -----

// CHECK-LABEL: func.func @for_slots(
// CHECK-SAME: %[[ARG0:[^ ,:()=]+]]: index,
// CHECK-SAME: %[[ARG1:[^ ,:()=]+]]: index,
// CHECK-SAME: %[[ARG2:.*]]: index,
// CHECK-SAME: %[[ARG3:.*]]: f32) -> f32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = ub.poison : f32
// CHECK-NEXT:   %[[VAL_1:.*]] = scf.for %[[ARG4:[^ ,:()=]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG5:.*]] = %[[ARG3]]) -> (f32) {
// CHECK-NEXT:     %[[VAL_2:.*]] = arith.addf %[[ARG5]], %[[ARG5]] : f32
// CHECK-NEXT:     %[[VAL_3:.*]] = ub.poison : f32
// CHECK-NEXT:     scf.yield %[[VAL_2]] : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %[[VAL_1]] : f32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @for_slots(
// NOCANON-SAME: %[[ARG0:[^ ,:()=]+]]: index,
// NOCANON-SAME: %[[ARG1:[^ ,:()=]+]]: index,
// NOCANON-SAME: %[[ARG2:.*]]: index,
// NOCANON-SAME: %[[ARG3:.*]]: f32) -> f32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = ub.poison : f32
// NOCANON-NEXT:   %[[VAL_1:.*]]:2 = scf.for %[[ARG4:[^ ,:()=]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG5:[^ ,:()=]+]] = %[[ARG3]], %[[ARG6:.*]] = %[[VAL_0]]) -> (f32, f32) {
// NOCANON-NEXT:     %[[VAL_2:.*]] = arith.addf %[[ARG5]], %[[ARG5]] : f32
// NOCANON-NEXT:     %[[VAL_3:.*]] = ub.poison : f32
// NOCANON-NEXT:     scf.yield %[[VAL_2]], %[[VAL_3]] : f32, f32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   return %[[VAL_1]]#0 : f32
// NOCANON-NEXT: }
func.func @for_slots(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (f32, f32) {
    %x2 = arith.addf %x, %x : f32
    %y2 = arith.mulf %y, %x : f32
    scf.yield %x2, %y2 : f32, f32
  }
  return %r#0 : f32
}

// -----

// CHECK-LABEL: func.func @if_effects(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: index) {
// CHECK-NEXT:   scf.if %[[ARG0]] {
// CHECK-NEXT:     "test.effect"() : () -> ()
// CHECK-NEXT:     %[[VAL_0:.*]] = ub.poison : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %[[VAL_0]] = ub.poison : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @if_effects(
// NOCANON-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: index) {
// NOCANON-NEXT:   %[[VAL_0:.*]] = scf.if %[[ARG0]] -> (i32) {
// NOCANON-NEXT:     "test.effect"() : () -> ()
// NOCANON-NEXT:     %[[VAL_1:.*]] = ub.poison : i32
// NOCANON-NEXT:     scf.yield %[[VAL_1]] : i32
// NOCANON-NEXT:   } else {
// NOCANON-NEXT:     %[[VAL_1]] = ub.poison : i32
// NOCANON-NEXT:     scf.yield %[[VAL_1]] : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   return
// NOCANON-NEXT: }
func.func @if_effects(%c: i1, %a: i32, %i: index) {
  %r = scf.if %c -> i32 {
    "test.effect"() : () -> ()
    scf.yield %a : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %s = scf.index_switch %i -> i32
  case 1 {
    %one = arith.constant 1 : i32
    scf.yield %one : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}

// -----

// CHECK-LABEL: func.func @diamond(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = arith.addi %[[ARG1]], %[[ARG2]] : i32
// CHECK-NEXT:   cf.cond_br %[[ARG0]], ^[[BB1:[^ ,:()=]+]](%[[VAL_0]] : i32), ^[[BB2:.*]](%[[ARG2]] : i32)
// CHECK-NEXT: ^[[BB1]](%[[VAL_1:.*]]: i32):
// CHECK-NEXT:   cf.br ^[[BB3:.*]](%[[VAL_1]] : i32)
// CHECK-NEXT: ^[[BB2]](%[[VAL_2:.*]]: i32):
// CHECK-NEXT:   cf.br ^[[BB3]](%[[VAL_2]] : i32)
// CHECK-NEXT: ^[[BB3]](%[[VAL_3:.*]]: i32):
// CHECK-NEXT:   return %[[VAL_3]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @diamond(
// NOCANON-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[VAL_0:.*]] = arith.addi %[[ARG1]], %[[ARG2]] : i32
// NOCANON-NEXT:   cf.cond_br %[[ARG0]], ^[[BB1:[^ ,:()=]+]](%[[VAL_0]] : i32), ^[[BB2:.*]](%[[ARG2]] : i32)
// NOCANON-NEXT: ^[[BB1]](%[[VAL_1:.*]]: i32):
// NOCANON-NEXT:   cf.br ^[[BB3:.*]](%[[VAL_1]] : i32)
// NOCANON-NEXT: ^[[BB2]](%[[VAL_2:.*]]: i32):
// NOCANON-NEXT:   cf.br ^[[BB3]](%[[VAL_2]] : i32)
// NOCANON-NEXT: ^[[BB3]](%[[VAL_3:.*]]: i32):
// NOCANON-NEXT:   return %[[VAL_3]] : i32
// NOCANON-NEXT: }
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %dead = arith.muli %b, %b : i32
  cf.cond_br %c, ^left(%x, %dead : i32, i32), ^right(%b : i32)
^left(%l: i32, %unused: i32):
  %dead2 = arith.addi %unused, %l : i32
  cf.br ^join(%l, %dead2 : i32, i32)
^right(%r: i32):
  cf.br ^join(%r, %dead : i32, i32)
^join(%v: i32, %w: i32):
  return %v : i32
}

// -----

// CHECK-LABEL: func.func private @never_called() {
// CHECK-NEXT:   "test.effect"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// NOCANON-LABEL: func.func private @never_called() {
// NOCANON-NEXT:   "test.effect"() : () -> ()
// NOCANON-NEXT:   return
// NOCANON-NEXT: }
func.func private @never_called(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  "test.effect"() : () -> ()
  return %s : i32
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   return %[[ARG0]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @main(
// NOCANON-SAME: %[[ARG0:.*]]: i32) -> i32 {
// NOCANON-NEXT:   return %[[ARG0]] : i32
// NOCANON-NEXT: }
func.func @main(%a: i32) -> i32 {
  return %a : i32
}

// -----

// CHECK-LABEL: func.func @constant_branch(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   return %[[ARG0]] : i32
// CHECK-NEXT: }
// NOCANON-LABEL: func.func @constant_branch(
// NOCANON-SAME: %[[ARG0:.*]]: i32) -> i32 {
// NOCANON-NEXT:   %[[TRUE:.*]] = arith.constant true
// NOCANON-NEXT:   %[[VAL_0:.*]] = scf.if %[[TRUE]] -> (i32) {
// NOCANON-NEXT:     scf.yield %[[ARG0]] : i32
// NOCANON-NEXT:   } else {
// NOCANON-NEXT:     "test.effect"() : () -> ()
// NOCANON-NEXT:     %[[VAL_1:.*]] = ub.poison : i32
// NOCANON-NEXT:     scf.yield %[[VAL_1]] : i32
// NOCANON-NEXT:   }
// NOCANON-NEXT:   return %[[VAL_0]] : i32
// NOCANON-NEXT: }
func.func @constant_branch(%a: i32) -> i32 {
  %t = arith.constant true
  %c5 = arith.constant 5 : i32
  %r = scf.if %t -> i32 {
    scf.yield %a : i32
  } else {
    "test.effect"() : () -> ()
    scf.yield %c5 : i32
  }
  return %r : i32
}

// -----

// test.call_on_device calls with every operand but the last (the device):
// the callee's dead parameter and unused result go, and the call follows.

// CHECK-LABEL: func.func private @on_device() -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func private @on_device(%m: i32, %n: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  %d = arith.addi %n, %n : i32
  return %c, %n : i32, i32
}

// CHECK-LABEL: func.func @rdv_call_on_device(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = test.call_on_device @on_device(), %arg2 : (i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @rdv_call_on_device(%a: i32, %b: i32, %dev: i32) -> i32 {
  %r:2 = test.call_on_device @on_device(%a, %b), %dev : (i32, i32, i32) -> (i32, i32)
  return %r#0 : i32
}
