#!/usr/bin/env python3
"""Generates the pass-manager benchmark input: COUNT small functions.

Each function is a few func/arith ops in the custom form mlir-opt prints, so
that parsing and printing cost little next to running a pipeline over every
function. Deterministic (no randomness): the same COUNT gives the same bytes.

    python3 bench/passes/gen.py --count 10000 -o bench/out/passes-10000.mlir
"""

import argparse

OPS = ["addi", "subi", "muli", "andi", "ori", "xori"]
TYPES = ["i32", "i64", "i16", "i8"]


def function(n):
    op = OPS[n % len(OPS)]
    ty = TYPES[n // len(OPS) % len(TYPES)]
    return (
        f"func.func @f{n}(%arg0: {ty}, %arg1: {ty}) -> {ty} {{\n"
        f"  %0 = arith.{op} %arg0, %arg1 : {ty}\n"
        f"  %1 = arith.addi %0, %arg0 : {ty}\n"
        f"  return %1 : {ty}\n"
        f"}}\n"
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=10000)
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    with open(a.output, "w") as f:
        for n in range(a.count):
            f.write(function(n))


if __name__ == "__main__":
    main()
