// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// Alias depth ordering, deferred locations, distinct numbering.

"t.a"() {a = affine_map<(d0) -> (d0)>, b = affine_map<(d0) -> (d0 + 1)>, c = memref<4xf32, affine_map<(d0) -> (d0 + 2)>>, d = [affine_map<(d0) -> (d0)>], e = affine_set<(d0) : (d0 >= 0)>, f = distinct[3]<affine_map<(d0) -> (d0 + 3)>>, g = distinct[2]<unit>, h = distinct[9]<"x">} : () -> () loc(callsite("a.mlir":1:1 at "b.mlir":2:2))
"t.b"() {x = distinct[4]<"y">, y = distinct[2]<unit>, z = loc("a.mlir":1:1)} : () -> () loc(fused["a.mlir":1:1, callsite("a.mlir":1:1 at "b.mlir":2:2)])
"t.c"() ({
^bb0(%x: i32 loc("a.mlir":1:1)):
  "t.d"() : () -> () loc(unknown)
}) : () -> () loc(unknown)

// CHECK: #distinct = distinct[0]<"x">
// CHECK-NEXT: #distinct1 = distinct[1]<"y">
// CHECK-NEXT: #loc1 = loc("a.mlir":1:1)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #distinct2 = distinct[2]<#map3>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {a = #map, b = #map1, c = memref<4xf32, #map2>, d = [#map], e = #set, f = #distinct2, g = distinct[3]<>, h = #distinct} : () -> () loc(#loc4)
// CHECK-NEXT:   "t.b"() {x = #distinct1, y = distinct[3]<>, z = #loc1} : () -> () loc(#loc5)
// CHECK-NEXT:   "t.c"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("a.mlir":1:1)):
// CHECK-NEXT:     "t.d"() : () -> () loc(#loc3)
// CHECK-NEXT:   }) : () -> () loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}alias-order.mlir":0:0)
// CHECK-NEXT: #loc2 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc4 = loc(callsite(#loc1 at #loc2))
// CHECK-NEXT: #loc5 = loc(fused[#loc1, #loc4])
