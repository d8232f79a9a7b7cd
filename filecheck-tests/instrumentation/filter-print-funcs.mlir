// --filter-print-funcs (LLVM's -filter-print-funcs): dumps of functions only
// for the named ones; other anchors (the module) print as usual.

// RUN: tileir-opt %s -tileir-test-function-mark -tileir-test-module-noop --mlir-print-ir-after-all --filter-print-funcs=b,c -o /dev/null 2>&1 | FileCheck %s

func.func @a() {
  return
}
func.func @b() {
  return
}
func.func @c() {
  return
}

// CHECK-NOT:  @a() attributes
// CHECK:      *** IR Dump After tileir-test-function-mark ***
// CHECK-NEXT: func.func @b() attributes {tileir.marked} {
// CHECK:      *** IR Dump After tileir-test-function-mark ***
// CHECK-NEXT: func.func @c() attributes {tileir.marked} {
// CHECK:      *** IR Dump After tileir-test-module-noop ***
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a() attributes {tileir.marked} {
// CHECK-NOT:  IR Dump
