//! A seeded generator of func/arith/scf/cf functions for the pass
//! differential tests and the pass fuzzer: random expression DAGs with
//! redundancy (expressions repeated verbatim, identities such as `x + 0`,
//! dead values), constants of every integer width (i1 to i200 and index)
//! and float kind (f8 to f128), `scf.if`/`scf.for`/`scf.while`/
//! `scf.index_switch`/`scf.execute_region`/`scf.parallel`/`scf.forall`,
//! `cf` diamonds with block arguments, calls between the functions of a
//! module, private functions nobody calls, and
//! `unrealized_conversion_cast` chains.
//! Output is valid IR in custom form that mlir-opt 22 reads; the same seed
//! gives the same text.
//!
//! Kept apart from `gen.rs`, which must stay a line-for-line port of
//! `bench/ir/gen.py`; it only borrows its random stream.

#![allow(dead_code)]

use super::gen::Rng;
use std::fmt::Write as _;

/// Integer types with their widths (`index` as 64).
const INTS: [(&str, u32); 11] = [
    ("i1", 1),
    ("i2", 2),
    ("i7", 7),
    ("i8", 8),
    ("i16", 16),
    ("i32", 32),
    ("i33", 33),
    ("i64", 64),
    ("i128", 128),
    ("i200", 200),
    ("index", 64),
];
const FLOATS: [&str; 8] = [
    "f16", "bf16", "f32", "f64", "f80", "f128", "f8E4M3FN", "f8E5M2",
];
/// Float literals every kind above holds (some inexactly).
const FLOAT_LITS: [&str; 8] = [
    "0.000000e+00",
    "-0.000000e+00",
    "1.000000e+00",
    "-2.500000e+00",
    "5.000000e-01",
    "1.000000e-01",
    "3.140000e+00",
    "1.280000e+02",
];
/// Types parameters and results are drawn from.
const SIG_TYPES: [&str; 8] = ["i1", "i8", "i32", "i64", "index", "f16", "f32", "f64"];
const INT_BIN: [&str; 14] = [
    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui", "divsi",
    "remui", "shli", "shrsi",
];
const FLOAT_BIN: [&str; 6] = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf"];
const CMPI: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: [&str; 8] = ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une"];

fn is_float(ty: &str) -> bool {
    FLOATS.contains(&ty)
}

fn int_width(ty: &str) -> Option<u32> {
    INTS.iter().find(|(t, _)| *t == ty).map(|&(_, w)| w)
}

/// A function's signature, for calls.
#[derive(Clone)]
struct Sig {
    name: String,
    params: Vec<&'static str>,
    results: Vec<&'static str>,
}

/// Values in scope by type, with the pure expressions that may be
/// repeated; one level per region or block.
#[derive(Default)]
struct Scope {
    values: Vec<(&'static str, String)>,
    /// (result type, right-hand side text) of pure ops.
    exprs: Vec<(&'static str, String)>,
}

struct FnGen<'a> {
    rng: &'a mut Rng,
    out: String,
    scopes: Vec<Scope>,
    next: usize,
    indent: usize,
    callees: &'a [Sig],
    /// Statements left for this function (bounds nesting too).
    budget: usize,
}

impl FnGen<'_> {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn define(&mut self, ty: &'static str, name: String) {
        self.scopes.last_mut().unwrap().values.push((ty, name));
    }

    fn values_of(&self, ty: &str) -> Vec<String> {
        self.scopes
            .iter()
            .flat_map(|s| s.values.iter())
            .filter(|(t, _)| *t == ty)
            .map(|(_, n)| n.clone())
            .collect()
    }

    /// A value of `ty`: mostly a recent one, else a new constant.
    fn value(&mut self, ty: &'static str) -> String {
        let vals = self.values_of(ty);
        if vals.is_empty() || self.rng.chance(10) {
            return self.constant(ty);
        }
        let n = vals.len();
        if n > 6 && self.rng.chance(70) {
            return vals[n - 6 + self.rng.below(6)].clone();
        }
        vals[self.rng.below(n)].clone()
    }

    fn int_literal(&mut self, ty: &str) -> String {
        let w = int_width(ty).unwrap_or(32);
        if w == 1 {
            return if self.rng.chance(50) { "true" } else { "false" }.to_string();
        }
        let small: [i128; 7] = [0, 1, -1, 2, 3, -2, 7];
        let v: i128 = match self.rng.below(4) {
            0 | 1 => small[self.rng.below(small.len())],
            2 => [42, 100, -100, 255, 1000, 65535][self.rng.below(6)],
            _ => match w {
                128 => -170141183460469231731687303715884105728,
                200 => -12345678901234567890,
                64 => i64::MIN as i128,
                w if w >= 33 => (1i128 << (w - 1)) - 1,
                _ => 12345,
            },
        };
        // Keep it inside the type: MLIR reads [-2^(w-1), 2^w - 1].
        let v = if w < 64 {
            let half = 1i128 << (w - 1);
            v.rem_euclid(half * 2) - half
        } else {
            v
        };
        v.to_string()
    }

    fn constant(&mut self, ty: &'static str) -> String {
        let lit = if is_float(ty) {
            if ty == "f32" && self.rng.chance(10) {
                ["0x7FC00000", "0x7F800000", "0xFF800000"][self.rng.below(3)].to_string()
            } else {
                FLOAT_LITS[self.rng.below(FLOAT_LITS.len())].to_string()
            }
        } else {
            self.int_literal(ty)
        };
        let name = self.fresh("c");
        if ty == "i1" {
            self.line(&format!("{name} = arith.constant {lit}"));
        } else {
            self.line(&format!("{name} = arith.constant {lit} : {ty}"));
        }
        self.define(ty, name.clone());
        name
    }

    /// Emits `%r = rhs` for a pure op and remembers it for repetition.
    fn pure(&mut self, ty: &'static str, rhs: String) -> String {
        let name = self.fresh("v");
        self.line(&format!("{name} = {rhs}"));
        self.define(ty, name.clone());
        self.scopes.last_mut().unwrap().exprs.push((ty, rhs));
        name
    }

    fn any_type(&mut self) -> &'static str {
        if self.rng.chance(35) {
            FLOATS[self.rng.below(FLOATS.len())]
        } else {
            INTS[self.rng.below(INTS.len())].0
        }
    }

    /// A type for the operands of an op (mostly the signature's). Not f80
    /// or f128: a folded value of those may print in hex here where
    /// mlir-opt prints a decimal that does not read back (ARCHITECTURE.md),
    /// which says nothing about the passes; their constants still appear.
    fn live_type(&mut self) -> &'static str {
        if self.rng.chance(75) {
            return SIG_TYPES[self.rng.below(SIG_TYPES.len())];
        }
        match self.any_type() {
            "f80" | "f128" => "f64",
            ty => ty,
        }
    }

    fn statement(&mut self, depth: usize) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let choice = self.rng.below(100);
        match choice {
            0..=9 => {
                let ty = self.any_type();
                self.constant(ty);
            }
            10..=34 => self.binary(),
            35..=41 => self.compare_select(),
            42..=49 => self.cast(),
            50..=61 => self.repeat(),
            62..=65 => self.identity(),
            66..=72 if depth < 3 => self.scf_if(depth),
            73..=78 if depth < 3 => self.scf_for(depth),
            79..=81 if depth < 3 => self.scf_while(depth),
            82..=83 if depth < 3 => self.index_switch(depth),
            84 if depth < 3 => self.execute_region(depth),
            93..=94 if depth < 3 => self.parallel(depth),
            95 if depth < 3 => self.forall(depth),
            85..=89 => self.call(),
            90..=92 => self.casts(),
            _ => self.binary(),
        }
    }

    fn binary(&mut self) {
        let ty = self.live_type();
        let (op, a, b) = if is_float(ty) {
            let op = FLOAT_BIN[self.rng.below(FLOAT_BIN.len())];
            (op, self.value(ty), self.value(ty))
        } else {
            let op = INT_BIN[self.rng.below(INT_BIN.len())];
            (op, self.value(ty), self.value(ty))
        };
        self.pure(ty, format!("arith.{op} {a}, {b} : {ty}"));
    }

    fn compare_select(&mut self) {
        let ty = self.live_type();
        let (a, b) = (self.value(ty), self.value(ty));
        let rhs = if is_float(ty) {
            let p = CMPF[self.rng.below(CMPF.len())];
            format!("arith.cmpf {p}, {a}, {b} : {ty}")
        } else {
            let p = CMPI[self.rng.below(CMPI.len())];
            format!("arith.cmpi {p}, {a}, {b} : {ty}")
        };
        let c = self.pure("i1", rhs);
        if self.rng.chance(60) {
            let t = self.live_type();
            let (x, y) = (self.value(t), self.value(t));
            self.pure(t, format!("arith.select {c}, {x}, {y} : {t}"));
        }
    }

    fn cast(&mut self) {
        let from = self.live_type();
        let v = self.value(from);
        if is_float(from) {
            match self.rng.below(3) {
                0 => {
                    let to = ["i32", "i64", "i8"][self.rng.below(3)];
                    let op = if self.rng.chance(50) {
                        "fptosi"
                    } else {
                        "fptoui"
                    };
                    self.pure(to, format!("arith.{op} {v} : {from} to {to}"));
                }
                _ => {
                    // Wider or narrower float.
                    let order = ["f16", "f32", "f64", "f80", "f128"];
                    let Some(i) = order.iter().position(|t| *t == from) else {
                        return;
                    };
                    let j = self.rng.below(order.len());
                    if i == j {
                        return;
                    }
                    let (to, op) = if j > i {
                        (order[j], "extf")
                    } else {
                        (order[j], "truncf")
                    };
                    self.pure(to, format!("arith.{op} {v} : {from} to {to}"));
                }
            }
            return;
        }
        if from == "index" {
            let to = ["i32", "i64", "i16"][self.rng.below(3)];
            let op = if self.rng.chance(50) {
                "index_cast"
            } else {
                "index_castui"
            };
            self.pure(to, format!("arith.{op} {v} : index to {to}"));
            return;
        }
        let w = int_width(from).unwrap_or(32);
        match self.rng.below(4) {
            0 => {
                let to = ["f32", "f64", "f16"][self.rng.below(3)];
                let op = if self.rng.chance(50) {
                    "sitofp"
                } else {
                    "uitofp"
                };
                self.pure(to, format!("arith.{op} {v} : {from} to {to}"));
            }
            1 => {
                let op = if self.rng.chance(50) {
                    "index_cast"
                } else {
                    "index_castui"
                };
                self.pure("index", format!("arith.{op} {v} : {from} to index"));
            }
            _ => {
                let (to, tw) = INTS[self.rng.below(INTS.len() - 1)];
                if tw == w {
                    return;
                }
                let op = if tw > w {
                    if self.rng.chance(50) {
                        "extsi"
                    } else {
                        "extui"
                    }
                } else {
                    "trunci"
                };
                self.pure(to, format!("arith.{op} {v} : {from} to {to}"));
            }
        }
    }

    /// A chain of one or two `builtin.unrealized_conversion_cast`s,
    /// sometimes back to the type it started from (work for
    /// reconcile-unrealized-casts), from a value no cast made. Longer
    /// chains are left out: mlir-opt 22 reconciles those in an order that
    /// changes from run to run (a hash set of op pointers).
    fn casts(&mut self) {
        let from = self.live_type();
        let uncast: Vec<String> = self
            .values_of(from)
            .into_iter()
            .filter(|v| !v.starts_with("%u"))
            .collect();
        let mut v = if uncast.is_empty() || self.rng.chance(10) {
            self.constant(from)
        } else {
            uncast[self.rng.below(uncast.len())].clone()
        };
        let mut ty = from;
        for _ in 0..1 + self.rng.below(2) {
            let to = if self.rng.chance(40) {
                from
            } else {
                self.live_type()
            };
            let name = self.fresh("u");
            self.line(&format!(
                "{name} = builtin.unrealized_conversion_cast {v} : {ty} to {to}"
            ));
            self.define(to, name.clone());
            (v, ty) = (name, to);
        }
    }

    /// Repeats a pure expression seen in scope, word for word.
    fn repeat(&mut self) {
        let all: Vec<(&'static str, String)> = self
            .scopes
            .iter()
            .flat_map(|s| s.exprs.iter().cloned())
            .collect();
        if all.is_empty() {
            return self.binary();
        }
        let n = all.len();
        let (ty, rhs) = all[n - 1 - self.rng.below(n.min(8))].clone();
        self.pure(ty, rhs);
    }

    /// `x op neutral`: work for the folders.
    fn identity(&mut self) {
        let ty = SIG_TYPES[self.rng.below(SIG_TYPES.len())];
        let x = self.value(ty);
        if is_float(ty) {
            let zero = self.fresh("c");
            self.line(&format!("{zero} = arith.constant -0.000000e+00 : {ty}"));
            self.pure(ty, format!("arith.addf {x}, {zero} : {ty}"));
        } else if ty == "i1" {
            let t = self.fresh("c");
            self.line(&format!("{t} = arith.constant true"));
            self.pure(ty, format!("arith.andi {x}, {t} : i1"));
        } else {
            let (op, k) = [
                ("addi", 0),
                ("muli", 1),
                ("ori", 0),
                ("xori", 0),
                ("subi", 0),
            ][self.rng.below(5)];
            let c = self.fresh("c");
            self.line(&format!("{c} = arith.constant {k} : {ty}"));
            self.pure(ty, format!("arith.{op} {x}, {c} : {ty}"));
        }
    }

    fn block_body(&mut self, depth: usize, n: usize) {
        for _ in 0..n {
            self.statement(depth + 1);
        }
    }

    fn push(&mut self) {
        self.scopes.push(Scope::default());
        self.indent += 1;
    }

    fn pop(&mut self) {
        self.scopes.pop();
        self.indent -= 1;
    }

    fn result_types(&mut self) -> Vec<&'static str> {
        let n = self.rng.below(3);
        (0..n).map(|_| self.live_type()).collect()
    }

    fn yield_of(&mut self, op: &str, types: &[&'static str]) {
        let vals: Vec<String> = types.iter().map(|t| self.value(t)).collect();
        if types.is_empty() {
            self.line(op);
        } else {
            self.line(&format!("{op} {} : {}", vals.join(", "), types.join(", ")));
        }
    }

    fn results_lhs(&mut self, types: &[&'static str]) -> (String, Vec<String>) {
        if types.is_empty() {
            return (String::new(), Vec::new());
        }
        let name = self.fresh("r");
        let names = if types.len() == 1 {
            vec![name.clone()]
        } else {
            (0..types.len()).map(|i| format!("{name}#{i}")).collect()
        };
        let lhs = if types.len() == 1 {
            format!("{name} = ")
        } else {
            format!("{name}:{} = ", types.len())
        };
        (lhs, names)
    }

    fn define_results(&mut self, types: &[&'static str], names: Vec<String>) {
        for (t, n) in types.iter().zip(names) {
            self.define(t, n);
        }
    }

    fn arrow(types: &[&'static str]) -> String {
        if types.is_empty() {
            String::new()
        } else {
            format!(" -> ({})", types.join(", "))
        }
    }

    fn scf_if(&mut self, depth: usize) {
        let c = self.value("i1");
        let types = self.result_types();
        let (lhs, names) = self.results_lhs(&types);
        let with_else = !types.is_empty() || self.rng.chance(50);
        self.line(&format!("{lhs}scf.if {c}{} {{", Self::arrow(&types)));
        self.push();
        let n = 1 + self.rng.below(4);
        self.block_body(depth, n);
        self.yield_of("scf.yield", &types);
        self.pop();
        if with_else {
            self.line("} else {");
            self.push();
            let n = self.rng.below(4);
            self.block_body(depth, n);
            self.yield_of("scf.yield", &types);
            self.pop();
        }
        self.line("}");
        self.define_results(&types, names);
    }

    fn scf_for(&mut self, depth: usize) {
        let (lb, ub, step) = (
            self.value("index"),
            self.value("index"),
            self.constant_step(),
        );
        let types = self.result_types();
        let inits: Vec<String> = types.iter().map(|t| self.value(t)).collect();
        let (lhs, names) = self.results_lhs(&types);
        let iv = self.fresh("i");
        let accs: Vec<String> = types.iter().map(|_| self.fresh("acc")).collect();
        let iter = if types.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = accs
                .iter()
                .zip(&inits)
                .map(|(a, i)| format!("{a} = {i}"))
                .collect();
            format!(" iter_args({})", pairs.join(", "))
        };
        self.line(&format!(
            "{lhs}scf.for {iv} = {lb} to {ub} step {step}{iter}{} {{",
            Self::arrow(&types)
        ));
        self.push();
        self.define("index", iv);
        for (t, a) in types.iter().zip(accs) {
            self.define(t, a);
        }
        let n = 1 + self.rng.below(5);
        self.block_body(depth, n);
        self.yield_of("scf.yield", &types);
        self.pop();
        self.line("}");
        self.define_results(&types, names);
    }

    fn constant_step(&mut self) -> String {
        let name = self.fresh("c");
        let k = 1 + self.rng.below(4);
        self.line(&format!("{name} = arith.constant {k} : index"));
        self.define("index", name.clone());
        name
    }

    fn scf_while(&mut self, depth: usize) {
        let mut types = self.result_types();
        if types.is_empty() {
            types.push("i32");
        }
        let inits: Vec<String> = types.iter().map(|t| self.value(t)).collect();
        let (lhs, names) = self.results_lhs(&types);
        let args: Vec<String> = types.iter().map(|_| self.fresh("w")).collect();
        let pairs: Vec<String> = args
            .iter()
            .zip(&inits)
            .map(|(a, i)| format!("{a} = {i}"))
            .collect();
        let list = types.join(", ");
        let results = if types.len() == 1 {
            list.clone()
        } else {
            format!("({list})")
        };
        self.line(&format!(
            "{lhs}scf.while ({}) : ({list}) -> {results} {{",
            pairs.join(", ")
        ));
        self.push();
        for (t, a) in types.iter().zip(&args) {
            self.define(t, a.clone());
        }
        let n = self.rng.below(3);
        self.block_body(depth, n);
        let c = self.value("i1");
        let fwd: Vec<String> = types.iter().map(|t| self.value(t)).collect();
        self.line(&format!("scf.condition({c}) {} : {list}", fwd.join(", ")));
        self.pop();
        self.line("} do {");
        let bargs: Vec<String> = types.iter().map(|_| self.fresh("b")).collect();
        let decl: Vec<String> = bargs
            .iter()
            .zip(&types)
            .map(|(b, t)| format!("{b}: {t}"))
            .collect();
        self.line(&format!("^bb0({}):", decl.join(", ")));
        self.push();
        for (t, b) in types.iter().zip(&bargs) {
            self.define(t, b.clone());
        }
        if self.rng.chance(30) {
            // A do-while: the after region only forwards.
            self.line(&format!("scf.yield {} : {list}", bargs.join(", ")));
        } else {
            let n = self.rng.below(4);
            self.block_body(depth, n);
            self.yield_of("scf.yield", &types);
        }
        self.pop();
        self.line("}");
        self.define_results(&types, names);
    }

    fn index_switch(&mut self, depth: usize) {
        let arg = self.value("index");
        let types = self.result_types();
        let (lhs, names) = self.results_lhs(&types);
        let ret = if types.is_empty() {
            String::new()
        } else {
            format!(" -> {}", types.join(", "))
        };
        self.line(&format!("{lhs}scf.index_switch {arg}{ret}"));
        let mut cases: Vec<i64> = (0..self.rng.below(3)).map(|i| i as i64 * 3 + 1).collect();
        cases.dedup();
        for c in cases {
            self.line(&format!("case {c} {{"));
            self.push();
            let n = self.rng.below(3);
            self.block_body(depth, n);
            self.yield_of("scf.yield", &types);
            self.pop();
            self.line("}");
        }
        self.line("default {");
        self.push();
        let n = self.rng.below(3);
        self.block_body(depth, n);
        self.yield_of("scf.yield", &types);
        self.pop();
        self.line("}");
        self.define_results(&types, names);
    }

    fn execute_region(&mut self, depth: usize) {
        let types = self.result_types();
        let (lhs, names) = self.results_lhs(&types);
        self.line(&format!(
            "{lhs}scf.execute_region{} {{",
            Self::arrow(&types)
        ));
        self.push();
        let n = 1 + self.rng.below(3);
        self.block_body(depth, n);
        self.yield_of("scf.yield", &types);
        self.pop();
        self.line("}");
        self.define_results(&types, names);
    }

    /// `scf.parallel` over one or two dimensions, with a reduction half
    /// of the time (whose body may return one of its arguments as is).
    fn parallel(&mut self, depth: usize) {
        let dims = 1 + self.rng.below(2);
        let lbs: Vec<String> = (0..dims).map(|_| self.value("index")).collect();
        let ubs: Vec<String> = (0..dims).map(|_| self.value("index")).collect();
        let steps: Vec<String> = (0..dims).map(|_| self.constant_step()).collect();
        let ivs: Vec<String> = (0..dims).map(|_| self.fresh("p")).collect();
        let reduce = self.rng.chance(50);
        let ty = ["i32", "i64", "f32", "index"][self.rng.below(4)];
        let (lhs, init) = if reduce {
            let init = self.value(ty);
            (
                format!("{} = ", self.fresh("r")),
                format!(" init ({init}) -> {ty}"),
            )
        } else {
            (String::new(), String::new())
        };
        self.line(&format!(
            "{lhs}scf.parallel ({}) = ({}) to ({}) step ({}){init} {{",
            ivs.join(", "),
            lbs.join(", "),
            ubs.join(", "),
            steps.join(", ")
        ));
        self.push();
        for iv in &ivs {
            self.define("index", iv.clone());
        }
        let n = 1 + self.rng.below(3);
        self.block_body(depth, n);
        if reduce {
            let v = self.value(ty);
            self.line(&format!("scf.reduce({v} : {ty}) {{"));
            let (a, b) = (self.fresh("l"), self.fresh("m"));
            self.line(&format!("^bb0({a}: {ty}, {b}: {ty}):"));
            let op = if is_float(ty) { "addf" } else { "addi" };
            match self.rng.below(3) {
                0 => self.line(&format!("  scf.reduce.return {a} : {ty}")),
                1 => self.line(&format!("  scf.reduce.return {b} : {ty}")),
                _ => {
                    let z = self.fresh("z");
                    self.line(&format!("  {z} = arith.{op} {a}, {b} : {ty}"));
                    self.line(&format!("  scf.reduce.return {z} : {ty}"));
                }
            }
            self.line("}");
        } else {
            self.line("scf.reduce");
        }
        self.pop();
        self.line("}");
        if reduce {
            let name = lhs.trim_end_matches(" = ").to_string();
            self.define(ty, name);
        }
    }

    /// `scf.forall` without outputs, with static and dynamic bounds.
    fn forall(&mut self, depth: usize) {
        let dims = 1 + self.rng.below(2);
        let ubs: Vec<String> = (0..dims)
            .map(|_| {
                if self.rng.chance(50) {
                    (1 + self.rng.below(8)).to_string()
                } else {
                    self.value("index")
                }
            })
            .collect();
        let ivs: Vec<String> = (0..dims).map(|_| self.fresh("t")).collect();
        self.line(&format!(
            "scf.forall ({}) in ({}) {{",
            ivs.join(", "),
            ubs.join(", ")
        ));
        self.push();
        for iv in &ivs {
            self.define("index", iv.clone());
        }
        let n = 1 + self.rng.below(3);
        self.block_body(depth, n);
        self.pop();
        self.line("}");
    }

    fn call(&mut self) {
        if self.callees.is_empty() {
            return self.binary();
        }
        let sig = self.callees[self.rng.below(self.callees.len())].clone();
        let args: Vec<String> = sig.params.iter().map(|t| self.value(t)).collect();
        let (lhs, names) = self.results_lhs(&sig.results);
        self.line(&format!(
            "{lhs}func.call @{}({}) : ({}) -> ({})",
            sig.name,
            args.join(", "),
            sig.params.join(", "),
            sig.results.join(", ")
        ));
        self.define_results(&sig.results, names);
    }

    /// A `cf` diamond at the top level: the entry block branches on a
    /// condition to two blocks that meet in a join block with arguments.
    /// Returns the join's arguments in scope for the rest.
    fn diamond(&mut self, block: &mut usize) {
        let c = self.value("i1");
        let ty = self.live_type();
        let (a, b) = (*block + 1, *block + 2);
        let join = *block + 3;
        *block += 3;
        let x = self.value(ty);
        let arg = self.fresh("x");
        self.line(&format!("cf.cond_br {c}, ^bb{a}({x} : {ty}), ^bb{b}"));
        for (which, has_arg) in [(a, true), (b, false)] {
            self.indent -= 1;
            if has_arg {
                self.line(&format!("^bb{which}({arg}: {ty}):"));
            } else {
                self.line(&format!("^bb{which}:"));
            }
            self.indent += 1;
            self.scopes.push(Scope::default());
            if has_arg {
                self.define(ty, arg.clone());
            }
            let n = 1 + self.rng.below(4);
            for _ in 0..n {
                self.statement(1);
            }
            let v = self.value(ty);
            self.line(&format!("cf.br ^bb{join}({v} : {ty})"));
            self.scopes.pop();
        }
        let j = self.fresh("j");
        self.indent -= 1;
        self.line(&format!("^bb{join}({j}: {ty}):"));
        self.indent += 1;
        self.define(ty, j);
    }
}

/// One module of `functions` functions, `@<prefix>0` ... in order; each
/// calls only functions before it, some are private and never called.
pub fn module(rng: &mut Rng, prefix: &str, functions: usize) -> String {
    let mut out = String::from("module {\n");
    let mut sigs: Vec<Sig> = Vec::new();
    for k in 0..functions {
        let name = format!("{prefix}{k}");
        let nparams = 1 + rng.below(4);
        let params: Vec<&'static str> = (0..nparams)
            .map(|_| SIG_TYPES[rng.below(SIG_TYPES.len())])
            .collect();
        let nres = rng.below(3);
        let results: Vec<&'static str> = (0..nres)
            .map(|_| SIG_TYPES[rng.below(SIG_TYPES.len())])
            .collect();
        let private = k > 0 && rng.chance(25);
        let callees: Vec<Sig> = sigs.iter().rev().take(6).cloned().collect();
        let mut g = FnGen {
            rng,
            out: String::new(),
            scopes: vec![Scope::default()],
            next: 0,
            indent: 2,
            callees: &callees,
            budget: 12 + k % 20,
        };
        let decl: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("%arg{i}: {t}"))
            .collect();
        for (i, t) in params.iter().enumerate() {
            g.define(t, format!("%arg{i}"));
        }
        let mut block = 0;
        let stmts = 4 + g.rng.below(8);
        for s in 0..stmts {
            if s == stmts / 2 && g.rng.chance(35) {
                g.diamond(&mut block);
            } else {
                g.statement(0);
            }
        }
        let rets: Vec<String> = results.iter().map(|t| g.value(t)).collect();
        if results.is_empty() {
            g.line("return");
        } else {
            g.line(&format!(
                "return {} : {}",
                rets.join(", "),
                results.join(", ")
            ));
        }
        let body = std::mem::take(&mut g.out);
        let vis = if private { "private " } else { "" };
        let res = match results.len() {
            0 => String::new(),
            1 => format!(" -> {}", results[0]),
            _ => format!(" -> ({})", results.join(", ")),
        };
        let _ = writeln!(
            out,
            "  func.func {vis}@{name}({}){res} {{\n{body}  }}",
            decl.join(", ")
        );
        sigs.push(Sig {
            name,
            params,
            results,
        });
    }
    out.push_str("}\n");
    out
}
