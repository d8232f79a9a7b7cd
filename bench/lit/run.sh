#!/usr/bin/env bash
# Times a 2,000-test suite under tileir-lit (tools in-process) and under
# LLVM's lit running our release binaries as processes; prints both times
# and the ratio.
#
#   bench/lit/run.sh [opt|cat]
#
# opt (default): `tileir-opt %s | FileCheck %s`; cat: `cat %s | FileCheck %s`
# (measures the runner itself). Environment: N (tests, default 2000), J
# (workers, default 2), LLVM_LIT (default /usr/lib/llvm-22/bin/lit),
# CARGO_TARGET_DIR, WORK (scratch directory, default a fresh temp dir),
# NO_BUILD=1 to skip `cargo build --release`.
set -euo pipefail

MODE=${1:-opt}
N=${N:-2000}
J=${J:-2}
LLVM_LIT=${LLVM_LIT:-/usr/lib/llvm-22/bin/lit}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BIN=$TARGET/release
WORK=${WORK:-$(mktemp -d /tmp/tileir-lit-bench.XXXXXX)}

case "$MODE" in opt|cat) ;; *) echo "usage: $0 [opt|cat]" >&2; exit 2 ;; esac

if [ -z "${NO_BUILD:-}" ]; then
  (cd "$ROOT" && cargo build --release -q -p tileir-opt -p tileir-filecheck --bins)
fi
for b in tileir-lit tileir-opt FileCheck; do
  [ -x "$BIN/$b" ] || { echo "missing $BIN/$b (build with cargo build --release)" >&2; exit 2; }
done
[ -x "$LLVM_LIT" ] || { echo "missing $LLVM_LIT" >&2; exit 2; }

rm -rf "$WORK/suite" "$WORK/out-tileir" "$WORK/out-llvm"
python3 "$HERE/gen_suite.py" --mode "$MODE" --count "$N" --bin-dir "$BIN" \
  --llvm-exec-root "$WORK/out-llvm" "$WORK/suite"

now() { date +%s.%N; }
summary() { grep -E '^  [A-Za-z ]+: ' "$1" | tr -s ' ' | paste -sd';' -; }

t0=$(now)
"$BIN/tileir-lit" -j"$J" --exec-root "$WORK/out-tileir" "$WORK/suite" > "$WORK/tileir.log" 2>&1 || true
t1=$(now)
"$LLVM_LIT" -j"$J" "$WORK/suite" > "$WORK/llvm.log" 2>&1 || true
t2=$(now)

ours=$(echo "$t1 - $t0" | bc -l)
theirs=$(echo "$t2 - $t1" | bc -l)
printf 'mode=%s tests=%s workers=%s\n' "$MODE" "$N" "$J"
printf 'tileir-lit (in-process):       %7.2fs  [%s]\n' "$ours" "$(summary "$WORK/tileir.log")"
printf 'LLVM lit (our binaries, exec): %7.2fs  [%s]\n' "$theirs" "$(summary "$WORK/llvm.log")"
printf 'speedup: %.1fx\n' "$(echo "$theirs / $ours" | bc -l)"
echo "logs: $WORK/tileir.log $WORK/llvm.log"
