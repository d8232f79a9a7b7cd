//! A generator of func/arith/math/scf/cf functions full of redundancy, for
//! differential tests of CSE (and later canonicalize) against mlir-opt:
//! constants of many integer and float widths repeated, expressions
//! repeated (commutative ones with operands swapped), near-duplicates that
//! must stay apart (other attributes, predicates, types), duplicates inside
//! `scf.if` / `scf.for` regions and across the arms of a `cf.cond_br`
//! diamond, whole region ops repeated, calls, unregistered ops (never CSE'd;
//! their regions get a table of their own) and unused ops (DCE'd).
//!
//! Deterministic: SplitMix64 from a seed, so a failure names its seed.

use std::fmt::Write as _;

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Integer types values are made of (besides `i1`, used for conditions).
const INTS: [&str; 11] = [
    "i2", "i8", "i16", "i32", "i64", "i128", "i7", "i33", "i256", "i1000", "index",
];
const FLOATS: [&str; 8] = [
    "f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E4M3FN",
];
const FLOAT_CONSTS: [&str; 6] = [
    "0.000000e+00",
    "1.000000e+00",
    "-2.000000e+00",
    "2.500000e-01",
    "1.500000e+00",
    "1.024000e+03",
];
/// (op, commutative) integer binary ops of `arith`.
const INT_BIN: [(&str, bool); 12] = [
    ("addi", true),
    ("subi", false),
    ("muli", true),
    ("andi", true),
    ("ori", true),
    ("xori", true),
    ("maxsi", true),
    ("minui", true),
    ("divsi", false),
    ("remui", false),
    ("shli", false),
    ("shrsi", false),
];
const FLOAT_BIN: [(&str, bool); 6] = [
    ("addf", true),
    ("subf", false),
    ("mulf", true),
    ("divf", false),
    ("maximumf", true),
    ("minimumf", true),
];
const FLOAT_UN: [&str; 3] = ["math.absf", "math.sqrt", "arith.negf"];
const CMPI: [&str; 6] = ["eq", "ne", "slt", "sge", "ult", "ugt"];
const CMPF: [&str; 4] = ["oeq", "olt", "une", "uge"];

/// An expression that can be emitted again: op, operands, attributes and
/// type, kept apart so a commutative one can come back swapped.
#[derive(Clone)]
struct Expr {
    op: &'static str,
    operands: Vec<String>,
    /// Text after the operands, before ` : type`.
    attrs: String,
    ty: String,
    commutative: bool,
}

impl Expr {
    fn text(&self, swap: bool) -> String {
        let mut operands = self.operands.clone();
        if swap && self.commutative {
            operands.reverse();
        }
        format!(
            "{} {}{} : {}",
            self.op,
            operands.join(", "),
            self.attrs,
            self.ty
        )
    }
}

/// What is visible at a point: values by type, and expressions to repeat.
#[derive(Clone, Default)]
struct Scope {
    values: Vec<(String, String)>,
    exprs: Vec<(Expr, String)>,
    /// Region ops emitted here: their text, and the range of name numbers
    /// of the prefixes they define (renamed when the op is repeated).
    regions: Vec<(String, usize, usize)>,
}

pub struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    scopes: Vec<Scope>,
    unregistered: bool,
    /// The name prefix of the region op being emitted, if any.
    prefix: Vec<String>,
    /// Inside an unregistered op's region, where mlir-opt cannot resolve
    /// symbols (the op might be a symbol table): no calls there.
    in_unregistered: usize,
}

/// How a region body ends.
#[derive(Clone, Copy)]
enum Term {
    None,
    Yield,
    /// An unregistered use (regions of unregistered ops need no terminator).
    Use,
}

impl Gen {
    /// A module of `funcs` functions; with `unregistered`, it uses `t.*`
    /// ops (parse both sides with unregistered dialects allowed).
    pub fn module(seed: u64, funcs: usize, unregistered: bool) -> String {
        let mut g = Gen {
            rng: Rng::new(seed),
            out: String::new(),
            next: 0,
            scopes: Vec::new(),
            unregistered,
            prefix: Vec::new(),
            in_unregistered: 0,
        };
        g.out.push_str("module {\n");
        g.out.push_str("  func.func private @ext(i32) -> i32\n");
        for f in 0..funcs {
            g.func(f);
        }
        g.out.push_str("}\n");
        g.out
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        match self.prefix.last() {
            Some(p) => format!("{p}{}", self.next),
            None => format!("%v{}", self.next),
        }
    }

    /// A name prefix for a region op: its results and everything defined
    /// inside it start with it, so a copy can be renamed wholesale.
    fn fresh_region(&mut self) -> String {
        self.next += 1;
        format!("%r{}x", self.next)
    }

    fn scope(&mut self) -> &mut Scope {
        self.scopes.last_mut().expect("a scope is open")
    }

    fn define(&mut self, name: String, ty: &str) {
        self.scope().values.push((name, ty.to_string()));
    }

    fn values_of(&self, ty: &str) -> Vec<String> {
        self.scopes
            .iter()
            .flat_map(|s| s.values.iter())
            .filter(|(_, t)| t == ty)
            .map(|(n, _)| n.clone())
            .collect()
    }

    /// A visible value of `ty`, made as a constant if there is none.
    fn value(&mut self, ty: &str, ind: &str) -> String {
        let vs = self.values_of(ty);
        if vs.is_empty() || self.rng.chance(10) {
            return self.constant(ty, ind);
        }
        // Favour recent values, so expressions chain.
        let n = vs.len();
        if n > 6 && self.rng.chance(60) {
            return vs[n - 1 - self.rng.below(6)].clone();
        }
        vs[self.rng.below(n)].clone()
    }

    fn constant(&mut self, ty: &str, ind: &str) -> String {
        let literal = match ty {
            "i1" => ["true", "false"][self.rng.below(2)].to_string(),
            t if FLOATS.contains(&t) => self.rng.pick(&FLOAT_CONSTS).to_string(),
            t => {
                let width: u32 = t
                    .strip_prefix('i')
                    .and_then(|w| w.parse().ok())
                    .unwrap_or(64);
                let mut choices: Vec<String> = ["0", "1", "-1", "7", "42", "-100"]
                    .iter()
                    .map(|s| s.to_string())
                    .collect();
                if width >= 64 {
                    choices.push("1099511627776".into());
                }
                if width >= 128 {
                    choices.push("170141183460469231731687303715884105727".into());
                }
                if width >= 256 {
                    choices.push(
                        "-1606938044258990275541962092341162602522202993782792835301376".into(),
                    );
                }
                // Small widths: values that fit as signed.
                choices.retain(|c| {
                    let v: i128 = c.parse().unwrap_or(i128::MAX);
                    width >= 64 || (v >= -(1i128 << (width - 1)) && v < (1i128 << (width - 1)))
                });
                self.rng.pick(&choices).clone()
            }
        };
        let name = self.fresh();
        // A boolean literal carries its type.
        let typed = if ty == "i1" {
            String::new()
        } else {
            format!(" : {ty}")
        };
        let _ = writeln!(self.out, "{ind}{name} = arith.constant {literal}{typed}");
        self.define(name.clone(), ty);
        name
    }

    fn emit(&mut self, ind: &str, expr: Expr, swap: bool) -> String {
        let name = self.fresh();
        let _ = writeln!(self.out, "{ind}{name} = {}", expr.text(swap));
        let ty = expr.ty.clone();
        self.define(name.clone(), &ty);
        self.scope().exprs.push((expr, ty));
        name
    }

    fn func(&mut self, f: usize) {
        self.scopes.push(Scope::default());
        let _ = writeln!(
            self.out,
            "  func.func @f{f}(%a: i32, %b: i32, %x: f32, %y: f32, %w: i64, %n: index, %c: i1) -> (i32, f32) {{"
        );
        for (n, t) in [
            ("%a", "i32"),
            ("%b", "i32"),
            ("%x", "f32"),
            ("%y", "f32"),
            ("%w", "i64"),
            ("%n", "index"),
            ("%c", "i1"),
        ] {
            self.define(n.to_string(), t);
        }
        let ind = "    ";
        let n = 8 + self.rng.below(16);
        self.ops(ind, n, 0);
        if self.rng.chance(30) {
            self.diamond(ind);
        }
        let r = self.value("i32", ind);
        let s = self.value("f32", ind);
        let _ = writeln!(self.out, "{ind}return {r}, {s} : i32, f32");
        self.out.push_str("  }\n");
        self.scopes.pop();
    }

    /// `cf.cond_br` to two arms joining in a block with one argument: a
    /// multi-block region, walked along its dominator tree.
    fn diamond(&mut self, ind: &str) {
        let c = self.value("i1", ind);
        let (l, r, j) = (self.fresh(), self.fresh(), self.fresh());
        let (l, r, j) = (&l[2..], &r[2..], &j[2..]);
        let _ = writeln!(self.out, "{ind}cf.cond_br {c}, ^bb{l}, ^bb{r}");
        let arm = |g: &mut Gen, label: &str| {
            let _ = writeln!(g.out, "  ^bb{label}:");
            g.scopes.push(Scope::default());
            let n = 3 + g.rng.below(5);
            g.ops(ind, n, 1);
            let v = g.value("i32", ind);
            let _ = writeln!(g.out, "{ind}cf.br ^bb{j}({v} : i32)");
            g.scopes.pop();
        };
        arm(self, l);
        arm(self, r);
        let m = format!("%m{j}");
        let _ = writeln!(self.out, "  ^bb{j}({m}: i32):");
        self.define(m, "i32");
        let n = 3 + self.rng.below(6);
        self.ops(ind, n, 1);
    }

    fn ops(&mut self, ind: &str, n: usize, depth: usize) {
        for _ in 0..n {
            self.op(ind, depth);
        }
    }

    fn op(&mut self, ind: &str, depth: usize) {
        let roll = self.rng.below(100);
        let repeatable: Vec<Expr> = self
            .scopes
            .iter()
            .flat_map(|s| s.exprs.iter().map(|e| e.0.clone()))
            .collect();
        match roll {
            0..=9 => {
                let ty = if self.rng.chance(30) {
                    *self.rng.pick(&FLOATS)
                } else {
                    *self.rng.pick(&INTS)
                };
                self.constant(ty, ind);
            }
            10..=29 if !repeatable.is_empty() => {
                let e = self.rng.pick(&repeatable).clone();
                let swap = self.rng.chance(50);
                self.emit(ind, e, swap);
            }
            10..=44 => {
                let ty = *self.rng.pick(&INTS);
                let (op, commutative) = *self.rng.pick(&INT_BIN);
                let (a, b) = (self.value(ty, ind), self.value(ty, ind));
                let flags =
                    if matches!(op, "addi" | "subi" | "muli" | "shli") && self.rng.chance(20) {
                        " overflow<nsw>"
                    } else {
                        ""
                    };
                let e = Expr {
                    op: leak(format!("arith.{op}")),
                    operands: vec![a, b],
                    attrs: flags.into(),
                    ty: ty.into(),
                    commutative,
                };
                self.emit(ind, e, false);
            }
            45..=57 => {
                let ty = *self.rng.pick(&FLOATS);
                let (a, b) = (self.value(ty, ind), self.value(ty, ind));
                let flags = if self.rng.chance(20) {
                    " fastmath<fast>"
                } else {
                    ""
                };
                let e = if self.rng.chance(25) {
                    Expr {
                        op: FLOAT_UN[self.rng.below(FLOAT_UN.len())],
                        operands: vec![a],
                        attrs: String::new(),
                        ty: ty.into(),
                        commutative: false,
                    }
                } else {
                    let (op, commutative) = *self.rng.pick(&FLOAT_BIN);
                    Expr {
                        op: leak(format!("arith.{op}")),
                        operands: vec![a, b],
                        attrs: flags.into(),
                        ty: ty.into(),
                        commutative,
                    }
                };
                self.emit(ind, e, false);
            }
            58..=65 => {
                let ty = if self.rng.chance(70) {
                    *self.rng.pick(&INTS)
                } else {
                    *self.rng.pick(&FLOATS)
                };
                let (a, b) = (self.value(ty, ind), self.value(ty, ind));
                let (op, pred) = if FLOATS.contains(&ty) {
                    ("arith.cmpf", *self.rng.pick(&CMPF))
                } else {
                    ("arith.cmpi", *self.rng.pick(&CMPI))
                };
                let name = self.fresh();
                let _ = writeln!(self.out, "{ind}{name} = {op} {pred}, {a}, {b} : {ty}");
                self.define(name, "i1");
            }
            66..=71 => {
                let ints = self.rng.chance(50);
                let ty = *self.rng.pick(if ints { &INTS[..] } else { &FLOATS[..] });
                let c = self.value("i1", ind);
                let (a, b) = (self.value(ty, ind), self.value(ty, ind));
                let e = Expr {
                    op: "arith.select",
                    operands: vec![c, a, b],
                    attrs: String::new(),
                    ty: ty.into(),
                    commutative: false,
                };
                self.emit(ind, e, false);
            }
            72..=77 => self.cast(ind),
            78..=80 if self.in_unregistered == 0 => {
                let a = self.value("i32", ind);
                let name = self.fresh();
                let _ = writeln!(self.out, "{ind}{name} = func.call @ext({a}) : (i32) -> i32");
                self.define(name, "i32");
            }
            81..=83 if self.unregistered => {
                let a = self.value("i32", ind);
                let name = self.fresh();
                let _ = writeln!(self.out, "{ind}{name} = \"t.op\"({a}) : (i32) -> i32");
                self.define(name, "i32");
            }
            84..=86 if self.unregistered && depth < 2 => self.wrapped(ind, depth),
            87..=91 if depth < 3 => self.scf_if(ind, depth),
            92..=95 if depth < 3 => self.scf_for(ind, depth),
            96..=99 if !self.scope().regions.is_empty() => {
                // A region op again, renamed: CSE'd as a whole when pure.
                let regions = self.scope().regions.clone();
                let (text, from, to) = self.rng.pick(&regions).clone();
                let renamed = self.rename(&text, from..to);
                self.out.push_str(&renamed);
            }
            _ => {
                let ty = *self.rng.pick(&INTS);
                let (a, b) = (self.value(ty, ind), self.value(ty, ind));
                let e = Expr {
                    op: "arith.addi",
                    operands: vec![a, b],
                    attrs: String::new(),
                    ty: ty.into(),
                    commutative: true,
                };
                self.emit(ind, e, false);
            }
        }
    }

    fn cast(&mut self, ind: &str) {
        let name = self.fresh();
        let (text, ty) = match self.rng.below(5) {
            0 => (
                format!("arith.extsi {} : i32 to i64", self.value("i32", ind)),
                "i64",
            ),
            1 => (
                format!("arith.trunci {} : i64 to i32", self.value("i64", ind)),
                "i32",
            ),
            2 => (
                format!(
                    "arith.index_cast {} : index to i32",
                    self.value("index", ind)
                ),
                "i32",
            ),
            3 => (
                format!("arith.sitofp {} : i32 to f32", self.value("i32", ind)),
                "f32",
            ),
            _ => (
                format!("arith.extui {} : i8 to i16", self.value("i8", ind)),
                "i16",
            ),
        };
        let _ = writeln!(self.out, "{ind}{name} = {text}");
        self.define(name, ty);
    }

    /// Renames every `%r<N>x` prefix with `N` in `defined` (the prefixes the
    /// text defines) to a fresh one.
    fn rename(&mut self, text: &str, defined: std::ops::Range<usize>) -> String {
        let mut map: Vec<(String, String)> = Vec::new();
        let mut out = String::new();
        let mut rest = text;
        while let Some(i) = rest.find("%r") {
            out.push_str(&rest[..i]);
            let tail = &rest[i + 2..];
            let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
            let number: usize = tail[..digits].parse().unwrap_or(0);
            if digits > 0 && tail.as_bytes().get(digits) == Some(&b'x') && defined.contains(&number)
            {
                let old = tail[..digits].to_string();
                let new = match map.iter().find(|(o, _)| *o == old) {
                    Some((_, n)) => n.clone(),
                    None => {
                        let n = self.fresh_region();
                        let n = n[2..n.len() - 1].to_string();
                        map.push((old, n.clone()));
                        n
                    }
                };
                let _ = write!(out, "%r{new}x");
                rest = &tail[digits + 1..];
            } else {
                out.push_str("%r");
                rest = tail;
            }
        }
        out.push_str(rest);
        // The copy's results are visible as the original's were.
        let results: Vec<(String, String)> = map
            .iter()
            .filter_map(|(o, n)| {
                self.scopes
                    .iter()
                    .flat_map(|s| s.values.iter())
                    .find_map(|(v, t)| {
                        (v == &format!("%r{o}x")).then(|| (format!("%r{n}x"), t.clone()))
                    })
            })
            .collect();
        for (v, t) in results {
            self.define(v, &t);
        }
        out
    }

    /// Emits a region op into its own text (so it can be repeated).
    fn region_op(&mut self, build: impl FnOnce(&mut Gen) -> Option<(String, String)>) {
        let start = self.out.len();
        let first = self.next + 1;
        let result = build(self);
        let text = self.out[start..].to_string();
        if let Some((name, ty)) = result {
            self.define(name, &ty);
        }
        let last = self.next + 1;
        self.scope().regions.push((text, first, last));
    }

    /// A region body: ops in a new scope, their names starting with the
    /// region op's `prefix`, ended as `term` says with a value of `ty`.
    fn body(&mut self, ind: &str, depth: usize, prefix: &str, ty: &str, term: Term) {
        let inner = format!("{ind}  ");
        self.scopes.push(Scope::default());
        self.prefix.push(prefix.to_string());
        let n = 1 + self.rng.below(5);
        self.ops(&inner, n, depth + 1);
        match term {
            Term::Yield => {
                let v = self.value(ty, &inner);
                let _ = writeln!(self.out, "{inner}scf.yield {v} : {ty}");
            }
            Term::Use => {
                let v = self.value(ty, &inner);
                let _ = writeln!(self.out, "{inner}\"t.use\"({v}) : ({ty}) -> ()");
            }
            Term::None => {}
        }
        self.prefix.pop();
        self.scopes.pop();
    }

    fn scf_if(&mut self, ind: &str, depth: usize) {
        let c = self.value("i1", ind);
        let ty = if self.rng.chance(70) {
            Some(*self.rng.pick(&["i32", "f32", "i64"]))
        } else {
            None
        };
        self.region_op(|g| {
            let name = g.fresh_region();
            match ty {
                Some(ty) => {
                    let _ = writeln!(g.out, "{ind}{name} = scf.if {c} -> ({ty}) {{");
                    g.body(ind, depth, &name, ty, Term::Yield);
                    let _ = writeln!(g.out, "{ind}}} else {{");
                    g.body(ind, depth, &name, ty, Term::Yield);
                    let _ = writeln!(g.out, "{ind}}}");
                    Some((name, ty.to_string()))
                }
                None => {
                    let _ = writeln!(g.out, "{ind}scf.if {c} {{");
                    g.body(ind, depth, &name, "i32", Term::None);
                    let _ = writeln!(g.out, "{ind}}}");
                    None
                }
            }
        });
    }

    fn scf_for(&mut self, ind: &str, depth: usize) {
        let lb = self.value("index", ind);
        let ub = self.value("index", ind);
        let step = self.constant("index", ind);
        let init = self.value("i32", ind);
        self.region_op(|g| {
            let name = g.fresh_region();
            let _ = writeln!(
                g.out,
                "{ind}{name} = scf.for {name}i = {lb} to {ub} step {step} iter_args({name}a = {init}) -> (i32) {{"
            );
            g.scopes.push(Scope::default());
            g.define(format!("{name}i"), "index");
            g.define(format!("{name}a"), "i32");
            g.body(ind, depth, &name, "i32", Term::Yield);
            g.scopes.pop();
            let _ = writeln!(g.out, "{ind}}}");
            Some((name, "i32".to_string()))
        });
    }

    /// An unregistered op with a region (no terminator needed).
    fn wrapped(&mut self, ind: &str, depth: usize) {
        self.region_op(|g| {
            let name = g.fresh_region();
            let _ = writeln!(g.out, "{ind}\"t.wrap\"() ({{");
            g.in_unregistered += 1;
            g.body(ind, depth, &name, "i32", Term::Use);
            g.in_unregistered -= 1;
            let _ = writeln!(g.out, "{ind}}}) : () -> ()");
            None
        });
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}
