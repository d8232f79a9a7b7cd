// --log-actions-to: a line when an action begins and one when it completes,
// as mlir-opt 22 writes them: pass executions (the nested pass managers of a
// pipeline step are `mlir::detail::OpToOpPassAdaptor`), each iteration of
// the greedy driver on the anchor's region, each pattern it tries. `-` is
// stdout, before the output IR; the setup line goes to stderr. Records name
// the thread that started the run whatever thread ran them, so the log is
// the same with and without threads.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --log-actions-to=- --mlir-disable-threading 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --log-actions-to=- --mlir-disable-threading -o /dev/null > %t.seq
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --log-actions-to=- -o /dev/null > %t.par
// RUN: diff %t.seq %t.par
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --log-actions-to=%t.log -o /dev/null
// RUN: diff %t.seq %t.log
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure))' --log-actions-to=- -o /dev/null | FileCheck %s --check-prefix=FAIL

func.func @a(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %x, %c0 : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @b() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

// ERR: ExecutionContext registered on the context{{$}}
// ERR-NOT: {{.}}

// CHECK:      [thread tileir-opt] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `func.func` (func.func @a(%arg0: i32) -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] completed `pass-execution`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @a(%arg0: i32) -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action GreedyPatternRewriteIteration(1) (Region #0 for op func.func @a(%arg0: i32) -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action `apply-pattern pattern: (anonymous namespace)::MulIMulIConstant (%0 = arith.muli %arg0, %arg0 : i32)`
// CHECK-NEXT: [thread tileir-opt] completed `apply-pattern`
// CHECK-NEXT: [thread tileir-opt] completed `GreedyPatternRewriteIteration`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action GreedyPatternRewriteIteration(2) (Region #0 for op func.func @a(%arg0: i32) -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action `apply-pattern pattern: (anonymous namespace)::MulIMulIConstant (%0 = arith.muli %arg0, %arg0 : i32)`
// CHECK-NEXT: [thread tileir-opt] completed `apply-pattern`
// CHECK-NEXT: [thread tileir-opt] completed `GreedyPatternRewriteIteration`
// CHECK-NEXT: [thread tileir-opt] completed `pass-execution`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `func.func` (func.func @b() -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] completed `pass-execution`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @b() -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action GreedyPatternRewriteIteration(1) (Region #0 for op func.func @b() -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] completed `GreedyPatternRewriteIteration`
// CHECK-NEXT: [thread tileir-opt] begins (no breakpoint) Action GreedyPatternRewriteIteration(2) (Region #0 for op func.func @b() -> i32 {...})`
// CHECK-NEXT: [thread tileir-opt] completed `GreedyPatternRewriteIteration`
// CHECK-NEXT: [thread tileir-opt] completed `pass-execution`
// CHECK-NEXT: [thread tileir-opt] completed `pass-execution`
// The output IR comes after the log.
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {

// A failing pass's action completes too.
// FAIL:      begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor`
// FAIL-NEXT: begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestFailurePass` on Operation `func.func` (func.func @a
// FAIL-NEXT: completed `pass-execution`
// FAIL-NEXT: begins (no breakpoint) Action `pass-execution` running `(anonymous namespace)::TestFailurePass` on Operation `func.func` (func.func @b
// FAIL-NEXT: completed `pass-execution`
// FAIL-NEXT: completed `pass-execution`
// FAIL-NOT: {{.}}
