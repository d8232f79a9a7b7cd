//! Issue 12, acceptance A: tileir-opt and mlir-opt 22 run the same pass
//! pipelines and print the same bytes (skipped when mlir-opt is absent).
//!
//! Inputs, each one `--split-input-file` batch per tool and pipeline (so
//! the whole test is a few dozen runs):
//! - the generated corpus: [`FUNCTIONS`] func/arith/scf/cf functions
//!   (`common::funcgen`, seed [`SEED`] or `TILEIR_DIFF_SEED`) in modules of
//!   [`PER_MODULE`];
//! - the project's own tests and examples: every `// -----` chunk on which
//!   both tools print the same without a pass.
//!
//! Pipelines: each pass of issue 12 alone ([`PASSES`]) and the
//! combinations of [`COMBOS`]. A pipeline naming a pass that is still
//! contract-only here ([`CONTRACT_ONLY`]) is skipped and reported as such;
//! the list must match the registry, so it shrinks as passes get
//! implemented and their pipelines start being compared. A pipeline known
//! to differ on project chunks ([`KNOWN_DIFFERENCES`], with the reason)
//! is reported; that list only shrinks too. The generated corpus has no
//! known differences.
//!
//! On the generated corpus stdout, stderr and exit code must be equal; on
//! the project's chunks, each chunk's output. A pipeline on which mlir-opt
//! 22 itself fails ([`UPSTREAM_FAILS`]) is compared on the generated
//! corpus one function at a time, leaving out (and reporting) the inputs
//! where mlir-opt fails. When mlir-opt crashes on a project chunk (its
//! inliner does on a few), which ends its batch, the chunks from there on
//! run one at a time; one it crashes on alone is reported, not compared.
//! The generated corpus must
//! also print the same without a pass (the core's own claim).
//! `TILEIR_DIFF_FUNCTIONS` raises the corpus size for a longer hunt;
//! `TILEIR_DIFF_DUMP=<file>` writes the generated corpus there.

mod common;

use common::{diff, funcgen, run_guarded, run_process, Output, Report};
use std::path::Path;
use std::time::Duration;
use tileir_passes::pass::PassStatus;
use tileir_passes::registry::registry;

const FUNCTIONS: usize = 320;
const PER_MODULE: usize = 40;
const SEED: u64 = 0x5eed_0012;

/// The passes of issue 12, scope 4, each run alone.
const PASSES: &[&str] = &[
    "canonicalize",
    "cse",
    "inline",
    "symbol-dce",
    "symbol-privatize",
    "loop-invariant-code-motion",
    "remove-dead-values",
    "sccp",
    "control-flow-sink",
    "topological-sort",
    "convert-scf-to-cf",
    "reconcile-unrealized-casts",
    "snapshot-op-locations",
    "strip-debuginfo",
    "print-ir",
];

/// Pipelines of several passes.
const COMBOS: &[&str] = &["cse,canonicalize", "inline,canonicalize,cse,symbol-dce"];

/// Passes of [`PASSES`] registered for their contract only: pipelines
/// naming them are skipped. Take a pass off when it is implemented.
const CONTRACT_ONLY: &[&str] = &[];

/// Pipelines known to differ from mlir-opt 22 here, with the reason: their
/// differences are reported, not failed. A listed pipeline that matches
/// fails the test, so that it is taken off and compared from then on.
/// (pipeline, project chunks whose label starts with this, why).
const KNOWN_DIFFERENCES: &[(&str, &str, &str)] = &[];

/// Pipelines on which mlir-opt 22 itself fails on some inputs, with the
/// reason: the generated corpus is compared one function at a time (with
/// the functions it calls), and the functions and project chunks on which
/// mlir-opt fails are reported, not compared; at least
/// [`MIN_COMPARED_FUNCTIONS`] functions must be compared.
const UPSTREAM_FAILS: &[(&str, &str)] = &[(
    "remove-dead-values",
    "mlir-opt 22's remove-dead-values leaves null operands (a dead value still used where the liveness analysis did not look: a call in a region that never runs, an erased constant passed to a public function's unused parameter) or branches passing more values than their successor takes, and segfaults on every generated module; tileir-opt writes ub.poison there, as later MLIR does, and keeps branches consistent",
)];

const MIN_COMPARED_FUNCTIONS: usize = 100;

const SEPARATOR: &str = "// -----\n";

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The generated corpus: one text of `// -----`-separated modules.
fn generated() -> String {
    let functions = env_num("TILEIR_DIFF_FUNCTIONS", FUNCTIONS as u64) as usize;
    let mut rng = common::gen::Rng::new(env_num("TILEIR_DIFF_SEED", SEED));
    let modules: Vec<String> = (0..functions.div_ceil(PER_MODULE))
        .map(|m| {
            let n = PER_MODULE.min(functions - m * PER_MODULE);
            funcgen::module(&mut rng, &format!("m{m}_f"), n)
        })
        .collect();
    modules.join(SEPARATOR)
}

/// The chunks of the project's tests and examples, labelled `file:line`.
fn project_chunks() -> Vec<(String, String)> {
    let mut files = common::project_test_files();
    files.extend(common::example_files());
    files
        .iter()
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            let name = common::display(f);
            common::split_chunks(&text)
                .into_iter()
                // MLIR also splits at `// -----` inside a line (a CHECK
                // line quoting a dump banner): such a chunk would shift
                // the others.
                .filter(|c| !c.text.contains("// -----"))
                .map(move |c| (format!("{name}:{}", c.first_line), c.text))
        })
        .collect()
}

fn args(pipeline: Option<&str>) -> Vec<String> {
    let mut v = vec![
        "--split-input-file".to_string(),
        "--allow-unregistered-dialect".to_string(),
    ];
    if let Some(p) = pipeline {
        v.push(format!("--pass-pipeline=builtin.module({p})"));
    }
    v.push("-".to_string());
    v
}

/// Both tools on `input`: (mlir-opt, tileir-opt).
fn both(bin: &Path, pipeline: Option<&str>, input: &str) -> (Output, Output) {
    let args = args(pipeline);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let limit = Duration::from_secs(120);
    (
        run_process(bin, &args, input.as_bytes(), limit),
        run_guarded(&args, input.as_bytes(), limit),
    )
}

/// The output of each chunk of a `--split-input-file` run: the text
/// between lines `// -----` (empty for a chunk that failed).
fn segments(stdout: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut at = 0;
    for line in stdout.split_inclusive('\n') {
        if line == SEPARATOR {
            out.push(&stdout[start..at]);
            start = at + line.len();
        }
        at += line.len();
    }
    out.push(&stdout[start..]);
    out
}

/// Why `pipeline` cannot be compared yet, if it names contract-only passes.
fn contract_only_in(pipeline: &str) -> Vec<&'static str> {
    CONTRACT_ONLY
        .iter()
        .copied()
        .filter(|p| pipeline.split(',').any(|q| q == *p))
        .collect()
}

#[test]
fn contract_only_list_matches_the_registry() {
    for &pass in PASSES {
        let info = registry()
            .pass(pass)
            .unwrap_or_else(|| panic!("{pass} is not registered"));
        let implemented = info.status == PassStatus::Implemented;
        let listed = CONTRACT_ONLY.contains(&pass);
        assert!(
            !(implemented && listed),
            "{pass} is implemented now: take it off CONTRACT_ONLY so its pipelines are compared"
        );
        assert!(
            implemented || listed,
            "{pass} is contract-only: list it in CONTRACT_ONLY"
        );
    }
}

#[test]
fn passes_match_mlir_opt_on_generated_functions_and_project_tests() {
    let Some(bin) = common::mlir_opt() else {
        eprintln!("skipped: mlir-opt 22 not found (set MLIR_OPT)");
        return;
    };
    let corpus = generated();
    if let Some(path) = std::env::var_os("TILEIR_DIFF_DUMP") {
        std::fs::write(&path, &corpus).expect("TILEIR_DIFF_DUMP is writable");
    }
    let mut report = Report::default();

    // The corpus itself: printed alike without a pass.
    let (want, got) = both(&bin, None, &corpus);
    if !same(&want, &got) {
        report.fail(
            "generated corpus without a pass".to_string(),
            explain(&want, &got),
        );
    }
    assert_eq!(
        want.code,
        Some(0),
        "mlir-opt rejects the generated corpus:\n{}",
        want.stderr
    );

    // The project's chunks both tools print alike.
    let chunks = project_chunks();
    let all: Vec<&str> = chunks.iter().map(|c| c.1.as_str()).collect();
    let (want, got) = both(&bin, None, &all.join(SEPARATOR));
    let (w, g) = (segments(&want.stdout), segments(&got.stdout));
    let kept: Vec<usize> = (0..chunks.len())
        .filter(|&i| matches!((w.get(i), g.get(i)), (Some(a), Some(b)) if a == b && !a.trim().is_empty()))
        .collect();
    assert!(
        kept.len() >= 100,
        "only {} project chunks print alike",
        kept.len()
    );
    let project: Vec<&str> = kept.iter().map(|&i| chunks[i].1.as_str()).collect();
    let project = project.join(SEPARATOR);

    let pipelines: Vec<&str> = PASSES.iter().chain(COMBOS).copied().collect();
    let mut summary = Vec::new();
    for pipeline in pipelines {
        let missing = contract_only_in(pipeline);
        if !missing.is_empty() {
            report.skip(format!("{pipeline}: contract-only {}", missing.join(", ")));
            summary.push(format!(
                "  {pipeline:<40} skipped (contract-only: {})",
                missing.join(", ")
            ));
            continue;
        }
        // (what, why) of each input that differs.
        let mut differing: Vec<(String, String)> = Vec::new();
        let upstream_fails = UPSTREAM_FAILS.iter().find(|(p, _)| *p == pipeline);
        if let Some((_, why)) = upstream_fails {
            compare_per_function(&bin, pipeline, &corpus, why, &mut report);
        } else {
            let (want, got) = both(&bin, Some(pipeline), &corpus);
            // No known difference covers the generated corpus: it must match.
            if same(&want, &got) {
                report.pass();
            } else {
                report.fail(
                    format!("{pipeline} on the generated corpus"),
                    explain(&want, &got),
                );
            }
        }
        let (want, got) = both(&bin, Some(pipeline), &project);
        let (w, g) = (segments(&want.stdout), segments(&got.stdout));
        // A crash of mlir-opt ends its batch: each chunk from the one it
        // crashed on runs alone, so the chunks after it are still compared.
        let crashed_at = (want.code != Some(0)).then(|| w.len().saturating_sub(1));
        let pipeline_args = args(Some(pipeline));
        let pipeline_args: Vec<&str> = pipeline_args.iter().map(String::as_str).collect();
        for (k, &i) in kept.iter().enumerate() {
            let alone = crashed_at.filter(|&c| k >= c).map(|_| {
                run_process(
                    &bin,
                    &pipeline_args,
                    chunks[i].1.as_bytes(),
                    Duration::from_secs(60),
                )
            });
            if let Some(out) = alone.as_ref().filter(|o| o.code.is_none() && !o.timed_out) {
                report.skip(format!(
                    "{pipeline} on {}: mlir-opt 22 crashes on this chunk alone ({})",
                    chunks[i].0,
                    out.stderr.lines().next().unwrap_or("")
                ));
                continue;
            }
            let (a, b) = (
                alone
                    .as_ref()
                    .map_or_else(|| w.get(k).copied().unwrap_or(""), |o| o.stdout.as_str()),
                g.get(k).copied().unwrap_or(""),
            );
            if a == b {
                report.pass();
            } else if let Some((_, why)) = upstream_fails.filter(|_| a.trim().is_empty()) {
                report.skip(format!(
                    "{pipeline} on {}: mlir-opt 22 fails ({why})",
                    chunks[i].0
                ));
            } else {
                differing.push((
                    format!("{pipeline} on {}", chunks[i].0),
                    diff(a, b, "mlir-opt", "tileir-opt"),
                ));
            }
        }
        if got.panic().is_some() || got.timed_out {
            report.fail(
                format!("{pipeline} on the project tests"),
                explain(&want, &got),
            );
        }
        // Each differing chunk is a failure unless a known difference of
        // the pipeline covers it; a known difference covering none is one.
        let known: Vec<&(&str, &str, &str)> = KNOWN_DIFFERENCES
            .iter()
            .filter(|(p, _, _)| *p == pipeline)
            .collect();
        let mut used = vec![false; known.len()];
        let (mut excused, mut failed) = (0, 0);
        for (what, why) in differing {
            let label = what.split_once(" on ").map_or("", |(_, l)| l);
            match known
                .iter()
                .position(|(_, prefix, _)| label.starts_with(prefix))
            {
                Some(k) => {
                    used[k] = true;
                    excused += 1;
                    report.skip(format!("{what}: known difference ({})", known[k].2));
                }
                None => {
                    failed += 1;
                    report.fail(what, why);
                }
            }
        }
        for (k, entry) in known.iter().enumerate() {
            if !used[k] {
                report.fail(
                    format!("{pipeline}: listed in KNOWN_DIFFERENCES for `{}`", entry.1),
                    "it matches mlir-opt 22 now: take it off the list".to_string(),
                );
            }
        }
        let verdict = match (excused, failed) {
            (0, 0) => "identical".to_string(),
            (e, 0) => format!("{e} inputs differ (known)"),
            (e, f) => format!("{f} inputs differ, {e} known"),
        };
        summary.push(format!("  {pipeline:<40} {verdict}"));
    }
    eprintln!(
        "{} generated functions, {} project chunks:\n{}",
        env_num("TILEIR_DIFF_FUNCTIONS", FUNCTIONS as u64),
        kept.len(),
        summary.join("\n")
    );
    report.finish("passes against mlir-opt 22");
}

/// The functions of the generated corpus, each with the functions it
/// calls (transitively), as one module each.
fn function_units(corpus: &str) -> Vec<(String, String)> {
    let mut units = Vec::new();
    for module in corpus.split(SEPARATOR) {
        // (name, text) of each function, in order.
        let mut functions: Vec<(String, String)> = Vec::new();
        for line in module.lines() {
            if let Some(rest) = line.strip_prefix("  func.func ") {
                let name = rest
                    .trim_start_matches("private ")
                    .trim_start_matches('@')
                    .split('(')
                    .next()
                    .unwrap_or("")
                    .to_string();
                functions.push((name, String::new()));
            }
            if line == "module {" || line == "}" {
                continue;
            }
            if let Some((_, text)) = functions.last_mut() {
                text.push_str(line);
                text.push('\n');
            }
        }
        for (name, _) in &functions {
            let mut needed = vec![name.clone()];
            let mut at = 0;
            while at < needed.len() {
                let text = &functions
                    .iter()
                    .find(|(n, _)| *n == needed[at])
                    .expect("listed")
                    .1;
                for (callee, _) in &functions {
                    if !needed.contains(callee) && text.contains(&format!("@{callee}(")) {
                        needed.push(callee.clone());
                    }
                }
                at += 1;
            }
            let body: String = functions
                .iter()
                .filter(|(n, _)| needed.contains(n))
                .map(|(_, t)| t.as_str())
                .collect();
            units.push((name.clone(), format!("module {{\n{body}}}\n")));
        }
    }
    units
}

/// The generated corpus one function at a time, each in its own run of
/// both tools (a crash of mlir-opt ends only its own run).
fn compare_per_function(bin: &Path, pipeline: &str, corpus: &str, why: &str, report: &mut Report) {
    let args = args(Some(pipeline));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let limit = Duration::from_secs(60);
    let (mut compared, mut upstream_failed) = (0, 0);
    for (name, unit) in function_units(corpus) {
        let want = run_process(bin, &args, unit.as_bytes(), limit);
        let got = run_guarded(&args, unit.as_bytes(), limit);
        if got.panic().is_some() || got.timed_out {
            report.fail(
                format!("{pipeline} on generated @{name}"),
                explain(&want, &got),
            );
        } else if want.code != Some(0) {
            upstream_failed += 1;
        } else if same(&want, &got) {
            compared += 1;
            report.pass();
        } else {
            report.fail(
                format!("{pipeline} on generated @{name}"),
                explain(&want, &got),
            );
        }
    }
    report.skip(format!(
        "{pipeline} on {upstream_failed} generated functions: mlir-opt 22 fails ({why})"
    ));
    if compared < MIN_COMPARED_FUNCTIONS {
        report.fail(
            format!("{pipeline} on the generated corpus"),
            format!("only {compared} functions compared (mlir-opt 22 fails on {upstream_failed})"),
        );
    }
}

fn same(want: &Output, got: &Output) -> bool {
    (&want.stdout, &want.stderr, want.code) == (&got.stdout, &got.stderr, got.code)
}

fn explain(want: &Output, got: &Output) -> String {
    format!(
        "exit {:?} (mlir-opt {:?})\n{}{}",
        got.code,
        want.code,
        diff(&want.stdout, &got.stdout, "mlir-opt", "tileir-opt"),
        diff(
            &want.stderr,
            &got.stderr,
            "mlir-opt stderr",
            "tileir-opt stderr"
        ),
    )
}

#[test]
fn generator_is_deterministic_and_sized() {
    let a = funcgen::module(&mut common::gen::Rng::new(7), "f", 30);
    let b = funcgen::module(&mut common::gen::Rng::new(7), "f", 30);
    assert_eq!(a, b);
    assert_eq!(a.matches("func.func ").count(), 30);
    for needle in [
        "scf.if",
        "scf.for",
        "scf.while",
        "cf.cond_br",
        "func.call",
        "private",
    ] {
        assert!(a.contains(needle), "no {needle} in\n{a}");
    }
}
