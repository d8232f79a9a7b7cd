// RUN: tileir-opt %s | FileCheck %s
// func.func/return/call/call_indirect/constant (expected output produced by mlir-opt 22).

module {
  func.func private @ext(i32, f32 {test.foo}) -> (i32 {test.bar})
  func.func @callee(%a: i32, %b: f32) -> (i32, f32) attributes {baz = 1 : i64} {
    return %a, %b : i32, f32
  }
  func.func public @caller(%a: i32, %b: f32) -> i32 {
    %0:2 = call @callee(%a, %b) : (i32, f32) -> (i32, f32)
    %f = constant @callee : (i32, f32) -> (i32, f32)
    %1:2 = call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
    return %0#0 : i32
  }
  func.func @noargs() {
    return
  }
}

// CHECK: module {
// CHECK-NEXT: func.func private @ext(i32, f32 {test.foo}) -> (i32 {test.bar})
// CHECK-NEXT: func.func @callee(%arg0: i32, %arg1: f32) -> (i32, f32) attributes {baz = 1 : i64} {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func public @caller(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0:2 = call @callee(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %f = constant @callee : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %1:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @noargs() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
