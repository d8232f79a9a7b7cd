// reconcile-unrealized-casts against mlir-opt 22 (the CHECK lines are its
// output).

// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -reconcile-unrealized-casts | FileCheck %s

// A round trip folds away; a cast to elsewhere stays.
func.func @round_trip(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}
func.func @live_single(%x: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  return %0 : i64
}
func.func @live_chain(%x: i32) -> i16 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  return %1 : i16
}

// -----

// Many to one and back; dead casts go; a cycle through three types.
func.func @many(%x: i32, %y: f32) -> (i32, f32) {
  %0 = builtin.unrealized_conversion_cast %x, %y : i32, f32 to i64
  %1:2 = builtin.unrealized_conversion_cast %0 : i64 to i32, f32
  return %1#0, %1#1 : i32, f32
}
func.func @dead(%x: i32) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to index
  return
}
func.func @three(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i32
  return %2 : i32
}
func.func @identity(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i32
  return %0 : i32
}

// -----

// An intermediate cast with other users stays; so does a partial use.
func.func @shared(%x: i32) -> (i32, i64) {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = "test.use"(%0) : (i64) -> i64
  return %1, %2 : i32, i64
}
func.func @not_all_inputs(%x: i32, %y: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %x, %y : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}
func.func @nested(%c: i1, %x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %r = scf.if %c -> i32 {
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    scf.yield %1 : i32
  } else {
    %2 = builtin.unrealized_conversion_cast %0 : i64 to f64
    %3 = builtin.unrealized_conversion_cast %2 : f64 to i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to i32
    scf.yield %4 : i32
  }
  return %r : i32
}
module @inner {
  func.func @in_module(%x: index) -> index {
    %0 = builtin.unrealized_conversion_cast %x : index to i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    return %1 : index
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @round_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @live_single(%arg0: i32) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @live_chain(%arg0: i32) -> i16 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
// CHECK-NEXT:     return %1 : i16
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @many(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     return %arg0, %arg1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead(%arg0: i32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @three(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @shared(%arg0: i32) -> (i32, i64) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     %1 = "test.use"(%0) : (i64) -> i64
// CHECK-NEXT:     return %arg0, %1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_all_inputs(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
// CHECK-NEXT:     %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
// CHECK-NEXT:     return %1#0, %1#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @in_module(%arg0: index) -> index {
// CHECK-NEXT:       return %arg0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
