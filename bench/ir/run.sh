#!/usr/bin/env bash
# The IR benchmark: tileir-opt vs mlir-opt 22 on parse + verify + print.
#
#   bench/ir/run.sh                  # all nine inputs (1, 10, 100 MB; generic, scf, cuda_tile)
#   BENCH_MAX_SIZE=10M bench/ir/run.sh    # skip the 100 MB inputs
#
# Environment:
#   MLIR_OPT          mlir-opt to compare with (default /usr/lib/llvm-22/bin/mlir-opt;
#                     its columns are skipped when absent)
#   BENCH_MAX_SIZE    largest input to run (1M, 10M, 100M; default 100M)
#   BENCH_SHAPES      inputs to run, of generic, scf, cuda_tile (default all three)
#   BENCH_REPS        runs per input up to 10 MB, best time kept (default 3);
#                     tileir-opt and mlir-opt runs alternate
#   BENCH_REPS_LARGE  runs per 100 MB input (default 3)
#   BENCH_TIMEOUT     seconds before a run is killed (default 600)
#   BENCH_SEED        generator seed (default 1)
#   CARGO_TARGET_DIR  where cargo builds (default <repo>/target)
#   TILEIR_OPT        use this tileir-opt binary instead of building one
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/bench/ir"
OUT="$ROOT/bench/out"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
MAX_SIZE="${BENCH_MAX_SIZE:-100M}"
SHAPES="${BENCH_SHAPES:-generic scf cuda_tile}"
REPS="${BENCH_REPS:-3}"
REPS_LARGE="${BENCH_REPS_LARGE:-3}"
TIMEOUT="${BENCH_TIMEOUT:-600}"
SEED="${BENCH_SEED:-1}"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
OURS="${TILEIR_OPT:-$TARGET_DIR/release/tileir-opt}"

command -v python3 >/dev/null || { echo "bench: python3 is required" >&2; exit 2; }

if [ -z "${TILEIR_OPT:-}" ]; then
  echo "== building tileir-opt (release)"
  (cd "$ROOT" && cargo build --release -p tileir-opt --bin tileir-opt)
fi
[ -x "$OURS" ] || { echo "bench: $OURS not found after build" >&2; exit 2; }

HAVE_MLIR=0
if [ -x "$MLIR_OPT" ]; then HAVE_MLIR=1; else echo "== $MLIR_OPT absent: mlir-opt columns skipped"; fi

size_bytes() { python3 -c 'import sys
s=sys.argv[1]; m={"k":1<<10,"K":1<<10,"m":1<<20,"M":1<<20}
print(int(s[:-1])*m[s[-1]] if s[-1] in m else int(s))' "$1"; }
echo "== generating inputs into bench/out (missing ones only, seed $SEED)"
mkdir -p "$OUT"
for shape in $SHAPES; do
  for tag in 1M 10M 100M; do
    f="$OUT/$shape-$tag.mlir"
    [ -f "$f" ] && continue
    [ "$(size_bytes "$tag")" -le "$(size_bytes "$MAX_SIZE")" ] || continue
    python3 "$HERE/gen.py" --shape "$shape" --size "$tag" --seed "$SEED" -o "$f.tmp" && mv "$f.tmp" "$f"
    echo "wrote bench/out/$shape-$tag.mlir"
  done
done

LIMIT=$(size_bytes "$MAX_SIZE")

ERRDIR="$(mktemp -d)"
trap 'rm -rf "$ERRDIR"' EXIT

# measure_once NAME CMD... -> folds one run into B_TIME[NAME] (best), B_RSS[NAME]
# (max, KiB) and B_CODE[NAME] (first non-zero exit code, else 0). A failed
# tool is not run again.
declare -A B_TIME B_RSS B_CODE
measure_once() {
  local name=$1; shift
  [ "${B_CODE[$name]:-0}" = 0 ] || return 0
  local t r c
  read -r t r c < <(python3 "$HERE/measure.py" --timeout "$TIMEOUT" --stderr "$ERRDIR/$name.err" -- "$@")
  if [ "$c" != 0 ]; then B_CODE[$name]=$c; B_TIME[$name]=$t; B_RSS[$name]=$r; return 0; fi
  B_CODE[$name]=0
  if [ -z "${B_TIME[$name]:-}" ] || awk -v a="$t" -v b="${B_TIME[$name]}" 'BEGIN{exit !(a<b)}'; then
    B_TIME[$name]=$t
  fi
  if [ "$r" -gt "${B_RSS[$name]:-0}" ]; then B_RSS[$name]=$r; fi
}

fmt_ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b>0) printf "%.2fx", a/b; else print "-" }'; }

ROWS=()
TARGETS=()
declare -A OUR_T OUR_R THEIR_T THEIR_R OUR_OK THEIR_OK NOT_RUN

for shape in $SHAPES; do
  for tag in 1M 10M 100M; do
    f="$OUT/$shape-$tag.mlir"
    bytes=$(size_bytes "$tag")
    [ "$bytes" -le "$LIMIT" ] || continue
    [ -f "$f" ] || { echo "bench: missing $f" >&2; exit 2; }
    flags=()
    [ "$shape" = generic ] && flags=(--allow-unregistered-dialect)
    # mlir-opt reads the same IR as we do, except for cuda_tile (a dialect it
    # does not have): it gets the generic form tileir-opt prints, as
    # unregistered ops, with the constants' `dense<..> : !cuda_tile.tile<..>`
    # typed as `tensor<..>` (unregistered types are not shaped, and dense
    # elements need a shaped type).
    theirs="$f"
    their_flags=("${flags[@]}")
    if [ "$shape" = cuda_tile ]; then
      theirs="$OUT/cuda_tile-generic-$tag.mlir"
      their_flags=(--allow-unregistered-dialect)
      if [ ! -f "$theirs" ] || [ "$f" -nt "$theirs" ]; then
        if ! "$OURS" "$f" --mlir-print-op-generic -o "$theirs.tmp" 2>"$ERRDIR/generic.err" ||
           ! sed -i -E 's/dense<([^>]*)> : !cuda_tile\.tile</dense<\1> : tensor</g' "$theirs.tmp"; then
          echo "== $shape-$tag skipped: tileir-opt cannot print it in generic form:"
          head -3 "$ERRDIR/generic.err" | sed 's/^/     /'
          rm -f "$theirs.tmp"
          NOT_RUN[$shape-$tag]="tileir-opt cannot print it in generic form"
          continue
        fi
        mv "$theirs.tmp" "$theirs"
      fi
    fi
    reps=$REPS
    [ "$tag" = 100M ] && reps=$REPS_LARGE
    key="$shape-$tag"
    real_mb=$(awk -v b="$(stat -c %s "$f")" 'BEGIN{printf "%.1f", b/1048576}')

    echo "== $key ($real_mb MB, best of $reps)"
    # The two tools take turns, so a slow spell of a shared machine falls on
    # both rather than on whichever ran during it.
    for ((i = 0; i < reps; i++)); do
      measure_once "ours-$key" "$OURS" "$f" "${flags[@]}" -o /dev/null
      [ $HAVE_MLIR = 1 ] && measure_once "mlir-$key" "$MLIR_OPT" "$theirs" "${their_flags[@]}" -o /dev/null
    done
    OUR_T[$key]=${B_TIME["ours-$key"]}; OUR_R[$key]=${B_RSS["ours-$key"]}; OUR_OK[$key]=${B_CODE["ours-$key"]}
    if [ "${OUR_OK[$key]}" != 0 ]; then
      echo "   tileir-opt failed (exit ${OUR_OK[$key]}):"; head -5 "$ERRDIR/ours-$key.err" | sed 's/^/     /'
    fi
    if [ $HAVE_MLIR = 1 ]; then
      THEIR_T[$key]=${B_TIME["mlir-$key"]}; THEIR_R[$key]=${B_RSS["mlir-$key"]}; THEIR_OK[$key]=${B_CODE["mlir-$key"]}
      if [ "${THEIR_OK[$key]}" != 0 ]; then
        echo "   mlir-opt failed (exit ${THEIR_OK[$key]}):"; head -5 "$ERRDIR/mlir-$key.err" | sed 's/^/     /'
      fi
    fi

    if [ "${OUR_OK[$key]}" = 0 ]; then
      ot=$(printf "%.3fs" "${OUR_T[$key]}")
      mbs=$(awk -v b="$(stat -c %s "$f")" -v t="${OUR_T[$key]}" 'BEGIN{printf "%.1f", b/1048576/t}')
      orss=$(awk -v k="${OUR_R[$key]}" 'BEGIN{printf "%.1fM", k/1024}')
    else
      ot="FAIL(${OUR_OK[$key]})"; mbs="-"; orss="-"
    fi
    tt="-"; trss="-"; tr="-"; rr="-"
    if [ $HAVE_MLIR = 1 ]; then
      if [ "${THEIR_OK[$key]}" = 0 ]; then
        tt=$(printf "%.3fs" "${THEIR_T[$key]}")
        trss=$(awk -v k="${THEIR_R[$key]}" 'BEGIN{printf "%.1fM", k/1024}')
        if [ "${OUR_OK[$key]}" = 0 ]; then
          tr=$(fmt_ratio "${THEIR_T[$key]}" "${OUR_T[$key]}")
          rr=$(fmt_ratio "${THEIR_R[$key]}" "${OUR_R[$key]}")
        fi
      else
        tt="FAIL(${THEIR_OK[$key]})"
      fi
    fi
    ROWS+=("$(printf "%-15s %8s %10s %10s %8s %8s %9s %9s %8s" \
      "$key" "${real_mb}M" "$ot" "$tt" "$tr" "$mbs" "$orss" "$trss" "$rr")")
  done
done

# target KEY TIME_FACTOR RSS_FACTOR(optional)
target() {
  local key=$1 tf=$2 rf=${3:-}
  if [ -n "${NOT_RUN[$key]:-}" ]; then TARGETS+=("SKIP  $key: ${NOT_RUN[$key]}"); return; fi
  if [ -z "${OUR_OK[$key]+x}" ]; then TARGETS+=("SKIP  $key: not run (BENCH_MAX_SIZE=$MAX_SIZE, BENCH_SHAPES=$SHAPES)"); return; fi
  if [ $HAVE_MLIR = 0 ]; then TARGETS+=("SKIP  $key: mlir-opt absent"); return; fi
  if [ "${OUR_OK[$key]}" != 0 ]; then
    TARGETS+=("FAIL  $key: tileir-opt exited ${OUR_OK[$key]}")
    [ -n "$rf" ] && TARGETS+=("FAIL  $key: RSS target not measurable (tileir-opt failed)")
    return
  fi
  if [ "${THEIR_OK[$key]}" != 0 ]; then TARGETS+=("SKIP  $key: mlir-opt exited ${THEIR_OK[$key]}"); return; fi
  local r
  r=$(fmt_ratio "${THEIR_T[$key]}" "${OUR_T[$key]}")
  if awk -v a="${OUR_T[$key]}" -v b="${THEIR_T[$key]}" -v f="$tf" 'BEGIN{exit !(a*f <= b)}'; then
    TARGETS+=("PASS  $key: time <= 1/$tf of mlir-opt's (ours ${OUR_T[$key]}s, theirs ${THEIR_T[$key]}s, $r)")
  else
    TARGETS+=("FAIL  $key: time <= 1/$tf of mlir-opt's (ours ${OUR_T[$key]}s, theirs ${THEIR_T[$key]}s, $r)")
  fi
  if [ -n "$rf" ]; then
    r=$(fmt_ratio "${THEIR_R[$key]}" "${OUR_R[$key]}")
    if awk -v a="${OUR_R[$key]}" -v b="${THEIR_R[$key]}" -v f="$rf" 'BEGIN{exit !(a*f <= b)}'; then
      TARGETS+=("PASS  $key: peak RSS <= 1/$rf of mlir-opt's (ours ${OUR_R[$key]} KiB, theirs ${THEIR_R[$key]} KiB, $r)")
    else
      TARGETS+=("FAIL  $key: peak RSS <= 1/$rf of mlir-opt's (ours ${OUR_R[$key]} KiB, theirs ${THEIR_R[$key]} KiB, $r)")
    fi
  fi
}
target generic-100M 5 2
target scf-100M 4
target cuda_tile-100M 4

# Sanity: mlir-opt re-parses our output of the 1 MB inputs.
SANITY=()
if [ $HAVE_MLIR = 1 ]; then
  for shape in generic scf; do
    f="$OUT/$shape-1M.mlir"
    [ -f "$f" ] || continue
    flags=()
    [ "$shape" = generic ] && flags=(--allow-unregistered-dialect)
    o="$ERRDIR/$shape-1M.ours.mlir"
    if ! "$OURS" "$f" "${flags[@]}" -o "$o" 2>"$ERRDIR/sanity.err"; then
      SANITY+=("FAIL  $shape-1M: tileir-opt failed: $(grep -m1 error "$ERRDIR/sanity.err" || head -1 "$ERRDIR/sanity.err")")
    elif "$MLIR_OPT" "$o" "${flags[@]}" -o /dev/null 2>"$ERRDIR/sanity.err"; then
      SANITY+=("PASS  $shape-1M: mlir-opt re-parses our output")
    else
      SANITY+=("FAIL  $shape-1M: mlir-opt rejects our output: $(head -1 "$ERRDIR/sanity.err")")
    fi
  done
fi

echo
echo "tileir-opt: $OURS"
[ $HAVE_MLIR = 1 ] && echo "mlir-opt:   $MLIR_OPT ($("$MLIR_OPT" --version 2>/dev/null | grep -m1 -i version | sed 's/^ *//'))"
echo "time = best wall time of N runs of 'TOOL FILE [--allow-unregistered-dialect] -o /dev/null'; RSS = peak resident set"
echo "cuda_tile: tileir-opt reads the custom form, mlir-opt the same IR in generic form (cuda_tile-generic-*.mlir)"
echo
printf "%-15s %8s %10s %10s %8s %8s %9s %9s %8s\n" \
  input size ours mlir-opt speedup "ours MB/s" "ours RSS" "their RSS" "RSS ratio"
for r in "${ROWS[@]}"; do echo "$r"; done
echo
echo "Acceptance targets:"
for t in "${TARGETS[@]}"; do echo "  $t"; done
if [ ${#SANITY[@]} -gt 0 ]; then
  echo "Sanity:"
  for t in "${SANITY[@]}"; do echo "  $t"; done
fi
