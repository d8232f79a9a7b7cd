//! Tests of the chain: hook order, verify-each's place, determinism under
//! threads, module scope and the file tree through nested pipelines, and
//! the timing tree's shape (the expected texts were checked against
//! mlir-opt 22 running upstream's test passes on the same input).

use super::ir_printer::{Banner, IrPrintFlags, IrPrinter, IrPrinterConfig};
use super::timing::{Display, Format, Timing, TimingManager};
use super::*;
use crate::manager::{OpPassManager, PassInstance};
use crate::registry::registry;
use crate::run::{run_instrumented, Output as RunOutput, RunConfig};
use std::sync::Mutex;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::Context;

/// Logs every hook as `<tag> <hook> <what>`: pass hooks into the output
/// (ordered with everything else), the others into a list joined in anchor
/// order and published at the end.
struct Log {
    tag: &'static str,
    published: Arc<Mutex<Vec<String>>>,
}

struct LogRecorder {
    tag: &'static str,
    lines: Vec<String>,
    published: Option<Arc<Mutex<Vec<String>>>>,
}

impl Instrumentation for Log {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(LogRecorder {
            tag: self.tag,
            lines: Vec::new(),
            published: Some(self.published.clone()),
        })
    }
}

fn step_name(step: &Step<'_>) -> String {
    match step {
        Step::Pass { pass, .. } => pass.info.argument.to_string(),
        Step::Adaptor { managers, .. } => format!("adaptor({})", managers.len()),
    }
}

impl LogRecorder {
    fn pass(&mut self, hook: &str, e: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let what = format!("{} @{}", step_name(&e.step), e.op.sym_name().unwrap_or("-"));
        out.text(Dest::Stderr, format!("{} {hook} {what}\n", self.tag));
    }
}

impl Recorder for LogRecorder {
    fn before_pipeline(&mut self, e: &PipelineEvent<'_>) {
        let line = format!("{} before-pipeline {}", self.tag, e.manager.anchor_name());
        self.lines.push(line);
    }
    fn after_pipeline(&mut self, e: &PipelineEvent<'_>) {
        let line = format!("{} after-pipeline {}", self.tag, e.manager.anchor_name());
        self.lines.push(line);
    }
    fn before_pass(&mut self, e: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        self.pass("before", e, out);
    }
    fn after_pass(&mut self, e: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        self.pass("after", e, out);
    }
    fn after_pass_failed(&mut self, e: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        self.pass("after-failed", e, out);
    }
    fn before_analysis(&mut self, e: &AnalysisEvent<'_>) {
        self.lines
            .push(format!("{} before-analysis {}", self.tag, e.name));
    }
    fn after_analysis(&mut self, e: &AnalysisEvent<'_>) {
        self.lines
            .push(format!("{} after-analysis {}", self.tag, e.name));
    }
    fn enter_scope(&mut self, name: &'static str) {
        self.lines.push(format!("{} enter {name}", self.tag));
    }
    fn exit_scope(&mut self, name: &'static str) {
        self.lines.push(format!("{} exit {name}", self.tag));
    }
    fn fork(&mut self, _parent: &OpHandle<'_>, child: &OpHandle<'_>) -> Box<dyn Recorder> {
        self.lines.push(format!(
            "{} fork @{}",
            self.tag,
            child.sym_name().unwrap_or("-")
        ));
        Box::new(LogRecorder {
            tag: self.tag,
            lines: Vec::new(),
            published: None,
        })
    }
    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        self.lines.extend(downcast::<LogRecorder>(child).lines);
    }
    fn finish(self: Box<Self>) {
        if let Some(p) = &self.published {
            p.lock().unwrap().extend(self.lines);
        }
    }
    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

/// A manager from `(anchor path, pass argument[{options}])` entries: each
/// entry adds a pass under the nests of its path (adjacent nests merge).
fn pipeline(ctx: &Context, entries: &[(&[&str], &str)]) -> OpPassManager {
    let mut pm = OpPassManager::new("builtin.module");
    for (path, pass) in entries {
        let (arg, options) = match pass.split_once('{') {
            Some((a, o)) => (a, Some(o.trim_end_matches('}'))),
            None => (*pass, None),
        };
        let info = registry().pass(arg).expect("registered");
        let mut values = crate::options::OptionValues::defaults(info.options);
        if let Some(o) = options {
            values.parse_into(o).expect("valid options");
        }
        let mut at = &mut pm;
        for anchor in *path {
            at = at.nest(anchor);
        }
        at.add_pass(PassInstance::new(info, values).unwrap())
            .unwrap();
    }
    pm.finalize(ctx).unwrap();
    pm
}

/// Runs `pm` on `text`; the stderr stream it would print (dumps and
/// rendered diagnostic messages in order) and whether it succeeded.
fn run_text(
    text: &str,
    entries: &[(&[&str], &str)],
    chain: Chain,
    threading: bool,
) -> (String, bool) {
    let ctx = tileir_dialects::context();
    let mut root = parse_source(&ctx, "in.mlir", text, 1, &ParserConfig::default()).unwrap();
    let pm = pipeline(&ctx, entries);
    let config = RunConfig {
        threading,
        ..RunConfig::default()
    };
    let outcome = run_instrumented(&ctx, &pm, &mut root, &config, &chain);
    let mut out = String::new();
    for o in &outcome.output {
        match o {
            RunOutput::Diagnostic(d) => out.push_str(&format!("error: {}\n", d.message)),
            RunOutput::Text(text) => out.push_str(text),
        }
    }
    for (path, text) in &outcome.files {
        out.push_str(&format!("file {}\n{}", path.display(), text));
    }
    (out, outcome.success)
}

fn printer(flags: IrPrintFlags) -> Arc<dyn Instrumentation> {
    Arc::new(IrPrinter::new(IrPrinterConfig::from_flags(IrPrintFlags {
        verify_each: true,
        ..flags
    })))
}

const TWO: &str = "func.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\n";

#[test]
fn before_hooks_in_order_after_hooks_in_reverse_verify_at_its_slot() {
    let published = Arc::new(Mutex::new(Vec::new()));
    let log = |tag| {
        Arc::new(Log {
            tag,
            published: published.clone(),
        }) as Arc<dyn Instrumentation>
    };
    let mut chain = Chain::new();
    chain.push(log("A"));
    chain.push_verify_each();
    chain.push(log("B"));
    let entries: &[(&[&str], &str)] = &[
        (&["func.func"], "tileir-test-function-break{only=b}"),
        (&["func.func"], "tileir-test-function-scopes"),
    ];
    let (out, ok) = run_text(TWO, entries, chain, true);
    assert!(!ok);
    // B sits after verify-each: it sees the pass's own verdict; A, before
    // it, sees verification's (and runs after the verifier's error).
    assert_eq!(
        out,
        "A before adaptor(1) @-\nB before adaptor(1) @-\n\
         A before tileir-test-function-break @a\nB before tileir-test-function-break @a\n\
         B after tileir-test-function-break @a\nA after tileir-test-function-break @a\n\
         A before tileir-test-function-scopes @a\nB before tileir-test-function-scopes @a\n\
         B after tileir-test-function-scopes @a\nA after tileir-test-function-scopes @a\n\
         A before tileir-test-function-break @b\nB before tileir-test-function-break @b\n\
         B after tileir-test-function-break @b\n\
         error: empty block: expect at least a terminator\n\
         A after-failed tileir-test-function-break @b\n\
         B after-failed adaptor(1) @-\nA after-failed adaptor(1) @-\n"
    );
    let lines = published.lock().unwrap().clone();
    let a: Vec<&str> = lines
        .iter()
        .filter(|l| l.starts_with("A "))
        .map(String::as_str)
        .collect();
    assert_eq!(
        a,
        [
            "A fork @a",
            "A fork @b",
            "A before-pipeline func.func",
            "A enter TileASPrepareForScheduling",
            "A enter sliceAndFuse",
            "A exit sliceAndFuse",
            "A before-analysis TileirTestOpCount",
            "A after-analysis TileirTestOpCount",
            "A exit TileASPrepareForScheduling",
            "A enter TileASGenerateSchedule",
            "A enter ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling",
            "A exit ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling",
            "A exit TileASGenerateSchedule",
            "A after-pipeline func.func",
            "A before-pipeline func.func",
            "A after-pipeline func.func",
        ]
    );
}

/// Fifty functions, a pipeline that changes some, fails on one and prints
/// everything: the same bytes with and without threads.
#[test]
fn output_is_the_same_with_and_without_threads() {
    let mut text = String::new();
    for i in 0..50 {
        text.push_str(&format!(
            "func.func @f{i}(%x: i32) -> i32 {{\n  return %x : i32\n}}\n"
        ));
    }
    let entries: &[(&[&str], &str)] = &[
        (&[], "tileir-test-module-dynamic"),
        (&["func.func"], "tileir-test-function-mark{only=f7}"),
        (
            &["func.func"],
            "tileir-test-function-fail{gen-diagnostics=true only=f31}",
        ),
        (&["func.func"], "tileir-test-function-noop"),
    ];
    for banner in [Banner::Tileiras, Banner::Mlir] {
        for module_scope in [false, true] {
            let chain = || {
                let mut chain = Chain::new();
                chain.push(Arc::new(Timing::new()));
                chain.push(printer(IrPrintFlags {
                    before_all: true,
                    after_all: true,
                    after_change: !module_scope,
                    module_scope,
                    banner,
                    ..IrPrintFlags::default()
                }));
                chain.push_verify_each();
                chain
            };
            let threaded = run_text(&text, entries, chain(), true);
            let sequential = run_text(&text, entries, chain(), false);
            assert_eq!(threaded, sequential);
            assert!(threaded.0.contains("illegal operation"));
        }
    }
}

const NESTED: &str = "builtin.module @top {\n  builtin.module @middle {\n    \
    func.func @func1() {\n      return\n    }\n    \
    func.func @func2() {\n      return\n    }\n  }\n}\n";

#[test]
fn module_scope_through_nested_pipelines() {
    let chain = || {
        let mut chain = Chain::new();
        chain.push(printer(IrPrintFlags {
            after_all: true,
            module_scope: true,
            banner: Banner::Mlir,
            ..IrPrintFlags::default()
        }));
        chain
    };
    let entries: &[(&[&str], &str)] = &[(
        &["builtin.module", "func.func"],
        "tileir-test-function-mark{only=func1}",
    )];
    let (out, ok) = run_text(NESTED, entries, chain(), true);
    assert!(ok);
    assert_eq!(out, run_text(NESTED, entries, chain(), false).0);
    let module = |marked: &[bool; 2]| {
        let attr = |m: bool| if m { " attributes {tileir.marked}" } else { "" };
        format!(
            "module @top {{\n  module @middle {{\n    func.func @func1(){} {{\n      return\n    }}\n    \
             func.func @func2(){} {{\n      return\n    }}\n  }}\n}}\n\n\n",
            attr(marked[0]),
            attr(marked[1])
        )
    };
    let banner = |f: &str| {
        format!("// -----// IR Dump After TileirTestFunctionMark (tileir-test-function-mark) ('func.func' operation: @{f}) //----- //\n")
    };
    assert_eq!(
        out,
        format!(
            "{}{}{}{}",
            banner("func1"),
            module(&[true, false]),
            banner("func2"),
            module(&[true, false])
        )
    );
}

#[test]
fn tree_dir_numbers_dumps_as_mlir_does() {
    let mut chain = Chain::new();
    chain.push(printer(IrPrintFlags {
        before: vec!["tileir-test-module-noop".into()],
        after_all: true,
        tree_dir: Some("t".into()),
        ..IrPrintFlags::default()
    }));
    let entries: &[(&[&str], &str)] = &[
        (
            &["builtin.module", "func.func"],
            "tileir-test-function-noop",
        ),
        (
            &["builtin.module", "func.func"],
            "tileir-test-function-noop",
        ),
        (&[], "tileir-test-module-noop"),
    ];
    let (out, _) = run_text(NESTED, entries, chain, true);
    let files: Vec<&str> = out.lines().filter(|l| l.starts_with("file ")).collect();
    // mlir-opt 22 makes these names for the same pipeline of its test
    // passes (a module's first own dump is numbered 1 once a nested dump
    // used its number).
    assert_eq!(
        files,
        [
            "file t/builtin_module_top/builtin_module_middle/func_func_func1/0_0_0_tileir-test-function-noop.mlir",
            "file t/builtin_module_top/builtin_module_middle/func_func_func1/0_0_1_tileir-test-function-noop.mlir",
            "file t/builtin_module_top/builtin_module_middle/func_func_func2/0_0_0_tileir-test-function-noop.mlir",
            "file t/builtin_module_top/builtin_module_middle/func_func_func2/0_0_1_tileir-test-function-noop.mlir",
            "file t/builtin_module_top/1_tileir-test-module-noop.mlir",
            "file t/builtin_module_top/2_tileir-test-module-noop.mlir",
        ]
    );
}

/// The row names (with their nesting) of a report, times left out.
fn report_rows(tree: super::timing::TimerTree, display: Display) -> Vec<String> {
    let mut tm = TimingManager::new();
    tm.add_run(&tree);
    let report = tm.report(display, Format::Text);
    report
        .lines()
        .skip(6)
        .map(|l| {
            l.rsplit_once("%)  ")
                .map_or(l, |(_, name)| name)
                .to_string()
        })
        .collect()
}

#[test]
fn timing_tree_shape_of_nested_pipelines() {
    for threading in [false, true] {
        let timing = Arc::new(Timing::new());
        let mut chain = Chain::new();
        chain.push(timing.clone());
        // builtin.module(builtin.module(func.func(noop)), func.func(noop)):
        // one adaptor with two managers, shown; the inner adaptors, with one
        // manager each, are hidden.
        let entries: &[(&[&str], &str)] = &[
            (
                &["builtin.module", "func.func"],
                "tileir-test-function-noop",
            ),
            (&["func.func"], "tileir-test-function-scopes"),
            (&[], "tileir-test-module-dynamic"),
        ];
        let text = format!("{TWO}module @m {{\n  func.func @c() {{\n    return\n  }}\n}}\n");
        run_text(&text, entries, chain, threading);
        let rows = report_rows(timing.take().unwrap(), Display::Tree);
        // Siblings in the order a sequential run meets them (@a, @b, @m).
        assert_eq!(
            rows,
            [
                "Pipeline Collection : ['builtin.module', 'func.func']",
                "  'func.func' Pipeline",
                "    TileirTestFunctionScopes",
                "      TileASPrepareForScheduling",
                "        sliceAndFuse",
                "        (A) TileirTestOpCount",
                "      TileASGenerateSchedule",
                "        ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling",
                "  'builtin.module' Pipeline",
                "    'func.func' Pipeline",
                "      TileirTestFunctionNoop",
                "TileirTestModuleDynamic",
                "  'func.func' Pipeline",
                "    TileirTestFunctionMark",
                "Rest",
                "Total",
            ],
            "threading {threading}"
        );
    }
}

#[test]
fn timing_of_an_any_pipeline() {
    for threading in [false, true] {
        let timing = Arc::new(Timing::new());
        let mut chain = Chain::new();
        chain.push(timing.clone());
        let entries: &[(&[&str], &str)] = &[(&["any"], "tileir-test-function-noop")];
        run_text(TWO, entries, chain, threading);
        assert_eq!(
            report_rows(timing.take().unwrap(), Display::Tree),
            [
                "'any' Pipeline",
                "  TileirTestFunctionNoop",
                "Rest",
                "Total"
            ]
        );
    }
}

/// A pass that panicked inside a scope leaves it open: the pass's
/// after-hook closes it, and later timers nest where they belong.
#[test]
fn timing_closes_scopes_a_panic_left_open() {
    let ctx = tileir_dialects::context();
    let mut root = parse_source(&ctx, "in.mlir", TWO, 1, &ParserConfig::default()).unwrap();
    let handle = OpHandle::new(&ctx, &mut root);
    let info = registry().pass("tileir-test-module-noop").unwrap();
    let pass = PassInstance::with_defaults(info).unwrap();
    let timing = Timing::new();
    let mut recorder = timing.start(&handle);
    let mut items = Vec::new();
    let event = |index| PassEvent {
        step: Step::Pass { pass: &pass, index },
        op: &handle,
        depth: 0,
        number: index as u64 + 1,
    };
    recorder.before_pass(&event(0), &mut HookOutput::new(&mut items));
    recorder.enter_scope(super::scopes::TILEAS_GENERATE_SCHEDULE);
    recorder.enter_scope(super::scopes::AVOID_REG_SPILLING);
    recorder.after_pass_failed(&event(0), &mut HookOutput::new(&mut items));
    recorder.before_pass(&event(1), &mut HookOutput::new(&mut items));
    recorder.after_pass(&event(1), &mut HookOutput::new(&mut items));
    recorder.finish();
    assert_eq!(
        report_rows(timing.take().unwrap(), Display::Tree),
        [
            "TileirTestModuleNoop",
            "  TileASGenerateSchedule",
            "    ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling",
            "TileirTestModuleNoop",
            "Rest",
            "Total",
        ]
    );
}

/// Statistics of nested pipelines are counted with threads as without
/// (upstream MLIR loses them under threads: llvm-project issue 124541).
#[test]
fn statistics_of_nested_pipelines_under_threads() {
    use super::statistics::{report, StatsDisplay};
    for threading in [false, true] {
        let entries: &[(&[&str], &str)] = &[
            (
                &["builtin.module", "func.func"],
                "tileir-test-function-scopes",
            ),
            (
                &["builtin.module", "func.func"],
                "tileir-test-function-scopes",
            ),
        ];
        let ctx = tileir_dialects::context();
        let mut root = parse_source(&ctx, "in.mlir", NESTED, 1, &ParserConfig::default()).unwrap();
        let pm = pipeline(&ctx, entries);
        let config = RunConfig {
            threading,
            ..RunConfig::default()
        };
        assert!(run_instrumented(&ctx, &pm, &mut root, &config, &Chain::new()).success);
        let text = report(&pm, StatsDisplay::Pipeline, false);
        let body: Vec<&str> = text.lines().skip(3).collect();
        assert_eq!(
            body,
            [
                "'builtin.module' Pipeline",
                "  'func.func' Pipeline",
                "    TileirTestFunctionScopes",
                "      (S) 4 num-ops    - Number of operations counted",
                "      (S) 8 num-scopes - Number of named scopes opened",
                "    TileirTestFunctionScopes",
                "      (S) 4 num-ops    - Number of operations counted",
                "      (S) 8 num-scopes - Number of named scopes opened",
                "",
            ],
            "threading {threading}"
        );
    }
}
