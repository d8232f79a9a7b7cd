// RUN: tileir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// Declared op constraints: counts, type constraints, traits, attributes
// (messages checked against mlir-opt 22).

func.func @operand_count(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @result_count(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @type_constraint(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @same_type(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @required_attribute(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @zero_regions(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({
  }) : (i32, i32) -> i32
  return
}

// -----

func.func @successor_count() {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func @single_block_terminator(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects regions to end with 'scf.yield', found 't.end'}}
  "scf.if"(%c) ({
    "t.end"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
// expected-note @-6 {{in custom textual format, the absence of terminator implies 'scf.yield'}}

// -----

func.func @unregistered_in_registered_dialect() {
  // expected-error @+1 {{unregistered operation 'arith.frobnicate' found in dialect ('arith') that does not allow unknown operations}}
  "arith.frobnicate"() : () -> ()
  return
}

// -----

func.func @elementwise(%a: tensor<4xi32>, %b: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> i32
  return
}

// -----

// A variadic group's summary is ODS's `variadic of <constraint>`.
func.func @variadic_summary(%a: i32) {
  // expected-error @+1 {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'i32'}}
  "gpu.wait"(%a) : (i32) -> ()
  return
}

// -----

func.func @operand_type_count(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}
