# shellcheck shell=bash
# What scripts/upstream-pass-tests.sh and scripts/upstream-transform-tests.sh
# share: copying an upstream test into the suite (adapted where a table says
# so) and running the suite through tileir-lit. Sourced, not run; both
# functions read the caller's `work` (the scratch directory, tests under
# $work/tests), `lit` (the tileir-lit binary) and `reference` (an mlir-opt
# to run instead of tileir-opt, or empty).

# copy_test SRC OUT SCRIPT LABEL WHY: copies test SRC to OUT, through
# `sed -E SCRIPT` when SCRIPT is not empty, and says "ADAPTED: LABEL: WHY"
# when that changed the text.
copy_test() {
  local src=$1 out=$2 script=$3 label=$4 why=$5
  if [ -n "$script" ]; then
    sed -E "$script" "$src" > "$out"
    if ! cmp -s "$src" "$out"; then echo "ADAPTED: $label: $why"; fi
  else
    cp "$src" "$out"
  fi
}

# run_lit_suite NAME OURS [tileir-lit options...]: writes the lit.toml of
# suite NAME, where `mlir-opt` in RUN lines is $reference when set, else
# the command OURS (tileir-opt with its flags); runs tileir-lit on the
# suite, its output shown and kept in $work/lit.log. Sets `status` (lit's
# exit status) and `passed` (how many tests passed or failed as expected).
run_lit_suite() {
  local name=$1 ours=$2 tool tools
  shift 2
  if [ -n "$reference" ]; then
    tool="\"mlir-opt\" = \"$reference\""
    tools="FileCheck = \"builtin\""
  else
    tool="\"mlir-opt\" = \"$ours\""
    tools=$(printf 'FileCheck = "builtin"\ntileir-opt = "builtin"')
  fi
  cat > "$work/tests/lit.toml" <<TOML
name = "$name"
suffixes = [".mlir"]
features = ["asserts"]
test_exec_root = "$work/out"

[substitutions]
$tool

[tools]
$tools
TOML
  status=0
  "$lit" -v "$@" "$work/tests" | tee "$work/lit.log" || status=$?
  passed=$(grep -cE '^(PASS|XFAIL): ' "$work/lit.log" || true)
}
