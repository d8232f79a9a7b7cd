// --mlir-print-ir-after-change: an after-dump only when the pass changed its
// anchor (the fingerprint taken before the pass differs). Before-dumps are
// unaffected. With --mlir-print-ir-after-failure too, only failures print,
// changed or not (the seeds' baseline quirk: no change check on failure).

// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s
// RUN: tileir-opt %s -tileir-test-function-mark=only=b --mlir-print-ir-after-change --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not tileir-opt %s -tileir-test-function-mark -tileir-test-function-fail=only=a --mlir-print-ir-after-change --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILURE
// RUN: tileir-opt %s -tileir-test-function-mark=only=b --mlir-print-ir-after-change -o /dev/null 2>&1 | count 0

func.func @a() {
  return
}
func.func @b() {
  return
}

// Only @b changed, and only under the first mark; the module pass changed
// nothing.
// CHECK-NOT:  IR Dump
// CHECK:      *** IR Dump After tileir-test-function-mark ***
// CHECK-NEXT: func.func @b() attributes {tileir.marked} {
// CHECK-NOT:  IR Dump

// After-change alone selects no after-dumps (as in mlir-opt): it only
// narrows after-all or after=<passes>.
// BEFORE-COUNT-2: *** IR Dump Before tileir-test-function-mark ***
// BEFORE-NOT:     IR Dump

// FAILURE-NOT:  IR Dump
// FAILURE:      *** IR Dump After tileir-test-function-fail Failed ***
// FAILURE-NEXT: func.func @a() attributes {tileir.marked} {
// FAILURE-NOT:  IR Dump
