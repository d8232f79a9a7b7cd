// canonicalize on arith's float ops and casts: MLIR 22's folders and
// patterns with APFloat semantics (correct rounding in every format, NaN
// and signed-zero rules, each format's special values). The CHECK lines are
// mlir-opt 22's output.

// RUN: tileir-opt %s -canonicalize | FileCheck %s

func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.subf %x, %pz : f32
  %2 = arith.mulf %x, %one : f32
  %3 = arith.divf %x, %one : f32
  %4 = arith.maximumf %x, %ninf : f32
  %5 = arith.minimumf %x, %pinf : f32
  %6 = arith.maxnumf %x, %nan : f32
  %7 = arith.minnumf %x, %nan : f32
  %8 = arith.maximumf %x, %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @identities(
// CHECK-SAME: %arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }

// Not identities: x + 0.0 and x - (-0.0) change -0.0; x * 0 needs nnan and nsz.
func.func @not_identities(%x: f32) -> (f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %0 = arith.addf %x, %pz : f32
  %1 = arith.subf %x, %nz : f32
  %2 = arith.mulf %x, %pz : f32
  %3 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
// CHECK-LABEL: func.func @not_identities(
// CHECK-SAME: %arg0: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %cst : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %cst_0 : f32
// CHECK-NEXT: return %0, %1, %2, %cst_0 : f32, f32, f32, f32
// CHECK-NEXT: }

func.func @negf(%x: f32, %y: f32) -> (f32, f32, f32) {
  %n = arith.negf %x : f32
  %0 = arith.negf %n : f32
  %m = arith.negf %y : f32
  %1 = arith.mulf %n, %m fastmath<fast> : f32
  %2 = arith.divf %n, %m : f32
  return %0, %1, %2 : f32, f32, f32
}
// CHECK-LABEL: func.func @negf(
// CHECK-SAME: %arg0: f32, %arg1: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: return %arg0, %0, %1 : f32, f32, f32
// CHECK-NEXT: }

// Correctly rounded in each format.
func.func @rounding() -> (f32, f64, f16, bf16, f32, f64, f16, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %0 = arith.addf %a, %b : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 3.0 : f64
  %1 = arith.divf %c, %d : f64
  %e = arith.constant 0.1 : f16
  %2 = arith.mulf %e, %e : f16
  %f = arith.constant 1.0e10 : bf16
  %g = arith.constant 3.0 : bf16
  %3 = arith.divf %f, %g : bf16
  %h = arith.constant 5.5 : f32
  %i = arith.constant -2.0 : f32
  %4 = arith.remf %h, %i : f32
  %j = arith.constant 1.0e308 : f64
  %5 = arith.addf %j, %j : f64
  %k = arith.constant 65504.0 : f16
  %6 = arith.addf %k, %k : f16
  %l = arith.constant 1.0e-45 : f32
  %m = arith.constant 0.5 : f32
  %7 = arith.mulf %l, %m : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f16, bf16, f32, f64, f16, f32
}
// CHECK-LABEL: func.func @rounding(
// CHECK-SAME: ) -> (f32, f64, f16, bf16, f32, f64, f16, f32) {
// CHECK-NEXT: %cst = arith.constant 3.000000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.033333333333333333 : f64
// CHECK-NEXT: %cst_1 = arith.constant 9.994500e-03 : f16
// CHECK-NEXT: %cst_2 = arith.constant 3.338670e+09 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_6 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f32, f64, f16, bf16, f32, f64, f16, f32
// CHECK-NEXT: }

func.func @wide_floats() -> (f80, f128, f80, f128) {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 4.0 : f80
  %0 = arith.divf %a, %b : f80
  %c = arith.constant 1.0 : f128
  %d = arith.constant 8.0 : f128
  %1 = arith.divf %c, %d : f128
  %e = arith.constant 2.5 : f80
  %2 = arith.mulf %e, %e : f80
  %f = arith.constant -7.25 : f128
  %3 = arith.subf %f, %c : f128
  return %0, %1, %2, %3 : f80, f128, f80, f128
}
// CHECK-LABEL: func.func @wide_floats(
// CHECK-SAME: ) -> (f80, f128, f80, f128) {
// CHECK-NEXT: %cst = arith.constant 2.500000e-01 : f80
// CHECK-NEXT: %cst_0 = arith.constant 1.250000e-01 : f128
// CHECK-NEXT: %cst_1 = arith.constant 6.250000e+00 : f80
// CHECK-NEXT: %cst_2 = arith.constant -8.250000e+00 : f128
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : f80, f128, f80, f128
// CHECK-NEXT: }

func.func @small_floats() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3, f8E3M4, f8E4M3B11FNUZ, tf32, f8E4M3FN, f8E4M3FNUZ) {
  %a = arith.constant 3.0 : f8E4M3FN
  %b = arith.constant 0.625 : f8E4M3FN
  %0 = arith.mulf %a, %b : f8E4M3FN
  %c = arith.constant 1.5 : f8E5M2
  %1 = arith.addf %c, %c : f8E5M2
  %d = arith.constant 2.0 : f8E4M3FNUZ
  %2 = arith.subf %d, %d : f8E4M3FNUZ
  %e = arith.constant 1.0 : f8E5M2FNUZ
  %f = arith.constant 3.0 : f8E5M2FNUZ
  %3 = arith.divf %e, %f : f8E5M2FNUZ
  %g = arith.constant 5.0 : f8E4M3
  %4 = arith.mulf %g, %g : f8E4M3
  %h = arith.constant 1.25 : f8E3M4
  %5 = arith.addf %h, %h : f8E3M4
  %i = arith.constant 0.5 : f8E4M3B11FNUZ
  %6 = arith.negf %i : f8E4M3B11FNUZ
  %j = arith.constant 1.0 : tf32
  %k = arith.constant 3.0 : tf32
  %7 = arith.divf %j, %k : tf32
  %l = arith.constant 448.0 : f8E4M3FN
  %8 = arith.addf %l, %l : f8E4M3FN
  %z = arith.constant 0.0 : f8E4M3FNUZ
  %9 = arith.divf %d, %z : f8E4M3FNUZ
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3, f8E3M4, f8E4M3B11FNUZ, tf32, f8E4M3FN, f8E4M3FNUZ
}
// CHECK-LABEL: func.func @small_floats(
// CHECK-SAME: ) -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3, f8E3M4, f8E4M3B11FNUZ, tf32, f8E4M3FN, f8E4M3FNUZ) {
// CHECK-NEXT: %cst = arith.constant 1.875000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f8E5M2
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_2 = arith.constant 3.125000e-01 : f8E5M2FNUZ
// CHECK-NEXT: %cst_3 = arith.constant 2.400000e+01 : f8E4M3
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e+00 : f8E3M4
// CHECK-NEXT: %cst_5 = arith.constant -5.000000e-01 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_6 = arith.constant 3.332520e-01 : tf32
// CHECK-NEXT: %cst_7 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT: %cst_8 = arith.constant 0x80 : f8E4M3FNUZ
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8 : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3, f8E3M4, f8E4M3B11FNUZ, tf32, f8E4M3FN, f8E4M3FNUZ
// CHECK-NEXT: }

// NaN operands propagate quieted, with their sign; invalid operations give
// the positive default NaN; zeros keep their signs.
func.func @nan_and_zero() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %snan = arith.constant 0xFF800001 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.addf %one, %snan : f32
  %1 = arith.subf %inf, %inf : f32
  %2 = arith.mulf %inf, %pz : f32
  %3 = arith.divf %pz, %pz : f32
  %4 = arith.divf %one, %nz : f32
  %5 = arith.addf %nz, %nz : f32
  %6 = arith.subf %one, %one : f32
  %7 = arith.maximumf %nz, %pz : f32
  %8 = arith.minimumf %nz, %pz : f32
  %9 = arith.remf %inf, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @nan_and_zero(
// CHECK-SAME: ) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst_0, %cst_1, %cst_1, %cst_1, %cst_2, %cst, %cst_3, %cst_3, %cst, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }

func.func @min_max_nan() -> (f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %snan = arith.constant 0x7F800001 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maximumf %nan, %one : f32
  %1 = arith.minimumf %one, %nan : f32
  %2 = arith.maxnumf %nan, %one : f32
  %3 = arith.minnumf %snan, %one : f32
  %4 = arith.maxnumf %one, %snan : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @min_max_nan(
// CHECK-SAME: ) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: return %cst_0, %cst_0, %cst, %cst_1, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }

func.func @cmpf_fold() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf false, %a, %a : f32
  %1 = arith.cmpf oeq, %a, %n : f32
  %2 = arith.cmpf ogt, %a, %a : f32
  %3 = arith.cmpf oge, %a, %a : f32
  %4 = arith.cmpf olt, %a, %a : f32
  %5 = arith.cmpf ole, %a, %n : f32
  %6 = arith.cmpf one, %a, %a : f32
  %7 = arith.cmpf ord, %a, %n : f32
  %8 = arith.cmpf ueq, %a, %n : f32
  %9 = arith.cmpf ugt, %a, %a : f32
  %10 = arith.cmpf uge, %n, %a : f32
  %11 = arith.cmpf ult, %a, %a : f32
  %12 = arith.cmpf ule, %a, %a : f32
  %13 = arith.cmpf une, %a, %a : f32
  %14 = arith.cmpf uno, %a, %a : f32
  %15 = arith.cmpf true, %a, %n : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// CHECK-LABEL: func.func @cmpf_fold(
// CHECK-SAME: ) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %false, %false, %true, %false, %false, %false, %false, %true, %false, %true, %false, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }

// One NaN operand decides an unordered or ordered comparison alone.
func.func @cmpf_nan_one_side(%x: f32) -> (i1, i1) {
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf uno, %x, %n : f32
  %1 = arith.cmpf oeq, %n, %x : f32
  return %0, %1 : i1, i1
}
// CHECK-LABEL: func.func @cmpf_nan_one_side(
// CHECK-SAME: %arg0: f32) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false : i1, i1
// CHECK-NEXT: }

// sitofp/uitofp compared with a constant become integer comparisons.
func.func @cmpf_int_to_fp(%i: i32, %j: i16) -> (i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %i : i32 to f64
  %c = arith.constant 10.0 : f64
  %0 = arith.cmpf oeq, %s, %c : f64
  %1 = arith.cmpf ult, %s, %c : f64
  %h = arith.constant 4.5 : f64
  %2 = arith.cmpf olt, %s, %h : f64
  %3 = arith.cmpf oge, %s, %h : f64
  %u = arith.uitofp %j : i16 to f32
  %k = arith.constant 7.0 : f32
  %4 = arith.cmpf ogt, %u, %k : f32
  %m = arith.constant -4.5 : f64
  %5 = arith.cmpf ogt, %s, %m : f64
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
// CHECK-LABEL: func.func @cmpf_int_to_fp(
// CHECK-SAME: %arg0: i32, %arg1: i16) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg1, %c7_i16 : i16
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }

func.func @casts() -> (f64, f16, f16, i8, i32, f32, f32, f64, f80, bf16, i64, f32) {
  %a = arith.constant 1.5 : f32
  %0 = arith.extf %a : f32 to f64
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.1 : f32
  %2 = arith.truncf %b : f32 to f16
  %c = arith.constant -2.75 : f32
  %3 = arith.fptosi %c : f32 to i8
  %4 = arith.fptoui %a : f32 to i32
  %d = arith.constant -5 : i32
  %5 = arith.sitofp %d : i32 to f32
  %6 = arith.uitofp %d : i32 to f32
  %e = arith.constant 123456789 : i64
  %7 = arith.sitofp %e : i64 to f64
  %8 = arith.extf %a : f32 to f80
  %9 = arith.truncf %b upward : f32 to bf16
  %f = arith.constant 1.0e30 : f32
  %10 = arith.fptosi %f : f32 to i64
  %g = arith.constant -1 : i200
  %11 = arith.uitofp %g : i200 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f64, f16, f16, i8, i32, f32, f32, f64, f80, bf16, i64, f32
}
// CHECK-LABEL: func.func @casts(
// CHECK-SAME: ) -> (f64, f16, f16, i8, i32, f32, f32, f64, f80, bf16, i64, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f80
// CHECK-NEXT: %cst_1 = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT: %cst_2 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_3 = arith.constant -5.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+30 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %0 = arith.truncf %cst_5 : f32 to f16
// CHECK-NEXT: %1 = arith.truncf %cst_5 upward : f32 to bf16
// CHECK-NEXT: %2 = arith.fptosi %cst_4 : f32 to i64
// CHECK-NEXT: return %cst_6, %cst_7, %0, %c-2_i8, %c1_i32, %cst_3, %cst_2, %cst_1, %cst_0, %1, %2, %cst : f64, f16, f16, i8, i32, f32, f32, f64, f80, bf16, i64, f32
// CHECK-NEXT: }

func.func @cast_chains(%x: f16, %y: f64, %i: i32) -> (f16, f16, f32, f32, f64) {
  %e = arith.extf %x : f16 to f32
  %0 = arith.truncf %e : f32 to f16
  %e2 = arith.extf %x : f16 to f64
  %1 = arith.truncf %e2 : f64 to f16
  %s = arith.sitofp %i : i32 to f64
  %2 = arith.truncf %s : f64 to f32
  %u = arith.uitofp %i : i32 to f64
  %3 = arith.truncf %u : f64 to f32
  %t = arith.truncf %y fastmath<contract> : f64 to f32
  %4 = arith.extf %t fastmath<contract> : f32 to f64
  return %0, %1, %2, %3, %4 : f16, f16, f32, f32, f64
}
// CHECK-LABEL: func.func @cast_chains(
// CHECK-SAME: %arg0: f16, %arg1: f64, %arg2: i32) -> (f16, f16, f32, f32, f64) {
// CHECK-NEXT: %0 = arith.sitofp %arg2 : i32 to f32
// CHECK-NEXT: %1 = arith.uitofp %arg2 : i32 to f32
// CHECK-NEXT: return %arg0, %arg0, %0, %1, %arg1 : f16, f16, f32, f32, f64
// CHECK-NEXT: }

func.func @float_elements() -> (vector<2xf32>, tensor<3xf16>, vector<2xi1>) {
  %a = arith.constant dense<[1.5, -2.0]> : vector<2xf32>
  %b = arith.constant dense<0.25> : vector<2xf32>
  %0 = arith.mulf %a, %b : vector<2xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %1 = arith.negf %c : tensor<3xf16>
  %2 = arith.cmpf olt, %a, %b : vector<2xf32>
  return %0, %1, %2 : vector<2xf32>, tensor<3xf16>, vector<2xi1>
}
// CHECK-LABEL: func.func @float_elements(
// CHECK-SAME: ) -> (vector<2xf32>, tensor<3xf16>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.500000e-01> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[3.750000e-01, -5.000000e-01]> : vector<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[-1.000000e+00, -2.000000e+00, -3.000000e+00]> : tensor<3xf16>
// CHECK-NEXT: %0 = arith.cmpf olt, %cst, %cst_0 : vector<2xf32>
// CHECK-NEXT: return %cst_1, %cst_2, %0 : vector<2xf32>, tensor<3xf16>, vector<2xi1>
// CHECK-NEXT: }

