#!/usr/bin/env bash
# The instrumentation chain's cost: tileir-opt running cse and canonicalize
# over a 10 MB input (bench/ir/gen.py's scf shape: func/arith/scf) with no
# instrumentation flag, and with each instrumentation that is meant to be
# cheap enough to leave on. The acceptance target: --mlir-timing costs under
# 2% of the run. Each run's CPU time (user + system of the process and its
# threads) is kept beside its wall time; the target is judged on CPU time,
# which other load on a shared machine disturbs far less than wall time.
#
#   bench/instrumentation/run.sh
#   BENCH_SIZE=1M BENCH_REPS=3 bench/instrumentation/run.sh     # quick
#
# Environment:
#   BENCH_SIZE        input size for bench/ir/gen.py (default 10M)
#   BENCH_REPS        runs per row, best time kept (default 7); the rows take
#                     turns so a slow spell of a shared machine falls on all
#   BENCH_THREADS=1   run with threads (default: --mlir-disable-threading on
#                     every row, so CPU time is one thread's work)
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
[ "${BENCH_THREADS:-0}" = 1 ] || COMMON+=(--mlir-disable-threading)

# measure ERRFILE CMD... -> "wall cpu code" of one run.
measure() {
  python3 - "$TIMEOUT" "$@" <<'PY'
import resource, subprocess, sys, time
timeout, err, cmd = float(sys.argv[1]), sys.argv[2], sys.argv[3:]
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.perf_counter()
try:
    with open(err, "wb") as e:
        code = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=e, timeout=timeout).returncode
except subprocess.TimeoutExpired:
    code = 124
wall = time.perf_counter() - start
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
print("%.4f %.4f %d" % (wall, cpu, code))
PY
}

ROW_NAMES=("no flag" "--mlir-timing" "--mlir-timing list json" "--mlir-pass-statistics" "--schedule-trace-file")
ROW_FLAGS=(""
  "--mlir-timing"
  "--mlir-timing --mlir-timing-display=list --mlir-output-format=json"
  "--mlir-pass-statistics"
  "--schedule-trace-file=$WORK/trace.json")

lt() { awk -v a="$1" -v b="$2" 'BEGIN{exit !(a<b)}'; }
declare -A WALL CPU CODE
for ((r = 0; r < REPS; r++)); do
  for i in "${!ROW_NAMES[@]}"; do
    [ "${CODE[$i]:-0}" = 0 ] || continue
    read -r -a flags <<< "${ROW_FLAGS[$i]}"
    read -r w c code < <(measure "$WORK/$i.err" \
      "$OURS" "$INPUT" "$PIPELINE" "${COMMON[@]}" "${flags[@]}" -o /dev/null)
    CODE[$i]=$code
    [ "$code" = 0 ] || continue
    if [ -z "${WALL[$i]:-}" ] || lt "$w" "${WALL[$i]}"; then WALL[$i]=$w; fi
    if [ -z "${CPU[$i]:-}" ] || lt "$c" "${CPU[$i]}"; then CPU[$i]=$c; fi
  done
done

echo
echo "tileir-opt: $OURS"
echo "input: $INPUT; $PIPELINE ${COMMON[*]}; best of $REPS runs"
printf "%-28s %10s %10s %10s %10s\n" row wall "(+/-)" cpu "(+/-)"
pct() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%+.1f%%", (a-b)/b*100}'; }
for i in "${!ROW_NAMES[@]}"; do
  if [ "${CODE[$i]}" != 0 ]; then
    printf "%-28s %10s\n" "${ROW_NAMES[$i]}" "FAIL(${CODE[$i]})"
    head -3 "$WORK/$i.err" | sed 's/^/    /'
    continue
  fi
  printf "%-28s %9.3fs %10s %9.3fs %10s\n" "${ROW_NAMES[$i]}" "${WALL[$i]}" "$(pct "${WALL[$i]}" "${WALL[0]}")" \
    "${CPU[$i]}" "$(pct "${CPU[$i]}" "${CPU[0]}")"
done
echo
if [ "${CODE[1]}" = 0 ] && [ "${CODE[0]}" = 0 ]; then
  if awk -v a="${CPU[1]}" -v b="${CPU[0]}" 'BEGIN{exit !((a-b)/b < 0.02)}'; then
    echo "PASS  --mlir-timing CPU-time overhead under 2%"
  else
    echo "FAIL  --mlir-timing CPU-time overhead not under 2% (noise? raise BENCH_REPS)"
  fi
fi
