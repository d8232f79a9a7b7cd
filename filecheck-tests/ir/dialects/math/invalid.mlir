// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of math ops (checked against mlir-opt 22).

func.func @absf_int(%a: i32) {
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%a) : (i32) -> i32
  return
}

// -----

func.func @absi_float(%x: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%x) : (f32) -> f32
  return
}

// -----

func.func @fpowi_exponent(%x: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @isnan_int(%a: i32) {
  // expected-error @+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (i32) -> i1
  return
}
