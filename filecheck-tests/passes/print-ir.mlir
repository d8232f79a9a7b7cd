// print-ir against mlir-opt 22 (the CHECK lines are its stderr).

// RUN: tileir-opt %s -print-ir -o /dev/null 2>&1 | FileCheck %s
// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(print-ir{label=fn}),print-ir{label=after})' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=LABEL
// RUN: tileir-opt %s -print-ir -mlir-print-op-generic -mlir-print-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC

// print-ir prints the op it runs on under a banner (with the label, if
// any), in local scope (aliases inline) with the run's printing flags, and
// changes nothing.
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @f(%a: i32 loc("a.mlir":1:1)) -> i32 attributes {m = #map} {
    %0 = arith.addi %a, %a : i32 loc("x.mlir":1:1)
    return %0 : i32 loc("y.mlir":1:1)
  } loc("f.mlir":1:1)
  func.func @g() {
    return loc("z.mlir":1:1)
  } loc("g.mlir":1:1)
} loc("m.mlir":1:1)

// CHECK: // -----// IR Dump //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// LABEL: // -----// IR Dump fn //----- //
// LABEL-NEXT: func.func @f(%arg0: i32) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// LABEL-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// LABEL-NEXT:   return %0 : i32
// LABEL-NEXT: }
// LABEL-NEXT: // -----// IR Dump fn //----- //
// LABEL-NEXT: func.func @g() {
// LABEL-NEXT:   return
// LABEL-NEXT: }
// LABEL-NEXT: // -----// IR Dump after //----- //
// LABEL-NEXT: module {
// LABEL-NEXT:   func.func @f(%arg0: i32) -> i32 attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// LABEL-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// LABEL-NEXT:     return %0 : i32
// LABEL-NEXT:   }
// LABEL-NEXT:   func.func @g() {
// LABEL-NEXT:     return
// LABEL-NEXT:   }
// LABEL-NEXT: }

// GENERIC: // -----// IR Dump //----- //
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("a.mlir":1:1)):
// GENERIC-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("x.mlir":1:1)
// GENERIC-NEXT:     "func.return"(%0) : (i32) -> () loc("y.mlir":1:1)
// GENERIC-NEXT:   }) {m = affine_map<(d0) -> (d0 + 1)>} : () -> () loc("f.mlir":1:1)
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// GENERIC-NEXT:     "func.return"() : () -> () loc("z.mlir":1:1)
// GENERIC-NEXT:   }) : () -> () loc("g.mlir":1:1)
// GENERIC-NEXT: }) : () -> () loc("m.mlir":1:1)
