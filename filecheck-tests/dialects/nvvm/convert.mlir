// RUN: tileir-opt %s | FileCheck %s
// nvvm.convert.* narrow-float conversions (expected output produced by mlir-opt 22).

llvm.func @f(%a: f32, %b: f32, %h: vector<2xf16>, %bf: vector<2xbf16>, %v8: vector<2xi8>, %i8: i8, %r: i32, %v4: vector<4xf32>) {
  %0 = nvvm.convert.f32x2.to.f4x2 %a, %b : i8 (f4E2M1FN)
  %1 = nvvm.convert.f32x2.to.f6x2 %a, %b {relu = true} : i16 (f6E2M3FN)
  %2 = nvvm.convert.f32x2.to.f6x2 %a, %b : vector<2xi8> (f6E3M2FN)
  %3 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  %4 = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xi8> (f8E8M0FNU)
  %5 = nvvm.convert.f16x2.to.f8x2 %h : vector<2xf16> -> i16 (f8E4M3FN)
  %6 = nvvm.convert.bf16x2.to.f8x2 %bf {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  %7 = nvvm.convert.f8x2.to.f16x2 %v8 : vector<2xi8> (f8E4M3FN) -> vector<2xf16>
  %8 = nvvm.convert.f8x2.to.bf16x2 %v8 : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>
  %9 = nvvm.convert.f6x2.to.f16x2 %v8 {relu = true} : vector<2xi8> (f6E2M3FN) -> vector<2xf16>
  %10 = nvvm.convert.f4x2.to.f16x2 %i8 : i8 (f4E2M1FN) -> vector<2xf16>
  %11 = nvvm.convert.f32x2.to.f16x2 %a, %b, %r {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  %16 = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  %12 = nvvm.convert.f32x2.to.bf16x2 %a, %b, %r {relu = true, rnd = #nvvm.fp_rnd_mode<rs>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
  %13 = nvvm.convert.f32x4.to.f8x4 %v4, %r : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  %14 = nvvm.convert.f32x4.to.f6x4 %v4, %r : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  %15 = nvvm.convert.f32x4.to.f4x4 %v4, %r : vector<4xf32> -> i16 (f4E2M1FN)
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: vector<2xbf16>, %arg4: vector<2xi8>, %arg5: i8, %arg6: i32, %arg7: vector<4xf32>) {
// CHECK-NEXT: %0 = nvvm.convert.f32x2.to.f4x2 %arg0, %arg1 : i8(f4E2M1FN)
// CHECK-NEXT: %1 = nvvm.convert.f32x2.to.f6x2 %arg0, %arg1 {relu = true} : i16(f6E2M3FN)
// CHECK-NEXT: %2 = nvvm.convert.f32x2.to.f6x2 %arg0, %arg1 : vector<2xi8>(f6E3M2FN)
// CHECK-NEXT: %3 = nvvm.convert.f32x2.to.f8x2 %arg0, %arg1 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// CHECK-NEXT: %4 = nvvm.convert.f32x2.to.f8x2 %arg0, %arg1 {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xi8>(f8E8M0FNU)
// CHECK-NEXT: %5 = nvvm.convert.f16x2.to.f8x2 %arg2 : vector<2xf16> -> i16(f8E4M3FN)
// CHECK-NEXT: %6 = nvvm.convert.bf16x2.to.f8x2 %arg3 {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> vector<2xi8>(f8E8M0FNU)
// CHECK-NEXT: %7 = nvvm.convert.f8x2.to.f16x2 %arg4 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
// CHECK-NEXT: %8 = nvvm.convert.f8x2.to.bf16x2 %arg4 : vector<2xi8>(f8E8M0FNU) -> vector<2xbf16>
// CHECK-NEXT: %9 = nvvm.convert.f6x2.to.f16x2 %arg4 {relu = true} : vector<2xi8>(f6E2M3FN) -> vector<2xf16>
// CHECK-NEXT: %10 = nvvm.convert.f4x2.to.f16x2 %arg5 : i8(f4E2M1FN) -> vector<2xf16>
// CHECK-NEXT: %11 = nvvm.convert.f32x2.to.f16x2 %arg0, %arg1, %arg6 {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
// CHECK-NEXT: %12 = nvvm.convert.f32x2.to.f16x2 %arg0, %arg1 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
// CHECK-NEXT: %13 = nvvm.convert.f32x2.to.bf16x2 %arg0, %arg1, %arg6 {relu = true, rnd = #nvvm.fp_rnd_mode<rs>, sat = #nvvm.sat_mode<satfinite>} : vector<2xbf16>
// CHECK-NEXT: %14 = nvvm.convert.f32x4.to.f8x4 %arg7, %arg6 : vector<4xf32> -> vector<4xi8>(f8E4M3FN)
// CHECK-NEXT: %15 = nvvm.convert.f32x4.to.f6x4 %arg7, %arg6 : vector<4xf32> -> vector<4xi8>(f6E2M3FN)
// CHECK-NEXT: %16 = nvvm.convert.f32x4.to.f4x4 %arg7, %arg6 : vector<4xf32> -> i16(f4E2M1FN)
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
