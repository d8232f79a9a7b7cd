// Adjacent nests of the same op merge into one when the pipeline is
// finalized, so each function runs both passes before the next function
// starts; an `any` nest that could run on the same ops keeps them apart.
// test-dynamic-pipeline prints each run, which shows the order.

// RUN: tileir-opt %s --mlir-disable-threading -o /dev/null 2>&1 \
// RUN:   -pass-pipeline='builtin.module(func.func(test-dynamic-pipeline{dynamic-pipeline=test-function-pass}),func.func(test-dynamic-pipeline{dynamic-pipeline=test-stats-pass}))' \
// RUN:   | FileCheck %s --check-prefix=MERGED
// RUN: tileir-opt %s --mlir-disable-threading -o /dev/null 2>&1 \
// RUN:   -pass-pipeline='builtin.module(func.func(test-dynamic-pipeline{dynamic-pipeline=test-function-pass}),any(test-stats-pass),func.func(test-dynamic-pipeline{dynamic-pipeline=test-stats-pass}))' \
// RUN:   | FileCheck %s --check-prefix=APART

// MERGED:      Dynamic execute 'test-function-pass' on func.func
// MERGED-NEXT: Dynamic execute 'test-stats-pass' on func.func
// MERGED-NEXT: Dynamic execute 'test-function-pass' on func.func
// MERGED-NEXT: Dynamic execute 'test-stats-pass' on func.func

// APART:      Dynamic execute 'test-function-pass' on func.func
// APART-NEXT: Dynamic execute 'test-function-pass' on func.func
// APART-NEXT: Dynamic execute 'test-stats-pass' on func.func
// APART-NEXT: Dynamic execute 'test-stats-pass' on func.func

func.func @one() {
  return
}

func.func @two() {
  return
}
