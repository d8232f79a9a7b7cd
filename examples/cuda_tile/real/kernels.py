"""Small cuTile Python kernels, written for this project, whose TileIR is
kept under examples/cuda_tile/real/ as test input (see generate.py).

Each entry of KERNELS is (name, kernel, parameter constraints). Array
parameters are described by `arr(dtype, ndim)`; plain Python values are
compile-time constants.
"""

import cuda.tile as ct
from cuda.tile.compilation import ArrayConstraint, ScalarConstraint


def arr(dtype, ndim):
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=[], may_alias_internally=False)


def scalar(dtype):
    return ScalarConstraint(dtype)


@ct.kernel
def vector_add(a, b, out, TILE: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(TILE,))
    y = ct.load(b, index=(i,), shape=(TILE,))
    ct.store(out, index=(i,), tile=x + y)


@ct.kernel
def matmul(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    m = ct.bid(0)
    n = ct.bid(1)
    acc = ct.full((BM, BN), 0.0, dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(BM, BK))):
        x = ct.load(a, index=(m, k), shape=(BM, BK), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, n), shape=(BK, BN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(m, n), tile=ct.astype(acc, c.dtype))


@ct.kernel
def softmax(x, out, ROWS: ct.Constant[int], COLS: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.load(x, index=(r, 0), shape=(ROWS, COLS), padding_mode=ct.PaddingMode.NEG_INF)
    t = ct.astype(t, ct.float32)
    row_max = ct.max(t, axis=1, keepdims=True)
    e = ct.exp(t - row_max)
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(out, index=(r, 0), tile=ct.astype(e / s, out.dtype))


@ct.kernel
def attention(q, k, v, out, scale: float, BQ: ct.Constant[int], BKV: ct.Constant[int],
              D: ct.Constant[int]):
    i = ct.bid(0)
    qt = ct.load(q, index=(i, 0), shape=(BQ, D))
    m_i = ct.full((BQ, 1), -float("inf"), dtype=ct.float32)
    l_i = ct.full((BQ, 1), 0.0, dtype=ct.float32)
    acc = ct.full((BQ, D), 0.0, dtype=ct.float32)
    for j in range(ct.num_tiles(k, axis=0, shape=(BKV, D))):
        kt = ct.load(k, index=(j, 0), shape=(BKV, D))
        vt = ct.load(v, index=(j, 0), shape=(BKV, D))
        s = ct.mma(qt, ct.transpose(kt), ct.full((BQ, BKV), 0.0, dtype=ct.float32)) * scale
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp(s - m_new)
        alpha = ct.exp(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(ct.astype(p, vt.dtype), vt, acc * alpha)
        m_i = m_new
    ct.store(out, index=(i, 0), tile=ct.astype(acc / l_i, out.dtype))


@ct.kernel
def row_sum(x, out, ROWS: ct.Constant[int], COLS: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.load(x, index=(r, 0), shape=(ROWS, COLS), padding_mode=ct.PaddingMode.ZERO)
    ct.store(out, index=(r,), tile=ct.sum(t, axis=1))


@ct.kernel
def argmax_rows(x, out, ROWS: ct.Constant[int], COLS: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.load(x, index=(r, 0), shape=(ROWS, COLS), padding_mode=ct.PaddingMode.NEG_INF)
    ct.store(out, index=(r,), tile=ct.argmax(t, axis=1))


def _mul(a, b):
    return a * b


@ct.kernel
def prefix_scans(x, sums, prods, TILE: ct.Constant[int]):
    i = ct.bid(0)
    t = ct.load(x, index=(i,), shape=(TILE,))
    ct.store(sums, index=(i,), tile=ct.cumsum(t, axis=0))
    ct.store(prods, index=(i,), tile=ct.scan(t, 0, _mul, 1.0, reverse=True))


@ct.kernel
def gather_scatter(src, idx, dst, TILE: ct.Constant[int]):
    i = ct.bid(0)
    ids = ct.load(idx, index=(i,), shape=(TILE,))
    vals = ct.gather(src, ids, padding_value=0.0)
    pos = ct.arange(TILE, dtype=ct.int32) + i * TILE
    ct.scatter(dst, pos, vals * 2.0, mask=ids >= 0)


@ct.kernel
def histogram(values, bins, TILE: ct.Constant[int]):
    i = ct.bid(0)
    v = ct.load(values, index=(i,), shape=(TILE,))
    ct.atomic_add(bins, v, ct.full((TILE,), 1, dtype=ct.int32))


@ct.kernel
def atomics(flags, counters, TILE: ct.Constant[int]):
    i = ct.bid(0)
    pos = ct.arange(TILE, dtype=ct.int32) + i * TILE
    old = ct.atomic_cas(flags, pos, ct.full((TILE,), 0, dtype=ct.int32),
                        ct.full((TILE,), 1, dtype=ct.int32),
                        memory_order=ct.MemoryOrder.ACQUIRE)
    ct.atomic_xchg(counters, pos, old, memory_scope=ct.MemoryScope.BLOCK)
    ct.atomic_max(counters, pos, old + 1)


@ct.kernel
def branches(x, out, n: int, TILE: ct.Constant[int]):
    i = ct.bid(0)
    t = ct.load(x, index=(i,), shape=(TILE,))
    if i * TILE < n:
        t = ct.where(t > 0.0, t, t * 0.01)
    else:
        t = ct.abs(t)
    ct.store(out, index=(i,), tile=t)


@ct.kernel
def layernorm(x, w, b, out, eps: float, ROWS: ct.Constant[int], COLS: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.astype(ct.load(x, index=(r, 0), shape=(ROWS, COLS)), ct.float32)
    mean = ct.sum(t, axis=1, keepdims=True) / COLS
    d = t - mean
    var = ct.sum(d * d, axis=1, keepdims=True) / COLS
    y = d * ct.rsqrt(var + eps)
    wt = ct.load(w, index=(0,), shape=(COLS,))
    bt = ct.load(b, index=(0,), shape=(COLS,))
    ct.store(out, index=(r, 0), tile=ct.astype(y * wt + bt, out.dtype))


@ct.kernel
def transpose_cast(x, out, BM: ct.Constant[int], BN: ct.Constant[int]):
    m = ct.bid(0)
    n = ct.bid(1)
    t = ct.load(x, index=(m, n), shape=(BM, BN))
    ct.store(out, index=(n, m), tile=ct.astype(ct.permute(t, (1, 0)), ct.float16))


F16, F32, I32 = ct.float16, ct.float32, ct.int32

KERNELS = [
    ("vector_add", vector_add, [arr(F32, 1), arr(F32, 1), arr(F32, 1), 256]),
    ("matmul", matmul, [arr(F16, 2), arr(F16, 2), arr(F16, 2), 64, 64, 32]),
    ("softmax", softmax, [arr(F16, 2), arr(F16, 2), 4, 128]),
    ("attention", attention,
     [arr(F16, 2), arr(F16, 2), arr(F16, 2), arr(F16, 2), scalar(F32), 64, 64, 64]),
    ("row_sum", row_sum, [arr(F32, 2), arr(F32, 1), 8, 64]),
    ("argmax_rows", argmax_rows, [arr(F32, 2), arr(I32, 1), 8, 64]),
    ("prefix_scans", prefix_scans, [arr(F32, 1), arr(F32, 1), arr(F32, 1), 128]),
    ("gather_scatter", gather_scatter, [arr(F32, 1), arr(I32, 1), arr(F32, 1), 64]),
    ("histogram", histogram, [arr(I32, 1), arr(I32, 1), 128]),
    ("atomics", atomics, [arr(I32, 1), arr(I32, 1), 64]),
    ("branches", branches, [arr(F32, 1), arr(F32, 1), scalar(I32), 128]),
    ("layernorm", layernorm,
     [arr(F16, 2), arr(F32, 1), arr(F32, 1), arr(F16, 2), scalar(F32), 2, 256]),
    ("transpose_cast", transpose_cast, [arr(F32, 2), arr(F16, 2), 32, 32]),
]
