#!/bin/sh
# Benchmarks our FileCheck against LLVM 22's on generated inputs.
# usage: bench/filecheck/run.sh   (from anywhere)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
LLVM_FC=${LLVM_FC:-/usr/lib/llvm-22/bin/FileCheck}
DATA=${DATA:-${TMPDIR:-/tmp}/tileir-filecheck-bench}
(cd "$ROOT" && cargo build --release -p tileir-filecheck >&2)
OURS="$CARGO_TARGET_DIR/release/FileCheck"
[ -f "$DATA/input.txt" ] || python3 "$HERE/gen.py" "$DATA"
python3 "$HERE/timeit.py" "$OURS" "$LLVM_FC" "$DATA"
