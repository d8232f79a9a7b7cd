#!/usr/bin/env bash
# Runs upstream MLIR's canonicalization tests (e.g. LLVM 22's
# mlir/test/Dialect/Arith/canonicalize.mlir, Math/canonicalize.mlir) through
# tileir-opt and mlir-opt 22 with `-canonicalize --split-input-file`, and
# counts the split cases whose output is byte-identical. mlir-opt is the
# oracle: a case both tools print the same way passes every CHECK line that
# mlir-opt passes. The tests are not part of this project: give the files.
#
#   scripts/upstream-canonicalize-tests.sh FILE...
#
# Without files the script says so and exits 0; without mlir-opt (MLIR_OPT,
# else /usr/lib/llvm-22/bin/mlir-opt) it skips. Prints the cases that differ.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "upstream-canonicalize-tests: no upstream test files given; skipping"
  exit 0
fi
root=$(cd "$(dirname "$0")/.." && pwd)
mlir_opt=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
if [ ! -x "$mlir_opt" ]; then
  echo "upstream-canonicalize-tests: mlir-opt 22 not found (set MLIR_OPT); skipping"
  exit 0
fi
ours=$root/target/release/tileir-opt
if [ ! -x "$ours" ]; then
  (cd "$root" && cargo build --release -q -p tileir-opt --bin tileir-opt)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0
same=0
for f in "$@"; do
  flags=(-canonicalize --split-input-file --allow-unregistered-dialect)
  "$mlir_opt" "${flags[@]}" "$f" >"$work/theirs" 2>/dev/null || true
  "$ours" "${flags[@]}" "$f" >"$work/ours" 2>/dev/null || true
  # Split both outputs (and the input, for case names) at the separators.
  read -r t s <<<"$(python3 - "$f" "$work/theirs" "$work/ours" <<'PY'
import re, sys
src, theirs, ours = (open(p).read() for p in sys.argv[1:4])
# The tools split the input at every line holding the marker (a commented
# `// // -----` too) and print it alone between the outputs.
cases = re.split(r'^.*// -----.*\n', src, flags=re.M)
sep = re.compile(r'^// -----\s*$', re.M)
a, b = sep.split(theirs), sep.split(ours)
same = 0
for i, case in enumerate(cases):
    names = re.findall(r'func\.func @([\w$.]+)', case)
    if i < len(a) and i < len(b) and a[i] == b[i]:
        same += 1
    else:
        print("  differs: %s" % (", ".join(names) or "case %d" % (i + 1)), file=sys.stderr)
print(len(cases), same)
PY
)"
  echo "$(basename "$f"): $s of $t split cases identical to mlir-opt"
  total=$((total + t))
  same=$((same + s))
done
echo "upstream-canonicalize-tests: $same of $total cases identical"
