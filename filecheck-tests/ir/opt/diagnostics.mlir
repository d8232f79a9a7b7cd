// RUN: not tileir-opt %s 2>&1 | FileCheck %s
// RUN: not tileir-opt %s -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s --check-prefix=UNSAFE
// RUN: tileir-opt %s -mlir-very-unsafe-disable-verifier-on-parsing -mlir-print-assume-verified | FileCheck %s --check-prefix=ASSUMED
// RUN: not tileir-opt < %s 2>&1 | FileCheck %s --check-prefix=STDIN
// Verifier errors render as mlir-opt's: the source line and caret, then
// `see current operation` in generic form (no source line: same location),
// then the other notes.

// CHECK: diagnostics.mlir:[[@LINE+17]]:3: error: 'func.return' op must be the last operation in the parent block
// CHECK-NEXT: {{^}}  return
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: diagnostics.mlir:[[@LINE+14]]:3: note: see current operation: "func.return"() : () -> ()
// CHECK-NOT: {{.}}
// STDIN: <stdin>:{{[0-9]+}}:3: error: 'func.return' op must be the last operation in the parent block
// NOOP: error: 'func.return' op must be the last operation in the parent block
// NOOP-NOT: see current operation
// Unverified IR that fails to verify prints in generic form...
// UNSAFE: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// UNSAFE-NEXT: "func.return"() : () -> ()
// UNSAFE-NEXT: "func.return"() : () -> ()
// ...unless the printer is told to assume it verified.
// ASSUMED: func.func @f() {
// ASSUMED-NEXT: return
// ASSUMED-NEXT: return
func.func @f() {
  return
  return
}
