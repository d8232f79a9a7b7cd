#!/usr/bin/env python3
"""Generates the FileCheck benchmark inputs: a ~10 MB / 100k-line input and
one check file per shape. usage: gen.py OUT_DIR"""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "data"
os.makedirs(out, exist_ok=True)
N = 100_000
OPS = ["add", "sub", "mul", "xor", "and", "shl", "lshr", "ashr"]


def line(i):
    op = OPS[i % len(OPS)]
    return (f"line {i:06d}: %v{i} = {op} i32 %a{i % 97}, {(i * 7) % 1000} ; "
            f"bb{i // 64} pred=%p{i % 13} padding text to make lines long enough xx\n")


with open(os.path.join(out, "input.txt"), "w") as f:
    for i in range(N):
        f.write(line(i))


def write(name, lines):
    with open(os.path.join(out, name + ".check"), "w") as f:
        f.write("\n".join(lines) + "\n")


def op(i):
    return OPS[i % len(OPS)]


# 1,000 plain CHECK lines spread over the input.
write("check1000", [f"CHECK: line {i:06d}: %v{i} = {op(i)}" for i in range(0, N, N // 1000)])

# 10,000 CHECK-NEXT lines.
l = ["CHECK: line 000000: %v0 ="]
l += [f"CHECK-NEXT: line {i:06d}: %v{i} = {op(i)} i32" for i in range(1, 10_000)]
write("next10000", l)


def dag(group, stride):
    out_lines = []
    for base in range(0, N - stride, stride):
        for k in reversed(range(group)):
            i = base + k
            out_lines.append(f"CHECK-DAG: %v{i} = {op(i)} i32 %a{i % 97}")
        i = base + group
        out_lines.append(f"CHECK: line {i:06d}:")
    return out_lines


write("dag8", dag(8, 100))
write("dag64", dag(64, 500))

# Regex-heavy with captures and uses of earlier captures.
l = []
for i in range(0, N - 1, 20):
    l.append("CHECK: line {{0*}}[[#NUM:]]: %[[V:v[0-9]+]] = {{[a-z]+}} i32 %a{{[0-9]+}}, "
             "[[#%d,K:]] ; {{bb[0-9]+}} pred={{%p[0-9]+}}{{.*}}xx{{$}}")
    l.append("CHECK-NEXT: line {{0*}}[[#NUM+1]]: %v[[#NUM+1]] = {{(add|sub|mul|xor|and|shl|lshr|ashr)}} "
             "i32 %a{{[0-9]+}}, {{[0-9]+}} ; bb{{[0-9]+}} pred={{.*}}")
write("regex", l)

# CHECK-NOT heavy: ten negative checks between consecutive positive checks.
l = []
for i in range(0, N, N // 1000):
    for k in range(5):
        l.append(f"CHECK-NOT: error{k}:")
        l.append(f"CHECK-NOT: {{{{warning[0-9]+: unexpected}}}} {k}")
    l.append(f"CHECK: line {i:06d}:")
write("not", l)
