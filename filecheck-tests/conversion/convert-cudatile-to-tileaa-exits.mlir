// convert-cudatile-to-tileaa, early exits in a row (exits.rs): each
// exiting `if` is followed by one guard `if` running the ops up to the next
// exiting `if` when nothing exited yet; the guards follow one another (not
// nested) and hand on the values later ops read (poison when exited).

// RUN: tileir-opt %s --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_90a})' | FileCheck %s
// RUN: tileir-opt %s --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_90a})' | tileir-opt | FileCheck %s

// CHECK-LABEL: gpu.module @chain
// CHECK: nv_tileaa.func @k(%[[C:.*]]: i1, %[[N:.*]]: i32) {
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[N]], %[[N]] : i32
// CHECK-NEXT: %[[E1:.*]] = scf.if %[[C]] -> (i1) {
// CHECK: {{^ *}}}{{$}}
// CHECK-NEXT: %[[G1:.*]]:2 = scf.if %[[E1]] -> (i1, i32) {
// CHECK-NEXT: %[[P1:.*]] = ub.poison : i32
// CHECK-NEXT: scf.yield %[[E1]], %[[P1]] : i1, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[N]] : i32
// CHECK-NEXT: %[[E2:.*]] = scf.if %[[C]] -> (i1) {
// CHECK: {{^ *}}}{{$}}
// CHECK-NEXT: scf.yield %[[E2]], %[[B]] : i1, i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[G2:.*]]:2 = scf.if %[[G1]]#0 -> (i1, i32) {
// CHECK-NEXT: %[[P2:.*]] = ub.poison : i32
// CHECK-NEXT: scf.yield %[[G1]]#0, %[[P2]] : i1, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[D:.*]] = arith.addi %[[G1]]#1, %[[A]] : i32
// CHECK-NEXT: %[[E3:.*]] = scf.if %[[C]] -> (i1) {
// CHECK: {{^ *}}}{{$}}
// CHECK-NEXT: scf.yield %[[E3]], %[[D]] : i1, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %[[G2]]#0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: arith.addi %[[G2]]#1, %[[G1]]#1 : i32
// CHECK-NEXT: nv_tileaa.assert %[[C]], "x" : i1
// CHECK-NEXT: }
// CHECK-NEXT: return
cuda_tile.module @chain {
  entry @k(%c: tile<i1>, %n: tile<i32>) {
    %a = addi %n, %n : tile<i32>
    if %c {
      return
    }
    %b = addi %a, %n : tile<i32>
    if %c {
      return
    }
    %d = addi %b, %a : tile<i32>
    if %c {
      return
    }
    %e = addi %d, %b : tile<i32>
    assert %c, "x" : tile<i1>
    return
  }
}
