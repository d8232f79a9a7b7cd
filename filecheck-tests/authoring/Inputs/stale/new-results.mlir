// The op gained a second result; the checks know only one.
// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=OUT

// OUT-LABEL: func.func @pair(
// OUT: %[[V:.*]] = "test.pair"() : () -> i32
// OUT: return %[[V]]
func.func @pair() -> (i32, i64) {
  %p:2 = "test.pair"() : () -> (i32, i64)
  return %p#0, %p#1 : i32, i64
}
