//! The driver's flags: defaults, derived values, and the validation errors
//! (LLVM's `cl` messages for values that do not parse, tileiras's for the
//! checks after parsing).

use tileir_passes::driver::{
    build_pipelines, driver_flag, driver_flags, DriverOptions, EmitLineInfo, PipelineStrategy,
};

fn parse(flags: &[(&str, Option<&str>)]) -> Result<DriverOptions, String> {
    DriverOptions::parse(flags.iter().copied())
}

fn error(flags: &[(&str, Option<&str>)]) -> String {
    parse(flags).expect_err("flags should be rejected")
}

#[test]
fn defaults_are_the_drivers() {
    let o = DriverOptions::default();
    assert_eq!((o.opt_level, o.gpu_name.as_str()), (3, "sm_100"));
    assert_eq!((o.num_warps, o.num_ctas), (4, 1));
    assert_eq!(o.unspecialized_pipeline_num_stages, 4);
    assert_eq!(
        (o.rrt_size_threshold, o.max_constraint_iterations),
        (4096, 10)
    );
    assert_eq!(o.host_triple, "native");
    let eff = o.effective();
    assert_eq!(eff.compute_capability, "sm_100");
    assert_eq!(eff.pipeline_strategy, PipelineStrategy::WarpSpecialize);
    assert_eq!(eff.v2_opt_level, 3);
    assert_eq!(eff.emit_line_info, EmitLineInfo::None);
}

#[test]
fn derived_values_follow_the_driver() {
    let o = parse(&[("O", Some("0"))]).unwrap();
    assert_eq!(o.effective().v2_opt_level, 1);
    let o = parse(&[("lineinfo", None)]).unwrap();
    assert_eq!(o.effective().emit_line_info, EmitLineInfo::InputIr);
    let o = parse(&[("O", Some("0")), ("device-debug", None)]).unwrap();
    assert_eq!(o.effective().emit_line_info, EmitLineInfo::InputIr);
    // Explicit values win over derived ones; device-debug still forces
    // line info on.
    let o = parse(&[
        ("v2-opt-level", Some("2")),
        ("pipeline-strategy", Some("none")),
    ])
    .unwrap();
    assert_eq!(o.effective().v2_opt_level, 2);
    assert_eq!(o.effective().pipeline_strategy, PipelineStrategy::None);
    let o = parse(&[
        ("O", Some("0")),
        ("g", None),
        ("emit-line-info", Some("none")),
    ])
    .unwrap();
    assert_eq!(o.effective().emit_line_info, EmitLineInfo::InputIr);
    let o = parse(&[("emit-line-info", Some("post-tileas")), ("lineinfo", None)]).unwrap();
    assert_eq!(o.effective().emit_line_info, EmitLineInfo::PostTileAs);
    let o = parse(&[("compute-capability", Some("sm_121a"))]).unwrap();
    assert_eq!(o.effective().builder_sm, Some(121));
    assert_eq!(o.effective().driver_sm, Some(100));
}

#[test]
fn later_flags_override_earlier_ones() {
    let o = parse(&[("O", Some("1")), ("opt-level", Some("2"))]).unwrap();
    assert_eq!(o.opt_level, 2);
}

#[test]
fn opt_level_errors() {
    assert_eq!(error(&[("O", Some("4"))]), "invalid optimization level: 4");
    assert_eq!(
        error(&[("opt-level", Some("-1"))]),
        "invalid optimization level: -1"
    );
    assert_eq!(
        error(&[("O", Some("fast"))]),
        "for the -O option: 'fast' value invalid for integer argument!"
    );
    assert_eq!(
        error(&[("opt-level", None)]),
        "for the --opt-level option: requires a value!"
    );
}

#[test]
fn device_debug_needs_o0() {
    let message = "optimized debugging is currently not supported, change the optimization level to 0 or disable full debug info";
    assert_eq!(error(&[("g", None)]), message);
    assert_eq!(
        error(&[("device-debug", Some("true")), ("O", Some("2"))]),
        message
    );
    assert!(parse(&[("device-debug", Some("true")), ("O", Some("0"))]).is_ok());
    assert!(parse(&[("device-debug", Some("false"))]).is_ok());
    // build_pipelines checks too (options built by hand).
    let o = DriverOptions {
        device_debug: true,
        ..DriverOptions::default()
    };
    assert_eq!(build_pipelines(&o).err().as_deref(), Some(message));
}

#[test]
fn values_that_do_not_parse_get_llvms_messages() {
    assert_eq!(
        error(&[("gpu-name", Some("sm_75"))]),
        "for the --gpu-name option: Cannot find option named 'sm_75'!"
    );
    assert_eq!(
        error(&[("pipeline-strategy", Some("fast"))]),
        "for the --pipeline-strategy option: Cannot find option named 'fast'!"
    );
    assert_eq!(
        error(&[("emit-line-info", Some("inputir"))]),
        "for the --emit-line-info option: Cannot find option named 'inputir'!"
    );
    assert_eq!(
        error(&[("lineinfo", Some("maybe"))]),
        "for the --lineinfo option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
    );
    assert_eq!(
        error(&[("num-warps", Some("99999999999"))]),
        "for the --num-warps option: '99999999999' value invalid for integer argument!"
    );
    assert_eq!(
        error(&[("rrt-size-threshold", Some("-1"))]),
        "for the --rrt-size-threshold option: '-1' value invalid for uint argument!"
    );
    assert_eq!(
        error(&[("max-constraint-iterations", Some("4294967296"))]),
        "for the --max-constraint-iterations option: '4294967296' value invalid for uint argument!"
    );
}

#[test]
fn v2_opt_level_must_name_a_scheduler() {
    assert_eq!(
        error(&[("v2-opt-level", Some("5"))]),
        "invalid v2-opt-level: 5 (0 selects the v1 TileAS pipeline, 1 to 4 a scheduler)"
    );
    assert!(parse(&[("v2-opt-level", Some("4"))]).is_ok());
    assert!(parse(&[("v2-opt-level", Some("0"))]).is_ok());
}

#[test]
fn unknown_flags_are_refused() {
    assert_eq!(error(&[("opt", Some("3"))]), "unknown driver flag 'opt'");
}

#[test]
fn every_flag_is_described_and_settable() {
    let flags = driver_flags();
    assert_eq!(flags.len(), 24);
    for f in flags {
        assert!(!f.help.is_empty(), "{}", f.name);
        let mut o = DriverOptions::default();
        // Each flag takes its default (or, when derived, a valid value).
        let value = f.default.unwrap_or_else(|| match f.name {
            "compute-capability" => "sm_100",
            "pipeline-strategy" => "none",
            "v2-opt-level" => "3",
            "emit-line-info" => "tileaa",
            other => panic!("{other} has no default"),
        });
        o.set(f.name, Some(value)).unwrap();
        o.validate().unwrap();
    }
    assert_eq!(driver_flag("O").unwrap().name, "opt-level");
    assert_eq!(driver_flag("g").unwrap().name, "device-debug");
}
