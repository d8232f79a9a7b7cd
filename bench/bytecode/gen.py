#!/usr/bin/env python3
"""Inputs of the bytecode benchmark: the IR benchmark's cuda_tile kernels
(bench/ir/cuda_tile_gen.py) as one `cuda_tile.module @kernels`, since a
bytecode file holds exactly one module.

Usage: gen.py SIZE OUTPUT [--seed N]   (SIZE in bytes, suffix k/M allowed)
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ir"))

import cuda_tile_gen  # noqa: E402
from gen import CountingWriter, Rng, parse_size  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("size")
    ap.add_argument("output")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    # One module: every kernel goes into @kernels0, renamed @kernels.
    cuda_tile_gen.ENTRIES_PER_MODULE = 1 << 62
    w = CountingWriter()
    cuda_tile_gen.CudaTileGen(Rng(a.seed), w).module(parse_size(a.size))
    text = w.text().replace("cuda_tile.module @kernels0 {", "cuda_tile.module @kernels {", 1)
    tmp = a.output + ".tmp"
    with open(tmp, "w", newline="\n") as f:
        f.write(text)
    os.replace(tmp, a.output)


if __name__ == "__main__":
    main()
