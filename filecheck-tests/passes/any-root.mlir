// A pipeline anchored on `any` and run on the top-level op itself
// (--no-implicit-module) checks that op as each of its passes would: it
// must be registered, IsolatedFromAbove, and accepted by the pass.

// RUN: not tileir-opt %s -split-input-file -allow-unregistered-dialect -no-implicit-module -pass-pipeline='any(test-function-pass)' 2>&1 | FileCheck %s
// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -no-implicit-module -pass-pipeline='any()'

// CHECK: any-root.mlir:[[@LINE+2]]:6: error: 'arith.constant' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'
// CHECK: see current operation: %{{.*}} = "arith.constant"() <{value = 1 : i32}> : () -> i32
%c = arith.constant 1 : i32

// -----

// CHECK: any-root.mlir:[[@LINE+1]]:1: error: 'test.op' op trying to schedule a pass on an unregistered operation
"test.op"() : () -> ()

// -----

// The function pass does not accept modules.
// CHECK: any-root.mlir:[[@LINE+1]]:1: error: 'builtin.module' op trying to schedule pass '(anonymous namespace)::TestFunctionPass' on an unsupported operation
module {}
