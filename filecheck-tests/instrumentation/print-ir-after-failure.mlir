// --mlir-print-ir-after-failure: a dump after a pass only when it failed,
// with the failed banner, after the pass's diagnostics; the other anchors
// still run (as in mlir-opt 22), so each failing one prints.

// RUN: not tileir-opt %s -tileir-test-function-noop -tileir-test-function-fail=gen-diagnostics=true -tileir-test-function-mark --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s
// RUN: not tileir-opt %s -tileir-test-function-noop -tileir-test-function-fail=gen-diagnostics=true -tileir-test-function-mark --mlir-print-ir-after-failure --mlir-print-ir-banner=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: not tileir-opt %s -tileir-test-function-fail=only=b --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL

func.func @a() {
  return
}
func.func @b() {
  return
}

// CHECK-NOT:  IR Dump
// CHECK:      print-ir-after-failure.mlir:9:1: error: illegal operation
// CHECK:      *** IR Dump After tileir-test-function-fail Failed ***
// CHECK-NEXT: func.func @a() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: {{.*}}print-ir-after-failure.mlir:12:1: error: illegal operation
// CHECK:      *** IR Dump After tileir-test-function-fail Failed ***
// CHECK-NEXT: func.func @b() {
// CHECK-NOT:  IR Dump

// MLIR:      error: illegal operation
// MLIR:      // -----// IR Dump After TileirTestFunctionFail Failed (tileir-test-function-fail) //----- //
// MLIR-NEXT: func.func @a() {
// MLIR-NEXT:   return
// MLIR-NEXT: }
// MLIR-EMPTY:
// MLIR-NEXT: {{.*}}: error: illegal operation
// MLIR:      // -----// IR Dump After TileirTestFunctionFail Failed (tileir-test-function-fail) //----- //
// MLIR-NEXT: func.func @b() {

// ALL:      *** IR Dump After tileir-test-function-fail ***
// ALL-NEXT: func.func @a() {
// ALL:      *** IR Dump After tileir-test-function-fail Failed ***
// ALL-NEXT: func.func @b() {
// ALL-NOT:  IR Dump
