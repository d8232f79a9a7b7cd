// strip-debuginfo against mlir-opt 22 (the CHECK lines are its output).
// NESTED strips only inside the nested module (and the module itself).

// RUN: tileir-opt %s -allow-unregistered-dialect -strip-debuginfo -mlir-print-debuginfo | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(builtin.module(strip-debuginfo))' -mlir-print-debuginfo | FileCheck %s --check-prefix=NESTED

// Every op and block argument location becomes unknown, in nested regions
// and nested functions too; locations inside attributes stay.
#loc = loc("fused.mlir":1:1)
module {
  func.func @f(%a: i32 loc("arg.mlir":3:4), %c: i1 loc("c.mlir":1:1)) -> i32 {
    %0 = arith.addi %a, %a : i32 loc(fused["x.mlir":1:2, "y.mlir":3:4])
    %1 = scf.if %c -> i32 {
      %2 = arith.muli %0, %0 : i32 loc("inner"("z.mlir":5:6))
      scf.yield %2 : i32 loc("yield.mlir":1:1)
    } else {
      scf.yield %0 : i32 loc("yield.mlir":2:2)
    } loc("if.mlir":1:1)
    cf.br ^bb1(%1 : i32) loc(#loc)
  ^bb1(%b: i32 loc("bb.mlir":9:9)):
    "test.op"() {where = loc("attr.mlir":7:7)} : () -> () loc("op.mlir":1:1)
    return %b : i32 loc("return.mlir":1:1)
  } loc("func.mlir":2:2)
  module @m {
    func.func private @g() loc("g.mlir":8:8)
  } loc("m.mlir":1:1)
} loc("top.mlir":1:1)

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("attr.mlir":7:7)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(unknown), %arg1: i1 loc(unknown)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc)
// CHECK-NEXT:     %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %3 = arith.muli %0, %0 : i32 loc(#loc)
// CHECK-NEXT:       scf.yield %3 : i32 loc(#loc)
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %0 : i32 loc(#loc)
// CHECK-NEXT:     } loc(#loc)
// CHECK-NEXT:     cf.br ^bb1(%1 : i32) loc(#loc)
// CHECK-NEXT:   ^bb1(%2: i32 loc(unknown)):  // pred: ^bb0
// CHECK-NEXT:     "test.op"() {where = #loc1} : () -> () loc(#loc)
// CHECK-NEXT:     return %2 : i32 loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT:   module @m {
// CHECK-NEXT:     func.func private @g() loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)

// NESTED: #loc2 = loc("arg.mlir":3:4)
// NESTED-NEXT: #loc3 = loc("c.mlir":1:1)
// NESTED-NEXT: #loc11 = loc("bb.mlir":9:9)
// NESTED-NEXT: #loc13 = loc("attr.mlir":7:7)
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func @f(%arg0: i32 loc("arg.mlir":3:4), %arg1: i1 loc("c.mlir":1:1)) -> i32 {
// NESTED-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc16)
// NESTED-NEXT:     %1 = scf.if %arg1 -> (i32) {
// NESTED-NEXT:       %3 = arith.muli %0, %0 : i32 loc(#loc17)
// NESTED-NEXT:       scf.yield %3 : i32 loc(#loc8)
// NESTED-NEXT:     } else {
// NESTED-NEXT:       scf.yield %0 : i32 loc(#loc9)
// NESTED-NEXT:     } loc(#loc6)
// NESTED-NEXT:     cf.br ^bb1(%1 : i32) loc(#loc10)
// NESTED-NEXT:   ^bb1(%2: i32 loc("bb.mlir":9:9)):  // pred: ^bb0
// NESTED-NEXT:     "test.op"() {where = #loc13} : () -> () loc(#loc12)
// NESTED-NEXT:     return %2 : i32 loc(#loc14)
// NESTED-NEXT:   } loc(#loc1)
// NESTED-NEXT:   module @m {
// NESTED-NEXT:     func.func private @g() loc(#loc15)
// NESTED-NEXT:   } loc(#loc15)
// NESTED-NEXT: } loc(#loc)
// NESTED-NEXT: #loc = loc("top.mlir":1:1)
// NESTED-NEXT: #loc1 = loc("func.mlir":2:2)
// NESTED-NEXT: #loc4 = loc("x.mlir":1:2)
// NESTED-NEXT: #loc5 = loc("y.mlir":3:4)
// NESTED-NEXT: #loc6 = loc("if.mlir":1:1)
// NESTED-NEXT: #loc7 = loc("z.mlir":5:6)
// NESTED-NEXT: #loc8 = loc("yield.mlir":1:1)
// NESTED-NEXT: #loc9 = loc("yield.mlir":2:2)
// NESTED-NEXT: #loc10 = loc("fused.mlir":1:1)
// NESTED-NEXT: #loc12 = loc("op.mlir":1:1)
// NESTED-NEXT: #loc14 = loc("return.mlir":1:1)
// NESTED-NEXT: #loc15 = loc(unknown)
// NESTED-NEXT: #loc16 = loc(fused[#loc4, #loc5])
// NESTED-NEXT: #loc17 = loc("inner"(#loc7))
