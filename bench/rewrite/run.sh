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
# Each run's wall time and CPU time (user + system, all threads) are kept;
# on a shared machine the CPU-time ratio is the one to trust (other jobs
# stretch wall time, far less CPU time), so the targets are judged on it and
# the wall-time ratio is printed beside it. The load average before and
# after is printed too.
#
# Environment: MLIR_OPT, TILEIR_OPT, CARGO_TARGET_DIR, BENCH_REPS (default
# 3; the two tools take turns, best times kept), BENCH_MAX_SIZE (1M, 10M
# or 100M; default 100M), BENCH_TIMEOUT (default 900 s), BENCH_PROFILE
# (the cargo profile built: default dist, release with whole-program
# optimisation as a distributed binary is built; release is quicker to
# build).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/bench/rewrite"
OUT="$ROOT/bench/out"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
REPS="${BENCH_REPS:-3}"
MAX_SIZE="${BENCH_MAX_SIZE:-100M}"
TIMEOUT="${BENCH_TIMEOUT:-900}"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
PROFILE="${BENCH_PROFILE:-dist}"
OURS="${TILEIR_OPT:-$TARGET_DIR/$PROFILE/tileir-opt}"
MEASURE="$ROOT/bench/ir/measure.py"

command -v python3 >/dev/null || { echo "bench: python3 is required" >&2; exit 2; }
if [ -z "${TILEIR_OPT:-}" ]; then
  echo "== building tileir-opt (profile $PROFILE)"
  (cd "$ROOT" && cargo build --profile "$PROFILE" -p tileir-opt --bin tileir-opt)
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

# best KEY CMD... -> the best wall and CPU times of REPS runs into
# BEST[KEY] and CPU[KEY], or FAIL(code) into BEST[KEY] if a run failed.
declare -A BEST CPU
best_of() {
  local key=$1; shift
  local t r c u
  read -r t r c u < <(python3 "$MEASURE" --cpu --timeout "$TIMEOUT" --stderr "$ERRDIR/$key.err" -- "$@")
  if [ "$c" != 0 ]; then BEST[$key]="FAIL($c)"; return 0; fi
  case "${BEST[$key]:-}" in FAIL*) return 0 ;; esac
  if [ -z "${BEST[$key]:-}" ] || awk -v a="$t" -v b="${BEST[$key]}" 'BEGIN{exit !(a<b)}'; then
    BEST[$key]=$t
  fi
  if [ -z "${CPU[$key]:-}" ] || awk -v a="$u" -v b="${CPU[$key]}" 'BEGIN{exit !(a<b)}'; then
    CPU[$key]=$u
  fi
}
num() { case "${BEST[$1]:-}" in ""|FAIL*) return 1 ;; esac; }
cell() { if [ -z "${BEST[$1]:-}" ]; then echo "-"; elif num "$1"; then printf "%.3fs" "${BEST[$1]}"; else echo "${BEST[$1]}"; fi; }
cpucell() { if num "$1"; then printf "%.3fs" "${CPU[$1]}"; else echo "-"; fi; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b>0) printf "%.2f", a/b; else print "-" }'; }
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?"; }

LOAD_BEFORE=$(load)
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
echo "load average (1, 5, 15 min) before: $LOAD_BEFORE; after: $(load); $(nproc) cores"
echo "best of $REPS runs of 'TOOL INPUT FLAGS -o /dev/null'; wall = wall time, cpu = user + system time;"
echo "speedup = mlir-opt/ours; ours cpu/MB = CPU seconds per MB of input"
echo
printf "%-34s %9s %9s %7s %9s %9s %7s %11s\n" row "ours" "mlir-opt" "wall x" "ours cpu" "mlir cpu" "cpu x" "ours cpu/MB"
RESULT=()
for s in "${SIZES[@]}"; do
  mb=$(python3 -c "import os,sys; print(os.path.getsize(sys.argv[1]) / 1048576)" "$OUT/rewrite-$s.mlir")
  sp="-"; cp="-"; per="-"
  num "ours-$s" && per=$(awk -v t="${CPU[ours-$s]}" -v m="$mb" 'BEGIN{printf "%.4f", t/m}')
  if num "ours-$s" && num "mlir-$s"; then
    sp=$(ratio "${BEST[mlir-$s]}" "${BEST[ours-$s]}")
    cp=$(ratio "${CPU[mlir-$s]}" "${CPU[ours-$s]}")
    if [ "$s" != 1M ]; then
      if awk -v r="$cp" 'BEGIN{exit !(r>=3)}'; then RESULT+=("PASS  $s cse,canonicalize: ${cp}x mlir-opt in CPU time, ${sp}x in wall time (target >= 3x)")
      else RESULT+=("FAIL  $s cse,canonicalize: ${cp}x mlir-opt in CPU time, ${sp}x in wall time (target >= 3x)"); fi
    fi
  fi
  printf "%-34s %9s %9s %7s %9s %9s %7s %11s\n" "cse,canonicalize $s, 1 thread" "$(cell "ours-$s")" "$(cell "mlir-$s")" "${sp}x" \
    "$(cpucell "ours-$s")" "$(cpucell "mlir-$s")" "${cp}x" "$per"
  eval "PER_$s=$per"
done
for t in t1 t2; do
  sp="-"; cp="-"
  num "ours-$t" && num "mlir-$t" && sp=$(ratio "${BEST[mlir-$t]}" "${BEST[ours-$t]}") && cp=$(ratio "${CPU[mlir-$t]}" "${CPU[ours-$t]}")
  label="func.func(cse,canonicalize) $T, ${t#t}t"
  printf "%-34s %9s %9s %7s %9s %9s %7s\n" "$label" "$(cell "ours-$t")" "$(cell "mlir-$t")" "${sp}x" \
    "$(cpucell "ours-$t")" "$(cpucell "mlir-$t")" "${cp}x"
done
# Threads help wall time only (CPU time is the same work, or more).
if num ours-t1 && num ours-t2; then
  g=$(ratio "${BEST[ours-t1]}" "${BEST[ours-t2]}")
  if awk -v r="$g" 'BEGIN{exit !(r>1)}'; then RESULT+=("PASS  2 threads ${g}x faster than 1 on $T (wall time)")
  else RESULT+=("FAIL  2 threads not faster than 1 on $T (${g}x wall time; a loaded machine may have no second core to give)"); fi
fi
# Linear growth: CPU cost per MB of the largest input within 1.5x of the 10 MB one.
if [ "$MAX_SIZE" = 100M ] && num ours-10M && num ours-100M; then
  g=$(ratio "$PER_100M" "$PER_10M")
  if awk -v r="$g" 'BEGIN{exit !(r<=1.5)}'; then RESULT+=("PASS  CPU cost per MB at 100M is ${g}x that at 10M (linear)")
  else RESULT+=("FAIL  CPU cost per MB at 100M is ${g}x that at 10M"); fi
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
