#!/usr/bin/env python3
"""Generates the tileir-lit benchmark suite: COUNT small .mlir tests.

Each test is `// RUN: tileir-opt %s | FileCheck %s` (mode "opt") or
`// RUN: cat %s | FileCheck %s` (mode "cat", which measures the runner
itself while tileir-opt is incomplete), with three CHECK lines over a small
func/arith function. Writes lit.toml (for tileir-lit) and lit.cfg.py (for
LLVM's lit, with --bin-dir first on PATH) next to the tests.
"""

import argparse
import os

OPS = ["addi", "subi", "muli", "andi", "ori", "xori"]
TYPES = ["i32", "i64", "i16", "i8"]

TEST = """\
// RUN: {run} %s | FileCheck %s

// CHECK-LABEL: func.func @f{n}(
// CHECK: arith.{op} %arg0, %arg0 : {ty}
// CHECK: return %{{{{.*}}}} : {ty}
func.func @f{n}(%arg0: {ty}) -> {ty} {{
  %0 = arith.{op} %arg0, %arg0 : {ty}
  return %0 : {ty}
}}
"""

LIT_TOML = """\
name = "bench"
suffixes = [".mlir"]

[tools]
FileCheck = "builtin"
tileir-opt = "builtin"
"""

LIT_CFG = """\
import os
import lit.formats
config.name = "bench"
config.suffixes = [".mlir"]
config.test_format = lit.formats.ShTest()
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = {exec_root!r}
config.environment["PATH"] = {bin_dir!r} + os.pathsep + config.environment["PATH"]
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out_dir")
    ap.add_argument("--mode", choices=["opt", "cat"], default="opt")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--bin-dir", required=True, help="directory with our release tileir-opt and FileCheck")
    ap.add_argument("--llvm-exec-root", help="Output directory root for LLVM's lit")
    a = ap.parse_args()
    os.makedirs(a.out_dir, exist_ok=True)
    run = "tileir-opt" if a.mode == "opt" else "cat"
    for n in range(a.count):
        op = OPS[n % len(OPS)]
        ty = TYPES[(n // len(OPS)) % len(TYPES)]
        sub = os.path.join(a.out_dir, "t%02d" % (n // 100))
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, "test%04d.mlir" % n), "w") as f:
            f.write(TEST.format(run=run, n=n, op=op, ty=ty))
    with open(os.path.join(a.out_dir, "lit.toml"), "w") as f:
        f.write(LIT_TOML)
    exec_root = a.llvm_exec_root or os.path.join(os.path.abspath(a.out_dir), "llvm-out")
    with open(os.path.join(a.out_dir, "lit.cfg.py"), "w") as f:
        f.write(LIT_CFG.format(exec_root=exec_root, bin_dir=os.path.abspath(a.bin_dir)))


if __name__ == "__main__":
    main()
