// --profile-actions-to: the actions as a Chrome trace, mlir-opt 22's JSON
// array of begin (`B`) and end (`E`) events, one per line, `desc` the
// action's text (no IR units), timestamps in microseconds since the profile
// started. The file ends at `]` with no newline. The filter is the log's
// only; the profile records everything. (Stderr is dropped: the checks
// match times and thread ids by pattern, which generated checks cannot.)

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --profile-actions-to=- --log-mlir-actions-filter=nothing.mlir -o /dev/null 2>/dev/null | FileCheck %s
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --profile-actions-to=%t.json -o /dev/null
// RUN: FileCheck %s < %t.json
// Both at once on stdout: the log first, then the profile.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --profile-actions-to=- --log-actions-to=- -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=BOTH
// A file that cannot be opened turns all action records off; the run goes
// on and succeeds (as mlir-opt's).
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --profile-actions-to=%t.missing/x.json --log-actions-to=- 2>&1 | FileCheck %s --check-prefix=BADFILE

func.func @f(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

// CHECK:      [{"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": [[TID:[0-9]+]], "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module`"}},
// CHECK-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `Canonicalizer` on Operation `func.func`"}},
// CHECK-NEXT: {"name": "GreedyPatternRewriteIteration", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "GreedyPatternRewriteIteration(1)"}},
// CHECK-NEXT: {"name": "apply-pattern", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`apply-pattern pattern: (anonymous namespace)::MulIMulIConstant"}},
// CHECK-NEXT: {"name": "apply-pattern", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}},
// CHECK-NEXT: {"name": "GreedyPatternRewriteIteration", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}},
// CHECK-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}},
// CHECK-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": [[TID]], "ts": {{[0-9]+}}}]{{$}}
// CHECK-NOT: {{.}}

// BOTH:      [thread tileir-opt] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor`
// BOTH:      [thread tileir-opt] completed `pass-execution`
// BOTH-NEXT: [thread tileir-opt] completed `pass-execution`
// BOTH-NEXT: [{"name": "pass-execution"
// BOTH:      "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}}]{{$}}

// BADFILE:      ExecutionContext registered on the contexterror: Opening file for --profile-actions-to failed: cannot open output file '{{.*}}x.json': No such file or directory
// BADFILE-EMPTY:
// BADFILE-NOT: Action
