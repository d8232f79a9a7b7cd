// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm.convert.* verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f4x2' op Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.}}
  %0 = nvvm.convert.f32x2.to.f4x2 %a, %b : i8 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f6x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2.}}
  %1 = nvvm.convert.f32x2.to.f6x2 %a, %b : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b : i16 (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>} : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rm>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op relu not supported for conversions to 'f8E8M0FNU' type}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>, relu = true} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f8x2' op result #0 must be 16-bit signless integer or vector of 8-bit signless integer values of length 2, but got 'i32'}}
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i32 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f16x2.to.f8x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2.}}
  %5 = nvvm.convert.f16x2.to.f8x2 %h : vector<2xf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.bf16x2.to.f8x2' op Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.}}
  %6 = nvvm.convert.bf16x2.to.f8x2 %bf : vector<2xbf16> -> i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.bf16x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.}}
  %6 = nvvm.convert.bf16x2.to.f8x2 %bf {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f8x2.to.f16x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.}}
  %7 = nvvm.convert.f8x2.to.f16x2 %v8 : vector<2xi8> (f8E8M0FNU) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f8x2.to.bf16x2' op Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.}}
  %8 = nvvm.convert.f8x2.to.bf16x2 %v8 : vector<2xi8> (f8E4M3FN) -> vector<2xbf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f6x2.to.f16x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.}}
  %9 = nvvm.convert.f6x2.to.f16x2 %v8 : vector<2xi8> (f8E4M3FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f4x2.to.f16x2' op Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.}}
  %10 = nvvm.convert.f4x2.to.f16x2 %i8 : i8 (f6E2M3FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f16x2' op random_bits is required for RS rounding mode.}}
  %11 = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f16x2' op random_bits not supported for RN and RZ rounding modes.}}
  %11 = nvvm.convert.f32x2.to.f16x2 %a, %b, %r {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2.}}
  %11 = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rm>} : vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits is required for RS rounding mode.}}
  %13 = nvvm.convert.f32x2.to.bf16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.bf16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to bf16x2.}}
  %13 = nvvm.convert.f32x2.to.bf16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x4.to.f8x4' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f32x4 to f8x4.}}
  %14 = nvvm.convert.f32x4.to.f8x4 %v4, %r : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x4.to.f6x4' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x4 to f6x4.}}
  %15 = nvvm.convert.f32x4.to.f6x4 %v4, %r : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x4.to.f4x4' op Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.}}
  %16 = nvvm.convert.f32x4.to.f4x4 %v4, %r : vector<4xf32> -> i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x4.to.f4x4' op result #0 must be 16-bit signless integer, but got 'i32'}}
  %16 = nvvm.convert.f32x4.to.f4x4 %v4, %r : vector<4xf32> -> i32 (f4E2M1FN)
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  // expected-error@+1 {{'nvvm.convert.f32x2.to.f6x2' op result #0 must be 16-bit signless integer or vector of 8-bit signless integer values of length 2, but got 'i32'}}
  %1 = nvvm.convert.f32x2.to.f6x2 %a, %b : i32 (f6E2M3FN)
  llvm.return
}
