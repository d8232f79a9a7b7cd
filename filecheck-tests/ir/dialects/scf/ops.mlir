// RUN: tileir-opt %s | FileCheck %s
// scf.for/if/while/condition/execute_region/index_switch (expected output produced by mlir-opt 22).

func.func @loops(%lb: index, %ub: index, %s: index, %init: f32, %c: i1, %i: i32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  scf.for %iv = %lb to %ub step %s {
  }
  scf.for %iv = %i to %i step %i : i32 {
  }
  %x = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    scf.yield %init : f32
  }
  scf.if %c {
    %z = arith.addf %init, %init : f32
  }
  %w = scf.while (%arg = %init) : (f32) -> f32 {
    %cond = arith.cmpf olt, %arg, %arg : f32
    scf.condition(%cond) %arg : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  %e = scf.execute_region -> f32 {
    scf.yield %init : f32
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %init : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %w : f32
  }
  return %e : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: i32) -> f32 {
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %5 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg5 to %arg5 step %arg5  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg4 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: %5 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.while (%arg6 = %arg3) : (f32) -> f32 {
// CHECK-NEXT: %5 = arith.cmpf olt, %arg6, %arg6 : f32
// CHECK-NEXT: scf.condition(%5) %arg6 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: f32):
// CHECK-NEXT: scf.yield %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
