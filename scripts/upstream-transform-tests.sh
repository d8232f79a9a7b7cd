#!/usr/bin/env bash
# Runs upstream MLIR's tests of the transforms we implement (the .mlir files
# of LLVM 22's mlir/test/Transforms: canonicalize, cse, inlining, sccp,
# symbol-dce, loop-invariant-code-motion, control-flow-sink,
# remove-dead-values, strip-debuginfo, ...; mlir/test/Conversion/
# SCFToControlFlow; and the canonicalize tests of the dialects we have) with
# tileir-opt standing in for mlir-opt, through tileir-lit and our FileCheck.
# The tests are not part of this project: give the directory holding them
# (searched recursively, so a copy of the upstream tree layout works).
#
#   scripts/upstream-transform-tests.sh DIR [tileir-lit options...]
#   REFERENCE_MLIR_OPT=/usr/lib/llvm-22/bin/mlir-opt scripts/upstream-transform-tests.sh DIR
#
# Before running, each copy is brought to what tileir-opt can run, and every
# change is printed with its reason: a test is SKIPPED when it is in the table
# below or all its RUN lines need a test pass tileir-opt lacks (MLIR's -test-*
# passes live in mlir-opt's test library); a copy from another LLVM is
# ADAPTED to LLVM 22's spelling; functions using dialects or upstream
# test-dialect ops we lack, or testing behaviour newer than LLVM 22, are
# DROPPED (scripts/upstream-drop-cases.py) with the RUN lines left checking
# nothing. With REFERENCE_MLIR_OPT set, the same texts run on that mlir-opt:
# with mlir-opt 22 every one must pass, which shows the adapted texts
# describe LLVM 22's behaviour.
#
# Prints one line per file (PASS / FAIL / SKIPPED with the reason), a FAILED
# line with the known reason for each failure, and, last, the count: "upstream-transform-tests: P of N run passed (S skipped, D
# functions dropped)".
# Without DIR (or with a DIR that does not exist) the script says so and
# exits 0. Set TILEIR_LIT to use another tileir-lit binary and TILEIR_OPT
# to use another tileir-opt (for the pass-flag check).
set -euo pipefail

dir=${1:-}
if [ -z "$dir" ] || [ ! -d "$dir" ]; then
  echo "upstream-transform-tests: no directory of upstream mlir/test/Transforms files given${dir:+ ($dir not found)}; skipping"
  exit 0
fi
shift
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=upstream-lit-suite.sh
. "$root/scripts/upstream-lit-suite.sh"
lit=${TILEIR_LIT:-$root/target/release/tileir-lit}
opt=${TILEIR_OPT:-$(dirname "$lit")/tileir-opt}
if [ ! -x "$lit" ] || [ ! -x "$opt" ]; then
  (cd "$root" && cargo build --release -q -p tileir-opt --bin tileir-lit --bin tileir-opt)
  lit=$root/target/release/tileir-lit
  opt=$root/target/release/tileir-opt
fi

# file name -> why it is not run (what it needs that is not a pass or
# dialect tileiras has).
declare -A skip=(
  [remove-dead-values-function-root.mlir]="remove-dead-values on a function keeping its signature is newer than LLVM 22 (mlir-opt 22 drops the argument and leaves the call invalid)"
  [canonicalize-filter-dialects.mlir]="canonicalize's filter-dialects option is newer than LLVM 22"
  [remove-dead-values-unknown-op.mlir]="the conservative handling of unknown ops is newer than LLVM 22 (mlir-opt 22 crashes on this file)"
  [print-op-graph.mlir]="-view-op-graph (graphviz output), not a tileiras pass"
  [print-op-graph-cycles.mlir]="-view-op-graph (graphviz output), not a tileiras pass"
  [print-op-graph-back-edges.mlir]="-view-op-graph (graphviz output), not a tileiras pass"
  [canonicalize-td.mlir]="transform dialect (transform.apply_patterns)"
  [inlining-recursive.mlir]="this copy expects the bounded recursive inlining newer than LLVM 22 (@caller, @two_calls; mlir-opt 22 fails them too)"
  [remove-dead-values-symbol-scope.mlir]="symbol-scoped remove-dead-values is newer than LLVM 22 (mlir-opt 22 drops the kernel's unused argument the copy keeps)"
  [canonicalize-dependent-dialects.mlir]="scf's dependency on cf (multi-block scf.execute_region outside func.func) is newer than LLVM 22 (mlir-opt 22 reports cf.br unregistered)"
  [switch-wide-integers.mlir]="cf.switch case literals wider than 64 bits are newer than LLVM 22 (mlir-opt 22, like tileir-opt, says 'integer value too large')"
  [loop_canonicalize.mlir]="scf.loop, scf.break and scf.continue are newer than LLVM 22 (mlir-opt 22: custom op 'scf.loop' is unknown)"
  [inlining-dump-default-pipeline.mlir]="prints the inliner's default pipeline through -dump-pass-pipeline of an anchored pipeline"
)

# Pass flags tileir-opt knows, from its --help.
declare -A known=()
while read -r flag; do known[$flag]=1; done < <("$opt" --help | grep -oE '^ +--[a-z][a-z0-9-]*' | tr -d ' ')

# The first pass flag of the RUN lines on stdin that tileir-opt does not
# know (written `-name` or as an element `name` of a -pass-pipeline), if any.
missing_pass() {
  local name
  for name in $(grep -oE '(^|[ (,{"'"'"'])-{0,2}test-[a-z0-9-]+' | sed -E 's/^[ (,{"'"'"']?-{0,2}//' | sort -u); do
    if [ -z "${known[--$name]:-}" ]; then
      echo "$name"
      return
    fi
  done
}

# file name -> a sed script turning a copy from another LLVM into LLVM 22's
# spelling, and why. Each rewrites only what changed between versions, never
# an expectation about what the tool does.
declare -A adapt=(
  [Math/canonicalize.mlir]='s/math\.abs /math.absf /g'
  [canonicalize-block-merge.mlir]="s/func\.func\(canonicalize\)/func.func(canonicalize{region-simplify=aggressive})/"
  [inlining-threshold.mlir]='s/ -debug-only=inliner-pass//'
  [sccp.mlir]='s/-pass-pipeline="func\.func\(sccp\)"/-pass-pipeline="builtin.module(func.func(sccp))"/'
)
declare -A adapt_why=(
  [Math/canonicalize.mlir]="math.abs is named math.absf in LLVM 22"
  [canonicalize-block-merge.mlir]="LLVM 22 merges identical blocks only with region-simplify=aggressive"
  [inlining-threshold.mlir]="-debug-only needs an assertions build of mlir-opt (LLVM 22's release build lacks it); the CHECKs read only the IR"
  [sccp.mlir]="pipeline anchored on builtin.module (LLVM 22 rejects a bare func.func pipeline)"
)

# file name -> a regular expression; the functions it matches test behaviour
# newer than LLVM 22 (or expect what mlir-opt 22 does not do, or only check
# something together with a dropped function) and are dropped, and why.
declare -A drop=(
  [test-canonicalize.mlir]='@keep_op_with_variadic_results_and_folder_no_operands|@fold_unmaterializable_'
  [cse.mlir]='nonaddressable|test_resource'
  [control-flow-sink.mlir]='index\.remu'
  [loop-invariant-code-motion.mlir]='@test_speculatable_op_with_read_side_effect_success'
  [Transforms/canonicalize.mlir]='@dead_block_elim\(|@do_not_fold_trunci'
  [remove-dead-values.mlir]='@dont_touch_unacceptable_ir_has_cleanable_simple_op_with_branch_op|@clean_region_branch_op_(dont_remove_first_2_results|remove_last_2_results)'
  [sccp-structured.mlir]='scf\.break'
  [canonicalize-block-merge.mlir]='@mismatch_argument_(uses|types|count)\('
  [inlining-dce.mlir]='fold_to_call_op|@live_function_e\(|CHECK-NOT: func private @dead_function_[ef]\n'
  [sccp-callgraph.mlir]='module @nested_module <sym_visibility'
  [Builtin/canonicalize.mlir]='@graph_region_'
  [ControlFlow/canonicalize.mlir]='@drop_unreachable_branch_[12]\('
  [SCF/canonicalize.mlir]='@remove_while_zero_iteration_loop\('
  [SCF/control-flow-sink.mlir]='@test_scf_(execute_region_multiblock_sink|if_sink_through_loop)\('
  [mulf-nsz-signed-zero.mlir]='@mulf_neg_const_times_pos_zero_nnan_nsz\('
  [convert-to-cfg.mlir]='scf\.parallel unsigned|@parallel_loop_annotation|@index_switch'
)
declare -A drop_why=(
  [test-canonicalize.mlir]="a folder replacing no result failing, and folds whose constants cannot be materialized, are newer than LLVM 22 (mlir-opt 22 loops forever on the first)"
  [cse.mlir]="non-addressable memory resources are newer than LLVM 22"
  [control-flow-sink.mlir]="sinking non-pure ops under affine rules is newer than LLVM 22"
  [loop-invariant-code-motion.mlir]="hoisting ops that read memory behind a trip-count check is newer than LLVM 22"
  [Transforms/canonicalize.mlir]="this copy is older than LLVM 22: @dead_block_elim nests a func.func in a function, which LLVM 22 rejects (its parent is no symbol table), and expects extui+trunci kept, which LLVM 22 folds to one extui"
  [remove-dead-values.mlir]="this copy is older than LLVM 22: it expects branch ops refused (LLVM 22 cleans them) and dead region-branch operands removed (LLVM 22 makes them ub.poison)"
  [sccp-structured.mlir]="scf.break (early exits from regions) is newer than LLVM 22"
  [canonicalize-block-merge.mlir]="the copy expects the blocks kept; mlir-opt 22 (aggressive) also drops the dead arguments and merges them"
  [inlining-dce.mlir]="mlir-opt 22 keeps @dead_function_e (the copy expects it erased); the second case needs test.fold_to_call_op, a test op ours lacks"
  [sccp-callgraph.mlir]="module properties syntax (module @m <sym_visibility = ...>) is newer than LLVM 22"
  [Builtin/canonicalize.mlir]="folding casts in graph regions without breaking them is newer than LLVM 22 (mlir-opt 22 leaves null operands)"
  [ControlFlow/canonicalize.mlir]="dropping a cf.cond_br successor that ends in ub.unreachable is newer than LLVM 22"
  [SCF/canonicalize.mlir]="removing an scf.while whose condition is false on entry is newer than LLVM 22"
  [SCF/control-flow-sink.mlir]="sinking into a multi-block scf.execute_region and through a nested scf.for is newer than LLVM 22"
  [mulf-nsz-signed-zero.mlir]="folding a constant mulf with nnan,nsz by IEEE rules (-0.0) is newer than LLVM 22 (mlir-opt 22 applies x * 0 -> 0 first)"
  [convert-to-cfg.mlir]="unsigned scf.parallel, loop annotations on parallel loops, and i64 index_switch cases are newer than LLVM 22"
)

# Upstream dialects tileir-opt does not have: a -split-input-file case using
# one of their ops is dropped (and counted) rather than failing the file.
IFS=' ' read -r -a ours < <("$opt" --show-dialects | sed -n 's/^Available Dialects: //p' | tr ',' ' ')
absent=()
for d in acc affine amdgpu amx arm_neon arm_sme arm_sve async bufferization complex dlti emitc index irdl linalg memref ml_program mpi omp pdl pdl_interp ptr quant rocdl shape shard smt sparse_tensor spirv tensor tosa transform vector wasmssa x86vector xegpu xevm; do
  [[ " ${ours[*]} " == *" $d "* ]] || absent+=("$d")
done

# The ops our test dialect declares (upstream's has hundreds).
test_ops=$(grep -oE 'name: "test\.[a-z_]+"' "$root/tileir-ir/dialects/src/test.rs" | sed -E 's/name: "(.*)"/\1/' | tr '\n' ' ')

# file name (or path under DIR) -> the `test.` ops it uses that upstream's
# test dialect does not declare either (opaque unknown ops there too, as
# mlir-opt 22 shows: it accepts any operands, results and attributes on
# them), so they need nothing we lack.
declare -A opaque=(
  [canonicalize-dce.mlir]="test.region test.terminator"
  [loop-invariant-code-motion.mlir]="test.a test.b test.sink test.speculatable_op_with_memread test.speculatable_op_with_memwrite"
  [test-toposort.mlir]="test.foo test.bar test.baz test.a test.b test.c test.d"
  [ControlFlow/canonicalize.mlir]="test.bar test.consumer1 test.consumer2 test.foo"
  [SCF/canonicalize.mlir]="test.bar test.before test.cmp test.condition test.consume test.firstCodeFalse test.firstCodeTrue test.foo test.get_some_value test.get_some_value0 test.get_some_value1 test.get_some_value2 test.get_some_value3 test.get_some_value4 test.init test.inop test.inop1 test.op test.op1 test.op2 test.op3 test.origFalse test.origTrue test.other_op test.produce test.run test.secondCodeFalse test.secondCodeTrue test.test test.transform test.use test.use0 test.use1 test.use2 test.use3 test.val test.val1 test.val2 test.value0 test.value0_2 test.value1 test.value1_2 test.value2 test.value3"
)

# Drops from the copy FILE the -split-input-file cases that use an absent
# dialect's ops or a test op ours lacks, and the cases (functions, without splits) matching the
# file's newer-than-22 expression; says what it dropped.
drop_cases() {
  python3 "$root/scripts/upstream-drop-cases.py" "$@" "${absent[*]}" "$test_ops ${opaque[$rel]:-${opaque[$2]:-}}"
}

# test path (under DIR) -> why tileir-opt fails it today (the first
# differing CHECK), printed under the count; a failure not listed here is new.
declare -A known_failure=(
)

reference=${REFERENCE_MLIR_OPT:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tests"
ran=0
skipped=0
dropped=0
while IFS= read -r f; do
  name=$(basename "$f")
  # Tables are keyed by file name, or by path under DIR where names clash.
  rel=${f#"$dir"/}
  why=${skip[$rel]:-${skip[$name]:-}}
  # RUN lines needing a test pass tileir-opt lacks are dropped (in the
  # reference run too, so both run the same texts); a file left without
  # RUN lines is skipped.
  runs=0
  unrunnable=()
  pass=
  while IFS=: read -r n line; do
    runs=$((runs + 1))
    p=$(printf '%s\n' "$line" | missing_pass)
    if [ -n "$p" ]; then unrunnable+=("$n"); pass=$p; fi
  done < <(grep -nE '^// *RUN:' "$f")
  if [ -z "$why" ] && [ "${#unrunnable[@]}" -gt 0 ] && [ "${#unrunnable[@]}" -eq "$runs" ]; then
    why="needs -$pass (an mlir-opt test pass tileir-opt does not have)"
  fi
  if [ -n "$why" ]; then
    echo "SKIPPED: $name: $why"
    skipped=$((skipped + 1))
    continue
  fi
  # Keep the upstream folder (Transforms, SCFToControlFlow, Arith, ...) in
  # the test name: several dialects have a canonicalize.mlir.
  mkdir -p "$work/tests/$(dirname "$rel")"
  out=$work/tests/$rel
  copy_test "$f" "$out" "${adapt[$rel]:-${adapt[$name]:-}}" "$rel" "${adapt_why[$rel]:-${adapt_why[$name]:-}}"
  if [ "${#unrunnable[@]}" -gt 0 ]; then
    sed -i "$(printf '%sd;' "${unrunnable[@]}")" "$out"
    echo "ADAPTED: $name: ${#unrunnable[@]} of $runs RUN lines dropped: they need -$pass (an mlir-opt test pass tileir-opt does not have)"
  fi
  kept=0
  said=$(drop_cases "$out" "$name" "${drop[$rel]:-${drop[$name]:-}}" "${drop_why[$rel]:-${drop_why[$name]:-}}") || kept=$?
  if [ -n "$said" ]; then
    echo "$said"
    dropped=$((dropped + $(echo "$said" | sed -nE 's/^DROPPED: [^:]*: ([0-9]+) of .*/\1/p' | paste -sd+)))
  fi
  if [ "$kept" -eq 3 ] || ! grep -qE '^// *RUN:' "$out"; then
    echo "SKIPPED: $name: every case dropped"
    rm "$out"
    skipped=$((skipped + 1))
    continue
  fi
  ran=$((ran + 1))
done < <(find "$dir" -name '*.mlir' -type f | sort)
if [ "$ran" -eq 0 ]; then
  echo "upstream-transform-tests: no test to run in $dir"
  exit 0
fi
run_lit_suite upstream-mlir-transforms tileir-opt "$@"
if [ -z "$reference" ]; then
  while read -r rel; do
    echo "FAILED: $rel: ${known_failure[$rel]:-not a known failure}"
  done < <(sed -nE 's/^FAIL: [^:]+ :: ([^ ]+) .*/\1/p' "$work/lit.log")
fi
echo "upstream-transform-tests: $passed of $ran run passed ($skipped skipped, $dropped functions dropped)${reference:+ [reference: $reference]}"
exit "$status"
