// tileir-test-break breaks one chosen invocation on purpose: only=@b makes
// its invocation on @b (number 4 below) the culprit. Each mode shows up
// with the limit at 4 and not at 3.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{only=b}))' --opt-bisect-limit=4 2>&1 | FileCheck %s --check-prefix=MIS4
// MIS4: BISECT: running pass (4) tileir-test-break on func.func @b
// MIS4: func.func @b() attributes {tileir.miscompiled}
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{only=b}))' --opt-bisect-limit=3 2>&1 | FileCheck %s --check-prefix=MIS3
// MIS3: BISECT: NOT running pass (4) tileir-test-break on func.func @b
// MIS3-NOT: tileir.miscompiled

// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))' --opt-bisect-limit=4 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: error: 'func.func' op broken on purpose by tileir-test-break
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))' --opt-bisect-limit=3 -o /dev/null

// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=panic only=b}))' 2>&1 | FileCheck %s --check-prefix=PANIC
// PANIC: note: Pipeline failed while executing [`TileirTestBreak` on 'func.func' operation: @b]: the pass panicked: broken on purpose by tileir-test-break
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=panic only=b}))' --opt-bisect-limit=3 -o /dev/null

func.func @a() {
  return
}
func.func @b() {
  return
}
func.func @c() {
  return
}
