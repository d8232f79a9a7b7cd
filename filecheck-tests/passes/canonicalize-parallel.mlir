// RUN: tileir-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf.parallel canonicalization patterns: zero- and one-iteration
// dimensions dropped, nested loops merged.

// CHECK-LABEL: func.func @zero_trip(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: i32) -> i32 {
// CHECK-NEXT:   return %[[ARG1]] : i32
// CHECK-NEXT: }
func.func @zero_trip(%a: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%a, %c0) step (%c1, %c1) init (%init) -> i32 {
    %v = "test.val"(%i, %j) : (index, index) -> i32
    scf.reduce(%v : i32) {
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @single_trip_all(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:   %[[VAL_0:.*]] = "test.val"(%[[C0]], %[[C5]]) : (index, index) -> i32
// CHECK-NEXT:   %[[VAL_1:.*]] = arith.muli %[[ARG0]], %[[VAL_0]] : i32
// CHECK-NEXT:   return %[[VAL_1]] : i32
// CHECK-NEXT: }
func.func @single_trip_all(%init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r = scf.parallel (%i, %j) = (%c0, %c5) to (%c1, %c6) step (%c1, %c1) init (%init) -> i32 {
    %v = "test.val"(%i, %j) : (index, index) -> i32
    scf.reduce(%v : i32) {
    ^bb0(%x: i32, %y: i32):
      %s = arith.muli %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @single_trip_some(
// CHECK-SAME: %[[ARG0:.*]]: index) {
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:   %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:   scf.parallel (%[[ARG1:[^ ,:()=]+]], %[[ARG2:.*]]) = (%[[C0]], %[[C0]]) to (%[[ARG0]], %[[ARG0]]) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT:     "test.use"(%[[C3]], %[[ARG1]], %[[ARG2]]) : (index, index, index) -> ()
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @single_trip_some(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c3, %c0, %c0) to (%c4, %n, %n) step (%c1, %c1, %c1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index) {
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%[[ARG2:[^ ,:()=]+]], %[[ARG3:[^ ,:()=]+]], %[[ARG4:.*]]) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[ARG0]], %[[ARG1]], %[[ARG0]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK-NEXT:     "test.use"(%[[ARG2]], %[[ARG3]], %[[ARG4]]) : (index, index, index) -> ()
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_dependent(
// CHECK-SAME: %[[ARG0:.*]]: index) {
// CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%[[ARG1:.*]]) = (%[[C0]]) to (%[[ARG0]]) step (%[[C1]]) {
// CHECK-NEXT:     scf.parallel (%[[ARG2:.*]]) = (%[[C0]]) to (%[[ARG1]]) step (%[[C1]]) {
// CHECK-NEXT:       "test.use"(%[[ARG1]], %[[ARG2]]) : (index, index) -> ()
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_dependent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// One iteration, and the reductions take the induction variables
// themselves: each reduces its init value with the lower bound.
// CHECK-LABEL: func.func @single_trip_reduce_ivs(
// CHECK-SAME: %[[SUM:.*]]: index, %[[PROD:.*]]: index) -> (index, index) {
// CHECK-NEXT:   %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:   %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT:   %[[A:.*]] = arith.addi %[[SUM]], %[[C4]] : index
// CHECK-NEXT:   %[[M:.*]] = arith.muli %[[PROD]], %[[C7]] : index
// CHECK-NEXT:   return %[[A]], %[[M]] : index, index
// CHECK-NEXT: }
func.func @single_trip_reduce_ivs(%sum: index, %prod: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %r:2 = scf.parallel (%i, %j) = (%c4, %c7) to (%c5, %c9) step (%c5, %c9) init (%sum, %prod) -> (index, index) {
    scf.reduce(%i, %j : index, index) {
    ^bb0(%x: index, %y: index):
      %s = arith.addi %x, %y : index
      scf.reduce.return %s : index
    }, {
    ^bb0(%x: index, %y: index):
      %p = arith.muli %x, %y : index
      scf.reduce.return %p : index
    }
  }
  return %r#0, %r#1 : index, index
}
