// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of scf ops (checked against mlir-opt 22).

func.func @if_without_else(%c: i1) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = "scf.if"(%c) ({
    %1 = arith.constant 0 : i32
    scf.yield %1 : i32
  }, {
  }) : (i1) -> i32
  return
}

// -----

func.func @for_results(%lb: index) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index):
    scf.yield
  }) : (index, index, index) -> i32
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
}

// -----

func.func @iv_type(%lb: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @yield_type(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: f32):
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @iter_args(%lb: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @if_yield(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @switch_cases(%a: index, %x: f32) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  %0 = "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield %x : f32
  }, {
    scf.yield %x : f32
  }) : (index) -> f32
  return
}

// -----

func.func @while_condition(%x: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %0 = scf.while (%arg = %x) : (f32) -> f32 {
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%a: f32):
    scf.yield %a : f32
  }
  return
}

// -----

func.func @execute_region(%x: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.execute_region -> f32 {
    %c = arith.constant 0 : i32
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i32
  }
  return
}

// -----

func.func @index_switch_case_too_large(%a: index) {
  scf.index_switch %a
  // expected-error @+1 {{custom op 'scf.index_switch' integer value too large}}
  case -9223372036854775809 {
    scf.yield
  }
  default {
  }
  return
}

// -----

// i64::MIN is MLIR's marker of a dynamic entry: without an operand it is
// one dynamic value too few.
func.func @forall_static_min() {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  scf.forall (%i) in (-9223372036854775808) {
  }
  return
}

// -----

func.func @forall_bounds_rank() {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 5>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_iv_type() {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @forall_results(%t: tensor<2xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : () -> (tensor<2xf32>)
  return
}

// -----

func.func @forall_output_type(%t: tensor<2xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<3xf32>):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : (tensor<2xf32>) -> (tensor<2xf32>)
  return
}

// -----

func.func @forall_empty_body() {
  // expected-error @+1 {{'scf.forall' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({}) : () -> ()
  return
}

// -----

func.func @if_else_may_be_empty(%c: i1) {
  "scf.if"(%c) ({ "scf.yield"() : () -> () }, {}) : (i1) -> ()
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

// A case region written empty stays empty (no implicit terminator), unlike
// the default region.
func.func @index_switch_empty_case(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %x
  case 1 {
  }
  default {
  }
  return
}
