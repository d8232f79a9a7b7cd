//! The greedy driver's pattern application: benefit order, the
//! `disable-patterns` / `enable-patterns` filter, `max-num-rewrites`, and a
//! pattern set that never converges stopping at the iteration limit.

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_ir::Context;
use tileir_passes::greedy::{apply_patterns_greedily, GreedyConfig, PatternFilter, PatternSet};

/// `px.a` has two patterns: `ToB` (benefit 1, declared first) and `ToC`
/// (benefit 2); `px.flip` toggles its `on` attribute forever.
mod pattern_dialect {
    use tileir_ir::dialect::{
        Arity, DialectDef, Interfaces, OpDef, RewritePattern, Traits, ValueDecl,
    };
    use tileir_ir::rewriter::Rewriter;
    use tileir_ir::{OpId, OperationState};

    const ANY: &[ValueDecl] = &[ValueDecl {
        name: "values",
        arity: Arity::Variadic,
        constraint: None,
    }];

    fn replace_with(rw: &mut Rewriter<'_>, op: OpId, name: &str) -> bool {
        let body = rw.body();
        let mut state = OperationState::new(rw.ctx.op_name(name), body.op_loc(op));
        state.result_types = body.results(op).map(|v| body.value_type(v)).collect();
        state.operands = body.operands(op).collect();
        let new_op = rw.create(state);
        rw.replace_op_with_op(op, new_op);
        true
    }

    fn to_b(rw: &mut Rewriter<'_>, op: OpId) -> bool {
        replace_with(rw, op, "px.b")
    }

    fn to_c(rw: &mut Rewriter<'_>, op: OpId) -> bool {
        replace_with(rw, op, "px.c")
    }

    fn flip(rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let on = rw.body().attr(ctx, op, "on").is_some();
        let name = ctx.symbol("on");
        rw.modify_op_in_place(op, |body| {
            if on {
                body.remove_attr(ctx, op, name);
            } else {
                body.set_attr(ctx, op, name, ctx.unit_attr());
            }
        });
        true
    }

    const fn op(name: &'static str, patterns: &'static [RewritePattern]) -> OpDef {
        OpDef {
            name,
            operands: ANY,
            results: ANY,
            interfaces: Interfaces {
                canonicalization_patterns: patterns,
                ..Interfaces::DEFAULT
            },
            ..OpDef::DEFAULT
        }
    }

    pub static DIALECT: DialectDef = DialectDef {
        name: "px",
        ops: &[
            op(
                "px.a",
                &[
                    RewritePattern::new("ToB", to_b),
                    RewritePattern::new("ToC", to_c).with_benefit(2),
                ],
            ),
            OpDef {
                traits: Traits::PURE,
                ..op("px.b", &[])
            },
            op("px.c", &[]),
            op("px.flip", &[RewritePattern::new("Flip", flip)]),
        ],
        ..DialectDef::DEFAULT
    };
}

fn context() -> Context {
    Context::with_dialects(&[
        &tileir_ir::builtin::DIALECT,
        &tileir_dialects::func::DIALECT,
        &pattern_dialect::DIALECT,
    ])
}

/// Runs the driver on the one function of `input`; the printed module and
/// whether it converged.
fn run(input: &str, filter: &PatternFilter, config: &GreedyConfig) -> (String, bool) {
    let ctx = context();
    let mut owned =
        parse_source(&ctx, "p.mlir", input, 1, &ParserConfig::default()).expect("parses");
    let module_region = owned.body.regions(owned.op)[0];
    let module = owned.body.child_body_mut(owned.op).unwrap();
    let f = module
        .first_op(module.entry_block(module_region).unwrap())
        .unwrap();
    let region = module.regions(f)[0];
    let patterns = PatternSet::canonicalization(&ctx, filter);
    let outcome = apply_patterns_greedily(
        &ctx,
        module.child_body_mut(f).unwrap(),
        region,
        &patterns,
        config,
    );
    let text = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    (text, outcome.converged)
}

const TWO_AS: &str = r#"func.func @f(%x: i32) -> (i32, i32) {
  %0 = "px.a"(%x) : (i32) -> i32
  %1 = "px.a"(%0) : (i32) -> i32
  return %0, %1 : i32, i32
}
"#;

fn names(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.split('"').nth(1))
        .filter(|n| n.starts_with("px."))
        .collect()
}

fn filter(disabled: &[&str], enabled: &[&str]) -> PatternFilter {
    PatternFilter {
        disabled: disabled.iter().map(|s| s.to_string()).collect(),
        enabled: enabled.iter().map(|s| s.to_string()).collect(),
    }
}

#[test]
fn highest_benefit_first() {
    let (text, converged) = run(TWO_AS, &filter(&[], &[]), &GreedyConfig::default());
    assert!(converged);
    assert_eq!(names(&text), ["px.c", "px.c"], "{text}");
}

#[test]
fn disabled_and_enabled_patterns_filter_by_name() {
    let config = GreedyConfig::default();
    let (text, _) = run(TWO_AS, &filter(&["ToC"], &[]), &config);
    assert_eq!(names(&text), ["px.b", "px.b"], "{text}");
    let (text, _) = run(TWO_AS, &filter(&[], &["ToB"]), &config);
    assert_eq!(names(&text), ["px.b", "px.b"], "{text}");
    let (text, _) = run(TWO_AS, &filter(&["ToB"], &["ToB"]), &config);
    assert_eq!(names(&text), ["px.a", "px.a"], "{text}");
    let (text, _) = run(TWO_AS, &filter(&[], &["Nothing"]), &config);
    assert_eq!(names(&text), ["px.a", "px.a"], "{text}");
}

#[test]
fn max_num_rewrites_stops_an_iteration() {
    let config = GreedyConfig {
        max_num_rewrites: Some(1),
        max_iterations: Some(1),
        ..GreedyConfig::default()
    };
    let (text, converged) = run(TWO_AS, &filter(&[], &[]), &config);
    assert!(!converged);
    assert_eq!(names(&text), ["px.c", "px.a"], "{text}");
    // One rewrite per iteration: two iterations do both, the third sees
    // nothing left.
    let config = GreedyConfig {
        max_num_rewrites: Some(1),
        max_iterations: Some(3),
        ..GreedyConfig::default()
    };
    let (text, converged) = run(TWO_AS, &filter(&[], &[]), &config);
    assert!(converged);
    assert_eq!(names(&text), ["px.c", "px.c"], "{text}");
}

#[test]
fn a_cycle_stops_at_the_iteration_limit() {
    let input = r#"func.func @f() {
  "px.flip"() : () -> ()
  return
}
"#;
    for max in [1, 2, 7] {
        let config = GreedyConfig {
            max_iterations: Some(max),
            max_num_rewrites: Some(1000),
            ..GreedyConfig::default()
        };
        let (text, converged) = run(input, &filter(&[], &[]), &config);
        assert!(!converged);
        // Each rewrite re-queues the op: within one iteration it flips
        // until the rewrite limit.
        assert!(text.contains("\"px.flip\"()"), "{text}");
    }
}
