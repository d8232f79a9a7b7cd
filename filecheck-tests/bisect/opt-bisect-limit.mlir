// --opt-bisect-limit=N runs the first N pass invocations, numbered as a
// sequential run numbers them (functions in op order inside each nest),
// with or without threads; later ones are skipped and leave the IR alone.
// Each decision gets LLVM's verbose line, the unit naming op and symbol.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(tileir-test-module-noop,func.func(tileir-test-function-noop,tileir-test-function-mark),tileir-test-module-noop)' --opt-bisect-limit=4 2>&1 | FileCheck %s
// RUN: tileir-opt %s --pass-pipeline='builtin.module(tileir-test-module-noop,func.func(tileir-test-function-noop,tileir-test-function-mark),tileir-test-module-noop)' --opt-bisect-limit=4 --mlir-disable-threading 2>&1 | FileCheck %s

// CHECK:      BISECT: running pass (1) tileir-test-module-noop on builtin.module
// CHECK-NEXT: BISECT: running pass (2) tileir-test-function-noop on func.func @a
// CHECK-NEXT: BISECT: running pass (3) tileir-test-function-mark on func.func @a
// CHECK-NEXT: BISECT: running pass (4) tileir-test-function-noop on func.func @b
// CHECK-NEXT: BISECT: NOT running pass (5) tileir-test-function-mark on func.func @b
// CHECK-NEXT: BISECT: NOT running pass (6) tileir-test-function-noop on func.func @c
// CHECK-NEXT: BISECT: NOT running pass (7) tileir-test-function-mark on func.func @c
// CHECK-NEXT: BISECT: NOT running pass (8) tileir-test-module-noop on builtin.module
// CHECK:      func.func @a() attributes {tileir.marked}
// CHECK:      func.func @b() {
// CHECK:      func.func @c() {

// -1 runs everything (and still prints the lines); 0 runs nothing.
// RUN: tileir-opt %s -tileir-test-function-mark --opt-bisect-limit=-1 2>&1 | FileCheck %s --check-prefix=ALL
// ALL:      BISECT: running pass (1) tileir-test-function-mark on func.func @a
// ALL-NEXT: BISECT: running pass (2) tileir-test-function-mark on func.func @b
// ALL-NEXT: BISECT: running pass (3) tileir-test-function-mark on func.func @c
// ALL:      func.func @c() attributes {tileir.marked}

// RUN: tileir-opt %s -tileir-test-function-mark --opt-bisect-limit=0 2>&1 | FileCheck %s --check-prefix=NONE
// NONE:      BISECT: NOT running pass (1) tileir-test-function-mark on func.func @a
// NONE-NEXT: BISECT: NOT running pass (2) tileir-test-function-mark on func.func @b
// NONE-NEXT: BISECT: NOT running pass (3) tileir-test-function-mark on func.func @c
// NONE-NOT:  tileir.marked

// --opt-bisect-verbose=false keeps the decisions and drops the lines.
// RUN: tileir-opt %s -tileir-test-function-mark --opt-bisect-limit=2 --opt-bisect-verbose=false 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: BISECT
// QUIET:     func.func @b() attributes {tileir.marked}
// QUIET:     func.func @c() {

// The numbers are those of --mlir-print-pass-numbers; skipped invocations
// run no hooks.
// RUN: tileir-opt %s -tileir-test-function-mark --opt-bisect-limit=2 --mlir-print-pass-numbers -o /dev/null 2>&1 | FileCheck %s --check-prefix=NUM
// NUM:      BISECT: running pass (1) tileir-test-function-mark on func.func @a
// NUM-NEXT:  Running pass 1 tileir-test-function-mark on a
// NUM-NEXT: BISECT: running pass (2) tileir-test-function-mark on func.func @b
// NUM-NEXT:  Running pass 2 tileir-test-function-mark on b
// NUM-NEXT: BISECT: NOT running pass (3) tileir-test-function-mark on func.func @c
// NUM-NOT:  Running pass

// A negative limit other than -1 is an error.
// RUN: not tileir-opt %s -tileir-test-function-mark --opt-bisect-limit=-2 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: Invalid limit for -opt-bisect-limit: -2

func.func @a() {
  return
}
func.func @b() {
  return
}
func.func @c() {
  return
}
