// RUN: tileir-opt %s | FileCheck %s
// scf: unsigned/i32 loops, nested regions, multi-value while/execute_region (expected output produced by mlir-opt 22).

func.func @edge(%i: i32, %lb: index, %x: f32, %y: i64, %c: i1) -> (f32, i64) {
  %r:2 = scf.for unsigned %iv = %i to %i step %i iter_args(%a = %x, %b = %y) -> (f32, i64) : i32 {
    %n = scf.if %c -> (f32) {
      scf.yield %a : f32
    } else {
      %z = arith.addf %a, %a : f32
      scf.yield %z : f32
    }
    scf.yield %n, %b : f32, i64
  }
  scf.if %c {
    scf.for %j = %lb to %lb step %lb {
      %q = arith.addi %j, %j : index
    } {tag = 1 : i32}
  } else {
    %w = arith.constant 1 : i32
  }
  %w:2 = scf.while (%p = %x, %q = %y) : (f32, i64) -> (f32, i64) {
    scf.condition(%c) %p, %q : f32, i64
  } do {
  ^bb0(%p2: f32, %q2: i64):
    scf.yield %p2, %q2 : f32, i64
  }
  %e:2 = scf.execute_region -> (f32, i64) no_inline {
    scf.yield %x, %y : f32, i64
  }
  scf.index_switch %lb
  default {
  }
  return %r#0, %w#1 : f32, i64
}

// CHECK: module {
// CHECK-NEXT: func.func @edge(%arg0: i32, %arg1: index, %arg2: f32, %arg3: i64, %arg4: i1) -> (f32, i64) {
// CHECK-NEXT: %0:2 = scf.for unsigned %arg5 = %arg0 to %arg0 step %arg0 iter_args(%arg6 = %arg2, %arg7 = %arg3) -> (f32, i64)  : i32 {
// CHECK-NEXT: %3 = scf.if %arg4 -> (f32) {
// CHECK-NEXT: scf.yield %arg6 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %3, %arg7 : f32, i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg1 step %arg1 {
// CHECK-NEXT: %3 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT: } {tag = 1 : i32}
// CHECK-NEXT: } else {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg5 = %arg2, %arg6 = %arg3) : (f32, i64) -> (f32, i64) {
// CHECK-NEXT: scf.condition(%arg4) %arg5, %arg6 : f32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: i64):
// CHECK-NEXT: scf.yield %arg5, %arg6 : f32, i64
// CHECK-NEXT: }
// CHECK-NEXT: %2:2 = scf.execute_region -> (f32, i64) no_inline {
// CHECK-NEXT: scf.yield %arg2, %arg3 : f32, i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg1
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1#1 : f32, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
