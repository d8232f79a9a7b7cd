// sccp against mlir-opt 22 (the CHECK lines are its output), over the
// region ops' RegionBranchOpInterface: an scf.forall's shared outputs reach
// its body's arguments (its results stay unknown), an scf.parallel's
// induction variables are unknown, a constant switch value or condition
// enters one region only.

// RUN: tileir-opt %s -sccp | FileCheck %s

// CHECK-LABEL: func.func @forall_outputs
// CHECK-SAME:  (%arg0: index) -> tensor<4xindex> {
// CHECK-NEXT:    %cst = arith.constant dense<0> : tensor<4xindex>
// CHECK-NEXT:    %0 = scf.forall (%arg1) in (%arg0) shared_outs(%arg2 = %cst) -> (tensor<4xindex>) {
// CHECK-NEXT:      "test.sink"(%cst, %arg1) : (tensor<4xindex>, index) -> ()
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<4xindex>
// CHECK-NEXT:  }
func.func @forall_outputs(%n: index) -> tensor<4xindex> {
  %t = arith.constant dense<0> : tensor<4xindex>
  %r = scf.forall (%j) in (%n) shared_outs(%o = %t) -> (tensor<4xindex>) {
    "test.sink"(%o, %j) : (tensor<4xindex>, index) -> ()
  }
  return %r : tensor<4xindex>
}

// CHECK-LABEL: func.func @parallel_ivs
// CHECK-SAME:  (%arg0: index) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) init (%c1) -> index {
// CHECK-NEXT:      %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:      "test.sink"(%c0, %1) : (index, index) -> ()
// CHECK-NEXT:      scf.reduce(%c1 : index) {
// CHECK-NEXT:      ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:        %2 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:        scf.reduce.return %2 : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @parallel_ivs(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c1) -> index {
    %x = arith.muli %i, %c0 : index
    %y = arith.addi %i, %c1 : index
    "test.sink"(%x, %y) : (index, index) -> ()
    scf.reduce(%c1 : index) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }
  }
  return %p : index
}

// CHECK-LABEL: func.func @switch_constant
// CHECK-SAME:  () -> (i32, i32) {
// CHECK-NEXT:    %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT:    %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    return %c20_i32, %c30_i32 : i32, i32
// CHECK-NEXT:  }
func.func @switch_constant() -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = scf.index_switch %c2 -> i32
  case 1 {
    %v = arith.constant 10 : i32
    scf.yield %v : i32
  }
  case 2 {
    %v = arith.constant 20 : i32
    scf.yield %v : i32
  }
  default {
    %v = arith.constant 30 : i32
    scf.yield %v : i32
  }
  %b = scf.index_switch %c7 -> i32
  case 1 {
    %v = arith.constant 10 : i32
    scf.yield %v : i32
  }
  default {
    %v = arith.constant 30 : i32
    scf.yield %v : i32
  }
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @while_constant_condition
// CHECK-SAME:  (%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %0:2 = scf.while (%arg1 = %c1_i32, %arg2 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      scf.condition(%false) %c1_i32, %arg2 : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:      %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:      scf.yield %1, %arg2 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %c1_i32, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @while_constant_condition(%x: i32) -> (i32, i32) {
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %w:2 = scf.while (%a = %c1, %b = %x) : (i32, i32) -> (i32, i32) {
    scf.condition(%f) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %c1 : i32
    scf.yield %n, %q : i32, i32
  }
  return %w#0, %w#1 : i32, i32
}

// CHECK-LABEL: func.func @for_iter_args
// CHECK-SAME:  (%arg0: index) -> (i32, i32) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c5_i32, %arg3 = %c5_i32) -> (i32, i32) {
// CHECK-NEXT:      %1 = arith.addi %arg3, %c5_i32 : i32
// CHECK-NEXT:      scf.yield %c5_i32, %1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %c5_i32, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @for_iter_args(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 5 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k, %b = %k) -> (i32, i32) {
    %s = arith.addi %b, %k : i32
    scf.yield %a, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @if_else_empty
// CHECK-SAME:  (%arg0: i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    scf.if %true {
// CHECK-NEXT:      "test.sink"(%arg0) : (i1) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @if_else_empty(%c: i1) {
  %t = arith.constant true
  scf.if %t {
    "test.sink"(%c) : (i1) -> ()
  }
  return
}
