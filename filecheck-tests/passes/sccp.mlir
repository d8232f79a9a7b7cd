// sccp against mlir-opt 22 (the CHECK lines are its output): branches and
// switches on constants (liveness is per edge between blocks), loops in
// the CFG, scf.if/index_switch/execute_region/for/while lattices, calls to
// private and public functions, non-call symbol uses, unknown region ops;
// constants materialized at the front of the entry block, in reverse order
// of creation, and dead ops erased.

// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -sccp | FileCheck %s

func.func @branches(%x: i32) -> (i32, i32) {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a, %x : i32, i32)
^bb2(%b: i32):
  cf.br ^bb3(%b, %b : i32, i32)
^bb3(%p: i32, %q: i32):
  return %p, %q : i32, i32
}
func.func @loop() -> i32 {
  %c0 = arith.constant 0 : i32
  %f = arith.constant false
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %n = "test.next"(%i) : (i32) -> i32
  cf.cond_br %f, ^bb1(%n : i32), ^bb2(%i : i32)
^bb2(%r: i32):
  return %r : i32
}
func.func @switches(%x: i32) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.switch %c7 : i32, [
    default: ^bb1(%c1 : i32),
    5: ^bb1(%c2 : i32),
    7: ^bb1(%c3 : i32)
  ]
^bb1(%v: i32):
  cf.switch %x : i32, [
    default: ^bb2(%v : i32),
    1: ^bb2(%c1 : i32)
  ]
^bb2(%w: i32):
  return %v, %w : i32, i32
}
func.func @regions(%c: i1, %n: index) -> (i32, i32, i32, i32) {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %i2 = arith.constant 2 : index
  %a = scf.if %t -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  %b = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    %z = "test.z"() : () -> i32
    scf.yield %z : i32
  }
  %s = scf.index_switch %i2 -> i32
  case 1 {
    scf.yield %c1 : i32
  }
  case 2 {
    scf.yield %c2 : i32
  }
  default {
    %z = "test.z"() : () -> i32
    scf.yield %z : i32
  }
  %e = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %c2 : i32
  ^bb2:
    scf.yield %c2 : i32
  }
  return %a, %b, %s, %e : i32, i32, i32, i32
}
func.func private @priv(%a: i32, %b: i32) -> (i32, i32) {
  %c9 = arith.constant 9 : i32
  return %a, %c9 : i32, i32
}
func.func private @unused_priv(%a: i32) -> i32 {
  return %a : i32
}
func.func private @taken(%a: i32) -> i32 {
  return %a : i32
}
func.func @calls(%x: i32) -> (i32, i32, i32) {
  %c4 = arith.constant 4 : i32
  %r:2 = call @priv(%c4, %x) : (i32, i32) -> (i32, i32)
  %s:2 = call @priv(%c4, %c4) : (i32, i32) -> (i32, i32)
  %t = call @taken(%c4) : (i32) -> i32
  "test.ref"() {f = @taken} : () -> ()
  return %r#0, %s#1, %t : i32, i32, i32
}
func.func @nested_for(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (i32) {
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i32) {
      scf.yield %b : i32
    }
    scf.yield %q : i32
  }
  return %r : i32
}
func.func @unknown_region() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = "test.region"() ({
  ^bb0(%a: i32):
    %c2 = arith.constant 2 : i32
    "test.yield"(%c2) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// -----

func.func @for0(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %c5) -> (i32) {
    %b = "test.op"(%a) : (i32) -> i32
    scf.yield %b : i32
  }
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c5) -> (i32) {
    scf.yield %a : i32
  }
  return %r, %r2 : i32, i32
}
func.func @par(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c5) -> i32 {
    scf.reduce(%c5 : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  scf.forall (%j) in (%n) {
    "test.use"(%j, %c5) : (index, i32) -> ()
  }
  return %r : i32
}
func.func @wh() -> i32 {
  %c5 = arith.constant 5 : i32
  %f = arith.constant false
  %r = scf.while (%a = %c5) : (i32) -> i32 {
    scf.condition(%f) %a : i32
  } do {
  ^bb0(%b: i32):
    %z = "test.op"(%b) : (i32) -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

func.func @pub() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @user(%a: i32) -> (i32, i32) {
  %r = call @pub() : () -> i32
  %c1 = arith.constant 1 : i32
  %x = "test.op"(%a, %c1) : (i32, i32) -> i32
  %cond = arith.constant true
  %s = arith.select %cond, %a, %c1 : i32
  return %r, %s : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @branches(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%c2_i32 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%c1_i32, %arg0 : i32, i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%1, %1 : i32, i32)
// CHECK-NEXT:   ^bb3(%2: i32, %3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %c1_i32, %3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop() -> i32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = "test.next"(%c0_i32) : (i32) -> i32
// CHECK-NEXT:     cf.cond_br %false, ^bb1(%1 : i32), ^bb2(%c0_i32 : i32)
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switches(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     cf.switch %c7_i32 : i32, [
// CHECK-NEXT:       default: ^bb1(%c1_i32 : i32),
// CHECK-NEXT:       5: ^bb1(%c2_i32 : i32),
// CHECK-NEXT:       7: ^bb1(%c3_i32 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2(%0 : i32),
// CHECK-NEXT:       1: ^bb2(%c1_i32 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: i1, %arg1: index) -> (i32, i32, i32, i32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = "test.z"() : () -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.index_switch %c2 -> i32 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield %c1_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       scf.yield %c2_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %2 = "test.z"() : () -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c1_i32, %0, %c2_i32, %c2_i32 : i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @priv(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     return %c4_i32, %c9_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @unused_priv(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @taken(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:     %0:2 = call @priv(%c4_i32, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %1:2 = call @priv(%c4_i32, %c4_i32) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     %2 = call @taken(%c4_i32) : (i32) -> i32
// CHECK-NEXT:     "test.ref"() {f = @taken} : () -> ()
// CHECK-NEXT:     return %c4_i32, %c9_i32, %2 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_for(%arg0: index) -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unknown_region() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = "test.region"() ({
// CHECK-NEXT:     ^bb0(%arg0: i32):
// CHECK-NEXT:       %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:       "test.yield"(%c2_i32) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @for0(%arg0: index) -> (i32, i32) {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %c0 step %c1 iter_args(%arg2 = %c5_i32) -> (i32) {
// CHECK-NEXT:       %1 = "test.op"(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %c5_i32 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par(%arg0: index) -> i32 {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) init (%c5_i32) -> i32 {
// CHECK-NEXT:       scf.reduce(%c5_i32 : i32) {
// CHECK-NEXT:       ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:         scf.reduce.return %arg2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:       "test.use"(%arg1, %c5_i32) : (index, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @wh() -> i32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = scf.while (%arg0 = %c5_i32) : (i32) -> i32 {
// CHECK-NEXT:       scf.condition(%false) %c5_i32 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg0: i32):
// CHECK-NEXT:       %1 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %c5_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pub() -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = call @pub() : () -> i32
// CHECK-NEXT:     %1 = "test.op"(%arg0, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = arith.select %true, %arg0, %c1_i32 : i32
// CHECK-NEXT:     return %c7_i32, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
