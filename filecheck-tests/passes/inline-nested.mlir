// inline in symbol tables nested in the module: each one's callables are
// optimized and inlined, and its unused discardable callables erased (a
// table that is public still sees all uses when its parent does). The
// CHECK lines are mlir-opt 22's output.

// RUN: tileir-opt %s -split-input-file -inline | FileCheck %s

module @outer {
  func.func private @callee(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %r = arith.addi %a, %c1 : i32
    return %r : i32
  }
// CHECK: module @outer {

// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:   %[[VAL_0:.*]] = arith.addi %[[ARG0]], %[[C1_I32]] : i32
// CHECK-NEXT:   return %[[VAL_0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: module @inner attributes {sym_visibility = "public"} {
  func.func @caller(%a: i32) -> i32 {
    %r = call @callee(%a) : (i32) -> i32
    return %r : i32
  }
  module @inner attributes {sym_visibility = "public"} {
    func.func nested @helper(%a: i32) -> i32 {
      %c2 = arith.constant 2 : i32
      %c3 = arith.constant 3 : i32
      %s = arith.addi %c2, %c3 : i32
      %r = arith.muli %a, %s : i32
      return %r : i32
    }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NEXT:   %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK-NEXT:   %[[VAL_0:.*]] = arith.muli %[[ARG0]], %[[C5_I32]] : i32
// CHECK-NEXT:   return %[[VAL_0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: module @deeper {
    func.func @user(%a: i32) -> i32 {
      %r = call @helper(%a) : (i32) -> i32
      return %r : i32
    }
    module @deeper {
      func.func private @unused() {
        return
      }
// CHECK-LABEL: func.func @folded() -> i32 {
// CHECK-NEXT:   %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK-NEXT:   return %[[C5_I32]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
      func.func @folded() -> i32 {
        %c2 = arith.constant 2 : i32
        %c3 = arith.constant 3 : i32
        %s = arith.addi %c2, %c3 : i32
        return %s : i32
      }
    }
  }
// CHECK-LABEL: func.func @after() -> i32 {
// CHECK-NEXT:   %[[C6_I32:.*]] = arith.constant 6 : i32
// CHECK-NEXT:   return %[[C6_I32]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
  func.func @after() -> i32 {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.muli %c2, %c3 : i32
    return %s : i32
  }
}

// -----

// A nested table calls nothing outside itself; the outer table's calls of
// its own functions are inlined as before.
module @second {
  func.func private @leaf() -> i32 {
    %c7 = arith.constant 7 : i32
    return %c7 : i32
  }
  module @m {
    func.func private @leaf() -> i32 {
      %c8 = arith.constant 8 : i32
      return %c8 : i32
    }

// CHECK: module @second {
// CHECK-NEXT:   module @m {

// CHECK-LABEL: func.func @use() -> i32 {
// CHECK-NEXT:   %[[C8_I32:.*]] = arith.constant 8 : i32
// CHECK-NEXT:   return %[[C8_I32]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
    func.func @use() -> i32 {
      %r = call @leaf() : () -> i32
      return %r : i32
    }
  }
// CHECK-LABEL: func.func @top() -> i32 {
// CHECK-NEXT:   %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT:   return %[[C7_I32]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
  func.func @top() -> i32 {
    %r = call @leaf() : () -> i32
    return %r : i32
  }
}

// -----

// A gpu.func is callable: the inliner canonicalizes its body too.
module @gpu_outer attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @g(%a: i32) -> i32 {
      %c = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %s = arith.addi %c, %c2 : i32
      %t = arith.addi %a, %s : i32
      gpu.return %t : i32
    }
  }
}

// CHECK-LABEL: module @gpu_outer attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @k {
// CHECK-NEXT: gpu.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: gpu.return %0 : i32
