// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tileir-opt %s | not tileir-opt 2>&1 | FileCheck %s --check-prefix=REREAD
// cf.switch cases that are negative in a flag of 64 bits or more print as
// their unsigned value capped at 2^64-1 (MLIR's getLimitedValue), which
// reads back as too large for an int64: mlir-opt 22 cannot read its own
// output of this file either.

func.func @wide(%a: i4000000, %b: i200, %c: i64, %d: ui200) {
  cf.switch %a : i4000000, [
    default: ^bb1,
    -5: ^bb1
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
  cf.switch %d : ui200, [
    default: ^bb4,
    -3: ^bb4
  ]
^bb4:
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @wide(%arg0: i4000000, %arg1: i200, %arg2: i64, %arg3: ui200) {
// CHECK-NEXT: cf.switch %arg0 : i4000000, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073709551615: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
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
// CHECK-NEXT: cf.switch %arg3 : ui200, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 18446744073709551615: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<-5> : vector<1xi4000000>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i4000000) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-9223372036854775808> : vector<1xi200>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i200) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC: "cf.switch"(%{{arg[0-9]+}})[^bb4, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<1606938044258990275541962092341162602522202993782792835301373> : vector<1xui200>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui200) -> ()

// REREAD: {{.*}}:5:7: error: custom op 'cf.switch' integer value too large
