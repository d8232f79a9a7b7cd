// tileir-checkgen: CHECK lines from tileir-opt's output, proven by
// FileCheck on that output before they are printed.
// RUN: tileir-opt %s | tileir-checkgen > %t.checks
// RUN: tileir-opt %s | FileCheck %t.checks
// RUN: tileir-opt %s | tileir-checkgen | FileCheck %s --check-prefix=GEN
// RUN: tileir-opt %s | tileir-checkgen --check-prefix=OPS --next --no-types --functions=loop | FileCheck %s --check-prefix=STRICT
// RUN: tileir-opt %s | tileir-checkgen --same-width=20 | FileCheck %s --check-prefix=SAME
// RUN: tileir-opt %s | not tileir-checkgen --bogus 2>&1 | FileCheck %s --check-prefix=USAGE

func.func @add(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %a, %b : i32
  %t = arith.addi %s, %c0 : i32
  return %t : i32
}

func.func @loop(%n: index) -> (i32, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %d = arith.addi %acc, %acc : i32
    scf.yield %d : i32
  }
  %t = arith.constant true
  return %r, %t : i32, i1
}

func.func @attrs() {
  "test.op"() {nested = [[1, 2], [3]], s = "[[not a var]] {{nor a regex}}"} : () -> ()
  return
}

// GEN-LABEL: // CHECK-LABEL: func.func @add(
// GEN-NEXT: // CHECK-SAME: %{{\[\[}}ARG0:.*]]: i32, %{{\[\[}}ARG1:.*]]: i32) -> i32 {
// GEN-NEXT: // CHECK:   %{{\[\[}}C0_I32:.*]] = arith.constant 0 : i32
// GEN-NEXT: // CHECK:   %{{\[\[}}VAL_0:.*]] = arith.addi %{{\[\[}}ARG0]], %{{\[\[}}ARG1]] : i32
// GEN-NEXT: // CHECK:   %{{\[\[}}VAL_1:.*]] = arith.addi %{{\[\[}}VAL_0]], %{{\[\[}}C0_I32]] : i32
// GEN-NEXT: // CHECK:   return %{{\[\[}}VAL_1]] : i32
// GEN-NEXT: // CHECK: }
// GEN-EMPTY:
// GEN-NEXT: // CHECK-LABEL: func.func @loop(
// GEN: // CHECK:   %{{\[\[}}TRUE:.*]] = arith.constant true
// GEN: // CHECK-LABEL: func.func @attrs() {
// GEN-NEXT: // CHECK: "test.op"() {nested = {{[{][{]}}\[\[}}1, 2], [3]], s = "{{[{][{]}}\[\[}}not a var]] {{[{][{]}}\{\{}}nor a regex}}"} : () -> ()

// STRICT-NOT: @add
// STRICT: // OPS-LABEL: func.func @loop(
// STRICT-NEXT: // OPS-SAME: %{{\[\[}}ARG0:.*]]: index) -> (i32, i1) {
// STRICT-NEXT: // OPS-NEXT:   %{{\[\[}}C0:.*]] = arith.constant 0 : {{[{][{]}}.*}}
// STRICT: // OPS-NEXT:   %{{\[\[}}VAL_0:.*]] = scf.for %{{\[\[}}ARG1:[^ ,:()=]+]] = %{{\[\[}}C0]] to %{{\[\[}}ARG0]] step %{{\[\[}}C1]] iter_args(%{{\[\[}}ARG2:.*]] = %{{\[\[}}C7_I32]]) -> (i32) {
// STRICT-NOT: @attrs

// SAME: // CHECK-LABEL: func.func @add(
// SAME-NEXT: // CHECK-SAME: %{{\[\[}}ARG0:.*]]: i32,
// SAME-NEXT: // CHECK-SAME: %{{\[\[}}ARG1:.*]]: i32) -> i32 {

// USAGE: tileir-checkgen: error: unknown option '--bogus'
