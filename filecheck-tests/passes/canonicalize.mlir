// canonicalize against mlir-opt 22 (the CHECK lines are its output): cf
// branch folding and block merging, scf loop and if canonicalizations, the
// region-branch patterns, scf.while patterns, unrealized casts, unreachable
// blocks and region DCE.

// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize | FileCheck %s

func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1(%a, %x : i32, i32), ^bb2(%b, %x : i32, i32)
^bb1(%p: i32, %q: i32):
  %y = arith.muli %p, %p : i32
  cf.br ^bb3(%p, %y : i32, i32)
^bb2(%r: i32, %s: i32):
  %z = arith.muli %r, %r : i32
  cf.br ^bb3(%r, %z : i32, i32)
^bb3(%u: i32, %v: i32):
  return %u : i32
^bb4:
  %w = arith.addi %a, %a : i32
  cf.br ^bb3(%w, %w : i32, i32)
}
func.func @loop(%a: i32, %n: i1) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%i: i32, %dead: i32):
  %d2 = arith.addi %dead, %dead : i32
  cf.cond_br %n, ^bb1(%i, %d2 : i32, i32), ^bb2
^bb2:
  return %i : i32
}
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

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }

// -----

func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
func.func @passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.br ^bb3(%a : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  "test.use"(%z) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return %z : i32
}
func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.consumer1"(%c) : (i1) -> ()
  return
^bb2:
  "test.consumer2"(%c) : (i1) -> ()
  return
}
func.func @same_cond(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb3
^bb2(%v: i32):
  "test.y"(%v) : (i32) -> ()
  return
^bb3:
  "test.z"() : () -> ()
  return
}
func.func @sw(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb3(%b : i32)
  ]
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%y: i32):
  "test.b"(%y) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb4,
    44: ^bb5
  ]
^bb4:
  "test.c"() : () -> ()
  return
^bb5:
  "test.d"() : () -> ()
  return
}
func.func @sw_const(%a: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}
func.func @sw_default_same(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    1: ^bb5,
    3: ^bb5
  ]
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
^bb5:
  "test.e"() : () -> ()
  return
}
func.func @assert(%a: i32) {
  %t = arith.constant true
  cf.assert %t, "ok"
  return
}
func.func @loop(%n: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %n, ^bb1, ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.consumer1"(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.consumer2"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_cond(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: "test.y"(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.z"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb2(%arg1 : i32),
// CHECK-NEXT: 44: ^bb2(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "test.a"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: "test.b"(%1) : (i32) -> ()
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 44: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw_const(%arg0: i32) {
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw_default_same(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 3: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: "test.e"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @static_if(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @static_if_false(%a: i32) {
  %false = arith.constant false
  scf.if %false {
    "test.x"() : () -> ()
  }
  return
}
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x : i32, i32
  } else {
    %y = "test.op"() : () -> i32
    scf.yield %b, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @cond_prop(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  return
}
func.func @yield_cond(%c: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    "test.x"() : () -> ()
    scf.yield %true, %false : i1, i1
  } else {
    "test.y"() : () -> ()
    scf.yield %false, %true : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.x"() : () -> ()
  } else {
  }
  return
}
func.func @not_cond(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.x"() : () -> ()
  } else {
    "test.y"() : () -> ()
  }
  return
}
func.func @unused(%c: i1, %a: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %x, %x : i32, i32
  } else {
    %y = "test.op"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %r#0 : i32
}
func.func @loops(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r0 = scf.for %i = %c0 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  %r1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  %r2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.op"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r0, %r1, %r2 : i32, i32, i32
}
func.func @loop_iters(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %w = "test.op"(%x) : (i32) -> i32
    scf.yield %w, %y, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @exec_multi(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.foo"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i32
    cf.br ^bb3(%x : i32)
  ^bb2:
    %y = "test.val2"() : () -> i32
    cf.br ^bb3(%y : i32)
  ^bb3(%z: i32):
    scf.yield %z : i32
  }
  "test.bar"(%r) : (i32) -> ()
  return %r : i32
}
func.func @switch_const(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %x = "test.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.def"() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @wh(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @static_if(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_if_false(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_prop(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @yield_cond(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_cond(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = "test.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT: %1 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT: %2 = "test.op"(%arg2, %arg1) : (i32, index) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_iters(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg4, %arg3 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.val1"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.val2"() : () -> i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "test.bar"(%2) : (i32) -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_const(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "test.two"() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wh(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @sw(%i: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.index_switch %i -> i32, i32
  case 2 {
    "test.x"() : () -> ()
    scf.yield %a, %b : i32, i32
  }
  default {
    "test.y"() : () -> ()
    scf.yield %b, %b : i32, i32
  }
  return %0#0 : i32
}
func.func @er(%a: i32, %c: i1) -> i32 {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    "test.x"() : () -> ()
    scf.yield %a, %a : i32, i32
  }
  return %0#0 : i32
}
func.func @f(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "test.op"(%x) : (i32) -> i32
    scf.yield %z, %y : i32, i32
  }
  return %0#0 : i32
}

// CHECK-LABEL: func.func @sw(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @er(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%u: i32):
  return %u : i32
^bb2:
  "test.foo"() : () -> ()
  cf.br ^bb1(%a : i32)
}

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func @g(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%u: i32):
  return %u : i32
^bb2:
  %c = arith.constant 77 : i32
  "test.foo"(%c) : (i32) -> ()
  cf.br ^bb1(%a : i32)
}

// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

func.func @chain(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}
func.func @same(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i32, f32
  return %0#0, %0#1 : i32, f32
}
func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, f32
  return %1#0, %1#1 : i32, f32
}
func.func @no(%a: i32) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  return %1 : i16
}
func.func @dead(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return
}

// CHECK-LABEL: func.func @chain(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no(%arg0: i32) -> i16 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
// CHECK-NEXT: return %1 : i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @w(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}
func.func @truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i1, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x : i1, i32
  } do {
  ^bb0(%b: i1, %p: i32):
    "test.use"(%b) : (i1) -> ()
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}
func.func @align(%a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%q: i64, %p: i32):
    %n = "test.next"(%p, %q) : (i32, i64) -> i32
    %m = "test.next2"(%p, %q) : (i32, i64) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r#1, %r#0 : i32, i64
}

// CHECK-LABEL: func.func @w(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth(%arg0: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: "test.use"(%true) : (i1) -> ()
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT: %1 = "test.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT: %1 = "test.next"(%arg2, %arg3) : (i32, i64) -> i32
// CHECK-NEXT: %2 = "test.next2"(%arg2, %arg3) : (i32, i64) -> i64
// CHECK-NEXT: scf.yield %1, %2 : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i64
// CHECK-NEXT: }

// -----

func.func @w(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi slt, %p, %lim : i32
    %c3 = arith.cmpi sge, %p, %lim : i32
    %c4 = arith.cmpi eq, %p, %lim : i32
    "test.use"(%c2, %c3, %c4) : (i1, i1, i1) -> ()
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @w(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.cmpi eq, %arg2, %arg1 : i32
// CHECK-NEXT: "test.use"(%true, %false, %1) : (i1, i1, i1) -> ()
// CHECK-NEXT: %2 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @f(%lb: index, %ub: index, %st: index, %a: i32, %c: i1) -> i32 {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %z = "test.op"(%x) : (i32) -> i32
    %w = "test.op"(%y) : (i32) -> i32
    scf.yield %z, %w : i32, i32
  } {my.attr = 1 : i32}
  %1:2 = scf.if %c -> (i32, i32) {
    %p = "test.op"() : () -> i32
    scf.yield %p, %a : i32, i32
  } else {
    %q = "test.op"() : () -> i32
    scf.yield %q, %0#1 : i32, i32
  } {my.if = 2 : i32}
  scf.if %c {
    "test.x"() : () -> ()
  } else {
  } {my.empty = 3 : i32}
  %r = arith.addi %0#0, %1#0 : i32
  %s = arith.addi %r, %1#1 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i1) -> i32 {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg3) -> (i32, i32) {
// CHECK-NEXT: %5 = "test.op"(%arg6) : (i32) -> i32
// CHECK-NEXT: %6 = "test.op"(%arg7) : (i32) -> i32
// CHECK-NEXT: scf.yield %5, %6 : i32, i32
// CHECK-NEXT: } {my.attr = 1 : i32}
// CHECK-NEXT: %1 = arith.select %arg4, %arg3, %0#1 : i32
// CHECK-NEXT: %2 = scf.if %arg4 -> (i32) {
// CHECK-NEXT: %5 = "test.op"() : () -> i32
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = "test.op"() : () -> i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addi %0#0, %2 : i32
// CHECK-NEXT: %4 = arith.addi %3, %1 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }

// -----

// A cycle of blocks that only branch on is left as one self-loop, not
// collapsed around forever (found by the transform fuzzer).
func.func @branch_cycle(%a: i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @branch_cycle(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1: // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }

// -----

// Branch weights stay with cf.cond_br when its successors are passed
// through, and print in the custom form.
func.func @weights_kept(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %a : i32
^bb4:
  return %b : i32
}

// CHECK-LABEL: func.func @weights_kept(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg2 weights([30, 70]), ^bb1, ^bb2
// CHECK-NEXT: ^bb1: // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb2: // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
