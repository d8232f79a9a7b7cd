// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Forward references, result groups, successors, properties, nested regions.
#loc_late_use = loc("late.mlir":7:8)
!tensor_alias = tensor<4x?xf32>
#attr_alias = {k = "v"}

%0:2, %1 = "t.multi"() : () -> (i32, i64, f32)
"t.uses"(%0#1, %0#0, %1) : (i64, i32, f32) -> ()
"t.region"() <{prop = 5 : i32}> ({
^entry(%a: i32 loc("arg.mlir":1:2), %b: !tensor_alias):
  "t.br"(%a) [^def] : (i32) -> ()
^use:
  "t.fwd"(%later) : (i64) -> ()
  "t.ret"() : () -> () loc(#loc_deferred)
^def:
  %later = "t.def"(%a) : (i32) -> i64
  "t.br"() [^use] : () -> ()
}, {
}) {dict = #attr_alias, s = "esc\"aped\\\n\t\00", sym = @outer::@inner::@"quoted name"} : () -> ()
"t.floats"() {a = 1.5 : f16, b = 0x7C00 : f16, c = -2.0 : bf16, d = 3.0e-5 : f32, e = 1.0e300 : f64, f = 0.1 : f8E4M3FN, g = 448.0 : f8E4M3FN, h = 2.0 : f8E8M0FNU, i = -0.5 : f4E2M1FN, j = 1.0 : f80, k = 1.0 : f128, l = 0.3 : tf32} : () -> ()
"t.ints"() {a = 0xFF : ui8, b = -128 : i8, c = 255 : i8, d = 1 : i1, e = true, f = 9223372036854775807 : index, g = 18446744073709551615 : ui64, h = -1 : si4} : () -> ()
"t.dense"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, c = dense<["a", "b"]> : tensor<2x!t.str>, d = dense<7> : vector<4xi8>, e = sparse<[[0, 1]], [2.5]> : tensor<2x2xf32>, f = array<i1: true, false>, g = array<f64: 1.0, -0.5>, h = array<i64>, i = dense<"0x0100000002000000"> : tensor<2xi32>, j = dense_resource<blob1> : tensor<2xi32>} : () -> ()
"t.affine"() {a = affine_map<(d0, d1)[s0] -> (d0 + 2 + 3, s0 + d1, d0 * 4 floordiv 2, d1 mod 8, 3 * d0, -d1)>, b = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, c = strided<[?, 1], offset: 0>, d = distinct[0]<42 : i32>, e = distinct[0]<42 : i32>, f = #t.pretty<x, [y]>, g = #t<"opaque">} : () -> ()
"t.locs"() : () -> () loc(fused<"meta">["a.mlir":1:2 to 3:4, "b.mlir":5:6 to :9, callsite("c" at "d.mlir":1:1), "name"("e.mlir":2:2), unknown])
#loc_deferred = loc("deferred.mlir":3:4)
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #map = affine_map<(d0, d1)[s0] -> (d0 + 5, d1 + s0, d0 * 2, d1 mod 8, d0 * 3, -d1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:3 = "t.multi"() : () -> (i32, i64, f32)
// CHECK-NEXT:   "t.uses"(%0#1, %0#0, %0#2) : (i64, i32, f32) -> ()
// CHECK-NEXT:   "t.region"() <{prop = 5 : i32}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: tensor<4x?xf32>):
// CHECK-NEXT:     "t.br"(%arg0)[^bb2] : (i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "t.fwd"(%1) : (i64) -> ()
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "t.def"(%arg0) : (i32) -> i64
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) {dict = {k = "v"}, s = "esc\22aped\\\0A\09\00", sym = @outer::@inner::@"quoted name"} : () -> ()
// CHECK-NEXT:   "t.floats"() {a = 1.500000e+00 : f16, b = 0x7C00 : f16, c = -2.000000e+00 : bf16, d = 3.000000e-05 : f32, e = 1.000000e+300 : f64, f = 1.015630e-01 : f8E4M3FN, g = 4.480000e+02 : f8E4M3FN, h = 2.000000e+00 : f8E8M0FNU, i = -5.000000e-01 : f4E2M1FN, j = 1.000000e+00 : f80, k = 1.000000e+00 : f128, l = 3.000490e-01 : tf32} : () -> ()
// CHECK-NEXT:   "t.ints"() {a = 255 : ui8, b = -128 : i8, c = -1 : i8, d = true, e = true, f = 9223372036854775807 : index, g = 18446744073709551615 : ui64, h = -1 : si4} : () -> ()
// CHECK-NEXT:   "t.dense"() {a = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>, c = dense<["a", "b"]> : tensor<2x!t.str>, d = dense<7> : vector<4xi8>, e = sparse<{{\[\[}}0, 1]], 2.500000e+00> : tensor<2x2xf32>, f = array<i1: true, false>, g = array<f64: 1.000000e+00, -5.000000e-01>, h = array<i64>, i = dense<[1, 2]> : tensor<2xi32>, j = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT:   "t.affine"() {a = #map, b = #set, c = strided<[?, 1]>, d = #distinct, e = #distinct, f = #t.pretty<x, [y]>, g = #t<"opaque">} : () -> ()
// CHECK-NEXT:   "t.locs"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
