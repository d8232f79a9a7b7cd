// RUN: tileir-opt %s | FileCheck %s
// builtin.module and unrealized_conversion_cast (expected output produced by mlir-opt 22).

module @outer attributes {test.attr = 1 : i32} {
  module @inner {
  }
  module {
    func.func @f(%a: i32) -> f32 {
      %0 = builtin.unrealized_conversion_cast %a : i32 to f32
      %1:2 = builtin.unrealized_conversion_cast %0 : f32 to i64, i1
      %2 = builtin.unrealized_conversion_cast to i8
      return %0 : f32
    }
  }
}

// CHECK: module @outer attributes {test.attr = 1 : i32} {
// CHECK-NEXT: module @inner {
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: i32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %0 : f32 to i64, i1
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
