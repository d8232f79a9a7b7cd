// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tileir-opt %s | not tileir-opt 2>&1 | FileCheck %s --check-prefix=REPARSE
// cf.switch case values of every flag width (expected output produced by
// mlir-opt 22): each case is read as an i64, kept as an integer of the
// flag's width (truncated or sign-extended), and printed as its unsigned
// value capped at 2^64-1. That print does not parse back (a case above
// 2^63-1 is "integer value too large", in mlir-opt 22 too), so this test
// lives with the printer's tests, not with the dialect tests that must
// round-trip.
// REPARSE: <stdin>:16:7: error: custom op 'cf.switch' integer value too large

func.func @narrow(%a: i8) {
  cf.switch %a : i8, [
    default: ^bb1,
    300: ^bb1,
    -200: ^bb1,
    255: ^bb1,
    -0x10: ^bb1
  ]
^bb1:
  return
}

func.func @wide(%a: i4000000, %b: i200, %c: i64) {
  cf.switch %a : i4000000, [
    default: ^bb1,
    -5: ^bb1,
    7: ^bb1
  ]
^bb1:
  cf.switch %b : i200, [
    default: ^bb2,
    -9223372036854775808: ^bb2
  ]
^bb2:
  cf.switch %c : i64, [
    default: ^bb3,
    -1: ^bb3
  ]
^bb3:
  return
}

func.func @signedness(%a: si8, %b: ui8, %c: ui200, %d: i4) {
  cf.switch %a : si8, [
    default: ^bb1,
    -3: ^bb1
  ]
^bb1:
  cf.switch %b : ui8, [
    default: ^bb2,
    -3: ^bb2
  ]
^bb2:
  cf.switch %c : ui200, [
    default: ^bb3,
    -3: ^bb3
  ]
^bb3:
  cf.switch %d : i4, [
    default: ^bb4,
    9: ^bb4
  ]
^bb4:
  return
}

func.func @tiny(%a: i0, %b: i1) {
  cf.switch %a : i0, [
    default: ^bb1,
    0: ^bb1,
    0: ^bb1
  ]
^bb1:
  cf.switch %b : i1, [
    default: ^bb2,
    1: ^bb2,
    -1: ^bb2
  ]
^bb2:
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @narrow(%arg0: i8) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 44: ^bb1,
// CHECK-NEXT: 56: ^bb1,
// CHECK-NEXT: 255: ^bb1,
// CHECK-NEXT: 240: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @wide(%arg0: i4000000, %arg1: i200, %arg2: i64) {
// CHECK-NEXT: cf.switch %arg0 : i4000000, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb1,
// CHECK-NEXT: 7: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : i200, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 18446744073709551615: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: cf.switch %arg2 : i64, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 18446744073709551615: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @signedness(%arg0: si8, %arg1: ui8, %arg2: ui200, %arg3: i4) {
// CHECK-NEXT: cf.switch %arg0 : si8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 253: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : ui8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 253: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: cf.switch %arg2 : ui200, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 18446744073709551615: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: cf.switch %arg3 : i4, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 9: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tiny(%arg0: i0, %arg1: i1) {
// CHECK-NEXT: cf.switch %arg0 : i0, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 0: ^bb1,
// CHECK-NEXT: 0: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : i1, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb1, ^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0, 0>, case_values = dense<[44, 56, -1, -16]> : vector<4xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-5, 7]> : vector<2xi4000000>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i4000000) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-9223372036854775808> : vector<1xi200>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i200) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<-3> : vector<1xsi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si8) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<253> : vector<1xui8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui8) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<1606938044258990275541962092341162602522202993782792835301373> : vector<1xui200>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui200) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb4, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<-7> : vector<1xi4>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i4) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 0]> : vector<2xi0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i0) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<true> : vector<2xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
