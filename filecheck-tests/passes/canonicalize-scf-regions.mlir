// RUN: tileir-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf canonicalizations on region ops that mlir-opt 22 also applies: one-trip
// dimensions of scf.parallel and scf.forall dropped, values an
// scf.execute_region only forwards from outside taken out of its results,
// and scf.index_switch results no one uses dropped.

// CHECK-LABEL: func.func @parallel_one_trip_dims(
// CHECK-SAME: %arg0: memref<?x?x?xi32>) {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c3) to (%c6) step (%c2) {
// CHECK-NEXT: "test.store"(%c42_i32, %arg0, %c0, %arg1, %c7) : (i32, memref<?x?x?xi32>, index, index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_one_trip_dims(%A: memref<?x?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i0, %i1, %i2) = (%c0, %c3, %c7) to (%c1, %c6, %c10) step (%c1, %c2, %c3) {
    %c42 = arith.constant 42 : i32
    "test.store"(%c42, %A, %i0, %i1, %i2) : (i32, memref<?x?x?xi32>, index, index, index) -> ()
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel_one_trip_dim_reduce(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg3) = (%arg1) to (%arg2) step (%c1) init (%arg0) -> index {
// CHECK-NEXT: scf.reduce(%arg3 : index) {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: %1 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT: scf.reduce.return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @parallel_one_trip_dim_reduce(%A: index, %lb: index, %ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = scf.parallel (%i, %j) = (%c0, %lb) to (%c1, %ub) step (%c1, %c1) init(%A) -> index {
    %s = arith.addi %i, %j : index
    scf.reduce(%s : index) {
    ^bb0(%l: index, %r: index):
      %1 = arith.addi %l, %r : index
      scf.reduce.return %1 : index
    }
  }
  return %0 : index
}

// -----

// CHECK-LABEL: func.func private @execute_region_forwards_outer_value(
// CHECK-SAME: ) -> memref<1x60xui8> {
// CHECK-NEXT: %0 = "test.alloc"() : () -> memref<1x60xui8>
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<1x60xui8>
// CHECK-NEXT: }
module {
func.func private @foo()->()
func.func private @execute_region_forwards_outer_value() -> memref<1x60xui8> {
  %alloc = "test.alloc"() : () -> memref<1x60xui8>
  %1 = scf.execute_region -> memref<1x60xui8> no_inline {
    func.call @foo():()->()
    scf.yield %alloc: memref<1x60xui8>
  }
  return %1 : memref<1x60xui8>
}
}

// -----

// CHECK-LABEL: func.func private @execute_region_forwards_one_of_two(
// CHECK-SAME: ) -> (memref<1x60xui8>, memref<1x120xui8>) {
// CHECK-NEXT: %0 = "test.alloc"() : () -> memref<1x60xui8>
// CHECK-NEXT: %1 = scf.execute_region -> memref<1x120xui8> no_inline {
// CHECK-NEXT: %2 = "test.alloc"() : () -> memref<1x120xui8>
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.yield %2 : memref<1x120xui8>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : memref<1x60xui8>, memref<1x120xui8>
// CHECK-NEXT: }
module {
func.func private @foo()->()
func.func private @execute_region_forwards_one_of_two() -> (memref<1x60xui8>, memref<1x120xui8>) {
  %alloc = "test.alloc"() : () -> memref<1x60xui8>
  %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
    %alloc_1 = "test.alloc"() : () -> memref<1x120xui8>
    func.call @foo():()->()
    scf.yield %alloc, %alloc_1: memref<1x60xui8>,  memref<1x120xui8>
  }
  return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
}
}

// -----

// CHECK-LABEL: func.func private @execute_region_yields_agree(
// CHECK-SAME: ) -> (memref<1x60xui8>, memref<1x120xui8>) {
// CHECK-NEXT: %0 = "test.alloc"() : () -> memref<1x60xui8>
// CHECK-NEXT: %1 = "test.alloc"() : () -> memref<1x120xui8>
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: %2 = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : memref<1x60xui8>, memref<1x120xui8>
// CHECK-NEXT: }
module {
  func.func private @foo()->()
  func.func private @execute_region_yields_agree() -> (memref<1x60xui8>, memref<1x120xui8>) {
    %alloc = "test.alloc"() : () -> memref<1x60xui8>
    %alloc_1 = "test.alloc"() : () -> memref<1x120xui8>
    %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      func.call @foo():()->()
      scf.yield %alloc, %alloc_1 : memref<1x60xui8>, memref<1x120xui8>
    ^bb3:
      func.call @foo():()->()
      scf.yield %alloc, %alloc_1 : memref<1x60xui8>, memref<1x120xui8>
    }
    return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
  }
}

// -----

// CHECK-LABEL: func.func private @execute_region_yields_differ(
// CHECK-SAME: ) -> (memref<1x60xui8>, memref<1x120xui8>) {
// CHECK-NEXT: %0 = "test.alloc"() : () -> memref<1x60xui8>
// CHECK-NEXT: %1 = "test.alloc"() : () -> memref<1x120xui8>
// CHECK-NEXT: %2 = "test.alloc"() : () -> memref<1x120xui8>
// CHECK-NEXT: %3 = scf.execute_region -> memref<1x120xui8> no_inline {
// CHECK-NEXT: %4 = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %4, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.yield %1 : memref<1x120xui8>
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: func.call @foo() : () -> ()
// CHECK-NEXT: scf.yield %2 : memref<1x120xui8>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %3 : memref<1x60xui8>, memref<1x120xui8>
// CHECK-NEXT: }
module {
  func.func private @foo()->()
  func.func private @execute_region_yields_differ() -> (memref<1x60xui8>, memref<1x120xui8>) {
    %alloc = "test.alloc"() : () -> memref<1x60xui8>
    %alloc_1 = "test.alloc"() : () -> memref<1x120xui8>
    %alloc_2 = "test.alloc"() : () -> memref<1x120xui8>
    %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      func.call @foo():()->()
      scf.yield %alloc, %alloc_1 : memref<1x60xui8>, memref<1x120xui8>
    ^bb3:
      func.call @foo():()->()
      scf.yield %alloc, %alloc_2 : memref<1x60xui8>, memref<1x120xui8>
    }
    return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
  }
}

// -----

// CHECK-LABEL: func.func @index_switch_dead_result(
// CHECK-SAME: %arg0: index) -> index {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: "test.store"(%c10_i32) : (i32) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.store"(%c11_i32) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @index_switch_dead_result(%arg0 : index) -> index {
  %non_live, %live = scf.index_switch %arg0 -> i32, index
  case 1 {
    %c10 = arith.constant 10 : i32
    "test.store"(%c10) : (i32) -> ()
    scf.yield %c10, %arg0 : i32, index
  }
  default {
    %c11 = arith.constant 11 : i32
    "test.store"(%c11) : (i32) -> ()
    scf.yield %c11, %arg0 : i32, index
  }
  return %live : index
}

// -----

// CHECK-LABEL: func.func @forall_one_trip_and_empty_dims(
// CHECK-SAME: %arg0: index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg1) = (0) to (16) step (8) {
// CHECK-NEXT: "test.touch"(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.touch"(%c0, %c0) : (index, index) -> ()
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.touch"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg1, %arg2) = (0, 4) to (1, 5) step (8, 8) {
// CHECK-NEXT: "test.touch"(%c0, %c4) : (index, index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall_one_trip_and_empty_dims(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) = (0, %c0) to (1, %c16) step (8, %c8) {
    "test.touch"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (%c0, %c16) to (%c1, %c16) step (%c8, %c8) {
    "test.touch"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (%c0, %c0) to (%c1, %c1) step (%c8, %c8) {
    "test.touch"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (%n) {
    "test.touch"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (0, 4) to (1, 5) step (8, 8) {
    "test.touch"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}
