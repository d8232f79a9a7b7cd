//! opt-bisect over a nested pipeline on a module of several functions (and
//! a nested module, and a dynamic pipeline): for every limit N the first N
//! invocations run and no other, as the verbose lines and the IR show, with
//! threads on and off; intervals, `--opt-disable` and `--opt-bisect-funcs`
//! likewise. The numbering is `--mlir-print-pass-numbers`'s.

use std::sync::Arc;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_passes::bisect::{parse_intervals, BisectConfig, Interval, OptBisect};
use tileir_passes::instrument::changes::PassNumbers;
use tileir_passes::instrument::Chain;
use tileir_passes::pipeline_text::parse_pipeline;
use tileir_passes::run::{run_instrumented, Output, RunConfig};

const INPUT: &str = r#"
func.func @a() { return }
func.func @b() { return }
module @inner {
  func.func @c() { return }
  func.func @d() { return }
}
func.func @e() { return }
func.func @f() { return }
"#;

/// Module passes, functions twice over, a nested module's functions, and
/// a pass running a dynamic pipeline on every function.
const PIPELINE: &str = "builtin.module(tileir-test-module-noop,\
    func.func(tileir-test-function-noop,tileir-test-function-mark{only=b}),\
    builtin.module(func.func(tileir-test-function-mark)),\
    tileir-test-module-dynamic,\
    func.func(tileir-test-function-noop),tileir-test-module-noop)";

/// One run: its stderr lines and its IR.
struct Run {
    lines: Vec<String>,
    ir: String,
}

fn run_with(config: BisectConfig, numbers: bool, threading: bool) -> Run {
    let ctx = tileir_dialects::context();
    let mut root = parse_source(&ctx, "in.mlir", INPUT, 1, &ParserConfig::default()).unwrap();
    let mut pm = parse_pipeline(&ctx, PIPELINE).unwrap();
    pm.finalize(&ctx).unwrap();
    let mut chain = Chain::new();
    if numbers {
        chain.push(Arc::new(PassNumbers));
    }
    if config.is_enabled() {
        chain.set_bisect(Arc::new(OptBisect::new(config)));
    }
    let run_config = RunConfig {
        threading,
        ..RunConfig::default()
    };
    let outcome = run_instrumented(&ctx, &pm, &mut root, &run_config, &chain);
    assert!(outcome.success);
    let mut text = String::new();
    for o in &outcome.output {
        match o {
            Output::Text(t) => text.push_str(t),
            Output::Diagnostic(d) => panic!("unexpected diagnostic {}", d.message),
        }
    }
    Run {
        lines: text.lines().map(str::to_string).collect(),
        ir: print_op(&ctx, &root.body, root.op, &PrintOptions::default()),
    }
}

fn verbose(intervals: Option<Vec<Interval>>) -> BisectConfig {
    BisectConfig {
        intervals,
        verbose: true,
        ..BisectConfig::default()
    }
}

/// The invocations of a full run: `(argument, unit)` in the order
/// `--mlir-print-pass-numbers` numbers them (checked against its lines).
fn invocations() -> Vec<(String, String)> {
    let numbers = run_with(BisectConfig::default(), true, false).lines;
    let full = run_with(
        verbose(Some(BisectConfig::limit(-1).unwrap())),
        false,
        false,
    )
    .lines;
    assert_eq!(numbers.len(), full.len());
    let mut list = Vec::new();
    for (i, (n, v)) in numbers.iter().zip(&full).enumerate() {
        let rest = v
            .strip_prefix(&format!("BISECT: running pass ({}) ", i + 1))
            .unwrap_or_else(|| panic!("line {v}"));
        let (argument, unit) = rest.split_once(" on ").unwrap();
        assert!(
            n.starts_with(&format!(" Running pass {} {argument} on ", i + 1)),
            "{n} vs {v}"
        );
        list.push((argument.to_string(), unit.to_string()));
    }
    list
}

/// What a run deciding `runs(number, argument, unit)` does, simulated on
/// the full run's invocations: its verbose lines and the functions it
/// marks. A skipped dynamic pass (full invocation 12) runs nothing inside
/// (full invocations 13 to 16), so the numbers after it move up. The first
/// nest's mark (`only=b`) marks only `b`; the other marks mark their anchor.
fn simulate(
    all: &[(String, String)],
    runs: impl Fn(u64, &str, &str) -> bool,
) -> (Vec<String>, Vec<String>) {
    let mut lines = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut number = 0;
    let mut dynamic_ran = true;
    for (i, (argument, unit)) in all.iter().enumerate() {
        if (12..16).contains(&i) && !dynamic_ran {
            continue;
        }
        number += 1;
        let ran = runs(number, argument, unit);
        if i == 11 {
            assert_eq!(argument, "tileir-test-module-dynamic");
            dynamic_ran = ran;
        }
        let not = if ran { "" } else { "NOT " };
        lines.push(format!(
            "BISECT: {not}running pass ({number}) {argument} on {unit}"
        ));
        let name = unit.rsplit('@').next().unwrap().to_string();
        let only_b = i < 11 && !matches!(name.as_str(), "c" | "d");
        if ran
            && argument == "tileir-test-function-mark"
            && (!only_b || name == "b")
            && !names.contains(&name)
        {
            names.push(name);
        }
    }
    let order = ["a", "b", "c", "d", "e", "f"];
    names.sort_by_key(|n| order.iter().position(|o| o == n));
    (lines, names)
}

/// Functions marked in printed IR, in order.
fn marked(ir: &str) -> Vec<String> {
    ir.lines()
        .filter(|l| l.contains("tileir.marked"))
        .map(|l| {
            l.split('@')
                .nth(1)
                .unwrap()
                .split('(')
                .next()
                .unwrap()
                .to_string()
        })
        .collect()
}

fn check(run: &Run, all: &[(String, String)], runs: impl Fn(u64, &str, &str) -> bool, what: &str) {
    let (lines, names) = simulate(all, runs);
    assert_eq!(run.lines, lines, "{what}");
    assert_eq!(marked(&run.ir), names, "{what}");
}

#[test]
fn every_limit_runs_exactly_the_first_n_invocations() {
    let all = invocations();
    // 2 module passes, 4×2 in the first nest and 2 in the nested module
    // (one adaptor: finalize merges the two nests), a dynamic pass with 4
    // marks, 4 in the last nest.
    assert_eq!(all.len(), 2 + 8 + 2 + 1 + 4 + 4, "{all:?}");
    for threading in [false, true] {
        for n in 0..=all.len() as u64 + 1 {
            let intervals = BisectConfig::limit(n as i64).unwrap();
            let run = run_with(verbose(Some(intervals)), false, threading);
            let runs = |k: u64, _: &str, _: &str| k <= n;
            check(&run, &all, runs, &format!("limit {n}, threads {threading}"));
            // The first N are the full run's first N.
            let first = run.lines.iter().take(n as usize);
            assert!(first.clone().all(|l| l.starts_with("BISECT: running")));
            for (line, (arg, unit)) in first.zip(&all) {
                assert!(line.ends_with(&format!(") {arg} on {unit}")), "{line}");
            }
        }
    }
}

#[test]
fn pass_numbers_show_only_the_invocations_that_ran() {
    let all = invocations();
    for threading in [false, true] {
        let config = BisectConfig {
            intervals: Some(BisectConfig::limit(7).unwrap()),
            verbose: false,
            ..BisectConfig::default()
        };
        let run = run_with(config, true, threading);
        let want: Vec<String> = all[..7]
            .iter()
            .enumerate()
            .map(|(i, (arg, _))| format!(" Running pass {} {arg} on ", i + 1))
            .collect();
        assert_eq!(run.lines.len(), 7);
        for (line, prefix) in run.lines.iter().zip(&want) {
            assert!(line.starts_with(prefix), "{line} vs {prefix}");
        }
    }
}

#[test]
fn intervals_run_exactly_their_invocations() {
    let all = invocations();
    for spec in [
        "1-3,6,9-12,20",
        "2",
        "5-19",
        "0",
        "-1",
        "1,3,5,7,9,11,13,15,17,19,21",
    ] {
        let intervals = parse_intervals(spec).unwrap();
        let list = intervals.clone();
        let runs = move |k: u64, _: &str, _: &str| list.iter().any(|i| i.begin <= k && k <= i.end);
        for threading in [false, true] {
            let run = run_with(verbose(Some(intervals.clone())), false, threading);
            check(&run, &all, &runs, &format!("{spec}, threads {threading}"));
        }
    }
}

#[test]
fn disable_and_funcs_skip_by_name_and_keep_numbering() {
    let all = invocations();
    for threading in [false, true] {
        let config = BisectConfig {
            disabled: vec!["tileir-test-function-noop".into()],
            verbose: true,
            ..BisectConfig::default()
        };
        let run = run_with(config, false, threading);
        let runs = |_: u64, arg: &str, _: &str| arg != "tileir-test-function-noop";
        check(&run, &all, runs, "disable");

        let config = BisectConfig {
            funcs: Some(vec!["b".into(), "d".into()]),
            intervals: Some(BisectConfig::limit(15).unwrap()),
            verbose: true,
            ..BisectConfig::default()
        };
        let run = run_with(config, false, threading);
        // Modules (symbol tables, named or not) are never filtered.
        let runs = |k: u64, _: &str, unit: &str| {
            k <= 15
                && (unit.starts_with("builtin.module")
                    || unit.ends_with("@b")
                    || unit.ends_with("@d"))
        };
        check(&run, &all, runs, &format!("funcs, threads {threading}"));
    }
}
