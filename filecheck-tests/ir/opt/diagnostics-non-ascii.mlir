// RUN: not tileir-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s
// A diagnostic on a line with non-ASCII bytes shows the line (tabs expanded
// counting bytes) but no caret, as LLVM's SourceMgr does (checked against
// mlir-opt 22).

// CHECK: diagnostics-non-ascii.mlir:[[@LINE+4]]:30: error: expected non-function type
// CHECK-NEXT: {{^}}"t.a"() {s = "é        "} : () -> ({{$}}
// CHECK-NOT: {{.}}

"t.a"() {s = "é	"} : () -> (
