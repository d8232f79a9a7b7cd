// IR dumps around passes in the default (tileiras) banner: before/after all,
// before/after named passes, the LLVM spellings --print-before-all and
// --print-after-all, and the printing flags applied to the dumps.

// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-after-all -o /dev/null 2> %t.mlir-spelling
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --print-after-all -o /dev/null 2> %t.llvm-spelling
// RUN: diff %t.mlir-spelling %t.llvm-spelling
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --print-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-before=tileir-test-module-noop --mlir-print-ir-after=tileir-test-function-mark -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-ir-after=tileir-test-module-noop,tileir-test-function-mark -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: tileir-opt %s -tileir-test-function-mark=only=b --mlir-print-ir-after-all --mlir-print-op-generic --mlir-print-debuginfo -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: tileir-opt %s -tileir-test-function-mark --mlir-print-ir-after-all 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: not tileir-opt %s --mlir-print-ir-before=no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tileir-opt %s --mlir-print-ir-after 2>&1 | FileCheck %s --check-prefix=EMPTY

func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @b() {
  return
}

// Function passes print their function, one dump after the other; module
// passes print the module, which ends with a blank line.

// BEFORE:      *** IR Dump Before tileir-test-function-mark ***
// BEFORE-NEXT: func.func @a(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:   return %0 : i32
// BEFORE-NEXT: }
// BEFORE-NEXT: *** IR Dump Before tileir-test-function-mark ***
// BEFORE-NEXT: func.func @b() {
// BEFORE-NEXT:   return
// BEFORE-NEXT: }
// BEFORE-NEXT: *** IR Dump Before tileir-test-module-noop ***
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func @a(%arg0: i32) -> i32 {
// BEFORE:        func.func @b() attributes {tileir.marked} {
// BEFORE:      {{^}$}}
// BEFORE-EMPTY:
// BEFORE-NOT:  IR Dump

// AFTER-NOT:   IR Dump Before
// AFTER:       *** IR Dump After tileir-test-function-mark ***
// AFTER-NEXT:  func.func @a(%arg0: i32) -> i32 {
// AFTER:       *** IR Dump After tileir-test-function-mark ***
// AFTER-NEXT:  func.func @b() attributes {tileir.marked} {
// AFTER-NEXT:    return
// AFTER-NEXT:  }
// AFTER-NEXT:  *** IR Dump After tileir-test-module-noop ***
// AFTER-NEXT:  module {
// AFTER-NOT:   IR Dump

// NAMED-NOT:   IR Dump Before tileir-test-function-mark
// NAMED:       *** IR Dump After tileir-test-function-mark ***
// NAMED-NEXT:  func.func @a
// NAMED:       *** IR Dump After tileir-test-function-mark ***
// NAMED-NEXT:  func.func @b
// NAMED:       *** IR Dump Before tileir-test-module-noop ***
// NAMED-NEXT:  module {
// NAMED-NOT:   IR Dump

// LIST-COUNT-2: *** IR Dump After tileir-test-function-mark ***
// LIST:         *** IR Dump After tileir-test-module-noop ***
// LIST-NOT:     IR Dump

// FLAGS:      *** IR Dump After tileir-test-function-mark ***
// FLAGS-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
// FLAGS-NEXT: ^bb0(%arg0: i32 loc("{{.*}}print-ir.mlir":{{[0-9]+}}:14)):
// FLAGS:      }) : () -> () loc("{{.*}}print-ir.mlir":{{[0-9]+}}:1)
// FLAGS-NEXT: *** IR Dump After tileir-test-function-mark ***
// FLAGS-NEXT: "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
// FLAGS-NEXT:   "func.return"() : () -> () loc("{{.*}}print-ir.mlir":{{[0-9]+}}:3)
// FLAGS-NEXT: }) {tileir.marked} : () -> () loc("{{.*}}print-ir.mlir":{{[0-9]+}}:1)

// Dumps go to stderr; the output is unchanged.
// STDOUT-NOT: IR Dump
// STDOUT:     func.func @b() attributes {tileir.marked} {

// UNKNOWN: tileir-opt: for the --mlir-print-ir-before option: Cannot find option named 'no-such-pass'!
// EMPTY: tileir-opt: for the --mlir-print-ir-after option: Cannot find option named ''!
