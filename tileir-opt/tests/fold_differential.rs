//! arith and math folding and canonicalization against mlir-opt 22's
//! `-canonicalize` on generated functions (skipped when mlir-opt is
//! absent; found by the upstream-tools crate):
//! - constant expressions of every integer width (i1, i7, i8 ... i128,
//!   i200, index) and float type (f16, bf16, tf32, f32, f64, f80, f128 and
//!   the f8 types) through every binary op, comparisons, casts and the
//!   math ops upstream folds, with
//!   edge values (extremes, zeros, NaNs, infinities), which fold to
//!   constants: exact integer and float semantics;
//! - constant vectors and tensors (splats and dense elements): the
//!   elementwise folds;
//! - expressions over function arguments and a few constants, where the
//!   identities, in-place folds and patterns fire (with nested patterns:
//!   `addi(addi(x, c), c)`, `select` of `cmpi`, `trunci` of `ext`, `cmpf`
//!   of `sitofp`, `negf` pairs).
//!
//! Each test runs 8 seeds of 60 functions (`TILEIR_FOLD_SEEDS` for more).
//! Outputs must be byte-identical, except for the one documented printing
//! difference: an f80/f128 value whose decimal form does not parse back is
//! printed in hex by tileir-opt, so such lines are compared after mlir-opt
//! reprints our output. Not generated: f8E8M0FNU and the finite-only
//! f6/f4 types (an invalid operation there makes an APFloat NaN with the
//! bits of zero, which a float attribute of bits cannot tell from zero), and
//! `cmpf` of `[su]itofp` where mlir-opt 22 crashes (a folded constant
//! result, or `true`/`false` predicates).

mod common;

use common::gen::Rng;
use common::{diff, run_inproc, run_process, Report};
use std::fmt::Write as _;
use std::time::Duration;

const INTS: [&str; 9] = [
    "i1", "i7", "i8", "i16", "i32", "i64", "i128", "i200", "index",
];
const FLOATS: [&str; 14] = [
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "f8E5M2",
    "f8E4M3FN",
    "f8E4M3",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "tf32",
];
const INT_BIN: [&str; 20] = [
    "addi",
    "subi",
    "muli",
    "divsi",
    "divui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "remsi",
    "remui",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrsi",
    "shrui",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
];
const FLOAT_BIN: [&str; 9] = [
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
const MATH_UNARY: [&str; 24] = [
    "absf",
    "ceil",
    "floor",
    "roundeven",
    "round",
    "trunc",
    "sqrt",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "sin",
    "cos",
    "tan",
    "tanh",
    "sinh",
    "cosh",
    "atan",
    "asin",
    "acos",
    "cbrt",
];
const CMPI: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

fn pick<'a>(rng: &mut Rng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len())]
}

fn width(ty: &str) -> u32 {
    if ty == "index" {
        64
    } else {
        ty[1..].parse().unwrap()
    }
}

/// A random value of `bits` bits below 2^127, as a decimal string, signed.
fn random_int(rng: &mut Rng, bits: u32) -> String {
    let bits = bits.min(127);
    let raw = (rng.next() as u128) << 64 | rng.next() as u128;
    let mag = raw & ((1u128 << (bits - 1).max(1)) - 1);
    if bits > 1 && mag != 0 && rng.chance(50) {
        // (`-0` is out of range for MLIR: its negation has no sign bit.)
        format!("-{mag}")
    } else {
        mag.to_string()
    }
}

/// An integer literal of `ty`: small values, extremes, or random.
fn int_literal(rng: &mut Rng, ty: &str, edge_heavy: bool) -> String {
    let w = width(ty);
    if w == 1 {
        return pick(rng, &["true", "false"]).to_string();
    }
    let extremes = if w <= 128 {
        let max = (1u128 << (w - 1)) - 1;
        vec![format!("-{}", max + 1), max.to_string()]
    } else {
        // Beyond i128: the wide extremes parse as i200 literals.
        vec![
            format!("-{}", 1u128 << 126),
            "803469022129495137770981046170581301261101496891396417650687".to_string(),
        ]
    };
    match rng.below(if edge_heavy { 3 } else { 10 }) {
        0 => pick(rng, &["0", "1", "-1", "2", "3", "-2"]).to_string(),
        1 => extremes[rng.below(2)].clone(),
        _ => random_int(rng, w),
    }
}

fn float_literal(rng: &mut Rng, ty: &str) -> String {
    match rng.below(10) {
        0 | 1 => pick(rng, &["0.0", "-0.0", "1.0", "-1.0", "0.5"]).to_string(),
        2 if ty == "f32" => pick(
            rng,
            &[
                "0x7FC00000",
                "0xFF800000",
                "0x7F800000",
                "0x7F800001",
                "0xFFC00001",
            ],
        )
        .to_string(),
        2..=5 => {
            let v = (rng.next() % 2_000_000) as f64 / 100_000.0 - 10.0;
            format!("{v:.6e}")
        }
        _ => {
            let m = (rng.next() % 2_000_000) as f64 / 1_000_000.0 - 1.0;
            let e = rng.below(17) as i32 - 8;
            format!("{:.6e}", m * 10f64.powi(e))
        }
    }
}

fn constant(out: &mut String, name: &str, value: &str, ty: &str) {
    if value == "true" || value == "false" {
        let _ = writeln!(out, "  {name} = arith.constant {value}");
    } else {
        let _ = writeln!(out, "  {name} = arith.constant {value} : {ty}");
    }
}

struct Func {
    body: String,
    next: usize,
    results: Vec<(String, String)>,
}

impl Func {
    fn new() -> Func {
        Func {
            body: String::new(),
            next: 0,
            results: Vec::new(),
        }
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn finish(self, out: &mut String, name: &str, args: &str) {
        let tys: Vec<&str> = self.results.iter().map(|r| r.1.as_str()).collect();
        let vals: Vec<&str> = self.results.iter().map(|r| r.0.as_str()).collect();
        let _ = write!(
            out,
            "func.func @{name}({args}) -> ({}) {{\n{}  return {} : {}\n}}\n",
            tys.join(", "),
            self.body,
            vals.join(", "),
            tys.join(", ")
        );
    }
}

/// Constant expressions: every op's operands are constants or folded ones.
fn constant_functions(seed: u64, count: usize) -> String {
    let mut rng = Rng::new(seed);
    let mut out = String::new();
    for n in 0..count {
        let mut f = Func::new();
        let is_int = rng.chance(55);
        let ty = if is_int {
            pick(&mut rng, &INTS)
        } else {
            pick(&mut rng, &FLOATS)
        };
        let mut vals = Vec::new();
        for _ in 0..2 + rng.below(3) {
            let v = f.fresh();
            let lit = if is_int {
                int_literal(&mut rng, ty, false)
            } else {
                float_literal(&mut rng, ty)
            };
            constant(&mut f.body, &v, &lit, ty);
            vals.push(v);
        }
        for _ in 0..3 + rng.below(6) {
            let a = vals[rng.below(vals.len())].clone();
            let b = vals[rng.below(vals.len())].clone();
            let v = f.fresh();
            let k = rng.below(100);
            if is_int {
                if k < 70 || ty == "index" {
                    let mut op = pick(&mut rng, &INT_BIN);
                    if ty == "i1" && op.starts_with("sh") {
                        op = "addi";
                    }
                    let _ = writeln!(f.body, "  {v} = arith.{op} {a}, {b} : {ty}");
                    vals.push(v);
                } else if k < 85 {
                    let p = pick(&mut rng, &CMPI);
                    let _ = writeln!(f.body, "  {v} = arith.cmpi {p}, {a}, {b} : {ty}");
                    f.results.push((v, "i1".into()));
                } else {
                    let to = pick(&mut rng, &FLOATS);
                    let op = pick(&mut rng, &["sitofp", "uitofp"]);
                    let _ = writeln!(f.body, "  {v} = arith.{op} {a} : {ty} to {to}");
                    f.results.push((v, to.into()));
                }
            } else if k < 70 {
                let op = pick(&mut rng, &FLOAT_BIN);
                let _ = writeln!(f.body, "  {v} = arith.{op} {a}, {b} : {ty}");
                vals.push(v);
            } else if k < 75 {
                let _ = writeln!(f.body, "  {v} = arith.negf {a} : {ty}");
                vals.push(v);
            } else if k < 82 {
                // math folds: exact ones for every type, the C library's
                // for f32 and f64.
                let op = pick(&mut rng, &MATH_UNARY);
                let _ = writeln!(f.body, "  {v} = math.{op} {a} : {ty}");
                vals.push(v);
            } else if k < 90 {
                let p = pick(&mut rng, &CMPF);
                let _ = writeln!(f.body, "  {v} = arith.cmpf {p}, {a}, {b} : {ty}");
                f.results.push((v, "i1".into()));
            } else {
                let to = pick(&mut rng, &["i8", "i16", "i32", "i64", "i7", "i128"]);
                let op = pick(&mut rng, &["fptosi", "fptoui"]);
                let _ = writeln!(f.body, "  {v} = arith.{op} {a} : {ty} to {to}");
                f.results.push((v, to.into()));
            }
        }
        let tail = vals.len().saturating_sub(3);
        for v in &vals[tail..] {
            f.results.push((v.clone(), ty.into()));
        }
        f.finish(&mut out, &format!("c{n}"), "");
    }
    out
}

/// Expressions over three arguments and constants, shaped so the
/// identities and patterns of arith match.
fn mixed_functions(seed: u64, count: usize) -> String {
    const MIXED_FLOATS: [&str; 6] = ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2"];
    let mut rng = Rng::new(seed);
    let mut out = String::new();
    for n in 0..count {
        let mut f = Func::new();
        let is_int = rng.chance(60);
        let ty = if is_int {
            pick(&mut rng, &INTS)
        } else {
            pick(&mut rng, &MIXED_FLOATS)
        };
        let mut vals: Vec<String> = (0..3).map(|i| format!("%a{i}")).collect();
        let args: Vec<String> = vals.iter().map(|a| format!("{a}: {ty}")).collect();
        for _ in 0..4 + rng.below(7) {
            let a = vals[rng.below(vals.len())].clone();
            let mut b = if rng.chance(50) {
                let c = f.fresh();
                let lit = if is_int {
                    int_literal(&mut rng, ty, true)
                } else {
                    pick(&mut rng, &["0.0", "-0.0", "1.0", "-1.0", "2.0", "0.5"]).to_string()
                };
                constant(&mut f.body, &c, &lit, ty);
                c
            } else {
                vals[rng.below(vals.len())].clone()
            };
            let mut a = a;
            if rng.chance(30) {
                std::mem::swap(&mut a, &mut b);
            }
            let v = f.fresh();
            let k = rng.below(100);
            if is_int {
                if k < 60 {
                    let mut op = pick(&mut rng, &INT_BIN);
                    if ty == "i1" && op.starts_with("sh") {
                        op = "xori";
                    }
                    let _ = writeln!(f.body, "  {v} = arith.{op} {a}, {b} : {ty}");
                    vals.push(v);
                } else if k < 70 {
                    let c = f.fresh();
                    let p = pick(&mut rng, &CMPI);
                    let _ = writeln!(f.body, "  {c} = arith.cmpi {p}, {a}, {b} : {ty}");
                    let mut cond = c;
                    if rng.chance(50) {
                        let t = f.fresh();
                        let x = f.fresh();
                        let _ = writeln!(f.body, "  {t} = arith.constant true");
                        let _ = writeln!(f.body, "  {x} = arith.xori {cond}, {t} : i1");
                        cond = x;
                    }
                    let p = vals[rng.below(vals.len())].clone();
                    let q = if rng.chance(50) {
                        b.clone()
                    } else {
                        vals[rng.below(vals.len())].clone()
                    };
                    let _ = writeln!(f.body, "  {v} = arith.select {cond}, {p}, {q} : {ty}");
                    vals.push(v);
                } else if k < 80 && ty != "index" && ty != "i200" {
                    let wide = if width(ty) < 64 {
                        pick(&mut rng, &["i64", "i128", "i200"])
                    } else {
                        "i256"
                    };
                    let e = f.fresh();
                    let ext = pick(&mut rng, &["extsi", "extui"]);
                    let _ = writeln!(f.body, "  {e} = arith.{ext} {a} : {ty} to {wide}");
                    let _ = writeln!(f.body, "  {v} = arith.trunci {e} : {wide} to {ty}");
                    vals.push(v);
                } else if k < 90 && ["i8", "i16", "i32", "i64"].contains(&ty) {
                    let ft = pick(&mut rng, &["f32", "f64", "f16"]);
                    let conv = pick(&mut rng, &["sitofp", "uitofp"]);
                    let c1 = f.fresh();
                    let _ = writeln!(f.body, "  {c1} = arith.{conv} {a} : {ty} to {ft}");
                    let cc = f.fresh();
                    let lits: &[&str] = if conv == "sitofp" {
                        &["0.0", "1.0", "100.0", "-1.0"]
                    } else {
                        &["0.0", "1.0", "100.0"]
                    };
                    let lit = pick(&mut rng, lits);
                    let _ = writeln!(f.body, "  {cc} = arith.constant {lit} : {ft}");
                    let p = pick(
                        &mut rng,
                        &[
                            "oeq", "ogt", "oge", "olt", "ole", "one", "ueq", "ugt", "uge", "ult",
                            "ule", "une",
                        ],
                    );
                    let _ = writeln!(f.body, "  {v} = arith.cmpf {p}, {c1}, {cc} : {ft}");
                    f.results.push((v, "i1".into()));
                } else {
                    let m = f.fresh();
                    let c = f.fresh();
                    let lit = int_literal(&mut rng, ty, true);
                    constant(&mut f.body, &c, &lit, ty);
                    let _ = writeln!(f.body, "  {m} = arith.muli {b}, {c} : {ty}");
                    let _ = writeln!(f.body, "  {v} = arith.addi {a}, {m} : {ty}");
                    vals.push(v);
                }
            } else if k < 60 {
                let op = pick(&mut rng, &FLOAT_BIN);
                let _ = writeln!(f.body, "  {v} = arith.{op} {a}, {b} : {ty}");
                vals.push(v);
            } else if k < 80 {
                let (na, nb) = (f.fresh(), f.fresh());
                let _ = writeln!(f.body, "  {na} = arith.negf {a} : {ty}");
                let _ = writeln!(f.body, "  {nb} = arith.negf {b} : {ty}");
                let op = pick(&mut rng, &["mulf", "divf", "addf"]);
                let _ = writeln!(f.body, "  {v} = arith.{op} {na}, {nb} : {ty}");
                vals.push(v);
            } else {
                let p = pick(&mut rng, &CMPF);
                let _ = writeln!(f.body, "  {v} = arith.cmpf {p}, {a}, {b} : {ty}");
                f.results.push((v, "i1".into()));
            }
        }
        let tail = vals.len().saturating_sub(3);
        for v in &vals[tail..] {
            f.results.push((v.clone(), ty.into()));
        }
        f.finish(&mut out, &format!("m{n}"), &args.join(", "));
    }
    out
}

/// Constant vectors and tensors (splats and dense elements) through the
/// integer and float binary ops and `cmpi`: the elementwise folds.
fn elements_functions(seed: u64, count: usize) -> String {
    const ELEM_FLOATS: [&str; 9] = [
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
        "f8E4M3FN",
        "f8E5M2",
        "f8E4M3FNUZ",
    ];
    const SHAPES: [(&str, usize); 3] = [("vector<3x", 3), ("tensor<2x2x", 4), ("vector<4x", 4)];
    let mut rng = Rng::new(seed);
    let mut out = String::new();
    for n in 0..count {
        let mut f = Func::new();
        let is_int = rng.chance(60);
        let ty = if is_int {
            pick(&mut rng, &INTS)
        } else {
            pick(&mut rng, &ELEM_FLOATS)
        };
        let (shape, len) = SHAPES[rng.below(SHAPES.len())];
        let vty = format!("{shape}{ty}>");
        let element = |rng: &mut Rng| {
            if is_int {
                // Elements keep 128 bits: wide types get small values.
                let w = if ty == "i200" { "i64" } else { ty };
                int_literal(rng, w, true)
            } else {
                pick(
                    rng,
                    &["0.0", "-0.0", "1.0", "-1.0", "2.5", "-3.75", "1.0e3", "0.1"],
                )
                .to_string()
            }
        };
        let mut vals = Vec::new();
        for _ in 0..3 {
            let v = f.fresh();
            let lit = if rng.chance(40) {
                format!("dense<{}>", element(&mut rng))
            } else {
                let els: Vec<String> = (0..len).map(|_| element(&mut rng)).collect();
                if shape.starts_with("tensor") {
                    format!(
                        "dense<[[{}, {}], [{}, {}]]>",
                        els[0], els[1], els[2], els[3]
                    )
                } else {
                    format!("dense<[{}]>", els.join(", "))
                }
            };
            let _ = writeln!(f.body, "  {v} = arith.constant {lit} : {vty}");
            vals.push(v);
        }
        for _ in 0..2 + rng.below(5) {
            let a = vals[rng.below(vals.len())].clone();
            let b = vals[rng.below(vals.len())].clone();
            let v = f.fresh();
            if is_int && rng.chance(20) {
                let p = pick(&mut rng, &CMPI);
                let _ = writeln!(f.body, "  {v} = arith.cmpi {p}, {a}, {b} : {vty}");
                f.results.push((v, format!("{shape}i1>")));
                continue;
            }
            let op = if is_int {
                let op = pick(&mut rng, &INT_BIN);
                if ty == "i1" && op.starts_with("sh") {
                    "xori"
                } else {
                    op
                }
            } else {
                pick(&mut rng, &FLOAT_BIN)
            };
            let _ = writeln!(f.body, "  {v} = arith.{op} {a}, {b} : {vty}");
            vals.push(v);
        }
        // A cast of the first constant (NaN payloads, rounding, range).
        if let Some(to) = elements_cast(&mut rng, ty) {
            let (op, dst) = to;
            let v = f.fresh();
            let dty = format!("{shape}{dst}>");
            let _ = writeln!(f.body, "  {v} = arith.{op} {} : {vty} to {dty}", vals[0]);
            f.results.push((v, dty));
        }
        let tail = vals.len().saturating_sub(2);
        for v in &vals[tail..] {
            f.results.push((v.clone(), vty.clone()));
        }
        f.finish(&mut out, &format!("e{n}"), "");
    }
    out
}

/// A cast op and target element type for elements of type `ty`, if any.
fn elements_cast(rng: &mut Rng, ty: &str) -> Option<(&'static str, &'static str)> {
    const FLOAT_WIDTHS: [(&str, u32); 9] = [
        ("f8E4M3FN", 8),
        ("f8E5M2", 8),
        ("f8E4M3FNUZ", 8),
        ("f16", 16),
        ("bf16", 16),
        ("f32", 32),
        ("f64", 64),
        ("f80", 80),
        ("f128", 128),
    ];
    if !rng.chance(60) {
        return None;
    }
    if let Some(&(_, w)) = FLOAT_WIDTHS.iter().find(|f| f.0 == ty) {
        let wider: Vec<&str> = FLOAT_WIDTHS
            .iter()
            .filter(|f| f.1 > w)
            .map(|f| f.0)
            .collect();
        let narrower: Vec<&str> = FLOAT_WIDTHS
            .iter()
            .filter(|f| f.1 < w)
            .map(|f| f.0)
            .collect();
        return Some(match rng.below(4) {
            0 => ("fptosi", pick(rng, &["i8", "i32", "i64", "i7"])),
            1 => ("fptoui", pick(rng, &["i8", "i32", "i64"])),
            2 if !wider.is_empty() => ("extf", wider[rng.below(wider.len())]),
            _ if !narrower.is_empty() => ("truncf", narrower[rng.below(narrower.len())]),
            _ => ("fptosi", "i16"),
        });
    }
    if ty == "index" || ty == "i200" {
        return None;
    }
    let w = width(ty);
    let ints = ["i1", "i7", "i8", "i16", "i32", "i64", "i128"];
    let wider: Vec<&str> = ints.iter().copied().filter(|t| width(t) > w).collect();
    let narrower: Vec<&str> = ints.iter().copied().filter(|t| width(t) < w).collect();
    Some(match rng.below(5) {
        0 if !wider.is_empty() => ("extsi", wider[rng.below(wider.len())]),
        1 if !wider.is_empty() => ("extui", wider[rng.below(wider.len())]),
        2 if !narrower.is_empty() => ("trunci", narrower[rng.below(narrower.len())]),
        3 => ("sitofp", pick(rng, &["f16", "bf16", "f32", "f8E4M3FN"])),
        _ => ("uitofp", pick(rng, &["f16", "f32", "f64"])),
    })
}

/// Whether the outputs agree: equal, or equal once mlir-opt reprints ours
/// and every differing line is an f80/f128 constant.
fn agree(bin: &std::path::Path, theirs: &str, ours: &str) -> bool {
    if theirs == ours {
        return true;
    }
    let (a, b): (Vec<&str>, Vec<&str>) = (theirs.lines().collect(), ours.lines().collect());
    let only_wide = a.len() == b.len()
        && a.iter().zip(&b).all(|(x, y)| {
            x == y || (x.contains("f80") || x.contains("f128")) && x.contains("arith.constant")
        });
    if !only_wide {
        return false;
    }
    let reprinted = run_process(bin, &["-"], ours.as_bytes(), Duration::from_secs(60));
    reprinted.stdout == theirs
}

fn compare(bin: &std::path::Path, report: &mut Report, what: String, input: &str) {
    let args = ["-canonicalize", "-"];
    let want = run_process(bin, &args, input.as_bytes(), Duration::from_secs(60));
    if !want.ok() {
        // The generator only makes input mlir-opt takes.
        report.fail(
            what,
            format!("mlir-opt failed: {}", common::clip(&want.stderr, 300)),
        );
        return;
    }
    let got = run_inproc(&args, input.as_bytes());
    if got.ok() && agree(bin, &want.stdout, &got.stdout) {
        report.pass();
    } else {
        // The input, to reproduce by hand.
        let saved = std::env::temp_dir().join(format!(
            "tileir-fold-{}.mlir",
            what.replace([' ', ','], "_")
        ));
        let _ = std::fs::write(&saved, input);
        report.fail(
            what,
            format!(
                "input saved as {}; exit {:?}\n{}{}",
                saved.display(),
                got.code,
                diff(&want.stdout, &got.stdout, "mlir-opt", "tileir-opt"),
                common::clip(&got.stderr, 2000)
            ),
        );
    }
}

/// Seeds per test: 8, or `TILEIR_FOLD_SEEDS` for a longer hunt.
fn seeds() -> u64 {
    std::env::var("TILEIR_FOLD_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(8)
}

#[test]
fn constant_folding_matches_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut report = Report::default();
    for seed in 0..seeds() {
        let input = constant_functions(seed, 60);
        compare(
            &bin,
            &mut report,
            format!("constant expressions, seed {seed}"),
            &input,
        );
    }
    report.finish("arith constant folding against mlir-opt");
}

#[test]
fn identities_and_patterns_match_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut report = Report::default();
    for seed in 0..seeds() {
        let input = mixed_functions(seed, 60);
        compare(
            &bin,
            &mut report,
            format!("mixed expressions, seed {seed}"),
            &input,
        );
    }
    report.finish("arith identities and patterns against mlir-opt");
}

#[test]
fn elementwise_folding_matches_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut report = Report::default();
    for seed in 0..seeds() {
        let input = elements_functions(seed, 60);
        compare(&bin, &mut report, format!("elements, seed {seed}"), &input);
    }
    report.finish("arith elementwise folding against mlir-opt");
}

/// The generators make what they promise (checked without mlir-opt).
#[test]
fn generators_cover_every_width_and_type() {
    let mut text = String::new();
    for seed in 0..8 {
        text.push_str(&constant_functions(seed, 60));
        text.push_str(&mixed_functions(seed, 60));
        text.push_str(&elements_functions(seed, 60));
    }
    for ty in INTS.iter().chain(FLOATS.iter()) {
        assert!(
            text.contains(&format!(": {ty}\n")),
            "no {ty} constant generated"
        );
    }
    for op in INT_BIN.iter().chain(FLOAT_BIN.iter()) {
        assert!(
            text.contains(&format!("arith.{op} ")),
            "no arith.{op} generated"
        );
    }
    assert!(text.contains("dense<[[") && text.contains("vector<3xi1>"));
    assert!(text.matches("func.func").count() >= 1400);
}
