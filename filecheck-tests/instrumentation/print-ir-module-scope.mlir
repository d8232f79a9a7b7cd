// --mlir-print-ir-module-scope: every dump prints the top-level op, as it is
// at that point of a sequential run (functions before the anchor finished,
// functions after it untouched) — with threads too, where mlir-opt refuses
// the flag. The mlir banner names the anchor.

// RUN: tileir-opt %s -tileir-test-function-mark --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir -o /dev/null 2>&1 | FileCheck %s
// RUN: tileir-opt %s -tileir-test-function-mark --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir -o /dev/null 2> %t.threads
// RUN: tileir-opt %s -tileir-test-function-mark --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir --mlir-disable-threading -o /dev/null 2> %t.sequential
// RUN: diff %t.threads %t.sequential
// RUN: tileir-opt %s -tileir-test-function-mark=only=b --mlir-print-ir-before=tileir-test-function-mark --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=TILEIRAS
// RUN: tileir-opt %s -tileir-test-module-dynamic --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYNAMIC

func.func @a() {
  return
}
func.func @b() {
  return
}
module @inner {
  func.func @c() {
    return
  }
}

// CHECK:      // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) ('func.func' operation: @a) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a() attributes {tileir.marked} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func @c() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) ('func.func' operation: @b) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a() attributes {tileir.marked} {
// CHECK:        func.func @b() attributes {tileir.marked} {
// CHECK:          func.func @c() {
// CHECK-NOT:  IR Dump

// The tileiras banner does not change with module scope.
// TILEIRAS:      *** IR Dump Before tileir-test-function-mark ***
// TILEIRAS-NEXT: module {
// TILEIRAS-NEXT:   func.func @a() {
// TILEIRAS:      *** IR Dump Before tileir-test-function-mark ***
// TILEIRAS-NEXT: module {
// TILEIRAS-NEXT:   func.func @a() {
// TILEIRAS:        func.func @b() {

// A dynamic pipeline's dumps show the module around the function it runs on.
// DYNAMIC:      // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) ('func.func' operation: @a) //----- //
// DYNAMIC-NEXT: module {
// DYNAMIC-NEXT:   func.func @a() attributes {tileir.marked} {
// DYNAMIC:        func.func @b() {
// DYNAMIC:      // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) ('func.func' operation: @b) //----- //
// DYNAMIC-NEXT: module {
// DYNAMIC-NEXT:   func.func @a() attributes {tileir.marked} {
// DYNAMIC:        func.func @b() attributes {tileir.marked} {
// DYNAMIC:      // -----// IR Dump After TileirTestModuleDynamic (tileir-test-module-dynamic) ('builtin.module' operation) //----- //
