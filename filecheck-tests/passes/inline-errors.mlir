// inline's error on an op without a symbol table, against mlir-opt 22.

// RUN: not tileir-opt %s -pass-pipeline='builtin.module(func.func(inline))' 2>&1 | FileCheck %s

// CHECK: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table
func.func @f() {
  return
}
