#!/usr/bin/env bash
# The pass-manager benchmark: tileir-opt vs mlir-opt 22 running a function
# pipeline of 50 `test-function-pass` (which do nothing: what is measured is
# the pass manager, verify-each included) over 10,000 small functions.
#
#   bench/passes/run.sh
#   N_FUNCS=1000 BENCH_REPS=1 bench/passes/run.sh     # quick
#
# Environment:
#   MLIR_OPT          mlir-opt to compare with (default /usr/lib/llvm-22/bin/mlir-opt;
#                     its columns are skipped when absent)
#   N_FUNCS           functions in the input (default 10000)
#   N_PASSES          test-function-pass instances in the pipeline (default 50)
#   BENCH_REPS        runs per row, best time kept (default 5); the two tools
#                     take turns
#   BENCH_TIMEOUT     seconds before a run is killed (default 600)
#   CARGO_TARGET_DIR  where cargo builds (default <repo>/target)
#   TILEIR_OPT        use this tileir-opt binary instead of building one
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/bench/passes"
OUT="$ROOT/bench/out"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
N_FUNCS="${N_FUNCS:-10000}"
N_PASSES="${N_PASSES:-50}"
REPS="${BENCH_REPS:-5}"
TIMEOUT="${BENCH_TIMEOUT:-600}"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
OURS="${TILEIR_OPT:-$TARGET_DIR/release/tileir-opt}"
MEASURE="$ROOT/bench/ir/measure.py"

command -v python3 >/dev/null || { echo "bench: python3 is required" >&2; exit 2; }

if [ -z "${TILEIR_OPT:-}" ]; then
  echo "== building tileir-opt (release)"
  (cd "$ROOT" && cargo build --release -p tileir-opt --bin tileir-opt)
fi
[ -x "$OURS" ] || { echo "bench: $OURS not found after build" >&2; exit 2; }

HAVE_MLIR=0
if [ -x "$MLIR_OPT" ]; then HAVE_MLIR=1; else echo "== $MLIR_OPT absent: mlir-opt columns skipped"; fi

mkdir -p "$OUT"
INPUT="$OUT/passes-$N_FUNCS.mlir"
[ -f "$INPUT" ] || python3 "$HERE/gen.py" --count "$N_FUNCS" -o "$INPUT"

PIPELINE="builtin.module(func.func($(python3 -c 'import sys; print(",".join(["test-function-pass"] * int(sys.argv[1])))' "$N_PASSES")))"

ERRDIR="$(mktemp -d)"
trap 'rm -rf "$ERRDIR"' EXIT

# The rows: a name and the flags after the input file. `parse+print` is what
# every run pays without passes; the pipeline rows minus it are the pass
# manager's cost.
ROW_NAMES=("parse+print" "pipeline" "parse+print, 1 thread" "pipeline, 1 thread")
ROW_FLAGS=("" "--pass-pipeline=$PIPELINE" "--mlir-disable-threading"
  "--pass-pipeline=$PIPELINE --mlir-disable-threading")

# measure_once KEY CMD... -> folds one run into B_TIME[KEY] (best) and
# B_CODE[KEY] (first non-zero exit code, else 0). A failed tool is not run again.
declare -A B_TIME B_CODE
measure_once() {
  local key=$1; shift
  [ "${B_CODE[$key]:-0}" = 0 ] || return 0
  local t r c
  read -r t r c < <(python3 "$MEASURE" --timeout "$TIMEOUT" --stderr "$ERRDIR/$key.err" -- "$@")
  B_CODE[$key]=$c
  if [ "$c" != 0 ]; then B_TIME[$key]=$t; return 0; fi
  if [ -z "${B_TIME[$key]:-}" ] || awk -v a="$t" -v b="${B_TIME[$key]}" 'BEGIN{exit !(a<b)}'; then
    B_TIME[$key]=$t
  fi
}

echo "== $N_FUNCS functions, $N_PASSES x test-function-pass, best of $REPS"
for i in "${!ROW_NAMES[@]}"; do
  read -r -a flags <<< "${ROW_FLAGS[$i]}"
  for ((r = 0; r < REPS; r++)); do
    measure_once "ours-$i" "$OURS" "$INPUT" "${flags[@]}" -o /dev/null
    [ $HAVE_MLIR = 1 ] && measure_once "mlir-$i" "$MLIR_OPT" "$INPUT" "${flags[@]}" -o /dev/null
  done
  for tool in ours mlir; do
    if [ -n "${B_CODE[$tool-$i]:-}" ] && [ "${B_CODE[$tool-$i]}" != 0 ]; then
      echo "   $tool failed on '${ROW_NAMES[$i]}' (exit ${B_CODE[$tool-$i]}):"
      head -3 "$ERRDIR/$tool-$i.err" | cut -c1-160 | sed 's/^/     /'
    fi
  done
done

# cell KEY -> the best time, or FAIL(code), or -
cell() {
  if [ -z "${B_CODE[$1]:-}" ]; then echo "-"
  elif [ "${B_CODE[$1]}" != 0 ]; then echo "FAIL(${B_CODE[$1]})"
  else printf "%.3fs" "${B_TIME[$1]}"; fi
}
ok() { [ "${B_CODE[$1]:-x}" = 0 ]; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b>0) printf "%.2fx", a/b; else print "-" }'; }

echo
echo "tileir-opt: $OURS"
[ $HAVE_MLIR = 1 ] && echo "mlir-opt:   $MLIR_OPT ($("$MLIR_OPT" --version 2>/dev/null | grep -m1 -i version | sed 's/^ *//'))"
echo "input: $INPUT ($N_FUNCS functions); pipeline: builtin.module(func.func(test-function-pass x $N_PASSES))"
echo "time = best wall time of $REPS runs of 'TOOL INPUT FLAGS -o /dev/null'; speedup = theirs/ours"
echo
printf "%-24s %10s %10s %8s\n" row ours mlir-opt speedup
for i in "${!ROW_NAMES[@]}"; do
  sp="-"
  ok "ours-$i" && ok "mlir-$i" && sp=$(ratio "${B_TIME[mlir-$i]}" "${B_TIME[ours-$i]}")
  printf "%-24s %10s %10s %8s\n" "${ROW_NAMES[$i]}" "$(cell "ours-$i")" "$(cell "mlir-$i")" "$sp"
done

# Pass-manager overhead: a pipeline row minus its parse+print row, per tool,
# and per pass run (N_PASSES x N_FUNCS runs).
echo
echo "Pass-manager overhead (pipeline minus parse+print; per pass run = / ($N_PASSES x $N_FUNCS)):"
RESULT=()
for pair in "1 0" "3 2"; do
  read -r p b <<< "$pair"
  label="${ROW_NAMES[$p]}"
  if ! ok "ours-$p" || ! ok "ours-$b"; then
    printf "  %-20s ours: not measured (tileir-opt failed)\n" "$label"
    RESULT+=("FAIL  $label: tileir-opt failed (exit ${B_CODE[ours-$p]})")
    continue
  fi
  o=$(awk -v a="${B_TIME[ours-$p]}" -v b="${B_TIME[ours-$b]}" 'BEGIN{d=a-b; if (d<0) d=0; printf "%.4f", d}')
  per_o=$(awk -v d="$o" -v n="$((N_PASSES * N_FUNCS))" 'BEGIN{printf "%.0f", d*1e9/n}')
  if [ $HAVE_MLIR = 1 ] && ok "mlir-$p" && ok "mlir-$b"; then
    m=$(awk -v a="${B_TIME[mlir-$p]}" -v b="${B_TIME[mlir-$b]}" 'BEGIN{d=a-b; if (d<0) d=0; printf "%.4f", d}')
    per_m=$(awk -v d="$m" -v n="$((N_PASSES * N_FUNCS))" 'BEGIN{printf "%.0f", d*1e9/n}')
    r=$(ratio "$m" "$o")
    printf "  %-20s ours %.3fs (%s ns/pass run), mlir-opt %.3fs (%s ns/pass run), ratio %s\n" \
      "$label" "$o" "$per_o" "$m" "$per_m" "$r"
    RESULT+=("$label: pass-manager overhead ratio (mlir-opt/ours) $r; whole run ${ROW_NAMES[$p]} $(ratio "${B_TIME[mlir-$p]}" "${B_TIME[ours-$p]}")")
  else
    printf "  %-20s ours %.3fs (%s ns/pass run)\n" "$label" "$o" "$per_o"
  fi
done

# Sanity: the pipeline leaves the IR as it is, so our output equals
# mlir-opt's, with and without threads.
SANITY=()
o1="$ERRDIR/ours.mlir"; o2="$ERRDIR/ours-1t.mlir"; m1="$ERRDIR/mlir.mlir"
if "$OURS" "$INPUT" --pass-pipeline="$PIPELINE" -o "$o1" 2>"$ERRDIR/sanity.err" &&
   "$OURS" "$INPUT" --pass-pipeline="$PIPELINE" --mlir-disable-threading -o "$o2" 2>>"$ERRDIR/sanity.err"; then
  if cmp -s "$o1" "$o2"; then SANITY+=("PASS  ours: same output with and without --mlir-disable-threading")
  else SANITY+=("FAIL  ours: output differs under --mlir-disable-threading"); fi
  if [ $HAVE_MLIR = 1 ] && "$MLIR_OPT" "$INPUT" --pass-pipeline="$PIPELINE" -o "$m1" 2>/dev/null; then
    if cmp -s "$o1" "$m1"; then SANITY+=("PASS  ours and mlir-opt's outputs are byte-identical")
    else SANITY+=("FAIL  ours and mlir-opt's outputs differ"); fi
  fi
else
  SANITY+=("FAIL  tileir-opt failed: $( (grep -m1 error "$ERRDIR/sanity.err" || head -1 "$ERRDIR/sanity.err") | cut -c1-160)")
fi

echo
echo "Result:"
for t in "${RESULT[@]}"; do echo "  $t"; done
echo "Sanity:"
for t in "${SANITY[@]}"; do echo "  $t"; done
