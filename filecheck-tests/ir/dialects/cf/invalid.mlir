// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of cf ops (checked against mlir-opt 22).

func.func @cond_br_i32(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_cases(%a: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @assert_i32(%a: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @switch_operands(%a: i32, %x: f32) {
  // expected-error @+1 {{branch has 0 operands for successor #2, but target block has 1}}
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb2
  ]
^bb1:
  return
^bb2(%y: f32):
  return
}

// -----

func.func @br_operands(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_too_large(%a: i64) {
  cf.switch %a : i64, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    18446744073709551615: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_too_small(%a: i4000000) {
  cf.switch %a : i4000000, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_index_flag(%a: index) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %a : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_f32_flag(%a: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_type(%a: i8) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i8') should match case value type ('i16')}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %c weights([30]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @cond_br_weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
