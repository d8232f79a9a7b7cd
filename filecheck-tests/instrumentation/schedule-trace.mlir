// --schedule-trace-file=<path>: a Chrome trace (chrome://tracing, Perfetto)
// of the run: track names first, then one complete event per pass
// execution with the op it ran on, and one per named scope inside it, in
// the order a sequential run meets them (so the same with and without
// threads, but for times and which worker took a job). Alone it does not
// pick the driver's -O pipelines; it traces whatever pipeline runs.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse,tileir-test-function-scopes),canonicalize)' --schedule-trace-file=%t.json --mlir-disable-threading -o /dev/null
// RUN: FileCheck %s < %t.json
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse,tileir-test-function-scopes),canonicalize)' --schedule-trace-file=%t.mt.json -o /dev/null
// RUN: FileCheck %s --check-prefix=MT < %t.mt.json
// RUN: tileir-opt %s --schedule-trace-file=%t.missing/t.json -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFILE

func.func @a() {
  return
}
func.func @b() {
  return
}

// CHECK:      {"traceEvents": [
// CHECK-NEXT: {"name": "process_name", "ph": "M", "pid": 1, "tid": 0, "args": {"name": "tileir-opt"}},
// CHECK-NEXT: {"name": "thread_name", "ph": "M", "pid": 1, "tid": 0, "args": {"name": "main"}},
// CHECK-NEXT: {"name": "cse", "cat": "pass", "ph": "X", "pid": 1, "tid": 0, "ts": {{[0-9]+\.[0-9][0-9][0-9]}}, "dur": {{[0-9]+\.[0-9][0-9][0-9]}}, "args": {"op": "func.func @a"}},
// CHECK-NEXT: {"name": "tileir-test-function-scopes", "cat": "pass", "ph": "X", "pid": 1, "tid": 0, "ts": {{.*}}, "dur": {{.*}}, "args": {"op": "func.func @a"}},
// CHECK-NEXT: {"name": "TileASPrepareForScheduling", "cat": "scope", "ph": "X", "pid": 1, "tid": 0, "ts": {{[0-9.]+}}, "dur": {{[0-9.]+}}},
// CHECK-NEXT: {"name": "sliceAndFuse", "cat": "scope",
// CHECK-NEXT: {"name": "TileASGenerateSchedule", "cat": "scope",
// CHECK-NEXT: {"name": "ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling", "cat": "scope",
// CHECK-NEXT: {"name": "cse", "cat": "pass", {{.*}} "args": {"op": "func.func @b"}},
// CHECK-NEXT: {"name": "tileir-test-function-scopes", "cat": "pass", {{.*}} "args": {"op": "func.func @b"}},
// CHECK-NEXT: {"name": "TileASPrepareForScheduling", "cat": "scope",
// CHECK-NEXT: {"name": "sliceAndFuse", "cat": "scope",
// CHECK-NEXT: {"name": "TileASGenerateSchedule", "cat": "scope",
// CHECK-NEXT: {"name": "ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling", "cat": "scope",
// CHECK-NEXT: {"name": "canonicalize", "cat": "pass", "ph": "X", "pid": 1, "tid": 0, {{.*}} "args": {"op": "builtin.module"}}
// CHECK-NEXT: ], "displayTimeUnit": "ms"}

// MT:     {"traceEvents": [
// MT:     {"name": "cse", "cat": "pass", {{.*}} "args": {"op": "func.func @a"}},
// MT:     {"name": "cse", "cat": "pass", {{.*}} "args": {"op": "func.func @b"}},
// MT:     {"name": "canonicalize", "cat": "pass", "ph": "X", "pid": 1, "tid": 0,
// MT-NEXT: ], "displayTimeUnit": "ms"}

// BADFILE: error: Opening file for --schedule-trace-file failed: cannot open output file '{{.*}}t.json': No such file or directory
