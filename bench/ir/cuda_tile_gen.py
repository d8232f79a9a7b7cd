"""The `cuda_tile` shape of the IR benchmark (used by gen.py): cuda_tile
kernels in the custom form tileirdisasm prints, the way cuTile emits them.

The file is a series of `cuda_tile.module`s of up to ENTRIES_PER_MODULE
`entry` kernels each. A kernel takes pointers and sizes, builds tensor and
partition views, loads tiles, computes on them (element-wise float ops,
fma, constants, compare and select, row reductions broadcast back, `for`
loops carrying tiles, `if` on the block id) and stores the results.
Values get plain names (`%vN`); printers renumber them.

mlir-opt has no cuda_tile dialect: run.sh gives it the same IR in generic
form, printed by tileir-opt (`--mlir-print-op-generic`), with
--allow-unregistered-dialect. Output depends only on (size, seed); there is
no Rust port of this shape.
"""

ENTRIES_PER_MODULE = 16
SHAPES = [(16, 64), (32, 32), (64, 64), (8, 128), (128, 16)]
FLOATS = ["f32", "f16"]
CONSTS = ["0.000000e+00", "1.000000e+00", "2.500000e-01", "-1.500000e+00", "5.000000e-01"]
BINARY = ["addf", "subf", "mulf", "maxf", "minf", "divf"]
UNARY = ["absf", "negf", "exp", "exp2", "ceil", "floor"]
PREDICATES = ["less_than", "greater_than", "equal", "not_equal", "less_than_or_equal"]


class CudaTileGen:
    def __init__(self, rng, w):
        self.rng = rng
        self.w = w

    def module(self, size):
        rng, w = self.rng, self.w
        k = 0
        while w.tell() < size:
            w.write("cuda_tile.module @kernels%d {\n" % (k // ENTRIES_PER_MODULE))
            for _ in range(ENTRIES_PER_MODULE):
                self.entry(k)
                k += 1
                if w.tell() >= size:
                    break
            w.write("}\n")

    # -- one kernel -------------------------------------------------------

    def entry(self, k):
        rng, w = self.rng, self.w
        self.n = 0
        rows, cols = SHAPES[rng.below(len(SHAPES))]
        elem = FLOATS[rng.below(len(FLOATS))]
        self.elem = elem
        self.tile = "tile<%dx%dx%s>" % (rows, cols, elem)
        self.rows, self.cols = rows, cols
        ninputs = 1 + rng.below(3)
        args = ["%%p%d: tile<ptr<%s>>" % (i, elem) for i in range(ninputs + 1)]
        args.append("%n: tile<i32>")
        hints = ""
        if rng.chance(20):
            hints = " optimization_hints=<sm_100 = {num_cta_in_cga = 2}>"
        w.write("  entry @kernel%d(%s)%s {\n" % (k, ", ".join(args), hints))
        ind = "    "
        tview = "tensor_view<?x%dx%s, strides=[%d,1]>" % (cols, elem, cols)
        pview = "partition_view<tile=(%dx%d), %s>" % (rows, cols, tview)
        tok = self.fresh()
        w.write("%s%s = make_token : token\n" % (ind, tok))
        rows_n = self.fresh()
        w.write("%s%s = assume bounded<0, ?>, %%n : tile<i32>\n" % (ind, rows_n))
        bx, by, bz = self.fresh(), self.fresh(), self.fresh()
        w.write("%s%s, %s, %s = get_tile_block_id : tile<i32>\n" % (ind, bx, by, bz))
        zero = self.fresh()
        w.write("%s%s = constant <i32: 0> : tile<i32>\n" % (ind, zero))
        self.bx, self.zero, self.tok = bx, zero, tok
        views = []
        for i in range(ninputs + 1):
            tv, pv = self.fresh(), self.fresh()
            w.write("%s%s = make_tensor_view %%p%d, shape = [%s, %d], strides = [%d, 1] : "
                    "tile<i32> -> %s\n" % (ind, tv, i, rows_n, cols, cols, tview))
            w.write("%s%s = make_partition_view %s : %s\n" % (ind, pv, tv, pview))
            views.append(pv)
        self.pview_type = pview
        values = []
        for pv in views[:-1]:
            t, rt = self.fresh(), self.fresh()
            w.write("%s%s, %s = load_view_tko weak %s[%s, %s] token = %s : %s, tile<i32> -> "
                    "%s, token\n" % (ind, t, rt, pv, bx, zero, tok, pview, self.tile))
            values.append(t)
        for _ in range(4 + rng.below(12)):
            self.op(values, ind, 0)
        res = self.fresh()
        w.write("%s%s = store_view_tko weak %s, %s[%s, %s] token = %s : %s, %s, tile<i32> -> "
                "token\n" % (ind, res, self.pick(values), views[-1], bx, zero, tok,
                             self.tile, pview))
        w.write("%sreturn\n  }\n" % ind)

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def pick(self, values):
        # Prefer recent values so chains are deep, as in real kernels.
        n = len(values)
        return values[n - 1 - self.rng.below(min(n, 4))]

    # -- ops producing a value of the entry's tile type --------------------

    def op(self, values, ind, depth):
        rng = self.rng
        r = rng.below(100)
        if r < 30:
            self.binary(values, ind)
        elif r < 45:
            self.unary(values, ind)
        elif r < 52:
            self.fma(values, ind)
        elif r < 60:
            self.constant(values, ind)
        elif r < 70:
            self.select(values, ind)
        elif r < 82:
            self.row_reduce(values, ind)
        elif r < 92 and depth < 2:
            self.for_loop(values, ind, depth)
        elif depth < 2:
            self.if_op(values, ind, depth)
        else:
            self.binary(values, ind)

    def binary(self, values, ind):
        op = BINARY[self.rng.below(len(BINARY))]
        v = self.fresh()
        self.w.write("%s%s = %s %s, %s : %s\n"
                     % (ind, v, op, self.pick(values), self.pick(values), self.tile))
        values.append(v)

    def unary(self, values, ind):
        op = UNARY[self.rng.below(len(UNARY))]
        v = self.fresh()
        self.w.write("%s%s = %s %s : %s\n" % (ind, v, op, self.pick(values), self.tile))
        values.append(v)

    def fma(self, values, ind):
        v = self.fresh()
        self.w.write("%s%s = fma %s, %s, %s : %s\n" % (
            ind, v, self.pick(values), self.pick(values), self.pick(values), self.tile))
        values.append(v)

    def constant(self, values, ind):
        v = self.fresh()
        c = CONSTS[self.rng.below(len(CONSTS))]
        self.w.write("%s%s = constant <%s: %s> : %s\n" % (ind, v, self.elem, c, self.tile))
        values.append(v)

    def select(self, values, ind):
        rng = self.rng
        mask_type = "tile<%dx%dxi1>" % (self.rows, self.cols)
        a, b = self.pick(values), self.pick(values)
        m, v = self.fresh(), self.fresh()
        pred = PREDICATES[rng.below(len(PREDICATES))]
        order = "ordered" if rng.chance(70) else "unordered"
        self.w.write("%s%s = cmpf %s %s %s, %s : %s -> %s\n"
                     % (ind, m, pred, order, a, b, self.tile, mask_type))
        self.w.write("%s%s = select %s, %s, %s : %s, %s\n"
                     % (ind, v, m, a, b, mask_type, self.tile))
        values.append(v)

    def row_reduce(self, values, ind):
        e, rows = self.elem, self.rows
        use_max = self.rng.chance(50)
        ident = ("0xFF800000" if e == "f32" else "0xFC00") if use_max else "0.000000e+00"
        combine = "maxf" if use_max else "addf"
        red, lhs, rhs, s = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        col, out = self.fresh(), self.fresh()
        w = self.w
        w.write("%s%s = reduce %s dim=1 identities=[%s : %s] : %s -> tile<%dx%s>\n"
                % (ind, red, self.pick(values), ident, e, self.tile, rows, e))
        w.write("%s(%s: tile<%s>, %s: tile<%s>) {\n" % (ind, lhs, e, rhs, e))
        w.write("%s  %s = %s %s, %s : tile<%s>\n" % (ind, s, combine, lhs, rhs, e))
        w.write("%s  yield %s : tile<%s>\n%s}\n" % (ind, s, e, ind))
        w.write("%s%s = reshape %s : tile<%dx%s> -> tile<%dx1x%s>\n"
                % (ind, col, red, rows, e, rows, e))
        w.write("%s%s = broadcast %s : tile<%dx1x%s> -> %s\n"
                % (ind, out, col, rows, e, self.tile))
        values.append(out)

    def for_loop(self, values, ind, depth):
        rng, w = self.rng, self.w
        lb, ub, step = self.fresh(), self.fresh(), self.fresh()
        w.write("%s%s = constant <i32: 0> : tile<i32>\n" % (ind, lb))
        w.write("%s%s = constant <i32: %d> : tile<i32>\n" % (ind, ub, 2 + rng.below(30)))
        w.write("%s%s = constant <i32: 1> : tile<i32>\n" % (ind, step))
        res, iv, it = self.fresh(), self.fresh(), self.fresh()
        w.write("%s%s = for %s in (%s to %s, step %s) : tile<i32> iter_values(%s = %s) -> (%s) {\n"
                % (ind, res, iv, lb, ub, step, it, self.pick(values), self.tile))
        inner = values + [it]
        for _ in range(1 + rng.below(5)):
            self.op(inner, ind + "  ", depth + 1)
        w.write("%s  continue %s : %s\n%s}\n" % (ind, inner[-1], self.tile, ind))
        values.append(res)

    def if_op(self, values, ind, depth):
        rng, w = self.rng, self.w
        bound, cond, res = self.fresh(), self.fresh(), self.fresh()
        w.write("%s%s = constant <i32: %d> : tile<i32>\n" % (ind, bound, rng.below(64)))
        w.write("%s%s = cmpi less_than %s, %s, signed : tile<i32> -> tile<i1>\n"
                % (ind, cond, self.bx, bound))
        w.write("%s%s = if %s -> (%s) {\n" % (ind, res, cond, self.tile))
        for branch in range(2):
            inner = list(values)
            for _ in range(1 + rng.below(4)):
                self.op(inner, ind + "  ", depth + 1)
            w.write("%s  yield %s : %s\n" % (ind, inner[-1], self.tile))
            w.write("%s} else {\n" % ind if branch == 0 else "%s}\n" % ind)
        values.append(res)
