#!/usr/bin/env python3
"""Generates arith IR for the cse+canonicalize benchmark (issue 12, C).

Usage: gen.py --size 10M [--seed N] -o FILE

Many `func.func`s, each a random expression DAG over its arguments in the
custom form mlir-opt prints, with work for both passes: repeated
expressions and constants (cse), constant operands that fold, identities
(`x + 0`, `x * 1`, `x - x`), chains of additions of constants, selects on
constant conditions and comparisons of a value with itself (canonicalize),
and dead ops. Deterministic for a seed.
"""

import argparse
import random

INT_TYPES = ["i32", "i64"]
INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui"]
FLOAT_BIN = ["addf", "subf", "mulf", "maximumf"]


def parse_size(s):
    mult = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(s[:-1]) * mult[s[-1]] if s[-1] in mult else int(s)


class Func:
    def __init__(self, rng, index):
        self.rng = rng
        self.lines = []
        self.next = 0
        self.vals = {"i32": ["%arg0", "%arg1"], "i64": ["%arg2"], "f32": ["%arg3", "%arg4"]}
        self.consts = {}
        self.name = f"f{index}"

    def fresh(self):
        self.next += 1
        return f"%{self.next - 1}"

    def emit(self, text, ty):
        v = self.fresh()
        self.lines.append(f"    {v} = {text}")
        self.vals[ty].append(v)
        return v

    def const(self, ty, value):
        # Constants repeat on purpose: cse and canonicalize both merge them.
        lit = f"{value:.1f}" if ty == "f32" else str(value)
        return self.emit(f"arith.constant {lit} : {ty}", ty)

    def pick(self, ty):
        vs = self.vals[ty]
        # Mostly recent values: deep chains, not a flat fan-in.
        return vs[-1 - min(int(self.rng.expovariate(0.3)), len(vs) - 1)]

    def step(self):
        r = self.rng.random()
        ty = self.rng.choice(INT_TYPES + ["f32"])
        if r < 0.15:
            return self.const(ty, self.rng.choice([0, 1, 2, 7, -3]))
        if r < 0.25:  # a repeated expression
            if ty == "f32":
                a, b = self.pick(ty), self.pick(ty)
                op = self.rng.choice(FLOAT_BIN)
                self.emit(f"arith.{op} {a}, {b} : f32", ty)
                return self.emit(f"arith.{op} {a}, {b} : f32", ty)
            a, b = self.pick(ty), self.pick(ty)
            op = self.rng.choice(INT_BIN)
            self.emit(f"arith.{op} {a}, {b} : {ty}", ty)
            return self.emit(f"arith.{op} {a}, {b} : {ty}", ty)
        if r < 0.35 and ty != "f32":  # identities
            a = self.pick(ty)
            kind = self.rng.randrange(3)
            if kind == 0:
                z = self.const(ty, 0)
                return self.emit(f"arith.addi {a}, {z} : {ty}", ty)
            if kind == 1:
                one = self.const(ty, 1)
                return self.emit(f"arith.muli {a}, {one} : {ty}", ty)
            return self.emit(f"arith.subi {a}, {a} : {ty}", ty)
        if r < 0.45 and ty != "f32":  # (x + c1) + c2
            a = self.pick(ty)
            c1 = self.const(ty, self.rng.randrange(1, 50))
            s = self.emit(f"arith.addi {a}, {c1} : {ty}", ty)
            c2 = self.const(ty, self.rng.randrange(1, 50))
            return self.emit(f"arith.addi {s}, {c2} : {ty}", ty)
        if r < 0.52 and ty != "f32":  # constant folding
            c1 = self.const(ty, self.rng.randrange(1, 100))
            c2 = self.const(ty, self.rng.randrange(1, 100))
            return self.emit(f"arith.{self.rng.choice(INT_BIN)} {c1}, {c2} : {ty}", ty)
        if r < 0.60 and ty != "f32":  # cmp of a value with itself, select on it
            a, b = self.pick(ty), self.pick(ty)
            c = self.emit(f"arith.cmpi eq, {a}, {a} : {ty}", "i1") if "i1" in self.vals else None
            if c is None:
                self.vals["i1"] = []
                c = self.emit(f"arith.cmpi eq, {a}, {a} : {ty}", "i1")
            return self.emit(f"arith.select {c}, {a}, {b} : {ty}", ty)
        if ty == "f32":
            a, b = self.pick(ty), self.pick(ty)
            return self.emit(f"arith.{self.rng.choice(FLOAT_BIN)} {a}, {b} : f32", ty)
        a, b = self.pick(ty), self.pick(ty)
        return self.emit(f"arith.{self.rng.choice(INT_BIN)} {a}, {b} : {ty}", ty)

    def text(self, ops):
        for _ in range(ops):
            self.step()
        ret = [self.vals["i32"][-1], self.vals["i64"][-1], self.vals["f32"][-1]]
        head = (f"  func.func @{self.name}(%arg0: i32, %arg1: i32, %arg2: i64, "
                f"%arg3: f32, %arg4: f32) -> (i32, i64, f32) {{\n")
        body = "\n".join(self.lines)
        return f"{head}{body}\n    return {', '.join(ret)} : i32, i64, f32\n  }}\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="10M")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", required=True)
    args = ap.parse_args()
    target = parse_size(args.size)
    rng = random.Random(args.seed)
    written = 0
    with open(args.o, "w") as f:
        f.write("module {\n")
        i = 0
        while written < target:
            t = Func(rng, i).text(rng.randrange(20, 80))
            f.write(t)
            written += len(t)
            i += 1
        f.write("}\n")


if __name__ == "__main__":
    main()
