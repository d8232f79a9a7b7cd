#!/usr/bin/env bash
# The rewrite benchmark (issue 12, acceptance C): cse+canonicalize over
# generated arith IR of 1, 10 and 100 MB, tileir-opt vs mlir-opt 22, both
# with --mlir-disable-threading; then the nested function pipeline with and
# without threads on the 10 MB many-function module; then cost per MB, to
# show growth is linear.
#
#   bench/rewrite/run.sh
#   BENCH_MAX_SIZE=10M BENCH_REPS=1 bench/rewrite/run.sh     # quick
#
# Environment: MLIR_OPT, TILEIR_OPT, CARGO_TARGET_DIR, BENCH_REPS (default
# 3; the two tools take turns, best wall time kept), BENCH_MAX_SIZE (1M, 10M
# or 100M; default 100M), BENCH_TIMEOUT (default 900 s).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/bench/rewrite"
OUT="$ROOT/bench/out"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
REPS="${BENCH_REPS:-3}"
MAX_SIZE="${BENCH_MAX_SIZE:-100M}"
TIMEOUT="${BENCH_TIMEOUT:-900}"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
OURS="${TILEIR_OPT:-$TARGET_DIR/release/tileir-opt}"
MEASURE="$ROOT/bench/ir/measure.py"

command -v python3 >/dev/null || { echo "bench: python3 is required" >&2; exit 2; }
if [ -z "${TILEIR_OPT:-}" ]; then
  echo "== building tileir-opt (release)"
  (cd "$ROOT" && cargo build --release -p tileir-opt --bin tileir-opt)
fi
HAVE_MLIR=0
if [ -x "$MLIR_OPT" ]; then HAVE_MLIR=1; else echo "== $MLIR_OPT absent: mlir-opt columns skipped"; fi

SIZES=(1M)
[ "$MAX_SIZE" != 1M ] && SIZES+=(10M)
[ "$MAX_SIZE" = 100M ] && SIZES+=(100M)
mkdir -p "$OUT"
for s in "${SIZES[@]}"; do
  f="$OUT/rewrite-$s.mlir"
  [ -f "$f" ] || { echo "== generating $f"; python3 "$HERE/gen.py" --size "$s" -o "$f"; }
done

ERRDIR="$(mktemp -d)"
trap 'rm -rf "$ERRDIR"' EXIT

# best KEY CMD... -> the best wall time of REPS runs into BEST[KEY], or
# FAIL(code) into BEST[KEY] if a run failed.
declare -A BEST
best_of() {
  local key=$1; shift
  local t r c
  read -r t r c < <(python3 "$MEASURE" --timeout "$TIMEOUT" --stderr "$ERRDIR/$key.err" -- "$@")
  if [ "$c" != 0 ]; then BEST[$key]="FAIL($c)"; return 0; fi
  case "${BEST[$key]:-}" in FAIL*) return 0 ;; esac
  if [ -z "${BEST[$key]:-}" ] || awk -v a="$t" -v b="${BEST[$key]}" 'BEGIN{exit !(a<b)}'; then
    BEST[$key]=$t
  fi
}
num() { case "${BEST[$1]:-}" in ""|FAIL*) return 1 ;; esac; }
cell() { if [ -z "${BEST[$1]:-}" ]; then echo "-"; elif num "$1"; then printf "%.3fs" "${BEST[$1]}"; else echo "${BEST[$1]}"; fi; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b>0) printf "%.2f", a/b; else print "-" }'; }

FLAT=(-cse -canonicalize --mlir-disable-threading)
NESTED="--pass-pipeline=builtin.module(func.func(cse,canonicalize))"
for s in "${SIZES[@]}"; do
  f="$OUT/rewrite-$s.mlir"
  echo "== $s: cse,canonicalize, 1 thread, best of $REPS"
  for ((i = 0; i < REPS; i++)); do
    best_of "ours-$s" "$OURS" "$f" "${FLAT[@]}" -o /dev/null
    [ $HAVE_MLIR = 1 ] && best_of "mlir-$s" "$MLIR_OPT" "$f" "${FLAT[@]}" -o /dev/null
  done
done
T=10M; [ "$MAX_SIZE" = 1M ] && T=1M
ft="$OUT/rewrite-$T.mlir"
echo "== $T: func.func(cse,canonicalize), 1 and 2 threads"
for ((i = 0; i < REPS; i++)); do
  best_of "ours-t1" "$OURS" "$ft" "$NESTED" --mlir-disable-threading -o /dev/null
  best_of "ours-t2" "$OURS" "$ft" "$NESTED" -o /dev/null
  if [ $HAVE_MLIR = 1 ]; then
    best_of "mlir-t1" "$MLIR_OPT" "$ft" "$NESTED" --mlir-disable-threading -o /dev/null
    best_of "mlir-t2" "$MLIR_OPT" "$ft" "$NESTED" -o /dev/null
  fi
done

echo
echo "tileir-opt: $OURS"
[ $HAVE_MLIR = 1 ] && echo "mlir-opt:   $MLIR_OPT"
echo "time = best wall time of $REPS runs of 'TOOL INPUT FLAGS -o /dev/null'; speedup = mlir-opt/ours"
echo
printf "%-34s %10s %10s %8s %12s\n" row ours mlir-opt speedup "ours s/MB"
RESULT=()
for s in "${SIZES[@]}"; do
  mb=$(python3 -c "import os,sys; print(os.path.getsize(sys.argv[1]) / 1048576)" "$OUT/rewrite-$s.mlir")
  sp="-"; per="-"
  num "ours-$s" && per=$(awk -v t="${BEST[ours-$s]}" -v m="$mb" 'BEGIN{printf "%.4f", t/m}')
  if num "ours-$s" && num "mlir-$s"; then
    sp=$(ratio "${BEST[mlir-$s]}" "${BEST[ours-$s]}")
    if [ "$s" != 1M ]; then
      if awk -v r="$sp" 'BEGIN{exit !(r>=3)}'; then RESULT+=("PASS  $s cse,canonicalize: ${sp}x mlir-opt (target >= 3x)")
      else RESULT+=("FAIL  $s cse,canonicalize: ${sp}x mlir-opt (target >= 3x)"); fi
    fi
  fi
  printf "%-34s %10s %10s %8s %12s\n" "cse,canonicalize $s, 1 thread" "$(cell "ours-$s")" "$(cell "mlir-$s")" "${sp}x" "$per"
  eval "PER_$s=$per"
done
for t in t1 t2; do
  sp="-"
  num "ours-$t" && num "mlir-$t" && sp=$(ratio "${BEST[mlir-$t]}" "${BEST[ours-$t]}")
  label="func.func(cse,canonicalize) $T, ${t#t}t"
  printf "%-34s %10s %10s %8s\n" "$label" "$(cell "ours-$t")" "$(cell "mlir-$t")" "${sp}x"
done
if num ours-t1 && num ours-t2; then
  g=$(ratio "${BEST[ours-t1]}" "${BEST[ours-t2]}")
  if awk -v r="$g" 'BEGIN{exit !(r>1)}'; then RESULT+=("PASS  2 threads ${g}x faster than 1 on $T")
  else RESULT+=("FAIL  2 threads not faster than 1 on $T (${g}x)"); fi
fi
# Linear growth: cost per MB of the largest input within 1.5x of the 10 MB one.
if [ "$MAX_SIZE" = 100M ] && num ours-10M && num ours-100M; then
  g=$(ratio "$PER_100M" "$PER_10M")
  if awk -v r="$g" 'BEGIN{exit !(r<=1.5)}'; then RESULT+=("PASS  cost per MB at 100M is ${g}x that at 10M (linear)")
  else RESULT+=("FAIL  cost per MB at 100M is ${g}x that at 10M"); fi
fi

# Sanity: same bytes as mlir-opt, and with and without threads.
f1="$OUT/rewrite-1M.mlir"
"$OURS" "$f1" "${FLAT[@]}" -o "$ERRDIR/o1.mlir"
"$OURS" "$f1" "$NESTED" -o "$ERRDIR/o2.mlir"
"$OURS" "$f1" "$NESTED" --mlir-disable-threading -o "$ERRDIR/o3.mlir"
if cmp -s "$ERRDIR/o2.mlir" "$ERRDIR/o3.mlir"; then RESULT+=("PASS  ours: same output with and without threads")
else RESULT+=("FAIL  ours: output differs with threads"); fi
if [ $HAVE_MLIR = 1 ]; then
  "$MLIR_OPT" "$f1" "${FLAT[@]}" -o "$ERRDIR/m1.mlir"
  if cmp -s "$ERRDIR/o1.mlir" "$ERRDIR/m1.mlir"; then RESULT+=("PASS  1M output byte-identical to mlir-opt's")
  else RESULT+=("FAIL  1M output differs from mlir-opt's"); fi
fi
echo
echo "Result:"
for r in "${RESULT[@]}"; do echo "  $r"; done
