// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Builtin types, including opaque dialect types.

"t.a"() {a = i1, b = si8, c = ui16, d = index, e = f8E5M2, f = f8E4M3FN, g = bf16, h = tf32, i = f80, j = f128, k = complex<f32>, l = tuple<i32, f32>, m = tuple<>, n = (i32) -> (), o = (i32, f32) -> (i1, i1), p = () -> (() -> i32), q = vector<4x[8]xf32>, r = vector<[4]xi8>, s = tensor<?x4x?xf32>, t = tensor<*xf32>, u = tensor<4xf32, "enc">, v = memref<4x?xf32>, w = memref<*xf32>, x = memref<*xf32, 1>, y = memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, z = memref<4x4xf32, strided<[4, 1], offset: ?>>, aa = memref<4xf32, 3 : i32>, ab = none, ac = !foo.bar<1 x 2>, ad = !foo<"weird$$ stuff">, ae = memref<4xf32, strided<[?]>>, af = memref<f32>, ag = tensor<0xi32>, ah = f8E8M0FNU, ai = f4E2M1FN, aj = f6E3M2FN, al = (i32) -> ((i32) -> i32)} : () -> ()

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {a = i1, aa = memref<4xf32, 3 : i32>, ab = none, ac = !foo.bar<1 x 2>, ad = !foo<"weird$$ stuff">, ae = memref<4xf32, strided<[?]>>, af = memref<f32>, ag = tensor<0xi32>, ah = f8E8M0FNU, ai = f4E2M1FN, aj = f6E3M2FN, al = (i32) -> ((i32) -> i32), b = si8, c = ui16, d = index, e = f8E5M2, f = f8E4M3FN, g = bf16, h = tf32, i = f80, j = f128, k = complex<f32>, l = tuple<i32, f32>, m = tuple<>, n = (i32) -> (), o = (i32, f32) -> (i1, i1), p = () -> (() -> i32), q = vector<4x[8]xf32>, r = vector<[4]xi8>, s = tensor<?x4x?xf32>, t = tensor<*xf32>, u = tensor<4xf32, "enc">, v = memref<4x?xf32>, w = memref<*xf32>, x = memref<*xf32, 1>, y = memref<4xf32, #map>, z = memref<4x4xf32, strided<[4, 1], offset: ?>>} : () -> ()
// CHECK-NEXT: }
