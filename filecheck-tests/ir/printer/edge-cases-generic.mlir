// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// Generic form of empty regions and blocks.

"t.a"() {a = dense<[1, 2]> : tensor<2xindex>, b = dense<(1.0, 2.0)> : tensor<2xcomplex<f16>>, c = affine_set<(d0, d1)[s0, s1] : (d0 + s1 - 5 >= 0, d1 * 2 == 0)>, d = affine_map<(d0)[s0] -> (d0 * s0, d0 mod s0, (d0 + 1) floordiv 2)>, e = "é", f = 1.0 : f8E4M3, g = 2.0 : f8E3M4, h = 0.5 : f6E2M3FN, i = 6.0 : f4E2M1FN, j = 0x7E : f8E4M3FN, k = 0x7FF8000000000000 : f64, l = -1.0e-320 : f64, m = 1.0e38 : f32, n = 3.4028235e38 : f32, o = 1.17549435e-38 : f32, p = 5.0e-324 : f64, q = dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf64>, r = [[1, 2], []], s = {}, t = [], u = 0.1 : tf32, v = dense<true> : tensor<4xi1>, w = array<f64: 0.1, 1.0e300>, x = array<i8: -1, 127>, y = array<i16>, z = 4294967295 : ui32} : () -> ()
"t.b"() ({
}, {
^bb0:
}, {
^bb0(%a: i32):
  "t.c"(%a) : (i32) -> ()
^bb1:
  "t.d"() : () -> ()
}) : () -> ()

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * s0, d0 mod s0, (d0 + 1) floordiv 2)>
// CHECK-NEXT: #set = affine_set<(d0, d1)[s0, s1] : (d0 + s1 - 5 >= 0, d1 * 2 == 0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "t.a"() {a = dense<[1, 2]> : tensor<2xindex>, b = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f16>>, c = #set, d = #map, e = "\C3\A9", f = 1.000000e+00 : f8E4M3, g = 2.000000e+00 : f8E3M4, h = 5.000000e-01 : f6E2M3FN, i = 6.000000e+00 : f4E2M1FN, j = 4.480000e+02 : f8E4M3FN, k = 0x7FF8000000000000 : f64, l = -9.999880e-321 : f64, m = 9.99999968E+37 : f32, n = 3.40282347E+38 : f32, o = 1.17549435E-38 : f32, p = 4.940660e-324 : f64, q = dense<{{\[\[}}1.500000e+00, 2.500000e+00], [3.500000e+00, 4.500000e+00]]> : tensor<2x2xf64>, r = {{\[\[}}1, 2], []], s = {}, t = [], u = 9.997550e-02 : tf32, v = dense<true> : tensor<4xi1>, w = array<f64: 1.000000e-01, 1.000000e+300>, x = array<i8: -1, 127>, y = array<i16>, z = 4294967295 : ui32} : () -> ()
// CHECK-NEXT:   "t.b"() ({
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "t.c"(%arg0) : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     "t.d"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
