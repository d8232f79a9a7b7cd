// control-flow-sink against mlir-opt 22 (the CHECK lines are its output).

// RUN: tileir-opt %s -allow-unregistered-dialect -control-flow-sink | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(control-flow-sink))' | FileCheck %s

// Ops free of memory effects whose users are all inside one region of an
// scf.if or scf.index_switch move to the front of that region, chains of
// them included, inner conditionals first. Ops with effects, ops used in
// two regions or after the conditional, and loops (whose bodies run more
// than once) stay. A use nested deeper than the region's own ops (in a
// loop inside it) does not pull its definition in.
func.func @basic(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = "test.effect"(%a) : (i32) -> i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %1, %3 : i32
    scf.yield %x : i32
  } else {
    scf.yield %2 : i32
  }
  return %r : i32
}
func.func @nested_use(%c: i1, %a: i32, %lb: index, %ub: index, %s: index) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  scf.if %c {
    scf.for %i = %lb to %ub step %s {
      "test.use"(%0) : (i32) -> ()
    }
    "test.use"(%1) : (i32) -> ()
  }
  return
}
func.func @both(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    %y = arith.muli %0, %0 : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @switch(%i: index, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %0, %1 : i32
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %2 : i32
  }
  case 1 {
    scf.yield %1 : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @inner_first(%c: i1, %d: i1, %a: i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  scf.if %c {
    %2 = arith.subi %1, %a : i32
    scf.if %d {
      "test.use"(%2, %0) : (i32, i32) -> ()
    }
  }
  return
}
func.func @const_cond(%a: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %a : i32
  %r = scf.if %true -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @loop(%lb: index, %ub: index, %s: index, %a: i32) {
  %0 = arith.addi %a, %a : i32
  scf.for %i = %lb to %ub step %s {
    "test.use"(%0) : (i32) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @basic(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.effect"(%arg1) : (i32) -> i32
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       %3 = arith.muli %2, %arg1 : i32
// CHECK-NEXT:       %4 = arith.addi %3, %0 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_use(%arg0: i1, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:       scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:         "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @both(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.muli %0, %0 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     %1 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:       %3 = arith.subi %2, %0 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inner_first(%arg0: i1, %arg1: i1, %arg2: i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       scf.if %arg1 {
// CHECK-NEXT:         %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:         %1 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:         %2 = arith.subi %1, %arg2 : i32
// CHECK-NEXT:         "test.use"(%2, %0) : (i32, i32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @const_cond(%arg0: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.if %true -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// Upstream's test.region_if (then and else run at most once, as does join)
// and test.any_cond (its region runs once): ops used only in one of their
// regions sink into it; an op used by then and else both stays.

// CHECK-LABEL: func.func @sink_region_if(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:   %1:2 = test.region_if %arg0, %arg1: i32, i32 -> (i32, i32) then {
// CHECK-NEXT:   ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     test.region_if_yield %2, %0 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:   ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:     %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:     test.region_if_yield %2, %0 : i32, i32
// CHECK-NEXT:   } join {
// CHECK-NEXT:   ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:     test.region_if_yield %arg3, %arg4 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1#0, %1#1 : i32, i32
// CHECK-NEXT: }
func.func @sink_region_if(%c: i32, %a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %a, %b : i32
  %r:2 = test.region_if %c, %a: i32, i32 -> (i32, i32) then {
  ^bb0(%x: i32, %y: i32):
    test.region_if_yield %0, %2 : i32, i32
  } else {
  ^bb0(%x: i32, %y: i32):
    test.region_if_yield %1, %2 : i32, i32
  } join {
  ^bb0(%x: i32, %y: i32):
    test.region_if_yield %x, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @sink_any_cond(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.any_cond"() ({
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %arg0 : i32
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT:     %4 = arith.addi %3, %2 : i32
// CHECK-NEXT:     "test.yield"(%4) : (i32) -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @sink_any_cond(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %r = "test.any_cond"() ({
    cf.br ^bb1(%a : i32)
  ^bb1(%v: i32):
    %s = arith.addi %v, %1 : i32
    "test.yield"(%s) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @one_result(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = test.region_if %arg0: i32 -> i32 then {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     test.region_if_yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     test.region_if_yield %arg2 : i32
// CHECK-NEXT:   } join {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = arith.addi %arg2, %1 : i32
// CHECK-NEXT:     test.region_if_yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @one_result(%c: i32, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = test.region_if %c: i32 -> i32 then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%x: i32):
    %s = arith.addi %x, %0 : i32
    test.region_if_yield %s : i32
  }
  return %r : i32
}

// The module ends after the last function.
// CHECK-NEXT: }
