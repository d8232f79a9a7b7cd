// --mlir-print-changed (LLVM's -print-changed for MLIR passes) and
// --mlir-print-pass-numbers: the numbers are those of a sequential run (one
// per pass per anchor, from 1), with threads too; a diff applies to the
// anchor's IR before the pass (checked in tileir-opt/tests/print_changed.rs).

// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-changed -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-changed=quiet -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-changed=diff -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIFF
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-noop --mlir-print-changed=diff-quiet -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIFF-QUIET
// RUN: tileir-opt %s -tileir-test-function-mark=only=b --mlir-print-changed=cdiff-quiet -o /dev/null 2>&1 | FileCheck %s --check-prefix=CDIFF
// RUN: tileir-opt %s -tileir-test-function-mark -tileir-test-module-noop --mlir-print-pass-numbers -o /dev/null 2>&1 | FileCheck %s --check-prefix=NUMBERS
// RUN: tileir-opt %s -tileir-test-function-mark --mlir-print-changed=diff --filter-print-funcs=a -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILTER
// RUN: tileir-opt %s -tileir-test-module-dynamic -tileir-test-function-mark --mlir-print-changed=diff --mlir-print-pass-numbers -o /dev/null 2> %t.threads
// RUN: tileir-opt %s -tileir-test-module-dynamic -tileir-test-function-mark --mlir-print-changed=diff --mlir-print-pass-numbers --mlir-disable-threading -o /dev/null 2> %t.sequential
// RUN: diff %t.threads %t.sequential
// RUN: not tileir-opt %s --mlir-print-changed=dot-cfg 2>&1 | FileCheck %s --check-prefix=BAD

func.func @a() {
  return
}
func.func @b() {
  return
}

// FULL:      *** IR Dump At Start ***
// FULL-NEXT: module {
// FULL:      *** IR Dump After 1-tileir-test-function-mark on a omitted because no change ***
// FULL-NEXT: *** IR Dump After 2-tileir-test-function-mark on b ***
// FULL-NEXT: func.func @b() attributes {tileir.marked} {
// FULL-NEXT:   return
// FULL-NEXT: }
// FULL-NEXT: *** IR Dump After 3-tileir-test-module-noop on [builtin.module] omitted because no change ***

// QUIET:      *** IR Dump At Start ***
// QUIET-NOT:  omitted
// QUIET:      *** IR Dump After 2-tileir-test-function-mark on b ***
// QUIET-NEXT: func.func @b() attributes {tileir.marked} {
// QUIET-NOT:  IR Dump

// DIFF:      *** IR Dump After 1-tileir-test-function-mark on a omitted because no change ***
// DIFF-NEXT: *** IR Dump After 2-tileir-test-function-mark on b ***
// DIFF-NEXT: --- before
// DIFF-NEXT: +++ after
// DIFF-NEXT: @@ -1,3 +1,3 @@
// DIFF-NEXT: -func.func @b() {
// DIFF-NEXT: +func.func @b() attributes {tileir.marked} {
// DIFF-NEXT:    return
// DIFF-NEXT:  }
// DIFF-NEXT: *** IR Dump After 3-tileir-test-module-noop on [builtin.module] omitted because no change ***

// DIFF-QUIET:     *** IR Dump At Start ***
// DIFF-QUIET-NOT: omitted
// DIFF-QUIET:     *** IR Dump After 2-tileir-test-function-mark on b ***
// DIFF-QUIET-NEXT: --- before
// DIFF-QUIET-NOT: IR Dump

// CDIFF:      @@ -1,3 +1,3 @@
// CDIFF-NEXT: {{.\[31m-func.func @b\(\) {.\[0m}}
// CDIFF-NEXT: {{.\[32m\+func.func @b\(\) attributes {tileir.marked} {.\[0m}}

// NUMBERS:      {{^}} Running pass 1 tileir-test-function-mark on a
// NUMBERS-NEXT: {{^}} Running pass 2 tileir-test-function-mark on b
// NUMBERS-NEXT: {{^}} Running pass 3 tileir-test-module-noop on [builtin.module]

// FILTER:      *** IR Dump After 1-tileir-test-function-mark on a ***
// FILTER:      *** IR Dump After 2-tileir-test-function-mark on b filtered out ***

// BAD: tileir-opt: for the --mlir-print-changed option: Cannot find option named 'dot-cfg'!
