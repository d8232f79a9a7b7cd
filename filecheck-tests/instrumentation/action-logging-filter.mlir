// --log-mlir-actions-filter=<file>[:<line>[:<col>]],...: only actions on an
// IR unit located there are logged (a region by its op's location, any
// location nested in a fused or call-site one counts). The filter checks
// each action alone: a pattern inside a logged pass is logged only if its
// op matches too. A part that is not a number belongs to the file name; an
// empty filter stops the tool before it runs (mlir-opt's two lines).

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --log-actions-to=- --log-mlir-actions-filter=%s:19 -o /dev/null | FileCheck %s --check-prefix=SECOND
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --log-actions-to=- --log-mlir-actions-filter=%s:16,%s:27:8 -o /dev/null | FileCheck %s --check-prefix=SOME
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --log-actions-to=- --log-mlir-actions-filter=%s -o /dev/null | FileCheck %s --check-prefix=ALL
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --log-actions-to=- --log-mlir-actions-filter=other.mlir --log-mlir-actions-filter=%s:1 -o /dev/null | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --log-actions-to=- --log-mlir-actions-filter=%s:0x15 -o /dev/null | FileCheck %s --check-prefix=HEX
// RUN: not tileir-opt %s --log-mlir-actions-filter= 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not tileir-opt %s --log-mlir-actions-filter=%s,,x.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY

func.func @a() {
  return
}
func.func @b(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}
func.func @c(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}

// SECOND-NOT: @a
// SECOND:      begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @b(%arg0: i32) -> i32 {...})`
// SECOND-NEXT: begins (no breakpoint) Action GreedyPatternRewriteIteration(1) (Region #0 for op func.func @b(%arg0: i32) -> i32 {...})`
// SECOND-NEXT: completed `GreedyPatternRewriteIteration`
// SECOND-NEXT: begins (no breakpoint) Action GreedyPatternRewriteIteration(2) (Region #0 for op func.func @b(%arg0: i32) -> i32 {...})`
// SECOND-NEXT: completed `GreedyPatternRewriteIteration`
// SECOND-NEXT: completed `pass-execution`
// SECOND-NOT: {{.}}

// SOME-NOT: Action
// SOME:      Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @a() {...})`
// SOME-NEXT: Action GreedyPatternRewriteIteration(1) (Region #0 for op func.func @a() {...})`
// SOME-NEXT: completed `GreedyPatternRewriteIteration`
// SOME-NEXT: completed `pass-execution`
// SOME-NEXT: Action `apply-pattern pattern: (anonymous namespace)::MulIMulIConstant (%1 = arith.muli %0, %arg0 : i32)`
// SOME-NEXT: completed `apply-pattern`
// SOME-NOT: Action

// ALL:      Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @a() {...})`
// ALL:      Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @b(
// ALL:      Action `apply-pattern pattern: (anonymous namespace)::MulIMulIConstant (%0 = arith.muli %arg0, %arg0 : i32)`
// ALL:      Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @c(

// NONE-NOT: Action

// HEX:      Action `apply-pattern pattern: (anonymous namespace)::MulIMulIConstant (%0 = arith.muli %arg0, %arg0 : i32)`
// HEX-NEXT: completed `apply-pattern`
// HEX-NOT: @c

// EMPTY:      error: initializing FileLineColLocBreakpoint with empty file name
// EMPTY-NEXT: Invalid location filter: {{$}}
