// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Affine expressions are simplified on construction, as MLIR does.
"t.a"() {a = affine_map<(d0, d1)[s0, s1] -> (d0 + 2 + 3, s0 + d1, d0 * 4 floordiv 2, d1 mod 8, 3 * d0, -d1, d0 + d0, d0 - d0, (d0 + 2) + d1, (d0 * 2) * s0, s0 * d0, 2 * s0, (d0 * 8 + d1 * 4) floordiv 4, (d0 * 8 + d1) mod 4, (d0 mod 8) mod 4, d0 ceildiv 1, (d0 * 6) ceildiv 3, 7 floordiv -2, -7 mod 3, (d0 + 1) * 2, s0 * s1, d0 floordiv s0, d0 * (s0 + 1), -(d0 + d1), d0 - 1, 1 - d0, d0 * -1 + 3)>, b = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, d0 <= 5, s0 * 2 >= d0 + 1)>} : () -> ()

// CHECK: #map = affine_map<(d0, d1)[s0, s1] -> (d0 + 5, d1 + s0, d0 * 2, d1 mod 8, d0 * 3, -d1, d0 * 2, 0, d0 + d1 + 2, (d0 * s0) * 2, d0 * s0, s0 * 2, d0 * 2 + d1, d1 mod 4, d0 mod 4, d0, d0 * 2, -4, 2, (d0 + 1) * 2, s0 * s1, d0 floordiv s0, d0 * (s0 + 1), -(d0 + d1), d0 - 1, -d0 + 1, -d0 + 3)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, -d0 + 5 >= 0, -(d0 + 1) + s0 * 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {a = #map, b = #set} : () -> ()
// CHECK-NEXT: }
