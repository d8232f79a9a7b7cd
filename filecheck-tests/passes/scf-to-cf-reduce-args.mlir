// convert-scf-to-cf against mlir-opt 22 (the CHECK lines are its output):
// a reduction that returns one of its arguments as is, here the carried
// value or the reduced operand (an induction variable of the loop), yields
// what replaces that argument. (Not named after the pass: mlir-opt 22
// crashes on it with allow-pattern-rollback=false, so the differential
// test's runs of the pass with that option leave it out.)

// RUN: tileir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

func.func @returns_lhs(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> i32 {
    %v = "test.v"(%i) : (index) -> i32
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %m: i32):
      scf.reduce.return %l : i32
    }
  }
  return %r : i32
}
func.func @returns_rhs_iv(%lb: index, %ub: index, %s: index) -> index {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%lb) -> index {
    scf.reduce(%j : index) {
    ^bb0(%l: index, %m: index):
      scf.reduce.return %m : index
    }
  }
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @returns_lhs(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, i32)
// CHECK-NEXT:   ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = "test.v"(%0) : (index) -> i32
// CHECK-NEXT:     %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %1 : index, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @returns_rhs_iv(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg0 : index, index)
// CHECK-NEXT:   ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, index)
// CHECK-NEXT:   ^bb3(%3: index, %4: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = arith.addi %3, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%6, %3 : index, index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%7, %4 : index, index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
