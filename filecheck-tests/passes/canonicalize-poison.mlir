// canonicalize with poison (`ub.poison`, `#ub.poison`): the folds of arith
// and math that propagate it, the ones that do not, and the materialized
// constants. The CHECK lines are mlir-opt 22's output.

// RUN: tileir-opt %s -canonicalize | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Integer and float arith ops fold a poison operand to poison; shifts and
// cmpi do not (cmpi only moves the poison constant to the right).
func.func @arith_binary(%x: i32, %f: f32, %v: vector<2xi32>) -> (i32, i32, i32, i32, f32, f32, vector<2xi32>, i32, i1, i1) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<2xi32>
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %p, %x : i32
  %1 = arith.divsi %x, %p : i32
  %2 = arith.floordivsi %p, %c3 : i32
  %3 = arith.maxui %x, %p : i32
  %4 = arith.remf %f, %pf : f32
  %5 = arith.minnumf %pf, %f : f32
  %6 = arith.andi %pv, %v : vector<2xi32>
  %7 = arith.shli %p, %x : i32
  %8 = arith.cmpi slt, %p, %x : i32
  %9 = arith.cmpf olt, %pf, %f : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, f32, f32, vector<2xi32>, i32, i1, i1
}
// CHECK-LABEL: func.func @arith_binary(
// CHECK-SAME: %arg0: i32, %arg1: f32, %arg2: vector<2xi32>) -> (i32, i32, i32, i32, f32, f32, vector<2xi32>, i32, i1, i1) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : vector<2xi32>
// CHECK-NEXT: %3 = arith.shli %0, %arg0 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %0 : i32
// CHECK-NEXT: %5 = arith.cmpf olt, %1, %arg1 : f32
// CHECK-NEXT: return %0, %0, %0, %0, %1, %1, %2, %3, %4, %5 : i32, i32, i32, i32, f32, f32, vector<2xi32>, i32, i1, i1
// CHECK-NEXT: }

// Casts of poison are poison of the result type; a bitcast only of scalars.
func.func @arith_casts() -> (i64, i8, f32, f16, i32, index, f32, vector<2xf32>, vector<2xi64>) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<2xi32>
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.trunci %p : i32 to i8
  %2 = arith.uitofp %p : i32 to f32
  %3 = arith.truncf %pf : f32 to f16
  %4 = arith.fptosi %pf : f32 to i32
  %5 = arith.index_castui %p : i32 to index
  %6 = arith.bitcast %p : i32 to f32
  %7 = arith.bitcast %pv : vector<2xi32> to vector<2xf32>
  %8 = arith.extui %pv : vector<2xi32> to vector<2xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i8, f32, f16, i32, index, f32, vector<2xf32>, vector<2xi64>
}
// CHECK-LABEL: func.func @arith_casts(
// CHECK-SAME: ) -> (i64, i8, f32, f16, i32, index, f32, vector<2xf32>, vector<2xi64>) {
// CHECK-NEXT: %0 = ub.poison : vector<2xi64>
// CHECK-NEXT: %1 = ub.poison : vector<2xi32>
// CHECK-NEXT: %2 = ub.poison : i64
// CHECK-NEXT: %3 = ub.poison : i8
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = ub.poison : f16
// CHECK-NEXT: %6 = ub.poison : i32
// CHECK-NEXT: %7 = ub.poison : index
// CHECK-NEXT: %8 = arith.bitcast %1 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: return %2, %3, %4, %5, %6, %7, %4, %8, %0 : i64, i8, f32, f16, i32, index, f32, vector<2xf32>, vector<2xi64>
// CHECK-NEXT: }

// A select of poison gives its other value; a poison condition stays.
func.func @selects(%c: i1, %cv: vector<2xi1>, %x: i32, %y: i32, %v: vector<2xi32>) -> (i32, i32, i32, vector<2xi32>) {
  %p = ub.poison : i32
  %pc = ub.poison : i1
  %pv = ub.poison : vector<2xi32>
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %x, %p : i32
  %2 = arith.select %pc, %x, %y : i32
  %3 = arith.select %cv, %v, %pv : vector<2xi1>, vector<2xi32>
  return %0, %1, %2, %3 : i32, i32, i32, vector<2xi32>
}
// CHECK-LABEL: func.func @selects(
// CHECK-SAME: %arg0: i1, %arg1: vector<2xi1>, %arg2: i32, %arg3: i32, %arg4: vector<2xi32>) -> (i32, i32, i32, vector<2xi32>) {
// CHECK-NEXT: %0 = ub.poison : i1
// CHECK-NEXT: %1 = arith.select %0, %arg2, %arg3 : i32
// CHECK-NEXT: return %arg2, %arg2, %1, %arg4 : i32, i32, i32, vector<2xi32>
// CHECK-NEXT: }

// Both halves of mulsi_extended are poison; mului_extended(x, 1) folds first.
func.func @extended(%x: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %p, %x : i32
  %l2, %h2 = arith.mului_extended %p, %c1 : i32
  return %l, %h, %l2, %h2 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @extended(
// CHECK-SAME: %arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %0, %0, %0, %c0_i32 : i32, i32, i32, i32
// CHECK-NEXT: }

// math folds poison too, erf and acosh included; isnan and fma do not.
func.func @math(%x: f32, %i: i32) -> (f32, f32, f32, f32, i32, i32, i1, f32) {
  %pf = ub.poison : f32
  %p = ub.poison : i32
  %0 = math.sqrt %pf : f32
  %1 = math.erf %pf : f32
  %2 = math.acosh %pf : f32
  %3 = math.powf %x, %pf : f32
  %4 = math.ctlz %p : i32
  %5 = math.ipowi %i, %p : i32
  %6 = math.isnan %pf : f32
  %7 = math.fma %pf, %x, %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, i32, i32, i1, f32
}
// CHECK-LABEL: func.func @math(
// CHECK-SAME: %arg0: f32, %arg1: i32) -> (f32, f32, f32, f32, i32, i32, i1, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: %2 = math.isnan %0 : f32
// CHECK-NEXT: %3 = math.fma %0, %arg0, %arg0 : f32
// CHECK-NEXT: return %0, %0, %0, %0, %1, %1, %2, %3 : f32, f32, f32, f32, i32, i32, i1, f32
// CHECK-NEXT: }

// The explicit value and the generic form.
func.func @forms() -> (i32, i64) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> i64
  return %0, %1 : i32, i64
}
// CHECK-LABEL: func.func @forms(
// CHECK-SAME: ) -> (i32, i64) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i64
// CHECK-NEXT: return %0, %1 : i32, i64
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "forms"
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i64
