// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Affine simplification at the edges of i64 (expected output produced by
// mlir-opt 22): two constants whose sum or product overflows stay unfolded,
// folds into an existing sum or coefficient wrap, `mod` folds only by a
// positive constant, divisions by any nonzero one.
"t.a"() {a = affine_map<(d0)[s0] -> (d0 * 2 + d0 * 9223372036854775807, d0 * 9223372036854775807 + d0 * 9223372036854775807, (d0 + 9223372036854775807) + 5, (d0 * 4611686018427387904) * 4, s0 * 4611686018427387904 * 4 * d0, -5 mod -3, 5 mod -3, 5 mod 0, -9223372036854775807 - 2, 9223372036854775807 * 9223372036854775807, 9223372036854775807 + 9223372036854775807, (d0 * 6) floordiv -3, (d0 * 6 + 3) floordiv -3, (d0 * 7) floordiv -7, (d0 * 6) ceildiv -3, d0 floordiv -1, (d0 mod 6) mod -3)>, b = affine_set<(d0) : (d0 * 9223372036854775807 * 2 >= 0, -9223372036854775807 - 2 == 0)>} : () -> ()

// CHECK: #map = affine_map<(d0)[s0] -> (d0 * -9223372036854775807, d0 * -2, d0 - 9223372036854775804, 0, 0, -5 mod -3, 5 mod -3, 5 mod 0, -9223372036854775807 - 2, 9223372036854775807 * 9223372036854775807, 9223372036854775807 + 9223372036854775807, d0 * -2, d0 * -2 - 1, -d0, d0 * -2, d0 floordiv -1, (d0 mod 6) mod -3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 * -2 >= 0, -9223372036854775807 - 2 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() {a = #map, b = #set} : () -> ()
// CHECK-NEXT: }
