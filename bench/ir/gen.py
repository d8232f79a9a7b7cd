#!/usr/bin/env python3
"""Deterministic generator of large MLIR inputs for the IR benchmark.

Three shapes:
  generic  the whole file in generic form: unregistered `bench.*` ops with
           multiple results, attributes of many kinds, nested regions 2-4
           deep, multi-block regions with branches; needs
           --allow-unregistered-dialect.
  scf      func/arith/scf in custom form, the way mlir-opt prints it:
           many `func.func` with arith ops, `scf.for` with iter_args,
           `scf.if` with results, constants, cmpi/select, index_cast, calls.
  cuda_tile  cuda_tile kernels in custom form (cuda_tile_gen.py); mlir-opt
           gets them in generic form (see run.sh).

generic and scf are accepted by mlir-opt 22. Output depends only on (shape, size, seed):
the random source is SplitMix64, and `tileir-opt/tests/common/gen.rs` is a
line-for-line Rust port of generic and scf that produces byte-identical files (the round-trip
test checks this when python3 is present). Change both together.

Usage:
  gen.py                         # all nine standard inputs into bench/out/
  gen.py --shape scf --size 100000 --seed 1 -o small.mlir
"""

import argparse
import os
import sys

from cuda_tile_gen import CudaTileGen

MASK = (1 << 64) - 1


class Rng:
    """SplitMix64; `below(n)` is a plain modulo (bias is irrelevant here)."""

    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def chance(self, percent):
        return self.below(100) < percent


# Floats that print identically in mlir-opt's `%e` style and re-parse exactly.
F32_CONSTS = [
    "0.000000e+00", "1.000000e+00", "2.500000e-01", "-1.500000e+00",
    "3.140000e+00", "5.000000e-01", "-2.000000e+00", "1.024000e+03",
]


class Scopes:
    """Visible SSA values per type, with region marks (strict nesting)."""

    def __init__(self, ntypes):
        self.vals = [[] for _ in range(ntypes)]
        self.marks = []

    def push(self):
        self.marks.append([len(v) for v in self.vals])

    def pop(self):
        lens = self.marks.pop()
        for i, n in enumerate(lens):
            del self.vals[i][n:]

    def add(self, ty, name):
        self.vals[ty].append(name)

    def has(self, ty):
        return len(self.vals[ty]) > 0

    def pick(self, rng, ty):
        v = self.vals[ty]
        n = len(v)
        if n > 8 and rng.chance(75):
            return v[n - 8 + rng.below(8)]
        return v[rng.below(n)]


# ----------------------------------------------------------------------------
# Shape (b): func/arith/scf in custom form.

I32, I64, F32, IDX, I1 = 0, 1, 2, 3, 4
SCF_TYPES = ["i32", "i64", "f32", "index", "i1"]
INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi",
           "divsi", "remsi", "shli", "shrsi"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf"]
CMPI_PRED = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PRED = ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une"]
KERNEL_SIG = "(i32, i32, f32, f32, index) -> (i32, f32)"


class ScfGen:
    def __init__(self, rng, out):
        self.rng = rng
        self.out = out
        self.next_id = 0
        self.next_arg = 0
        self.kernel = 0
        self.s = Scopes(5)

    def fresh(self):
        n = "%" + str(self.next_id)
        self.next_id += 1
        return n

    def fresh_arg(self):
        n = "%arg" + str(self.next_arg)
        self.next_arg += 1
        return n

    def module(self, size):
        w = self.out
        w.write("module {\n")
        w.write("  func.func private @ext_i32(i32) -> i32\n")
        w.write("  func.func private @ext_f32(f32) -> f32\n")
        while w.tell() < size:
            self.func()
        w.write("}\n")

    def func(self):
        rng, w, s = self.rng, self.out, self.s
        k = self.kernel
        self.kernel += 1
        self.next_id = 0
        self.next_arg = 5
        s.push()
        w.write("  func.func @k%d(%%arg0: i32, %%arg1: i32, %%arg2: f32, "
                "%%arg3: f32, %%arg4: index) -> (i32, f32) {\n" % k)
        s.add(I32, "%arg0")
        s.add(I32, "%arg1")
        s.add(F32, "%arg2")
        s.add(F32, "%arg3")
        s.add(IDX, "%arg4")
        w.write("    %c0 = arith.constant 0 : index\n")
        w.write("    %c1 = arith.constant 1 : index\n")
        w.write("    %c0_i32 = arith.constant 0 : i32\n")
        w.write("    %cst = arith.constant 1.000000e+00 : f32\n")
        s.add(IDX, "%c0")
        s.add(IDX, "%c1")
        s.add(I32, "%c0_i32")
        s.add(F32, "%cst")
        n = 10 + rng.below(40)
        for _ in range(n):
            self.op(0, "    ")
        a = s.pick(rng, I32)
        b = s.pick(rng, F32)
        w.write("    return %s, %s : i32, f32\n" % (a, b))
        w.write("  }\n")
        s.pop()

    def cmpi(self, ind):
        rng, s = self.rng, self.s
        ty = IDX if rng.chance(20) else I32
        a = s.pick(rng, ty)
        b = s.pick(rng, ty)
        r = self.fresh()
        self.out.write("%s%s = arith.cmpi %s, %s, %s : %s\n"
                       % (ind, r, CMPI_PRED[rng.below(10)], a, b, SCF_TYPES[ty]))
        s.add(I1, r)

    def op(self, depth, ind):
        rng, w, s = self.rng, self.out, self.s
        r = rng.below(100)
        if r < 5:
            v = self.fresh()
            w.write("%s%s = arith.constant %d : i32\n" % (ind, v, rng.below(200) - 50))
            s.add(I32, v)
        elif r < 7:
            v = self.fresh()
            w.write("%s%s = arith.constant %s : f32\n"
                    % (ind, v, F32_CONSTS[rng.below(len(F32_CONSTS))]))
            s.add(F32, v)
        elif r < 9:
            v = self.fresh()
            w.write("%s%s = arith.constant %d : index\n" % (ind, v, rng.below(64)))
            s.add(IDX, v)
        elif r < 39:
            ty = I64 if (s.has(I64) and rng.chance(15)) else I32
            name = INT_BIN[rng.below(len(INT_BIN))]
            a = s.pick(rng, ty)
            b = s.pick(rng, ty)
            flags = ""
            if name in ("addi", "subi", "muli", "shli") and rng.chance(5):
                flags = " overflow<nsw>"
            v = self.fresh()
            w.write("%s%s = arith.%s %s, %s%s : %s\n"
                    % (ind, v, name, a, b, flags, SCF_TYPES[ty]))
            s.add(ty, v)
        elif r < 59:
            name = FLOAT_BIN[rng.below(len(FLOAT_BIN))]
            a = s.pick(rng, F32)
            b = s.pick(rng, F32)
            flags = " fastmath<fast>" if rng.chance(5) else ""
            v = self.fresh()
            w.write("%s%s = arith.%s %s, %s%s : f32\n" % (ind, v, name, a, b, flags))
            s.add(F32, v)
        elif r < 66:
            self.cmpi(ind)
        elif r < 70:
            a = s.pick(rng, F32)
            b = s.pick(rng, F32)
            v = self.fresh()
            w.write("%s%s = arith.cmpf %s, %s, %s : f32\n"
                    % (ind, v, CMPF_PRED[rng.below(8)], a, b))
            s.add(I1, v)
        elif r < 78:
            if not s.has(I1):
                self.cmpi(ind)
                return
            c = s.pick(rng, I1)
            ty = [I32, F32, IDX][rng.below(3)]
            a = s.pick(rng, ty)
            b = s.pick(rng, ty)
            v = self.fresh()
            w.write("%s%s = arith.select %s, %s, %s : %s\n"
                    % (ind, v, c, a, b, SCF_TYPES[ty]))
            s.add(ty, v)
        elif r < 82:
            v = self.fresh()
            if rng.chance(50):
                a = s.pick(rng, IDX)
                w.write("%s%s = arith.index_cast %s : index to i32\n" % (ind, v, a))
                s.add(I32, v)
            else:
                a = s.pick(rng, I32)
                w.write("%s%s = arith.index_cast %s : i32 to index\n" % (ind, v, a))
                s.add(IDX, v)
        elif r < 85:
            a = s.pick(rng, I32)
            v = self.fresh()
            w.write("%s%s = arith.sitofp %s : i32 to f32\n" % (ind, v, a))
            s.add(F32, v)
        elif r < 86:
            a = s.pick(rng, F32)
            v = self.fresh()
            w.write("%s%s = arith.fptosi %s : f32 to i32\n" % (ind, v, a))
            s.add(I32, v)
        elif r < 90:
            v = self.fresh()
            if r >= 88 and s.has(I64):
                a = s.pick(rng, I64)
                w.write("%s%s = arith.trunci %s : i64 to i32\n" % (ind, v, a))
                s.add(I32, v)
            else:
                a = s.pick(rng, I32)
                w.write("%s%s = arith.extsi %s : i32 to i64\n" % (ind, v, a))
                s.add(I64, v)
        elif r < 93:
            v = self.fresh()
            if rng.chance(50):
                a = s.pick(rng, I32)
                w.write("%s%s = func.call @ext_i32(%s) : (i32) -> i32\n" % (ind, v, a))
                s.add(I32, v)
            else:
                a = s.pick(rng, F32)
                w.write("%s%s = func.call @ext_f32(%s) : (f32) -> f32\n" % (ind, v, a))
                s.add(F32, v)
        elif r < 94:
            if self.kernel < 2:
                self.cmpi(ind)
                return
            callee = rng.below(self.kernel - 1)
            args = [s.pick(rng, I32), s.pick(rng, I32), s.pick(rng, F32),
                    s.pick(rng, F32), s.pick(rng, IDX)]
            v = self.fresh()
            w.write("%s%s:2 = func.call @k%d(%s) : %s\n"
                    % (ind, v, callee, ", ".join(args), KERNEL_SIG))
            s.add(I32, v + "#0")
            s.add(F32, v + "#1")
        elif r < 97 and depth < 3:
            self.scf_for(depth, ind)
        elif depth < 3:
            self.scf_if(depth, ind)
        else:
            self.cmpi(ind)

    def result_types(self):
        n = self.rng.below(3)
        return [[I32, F32][self.rng.below(2)] for _ in range(n)]

    def results_prefix(self, n):
        """`%5 = `, `%5:2 = ` or ``; returns (prefix, names)."""
        if n == 0:
            return "", []
        v = self.fresh()
        if n == 1:
            return v + " = ", [v]
        return "%s:%d = " % (v, n), ["%s#%d" % (v, i) for i in range(n)]

    def body(self, depth, ind):
        n = 2 + self.rng.below(8)
        for _ in range(n):
            self.op(depth, ind)

    def yield_(self, ind, tys):
        if not tys:
            return
        vals = [self.s.pick(self.rng, t) for t in tys]
        self.out.write("%sscf.yield %s : %s\n"
                       % (ind, ", ".join(vals), ", ".join(SCF_TYPES[t] for t in tys)))

    def scf_for(self, depth, ind):
        rng, w, s = self.rng, self.out, self.s
        tys = self.result_types()
        lb = s.pick(rng, IDX)
        ub = s.pick(rng, IDX)
        step = "%c1" if rng.chance(70) else s.pick(rng, IDX)
        inits = [s.pick(rng, t) for t in tys]
        prefix, results = self.results_prefix(len(tys))
        iv = self.fresh_arg()
        iters = [self.fresh_arg() for _ in tys]
        head = "%s%sscf.for %s = %s to %s step %s" % (ind, prefix, iv, lb, ub, step)
        if tys:
            head += " iter_args(%s) -> (%s)" % (
                ", ".join("%s = %s" % (a, b) for a, b in zip(iters, inits)),
                ", ".join(SCF_TYPES[t] for t in tys))
        w.write(head + " {\n")
        s.push()
        s.add(IDX, iv)
        for a, t in zip(iters, tys):
            s.add(t, a)
        self.body(depth + 1, ind + "  ")
        self.yield_(ind + "  ", tys)
        s.pop()
        w.write(ind + "}\n")
        for v, t in zip(results, tys):
            s.add(t, v)

    def scf_if(self, depth, ind):
        rng, w, s = self.rng, self.out, self.s
        if not s.has(I1):
            self.cmpi(ind)
        c = s.pick(rng, I1)
        tys = self.result_types()
        prefix, results = self.results_prefix(len(tys))
        head = "%s%sscf.if %s" % (ind, prefix, c)
        if tys:
            head += " -> (%s)" % ", ".join(SCF_TYPES[t] for t in tys)
        w.write(head + " {\n")
        s.push()
        self.body(depth + 1, ind + "  ")
        self.yield_(ind + "  ", tys)
        s.pop()
        if tys or rng.chance(50):
            w.write(ind + "} else {\n")
            s.push()
            self.body(depth + 1, ind + "  ")
            self.yield_(ind + "  ", tys)
            s.pop()
        w.write(ind + "}\n")
        for v, t in zip(results, tys):
            s.add(t, v)


# ----------------------------------------------------------------------------
# Shape (a): generic form, unregistered ops, nested regions.

GEN_TYPES = ["i32", "i64", "f32", "f16", "bf16", "index", "i1",
             "tensor<4x8xf32>", "tensor<?x4xi32>", "vector<4xf32>",
             "memref<16xf32>", "!bench.tok"]
# Weighted choice of a type index: common scalars dominate.
GEN_TYPE_PICK = [0, 0, 0, 0, 2, 2, 2, 5, 5, 1, 6, 3, 4, 7, 8, 9, 10, 11]
G_I1 = 6
OP_NAMES = ["bench.add", "bench.mul", "bench.load", "bench.store", "bench.cast",
            "bench.compute", "bench.reduce", "bench.shuffle", "foo.bar", "xyz.op",
            "bench.op", "bench.pack"]
REGION_OP_NAMES = ["bench.region", "bench.loop", "bench.if", "bench.scope",
                   "foo.launch"]
ATTR_KEYS = ["value", "name", "index", "flags", "shape", "kind", "alignment",
             "callee", "axes", "mode", "config", "tag", "offsets", "strides",
             "noinline", "layout"]


class GenericGen:
    def __init__(self, rng, out):
        self.rng = rng
        self.out = out
        self.next_id = 0
        self.next_arg = 0
        self.funcs = 0
        self.s = Scopes(len(GEN_TYPES))

    def fresh(self):
        n = "%" + str(self.next_id)
        self.next_id += 1
        return n

    def fresh_arg(self):
        n = "%arg" + str(self.next_arg)
        self.next_arg += 1
        return n

    def pick_type(self):
        return GEN_TYPE_PICK[self.rng.below(len(GEN_TYPE_PICK))]

    def module(self, size):
        w = self.out
        w.write('"builtin.module"() ({\n')
        while w.tell() < size:
            self.func()
        w.write("}) : () -> ()\n")

    def attr_value(self):
        rng = self.rng
        k = rng.below(12)
        if k == 0:
            return "%d : %s" % (rng.below(1000) - 100, ["i64", "i32", "i16"][rng.below(3)])
        if k == 1:
            return "%s : %s" % (F32_CONSTS[rng.below(len(F32_CONSTS))],
                                ["f32", "f64"][rng.below(2)])
        if k == 2:
            return '"s%d_%s"' % (rng.below(100), ["x", "tile", "warp", "cta"][rng.below(4)])
        if k == 3:
            return ["true", "false"][rng.below(2)]
        if k == 4:
            n = 1 + rng.below(4)
            return "[" + ", ".join(str(rng.below(64)) for _ in range(n)) + "]"
        if k == 5:
            return "{a = %d : i32, b = \"v%d\"}" % (rng.below(10), rng.below(10))
        if k == 6:
            return GEN_TYPES[self.pick_type()]
        if k == 7:
            if rng.chance(50):
                return "dense<[%d, %d, %d, %d]> : tensor<4xi32>" % (
                    rng.below(9), rng.below(9), rng.below(9), rng.below(9))
            return "dense<%s> : tensor<4x8xf32>" % F32_CONSTS[rng.below(len(F32_CONSTS))]
        if k == 8 and self.funcs > 1:
            return "@g%d" % rng.below(self.funcs - 1)
        if k == 9:
            n = 1 + rng.below(4)
            return "array<i64: " + ", ".join(str(rng.below(16)) for _ in range(n)) + ">"
        if k == 10:
            return '"line\\0Anext\\22q\\22"'
        return "%d : index" % rng.below(128)

    def attr_dict(self):
        """` {k = v, ...}` or `` (keys distinct: consecutive from a random start)."""
        rng = self.rng
        if not rng.chance(45):
            return ""
        n = 1 + rng.below(4)
        start = rng.below(len(ATTR_KEYS))
        parts = []
        for i in range(n):
            key = ATTR_KEYS[(start + i) % len(ATTR_KEYS)]
            if rng.chance(8):
                parts.append(key)  # unit attribute
            else:
                parts.append("%s = %s" % (key, self.attr_value()))
        return " {" + ", ".join(parts) + "}"

    def operands(self):
        rng, s = self.rng, self.s
        n = rng.below(4)
        names, tys = [], []
        for _ in range(n):
            t = self.pick_type()
            if not s.has(t):
                t = 0
            names.append(s.pick(rng, t))
            tys.append(GEN_TYPES[t])
        return names, tys

    def results(self):
        """Returns (prefix, [(name, ty)])."""
        rng = self.rng
        r = rng.below(10)
        n = 0 if r < 2 else (1 if r < 8 else 2 + rng.below(2))
        tys = [self.pick_type() for _ in range(n)]
        if n == 0:
            return "", []
        v = self.fresh()
        if n == 1:
            return v + " = ", [(v, tys[0])]
        return "%s:%d = " % (v, n), [("%s#%d" % (v, i), tys[i]) for i in range(n)]

    def fn_type(self, optys, res):
        ins = "(" + ", ".join(optys) + ")"
        outs = [GEN_TYPES[t] for _, t in res]
        if len(outs) == 1 and not outs[0].startswith("("):
            return ins + " -> " + outs[0]
        return ins + " -> (" + ", ".join(outs) + ")"

    def func(self):
        rng, w, s = self.rng, self.out, self.s
        f = self.funcs
        self.funcs += 1
        self.next_id = 0
        self.next_arg = 0
        s.push()
        nargs = 1 + rng.below(4)
        args = []
        for _ in range(nargs):
            t = self.pick_type()
            a = self.fresh_arg()
            args.append((a, t))
        w.write('  "bench.func"() ({\n')
        w.write("  ^bb0(%s):\n" % ", ".join("%s: %s" % (a, GEN_TYPES[t]) for a, t in args))
        s.add(0, "%cst_i32")  # defined first thing below
        w.write('    %cst_i32 = "bench.constant"() {value = 0 : i32} : () -> i32\n')
        for a, t in args:
            s.add(t, a)
        n = 4 + rng.below(16)
        for _ in range(n):
            self.op(1, "    ")
        v = s.pick(rng, 0)
        w.write('    "bench.return"(%s) : (i32) -> ()\n' % v)
        w.write('  }) {function_type = (%s) -> i32, sym_name = "g%d"} : () -> ()\n'
                % (", ".join(GEN_TYPES[t] for _, t in args), f))
        s.pop()

    def op(self, depth, ind):
        rng, w, s = self.rng, self.out, self.s
        if depth < 4 and rng.chance(14):
            self.region_op(depth, ind)
            return
        names, tys = self.operands()
        prefix, res = self.results()
        name = OP_NAMES[rng.below(len(OP_NAMES))]
        props = ""
        if rng.chance(5):
            props = " <{prop = %d : i32}>" % rng.below(100)
        w.write('%s%s"%s"(%s)%s%s : %s\n'
                % (ind, prefix, name, ", ".join(names), props, self.attr_dict(),
                   self.fn_type(tys, res)))
        for v, t in res:
            s.add(t, v)

    def region_op(self, depth, ind):
        rng, w, s = self.rng, self.out, self.s
        names, tys = self.operands()
        prefix, res = self.results()
        name = REGION_OP_NAMES[rng.below(len(REGION_OP_NAMES))]
        w.write('%s%s"%s"(%s) ({\n' % (ind, prefix, name, ", ".join(names)))
        nregions = 1 + (1 if rng.chance(25) else 0)
        for ri in range(nregions):
            if ri > 0:
                w.write("%s}, {\n" % ind)
            self.region(depth + 1, ind)
        w.write("%s})%s : %s\n" % (ind, self.attr_dict(), self.fn_type(tys, res)))
        for v, t in res:
            s.add(t, v)

    def block_args(self):
        n = self.rng.below(3)
        return [(self.fresh_arg(), self.pick_type()) for _ in range(n)]

    def region(self, depth, ind):
        """Blocks of one region; `ind` is the indentation of the owning op."""
        rng, w, s = self.rng, self.out, self.s
        nblocks = 1 if rng.chance(70) else 2 + rng.below(2)
        s.push()  # entry-block values: visible in every block of the region
        for b in range(nblocks):
            args = self.block_args()
            if args or b > 0:
                w.write("%s^bb%d(%s):\n"
                        % (ind, b, ", ".join("%s: %s" % (a, GEN_TYPES[t]) for a, t in args))
                        if args else "%s^bb%d:\n" % (ind, b))
            if b > 0:
                s.push()  # non-entry values stay in their block
            for a, t in args:
                s.add(t, a)
            n = 1 + rng.below(6)
            for _ in range(n):
                self.op(depth, ind + "  ")
            if b + 1 < nblocks:
                v = s.pick(rng, 0)
                if s.has(G_I1) and rng.chance(50):
                    c = s.pick(rng, G_I1)
                    w.write('%s  "bench.cond_br"(%s, %s)[^bb%d, ^bb%d] : (i1, i32) -> ()\n'
                            % (ind, c, v, b + 1, nblocks - 1))
                else:
                    w.write('%s  "bench.br"(%s)[^bb%d] : (i32) -> ()\n' % (ind, v, b + 1))
            else:
                v = s.pick(rng, 0)
                w.write('%s  "bench.yield"(%s) : (i32) -> ()\n' % (ind, v))
            if b > 0:
                s.pop()
        s.pop()


class CountingWriter:
    """Collects text in memory in chunks, tracking the byte count."""

    def __init__(self):
        self.parts = []
        self.n = 0

    def write(self, s):
        self.parts.append(s)
        self.n += len(s)

    def tell(self):
        return self.n

    def text(self):
        return "".join(self.parts)


def generate(shape, size, seed):
    w = CountingWriter()
    rng = Rng(seed)
    if shape == "generic":
        GenericGen(rng, w).module(size)
    elif shape == "scf":
        ScfGen(rng, w).module(size)
    elif shape == "cuda_tile":
        CudaTileGen(rng, w).module(size)
    else:
        raise SystemExit("unknown shape: " + shape)
    return w.text()


STANDARD = [("generic", "1M", 1 << 20), ("generic", "10M", 10 << 20),
            ("generic", "100M", 100 << 20), ("scf", "1M", 1 << 20),
            ("scf", "10M", 10 << 20), ("scf", "100M", 100 << 20),
            ("cuda_tile", "1M", 1 << 20), ("cuda_tile", "10M", 10 << 20),
            ("cuda_tile", "100M", 100 << 20)]


def parse_size(s):
    mult = 1
    if s[-1] in "kK":
        mult, s = 1 << 10, s[:-1]
    elif s[-1] in "mM":
        mult, s = 1 << 20, s[:-1]
    return int(s) * mult


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shape", choices=["generic", "scf", "cuda_tile"])
    ap.add_argument("--size", default="1M", help="bytes (suffix k/M allowed)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", help="output file (default: stdout)")
    ap.add_argument("--out-dir", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "out"))
    ap.add_argument("--only-missing", action="store_true",
                    help="standard set: skip files that already exist")
    ap.add_argument("--max-size", default=None,
                    help="standard set: only inputs up to this size")
    a = ap.parse_args()
    if a.shape:
        text = generate(a.shape, parse_size(a.size), a.seed)
        if a.output:
            with open(a.output, "w", newline="\n") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
        return
    os.makedirs(a.out_dir, exist_ok=True)
    limit = parse_size(a.max_size) if a.max_size else None
    for shape, tag, size in STANDARD:
        if limit is not None and size > limit:
            continue
        path = os.path.join(a.out_dir, "%s-%s.mlir" % (shape, tag))
        if a.only_missing and os.path.exists(path):
            continue
        text = generate(shape, size, a.seed)
        tmp = path + ".tmp"
        with open(tmp, "w", newline="\n") as f:
            f.write(text)
        os.replace(tmp, path)
        print("wrote %s (%d bytes)" % (os.path.relpath(path), len(text)))


if __name__ == "__main__":
    main()
