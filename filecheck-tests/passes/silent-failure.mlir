// A pass may fail without saying why: the run fails and prints nothing,
// not even the output IR. IR a failed pass left invalid is not verified.

// RUN: not tileir-opt %s -pass-pipeline='builtin.module(test-pass-failure)' 2>&1 | count 0
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-failure))' --mlir-disable-threading 2>&1 | count 0
// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{signal-pass-failure}))' 2>&1 | count 0
// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=false}))' | FileCheck %s

// CHECK: func.func @unchanged
func.func @unchanged() {
  return
}
