// canonicalize's options against mlir-opt 22 (the CHECK lines are its
// output): region simplification levels, bottom-up order, the iteration
// and rewrite limits, and patterns filtered by their upstream labels.

// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='region-simplify=aggressive' | FileCheck %s --check-prefix=AGG
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='region-simplify=disabled' | FileCheck %s --check-prefix=DIS
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='top-down=false' | FileCheck %s --check-prefix=BU
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='max-iterations=1' | FileCheck %s --check-prefix=ONE
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='max-num-rewrites=1' | FileCheck %s --check-prefix=REW
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='disable-patterns="(anonymous namespace)::ConvertTrivialIfToSelect"' | FileCheck %s --check-prefix=DISABLE
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize='enable-patterns="(anonymous namespace)::RemoveStaticCondition"' | FileCheck %s --check-prefix=ENABLE

func.func @merge(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %b, %b : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @same_arg(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  "test.x"(%x) : (i32) -> ()
  cf.br ^bb3
^bb2(%y: i32):
  "test.y"(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}
func.func @dead_arg(%a: i32, %n: i1) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%i: i32, %dead: i32):
  %d2 = arith.addi %dead, %dead : i32
  "test.side"() : () -> ()
  cf.cond_br %n, ^bb1(%i, %d2 : i32, i32), ^bb2
^bb2:
  return %i : i32
}

// AGG-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// AGG-NEXT: %0 = arith.select %arg2, %arg0, %arg1 : i32
// AGG-NEXT: %1 = arith.addi %0, %0 : i32
// AGG-NEXT: return %1 : i32
// AGG-NEXT: }
// AGG-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// AGG-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// AGG-NEXT: ^bb1:  // pred: ^bb0
// AGG-NEXT: "test.x"(%arg0) : (i32) -> ()
// AGG-NEXT: cf.br ^bb3
// AGG-NEXT: ^bb2:  // pred: ^bb0
// AGG-NEXT: "test.y"(%arg0) : (i32) -> ()
// AGG-NEXT: cf.br ^bb3
// AGG-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// AGG-NEXT: return %arg0 : i32
// AGG-NEXT: }
// AGG-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// AGG-NEXT: cf.br ^bb1(%arg0 : i32)
// AGG-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// AGG-NEXT: "test.side"() : () -> ()
// AGG-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// AGG-NEXT: ^bb2:  // pred: ^bb1
// AGG-NEXT: return %0 : i32
// AGG-NEXT: }

// DIS-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// DIS-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// DIS-NEXT: ^bb1:  // pred: ^bb0
// DIS-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// DIS-NEXT: cf.br ^bb3(%0 : i32)
// DIS-NEXT: ^bb2:  // pred: ^bb0
// DIS-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// DIS-NEXT: cf.br ^bb3(%1 : i32)
// DIS-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// DIS-NEXT: return %2 : i32
// DIS-NEXT: }
// DIS-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// DIS-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// DIS-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// DIS-NEXT: "test.x"(%0) : (i32) -> ()
// DIS-NEXT: cf.br ^bb3
// DIS-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// DIS-NEXT: "test.y"(%1) : (i32) -> ()
// DIS-NEXT: cf.br ^bb3
// DIS-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// DIS-NEXT: return %arg0 : i32
// DIS-NEXT: }
// DIS-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// DIS-NEXT: cf.br ^bb1(%arg0, %arg0 : i32, i32)
// DIS-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// DIS-NEXT: %2 = arith.addi %1, %1 : i32
// DIS-NEXT: "test.side"() : () -> ()
// DIS-NEXT: cf.cond_br %arg1, ^bb1(%0, %2 : i32, i32), ^bb2
// DIS-NEXT: ^bb2:  // pred: ^bb1
// DIS-NEXT: return %0 : i32
// DIS-NEXT: }

// BU-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// BU-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// BU-NEXT: ^bb1:  // pred: ^bb0
// BU-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// BU-NEXT: cf.br ^bb3(%0 : i32)
// BU-NEXT: ^bb2:  // pred: ^bb0
// BU-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// BU-NEXT: cf.br ^bb3(%1 : i32)
// BU-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// BU-NEXT: return %2 : i32
// BU-NEXT: }
// BU-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// BU-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// BU-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// BU-NEXT: "test.x"(%0) : (i32) -> ()
// BU-NEXT: cf.br ^bb3
// BU-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// BU-NEXT: "test.y"(%1) : (i32) -> ()
// BU-NEXT: cf.br ^bb3
// BU-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// BU-NEXT: return %arg0 : i32
// BU-NEXT: }
// BU-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// BU-NEXT: cf.br ^bb1(%arg0 : i32)
// BU-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// BU-NEXT: "test.side"() : () -> ()
// BU-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// BU-NEXT: ^bb2:  // pred: ^bb1
// BU-NEXT: return %0 : i32
// BU-NEXT: }

// ONE-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// ONE-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// ONE-NEXT: ^bb1:  // pred: ^bb0
// ONE-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// ONE-NEXT: cf.br ^bb3(%0 : i32)
// ONE-NEXT: ^bb2:  // pred: ^bb0
// ONE-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// ONE-NEXT: cf.br ^bb3(%1 : i32)
// ONE-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// ONE-NEXT: return %2 : i32
// ONE-NEXT: }
// ONE-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// ONE-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// ONE-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// ONE-NEXT: "test.x"(%0) : (i32) -> ()
// ONE-NEXT: cf.br ^bb3
// ONE-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// ONE-NEXT: "test.y"(%1) : (i32) -> ()
// ONE-NEXT: cf.br ^bb3
// ONE-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// ONE-NEXT: return %arg0 : i32
// ONE-NEXT: }
// ONE-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// ONE-NEXT: cf.br ^bb1(%arg0 : i32)
// ONE-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// ONE-NEXT: "test.side"() : () -> ()
// ONE-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// ONE-NEXT: ^bb2:  // pred: ^bb1
// ONE-NEXT: return %0 : i32
// ONE-NEXT: }

// REW-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// REW-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// REW-NEXT: ^bb1:  // pred: ^bb0
// REW-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// REW-NEXT: cf.br ^bb3(%0 : i32)
// REW-NEXT: ^bb2:  // pred: ^bb0
// REW-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// REW-NEXT: cf.br ^bb3(%1 : i32)
// REW-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// REW-NEXT: return %2 : i32
// REW-NEXT: }
// REW-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// REW-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// REW-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// REW-NEXT: "test.x"(%0) : (i32) -> ()
// REW-NEXT: cf.br ^bb3
// REW-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// REW-NEXT: "test.y"(%1) : (i32) -> ()
// REW-NEXT: cf.br ^bb3
// REW-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// REW-NEXT: return %arg0 : i32
// REW-NEXT: }
// REW-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// REW-NEXT: cf.br ^bb1(%arg0 : i32)
// REW-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// REW-NEXT: "test.side"() : () -> ()
// REW-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// REW-NEXT: ^bb2:  // pred: ^bb1
// REW-NEXT: return %0 : i32
// REW-NEXT: }

// DISABLE-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// DISABLE-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// DISABLE-NEXT: ^bb1:  // pred: ^bb0
// DISABLE-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// DISABLE-NEXT: cf.br ^bb3(%0 : i32)
// DISABLE-NEXT: ^bb2:  // pred: ^bb0
// DISABLE-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// DISABLE-NEXT: cf.br ^bb3(%1 : i32)
// DISABLE-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// DISABLE-NEXT: return %2 : i32
// DISABLE-NEXT: }
// DISABLE-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// DISABLE-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// DISABLE-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// DISABLE-NEXT: "test.x"(%0) : (i32) -> ()
// DISABLE-NEXT: cf.br ^bb3
// DISABLE-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// DISABLE-NEXT: "test.y"(%1) : (i32) -> ()
// DISABLE-NEXT: cf.br ^bb3
// DISABLE-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// DISABLE-NEXT: return %arg0 : i32
// DISABLE-NEXT: }
// DISABLE-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// DISABLE-NEXT: cf.br ^bb1(%arg0 : i32)
// DISABLE-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// DISABLE-NEXT: "test.side"() : () -> ()
// DISABLE-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// DISABLE-NEXT: ^bb2:  // pred: ^bb1
// DISABLE-NEXT: return %0 : i32
// DISABLE-NEXT: }

// ENABLE-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// ENABLE-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// ENABLE-NEXT: ^bb1:  // pred: ^bb0
// ENABLE-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// ENABLE-NEXT: cf.br ^bb3(%0 : i32)
// ENABLE-NEXT: ^bb2:  // pred: ^bb0
// ENABLE-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// ENABLE-NEXT: cf.br ^bb3(%1 : i32)
// ENABLE-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// ENABLE-NEXT: return %2 : i32
// ENABLE-NEXT: }
// ENABLE-LABEL: func.func @same_arg(%arg0: i32, %arg1: i1) -> i32 {
// ENABLE-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// ENABLE-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// ENABLE-NEXT: "test.x"(%0) : (i32) -> ()
// ENABLE-NEXT: cf.br ^bb3
// ENABLE-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// ENABLE-NEXT: "test.y"(%1) : (i32) -> ()
// ENABLE-NEXT: cf.br ^bb3
// ENABLE-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// ENABLE-NEXT: return %arg0 : i32
// ENABLE-NEXT: }
// ENABLE-LABEL: func.func @dead_arg(%arg0: i32, %arg1: i1) -> i32 {
// ENABLE-NEXT: cf.br ^bb1(%arg0 : i32)
// ENABLE-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// ENABLE-NEXT: "test.side"() : () -> ()
// ENABLE-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// ENABLE-NEXT: ^bb2:  // pred: ^bb1
// ENABLE-NEXT: return %0 : i32
// ENABLE-NEXT: }

// -----

func.func @if_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}
func.func @constants(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %a, %0 : i32
  %2 = arith.addi %1, %c1 : i32
  return %2 : i32
}

// AGG-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// AGG-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// AGG-NEXT: %1 = arith.addi %arg1, %0 : i32
// AGG-NEXT: return %1 : i32
// AGG-NEXT: }
// AGG-LABEL: func.func @constants(%arg0: i32) -> i32 {
// AGG-NEXT: %c4_i32 = arith.constant 4 : i32
// AGG-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// AGG-NEXT: return %0 : i32
// AGG-NEXT: }

// DIS-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// DIS-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// DIS-NEXT: %1 = arith.addi %arg1, %0 : i32
// DIS-NEXT: return %1 : i32
// DIS-NEXT: }
// DIS-LABEL: func.func @constants(%arg0: i32) -> i32 {
// DIS-NEXT: %c4_i32 = arith.constant 4 : i32
// DIS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// DIS-NEXT: return %0 : i32
// DIS-NEXT: }

// BU-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// BU-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// BU-NEXT: %1 = arith.addi %arg1, %0 : i32
// BU-NEXT: return %1 : i32
// BU-NEXT: }
// BU-LABEL: func.func @constants(%arg0: i32) -> i32 {
// BU-NEXT: %c4_i32 = arith.constant 4 : i32
// BU-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// BU-NEXT: return %0 : i32
// BU-NEXT: }

// ONE-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// ONE-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// ONE-NEXT: %1 = arith.addi %arg1, %0 : i32
// ONE-NEXT: return %1 : i32
// ONE-NEXT: }
// ONE-LABEL: func.func @constants(%arg0: i32) -> i32 {
// ONE-NEXT: %c4_i32 = arith.constant 4 : i32
// ONE-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// ONE-NEXT: return %0 : i32
// ONE-NEXT: }

// REW-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// REW-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// REW-NEXT: %1 = arith.addi %arg1, %0 : i32
// REW-NEXT: return %1 : i32
// REW-NEXT: }
// REW-LABEL: func.func @constants(%arg0: i32) -> i32 {
// REW-NEXT: %c4_i32 = arith.constant 4 : i32
// REW-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// REW-NEXT: return %0 : i32
// REW-NEXT: }

// DISABLE-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// DISABLE-NEXT: %0 = scf.if %arg0 -> (i32) {
// DISABLE-NEXT: scf.yield %arg1 : i32
// DISABLE-NEXT: } else {
// DISABLE-NEXT: scf.yield %arg2 : i32
// DISABLE-NEXT: }
// DISABLE-NEXT: %1 = arith.addi %arg1, %0 : i32
// DISABLE-NEXT: return %1 : i32
// DISABLE-NEXT: }
// DISABLE-LABEL: func.func @constants(%arg0: i32) -> i32 {
// DISABLE-NEXT: %c4_i32 = arith.constant 4 : i32
// DISABLE-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// DISABLE-NEXT: return %0 : i32
// DISABLE-NEXT: }

// ENABLE-LABEL: func.func @if_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// ENABLE-NEXT: %0 = scf.if %arg0 -> (i32) {
// ENABLE-NEXT: scf.yield %arg1 : i32
// ENABLE-NEXT: } else {
// ENABLE-NEXT: scf.yield %arg2 : i32
// ENABLE-NEXT: }
// ENABLE-NEXT: %1 = arith.addi %arg1, %0 : i32
// ENABLE-NEXT: return %1 : i32
// ENABLE-NEXT: }
// ENABLE-LABEL: func.func @constants(%arg0: i32) -> i32 {
// ENABLE-NEXT: %c1_i32 = arith.constant 1 : i32
// ENABLE-NEXT: %c3_i32 = arith.constant 3 : i32
// ENABLE-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// ENABLE-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// ENABLE-NEXT: return %1 : i32
// ENABLE-NEXT: }
