#!/usr/bin/env bash
# The instrumentation chain's cost: tileir-opt running cse and canonicalize
# over a 10 MB input (bench/ir/gen.py's scf shape: func/arith/scf) with no
# instrumentation flag, and with each instrumentation that is meant to be
# cheap enough to leave on. The acceptance target: --mlir-timing costs under
# 2% of the run.
#
#   bench/instrumentation/run.sh
#   BENCH_SIZE=1M BENCH_REPS=3 bench/instrumentation/run.sh     # quick
#
# Environment:
#   BENCH_SIZE        input size for bench/ir/gen.py (default 10M)
#   BENCH_REPS        runs per row, best time kept (default 7); the rows take
#                     turns so a slow spell of a shared machine falls on all
#   BENCH_THREADS=0   add --mlir-disable-threading to every row
#   BENCH_TIMEOUT     seconds before a run is killed (default 600)
#   CARGO_TARGET_DIR  where cargo builds (default <repo>/target)
#   TILEIR_OPT        use this tileir-opt binary instead of building one
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/bench/out"
SIZE="${BENCH_SIZE:-10M}"
REPS="${BENCH_REPS:-7}"
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

mkdir -p "$OUT"
INPUT="$OUT/scf-$SIZE.mlir"
[ -f "$INPUT" ] || python3 "$ROOT/bench/ir/gen.py" --shape scf --size "$SIZE" -o "$INPUT"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
PIPELINE="--pass-pipeline=builtin.module(func.func(cse,canonicalize))"
COMMON=()
[ "${BENCH_THREADS:-1}" = 0 ] && COMMON+=(--mlir-disable-threading)

ROW_NAMES=("no flag" "--mlir-timing" "--mlir-timing list json" "--mlir-pass-statistics" "--schedule-trace-file")
ROW_FLAGS=(""
  "--mlir-timing"
  "--mlir-timing --mlir-timing-display=list --mlir-output-format=json"
  "--mlir-pass-statistics"
  "--schedule-trace-file=$WORK/trace.json")

declare -A BEST CODE
for ((r = 0; r < REPS; r++)); do
  for i in "${!ROW_NAMES[@]}"; do
    [ "${CODE[$i]:-0}" = 0 ] || continue
    read -r -a flags <<< "${ROW_FLAGS[$i]}"
    read -r t _rss c < <(python3 "$MEASURE" --timeout "$TIMEOUT" --stderr "$WORK/$i.err" -- \
      "$OURS" "$INPUT" "$PIPELINE" "${COMMON[@]}" "${flags[@]}" -o /dev/null)
    CODE[$i]=$c
    if [ "$c" = 0 ] && { [ -z "${BEST[$i]:-}" ] || awk -v a="$t" -v b="${BEST[$i]}" 'BEGIN{exit !(a<b)}'; }; then
      BEST[$i]=$t
    fi
  done
done

echo
echo "tileir-opt: $OURS"
echo "input: $INPUT; $PIPELINE ${COMMON[*]}; best wall time of $REPS runs"
printf "%-28s %10s %10s\n" row time overhead
base="${BEST[0]:-}"
for i in "${!ROW_NAMES[@]}"; do
  if [ "${CODE[$i]}" != 0 ]; then
    printf "%-28s %10s\n" "${ROW_NAMES[$i]}" "FAIL(${CODE[$i]})"
    head -3 "$WORK/$i.err" | sed 's/^/    /'
    continue
  fi
  over=$(awk -v a="${BEST[$i]}" -v b="$base" 'BEGIN{printf "%+.1f%%", (a-b)/b*100}')
  printf "%-28s %9.3fs %10s\n" "${ROW_NAMES[$i]}" "${BEST[$i]}" "$over"
done
echo
if [ "${CODE[1]}" = 0 ] && [ "${CODE[0]}" = 0 ]; then
  if awk -v a="${BEST[1]}" -v b="$base" 'BEGIN{exit !((a-b)/b < 0.02)}'; then
    echo "PASS  --mlir-timing overhead under 2%"
  else
    echo "FAIL  --mlir-timing overhead not under 2% (noise on a shared machine? raise BENCH_REPS)"
  fi
fi
