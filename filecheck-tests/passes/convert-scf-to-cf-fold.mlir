// convert-scf-to-cf against mlir-opt 22 (the CHECK lines are its output):
// the conversion folds an op before lowering it, and scf.if's folder turns
// `if (x xor true)` with an else region into `if x` with the regions
// swapped (repeatedly); without an else region, or with the constant on
// the left, nothing folds. Other constant operands change nothing.

// RUN: tileir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

func.func @xor(%c: i1) {
 %t = arith.constant true
 %n = arith.xori %c, %t : i1
 scf.if %n {
 "test.a"() : () -> ()
 }
 %m = arith.xori %t, %c : i1
 %k = arith.xori %m, %t : i1
 scf.if %k {
 "test.a"() : () -> ()
 } else {
 "test.b"() : () -> ()
 }
 return
}
func.func @if_xor(%c: i1) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (i32) {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @if_const() -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @for_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  %r2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    scf.yield %a : i32
  }
  return %r2 : i32
}
func.func @switch_const() -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 2 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  default {
    %c = "test.c"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @forall_const(%n: index) {
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) in (%n, %c4) {
    "test.op"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @par_const(%f: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    "test.op"(%i) : (index) -> ()
    scf.reduce
  }
  return
}
func.func @while_fwd(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.c"() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @exec_simple() -> i32 {
  %r = scf.execute_region -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @xor(%arg0: i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = arith.xori %true, %arg0 : i1
// CHECK-NEXT:     %2 = arith.xori %1, %true : i1
// CHECK-NEXT:     cf.cond_br %1, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_xor(%arg0: i1) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = "test.b"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_const() -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %1 = "test.b"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, i32)
// CHECK-NEXT:   ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %1, %1 : i32
// CHECK-NEXT:     %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : index, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb4(%c0, %arg0 : index, i32)
// CHECK-NEXT:   ^bb4(%5: index, %6: i32):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:     %7 = arith.cmpi slt, %5, %c1 : index
// CHECK-NEXT:     cf.cond_br %7, ^bb5, ^bb6
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     %8 = arith.addi %5, %c1 : index
// CHECK-NEXT:     cf.br ^bb4(%8, %6 : index, i32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb4
// CHECK-NEXT:     return %6 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_const() -> i32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.index_cast %c2 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       2: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = "test.c"() : () -> i32
// CHECK-NEXT:     cf.br ^bb3(%2 : i32)
// CHECK-NEXT:   ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall_const(%arg0: index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.op"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par_const(%arg0: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c4 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.op"(%0) : (index) -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_fwd(%arg0: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = "test.c"() : () -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exec_simple() -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
