// canonicalize on math ops: MLIR 22's folders (exact ones for every type,
// the C library's for f32 and f64). The CHECK lines are mlir-opt 22's
// output.

// RUN: tileir-opt %s -canonicalize | FileCheck %s

// Exact folds, for every float type.
func.func @exact(%x: f32) -> (f16, f16, f16, f16, bf16, f8E4M3FN, f128, f64) {
  %a = arith.constant -2.5 : f16
  %b = arith.constant 1.0 : f16
  %0 = math.absf %a : f16
  %1 = math.ceil %a : f16
  %2 = math.floor %a : f16
  %3 = math.roundeven %a : f16
  %c = arith.constant 3.5 : bf16
  %4 = math.roundeven %c : bf16
  %d = arith.constant -0.0 : f8E4M3FN
  %e = arith.constant 2.0 : f8E4M3FN
  %5 = math.copysign %e, %d : f8E4M3FN
  %f = arith.constant -0.5 : f128
  %6 = math.ceil %f : f128
  %g = arith.constant 2.5 : f64
  %7 = math.roundeven %g : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, f16, bf16, f8E4M3FN, f128, f64
}
// CHECK-LABEL: func.func @exact(
// CHECK-SAME: %arg0: f32) -> (f16, f16, f16, f16, bf16, f8E4M3FN, f128, f64) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant -3.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_4 = arith.constant -0.000000e+00 : f128
// CHECK-NEXT: %cst_5 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_0, %cst_2, %cst_3, %cst_4, %cst_5 : f16, f16, f16, f16, bf16, f8E4M3FN, f128, f64
// CHECK-NEXT: }

// Host-library folds, f32 and f64 only.
func.func @host_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.75 : f32
  %b = arith.constant -2.5 : f32
  %0 = math.acos %a : f32
  %1 = math.asin %a : f32
  %2 = math.atan %a : f32
  %3 = math.cos %a : f32
  %4 = math.cosh %a : f32
  %5 = math.exp %a : f32
  %6 = math.exp2 %a : f32
  %7 = math.expm1 %a : f32
  %8 = math.log %a : f32
  %9 = math.log10 %a : f32
  %10 = math.log1p %a : f32
  %11 = math.log2 %a : f32
  %12 = math.round %b : f32
  %13 = math.sin %a : f32
  %14 = math.sinh %a : f32
  %15 = math.sqrt %a : f32
  %16 = math.tan %a : f32
  %17 = math.tanh %a : f32
  %18 = math.trunc %b : f32
  %19 = math.atan2 %a, %b : f32
  %20 = math.powf %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @host_f32(
// CHECK-SAME: ) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.722734272 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.848062098 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.643501102 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.731688857 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.29468334 : f32
// CHECK-NEXT: %cst_4 = arith.constant 2.117000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.68179286 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.117000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant -0.287682086 : f32
// CHECK-NEXT: %cst_8 = arith.constant -0.124938749 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0.559615791 : f32
// CHECK-NEXT: %cst_10 = arith.constant -0.415037513 : f32
// CHECK-NEXT: %cst_11 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0.681638777 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0.822316706 : f32
// CHECK-NEXT: %cst_14 = arith.constant 0.866025388 : f32
// CHECK-NEXT: %cst_15 = arith.constant 0.931596457 : f32
// CHECK-NEXT: %cst_16 = arith.constant 0.635148942 : f32
// CHECK-NEXT: %cst_17 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_18 = arith.constant 2.8501358 : f32
// CHECK-NEXT: %cst_19 = arith.constant 2.05280089 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13, %cst_14, %cst_15, %cst_16, %cst_17, %cst_18, %cst_19 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }

func.func @host_f64() -> (f64, f64, f64, f64, f64, f64) {
  %a = arith.constant 0.75 : f64
  %b = arith.constant -2.5 : f64
  %0 = math.exp %a : f64
  %1 = math.sin %b : f64
  %2 = math.log2 %a : f64
  %3 = math.powf %b, %a : f64
  %4 = math.round %b : f64
  %5 = math.tanh %b : f64
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f64
}
// CHECK-LABEL: func.func @host_f64(
// CHECK-SAME: ) -> (f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT: %cst = arith.constant 2.1170000166126748 : f64
// CHECK-NEXT: %cst_0 = arith.constant -0.59847214410395655 : f64
// CHECK-NEXT: %cst_1 = arith.constant -0.41503749927884381 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %cst_3 = arith.constant -3.000000e+00 : f64
// CHECK-NEXT: %cst_4 = arith.constant -0.98661429815143031 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f64, f64, f64, f64, f64, f64
// CHECK-NEXT: }

// Not folded: negative operands of log and sqrt, other float types for the
// host functions, and ops without folders.
func.func @not_folded(%i: i32) -> (f32, f32, f32, f16, f16, f32, f32, f32, f32) {
  %n = arith.constant -1.0 : f32
  %z = arith.constant -0.0 : f32
  %m = arith.constant -2.0 : f32
  %0 = math.log %n : f32
  %1 = math.sqrt %z : f32
  %2 = math.log1p %m : f32
  %h = arith.constant 0.5 : f16
  %3 = math.exp %h : f16
  %4 = math.trunc %h : f16
  %a = arith.constant 0.5 : f32
  %5 = math.cbrt %a : f32
  %6 = math.rsqrt %a : f32
  %7 = math.fma %a, %a, %a : f32
  %c = arith.constant 3 : i32
  %8 = math.fpowi %a, %c : f32, i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f16, f16, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @not_folded(
// CHECK-SAME: %arg0: i32) -> (f32, f32, f32, f16, f16, f32, f32, f32, f32) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_1 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = math.log %cst_1 : f32
// CHECK-NEXT: %1 = math.sqrt %cst_2 : f32
// CHECK-NEXT: %2 = math.log1p %cst_3 : f32
// CHECK-NEXT: %3 = math.exp %cst_0 : f16
// CHECK-NEXT: %4 = math.trunc %cst_0 : f16
// CHECK-NEXT: %5 = math.cbrt %cst : f32
// CHECK-NEXT: %6 = math.rsqrt %cst : f32
// CHECK-NEXT: %7 = math.fma %cst, %cst, %cst : f32
// CHECK-NEXT: %8 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f16, f16, f32, f32, f32, f32
// CHECK-NEXT: }

func.func @atan2_zeros() -> f32 {
  %z = arith.constant 0.0 : f32
  %0 = math.atan2 %z, %z : f32
  return %0 : f32
}
// CHECK-LABEL: func.func @atan2_zeros(
// CHECK-SAME: ) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }

func.func @classify() -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0xFF800000 : f32
  %den = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f64
  %0 = math.isnan %nan : f32
  %1 = math.isinf %inf : f32
  %2 = math.isfinite %inf : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnormal %one : f64
  %5 = math.isfinite %one : f64
  %v = arith.constant dense<0x7FC00000> : vector<2xf32>
  %6 = math.isnan %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
}
// CHECK-LABEL: func.func @classify(
// CHECK-SAME: ) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: return %true, %true, %false, %false, %true, %true, %cst : i1, i1, i1, i1, i1, i1, vector<2xi1>
// CHECK-NEXT: }

func.func @integers() -> (i32, i8, i32, i32, i32, i8, i32, i8, i8, i8, i200, i200) {
  %a = arith.constant -12 : i32
  %min = arith.constant -128 : i8
  %0 = math.absi %a : i32
  %1 = math.absi %min : i8
  %2 = math.ctlz %a : i32
  %3 = math.cttz %a : i32
  %4 = math.ctpop %a : i32
  %z = arith.constant 0 : i8
  %5 = math.cttz %z : i8
  %b = arith.constant 3 : i32
  %6 = math.ipowi %a, %b : i32
  %n = arith.constant -3 : i8
  %7 = math.ipowi %min, %n : i8
  %m1 = arith.constant -1 : i8
  %8 = math.ipowi %m1, %n : i8
  %9 = math.ipowi %z, %n : i8
  %w = arith.constant 12345678901234567890123 : i200
  %10 = math.ctpop %w : i200
  %k = arith.constant 5 : i200
  %11 = math.ipowi %w, %k : i200
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i8, i32, i32, i32, i8, i32, i8, i8, i8, i200, i200
}
// CHECK-LABEL: func.func @integers(
// CHECK-SAME: ) -> (i32, i8, i32, i32, i32, i8, i32, i8, i8, i8, i200, i200) {
// CHECK-NEXT: %c-1964464943415036472946915537725876900076622282044919848741_i200 = arith.constant -1964464943415036472946915537725876900076622282044919848741 : i200
// CHECK-NEXT: %c35_i200 = arith.constant 35 : i200
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c29_i32 = arith.constant 29 : i32
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c-1728_i32 = arith.constant -1728 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %0 = math.ipowi %c0_i8, %c-3_i8 : i8
// CHECK-NEXT: return %c12_i32, %c-128_i8, %c0_i32, %c2_i32, %c29_i32, %c8_i8, %c-1728_i32, %c0_i8, %c-1_i8, %0, %c35_i200, %c-1964464943415036472946915537725876900076622282044919848741_i200 : i32, i8, i32, i32, i32, i8, i32, i8, i8, i8, i200, i200
// CHECK-NEXT: }

