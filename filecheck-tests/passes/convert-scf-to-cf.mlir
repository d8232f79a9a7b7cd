// convert-scf-to-cf against mlir-opt 22 (the CHECK lines are its output):
// every scf op with a lowering, nested in each other, in unregistered
// regions and in a nested module; block order and numbering follow
// upstream's dialect conversion.

// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -convert-scf-to-cf | FileCheck %s

func.func @for(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @foru(%lb: i32, %ub: i32, %s: i32) {
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}
func.func @if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  scf.if %c {
    "test.op"() : () -> ()
  }
  return %r : i32
}
func.func @nested(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %c {
      scf.for %j = %lb to %ub step %s {
        "test.op"(%i, %j) : (index, index) -> ()
      }
    }
    "test.after"() : () -> ()
  }
  return
}
func.func @while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @dowhile(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  case 5 {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %c = "test.c"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @exec() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = "test.c"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  ^bb2:
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @par(%lb: index, %ub: index, %s: index, %f: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%f) -> f32 {
    %v = "test.v"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r2: f32):
      %z = arith.addf %l, %r2 : f32
      scf.reduce.return %z : f32
    }
  }
  return %r : f32
}
func.func @forall(%n: index) {
  scf.forall (%i, %j) in (%n, 4) {
    "test.op"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

func.func @e() -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  %r2:2 = scf.execute_region -> (i32, i64) {
    %a = "test.a"() : () -> i32
    %b = "test.b"() : () -> i64
    scf.yield %a, %b : i32, i64
  }
  return %r : i32
}
func.func @w3(%x: i32) -> (i32, f32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %c = "test.cond"(%a) : (i32) -> i1
    %f = "test.f"(%a) : (i32) -> f32
    scf.condition(%c) %a, %f : i32, f32
  } do {
  ^bb0(%b: i32, %g: f32):
    scf.yield %b : i32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

func.func @s0(%i: index) {
  scf.index_switch %i
  default {
    scf.yield
  }
  return
}
func.func @s1(%i: index) {
  scf.index_switch %i
  case 7 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @mix(%lb: index, %ub: index, %s: index, %c: i1, %x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %t = scf.if %c -> (i1) {
      %q = "test.q"(%a) : (i32) -> i1
      scf.yield %q : i1
    } else {
      scf.yield %c : i1
    }
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = scf.for %i = %lb to %ub step %s iter_args(%acc = %b) -> (i32) {
      %v = scf.index_switch %i -> i32
      case 0 {
        scf.yield %acc : i32
      }
      default {
        %w = scf.execute_region -> i32 {
          %k = "test.k"() : () -> i32
          scf.yield %k : i32
        }
        scf.yield %w : i32
      }
      scf.yield %v : i32
    }
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @par_if(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.if %c {
      "test.op"(%i) : (index) -> ()
    }
    scf.reduce
  }
  return
}
func.func @par3(%lb: index, %ub: index, %s: index, %f: f32, %g: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) init (%f, %g) -> (f32, i32) {
    %v = "test.v"(%i, %j, %k) : (index, index, index) -> f32
    %w = "test.w"() : () -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%l: f32, %r2: f32):
      %z = arith.addf %l, %r2 : f32
      scf.reduce.return %z : f32
    }, {
    ^bb0(%l: i32, %r2: i32):
      %z = arith.muli %l, %r2 : i32
      scf.reduce.return %z : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @forall2(%a: index, %b: index, %c: index) {
  scf.forall (%i, %j) = (%a, 2) to (%b, 10) step (3, %c) {
    "test.op"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @unreg(%c: i1) {
  "test.region"() ({
    scf.if %c {
      "test.op"() : () -> ()
    } else {
      "test.other"() : () -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
module @nested {
  func.func @inner(%c: i1) -> index {
    %r = scf.if %c -> index {
      %z = arith.constant 0 : index
      scf.yield %z : index
    } else {
      %o = arith.constant 1 : index
      scf.yield %o : index
    }
    return %r : index
  }
}
func.func @for_i64(%lb: i64, %ub: i64, %s: i64) -> (i64, f32) {
  %f = arith.constant 1.0 : f32
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %lb, %b = %f) -> (i64, f32) : i64 {
    %n = arith.addi %a, %i : i64
    scf.yield %n, %b : i64, f32
  }
  return %r#0, %r#1 : i64, f32
}
func.func @empty_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @for(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, i32)
// CHECK-NEXT:   ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %1, %1 : i32
// CHECK-NEXT:     %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : index, i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @foru(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "test.op"(%0) : (i32) -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb1(%2 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     cf.cond_br %arg0, ^bb5, ^bb6
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:     cf.br ^bb6
// CHECK-NEXT:   ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb7
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb8
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg3, ^bb3, ^bb7
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     cf.br ^bb4(%arg0 : index)
// CHECK-NEXT:   ^bb4(%2: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb5, ^bb6
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     "test.op"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT:     cf.br ^bb4(%4 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb4
// CHECK-NEXT:     cf.br ^bb7
// CHECK-NEXT:   ^bb7:  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT:     "test.after"() : () -> ()
// CHECK-NEXT:     %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb8:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while(%arg0: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.addi %2, %2 : i32
// CHECK-NEXT:     cf.br ^bb1(%3 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dowhile(%arg0: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT:     cf.cond_br %1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       2: ^bb1,
// CHECK-NEXT:       5: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb4(%1 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = "test.b"() : () -> i32
// CHECK-NEXT:     cf.br ^bb4(%2 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     %3 = "test.c"() : () -> i32
// CHECK-NEXT:     cf.br ^bb4(%3 : i32)
// CHECK-NEXT:   ^bb4(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exec() -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "test.c"() : () -> i1
// CHECK-NEXT:     cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %1 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb4(%1 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %2 = "test.b"() : () -> i32
// CHECK-NEXT:     cf.br ^bb4(%2 : i32)
// CHECK-NEXT:   ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT:   ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     %6 = "test.v"(%0, %3) : (index, index) -> f32
// CHECK-NEXT:     %7 = arith.addf %4, %6 : f32
// CHECK-NEXT:     %8 = arith.addi %3, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%8, %7 : index, f32)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %9 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%9, %4 : index, f32)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
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
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @e() -> i32 {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = "test.a"() : () -> i32
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %2 = "test.a"() : () -> i32
// CHECK-NEXT:     %3 = "test.b"() : () -> i64
// CHECK-NEXT:     cf.br ^bb4(%2, %3 : i32, i64)
// CHECK-NEXT:   ^bb4(%4: i32, %5: i64):  // pred: ^bb3
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @w3(%arg0: i32) -> (i32, f32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT:     %2 = "test.f"(%0) : (i32) -> f32
// CHECK-NEXT:     cf.cond_br %1, ^bb2(%0, %2 : i32, f32), ^bb3
// CHECK-NEXT:   ^bb2(%3: i32, %4: f32):  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb1(%3 : i32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %0, %2 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @s0(%arg0: index) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb1]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @s1(%arg0: index) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     cf.switch %0 : i32, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       7: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @mix(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg4 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb14
// CHECK-NEXT:     cf.cond_br %arg3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %1 = "test.q"(%0) : (i32) -> i1
// CHECK-NEXT:     cf.br ^bb4(%1 : i1)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb4(%arg3 : i1)
// CHECK-NEXT:   ^bb4(%2: i1):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     cf.br ^bb5
// CHECK-NEXT:   ^bb5:  // pred: ^bb4
// CHECK-NEXT:     cf.cond_br %2, ^bb6(%0 : i32), ^bb15
// CHECK-NEXT:   ^bb6(%3: i32):  // pred: ^bb5
// CHECK-NEXT:     cf.br ^bb7(%arg0, %3 : index, i32)
// CHECK-NEXT:   ^bb7(%4: index, %5: i32):  // 2 preds: ^bb6, ^bb13
// CHECK-NEXT:     %6 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT:     cf.cond_br %6, ^bb8, ^bb14
// CHECK-NEXT:   ^bb8:  // pred: ^bb7
// CHECK-NEXT:     %7 = arith.index_cast %4 : index to i32
// CHECK-NEXT:     cf.switch %7 : i32, [
// CHECK-NEXT:       default: ^bb10,
// CHECK-NEXT:       0: ^bb9
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb9:  // pred: ^bb8
// CHECK-NEXT:     cf.br ^bb13(%5 : i32)
// CHECK-NEXT:   ^bb10:  // pred: ^bb8
// CHECK-NEXT:     cf.br ^bb11
// CHECK-NEXT:   ^bb11:  // pred: ^bb10
// CHECK-NEXT:     %8 = "test.k"() : () -> i32
// CHECK-NEXT:     cf.br ^bb12(%8 : i32)
// CHECK-NEXT:   ^bb12(%9: i32):  // pred: ^bb11
// CHECK-NEXT:     cf.br ^bb13(%9 : i32)
// CHECK-NEXT:   ^bb13(%10: i32):  // 2 preds: ^bb9, ^bb12
// CHECK-NEXT:     %11 = arith.addi %4, %arg2 : index
// CHECK-NEXT:     cf.br ^bb7(%11, %10 : index, i32)
// CHECK-NEXT:   ^bb14:  // pred: ^bb7
// CHECK-NEXT:     cf.br ^bb1(%5 : i32)
// CHECK-NEXT:   ^bb15:  // pred: ^bb5
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb5
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     "test.op"(%0) : (index) -> ()
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par3(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb9
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT:   ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT:     %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT:     cf.cond_br %7, ^bb4, ^bb8
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     cf.br ^bb5(%arg0, %5, %6 : index, f32, i32)
// CHECK-NEXT:   ^bb5(%8: index, %9: f32, %10: i32):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT:     %11 = arith.cmpi slt, %8, %arg1 : index
// CHECK-NEXT:     cf.cond_br %11, ^bb6, ^bb7
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     %12 = "test.v"(%0, %4, %8) : (index, index, index) -> f32
// CHECK-NEXT:     %13 = "test.w"() : () -> i32
// CHECK-NEXT:     %14 = arith.addf %9, %12 : f32
// CHECK-NEXT:     %15 = arith.muli %10, %13 : i32
// CHECK-NEXT:     %16 = arith.addi %8, %arg2 : index
// CHECK-NEXT:     cf.br ^bb5(%16, %14, %15 : index, f32, i32)
// CHECK-NEXT:   ^bb7:  // pred: ^bb5
// CHECK-NEXT:     %17 = arith.addi %4, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%17, %9, %10 : index, f32, i32)
// CHECK-NEXT:   ^bb8:  // pred: ^bb3
// CHECK-NEXT:     %18 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%18, %5, %6 : index, f32, i32)
// CHECK-NEXT:   ^bb9:  // pred: ^bb1
// CHECK-NEXT:     return %1, %2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall2(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c2 : index)
// CHECK-NEXT:   ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %c10 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     "test.op"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:     %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT:     cf.br ^bb3(%4 : index)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %5 = arith.addi %0, %c3 : index
// CHECK-NEXT:     cf.br ^bb1(%5 : index)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreg(%arg0: i1) {
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:       cf.br ^bb3
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       "test.other"() : () -> ()
// CHECK-NEXT:       cf.br ^bb3
// CHECK-NEXT:     ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @nested {
// CHECK-NEXT:     func.func @inner(%arg0: i1) -> index {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       cf.br ^bb3(%c0 : index)
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       cf.br ^bb3(%c1 : index)
// CHECK-NEXT:     ^bb3(%0: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:       cf.br ^bb4
// CHECK-NEXT:     ^bb4:  // pred: ^bb3
// CHECK-NEXT:       return %0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_i64(%arg0: i64, %arg1: i64, %arg2: i64) -> (i64, f32) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     cf.br ^bb1(%arg0, %arg0, %cst : i64, i64, f32)
// CHECK-NEXT:   ^bb1(%0: i64, %1: i64, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : i64
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = arith.addi %1, %0 : i64
// CHECK-NEXT:     %5 = arith.addi %0, %arg2 : i64
// CHECK-NEXT:     cf.br ^bb1(%5, %4, %2 : i64, i64, f32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1, %2 : i64, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
