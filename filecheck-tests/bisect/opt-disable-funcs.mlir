// --opt-disable skips every invocation of the named passes and
// --opt-bisect-funcs every invocation on functions not listed (modules
// still run); both keep the numbering and leave threading on.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(tileir-test-module-noop,func.func(tileir-test-function-noop,tileir-test-function-mark))' --opt-disable=tileir-test-function-noop,tileir-test-module-noop 2>&1 | FileCheck %s --check-prefix=DISABLE
// DISABLE:      BISECT: NOT running pass (1) tileir-test-module-noop on builtin.module
// DISABLE-NEXT: BISECT: NOT running pass (2) tileir-test-function-noop on func.func @a
// DISABLE-NEXT: BISECT: running pass (3) tileir-test-function-mark on func.func @a
// DISABLE-NEXT: BISECT: NOT running pass (4) tileir-test-function-noop on func.func @b
// DISABLE-NEXT: BISECT: running pass (5) tileir-test-function-mark on func.func @b
// DISABLE:      func.func @a() attributes {tileir.marked}
// DISABLE:      func.func @b() attributes {tileir.marked}

// RUN: tileir-opt %s --pass-pipeline='builtin.module(tileir-test-module-noop,func.func(tileir-test-function-mark))' --opt-bisect-funcs=b 2>&1 | FileCheck %s --check-prefix=FUNCS
// FUNCS:      BISECT: running pass (1) tileir-test-module-noop on builtin.module
// FUNCS-NEXT: BISECT: NOT running pass (2) tileir-test-function-mark on func.func @a
// FUNCS-NEXT: BISECT: running pass (3) tileir-test-function-mark on func.func @b
// FUNCS:      func.func @a() {
// FUNCS:      func.func @b() attributes {tileir.marked}

func.func @a() {
  return
}
func.func @b() {
  return
}
