#!/usr/bin/env bash
# Runs upstream MLIR's pass-infrastructure and instrumentation tests (the
# .mlir files of LLVM 22's mlir/test/Pass: pass manager, timing, action
# logging and profiling, IR printing and its file tree, statistics,
# print-after-failure, reproducers) with tileir-opt standing in for
# mlir-opt, through tileir-lit and our FileCheck. The tests are not part of
# this project: give the directory holding them.
#
#   scripts/upstream-pass-tests.sh DIR [tileir-lit options...]
#   REFERENCE_MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt scripts/upstream-pass-tests.sh DIR
#
# tileir-opt prints IR dumps with mlir-opt's banner here
# (--mlir-print-ir-banner=mlir), and has statistics (the `asserts` feature
# of upstream's statistics tests). Tests that need surfaces not built yet
# (remarks) or passes outside the pass infrastructure are listed below with
# the reason and reported as skipped.
#
# Copies of these files found outside an LLVM 22 checkout are often from an
# older or newer LLVM; where the difference is only a spelling that changed
# (an anchored pipeline, a renamed flag, a dump file name), the script
# rewrites the copy into LLVM 22's spelling and says so (ADAPTED). With
# REFERENCE_MLIR_OPT set, the same (adapted) tests run on that mlir-opt
# instead: with mlir-opt 22 this shows the adapted texts describe mlir-opt
# 22's behaviour (its release build has no statistics, so the two
# statistics tests fail there and pass only with tileir-opt).
#
# The last line is the count: "upstream-pass-tests: P of N run passed
# (S skipped)". Each failure is listed by tileir-lit above it.
# Without DIR (or with a DIR that does not exist) the script says so and
# exits 0. Set TILEIR_LIT to use another tileir-lit binary.
set -euo pipefail

dir=${1:-}
if [ -z "$dir" ] || [ ! -d "$dir" ]; then
  echo "upstream-pass-tests: no directory of upstream mlir/test/Pass files given${dir:+ ($dir not found)}; skipping"
  exit 0
fi
shift
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=upstream-lit-suite.sh
. "$root/scripts/upstream-lit-suite.sh"
lit=${TILEIR_LIT:-$root/target/release/tileir-lit}
if [ ! -x "$lit" ]; then
  (cd "$root" && cargo build --release -q -p tileir-opt --bin tileir-lit)
fi

# file name -> why it is not run.
declare -A skip=(
  [recursive-pipeline-anchor.mlir]="recursive anchors are newer than LLVM 22"
  [remarks.mlir]="remark streaming (-remarks-filter)"
  [remark-final.mlir]="remark streaming (-remarks-filter)"
  [remark-final-parallel.mlir]="remark streaming (-remarks-filter)"
  [remark-final-pass-failure.mlir]="remark streaming (-remarks-filter)"
  [remark-final-verify-diagnostics.mlir]="remark streaming (-remarks-filter)"
  [remark-output-error.mlir]="remark streaming (-remarks-filter)"
  [pass-name-diagnostics.mlir]="-emit-pass-error-on-failure is newer than LLVM 22"
  [invalid-unsupported-operation.mlir]="needs test-print-liveness (a liveness analysis printer, not pass infrastructure)"
  [scf-to-cf-and-print-liveness.mlir]="needs test-print-liveness (a liveness analysis printer; convert-scf-to-cf is there)"
  [scf2cf-print-liveness-crash.mlir]="needs test-print-liveness (a liveness analysis printer; convert-scf-to-cf is there)"
)

# file name -> a sed script turning a copy from another LLVM into LLVM 22's
# spelling, and why. Each rewrites only what changed between versions, never
# an expectation about what the tool does.
declare -A adapt=(
  [ir-printing.mlir]="s/-pass-pipeline='(func\.func\([^']*\))'/-pass-pipeline='builtin.module(\1)'/g"
  [invalid-ir-print-after-failure.mlir]="s/-mlir-unsafe-print-assume-verified/-mlir-print-assume-verified/g; s/^func @/func.func @/; s/-pass-pipeline='(func\.func\([^']*\))'/-pass-pipeline='builtin.module(\1)'/g"
  [ir-printing-file-tree.mlir]="s#/0_cse\.mlir#/0_0_0_cse.mlir#; s#/1_cse\.mlir#/0_0_0_cse.mlir#; s#/1_canonicalize\.mlir#/0_0_1_canonicalize.mlir#; s#/2_cse\.mlir#/0_0_0_cse.mlir#; s#/3_canonicalize\.mlir#/0_0_1_canonicalize.mlir#"
  [action-logging-filter.mlir]="s/pass-execution-action/pass-execution/g; s/^(\/\/ CHECK[A-Z-]*)-NEXT:/\1:/"
  [crash-recovery.mlir]="s/(REPRO: pipeline: \")builtin.module\(test-module-pass,test-pass-crash\)/\1builtin.module(builtin.module(test-module-pass,test-pass-crash))/; s/(REPRO_LOCAL[A-Z_]*: pipeline: \")builtin.module\(test-pass-crash\)/\1builtin.module(builtin.module(test-pass-crash))/"
  [pipeline-parsing.mlir]="s|^// CHECK_ROUNDTRIP: any\\(cse\\)$|// CHECK_ROUNDTRIP: any(\\n// CHECK_ROUNDTRIP-NEXT: cse\\n// CHECK_ROUNDTRIP-NEXT: )|"
  [pipeline-invalid.mlir]="s/trying to schedule a pass on an unsupported operation/trying to schedule pass '(anonymous namespace)::TestFunctionPass' on an unsupported operation/"
  [crash-recovery-dynamic-failure.mlir]="s/(pipeline: \")builtin.module\(test-pass-failure\)/\1builtin.module(builtin.module(test-pass-failure{gen-diagnostics=false}))/"
)
declare -A adapt_why=(
  [ir-printing.mlir]="pipelines anchored on builtin.module (LLVM 22 rejects a bare func.func pipeline)"
  [invalid-ir-print-after-failure.mlir]="-mlir-unsafe-print-assume-verified is the post-22 name of -mlir-print-assume-verified"
  [ir-printing-file-tree.mlir]="LLVM 22 numbers dump files per pipeline nesting (0_0_0_cse.mlir), later LLVM counts globally (0_cse.mlir)"
  [action-logging-filter.mlir]="LLVM 22 names the action pass-execution and logs greedy-rewrite iterations between a pass's begin and end records"
  [crash-recovery.mlir]="LLVM 22 writes the reproducer's pipeline from the top-level anchor (builtin.module(builtin.module(...)))"
  [crash-recovery-dynamic-failure.mlir]="LLVM 22 writes the reproducer's pipeline from the top-level anchor, with test-pass-failure's option"
  [pipeline-parsing.mlir]="LLVM 22's -dump-pass-pipeline prints one pass per line (any(, cse, ))"
  [pipeline-invalid.mlir]="LLVM 22's message names the pass (trying to schedule pass '...' on an unsupported operation)"
)

reference=${REFERENCE_MLIR_OPT:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tests"
ran=0
skipped=0
for f in "$dir"/*.mlir; do
  [ -e "$f" ] || continue
  name=$(basename "$f")
  if [ -n "${skip[$name]:-}" ]; then
    echo "SKIPPED: $name: ${skip[$name]}"
    skipped=$((skipped + 1))
    continue
  fi
  copy_test "$f" "$work/tests/$name" "${adapt[$name]:-}" "$name" "${adapt_why[$name]:-}"
  ran=$((ran + 1))
done
if [ "$ran" -eq 0 ]; then
  echo "upstream-pass-tests: no test to run in $dir"
  exit 0
fi
run_lit_suite upstream-mlir-pass "tileir-opt --mlir-print-ir-banner=mlir" "$@"
echo "upstream-pass-tests: $passed of $ran run passed ($skipped skipped)${reference:+ [reference: $reference]}"
exit "$status"
