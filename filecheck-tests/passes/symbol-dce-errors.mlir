// symbol-dce's failures, as mlir-opt 22 reports them.

// RUN: not tileir-opt %s -allow-unregistered-dialect -split-input-file -symbol-dce 2>&1 | FileCheck %s
// RUN: not tileir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=ANCHOR --strict-whitespace

// An op of an unknown dialect with one region might be a symbol table: the
// uses of the function holding it cannot be computed.
func.func private @f()
func.func @g() {
  "unknown.op"() ({
    "unknown.inner"() : () -> ()
  }) : () -> ()
  return
}

// CHECK:      symbol-dce-errors.mlir:[[@LINE-7]]:1: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
// CHECK-NEXT: func.func @g() {
// CHECK:      note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK-NEXT:   "unknown.op"() ({

// A function is no symbol table (note the two spaces after "op").
// ANCHOR: symbol-dce-errors.mlir:[[@LINE-15]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// ANCHOR: symbol-dce-errors.mlir:[[@LINE-15]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
