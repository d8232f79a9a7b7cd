//! The ScheduleAnalysis rule: a pass between `tileas-generate-schedule` and
//! `tileas-materialize-schedule` must preserve ScheduleAnalysis, or the
//! pipeline is rejected when it is built.

use tileir_passes::manager::{BuildError, OpPassManager, PassInstance};
use tileir_passes::registry::registry;
use tileir_passes::schedule_rule::check;

fn pass(argument: &str) -> PassInstance {
    PassInstance::with_defaults(registry().pass(argument).expect(argument)).unwrap()
}

/// `gpu.module(<module passes>, nv_tileaa.func(<func passes>))` built in
/// the order given: `f:` marks a pass nested in `nv_tileaa.func`.
fn pipeline(passes: &[&str]) -> OpPassManager {
    let mut pm = OpPassManager::new("any");
    let gpu = pm.nest("gpu.module");
    for p in passes {
        match p.strip_prefix("f:") {
            Some(name) => gpu.nest("nv_tileaa.func").add_pass(pass(name)).unwrap(),
            None => gpu.add_pass(pass(p)).unwrap(),
        }
    }
    pm
}

fn rejected(pass_name: &str) -> Result<(), BuildError> {
    Err(BuildError(format!(
        "pass '{pass_name}' between schedule generation and materialization does not preserve ScheduleAnalysis"
    )))
}

#[test]
fn generate_then_materialize_is_accepted() {
    let pm = pipeline(&["tileas-generate-schedule", "f:tileas-materialize-schedule"]);
    assert_eq!(check(&pm), Ok(()));
}

#[test]
fn cleanup_passes_that_preserve_the_analysis_are_accepted() {
    let pm = pipeline(&[
        "tileas-generate-schedule",
        "cse",
        "f:canonicalize",
        "f:tileas-materialize-schedule",
    ]);
    assert_eq!(check(&pm), Ok(()));
}

#[test]
fn a_pass_that_does_not_preserve_it_is_rejected() {
    let pm = pipeline(&[
        "tileas-generate-schedule",
        "cse",
        "f:loop-invariant-code-motion",
        "f:tileas-remove-layout-conversions",
        "f:tileas-materialize-schedule",
    ]);
    // The first offender is named, by its class name.
    assert_eq!(check(&pm), rejected("LoopInvariantCodeMotion"));
}

#[test]
fn finalize_applies_the_rule() {
    let ctx = tileir_dialects::context();
    let mut pm = pipeline(&[
        "tileas-generate-schedule",
        "tileas-optimize-reduce",
        "f:tileas-materialize-schedule",
    ]);
    assert_eq!(pm.finalize(&ctx), rejected("TileASOptimizeReduce"));
    let mut good = pipeline(&["tileas-generate-schedule", "f:tileas-materialize-schedule"]);
    assert_eq!(good.finalize(&ctx), Ok(()));
}

#[test]
fn passes_outside_a_generate_materialize_pair_are_not_checked() {
    // Before generation, after materialization, and after a generate pass
    // that nothing materializes.
    let pm = pipeline(&[
        "f:loop-invariant-code-motion",
        "tileas-generate-schedule",
        "f:tileas-materialize-schedule",
        "f:loop-invariant-code-motion",
        "tileas-generate-schedule",
        "tileas-optimize-reduce",
    ]);
    assert_eq!(check(&pm), Ok(()));
}

#[test]
fn a_second_generate_pass_starts_a_new_region() {
    let pm = pipeline(&[
        "tileas-generate-schedule",
        "tileas-optimize-reduce",
        "tileas-generate-schedule",
        "f:tileas-materialize-schedule",
    ]);
    assert_eq!(check(&pm), Ok(()));
    let pm = pipeline(&[
        "tileas-generate-schedule",
        "tileas-generate-schedule",
        "tileas-optimize-reduce",
        "f:tileas-materialize-schedule",
    ]);
    assert_eq!(check(&pm), rejected("TileASOptimizeReduce"));
}

#[test]
fn the_schedule_passes_declare_the_analysis() {
    let generate = registry().pass("tileas-generate-schedule").unwrap();
    assert!(generate.preserves.contains(&"ScheduleAnalysis"));
    let materialize = registry().pass("tileas-materialize-schedule").unwrap();
    assert!(materialize.requires.contains(&"ScheduleAnalysis"));
    for cleanup in ["cse", "canonicalize"] {
        assert!(registry()
            .pass(cleanup)
            .unwrap()
            .preserves
            .contains(&"ScheduleAnalysis"));
    }
}
