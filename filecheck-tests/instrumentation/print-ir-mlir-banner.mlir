// The same dumps with mlir-opt 22's banner (--mlir-print-ir-banner=mlir):
// `// -----// IR Dump After <Pass> (<argument>) //----- //`, the IR, and a
// blank line (the module-scope and failed forms are in their own tests).

// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-banner=mlir --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-banner=mlir --print-before-all --print-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: tileir-opt %s -tileir-test-function-mark -mlir-print-ir-banner=mlir -mlir-print-ir-after=tileir-test-function-mark -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: not tileir-opt %s -mlir-print-ir-banner=llvm 2>&1 | FileCheck %s --check-prefix=BAD

func.func @a() {
  return
}
func.func @b() {
  return
}

// CHECK:      // -----// IR Dump Before TileirTestFunctionMark (tileir-test-function-mark) //----- //
// CHECK-NEXT: func.func @a() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) //----- //
// CHECK-NEXT: func.func @a() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before TileirTestFunctionMark (tileir-test-function-mark) //----- //
// CHECK-NEXT: func.func @b() {
// CHECK:      // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) //----- //
// CHECK-NEXT: func.func @b() attributes {tileir.marked} {
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before TileirTestModuleNoop (tileir-test-module-noop) //----- //
// CHECK-NEXT: module {
// CHECK:      // -----// IR Dump After TileirTestModuleNoop (tileir-test-module-noop) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b() attributes {tileir.marked} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:  IR Dump

// NAMED-NOT:  IR Dump Before
// NAMED-COUNT-2: // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) //----- //
// NAMED-NOT:  IR Dump

// BAD: tileir-opt: for the --mlir-print-ir-banner option: Cannot find option named 'llvm'!
