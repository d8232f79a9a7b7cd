//! The pass manager driven through its library API with the test passes:
//! nesting and anchors, `any` managers, interface passes, merging of
//! nests, failures, verification after passes, dynamic pipelines, and
//! output that does not depend on threads. Diagnostics are rendered the
//! way tileir-opt renders them and compared as text.

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_ir::{Context, OwnedOp, SourceFile, SourceMgr};
use tileir_passes::manager::{Element, OpPassManager, PassInstance};
use tileir_passes::options::OptionValues;
use tileir_passes::registry::registry;
use tileir_passes::run::{run, Output, RunConfig};

const FILE: &str = "in.mlir";

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    parse_source(ctx, FILE, text, 1, &config).expect("test input parses")
}

/// A registered pass with options given as pipeline text.
fn pass(argument: &str, options: &str) -> PassInstance {
    let info = registry()
        .pass(argument)
        .unwrap_or_else(|| panic!("{argument} is registered"));
    let mut values = OptionValues::defaults(info.options);
    values.parse_into(options).expect("options parse");
    PassInstance::new(info, values).expect("pass builds")
}

/// Runs `pm` on `text`; what it writes to stderr, and whether it succeeded.
fn run_text(
    ctx: &Context,
    pm: &mut OpPassManager,
    text: &str,
    config: &RunConfig,
) -> (String, bool, OwnedOp) {
    pm.finalize(ctx).expect("pipeline finalizes");
    let mut root = parse(ctx, text);
    let outcome = run(ctx, pm, &mut root, config);
    let mut sm = SourceMgr::new();
    sm.add(SourceFile::new(FILE, text));
    let mut stderr = String::new();
    for o in &outcome.output {
        match o {
            Output::Diagnostic(d) => stderr.push_str(&sm.render(ctx, d)),
            Output::Text(t) => stderr.push_str(t),
        }
    }
    (stderr, outcome.success, root)
}

fn quiet() -> RunConfig {
    RunConfig {
        print_op_on_diagnostic: false,
        ..RunConfig::default()
    }
}

/// The `in.mlir:L:C: remark` lines of `stderr`, as `L:C`.
fn remark_positions(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter_map(|l| l.strip_suffix(": remark: Executing interface pass on operation"))
        .map(|l| l.trim_start_matches("in.mlir:").to_string())
        .collect()
}

const NESTED: &str = "\
func.func @top() {
  return
}
module @inner {
  func.func @deep() {
    return
  }
  module @innermost {
    func.func @deeper() {
      return
    }
  }
}
";

#[test]
fn a_function_nest_runs_on_the_functions_directly_inside_its_anchor() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-interface-pass", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, NESTED, &quiet());
    assert!(ok);
    assert_eq!(remark_positions(&stderr), ["1:1"]);

    // One level down: the functions of every module directly inside.
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .nest("func.func")
        .add_pass(pass("test-interface-pass", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, NESTED, &quiet());
    assert!(ok);
    assert_eq!(remark_positions(&stderr), ["5:3"]);
}

#[test]
fn a_pass_for_another_op_is_refused_with_mlir_opts_message() {
    let mut pm = OpPassManager::new("func.func");
    let err = pm.add_pass(pass("test-module-pass", "")).unwrap_err();
    assert_eq!(
        err.0,
        "Can't add pass '(anonymous namespace)::TestModulePass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?"
    );
}

#[test]
fn a_manager_for_another_op_than_the_root_is_refused_when_run() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("func.func");
    pm.add_pass(pass("test-function-pass", "")).unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, NESTED, &quiet());
    assert!(!ok);
    assert!(
        stderr.starts_with(
            "in.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op\n"
        ),
        "{stderr}"
    );
}

#[test]
fn an_any_nest_runs_on_isolated_ops_its_passes_accept() {
    let ctx = tileir_dialects::context();
    // The interface pass accepts functions only: the modules are skipped.
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("any")
        .add_pass(pass("test-interface-pass", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, NESTED, &quiet());
    assert!(ok, "{stderr}");
    assert_eq!(remark_positions(&stderr), ["1:1"]);

    // A dynamic pipeline narrates every op it runs on: both isolated ops
    // directly inside the module, not the non-isolated or unregistered ones.
    let text = "\
func.func @f() {
  return
}
%0 = \"test.value\"() : () -> i32
\"foo.op\"() : () -> ()
module @m {}
";
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("any")
        .add_pass(pass(
            "test-dynamic-pipeline",
            "dynamic-pipeline=test-stats-pass",
        ))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, text, &quiet());
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr,
        "Dynamic execute 'test-stats-pass' on func.func\nDynamic execute 'test-stats-pass' on builtin.module\n"
    );
}

#[test]
fn an_any_root_manager_reports_ops_no_pass_can_run_on() {
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        implicit_module: false,
        ..ParserConfig::default()
    };
    let cases = [
        (
            "%0 = arith.constant 1 : i32\n",
            "in.mlir:1:6: error: 'arith.constant' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'\n",
        ),
        (
            "\"foo.op\"() : () -> ()\n",
            "in.mlir:1:1: error: 'foo.op' op trying to schedule a pass on an unregistered operation\n",
        ),
        (
            "module {}\n",
            "in.mlir:1:1: error: 'builtin.module' op trying to schedule pass '(anonymous namespace)::TestFunctionPass' on an unsupported operation\n",
        ),
    ];
    for (text, expected) in cases {
        let mut pm = OpPassManager::new("any");
        pm.add_pass(pass("test-function-pass", "")).unwrap();
        pm.finalize(&ctx).unwrap();
        let mut root = parse_source(&ctx, FILE, text, 1, &config).unwrap();
        let outcome = run(&ctx, &pm, &mut root, &quiet());
        assert!(!outcome.success);
        let mut sm = SourceMgr::new();
        sm.add(SourceFile::new(FILE, text));
        let first = outcome.diagnostics().next().expect("one error");
        let rendered = sm.render(&ctx, first);
        assert_eq!(
            rendered.lines().next().unwrap(),
            expected.trim_end(),
            "{text}"
        );
    }
}

#[test]
fn the_failing_op_is_attached_to_the_scheduling_error() {
    let ctx = tileir_dialects::context();
    let text = "module {\n  \"foo.op\"() : () -> ()\n}\n";
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("foo.op")
        .add_pass(pass("test-stats-pass", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, text, &RunConfig::default());
    assert!(!ok);
    assert_eq!(
        stderr,
        "in.mlir:2:3: error: 'foo.op' op trying to schedule a pass on an unregistered operation\n  \"foo.op\"() : () -> ()\n  ^\nin.mlir:2:3: note: see current operation: \"foo.op\"() : () -> ()\n"
    );
    // An empty nest runs nothing, so nothing is checked.
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("foo.op");
    let (stderr, ok, _) = run_text(&ctx, &mut pm, text, &RunConfig::default());
    assert!(ok && stderr.is_empty(), "{stderr}");
}

#[test]
fn an_interface_pass_on_a_manager_of_another_op_fails_to_finalize() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.add_pass(pass("test-interface-pass", "")).unwrap();
    let err = pm.finalize(&ctx).unwrap_err();
    assert_eq!(
        err.0,
        "unable to schedule pass '(anonymous namespace)::TestInterfacePass' on a PassManager intended to run on 'builtin.module'!"
    );
}

/// The shape of a finalized manager: `[a,b]` for an adaptor holding the
/// managers a and b, a pass by its argument.
fn shape(pm: &OpPassManager) -> String {
    let parts: Vec<String> = pm
        .elements()
        .iter()
        .map(|e| match e {
            Element::Pass(p) => p.info.argument.to_string(),
            Element::Adaptor(mgrs) => {
                let inner: Vec<String> = mgrs
                    .iter()
                    .map(|m| format!("{}({})", m.anchor_name(), shape(m)))
                    .collect();
                format!("[{}]", inner.join(","))
            }
        })
        .collect();
    parts.join(",")
}

#[test]
fn adjacent_nests_merge_unless_an_any_nest_could_take_the_same_ops() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-function-pass", ""))
        .unwrap();
    pm.nest("func.func")
        .add_pass(pass("test-interface-pass", ""))
        .unwrap();
    pm.finalize(&ctx).unwrap();
    assert_eq!(
        shape(&pm),
        "[func.func(test-function-pass,test-interface-pass)]"
    );

    // The first `any` nest cannot run on modules (its pass wants
    // functions), so it joins the module nest; the second one conflicts
    // with it, the function nest with the second, and so on.
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .add_pass(pass("test-module-pass", ""))
        .unwrap();
    for _ in 0..2 {
        pm.nest("any")
            .add_pass(pass("test-interface-pass", ""))
            .unwrap();
    }
    pm.nest("func.func")
        .add_pass(pass("test-function-pass", ""))
        .unwrap();
    pm.nest("any")
        .add_pass(pass("test-stats-pass", ""))
        .unwrap();
    pm.finalize(&ctx).unwrap();
    assert_eq!(
        shape(&pm),
        "[builtin.module(test-module-pass),any(test-interface-pass)],[any(test-interface-pass)],[func.func(test-function-pass)],[any(test-stats-pass)]"
    );
}

const THREE: &str = "\
func.func @a() {
  return
}
func.func @b() {
  return
}
func.func @c() {
  return
}
";

#[test]
fn every_function_of_a_nest_runs_even_after_one_failed() {
    let ctx = tileir_dialects::context();
    for threading in [false, true] {
        let config = RunConfig {
            threading,
            ..quiet()
        };
        let mut pm = OpPassManager::new("builtin.module");
        pm.nest("func.func")
            .add_pass(pass("test-pass-failure", "gen-diagnostics"))
            .unwrap();
        // Not reached: the nest failed.
        pm.add_pass(pass("test-dynamic-pipeline", "")).unwrap();
        let (stderr, ok, _) = run_text(&ctx, &mut pm, THREE, &config);
        assert!(!ok);
        let errors: Vec<&str> = stderr
            .lines()
            .filter(|l| l.contains("error: illegal operation"))
            .collect();
        assert_eq!(
            errors,
            [
                "in.mlir:1:1: error: illegal operation",
                "in.mlir:4:1: error: illegal operation",
                "in.mlir:7:1: error: illegal operation"
            ]
        );
        assert!(!stderr.contains("Dynamic execute"), "{stderr}");
    }
}

#[test]
fn a_failure_without_diagnostics_fails_silently() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.add_pass(pass("test-pass-failure", "")).unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, THREE, &quiet());
    assert!(!ok);
    assert_eq!(stderr, "");
}

#[test]
fn a_panicking_pass_is_reported_as_its_failure() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-pass-crash", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, THREE, &quiet());
    assert!(!ok);
    assert!(stderr.contains(
        "in.mlir:4:1: note: Pipeline failed while executing [`(anonymous namespace)::TestCrashRecoveryPass` on 'func.func' operation: @b]"
    ), "{stderr}");
}

#[test]
fn invalid_ir_from_a_pass_is_caught_by_the_verifier_after_it() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-pass-create-invalid-ir", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, THREE, &RunConfig::default());
    assert!(!ok);
    let first = "<unknown>:0: error: 'test.any_attr_of_i32_str' op requires attribute 'attr'\n<unknown>:0: note: see current operation: \"test.any_attr_of_i32_str\"() : () -> ()\n";
    assert_eq!(stderr, first.repeat(3));

    // A pass that also signals failure is not verified after.
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-pass-create-invalid-ir", "signal-pass-failure"))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, THREE, &RunConfig::default());
    assert!(!ok);
    assert_eq!(stderr, "");
}

#[test]
fn a_parent_made_invalid_by_a_nested_pass_is_caught_after_the_nest() {
    let ctx = tileir_dialects::context();
    let text = "func.func @f() {\n  return\n}\n";
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-pass-invalid-parent", ""))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, text, &quiet());
    assert!(!ok);
    assert_eq!(
        stderr,
        "in.mlir:1:1: error: 'test.call' op 'some_unknown_func' does not reference a valid function\nfunc.func @f() {\n^\n"
    );

    // Without verification the call stays, first in the function.
    let config = RunConfig {
        verify_each: false,
        ..quiet()
    };
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("func.func")
        .add_pass(pass("test-pass-invalid-parent", ""))
        .unwrap();
    let (stderr, ok, root) = run_text(&ctx, &mut pm, text, &config);
    assert!(ok, "{stderr}");
    let printed = print_op(&ctx, &root.body, root.op, &PrintOptions::default());
    assert_eq!(
        printed,
        "module {\n  func.func @f() {\n    test.call @some_unknown_func() : () -> ()\n    return\n  }\n}\n\n"
    );
}

const MODULES: &str = "\
module @first {
  module @a {}
  module @b {
    module @c {}
  }
}
module @second {}
";

#[test]
fn a_dynamic_pipeline_runs_on_the_named_ops_only() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .add_pass(pass(
            "test-dynamic-pipeline",
            "op-name=second dynamic-pipeline=test-dynamic-pipeline",
        ))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, MODULES, &quiet());
    assert!(ok, "{stderr}");
    assert_eq!(
        stderr,
        "Dynamic execute 'test-dynamic-pipeline' on builtin.module\n\
         dynamic-pipeline skip op name: first\n\
         Dynamic execute 'test-dynamic-pipeline' on builtin.module\n\
         Dynamic execute '' on builtin.module\n\
         Empty pipeline\n"
    );
}

#[test]
fn a_dynamic_pipeline_on_nested_ops_runs_innermost_first() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .add_pass(pass(
            "test-dynamic-pipeline",
            "op-name=first run-on-nested-operations dynamic-pipeline=test-pass-failure{gen-diagnostics}",
        ))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, MODULES, &quiet());
    assert!(!ok, "a nested run failed");
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("Run on") || l.contains("error"))
        .collect();
    assert_eq!(
        lines,
        [
            "Run on nested op",
            "Run on module @a {",
            "in.mlir:2:3: error: illegal operation",
            "Run on module @c {",
            "in.mlir:4:5: error: illegal operation",
            "Run on module @b {",
            "in.mlir:3:3: error: illegal operation",
        ]
    );
}

#[test]
fn a_dynamic_pipeline_on_the_parent_is_refused_on_the_parent() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .add_pass(pass(
            "test-dynamic-pipeline",
            "op-name=second run-on-parent dynamic-pipeline=test-stats-pass",
        ))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, MODULES, &RunConfig::default());
    // Upstream's pass expects the refusal and succeeds.
    assert!(ok, "{stderr}");
    assert!(
        stderr.contains(
            "in.mlir:0:0: error: 'builtin.module' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing\nin.mlir:0:0: note: see current operation: \n\"builtin.module\"() ({\n  \"builtin.module\"() <{sym_name = \"first\"}> ({"
        ),
        "{stderr}"
    );
}

#[test]
fn a_dynamic_pipeline_that_does_not_parse_is_reported_on_stderr() {
    let ctx = tileir_dialects::context();
    let mut pm = OpPassManager::new("builtin.module");
    pm.nest("builtin.module")
        .add_pass(pass(
            "test-dynamic-pipeline",
            "op-name=second dynamic-pipeline=no-such-pass",
        ))
        .unwrap();
    let (stderr, ok, _) = run_text(&ctx, &mut pm, MODULES, &quiet());
    assert!(ok, "{stderr}");
    let error = "MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline\nno-such-pass\n^\n";
    // Once when the pipeline starts, once when the pass runs on @second.
    assert_eq!(stderr.matches(error).count(), 2, "{stderr}");
    assert!(stderr.starts_with(error), "{stderr}");
}

#[test]
fn output_is_the_same_with_and_without_threads() {
    let ctx = tileir_dialects::context();
    let mut text = String::new();
    for i in 0..64 {
        text.push_str(&format!("func.func @f{i}() {{\n  return\n}}\n"));
        if i % 5 == 0 {
            text.push_str(&format!("module @m{i} {{}}\n"));
        }
    }
    let build = || {
        let mut pm = OpPassManager::new("builtin.module");
        let any = pm.nest("any");
        any.add_pass(pass(
            "test-dynamic-pipeline",
            "dynamic-pipeline=test-stats-pass",
        ))
        .unwrap();
        pm.nest("func.func")
            .add_pass(pass("test-interface-pass", ""))
            .unwrap();
        pm.nest("func.func")
            .add_pass(pass("test-pass-create-invalid-ir", ""))
            .unwrap();
        pm
    };
    let mut outputs = Vec::new();
    for threading in [false, true] {
        let config = RunConfig {
            threading,
            ..RunConfig::default()
        };
        let (stderr, ok, _) = run_text(&ctx, &mut build(), &text, &config);
        assert!(!ok);
        outputs.push(stderr);
    }
    assert_eq!(outputs[0], outputs[1]);
    assert_eq!(outputs[0].matches("requires attribute 'attr'").count(), 64);
}

#[test]
fn named_pipelines_build_their_passes() {
    let reg = registry();
    let tileir_passes::registry::Entry::Pipeline(info) =
        reg.lookup("test-pm-nested-pipeline").unwrap()
    else {
        panic!("a pipeline")
    };
    let mut pm = OpPassManager::new("builtin.module");
    (info.build)(&OptionValues::defaults(info.options), &mut pm).unwrap();
    assert_eq!(
        shape(&pm),
        "[builtin.module(test-module-pass,[func.func(test-function-pass)])],[func.func(test-function-pass)]"
    );
}
