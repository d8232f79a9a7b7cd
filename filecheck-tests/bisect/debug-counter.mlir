// Debug counters: --mlir-debug-counter with MLIR's skip/count form and
// LLVM's chunk form, and --mlir-print-debug-counter's report (mlir-opt 22
// prints it twice per input chunk: its handler is copied from a temporary
// that reports too). symbol-dce asks `symbol-dce-erase` before each dead
// symbol it erases (@d1, @d2, @d3 in order); the pass manager asks
// `pass-execution` before each pass and nested pipeline.

// RUN: tileir-opt %s -symbol-dce --mlir-debug-counter=symbol-dce-erase-skip=1,symbol-dce-erase-count=1 --mlir-print-debug-counter 2>&1 | FileCheck %s --check-prefix=SKIP
// SKIP:      DebugCounter counters:
// SKIP-NEXT: symbol-dce-erase                : {0,1,1}
// SKIP-NEXT: DebugCounter counters:
// SKIP-NEXT: symbol-dce-erase                : {3,1,1}
// SKIP:      func.func private @d1
// SKIP-NOT:  @d2
// SKIP:      func.func private @d3

// Chunks count from 0: 0 and 2 are @d1 and @d3.
// RUN: tileir-opt %s -symbol-dce --mlir-debug-counter=symbol-dce-erase=0:2 --mlir-print-debug-counter 2>&1 | FileCheck %s --check-prefix=CHUNKS
// CHUNKS:      symbol-dce-erase                : {3,0:2}
// CHUNKS-NOT:  @d1
// CHUNKS:      func.func private @d2
// CHUNKS-NOT:  @d3

// The same with threads off. The pass manager counts the nest, cse on
// each function, then symbol-dce (6, as mlir-opt 22): only the nest runs.
// RUN: tileir-opt %s -symbol-dce --mlir-debug-counter=symbol-dce-erase=0:2 --mlir-print-debug-counter --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=CHUNKS
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-debug-counter=pass-execution-count=1 --mlir-print-debug-counter 2>&1 | FileCheck %s --check-prefix=PASSES
// PASSES: pass-execution                  : {6,0,1}
// PASSES: func.func private @d1

// RUN: not tileir-opt %s --mlir-debug-counter=bogus 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `bogus`
// BAD-NEXT: LLVM ERROR: Invalid DebugCounter command-line configuration
// RUN: not tileir-opt %s --mlir-debug-counter=symbol-dce-erase=2-1 2>&1 | FileCheck %s --check-prefix=BAD-CHUNK
// BAD-CHUNK: Expected 2 < 1 in 2-1
// RUN: not tileir-opt %s --mlir-debug-counter=symbol-dce-erase=5 --mlir-debug-counter=x=y 2>&1 | FileCheck %s --check-prefix=BAD-VALUE
// BAD-VALUE: error: expected DebugCounter counter value to be numeric, but got `y`

func.func private @d1() {
  return
}
func.func @live() {
  return
}
func.func private @d2() {
  return
}
func.func private @d3() {
  return
}
