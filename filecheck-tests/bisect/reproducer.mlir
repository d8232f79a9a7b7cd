// Crash and failure reproducers (mlir-opt 22's files and messages): a
// failing pass and a panicking pass each leave a reproducer that
// --run-reproducer replays to the same diagnostic, for the pipeline and
// local flavours, with threads on and off (the files are the same but for
// the pipeline flavour's disable_threading).

// Pipeline flavour, a failing pass: the IR before the run, the whole pipeline.
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.fail 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: reproducer.mlir:[[LINE:[0-9]+]]:1: error: 'func.func' op broken on purpose by tileir-test-break
// FAIL: reproducer.mlir:[[LINE]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// FAIL: note: Pipeline failed while executing [`TileirTestBreak` on 'func.func' operation: @b]: reproducer generated at `{{.*}}.fail{{1?}}`
// RUN: cat %t.fail | FileCheck %s --check-prefix=FILE
// FILE: module {
// FILE-NEXT:   func.func @a() {
// FILE:   func.func @b() {
// FILE-NEXT:     arith.constant
// FILE:      {-#
// FILE-NEXT:   external_resources: {
// FILE-NEXT:     mlir_reproducer: {
// FILE-NEXT:       pipeline: "builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))",
// FILE-NEXT:       disable_threading: false,
// FILE-NEXT:       verify_each: true
// FILE-NEXT:     }
// FILE-NEXT:   }
// FILE-NEXT: #-}
// RUN: not tileir-opt %t.fail --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY-FAIL
// REPLAY-FAIL: error: 'func.func' op broken on purpose by tileir-test-break
// REPLAY-FAIL-NOT: Failures have been detected

// Threads off: the same file but for disable_threading.
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.fail1 --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: cat %t.fail1 | FileCheck %s --check-prefix=NOTHREADS
// NOTHREADS: disable_threading: true,

// A panicking pass: reported at the root, in place of the panic message.
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=panic only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.panic 2>&1 | FileCheck %s --check-prefix=PANIC
// PANIC-NOT: the pass panicked
// PANIC: reproducer.mlir:0:0: error: Failures have been detected while processing an MLIR pass pipeline
// PANIC: note: Pipeline failed while executing [`TileirTestBreak` on 'func.func' operation: @b]: reproducer generated at `{{.*}}.panic`
// RUN: not tileir-opt %t.panic --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY-PANIC
// REPLAY-PANIC: note: Pipeline failed while executing [`TileirTestBreak` on 'func.func' operation: @b]: the pass panicked: broken on purpose by tileir-test-break

// Local flavour: the module as it was just before the failing invocation
// (@a done, @b after the noop pass) and that pass alone; the same files
// with threads on and off.
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.local --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=LOCAL
// LOCAL: reproducer.mlir:[[LINE:[0-9]+]]:1: error: 'func.func' op broken on purpose by tileir-test-break
// LOCAL: reproducer.mlir:[[LINE]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL: note: Pipeline failed while executing `TileirTestBreak` on 'func.func' operation: @b: reproducer generated at `{{.*}}.local{{1?}}`
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=fail only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.local1 --mlir-pass-pipeline-local-reproducer --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: diff %t.local %t.local1
// RUN: cat %t.local | FileCheck %s --check-prefix=LOCAL-FILE
// LOCAL-FILE: pipeline: "builtin.module(func.func(tileir-test-break{mode=fail only=b}))",
// LOCAL-FILE-NEXT: disable_threading: true,
// RUN: not tileir-opt %t.local --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY-FAIL

// Local flavour of the panic, threads on and off.
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=panic only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.localpanic --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=LOCAL-PANIC
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop,tileir-test-break{mode=panic only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.localpanic1 --mlir-pass-pipeline-local-reproducer --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=LOCAL-PANIC
// LOCAL-PANIC: reproducer.mlir:0:0: error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL-PANIC: note: Pipeline failed while executing `TileirTestBreak` on 'func.func' operation: @b: reproducer generated at
// RUN: diff %t.localpanic %t.localpanic1
// RUN: not tileir-opt %t.localpanic --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY-PANIC

// A file that cannot be written is named in the note; -o stays unwritten.
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-break{mode=fail only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.nodir/x.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=NODIR
// NODIR: note: Pipeline failed while executing [`TileirTestBreak` on 'func.func' operation: @b]: failed to create output stream: Failed to create reproducer stream: cannot open output file '{{.*}}.nodir/x.mlir': No such file or directory
// RUN: not cat %t.out

// The input is never overwritten, even when named as the reproducer.
// RUN: cp %s %t.input.mlir
// RUN: not tileir-opt %t.input.mlir --pass-pipeline='builtin.module(func.func(tileir-test-break{mode=fail only=b}))' --mlir-pass-pipeline-crash-reproducer=%t.input.mlir 2>&1 | FileCheck %s --check-prefix=INPUT
// INPUT: failed to create output stream: Failed to create reproducer stream: cannot open output file '{{.*}}.input.mlir': it is the input file
// RUN: diff %s %t.input.mlir

// --mlir-generate-reproducer: the IR after a run that succeeded, its pipeline.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-function-noop))' --mlir-generate-reproducer=%t.gen -o /dev/null
// RUN: cat %t.gen | FileCheck %s --check-prefix=GEN
// GEN: pipeline: "builtin.module(func.func(tileir-test-function-noop))",
// GEN-NEXT: disable_threading: false,
// GEN-NEXT: verify_each: false

func.func @a() {
  %0 = arith.constant 1 : i32
  return
}
func.func @b() {
  %0 = arith.constant 2 : i32
  return
}
