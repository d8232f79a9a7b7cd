//! Differential tests against mlir-opt 22 (skipped when it is absent; the
//! path is `$MLIR_OPT` or /usr/lib/llvm-22/bin/mlir-opt, found by the
//! upstream-tools crate).
//!
//! Inputs: func/arith/scf/cf/math IR — the project's `.mlir` tests (chunk by
//! chunk under `--split-input-file`) that mlir-opt accepts without extra flags
//! and whose ops all come from builtin/func/arith/scf/cf/math (plus, as an
//! extra, those whose RUN lines pass `--allow-unregistered-dialect`, run with
//! it, when their other ops are core or unregistered), the shipped
//! examples, and small generated bench inputs (the func/arith/scf shape, and
//! as an extra the generic shape under `--allow-unregistered-dialect`).
//!
//! For each input x:
//!   (a) mlir-opt's generic print of OUR output equals its generic print of x
//!       (we preserved the IR);
//!   (b) our custom-form output is byte-identical to mlir-opt's.

mod common;

use common::{describe_failure, diff, display, run_process, Output, Report};
use std::path::Path;
use std::time::Duration;

const DIALECTS: [&str; 6] = ["builtin", "func", "arith", "scf", "cf", "math"];

struct Unit {
    name: String,
    text: String,
    unregistered: bool,
}

fn mlir(bin: &Path, args: &[&str], input: &str) -> Output {
    run_process(bin, args, input.as_bytes(), Duration::from_secs(60))
}

/// Op names of a generic-form print (`"dialect.op"(` at the start of an op).
fn generic_op_names(generic: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in generic.lines() {
        let mut l = line.trim_start();
        if l.starts_with('%') {
            match l.find(" = \"") {
                Some(i) => l = &l[i + 3..],
                None => continue,
            }
        }
        if let Some(rest) = l.strip_prefix('"') {
            if let Some(end) = rest.find('"') {
                if rest[end + 1..].starts_with('(') {
                    names.push(rest[..end].to_string());
                }
            }
        }
    }
    names
}

/// Dialects mlir-opt 22 registers besides the core ones (its "Available
/// dialects" note); an op of none of them is unregistered.
const OTHER_REGISTERED: [&str; 47] = [
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "complex",
    "dlti",
    "emitc",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
    "cuda_tile",
    "nv_tileaa",
];

/// All ops are core-dialect ops, or (when `unregistered`) unregistered ones.
fn only_core_dialects(names: &[String], unregistered: bool) -> bool {
    names.iter().all(|n| {
        let d = n.split('.').next().unwrap_or("");
        DIALECTS.contains(&d) || (unregistered && !OTHER_REGISTERED.contains(&d))
    })
}

/// Project tests and examples that mlir-opt accepts with no flags and that use
/// only the core dialects; the rest are listed as skipped.
fn project_units(bin: &Path, skipped: &mut Vec<String>) -> Vec<Unit> {
    let mut units = Vec::new();
    let mut files = common::project_test_files();
    files.extend(common::example_files());
    for f in files {
        let name = display(&f);
        let Ok(text) = std::fs::read_to_string(&f) else {
            skipped.push(format!("{name}: unreadable or not UTF-8"));
            continue;
        };
        let info = common::run_info(&text);
        if info.expects_error {
            skipped.push(format!("{name}: RUN lines expect errors"));
            continue;
        }
        let chunks = if info.split {
            common::split_chunks(&text)
        } else {
            vec![common::Chunk {
                first_line: 1,
                text,
            }]
        };
        let split = chunks.len() > 1;
        for c in chunks {
            if c.text.trim().is_empty() {
                continue;
            }
            let cname = if split {
                format!("{name}:{}", c.first_line)
            } else {
                name.clone()
            };
            // Plain first; then, where the RUN lines allow it, with
            // --allow-unregistered-dialect (unregistered ops print generically).
            let mut unregistered = false;
            let mut g = mlir(bin, &["--mlir-print-op-generic"], &c.text);
            if !g.ok() && info.unregistered {
                unregistered = true;
                g = mlir(
                    bin,
                    &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
                    &c.text,
                );
            }
            if !g.ok() {
                skipped.push(format!(
                    "{cname}: mlir-opt rejects it with the RUN lines' flags"
                ));
                continue;
            }
            if !only_core_dialects(&generic_op_names(&g.stdout), unregistered) {
                skipped.push(format!("{cname}: uses dialects beyond {DIALECTS:?}"));
                continue;
            }
            units.push(Unit {
                name: cname,
                text: c.text,
                unregistered,
            });
        }
    }
    units
}

fn generated_units() -> Vec<Unit> {
    let mut v = Vec::new();
    for seed in [1u64, 2] {
        v.push(Unit {
            name: format!("generated scf seed={seed} size=100000"),
            text: common::gen::generate("scf", 100_000, seed),
            unregistered: false,
        });
    }
    v.push(Unit {
        name: "generated generic seed=1 size=100000".into(),
        text: common::gen::generate("generic", 100_000, 1),
        unregistered: true,
    });
    v
}

fn check(bin: &Path, u: &Unit, report: &mut Report) {
    let base: Vec<&str> = if u.unregistered {
        vec!["--allow-unregistered-dialect"]
    } else {
        vec![]
    };
    let mut generic = base.clone();
    generic.push("--mlir-print-op-generic");

    let theirs = mlir(bin, &base, &u.text);
    if !theirs.ok() {
        report.skip(format!("{}: mlir-opt rejects it", u.name));
        return;
    }
    let ours = common::run_guarded(&base, u.text.as_bytes(), common::call_limit());
    if !ours.ok() {
        let why = format!(
            "tileir-opt fails where mlir-opt succeeds:\n{}",
            describe_failure(&ours)
        );
        report.fail(format!("{} [a: same IR]", u.name), why.clone());
        report.fail(format!("{} [b: same text]", u.name), why);
        return;
    }

    // (a) mlir-opt reads our output as the same IR.
    let orig_g = mlir(bin, &generic, &u.text);
    let ours_g = mlir(bin, &generic, &ours.stdout);
    let a_name = format!("{} [a: same IR]", u.name);
    if !orig_g.ok() {
        report.skip(format!(
            "{}: mlir-opt --mlir-print-op-generic fails on it",
            u.name
        ));
    } else if !ours_g.ok() && !mlir(bin, &generic, &theirs.stdout).ok() {
        // mlir-opt cannot read back its own print either (cf.switch cases
        // above 2^63-1): "same IR" cannot hold; (b) still compares text.
        report.skip(format!(
            "{}: mlir-opt's own print of it does not parse back",
            u.name
        ));
    } else if !ours_g.ok() {
        report.fail(
            a_name,
            format!(
                "mlir-opt rejects our output:\n{}\n--- our output:\n{}",
                describe_failure(&ours_g),
                common::clip(&ours.stdout, 4000)
            ),
        );
    } else if ours_g.stdout != orig_g.stdout {
        report.fail(
            a_name,
            format!(
                "mlir-opt's generic print of our output differs from that of the input:\n{}",
                diff(
                    &orig_g.stdout,
                    &ours_g.stdout,
                    "mlir-opt -generic INPUT",
                    "mlir-opt -generic (tileir-opt INPUT)"
                )
            ),
        );
    } else {
        report.pass();
    }

    // (b) byte-identical custom form, but for our one documented deviation
    // (f80/f128 values whose decimal form would not re-parse print in hex).
    let same_text = ours.stdout == theirs.stdout
        || tileir_ir::printer::floats::differs_only_by_wide_float_hex(&theirs.stdout, &ours.stdout);
    if !same_text {
        report.fail(
            format!("{} [b: same text]", u.name),
            format!(
                "custom-form output differs from mlir-opt's:\n{}",
                diff(&theirs.stdout, &ours.stdout, "mlir-opt", "tileir-opt")
            ),
        );
    } else {
        report.pass();
    }
}

#[test]
fn differential_against_mlir_opt() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!(
            "differential: {}",
            upstream_tools::missing(upstream_tools::MLIR_OPT)
        );
        return;
    };
    let mut skipped = Vec::new();
    let mut units = project_units(&bin, &mut skipped);
    units.extend(generated_units());
    let mut report = Report::default();
    for s in skipped {
        report.skip(s);
    }
    for u in &units {
        check(&bin, u, &mut report);
    }
    report.finish("differential vs mlir-opt 22");
}

#[test]
fn generic_op_names_scanner() {
    let g = "\"builtin.module\"() ({\n  %0:2 = \"arith.addi\"(%a) : (i32) -> i32\n  \"func.return\"() : () -> ()\n  %1 = \"x\" \n}) : () -> ()\n";
    assert_eq!(
        generic_op_names(g),
        ["builtin.module", "arith.addi", "func.return"]
    );
}
