// RUN: tileir-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf.forall canonicalization patterns: constant bounds made static, zero-
// and one-iteration dimensions dropped, shared outputs no op combines into
// dropped.

// CHECK-LABEL: func.func @constant_bounds(
// CHECK-SAME: %[[ARG0:.*]]: index) {
// CHECK-NEXT:   scf.forall (%[[ARG1:[^ ,:()=]+]], %[[ARG2:.*]]) = (0, 0) to (8, %[[ARG0]]) step (2, 2) {
// CHECK-NEXT:     "test.use"(%[[ARG1]], %[[ARG2]]) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @constant_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c0, %c0) to (%c8, %n) step (%c2, %c2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @zero_trip(
// CHECK-SAME: %[[ARG0:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:   return %[[ARG0]] : tensor<4xf32>
// CHECK-NEXT: }
func.func @zero_trip(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @single_trip_all() {
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   "test.use"(%[[C0]], %[[C0]]) : (index, index) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @single_trip_all() {
  scf.forall (%i, %j) in (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @single_trip_some(
// CHECK-SAME: %[[ARG0:.*]]: index) {
// CHECK-NEXT:   %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:   scf.forall (%[[ARG1:[^ ,:()=]+]], %[[ARG2:.*]]) = (0, 0) to (10, %[[ARG0]]) step (2, 1) {
// CHECK-NEXT:     "test.use"(%[[C3]], %[[ARG1]], %[[ARG2]]) : (index, index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @single_trip_some(%n: index) {
  scf.forall (%i, %j, %k) = (3, 0, 0) to (4, 10, %n) step (1, 2, 1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @shared_outs_used(
// CHECK-SAME: %[[ARG0:[^ ,:()=]+]]: tensor<4xf32>,
// CHECK-SAME: %[[ARG1:.*]]: tensor<4xf32>,
// CHECK-SAME: %[[ARG2:.*]]: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:   scf.forall (%[[ARG3:.*]]) in (%[[ARG2]]) {
// CHECK-NEXT:     "test.use"(%[[ARG3]], %[[ARG0]], %[[ARG1]]) : (index, tensor<4xf32>, tensor<4xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %[[ARG1]], %[[ARG0]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
func.func @shared_outs_used(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    "test.use"(%i, %a, %b) : (index, tensor<4xf32>, tensor<4xf32>) -> ()
  }
  return %r#1, %r#0 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @negative_and_dynamic_step(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index) {
// CHECK-NEXT:   scf.forall (%[[ARG2:.*]]) = (0) to (10) step (3) {
// CHECK-NEXT:     "test.use"(%[[ARG2]]) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @negative_and_dynamic_step(%n: index, %s: index) {
  %c3 = arith.constant 3 : index
  scf.forall (%i) = (%n) to (%n) step (%s) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (10) step (%c3) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
