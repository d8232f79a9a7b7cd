// --mlir-print-ir-tree-dir: each dump in a file of its own, under directories
// named after the anchor and its ancestors, numbered per op as mlir-opt 22
// numbers them (a module's own first dump is 1 once a nested dump used its
// number 0). Nothing goes to stderr.

// RUN: rm -rf %t
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop -tileir-test-function-noop --mlir-print-ir-after-all --mlir-print-ir-before=tileir-test-module-noop --mlir-print-ir-tree-dir=%t -o /dev/null 2>&1 | count 0
// RUN: cat %t/builtin_module_no-symbol-name/func_func_a/0_0_tileir-test-function-mark.mlir | FileCheck %s --check-prefix=A0
// RUN: cat %t/builtin_module_no-symbol-name/func_func_b/0_0_tileir-test-function-mark.mlir | FileCheck %s --check-prefix=B0
// RUN: cat %t/builtin_module_no-symbol-name/1_tileir-test-module-noop.mlir | FileCheck %s --check-prefix=M1
// RUN: cat %t/builtin_module_no-symbol-name/2_tileir-test-module-noop.mlir | FileCheck %s --check-prefix=M2
// RUN: cat %t/builtin_module_no-symbol-name/func_func_a/2_1_tileir-test-function-noop.mlir | FileCheck %s --check-prefix=A1
// RUN: cat %t/builtin_module_no-symbol-name/func_func_b/2_1_tileir-test-function-noop.mlir

// The same tree with threads and without.
// RUN: rm -rf %t.seq
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop -tileir-test-function-noop --mlir-print-ir-after-all --mlir-print-ir-before=tileir-test-module-noop --mlir-print-ir-tree-dir=%t.seq --mlir-disable-threading -o /dev/null
// RUN: diff %t/builtin_module_no-symbol-name/func_func_b/0_0_tileir-test-function-mark.mlir %t.seq/builtin_module_no-symbol-name/func_func_b/0_0_tileir-test-function-mark.mlir
// RUN: diff %t/builtin_module_no-symbol-name/2_tileir-test-module-noop.mlir %t.seq/builtin_module_no-symbol-name/2_tileir-test-module-noop.mlir

// The mlir banner, module scope: the file of the function holds the module.
// RUN: rm -rf %t.scope
// RUN: tileir-opt %s -tileir-test-function-mark=only=b --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir --mlir-print-ir-tree-dir=%t.scope -o /dev/null
// RUN: cat %t.scope/builtin_module_no-symbol-name/func_func_b/0_0_tileir-test-function-mark.mlir | FileCheck %s --check-prefix=SCOPE

func.func @a() {
  return
}
func.func @b() {
  return
}

// A0:      *** IR Dump After tileir-test-function-mark ***
// A0-NEXT: func.func @a() {
// B0:      *** IR Dump After tileir-test-function-mark ***
// B0-NEXT: func.func @b() attributes {tileir.marked} {
// M1:      *** IR Dump Before tileir-test-module-noop ***
// M1-NEXT: module {
// M2:      *** IR Dump After tileir-test-module-noop ***
// M2-NEXT: module {
// A1:      *** IR Dump After tileir-test-function-noop ***
// A1-NEXT: func.func @a() {
// SCOPE:      // -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) ('func.func' operation: @b) //----- //
// SCOPE-NEXT: module {
