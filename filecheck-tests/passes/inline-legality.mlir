// inline's legality rules against mlir-opt 22 (the CHECK lines are its
// output).

// RUN: tileir-opt %s -allow-unregistered-dialect -inline='default-pipeline=' | FileCheck %s

// A call or a function marked no_inline is not inlined. A callee of
// several blocks is not inlined into an op that is (or, unregistered,
// might be) single-block, such as scf.while; an unknown op of the test
// dialect may be inlined (its dialect allows it), one of an unknown
// dialect may not. (An unknown dialect's op holding a region would make
// mlir-opt 22 lose count of the symbol uses of the whole function, and
// erase callees still called: not tested here.)
func.func private @add(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @sq(%a: i32) -> i32 attributes {no_inline} {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @marked(%x: i32) -> i32 {
  %0 = call @add(%x) {no_inline} : (i32) -> i32
  %1 = call @sq(%0) : (i32) -> i32
  %2 = call @add(%1) : (i32) -> i32
  return %2 : i32
}
func.func private @branchy(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%b: i32):
  "test.sink"(%b) : (i32) -> ()
  return
}
func.func @regions(%x: i32, %c: i1) {
  "test.wrapper"() ({
    func.call @branchy(%x) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  %0 = scf.while (%y = %x) : (i32) -> (i32) {
    func.call @branchy(%y) : (i32) -> ()
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  func.call @branchy(%0) : (i32) -> ()
  return
}
func.func private @foreign(%a: i32) {
  "other.op"(%a) : (i32) -> ()
  return
}
func.func private @testish(%a: i32) {
  "test.op"(%a) : (i32) -> ()
  return
}
func.func @dialects(%x: i32) {
  call @foreign(%x) : (i32) -> ()
  call @testish(%x) : (i32) -> ()
  return
}
// CHECK: module {
// CHECK-NEXT:   func.func private @add(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sq(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @marked(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @add(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT:     %1 = call @sq(%0) : (i32) -> i32
// CHECK-NEXT:     %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @branchy(%arg0: i32) {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     "test.sink"(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @regions(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:     "test.wrapper"() ({
// CHECK-NEXT:       func.call @branchy(%arg0) : (i32) -> ()
// CHECK-NEXT:       "test.end"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       func.call @branchy(%arg2) : (i32) -> ()
// CHECK-NEXT:       scf.condition(%arg1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     cf.br ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "test.sink"(%1) : (i32) -> ()
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @foreign(%arg0: i32) {
// CHECK-NEXT:     "other.op"(%arg0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dialects(%arg0: i32) {
// CHECK-NEXT:     call @foreign(%arg0) : (i32) -> ()
// CHECK-NEXT:     "test.op"(%arg0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
