// canonicalize on cuda_tile.if: a constant condition whose branch returns
// ends the function there; a negated condition swaps the branches; unused
// results go, results yielded from outside become selects, true/false
// results become the condition (or its negation); an else holding only its
// yield goes; consecutive ifs on a condition and its negation combine,
// nested ifs become one on andi, and an if whose branches both exit keeps
// only its then branch.

// RUN: tileir-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: testing$func @static_exit(
// CHECK-SAME: %[[X:[^:]*]]: tile<i32>
// CHECK-NEXT: %[[C:.*]] = constant <i32: 5>
// CHECK-NEXT: %[[Y:.*]] = addi %[[X]], %[[C]]
// CHECK-NEXT: return %[[Y]] : tile<i32>
// CHECK-NEXT: }

// CHECK-LABEL: testing$func @swap_and_select(
// CHECK-SAME: %[[C:[^:]*]]: tile<i1>, %[[A:[^:]*]]: tile<2xf32>, %[[B:[^:]*]]: tile<2xf32>
// CHECK-NEXT: %[[T:.*]] = constant <i1: true>
// CHECK-NEXT: %[[S:.*]] = select %[[C]], %[[T]], %[[C]] : tile<i1>, tile<i1>
// CHECK-NEXT: %[[R:.*]] = if %[[C]] -> (tile<2xf32>) {
// CHECK-NEXT: yield %[[B]] : tile<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[SUM:.*]] = addf %[[A]], %[[B]]
// CHECK-NEXT: yield %[[SUM]] : tile<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[A]], %[[S]]

// CHECK-LABEL: testing$func @bools(
// CHECK-SAME: %[[C:[^:]*]]: tile<i1>, %[[X:[^:]*]]: tile<i32>
// CHECK-NEXT: %[[T:.*]] = constant <i1: true>
// CHECK-NEXT: %[[N:.*]] = xori %[[C]], %[[T]]
// CHECK-NEXT: if %[[C]] {
// CHECK-NEXT: print_tko
// CHECK-NEXT: print_tko
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C]], %[[N]]

// CHECK-LABEL: testing$func @combine(
// CHECK-SAME: %[[C:[^:]*]]: tile<i1>, %[[X:[^:]*]]: tile<i32>
// CHECK-NEXT: %[[R:.*]]:2 = if %[[C]] -> (tile<i32>, tile<i32>) {
// CHECK-NEXT: %[[A:.*]] = addi %[[X]], %[[X]]
// CHECK-NEXT: %[[D:.*]] = addi %[[A]], %[[A]]
// CHECK-NEXT: yield %[[A]], %[[D]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[M:.*]] = muli %[[X]], %[[X]]
// CHECK-NEXT: %[[S:.*]] = subi %[[M]], %[[X]]
// CHECK-NEXT: yield %[[M]], %[[S]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1

// CHECK-LABEL: testing$func @nested(
// CHECK-SAME: %[[C:[^:]*]]: tile<i1>, %[[D:[^:]*]]: tile<i1>, %[[X:[^:]*]]: tile<i32>, %[[Y:[^:]*]]: tile<i32>
// CHECK-NEXT: %[[AND:.*]] = andi %[[C]], %[[D]]
// CHECK-NEXT: %[[R:.*]] = if %[[AND]] -> (tile<i32>) {
// CHECK-NEXT: %[[A:.*]] = addi %[[X]], %[[Y]]
// CHECK-NEXT: yield %[[A]]
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]

// CHECK-LABEL: testing$func @both_exit(
// CHECK-SAME: %[[C:[^:]*]]: tile<i1>, %[[X:[^:]*]]: tile<i32>
// CHECK-NEXT: if %[[C]] {
// CHECK-NEXT: print_tko
// CHECK-NEXT: return %[[X]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[A:.*]] = addi %[[X]], %[[X]]
// CHECK-NEXT: return %[[A]]
// CHECK-NEXT: }

cuda_tile.module @m {
  testing$func @static_exit(%x: tile<i32>) -> tile<i32> {
    %t = constant <i1: true> : tile<i1>
    %c = constant <i32: 5> : tile<i32>
    %r = if %t -> (tile<i32>) {
      %y = addi %x, %c : tile<i32>
      return %y : tile<i32>
    } else {
      yield %x : tile<i32>
    }
    %z = muli %r, %r : tile<i32>
    return %z : tile<i32>
  }
  testing$func @swap_and_select(%c: tile<i1>, %a: tile<2xf32>, %b: tile<2xf32>) -> (tile<2xf32>, tile<2xf32>, tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    %r0, %r1, %r2, %r3 = if %n -> (tile<2xf32>, tile<2xf32>, tile<i1>, tile<2xf32>) {
      %s = addf %a, %b : tile<2xf32>
      yield %s, %a, %c, %b : tile<2xf32>, tile<2xf32>, tile<i1>, tile<2xf32>
    } else {
      yield %b, %a, %t, %a : tile<2xf32>, tile<2xf32>, tile<i1>, tile<2xf32>
    }
    return %r0, %r1, %r2 : tile<2xf32>, tile<2xf32>, tile<i1>
  }
  testing$func @bools(%c: tile<i1>, %x: tile<i32>) -> (tile<i1>, tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r0, %r1 = if %c -> (tile<i1>, tile<i1>) {
      print_tko "%d", %x : tile<i32> -> token
      yield %t, %f : tile<i1>, tile<i1>
    } else {
      yield %f, %t : tile<i1>, tile<i1>
    }
    if %c {
      print_tko "%d", %x : tile<i32> -> token
    } else {
    }
    return %r0, %r1 : tile<i1>, tile<i1>
  }
}

cuda_tile.module @m2 {
  testing$func @combine(%c: tile<i1>, %x: tile<i32>) -> (tile<i32>, tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %n = xori %c, %t : tile<i1>
    %r0 = if %c -> (tile<i32>) {
      %a = addi %x, %x : tile<i32>
      yield %a : tile<i32>
    } else {
      %m = muli %x, %x : tile<i32>
      yield %m : tile<i32>
    }
    %r1 = if %n -> (tile<i32>) {
      %s = subi %r0, %x : tile<i32>
      yield %s : tile<i32>
    } else {
      %d = addi %r0, %r0 : tile<i32>
      yield %d : tile<i32>
    }
    return %r0, %r1 : tile<i32>, tile<i32>
  }
  testing$func @nested(%c: tile<i1>, %d: tile<i1>, %x: tile<i32>, %y: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %q = if %d -> (tile<i32>) {
        %a = addi %x, %y : tile<i32>
        yield %a : tile<i32>
      } else {
        yield %y : tile<i32>
      }
      yield %q : tile<i32>
    } else {
      yield %y : tile<i32>
    }
    return %r : tile<i32>
  }
  testing$func @both_exit(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    if %c {
      print_tko "%d", %x : tile<i32> -> token
      return %x : tile<i32>
    } else {
      %a = addi %x, %x : tile<i32>
      return %a : tile<i32>
    }
    return %x : tile<i32>
  }
}
