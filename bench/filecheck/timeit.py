#!/usr/bin/env python3
"""Times two FileCheck binaries on every shape (best of 3 wall time) and
prints a table. usage: timeit.py OURS LLVM DATA_DIR"""
import os
import subprocess
import sys
import time

ours, llvm, data = sys.argv[1:4]
shapes = ["check1000", "next10000", "dag8", "dag64", "regex", "not"]
inp = os.path.join(data, "input.txt")
env = {k: v for k, v in os.environ.items() if k != "FILECHECK_OPTS"}


def best(binary, check):
    ts = []
    for _ in range(3):
        t = time.perf_counter()
        r = subprocess.run([binary, check, "--input-file", inp], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        ts.append(time.perf_counter() - t)
        if r.returncode != 0:
            sys.exit(f"{binary} failed on {check}:\n{r.stderr.decode()[:2000]}")
    return min(ts)


print(f"{'shape':<12} {'ours (s)':>10} {'llvm (s)':>10} {'llvm/ours':>10}")
for s in shapes:
    c = os.path.join(data, s + ".check")
    a = best(ours, c)
    b = best(llvm, c)
    print(f"{s:<12} {a:>10.3f} {b:>10.3f} {b / a:>9.1f}x", flush=True)
