// loop-invariant-code-motion against mlir-opt 22 (the CHECK lines are its
// output).

// RUN: tileir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' | FileCheck %s

// Ops that use only values from outside the loop, have no memory effects
// and are speculatable move before the loop, chains of them included,
// inner loops first; scf.while's two regions, scf.parallel and
// scf.forall count as loops. Divisions that may trap stay unless their
// divisor is a safe constant; an scf.if is as speculatable as its
// regions, an scf.for only with step 1; ops with effects stay.
func.func @basic(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %c0) -> (i32) {
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %a : i32
    %2 = arith.addi %acc, %1 : i32
    %3 = arith.index_cast %i : index to i32
    %4 = arith.addi %3, %0 : i32
    %5 = "test.effect"(%a) : (i32) -> i32
    %6 = arith.addi %5, %4 : i32
    %7 = arith.addi %2, %6 : i32
    scf.yield %7 : i32
  }
  return %r : i32
}
func.func @nested(%lb: index, %ub: index, %a: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c2 {
      %0 = arith.addi %a, %a : i32
      %1 = arith.index_cast %i : index to i32
      %2 = arith.addi %1, %0 : i32
      "test.use"(%2) : (i32) -> ()
    }
    scf.for %k = %lb to %ub step %c1 {
      %3 = arith.muli %a, %a : i32
    }
    scf.for %k = %lb to %ub step %c2 {
      %4 = arith.muli %a, %a : i32
    }
  }
  return
}
func.func @while(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %0 = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %x, %0 : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %1 = arith.muli %b, %b : i32
    %2 = arith.addi %y, %1 : i32
    scf.yield %2 : i32
  }
  return %r : i32
}
func.func @if_inside(%lb: index, %ub: index, %s: index, %c: i1, %a: i32) {
  scf.for %i = %lb to %ub step %s {
    %0 = scf.if %c -> i32 {
      %1 = arith.addi %a, %a : i32
      scf.yield %1 : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%0) : (i32) -> ()
  }
  return
}
func.func @parallel(%lb: index, %ub: index, %s: index, %a: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %0 = arith.addf %a, %a : f32
    %1 = math.sqrt %0 : f32
    "test.use"(%1, %i) : (f32, index) -> ()
    scf.reduce
  }
  scf.forall (%i) in (4) {
    %0 = arith.mulf %a, %a : f32
    "test.use"(%0) : (f32) -> ()
  }
  return
}
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %f: f32, %g: f32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %s {
    %0 = arith.divsi %a, %b : i32
    %1 = arith.divui %a, %b : i32
    %2 = arith.ceildivsi %a, %b : i32
    %3 = arith.ceildivui %a, %b : i32
    %4 = arith.floordivsi %a, %b : i32
    %5 = arith.remsi %a, %b : i32
    %6 = arith.remui %a, %b : i32
    %7 = arith.divsi %a, %c3 : i32
    %8 = arith.divsi %a, %cm1 : i32
    %9 = arith.divui %a, %cm1 : i32
    %10 = arith.divui %a, %c0 : i32
    %11 = arith.divf %f, %g : f32
    %12 = math.sqrt %f : f32
    %13 = arith.ceildivsi %a, %c3 : i32
    %14 = arith.floordivsi %a, %c3 : i32
    "use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, i32, i32) -> ()
  }
  return
}
func.func @others(%lb: index, %ub: index, %s: index, %i: index, %a: i32) {
  scf.for %iv = %lb to %ub step %s {
    %0 = scf.index_switch %i -> i32
    case 0 {
      scf.yield %a : i32
    }
    default {
      scf.yield %a : i32
    }
    %1 = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    "test.use"(%0, %1) : (i32, i32) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @basic(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %arg3 : i32
// CHECK-NEXT:     %2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %c0_i32) -> (i32) {
// CHECK-NEXT:       %3 = arith.addi %arg6, %1 : i32
// CHECK-NEXT:       %4 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT:       %5 = arith.addi %4, %0 : i32
// CHECK-NEXT:       %6 = "test.effect"(%arg3) : (i32) -> i32
// CHECK-NEXT:       %7 = arith.addi %6, %5 : i32
// CHECK-NEXT:       %8 = arith.addi %3, %7 : i32
// CHECK-NEXT:       scf.yield %8 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: i32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:     %1 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:       %3 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT:       %4 = arith.addi %3, %0 : i32
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT:         "test.use"(%4) : (i32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.for %arg4 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:     %2 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg2, %0 : i32
// CHECK-NEXT:       scf.condition(%3) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %3 = arith.addi %arg2, %1 : i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_inside(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) {
// CHECK-NEXT:     %0 = scf.if %arg3 -> (i32) {
// CHECK-NEXT:       %1 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT:     %0 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:     %1 = math.sqrt %0 : f32
// CHECK-NEXT:     scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       "test.use"(%1, %arg4) : (f32, index) -> ()
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT:     scf.forall (%arg4) in (4) {
// CHECK-NEXT:       "test.use"(%2) : (f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: f32, %arg6: f32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %0 = arith.floordivsi %arg3, %arg4 : i32
// CHECK-NEXT:     %1 = arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT:     %2 = arith.remui %arg3, %arg4 : i32
// CHECK-NEXT:     %3 = arith.divsi %arg3, %c3_i32 : i32
// CHECK-NEXT:     %4 = arith.divui %arg3, %c-1_i32 : i32
// CHECK-NEXT:     %5 = arith.divf %arg5, %arg6 : f32
// CHECK-NEXT:     %6 = math.sqrt %arg5 : f32
// CHECK-NEXT:     %7 = arith.ceildivsi %arg3, %c3_i32 : i32
// CHECK-NEXT:     %8 = arith.floordivsi %arg3, %c3_i32 : i32
// CHECK-NEXT:     scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %9 = arith.divsi %arg3, %arg4 : i32
// CHECK-NEXT:       %10 = arith.divui %arg3, %arg4 : i32
// CHECK-NEXT:       %11 = arith.ceildivsi %arg3, %arg4 : i32
// CHECK-NEXT:       %12 = arith.ceildivui %arg3, %arg4 : i32
// CHECK-NEXT:       %13 = arith.divsi %arg3, %c-1_i32 : i32
// CHECK-NEXT:       %14 = arith.divui %arg3, %c0_i32 : i32
// CHECK-NEXT:       "use"(%9, %10, %11, %12, %0, %1, %2, %3, %13, %4, %14, %5, %6, %7, %8) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, i32, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @others(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: i32) {
// CHECK-NEXT:     scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %0 = scf.index_switch %arg3 -> i32
// CHECK-NEXT:       case 0 {
// CHECK-NEXT:         scf.yield %arg4 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       default {
// CHECK-NEXT:         scf.yield %arg4 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %1 = scf.execute_region -> i32 {
// CHECK-NEXT:         scf.yield %arg4 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.use"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// Upstream's test ops of each speculatability: always and conditionally
// on a constant input move out, never and conditionally on a loop-defined
// input stay, recursively when everything inside is speculatable; an op
// reading memory stays. test.graph_loop is a loop whose body is a graph
// region: its invariant ops move out in dependence order.

// CHECK-LABEL: func.func @licm_speculation(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %0 = "test.always_speculatable_op"() : () -> i32
// CHECK-NEXT:   %1 = "test.conditionally_speculatable_op"(%c7_i32) : (i32) -> i32
// CHECK-NEXT:   %2 = "test.recursively_speculatable_op"() ({
// CHECK-NEXT:     %3 = arith.addi %arg3, %1 : i32
// CHECK-NEXT:     test.region_yield %3 : i32
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     %3 = "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:     %4 = "test.conditionally_speculatable_op"(%arg3) : (i32) -> i32
// CHECK-NEXT:     %5 = "test.recursively_speculatable_op"() ({
// CHECK-NEXT:       %7 = "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:       test.region_yield %7 : i32
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %6 = "test.speculatable_op_with_memread"(%arg3) : (i32) -> i32
// CHECK-NEXT:     "test.sink"(%0, %3, %1, %4, %2, %5, %6) : (i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @licm_speculation(%lb: index, %ub: index, %step: index, %arg: i32) {
  scf.for %i = %lb to %ub step %step {
    %c = arith.constant 7 : i32
    %a = "test.always_speculatable_op"() : () -> i32
    %n = "test.never_speculatable_op"() : () -> i32
    %k = "test.conditionally_speculatable_op"(%c) : (i32) -> i32
    %u = "test.conditionally_speculatable_op"(%arg) : (i32) -> i32
    %r = "test.recursively_speculatable_op"() ({
      %s = arith.addi %arg, %k : i32
      test.region_yield %s : i32
    }) : () -> i32
    %w = "test.recursively_speculatable_op"() ({
      %s = "test.never_speculatable_op"() : () -> i32
      test.region_yield %s : i32
    }) : () -> i32
    %m = "test.speculatable_op_with_memread"(%arg) : (i32) -> i32
    "test.sink"(%a, %n, %k, %u, %r, %w, %m) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @licm_graph_loop(%arg0: i32) {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.addi %c3_i32, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %arg0 : i32
// CHECK-NEXT:   test.graph_loop  {
// CHECK-NEXT:     %2 = "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:     test.region_yield %1 : i32
// CHECK-NEXT:   } : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @licm_graph_loop(%arg: i32) {
  test.graph_loop {
    %v0 = arith.muli %v1, %arg : i32
    %v1 = arith.addi %c, %arg : i32
    %c = arith.constant 3 : i32
    %x = "test.never_speculatable_op"() : () -> i32
    test.region_yield %v0 : i32
  } : () -> ()
  return
}

// The module ends after the last function.
// CHECK-NEXT: }
