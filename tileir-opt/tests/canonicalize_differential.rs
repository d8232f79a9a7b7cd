//! `canonicalize` against mlir-opt 22 on generated functions: nested
//! `scf.if` / `scf.for` / `scf.while` with results and iteration
//! arguments, `cf` diamonds and switches with block arguments, arith over
//! constants of several types (so folds, region-branch patterns, trivial
//! loops, if-to-select, combined ifs and branch folding all get work), and
//! unregistered ops with effects that must stay. Each module runs with the
//! default options and with bottom-up, aggressive region simplification;
//! stdout and exit code must equal mlir-opt's. Skipped without mlir-opt.

mod common;

use common::{diff, run_inproc, run_process};
use std::fmt::Write;
use std::time::Duration;

/// A deterministic generator (splitmix64).
struct Gen {
    state: u64,
    out: String,
    next: usize,
}

#[derive(Clone, Copy, PartialEq)]
enum Ty {
    I32,
    I1,
    Index,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::I1 => "i1",
            Ty::Index => "index",
        }
    }
}

type Scope = Vec<(String, Ty)>;

impl Gen {
    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn pick(&mut self, scope: &Scope, ty: Ty) -> String {
        let candidates: Vec<&String> = scope.iter().filter(|v| v.1 == ty).map(|v| &v.0).collect();
        candidates[self.below(candidates.len())].clone()
    }

    fn line(&mut self, indent: &str, text: &str) {
        let _ = writeln!(self.out, "{indent}{text}");
    }

    fn constants(&mut self, scope: &mut Scope, indent: &str) {
        for (ty, values) in [
            (Ty::I32, &["0", "1", "2", "7", "-1"][..]),
            (Ty::I1, &["true", "false"][..]),
            (Ty::Index, &["0", "1", "4"][..]),
        ] {
            for _ in 0..2 {
                let v = self.fresh();
                let c = values[self.below(values.len())];
                let suffix = if ty == Ty::I1 {
                    String::new()
                } else {
                    format!(" : {}", ty.name())
                };
                self.line(indent, &format!("{v} = arith.constant {c}{suffix}"));
                scope.push((v, ty));
            }
        }
    }

    /// Results `name` of an op with `n` results: `%r`, or `%r#i`.
    fn results(&mut self, n: usize) -> (String, Vec<String>) {
        if n == 0 {
            return (String::new(), Vec::new());
        }
        let base = self.fresh();
        if n == 1 {
            return (format!("{base} = "), vec![base]);
        }
        let names = (0..n).map(|i| format!("{base}#{i}")).collect();
        (format!("{base}:{n} = "), names)
    }

    /// A block body: some ops, then `scf.yield` of `yields` values.
    fn block(&mut self, scope: &Scope, indent: &str, depth: usize, yields: usize) {
        let mut scope = scope.clone();
        let inner = format!("{indent}  ");
        for _ in 0..1 + self.below(4) {
            let roll = self.below(100);
            if roll < 30 || depth > 2 {
                let op = ["addi", "muli", "subi", "xori", "andi", "ori"][self.below(6)];
                let (a, b) = (self.pick(&scope, Ty::I32), self.pick(&scope, Ty::I32));
                let v = self.fresh();
                self.line(indent, &format!("{v} = arith.{op} {a}, {b} : i32"));
                scope.push((v, Ty::I32));
            } else if roll < 40 {
                let a = self.pick(&scope, Ty::I32);
                let v = self.fresh();
                self.line(indent, &format!("{v} = \"test.op\"({a}) : (i32) -> i32"));
                scope.push((v, Ty::I32));
            } else if roll < 50 {
                let (a, b) = (self.pick(&scope, Ty::I32), self.pick(&scope, Ty::I32));
                let pred = ["eq", "ne", "slt", "uge"][self.below(4)];
                let v = self.fresh();
                self.line(indent, &format!("{v} = arith.cmpi {pred}, {a}, {b} : i32"));
                scope.push((v, Ty::I1));
            } else if roll < 65 {
                let n = self.below(3);
                let cond = self.pick(&scope, Ty::I1);
                let (head, names) = self.results(n);
                let types = vec!["i32"; n].join(", ");
                let arrow = if n > 0 {
                    format!(" -> ({types})")
                } else {
                    String::new()
                };
                self.line(indent, &format!("{head}scf.if {cond}{arrow} {{"));
                self.block(&scope, &inner, depth + 1, n);
                if n > 0 || self.chance(50) {
                    self.line(indent, "} else {");
                    self.block(&scope, &inner, depth + 1, n);
                }
                self.line(indent, "}");
                scope.extend(names.into_iter().map(|v| (v, Ty::I32)));
            } else if roll < 80 {
                let n = self.below(3);
                let (lb, ub, step) = (
                    self.pick(&scope, Ty::Index),
                    self.pick(&scope, Ty::Index),
                    self.pick(&scope, Ty::Index),
                );
                let iv = self.fresh();
                let iters: Vec<String> = (0..n).map(|_| self.fresh()).collect();
                let inits: Vec<String> = (0..n).map(|_| self.pick(&scope, Ty::I32)).collect();
                let (head, names) = self.results(n);
                let iter_args = if n > 0 {
                    let pairs: Vec<String> = iters
                        .iter()
                        .zip(&inits)
                        .map(|(a, b)| format!("{a} = {b}"))
                        .collect();
                    format!(
                        " iter_args({}) -> ({})",
                        pairs.join(", "),
                        vec!["i32"; n].join(", ")
                    )
                } else {
                    String::new()
                };
                self.line(
                    indent,
                    &format!("{head}scf.for {iv} = {lb} to {ub} step {step}{iter_args} {{"),
                );
                let mut body_scope = scope.clone();
                body_scope.push((iv, Ty::Index));
                body_scope.extend(iters.into_iter().map(|v| (v, Ty::I32)));
                self.block(&body_scope, &inner, depth + 1, n);
                self.line(indent, "}");
                scope.extend(names.into_iter().map(|v| (v, Ty::I32)));
            } else if roll < 88 {
                // scf.while with two carried values, forwarding some twice.
                let inits = [self.pick(&scope, Ty::I32), self.pick(&scope, Ty::I32)];
                let (x, y) = (self.fresh(), self.fresh());
                let (head, names) = self.results(2);
                self.line(
                    indent,
                    &format!(
                        "{head}scf.while ({x} = {}, {y} = {}) : (i32, i32) -> (i32, i32) {{",
                        inits[0], inits[1]
                    ),
                );
                let c = self.fresh();
                self.line(&inner, &format!("{c} = \"test.cond\"({x}) : (i32) -> i1"));
                let args = if self.chance(50) {
                    format!("{x}, {x}")
                } else {
                    format!("{y}, {x}")
                };
                self.line(&inner, &format!("scf.condition({c}) {args} : i32, i32"));
                self.line(indent, "} do {");
                let (p, q) = (self.fresh(), self.fresh());
                self.line(indent, &format!("^bb0({p}: i32, {q}: i32):"));
                let n = self.fresh();
                self.line(&inner, &format!("{n} = \"test.next\"({p}) : (i32) -> i32"));
                let second = if self.chance(50) {
                    q.clone()
                } else {
                    inits[1].clone()
                };
                self.line(&inner, &format!("scf.yield {n}, {second} : i32, i32"));
                self.line(indent, "}");
                scope.extend(names.into_iter().map(|v| (v, Ty::I32)));
            } else {
                let op = self.fresh();
                let a = self.pick(&scope, Ty::I32);
                let (head, names) = self.results(1);
                let _ = op;
                self.line(indent, &format!("{head}scf.execute_region -> i32 {{"));
                self.line(&inner, &format!("scf.yield {a} : i32"));
                self.line(indent, "}");
                scope.extend(names.into_iter().map(|v| (v, Ty::I32)));
            }
        }
        if yields > 0 {
            let values: Vec<String> = (0..yields).map(|_| self.pick(&scope, Ty::I32)).collect();
            self.line(
                indent,
                &format!(
                    "scf.yield {} : {}",
                    values.join(", "),
                    vec!["i32"; yields].join(", ")
                ),
            );
        }
    }

    /// A function: constants, a structured body, then a cf tail (a diamond
    /// or a switch with block arguments, or a plain return).
    fn function(&mut self, name: usize) {
        self.line(
            "",
            &format!("func.func @f{name}(%a: i32, %b: i32, %c: i1, %n: index) -> i32 {{"),
        );
        let mut scope: Scope = vec![
            ("%a".into(), Ty::I32),
            ("%b".into(), Ty::I32),
            ("%c".into(), Ty::I1),
            ("%n".into(), Ty::Index),
        ];
        self.constants(&mut scope, "  ");
        // The structured part, as an scf.execute_region-free block whose
        // values the tail uses.
        let start = self.out.len();
        self.block(&scope, "  ", 0, 1);
        // `block` ended with a yield: turn it into the tail's input.
        let text = self.out.split_off(start);
        let (body, last) = text.rsplit_once("  scf.yield ").expect("a yield");
        self.out.push_str(body);
        let value = last.split(' ').next().unwrap_or("%a").to_string();
        let value = value.trim_end_matches(',').to_string();
        match self.below(3) {
            0 => {
                let cond = self.pick(&scope, Ty::I1);
                let other = self.pick(&scope, Ty::I32);
                let (t, f) = if self.chance(50) {
                    (value.clone(), other)
                } else {
                    (other, value.clone())
                };
                self.line(
                    "  ",
                    &format!("cf.cond_br {cond}, ^bb1({t} : i32), ^bb2({f} : i32)"),
                );
                self.line("", "^bb1(%t: i32):");
                self.line("  ", "cf.br ^bb3(%t : i32)");
                self.line("", "^bb2(%f: i32):");
                self.line("  ", "\"test.side\"() : () -> ()");
                self.line("  ", "cf.br ^bb3(%f : i32)");
                self.line("", "^bb3(%r: i32):");
                self.line("  ", "return %r : i32");
            }
            1 => {
                let flag = self.pick(&scope, Ty::I32);
                self.line("  ", &format!("cf.switch {flag} : i32, ["));
                self.line("  ", &format!("  default: ^bb1({value} : i32),"));
                self.line("  ", &format!("  0: ^bb1({value} : i32),"));
                self.line("  ", "  7: ^bb2");
                self.line("  ", "]");
                self.line("", "^bb1(%s: i32):");
                self.line("  ", "return %s : i32");
                self.line("", "^bb2:");
                self.line("  ", "cf.br ^bb1(%a : i32)");
            }
            _ => self.line("  ", &format!("return {value} : i32")),
        }
        self.line("", "}");
    }
}

fn module(seed: u64) -> String {
    let mut g = Gen {
        state: seed,
        out: String::new(),
        next: 0,
    };
    for f in 0..3 {
        g.function(f);
    }
    g.out
}

const OPTIONS: [&str; 2] = ["", "top-down=false region-simplify=aggressive"];

#[test]
fn canonicalize_matches_mlir_opt_on_generated_functions() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("canonicalize differential: mlir-opt 22 not found: skipped");
        return;
    };
    let dir = std::env::temp_dir().join(format!("tileir-canon-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut failures = Vec::new();
    let mut compared = 0;
    for seed in 0..150u64 {
        let input = module(seed);
        let file = dir.join(format!("gen{seed}.mlir"));
        std::fs::write(&file, &input).expect("write input");
        let path = file.to_str().expect("utf-8 path");
        for options in OPTIONS {
            let pipeline =
                format!("--pass-pipeline=builtin.module(func.func(canonicalize{{{options}}}))");
            let args = ["--allow-unregistered-dialect", &pipeline, path];
            let theirs = run_process(&bin, &args, b"", Duration::from_secs(60));
            if theirs.code != Some(0) {
                // Input mlir-opt rejects says nothing about the pass.
                continue;
            }
            compared += 1;
            let ours = run_inproc(&args, b"");
            if ours.code != theirs.code || ours.stdout != theirs.stdout {
                failures.push(format!(
                    "gen{seed} {{{options}}}:\n{input}\n{}{}",
                    diff(&theirs.stdout, &ours.stdout, "mlir-opt", "tileir-opt"),
                    ours.stderr
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "canonicalize differential: {compared} runs compared, {} differ",
        failures.len()
    );
    assert!(
        compared >= 200,
        "too few valid generated modules: {compared}"
    );
    assert!(
        failures.is_empty(),
        "{} differ; first:\n{}",
        failures.len(),
        failures[0]
    );
}
