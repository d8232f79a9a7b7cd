// canonicalize on arith's integer ops: MLIR 22's folders and patterns, with
// APInt semantics at every width (i1, i7, i128, i200, index). The CHECK
// lines are mlir-opt 22's output.

// RUN: tileir-opt %s -canonicalize | FileCheck %s

// Identities that return an operand.
func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %c0 : i32
  %2 = arith.muli %x, %c1 : i32
  %3 = arith.muli %x, %c0 : i32
  %4 = arith.divsi %x, %c1 : i32
  %5 = arith.divui %x, %c1 : i32
  %6 = arith.andi %x, %m1 : i32
  %7 = arith.ori %x, %c0 : i32
  %8 = arith.xori %x, %c0 : i32
  %9 = arith.shli %x, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @identities(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %c0_i32, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

func.func @identities2(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.subi %x, %x : i32
  %1 = arith.xori %x, %x : i32
  %2 = arith.andi %x, %x : i32
  %3 = arith.ori %x, %x : i32
  %4 = arith.ori %x, %m1 : i32
  %5 = arith.andi %x, %c0 : i32
  %6 = arith.remsi %x, %c1 : i32
  %7 = arith.remui %x, %c1 : i32
  %8 = arith.ceildivsi %x, %c1 : i32
  %9 = arith.ceildivui %x, %c1 : i32
  %10 = arith.floordivsi %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @identities2(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c0_i32, %c0_i32, %arg0, %arg0, %c-1_i32, %c0_i32, %c0_i32, %c0_i32, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

func.func @add_sub_cancel(%a: i64, %b: i64) -> (i64, i64, i64, i64) {
  %s = arith.subi %a, %b : i64
  %0 = arith.addi %s, %b : i64
  %1 = arith.addi %b, %s : i64
  %p = arith.addi %a, %b : i64
  %2 = arith.subi %p, %b : i64
  %3 = arith.subi %p, %a : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}
// CHECK-LABEL: func.func @add_sub_cancel(
// CHECK-SAME: %arg0: i64, %arg1: i64) -> (i64, i64, i64, i64) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg1 : i64, i64, i64, i64
// CHECK-NEXT: }

func.func @xor_and_or_of_not(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %m1 = arith.constant -1 : i8
  %n = arith.xori %x, %m1 : i8
  %0 = arith.andi %x, %n : i8
  %1 = arith.andi %n, %x : i8
  %2 = arith.ori %x, %n : i8
  %3 = arith.ori %n, %x : i8
  %xy = arith.xori %x, %y : i8
  %4 = arith.xori %xy, %y : i8
  %5 = arith.xori %y, %xy : i8
  %a = arith.andi %x, %y : i8
  %6 = arith.andi %x, %a : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}
// CHECK-LABEL: func.func @xor_and_or_of_not(
// CHECK-SAME: %arg0: i8, %arg1: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: return %c0_i8, %c0_i8, %c-1_i8, %c-1_i8, %arg0, %arg0, %0 : i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }

func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %m = arith.muli %a, %b overflow<nsw> : i32
  %0 = arith.divsi %m, %b : i32
  %1 = arith.divui %m, %b : i32
  %u = arith.muli %a, %b overflow<nuw> : i32
  %2 = arith.divui %u, %a : i32
  %3 = arith.divsi %u, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @div_of_mul(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.divui %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %3 = arith.divsi %2, %arg0 : i32
// CHECK-NEXT: return %arg0, %1, %arg1, %3 : i32, i32, i32, i32
// CHECK-NEXT: }

func.func @min_max(%x: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %smax = arith.constant 32767 : i16
  %smin = arith.constant -32768 : i16
  %umax = arith.constant -1 : i16
  %zero = arith.constant 0 : i16
  %0 = arith.maxsi %x, %smax : i16
  %1 = arith.maxsi %x, %smin : i16
  %2 = arith.minsi %x, %smin : i16
  %3 = arith.minsi %x, %smax : i16
  %4 = arith.maxui %x, %umax : i16
  %5 = arith.maxui %x, %zero : i16
  %6 = arith.minui %x, %zero : i16
  %7 = arith.minui %x, %umax : i16
  %8 = arith.maxsi %x, %x : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i16, i16, i16, i16, i16, i16, i16, i16, i16
}
// CHECK-LABEL: func.func @min_max(
// CHECK-SAME: %arg0: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16) {
// CHECK-NEXT: %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT: %c-32768_i16 = arith.constant -32768 : i16
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: return %c32767_i16, %arg0, %c-32768_i16, %arg0, %c-1_i16, %arg0, %c0_i16, %arg0, %arg0 : i16, i16, i16, i16, i16, i16, i16, i16, i16
// CHECK-NEXT: }

// Constant folding wraps at the type's width.
func.func @fold_i7() -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
  %a = arith.constant 63 : i7
  %b = arith.constant -5 : i7
  %c = arith.constant 3 : i7
  %0 = arith.addi %a, %c : i7
  %1 = arith.subi %b, %a : i7
  %2 = arith.muli %a, %b : i7
  %3 = arith.divsi %b, %c : i7
  %4 = arith.divui %b, %c : i7
  %5 = arith.remsi %b, %c : i7
  %6 = arith.remui %b, %c : i7
  %7 = arith.shli %a, %c : i7
  %8 = arith.shrsi %b, %c : i7
  %9 = arith.shrui %b, %c : i7
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
}
// CHECK-LABEL: func.func @fold_i7(
// CHECK-SAME: ) -> (i7, i7, i7, i7, i7, i7, i7, i7, i7, i7) {
// CHECK-NEXT: %c-62_i7 = arith.constant -62 : i7
// CHECK-NEXT: %c60_i7 = arith.constant 60 : i7
// CHECK-NEXT: %c-59_i7 = arith.constant -59 : i7
// CHECK-NEXT: %c-1_i7 = arith.constant -1 : i7
// CHECK-NEXT: %c41_i7 = arith.constant 41 : i7
// CHECK-NEXT: %c-2_i7 = arith.constant -2 : i7
// CHECK-NEXT: %c0_i7 = arith.constant 0 : i7
// CHECK-NEXT: %c-8_i7 = arith.constant -8 : i7
// CHECK-NEXT: %c15_i7 = arith.constant 15 : i7
// CHECK-NEXT: return %c-62_i7, %c60_i7, %c-59_i7, %c-1_i7, %c41_i7, %c-2_i7, %c0_i7, %c-8_i7, %c-1_i7, %c15_i7 : i7, i7, i7, i7, i7, i7, i7, i7, i7, i7
// CHECK-NEXT: }

func.func @fold_divisions() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant -2 : i32
  %d = arith.constant 7 : i32
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivsi %a, %c : i32
  %2 = arith.ceildivsi %d, %c : i32
  %3 = arith.ceildivsi %d, %b : i32
  %4 = arith.floordivsi %a, %b : i32
  %5 = arith.floordivsi %d, %c : i32
  %6 = arith.ceildivui %d, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @fold_divisions(
// CHECK-SAME: ) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c2147483645_i32 = arith.constant 2147483645 : i32
// CHECK-NEXT: return %c-3_i32, %c4_i32, %c-3_i32, %c4_i32, %c-4_i32, %c-4_i32, %c4_i32, %c2147483645_i32 : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

// No fold: division by zero, signed overflow, shift past the width.
func.func @no_fold() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %z = arith.constant 0 : i8
  %big = arith.constant 8 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.divui %min, %z : i8
  %2 = arith.remsi %min, %z : i8
  %3 = arith.shli %m1, %big : i8
  %4 = arith.shrsi %m1, %big : i8
  %5 = arith.ceildivsi %min, %m1 : i8
  %6 = arith.floordivsi %min, %m1 : i8
  %7 = arith.remsi %min, %m1 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}
// CHECK-LABEL: func.func @no_fold(
// CHECK-SAME: ) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %1 = arith.divui %c-128_i8, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.remsi %c-128_i8, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.shli %c-1_i8, %c8_i8 : i8
// CHECK-NEXT: %4 = arith.shrsi %c-1_i8, %c8_i8 : i8
// CHECK-NEXT: %5 = arith.ceildivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %6 = arith.floordivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %c0_i8 : i8, i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }

func.func @fold_i1() -> (i1, i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %t, %t : i1
  %1 = arith.muli %t, %t : i1
  %2 = arith.xori %t, %f : i1
  %3 = arith.maxsi %t, %f : i1
  %4 = arith.maxui %t, %f : i1
  %5 = arith.divsi %t, %t : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
// CHECK-LABEL: func.func @fold_i1(
// CHECK-SAME: ) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false, %true, %true, %false, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }

func.func @fold_wide() -> (i128, i128, i200, i200, i200, i200, index) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %one = arith.constant 1 : i128
  %0 = arith.addi %a, %one : i128
  %1 = arith.muli %a, %a : i128
  %b = arith.constant 803469022129495137770981046170581301261101496891396417650687 : i200
  %c = arith.constant -4 : i200
  %2 = arith.addi %b, %b : i200
  %3 = arith.divsi %b, %c : i200
  %4 = arith.shli %c, %c : i200
  %s = arith.constant 150 : i200
  %5 = arith.shli %c, %s : i200
  %i = arith.constant 9223372036854775807 : index
  %j = arith.constant 1 : index
  %6 = arith.addi %i, %j : index
  return %0, %1, %2, %3, %4, %5, %6 : i128, i128, i200, i200, i200, i200, index
}
// CHECK-LABEL: func.func @fold_wide(
// CHECK-SAME: ) -> (i128, i128, i200, i200, i200, i200, index) {
// CHECK-NEXT: %c-9223372036854775808 = arith.constant -9223372036854775808 : index
// CHECK-NEXT: %c-5708990770823839524233143877797980545530986496_i200 = arith.constant -5708990770823839524233143877797980545530986496 : i200
// CHECK-NEXT: %c-4_i200 = arith.constant -4 : i200
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c1_i128 = arith.constant 1 : i128
// CHECK-NEXT: %c-2_i200 = arith.constant -2 : i200
// CHECK-NEXT: %c-200867255532373784442745261542645325315275374222849104412671_i200 = arith.constant -200867255532373784442745261542645325315275374222849104412671 : i200
// CHECK-NEXT: %0 = arith.shli %c-4_i200, %c-4_i200 : i200
// CHECK-NEXT: return %c-170141183460469231731687303715884105728_i128, %c1_i128, %c-2_i200, %c-200867255532373784442745261542645325315275374222849104412671_i200, %0, %c-5708990770823839524233143877797980545530986496_i200, %c-9223372036854775808 : i128, i128, i200, i200, i200, i200, index
// CHECK-NEXT: }

func.func @extended() -> (i32, i32, i32, i32, i32, i1) {
  %a = arith.constant -2 : i32
  %b = arith.constant 3 : i32
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  return %l, %h, %l2, %h2, %s, %o : i32, i32, i32, i32, i32, i1
}
// CHECK-LABEL: func.func @extended(
// CHECK-SAME: ) -> (i32, i32, i32, i32, i32, i1) {
// CHECK-NEXT: %c-6_i32 = arith.constant -6 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c-6_i32, %c-1_i32, %c-6_i32, %c2_i32, %c1_i32, %true : i32, i32, i32, i32, i32, i1
// CHECK-NEXT: }

func.func @extended_identities(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i1) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %z : i32
  %l2, %h2 = arith.mului_extended %x, %one : i32
  %l3, %h3 = arith.mulsi_extended %x, %one : i32
  %s, %o = arith.addui_extended %x, %z : i32, i1
  return %l, %h, %l2, %h2, %l3, %h3, %s, %o : i32, i32, i32, i32, i32, i32, i32, i1
}
// CHECK-LABEL: func.func @extended_identities(
// CHECK-SAME: %arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %c0_i32, %c0_i32, %arg0, %c0_i32, %arg0, %1, %arg0, %false : i32, i32, i32, i32, i32, i32, i32, i1
// CHECK-NEXT: }

func.func @extended_unused_high(%x: i32, %y: i32) -> (i32, i32, i32) {
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %l, %l2, %s : i32, i32, i32
}
// CHECK-LABEL: func.func @extended_unused_high(
// CHECK-SAME: %arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }

func.func @casts() -> (i64, i64, i8, index, i32, index, i16, i32) {
  %a = arith.constant -3 : i32
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.index_cast %a : i32 to index
  %i = arith.constant -1 : index
  %4 = arith.index_castui %i : index to i32
  %5 = arith.index_castui %a : i32 to index
  %f = arith.constant 1.0 : f16
  %6 = arith.bitcast %f : f16 to i16
  %g = arith.constant -2.0 : f32
  %7 = arith.bitcast %g : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i8, index, i32, index, i16, i32
}
// CHECK-LABEL: func.func @casts(
// CHECK-SAME: ) -> (i64, i64, i8, index, i32, index, i16, i32) {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c4294967293_i64 = arith.constant 4294967293 : i64
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c4294967293 = arith.constant 4294967293 : index
// CHECK-NEXT: %c15360_i16 = arith.constant 15360 : i16
// CHECK-NEXT: %c-1073741824_i32 = arith.constant -1073741824 : i32
// CHECK-NEXT: return %c-3_i64, %c4294967293_i64, %c-3_i8, %c-3, %c-1_i32, %c4294967293, %c15360_i16, %c-1073741824_i32 : i64, i64, i8, index, i32, index, i16, i32
// CHECK-NEXT: }

func.func @cast_chains(%x: i8, %y: i64, %z: i16) -> (i32, i64, i8, i16, i32, i8, i32) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extui %a : i16 to i32
  %b = arith.extsi %x : i8 to i16
  %c = arith.extsi %b : i16 to i64
  %t = arith.trunci %y : i64 to i32
  %1 = arith.trunci %t : i32 to i8
  %e = arith.extsi %x : i8 to i32
  %2 = arith.trunci %e : i32 to i16
  %e2 = arith.extui %z : i16 to i64
  %3 = arith.trunci %e2 : i64 to i32
  %e3 = arith.extsi %x : i8 to i64
  %4 = arith.trunci %e3 : i64 to i8
  %u = arith.extui %x : i8 to i16
  %5 = arith.extsi %u : i16 to i32
  return %0, %c, %1, %2, %3, %4, %5 : i32, i64, i8, i16, i32, i8, i32
}
// CHECK-LABEL: func.func @cast_chains(
// CHECK-SAME: %arg0: i8, %arg1: i64, %arg2: i16) -> (i32, i64, i8, i16, i32, i8, i32) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %2 = arith.trunci %arg1 : i64 to i8
// CHECK-NEXT: %3 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %4 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %5 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %arg0, %5 : i32, i64, i8, i16, i32, i8, i32
// CHECK-NEXT: }

func.func @index_casts(%x: i32, %i: index, %s: i8) -> (i32, index, index, index, i8) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_castui %2 : i64 to index
  %e = arith.extsi %s : i8 to i32
  %4 = arith.index_cast %e : i32 to index
  %u = arith.extui %s : i8 to i32
  %5 = arith.index_castui %u : i32 to index
  %n = arith.index_cast %i : index to i8
  return %1, %3, %4, %5, %n : i32, index, index, index, i8
}
// CHECK-LABEL: func.func @index_casts(
// CHECK-SAME: %arg0: i32, %arg1: index, %arg2: i8) -> (i32, index, index, index, i8) {
// CHECK-NEXT: %0 = arith.index_cast %arg2 : i8 to index
// CHECK-NEXT: %1 = arith.index_castui %arg2 : i8 to index
// CHECK-NEXT: %2 = arith.index_cast %arg1 : index to i8
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2 : i32, index, index, index, i8
// CHECK-NEXT: }

func.func @trunc_shift(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s : i64 to i32
  return %t : i32
}
// CHECK-LABEL: func.func @trunc_shift(
// CHECK-SAME: %arg0: i64) -> i32 {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

func.func @bitcasts(%x: f32) -> (f32, i32) {
  %a = arith.bitcast %x : f32 to i32
  %b = arith.bitcast %a : i32 to f32
  %c = arith.bitcast %b : f32 to i32
  return %b, %c : f32, i32
}
// CHECK-LABEL: func.func @bitcasts(
// CHECK-SAME: %arg0: f32) -> (f32, i32) {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: return %arg0, %0 : f32, i32
// CHECK-NEXT: }

func.func @cmpi_fold() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
// CHECK-LABEL: func.func @cmpi_fold(
// CHECK-SAME: ) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %false, %false, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }

func.func @cmpi_same_and_bool(%x: i32, %p: i1, %q: i1) -> (i1, i1, i1, i1, i1, i1, i1, vector<4xi1>) {
  %0 = arith.cmpi sle, %x, %x : i32
  %1 = arith.cmpi ult, %x, %x : i32
  %f = arith.constant false
  %t = arith.constant true
  %2 = arith.cmpi ne, %p, %f : i1
  %3 = arith.cmpi eq, %p, %t : i1
  %e = arith.extui %q : i1 to i32
  %z = arith.constant 0 : i32
  %4 = arith.cmpi ne, %e, %z : i32
  %es = arith.extsi %q : i1 to i32
  %5 = arith.cmpi ne, %es, %z : i32
  %c5 = arith.constant 5 : i32
  %6 = arith.cmpi slt, %c5, %x : i32
  %v = arith.constant dense<2> : vector<4xi32>
  %7 = arith.cmpi eq, %v, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, vector<4xi1>
}
// CHECK-LABEL: func.func @cmpi_same_and_bool(
// CHECK-SAME: %arg0: i32, %arg1: i1, %arg2: i1) -> (i1, i1, i1, i1, i1, i1, i1, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %true, %false, %arg1, %arg1, %arg2, %arg2, %0, %cst : i1, i1, i1, i1, i1, i1, i1, vector<4xi1>
// CHECK-NEXT: }

func.func @cmpi_patterns(%a: i8, %b: i8, %x: i32, %y: i32) -> (i1, i1, i1) {
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %0 = arith.cmpi eq, %ea, %eb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %1 = arith.cmpi ne, %ua, %ub : i32
  %c = arith.cmpi ult, %x, %y : i32
  %t = arith.constant true
  %2 = arith.xori %c, %t : i1
  return %0, %1, %2 : i1, i1, i1
}
// CHECK-LABEL: func.func @cmpi_patterns(
// CHECK-SAME: %arg0: i8, %arg1: i8, %arg2: i32, %arg3: i32) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg2, %arg3 : i32
// CHECK-NEXT: return %0, %1, %2 : i1, i1, i1
// CHECK-NEXT: }

func.func @add_sub_patterns(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %0 = arith.addi %a, %c5 : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %r = arith.subi %c3, %x : i32
  %2 = arith.addi %r, %c5 : i32
  %3 = arith.subi %a, %c5 : i32
  %4 = arith.subi %c5, %a : i32
  %5 = arith.subi %s, %c5 : i32
  %6 = arith.subi %r, %c5 : i32
  %7 = arith.subi %c5, %s : i32
  %8 = arith.subi %c5, %r : i32
  %m = arith.muli %x, %c3 : i32
  %9 = arith.muli %m, %c5 : i32
  %ss = arith.subi %x, %c5 : i32
  %10 = arith.subi %ss, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @add_sub_patterns(
// CHECK-SAME: %arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %4 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %5 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT: %6 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %7 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %8 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %9 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %c-5_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

func.func @overflow_flags(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw> : i32
  %m = arith.muli %x, %c3 overflow<nuw> : i32
  %1 = arith.muli %m, %c5 overflow<nuw> : i32
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @overflow_flags(
// CHECK-SAME: %arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c15_i32 overflow<nuw> : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }

func.func @add_mul_negative_one(%x: i32, %y: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %m1 = arith.constant -1 : i32
  %n = arith.muli %y, %m1 : i32
  %0 = arith.addi %x, %n : i32
  %1 = arith.addi %n, %x : i32
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %vn = arith.muli %w, %vm1 : vector<2xi32>
  %2 = arith.addi %v, %vn : vector<2xi32>
  return %0, %1, %2 : i32, i32, vector<2xi32>
}
// CHECK-LABEL: func.func @add_mul_negative_one(
// CHECK-SAME: %arg0: i32, %arg1: i32, %arg2: vector<2xi32>, %arg3: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg3 : vector<2xi32>
// CHECK-NEXT: return %0, %1, %2 : i32, i32, vector<2xi32>
// CHECK-NEXT: }

func.func @bitwise_of_ext(%a: i8, %b: i8) -> (i32, i32, i32, i32, i32, i32) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %0 = arith.andi %ua, %ub : i32
  %1 = arith.ori %ua, %ub : i32
  %2 = arith.xori %ua, %ub : i32
  %3 = arith.andi %sa, %sb : i32
  %4 = arith.ori %sa, %sb : i32
  %5 = arith.xori %sa, %sb : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @bitwise_of_ext(
// CHECK-SAME: %arg0: i8, %arg1: i8) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extui %4 : i8 to i32
// CHECK-NEXT: %6 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extsi %6 : i8 to i32
// CHECK-NEXT: %8 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %9 = arith.extsi %8 : i8 to i32
// CHECK-NEXT: %10 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %11 = arith.extsi %10 : i8 to i32
// CHECK-NEXT: return %1, %3, %5, %7, %9, %11 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

func.func @select_folds(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %5 = arith.select %ne, %x, %y : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}
// CHECK-LABEL: func.func @select_folds(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT: return %arg1, %arg1, %arg2, %arg0, %arg2, %arg1 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT: }

func.func @select_patterns(%c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
  %s = arith.select %c, %x, %y : i32
  %0 = arith.select %c, %s, %z : i32
  %1 = arith.select %c, %z, %s : i32
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.xori %c, %t : i1
  %2 = arith.select %n, %x, %y : i32
  %3 = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %4 = arith.select %c, %one, %zero : i32
  %5 = arith.select %c, %zero, %one : i32
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %6 = arith.select %c, %one64, %zero64 : i64
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i32, i32, i64
}
// CHECK-LABEL: func.func @select_patterns(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %4 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %5 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT: %7 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %6, %7 : i32, i32, i32, i1, i32, i32, i64
// CHECK-NEXT: }

// Splats fold to splats, dense elements elementwise.
func.func @elements() -> (vector<4xi32>, tensor<2x2xi16>, vector<3xi8>, tensor<4xi1>, vector<2xi64>, vector<3xi32>) {
  %a = arith.constant dense<7> : vector<4xi32>
  %b = arith.constant dense<-3> : vector<4xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %d = arith.constant dense<10> : tensor<2x2xi16>
  %1 = arith.subi %c, %d : tensor<2x2xi16>
  %e = arith.constant dense<[100, -100, 27]> : vector<3xi8>
  %2 = arith.addi %e, %e : vector<3xi8>
  %g = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %h = arith.constant dense<[4, 3, 2, 1]> : tensor<4xi32>
  %3 = arith.cmpi slt, %g, %h : tensor<4xi32>
  %i = arith.constant dense<[5, 6]> : vector<2xi32>
  %4 = arith.extsi %i : vector<2xi32> to vector<2xi64>
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %p = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %q = arith.constant dense<9> : vector<3xi32>
  %5 = arith.select %m, %p, %q : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, tensor<2x2xi16>, vector<3xi8>, tensor<4xi1>, vector<2xi64>, vector<3xi32>
}
// CHECK-LABEL: func.func @elements(
// CHECK-SAME: ) -> (vector<4xi32>, tensor<2x2xi16>, vector<3xi8>, tensor<4xi1>, vector<2xi64>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<-21> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}-9, -8], [-7, -6]]> : tensor<2x2xi16>
// CHECK-NEXT: %cst_1 = arith.constant dense<[-56, 56, 54]> : vector<3xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<[true, true, false, false]> : tensor<4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<[5, 6]> : vector<2xi64>
// CHECK-NEXT: %cst_4 = arith.constant dense<[1, 9, 3]> : vector<3xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : vector<4xi32>, tensor<2x2xi16>, vector<3xi8>, tensor<4xi1>, vector<2xi64>, vector<3xi32>
// CHECK-NEXT: }

func.func @dynamic_shape(%t: tensor<?xi32>) -> tensor<?xi32> {
  %0 = arith.subi %t, %t : tensor<?xi32>
  return %0 : tensor<?xi32>
}
// CHECK-LABEL: func.func @dynamic_shape(
// CHECK-SAME: %arg0: tensor<?xi32>) -> tensor<?xi32> {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg0 : tensor<?xi32>
// CHECK-NEXT: return %0 : tensor<?xi32>
// CHECK-NEXT: }

// Equal operands of dynamic or unranked shape: cmpi folds to a splat
// (MLIR 22 builds one whatever the shape), subi and xori do not.
func.func @dynamic_shapes(%t: tensor<*xi32>, %u: tensor<?xi8>) -> (tensor<*xi32>, tensor<*xi1>, tensor<?xi8>, tensor<?xi1>) {
  %0 = arith.xori %t, %t : tensor<*xi32>
  %1 = arith.cmpi eq, %t, %t : tensor<*xi32>
  %2 = arith.subi %u, %u : tensor<?xi8>
  %3 = arith.cmpi ule, %u, %u : tensor<?xi8>
  return %0, %1, %2, %3 : tensor<*xi32>, tensor<*xi1>, tensor<?xi8>, tensor<?xi1>
}
// CHECK-LABEL: func.func @dynamic_shapes(
// CHECK-SAME: %arg0: tensor<*xi32>, %arg1: tensor<?xi8>) -> (tensor<*xi32>, tensor<*xi1>, tensor<?xi8>, tensor<?xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : tensor<?xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : tensor<*xi1>
// CHECK-NEXT: %0 = arith.xori %arg0, %arg0 : tensor<*xi32>
// CHECK-NEXT: %1 = arith.subi %arg1, %arg1 : tensor<?xi8>
// CHECK-NEXT: return %0, %cst_0, %1, %cst : tensor<*xi32>, tensor<*xi1>, tensor<?xi8>, tensor<?xi1>
// CHECK-NEXT: }

func.func @empty_and_i0() -> (vector<2xi0>, tensor<0xi32>, i0) {
  %a = arith.constant dense<0> : vector<2xi0>
  %0 = arith.addi %a, %a : vector<2xi0>
  %b = arith.constant dense<> : tensor<0xi32>
  %1 = arith.muli %b, %b : tensor<0xi32>
  %c = arith.constant 0 : i0
  %2 = arith.subi %c, %c : i0
  return %0, %1, %2 : vector<2xi0>, tensor<0xi32>, i0
}
// CHECK-LABEL: func.func @empty_and_i0(
// CHECK-SAME: ) -> (vector<2xi0>, tensor<0xi32>, i0) {
// CHECK-NEXT: %cst = arith.constant dense<[0, 0]> : vector<2xi0>
// CHECK-NEXT: %cst_0 = arith.constant dense<> : tensor<0xi32>
// CHECK-NEXT: %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT: return %cst, %cst_0, %c0_i0 : vector<2xi0>, tensor<0xi32>, i0
// CHECK-NEXT: }

