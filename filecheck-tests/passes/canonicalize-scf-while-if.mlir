// RUN: tileir-opt %s -canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// WhileMoveIfDown: an scf.if on the loop condition, just before the
// scf.condition, with only a yield in its else region, moves into the
// after region; the before-region values its then block reads are
// forwarded as extra results.

// CHECK-LABEL: func.func @moved(
// CHECK-SAME:      %[[INIT:.*]]: i32, %[[OUTER:.*]]: f32) -> i64 {
// CHECK:         %[[R:.*]]:3 = scf.while (%[[IT:.*]] = %[[INIT]]) : (i32) -> (i64, i64, i32) {
// CHECK-NEXT:      %[[KEY:.*]] = "test.key"(%[[IT]])
// CHECK-NEXT:      %[[FALLBACK:.*]] = "test.fallback"()
// CHECK-NEXT:      %[[GO:.*]] = "test.more"(%[[KEY]])
// CHECK-NEXT:      scf.condition(%[[GO]]) %[[FALLBACK]], %[[KEY]], %[[IT]] : i64, i64, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: i64, %[[KEY_IN:.*]]: i64, %[[IT_IN:.*]]: i32):
// CHECK-NEXT:      "test.log"(%[[OUTER]], %[[KEY_IN]])
// CHECK-NEXT:      %[[DEEP:.*]] = scf.execute_region -> i64 no_inline {
// CHECK-NEXT:        %[[W:.*]] = "test.widen"(%[[IT_IN]])
// CHECK-NEXT:        scf.yield %[[W]] : i64
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[NEXT:.*]] = "test.step"(%[[DEEP]])
// CHECK-NEXT:      scf.yield %[[NEXT]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : i64
func.func @moved(%init: i32, %outer: f32) -> i64 {
  %r = scf.while (%it = %init) : (i32) -> i64 {
    %key = "test.key"(%it) : (i32) -> i64
    %fallback = "test.fallback"() : () -> i64
    %go = "test.more"(%key) : (i64) -> i1
    %sel = scf.if %go -> (i64) {
      "test.log"(%outer, %key) : (f32, i64) -> ()
      %deep = scf.execute_region -> i64 no_inline {
        %w = "test.widen"(%it) : (i32) -> i64
        scf.yield %w : i64
      }
      scf.yield %deep : i64
    } else {
      scf.yield %fallback : i64
    }
    scf.condition(%go) %sel : i64
  } do {
  ^bb0(%v: i64):
    %next = "test.step"(%v) : (i64) -> i32
    scf.yield %next : i32
  }
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @no_results(
// CHECK:         scf.condition(%{{.*}}) %{{.*}} : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[V:.*]]: i32):
// CHECK-NEXT:      "test.visit"(%[[V]])
// CHECK-NEXT:      "test.next"(%[[V]])
func.func @no_results(%n: i32) {
  scf.while (%it = %n) : (i32) -> i32 {
    %go = "test.more"(%it) : (i32) -> i1
    scf.if %go {
      "test.visit"(%it) : (i32) -> ()
    }
    scf.condition(%go) %it : i32
  } do {
  ^bb0(%v: i32):
    %next = "test.next"(%v) : (i32) -> i32
    scf.yield %next : i32
  }
  return
}

// -----

// The else region does work of its own: nothing moves.
// CHECK-LABEL: func.func @busy_else(
// CHECK:         scf.if
// CHECK:           "test.visit"
// CHECK:         } else {
// CHECK-NEXT:      "test.done"
// CHECK:         scf.condition
func.func @busy_else(%n: i32) {
  scf.while (%it = %n) : (i32) -> i32 {
    %go = "test.more"(%it) : (i32) -> i1
    scf.if %go {
      "test.visit"(%it) : (i32) -> ()
    } else {
      "test.done"(%it) : (i32) -> ()
    }
    scf.condition(%go) %it : i32
  } do {
  ^bb0(%v: i32):
    %next = "test.next"(%v) : (i32) -> i32
    scf.yield %next : i32
  }
  return
}

// -----

// The if tests another condition: nothing moves.
// CHECK-LABEL: func.func @other_condition(
// CHECK:         scf.if
// CHECK-NEXT:      "test.visit"
// CHECK:         scf.condition
func.func @other_condition(%n: i32, %flag: i1) {
  scf.while (%it = %n) : (i32) -> i32 {
    %go = "test.more"(%it) : (i32) -> i1
    scf.if %flag {
      "test.visit"(%it) : (i32) -> ()
    }
    scf.condition(%go) %it : i32
  } do {
  ^bb0(%v: i32):
    %next = "test.next"(%v) : (i32) -> i32
    scf.yield %next : i32
  }
  return
}

// -----

// An op between the if and the condition: nothing moves.
// CHECK-LABEL: func.func @not_last(
// CHECK:         scf.if
// CHECK-NEXT:      "test.visit"
// CHECK:         "test.between"
// CHECK-NEXT:    scf.condition
func.func @not_last(%n: i32) {
  scf.while (%it = %n) : (i32) -> i32 {
    %go = "test.more"(%it) : (i32) -> i1
    scf.if %go {
      "test.visit"(%it) : (i32) -> ()
    }
    "test.between"() : () -> ()
    scf.condition(%go) %it : i32
  } do {
  ^bb0(%v: i32):
    %next = "test.next"(%v) : (i32) -> i32
    scf.yield %next : i32
  }
  return
}
