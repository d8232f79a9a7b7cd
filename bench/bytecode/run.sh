#!/usr/bin/env bash
# The bytecode benchmark: tileir-opt reading and writing TileIR bytecode,
# beside its own text path and NVIDIA's tileirdisasm on the same files.
#
#   bench/bytecode/run.sh                   # 1 and 10 MB of cuda_tile text
#   BENCH_MAX_SIZE=100M bench/bytecode/run.sh
#
# For each input (bench/ir's cuda_tile kernels as one cuda_tile.module,
# bench/bytecode/gen.py) it times, best of BENCH_REPS runs:
#   text   tileir-opt IN.mlir -o /dev/null                 parse, verify, print
#   write  tileir-opt IN.mlir --emit-bytecode -o IN.tileirbc   parse, verify, write
#   read   tileir-opt IN.tileirbc -o /dev/null             read, verify, print
#   disasm tileirdisasm IN.tileirbc > /dev/null            NVIDIA: read, print
# and prints them with the op count (lines tileirdisasm prints), our read
# and write per op, and the ratio disasm / read (above 1: we are faster).
# The disassembly is also checked against tileir-opt's text (spaces aside).
#
# Environment:
#   TILEIRDISASM      tileirdisasm to compare with (default: the one of the
#                     nvidia-cuda-tileiras wheel of $CUTILE_PYTHON, default
#                     python3); its column is skipped when absent
#   BENCH_MAX_SIZE    largest input (1M, 10M, 100M; default 10M)
#   BENCH_REPS        runs per measurement, best kept (default 3)
#   BENCH_SEED        generator seed (default 1)
#   TILEIR_OPT        use this tileir-opt binary instead of building one
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/bench/bytecode"
OUT="$ROOT/bench/out"
MAX_SIZE="${BENCH_MAX_SIZE:-10M}"
REPS="${BENCH_REPS:-3}"
SEED="${BENCH_SEED:-1}"
OURS="${TILEIR_OPT:-${CARGO_TARGET_DIR:-$ROOT/target}/release/tileir-opt}"
MEASURE="$ROOT/bench/ir/measure.py"

if [ -z "${TILEIR_OPT:-}" ]; then
  echo "== building tileir-opt (release)"
  (cd "$ROOT" && cargo build --release -p tileir-opt --bin tileir-opt)
fi
DISASM="${TILEIRDISASM:-}"
if [ -z "$DISASM" ]; then
  DISASM="$("${CUTILE_PYTHON:-python3}" -c \
    'import nvidia.cu13, os; print(os.path.join(nvidia.cu13.__path__[0], "bin", "tileirdisasm"))' \
    2>/dev/null || true)"
fi
[ -n "$DISASM" ] && [ -x "$DISASM" ] || { DISASM=""; echo "(no tileirdisasm: its column is skipped)"; }

mkdir -p "$OUT"
sizes="1M 10M"
case "$MAX_SIZE" in
  1M) sizes="1M" ;;
  100M) sizes="1M 10M 100M" ;;
esac

# best_time CMD...: the best wall time (seconds) of REPS runs.
best_time() {
  local best=""
  for _ in $(seq "$REPS"); do
    read -r wall _rss code < <(python3 "$MEASURE" -- "$@")
    [ "$code" = 0 ] || { echo "bench: failed ($code): $*" >&2; exit 1; }
    if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if $wall < $best else 1)"; then
      best="$wall"
    fi
  done
  echo "$best"
}

printf "%-16s %9s %8s %8s %8s %8s %8s %9s %9s %8s\n" \
  input bytes ops text write read disasm "write/op" "read/op" "disasm/read"
for size in $sizes; do
  in="$OUT/bytecode-cuda_tile-$size.mlir"
  bc="$OUT/bytecode-cuda_tile-$size.tileirbc"
  [ -f "$in" ] || python3 "$HERE/gen.py" "$size" "$in" --seed "$SEED"
  "$OURS" "$in" --emit-bytecode -o "$bc"
  ops="-"
  if [ -n "$DISASM" ]; then
    # What tileirdisasm prints is what tileir-opt prints (spaces aside).
    "$DISASM" "$bc" > "$OUT/bytecode-$size.disasm"
    "$OURS" "$bc" > "$OUT/bytecode-$size.txt"
    python3 - "$OUT/bytecode-$size.txt" "$OUT/bytecode-$size.disasm" <<'PY'
import re, sys
ours = open(sys.argv[1]).read().split("\n")
start = next(i for i, l in enumerate(ours) if l.lstrip().startswith("cuda_tile.module"))
indent = len(ours[start]) - len(ours[start].lstrip())
end = max(i for i, l in enumerate(ours) if l == " " * indent + "}")
body = [l[indent + 2:] for l in ours[start + 1:end]]
theirs = open(sys.argv[2]).read().rstrip("\n").split("\n")
norm = lambda ls: [re.sub(" +", " ", l).rstrip() for l in ls]
if norm(body) != norm(theirs):
    sys.exit("bench: tileirdisasm prints our bytecode differently from tileir-opt's text")
PY
    ops=$(grep -cv '^\s*}\?\s*$' "$OUT/bytecode-$size.disasm")
  fi
  text=$(best_time "$OURS" "$in" -o /dev/null)
  write=$(best_time "$OURS" "$in" --emit-bytecode -o "$bc")
  read=$(best_time "$OURS" "$bc" -o /dev/null)
  disasm="-"
  [ -n "$DISASM" ] && disasm=$(best_time "$DISASM" "$bc")
  python3 - "$size" "$(stat -c %s "$in")" "$ops" "$text" "$write" "$read" "$disasm" <<'PY'
import sys
size, nbytes, ops, text, write, read, disasm = sys.argv[1:]
fmt = lambda s: "-" if s == "-" else "%.3fs" % float(s)
per = lambda s: "-" if ops == "-" else "%.2fus" % (float(s) / int(ops) * 1e6)
ratio = "-" if disasm == "-" else "%.2fx" % (float(disasm) / float(read))
print("%-16s %9s %8s %8s %8s %8s %8s %9s %9s %8s" % (
    "cuda_tile-" + size, nbytes, ops, fmt(text), fmt(write), fmt(read), fmt(disasm),
    per(write), per(read), ratio))
PY
done
