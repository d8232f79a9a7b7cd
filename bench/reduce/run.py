#!/usr/bin/env python3
"""Acceptance C of tileir-reduce: five failures planted in 1 MB generated
inputs, each reduced to at most 10 ops in under 2 minutes; the result still
triggers the failure (and parses, where the input did); and a run killed
midway leaves a valid best-so-far file.

Usage: bench/reduce/run.py [--jobs N] [--only NAME]
Needs python3 and the release binaries (built here if missing):
`cargo build --release -p tileir-opt -p tileir-reduce`.
"""

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
OPT = os.path.join(TARGET, "release", "tileir-opt")
REDUCE = os.path.join(TARGET, "release", "tileir-reduce")
LIMIT_SECONDS = 120
MAX_OPS = 10


def insert_after(text, anchor_fn, marker, line):
    """`text` with `line` inserted after the first `marker` line of `anchor_fn`."""
    i = text.index("func.func @%s(" % anchor_fn)
    j = text.index(marker, i)
    j = text.index("\n", j) + 1
    return text[:j] + line + "\n" + text[j:]


def cases(base):
    """(name, input text, test shell command on "$1", whether the result must parse)."""
    c0 = "%c0_i32 = arith.constant 0 : i32"
    yield (
        "op-pattern",
        insert_after(base, "k200", c0, "    %planted = arith.remui %arg0, %arg1 : i32"),
        OPT + ' "$1" --mlir-print-op-generic 2>/dev/null | grep -q \'"arith.remui"\'',
        True,
    )
    yield (
        "invalid-ir",
        insert_after(base, "k250", c0,
                     '    %bad = "arith.addi"(%arg0, %arg1) : (i32, i32) -> f32'),
        OPT + ' "$1" 2>&1 | grep -q "op result #0 must be signless-integer-like"',
        True,
    )
    yield (
        "parser-error",
        insert_after(base, "k380", c0, "    %oops = arith.frobnicate %arg0 : i32"),
        OPT + ' "$1" 2>&1 | grep -q "custom op \'arith.frobnicate\' is unknown"',
        False,
    )
    text = insert_after(base, "k300", c0,
                        "    func.call @kept() : () -> ()")
    text = text.replace("module {\n", "module {\n  func.func private @kept()\n", 1)
    yield (
        "symbol-dce",
        text,
        OPT + ' "$1" -symbol-dce 2>/dev/null | grep -q "func.func private @kept"',
        True,
    )
    yield (
        "pass-panic",
        base,
        OPT + ' "$1" --pass-pipeline="builtin.module(func.func(tileir-test-break{mode=panic only=k150}))"'
        ' 2>&1 | grep -q "the pass panicked"',
        True,
    )


def op_count(path):
    """Ops in a result, counted as tileir-opt prints them generically (one
    per line; the result of an input that did not verify need not verify),
    or as non-brace lines when it does not parse."""
    p = subprocess.run([OPT, path, "--mlir-print-op-generic",
                        "--mlir-very-unsafe-disable-verifier-on-parsing"],
                       capture_output=True, text=True)
    if p.returncode == 0:
        lines = p.stdout.splitlines()
        return sum(1 for l in lines if l.strip().startswith(("%", '"'))) - 1, True
    with open(path) as f:
        return sum(1 for l in f if l.strip() not in ("", "{", "}", "module {")), False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--only")
    args = ap.parse_args()
    if not (os.path.exists(OPT) and os.path.exists(REDUCE)):
        subprocess.run(["cargo", "build", "--release", "-p", "tileir-opt", "-p", "tileir-reduce"],
                       cwd=ROOT, check=True)
    work = tempfile.mkdtemp(prefix="reduce-bench-")
    base = subprocess.run(
        [sys.executable, os.path.join(ROOT, "bench/ir/gen.py"), "--shape", "scf", "--size", "1M",
         "--seed", "7"], capture_output=True, text=True, check=True).stdout
    ok = True
    print("%-14s %9s %8s %6s %8s  %s" % ("case", "input", "seconds", "ops", "parses", "verdict"))
    for name, text, test, must_parse in cases(base):
        if args.only and name != args.only:
            continue
        inp = os.path.join(work, name + ".mlir")
        out = os.path.join(work, name + ".reduced.mlir")
        script = os.path.join(work, name + ".sh")
        with open(inp, "w") as f:
            f.write(text)
        with open(script, "w") as f:
            f.write("#!/bin/sh\n" + test + "\n")
        os.chmod(script, 0o755)
        start = time.time()
        p = subprocess.run([REDUCE, "--test=" + script, "-j", str(args.jobs), "-o", out, inp],
                           capture_output=True, text=True)
        secs = time.time() - start
        ops, parses = op_count(out) if os.path.exists(out) else (-1, False)
        still = subprocess.run([script, out]).returncode == 0
        good = (p.returncode == 0 and still and 0 <= ops <= MAX_OPS
                and secs < LIMIT_SECONDS and (parses or not must_parse))
        ok &= good
        print("%-14s %8dk %8.1f %6d %8s  %s" % (name, len(text) // 1024, secs, ops,
                                               "yes" if parses else "no",
                                               "ok" if good else "FAILED\n" + p.stderr))
    # Killed midway: the best-so-far file is there, verifies and is interesting.
    if not args.only or args.only == "kill":
        name, text, test, _ = next(cases(base))
        inp = os.path.join(work, "kill.mlir")
        out = os.path.join(work, "kill.reduced.mlir")
        script = os.path.join(work, "kill.sh")
        with open(inp, "w") as f:
            f.write(text)
        with open(script, "w") as f:
            # Slowed down so that the kill lands mid-run.
            f.write("#!/bin/sh\nsleep 0.3\n" + test + "\n")
        os.chmod(script, 0o755)
        proc = subprocess.Popen([REDUCE, "--test=" + script, "-o", out, inp],
                                stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(4)
        midway = proc.poll() is None
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        verifies = subprocess.run([OPT, out, "-o", os.devnull]).returncode == 0
        still = subprocess.run([script, out]).returncode == 0
        size = os.path.getsize(out)
        good = verifies and still and midway
        ok &= good
        print("%-14s %8dk %8s %6s %8s  %s" % ("killed at 4s", size // 1024, "-", "-",
                                             "yes" if verifies else "no",
                                             "ok" if good else "FAILED"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
