// --opt-bisect=<intervals> runs the invocations in the intervals only;
// malformed lists get LLVM's error line.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-function-mark))' --opt-bisect=1-2,5,7-8 2>&1 | FileCheck %s
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-function-mark))' --opt-bisect=1-2,5,7-8 --mlir-disable-threading 2>&1 | FileCheck %s

// CHECK:      BISECT: running pass (1) tileir-test-function-noop on func.func @a
// CHECK-NEXT: BISECT: running pass (2) tileir-test-function-mark on func.func @a
// CHECK-NEXT: BISECT: NOT running pass (3) tileir-test-function-noop on func.func @b
// CHECK-NEXT: BISECT: NOT running pass (4) tileir-test-function-mark on func.func @b
// CHECK-NEXT: BISECT: running pass (5) tileir-test-function-noop on func.func @c
// CHECK-NEXT: BISECT: NOT running pass (6) tileir-test-function-mark on func.func @c
// CHECK-NEXT: BISECT: running pass (7) tileir-test-function-noop on func.func @d
// CHECK-NEXT: BISECT: running pass (8) tileir-test-function-mark on func.func @d
// CHECK:      func.func @a() attributes {tileir.marked}
// CHECK:      func.func @b() {
// CHECK:      func.func @c() {
// CHECK:      func.func @d() attributes {tileir.marked}

// The later of --opt-bisect-limit and --opt-bisect wins.
// RUN: tileir-opt %s -tileir-test-function-mark --opt-bisect=2 --opt-bisect-limit=1 2>&1 | FileCheck %s --check-prefix=LAST
// LAST:      BISECT: running pass (1)
// LAST-NEXT: BISECT: NOT running pass (2)

// RUN: not tileir-opt %s -tileir-test-function-mark --opt-bisect=5-3 2>&1 | FileCheck %s --check-prefix=ERR1
// ERR1: Error: Invalid interval specification for -opt-bisect: 5-3 (Invalid interval: 5 >= 3)
// RUN: not tileir-opt %s -tileir-test-function-mark --opt-bisect=1-4,3 2>&1 | FileCheck %s --check-prefix=ERR2
// ERR2: Error: Invalid interval specification for -opt-bisect: 1-4,3 (Expected intervals to be in increasing order: 3 <= 4)
// RUN: not tileir-opt %s -tileir-test-function-mark --opt-bisect=1-x 2>&1 | FileCheck %s --check-prefix=ERR3
// ERR3: Error: Invalid interval specification for -opt-bisect: 1-x (Invalid interval format: '1-x')

func.func @a() {
  return
}
func.func @b() {
  return
}
func.func @c() {
  return
}
func.func @d() {
  return
}
