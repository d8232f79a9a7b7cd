//! The greedy driver run on each function of a module, against mlir-opt
//! 22's `canonicalize` with region simplification off, on IR where no
//! canonicalization pattern or op folder beyond those modelled applies:
//! constants of many types (uniqued and hoisted), dead ops, and commutative
//! ops with a constant first operand (moved last by the trait fold).

use std::path::PathBuf;
use std::process::Command;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_passes::greedy::{apply_greedily, GreedyConfig, RegionSimplify};

/// Runs the driver on every function of `input`.
fn ours(input: &str, config: &GreedyConfig) -> Result<String, String> {
    let ctx = tileir_dialects::context();
    let parser = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let mut owned = parse_source(&ctx, "input.mlir", input, 1, &parser).map_err(|d| d.message)?;
    let module_region = owned.body.regions(owned.op)[0];
    let module = owned.body.child_body_mut(owned.op).expect("module body");
    let entry = module.entry_block(module_region).expect("module block");
    let funcs: Vec<_> = module
        .block_ops(entry)
        .filter(|&o| ctx.op_name_str(module.op_name(o)) == "func.func")
        .collect();
    for f in funcs {
        let region = module.regions(f)[0];
        let body = module.child_body_mut(f).expect("function body");
        apply_greedily(&ctx, body, region, config);
    }
    Ok(print_op(
        &ctx,
        &owned.body,
        owned.op,
        &PrintOptions::default(),
    ))
}

fn mlir_opt() -> Option<PathBuf> {
    let path = std::env::var_os("MLIR_OPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt"));
    path.is_file().then_some(path)
}

fn theirs(bin: &PathBuf, input: &str, options: &str, name: &str) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("tileir-greedy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(format!("{name}.mlir"));
    std::fs::write(&file, input).expect("write input");
    let out = Command::new(bin)
        .arg("--allow-unregistered-dialect")
        .arg(format!(
            "--pass-pipeline=builtin.module(func.func(canonicalize{{{options}}}))"
        ))
        .arg(&file)
        .output()
        .expect("run mlir-opt");
    let _ = std::fs::remove_file(&file);
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// A generator of functions the driver must handle exactly as mlir-opt's
/// canonicalize does, given what it models: values come from calls (so no
/// pattern sees through them), constants (repeated, of many types, in
/// nested regions) feed commutative ops on either side, results feed calls
/// or unregistered uses, and some ops are left unused.
struct Gen {
    state: u64,
    out: String,
    next: usize,
    unregistered: bool,
}

const CONST_TYPES: [(&str, &[&str]); 8] = [
    ("i32", &["3", "7", "42", "100"]),
    ("i64", &["3", "9", "1099511627776"]),
    ("i8", &["5", "-7"]),
    ("i128", &["170141183460469231731687303715884105727"]),
    ("index", &["3", "7"]),
    ("f32", &["2.500000e+00", "-3.000000e+00"]),
    ("f16", &["1.500000e+00"]),
    ("f64", &["2.500000e+00"]),
];
const INT_COMM: [&str; 8] = [
    "addi", "muli", "andi", "ori", "xori", "maxsi", "minui", "maxui",
];
const FLOAT_COMM: [&str; 3] = ["addf", "mulf", "maximumf"];

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

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn module(seed: u64, funcs: usize, unregistered: bool) -> String {
        let mut g = Gen {
            state: seed,
            out: String::new(),
            next: 0,
            unregistered,
        };
        g.out.push_str("module {\n");
        for t in ["i32", "i64", "f32"] {
            g.out
                .push_str(&format!("  func.func private @ext_{t}({t}) -> {t}\n"));
        }
        for f in 0..funcs {
            g.out.push_str(&format!(
                "  func.func @f{f}(%a: i32, %b: i64, %x: f32, %n: index) -> i32 {{\n"
            ));
            let mut live = vec![
                ("%a".to_string(), "i32"),
                ("%b".to_string(), "i64"),
                ("%x".to_string(), "f32"),
            ];
            let n = 6 + g.below(12);
            g.ops("    ", n, &mut live, 0, false);
            let r = live.iter().rev().find(|v| v.1 == "i32").unwrap().0.clone();
            g.out.push_str(&format!("    return {r} : i32\n  }}\n"));
        }
        g.out.push_str("}\n");
        g.out
    }

    fn constant(&mut self, ind: &str, ty: &str) -> String {
        let values = CONST_TYPES.iter().find(|c| c.0 == ty).unwrap().1;
        let v = values[self.below(values.len())];
        let name = self.fresh();
        self.out
            .push_str(&format!("{ind}{name} = arith.constant {v} : {ty}\n"));
        name
    }

    fn call(&mut self, ind: &str, arg: &str, ty: &str, in_unregistered: bool) -> String {
        let name = self.fresh();
        if in_unregistered {
            self.out
                .push_str(&format!("{ind}{name} = \"t.op\"({arg}) : ({ty}) -> {ty}\n"));
        } else {
            self.out.push_str(&format!(
                "{ind}{name} = func.call @ext_{ty}({arg}) : ({ty}) -> {ty}\n"
            ));
        }
        name
    }

    /// `n` ops; inside an unregistered op's region (`in_unregistered`),
    /// where mlir-opt cannot resolve symbols, unregistered ops stand for calls.
    fn ops(
        &mut self,
        ind: &str,
        n: usize,
        live: &mut Vec<(String, &'static str)>,
        depth: usize,
        in_unregistered: bool,
    ) {
        for _ in 0..n {
            match self.below(10) {
                0 | 1 => {
                    // A constant of any type, used by an unregistered op or not at all.
                    let (ty, _) = CONST_TYPES[self.below(CONST_TYPES.len())];
                    let c = self.constant(ind, ty);
                    if self.unregistered && self.below(2) == 0 {
                        self.out
                            .push_str(&format!("{ind}\"t.use\"({c}) : ({ty}) -> ()\n"));
                    }
                }
                2..=5 => {
                    // A commutative op of a call result and a constant, either way round.
                    let float = self.below(3) == 0;
                    let (ty, op) = if float {
                        ("f32", FLOAT_COMM[self.below(FLOAT_COMM.len())])
                    } else {
                        let ty = if self.below(3) == 0 { "i64" } else { "i32" };
                        (ty, INT_COMM[self.below(INT_COMM.len())])
                    };
                    let candidates: Vec<String> = live
                        .iter()
                        .filter(|v| v.1 == ty)
                        .map(|v| v.0.clone())
                        .collect();
                    let arg = candidates[self.below(candidates.len())].clone();
                    let value = self.call(ind, &arg, ty, in_unregistered);
                    let c = self.constant(ind, ty);
                    let (l, r) = if self.below(2) == 0 {
                        (c, value)
                    } else {
                        (value, c)
                    };
                    let name = self.fresh();
                    self.out
                        .push_str(&format!("{ind}{name} = arith.{op} {l}, {r} : {ty}\n"));
                    if self.below(4) != 0 {
                        let used = self.call(ind, &name, ty, in_unregistered);
                        live.push((
                            used,
                            if float {
                                "f32"
                            } else {
                                if ty == "i64" {
                                    "i64"
                                } else {
                                    "i32"
                                }
                            },
                        ));
                    }
                }
                6 | 7 if depth < 2 => {
                    self.out.push_str(&format!(
                        "{ind}%r{} = arith.constant 0 : index\n",
                        self.next
                    ));
                    let lb = format!("%r{}", self.next);
                    self.next += 1;
                    self.out.push_str(&format!(
                        "{ind}%r{} = arith.constant 1 : index\n",
                        self.next
                    ));
                    let step = format!("%r{}", self.next);
                    self.next += 1;
                    let iv = format!("%i{}", self.next);
                    self.out
                        .push_str(&format!("{ind}scf.for {iv} = {lb} to %n step {step} {{\n"));
                    let inner = format!("{ind}  ");
                    let mut scoped = live.clone();
                    let k = 2 + self.below(4);
                    self.ops(&inner, k, &mut scoped, depth + 1, in_unregistered);
                    self.out.push_str(&format!("{ind}}}\n"));
                }
                8 if depth < 2 && self.unregistered => {
                    self.out.push_str(&format!("{ind}\"t.region\"() ({{\n"));
                    let inner = format!("{ind}    ");
                    let mut scoped = live.clone();
                    let k = 2 + self.below(4);
                    self.ops(&inner, k, &mut scoped, depth + 1, true);
                    self.out.push_str(&format!("{ind}}}) : () -> ()\n"));
                }
                _ => {
                    let candidates: Vec<String> = live
                        .iter()
                        .filter(|v| v.1 == "i32")
                        .map(|v| v.0.clone())
                        .collect();
                    let arg = candidates[self.below(candidates.len())].clone();
                    let v = self.call(ind, &arg, "i32", in_unregistered);
                    live.push((v, "i32"));
                }
            }
        }
    }
}

#[test]
fn driver_matches_mlir_opt_canonicalize_on_constants() {
    let Some(bin) = mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let mut failures = Vec::new();
    let mut runs = 0;
    for seed in 0..24u64 {
        let input = Gen::module(seed, 6, seed % 2 == 1);
        for top_down in [true, false] {
            let config = GreedyConfig {
                top_down,
                region_simplify: RegionSimplify::Disabled,
                ..GreedyConfig::default()
            };
            let options = if top_down {
                "region-simplify=disabled"
            } else {
                "region-simplify=disabled top-down=false"
            };
            let expected = match theirs(&bin, &input, options, &format!("gen{seed}")) {
                Ok(text) => text,
                Err(err) => panic!("mlir-opt rejects gen{seed}: {err}\n{input}"),
            };
            runs += 1;
            let got = ours(&input, &config).unwrap_or_else(|e| format!("error: {e}"));
            if got != expected {
                failures.push(format!(
                    "gen{seed} (top-down {top_down}):\n--- input\n{input}\n--- mlir-opt\n{expected}\n--- ours\n{got}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {runs} runs differ from mlir-opt; first:\n{}",
        failures.len(),
        failures[0]
    );
}

/// Ops with folders no dialect here has yet, to drive the materialization
/// path: `fx.answer` folds to the constant 42, `fx.same` to its operand,
/// `fx.nope` to a constant its dialect cannot materialize.
mod fold_dialect {
    use smallvec::{smallvec, SmallVec};
    use tileir_ir::dialect::{Arity, DialectDef, Interfaces, OpDef, OpRef, Traits, ValueDecl};
    use tileir_ir::fold::FoldResult;
    use tileir_ir::rewriter::Rewriter;
    use tileir_ir::{Attribute, Location, OpId, Type};

    const ANY: &[ValueDecl] = &[ValueDecl {
        name: "values",
        arity: Arity::Variadic,
        constraint: None,
    }];

    fn answer(r: OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
        let ty = r.body.value_type(r.body.result(r.op, 0));
        Some(smallvec![FoldResult::Attr(r.ctx.integer_attr(ty, 42))])
    }

    fn same(r: OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
        Some(smallvec![FoldResult::Value(r.body.operand(r.op, 0))])
    }

    fn nope(r: OpRef<'_>, _: &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>> {
        Some(smallvec![FoldResult::Attr(r.ctx.string_attr("no"))])
    }

    /// Integer constants become `arith.constant`s.
    fn materialize(
        rw: &mut Rewriter<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let arith = rw.ctx.dialect("arith")?;
        (arith.materialize_constant?)(rw, value, ty, loc)
    }

    const fn folding(name: &'static str, fold: tileir_ir::fold::FoldFn) -> OpDef {
        OpDef {
            name,
            traits: Traits::PURE,
            operands: ANY,
            results: ANY,
            interfaces: Interfaces {
                fold: Some(fold),
                ..Interfaces::DEFAULT
            },
            ..OpDef::DEFAULT
        }
    }

    pub static DIALECT: DialectDef = DialectDef {
        name: "fx",
        ops: &[
            folding("fx.answer", answer),
            folding("fx.same", same),
            folding("fx.nope", nope),
        ],
        materialize_constant: Some(materialize),
        ..DialectDef::DEFAULT
    };
}

#[test]
fn folded_results_are_materialized_uniqued_and_hoisted() {
    use tileir_dialects::{arith, func, scf};
    let ctx = tileir_ir::Context::with_dialects(&[
        &tileir_ir::builtin::DIALECT,
        &func::DIALECT,
        &arith::DIALECT,
        &scf::DIALECT,
        &fold_dialect::DIALECT,
    ]);
    let input = r#"func.func @f(%a: i32, %n: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = "fx.same"(%a) : (i32) -> i32
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %0) -> (i32) {
    %2 = "fx.answer"() : () -> i32
    %3 = "t.add"(%acc, %2) : (i32, i32) -> i32
    scf.yield %3 : i32
  }
  %c42 = arith.constant 42 : i32
  %4 = "fx.nope"() : () -> i32
  %5 = "fx.answer"() : () -> i32
  return %1, %c42, %4, %5 : i32, i32, i32, i32
}
"#;
    let parser = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let mut owned = parse_source(&ctx, "fx.mlir", input, 1, &parser).expect("parses");
    let module_region = owned.body.regions(owned.op)[0];
    let module = owned.body.child_body_mut(owned.op).unwrap();
    let f = module
        .first_op(module.entry_block(module_region).unwrap())
        .unwrap();
    let region = module.regions(f)[0];
    let outcome = apply_greedily(
        &ctx,
        module.child_body_mut(f).unwrap(),
        region,
        &GreedyConfig::default(),
    );
    assert!(outcome.changed && outcome.converged);
    // The existing 42 moves to the front while the worklist fills (the
    // index constants are already together at the front); `fx.same` folds to
    // %a; each `fx.answer` becomes a 42 made where it was, uniqued with the
    // front one in the next iteration; `fx.nope` stays, its string constant
    // not materializable.
    let expected = r#"module {
  func.func @f(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32) {
    %c42_i32 = arith.constant 42 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
      %2 = "t.add"(%arg3, %c42_i32) : (i32, i32) -> i32
      scf.yield %2 : i32
    }
    %1 = "fx.nope"() : () -> i32
    return %0, %c42_i32, %1, %c42_i32 : i32, i32, i32, i32
  }
}
"#;
    let got = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    assert_eq!(got.trim_end(), expected.trim_end());
}
