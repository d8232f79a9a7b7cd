//! Acceptance B of issue 11: for -O0..-O3, sm_90 / sm_100 / sm_120 and each
//! pipeline strategy, the driver builds reference/pipelines.md's two pass
//! managers. The expected text is written here in the layout of
//! pipelines.md section 8.1 (every option printed, as mlir-opt prints a
//! pass), from the section's rules for other levels, GPUs and strategies;
//! the managers are compared after `finalize` (which merges adjacent nests
//! as MLIR does, giving 8.1's grouping).

use tileir_passes::driver::{build_pipelines, DriverOptions};
use tileir_passes::manager::{Element, OpPassManager};
use tileir_passes::options::OptionValues;
use tileir_passes::pipeline_text::{parse_pipeline, print_pipeline};

const CANON: &str =
    "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}";
const INLINE: &str =
    "inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }";

const PM1: &str = "
builtin.module(symbol-dce,
  convert-cudatile-debuginfo{debuginfo-level=none is-optimized=$OPTIMIZED},
  $INLINE,
  $BLOCK
  symbol-dce,
  convert-cudatile-to-tileaa{compute-capability=$CC})";

const PM2: &str = "
any(
 gpu.module(
  $INLINE,
  nv_tileaa.func(tileaa-optimize-memref-indextype),
  tileaa-print-to-printglobal,
  nv_tileaa.func(tileaa-tighten-tiled-view-inbounds),
  convert-tileaa-to-tileas{compute-capability=$CC num-ctas=1 num-warps=4},
  nv_tileaa.func(remove-dead-values{canonicalize=true}),
  $CANON,
  symbol-dce,
  nv_tileaa.func(tileas-assign-dot-layouts,
                 tileas-fp8-dot-accumulation-promotion,
                 tileas-plan-cta,
                 tileas-plan-cta-v2,
                 tileas-assign-load-store-layouts{override-method=none},
                 tileas-assign-inv-triangular-matrix-layouts,
                 tileas-coarse-grained-layout-assignment,
                 tileas-remove-layout-conversions,
                 tileas-legalize-slice-hint-layout,
                 tileas-remove-layout-conversions),
  tileas-refine-atom-by-resource{smem-capacity-bytes=-1 smem-capacity-ratio=$RATIO tmem-capacity-bytes=-1 tmem-capacity-ratio=1.000000e+00},
  nv_tileaa.func(loop-invariant-code-motion),
  tileas-remove-dead-args,
  sink-negf-through-shapes,
  nv_tileaa.func(tileas-legalize-fma-dot),
  tileas-prepare-for-scheduling{use-AUS=$AUS use-dual-simt=true},
  nv_tileaa.func(tileas-optimize-alloc-tensor{in-AUP-mode=false},
                 $RESOLVE
                 tileas-transform-constraint-hints),
  tileas-generate-schedule{max-constraint-iterations=10 rrt-size-threshold=4096 scheduler=$SCHEDULER trace-file-path= use-AUS=$AUS},
  nv_tileaa.func(tileas-materialize-schedule{enable-schedule-rewrite=true use-AUS=$AUS use-dual-simt=true}),
  optimize-execution-unit-mapping,
  nv_tileaa.func(lower-tma-load-store-to-async,
                 tileas-materialize-async,
                 cse,
                 $CANON),
  tileas-optimize-reduce,
  nv_tileaa.func(tileas-unroll-register-loops,
                 tileas-insert-OCG-knobs,
                 tileas-legalize-scan,
                 tileas-attach-tma-desc-args,
                 tileas-warn-register-pressure{threshold=200}),
  separate-host-tma{dump-host= enable-debug-logging=false host-symbol-prefix= host-triple=native},
  convert-nv-tileas-to-llvm{skip-pipeline=false},
  cse,
  core-to-llvm-prepare,
  convert-nv-tile-func-to-llvm,
  cute-desugar,
  cute-expand-ops{enable-assertions=false},
  convert-pipeline-to-nvvm,
  convert-cutlass-to-cute,
  insert-range-for-threadids,
  $CANON,
  cse,
  loop-invariant-code-motion,
  convert-cute-to-core,
  core-to-llvm-prepare),
 reconcile-unrealized-casts,
 gpu.module(convert-scf-to-cf{allow-pattern-rollback=true}),
 legalize-llvm-types,
 core-to-llvm-prepare,
 one-shot-convert-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false},
 gpu.module($CANON,
            cse,
            linearize-dwarf,
            convert-debuginfo-to-llvm{default-language={tile ir}}),
 nv-tile-ir-convert-target-to-nvvm{opt-level=$OPT use-current-process-cuda-compilers=false use-nvgpucomp-libnvvm=false})";

/// The layout above without its line breaks and indentation.
fn one_line(text: &str) -> String {
    text.lines().map(str::trim_start).collect()
}

fn expected(level: u32, gpu: &str, strategy: &str) -> (String, String) {
    let block = match level {
        0 => String::new(),
        1 => "cuda_tile.module(any($CANON,cse)),".to_string(),
        2 => "cuda_tile.module(any($CANON,cse,cuda-tile-licm)),".to_string(),
        _ => {
            "cuda_tile.module(any($CANON,cse,cuda-tile-licm,loop-split{split-threshold=1},$CANON)),"
                .to_string()
        }
    };
    let unspecialize = strategy == "unspecialize";
    let fill = |text: &str| {
        one_line(text)
            .replace("$BLOCK", &block)
            .replace("$CANON", CANON)
            .replace("$INLINE", INLINE)
            .replace("$CC", gpu)
            .replace("$OPTIMIZED", if level > 0 { "true" } else { "false" })
            .replace(
                "$RATIO",
                if gpu == "sm_120" {
                    "8.200000e-01"
                } else {
                    "8.000000e-01"
                },
            )
            .replace("$AUS", if unspecialize { "true" } else { "false" })
            .replace(
                "$RESOLVE",
                if unspecialize {
                    ""
                } else {
                    "tileas-resolve-agent-boundary,"
                },
            )
            .replace("$SCHEDULER", if level == 0 { "serial" } else { "cost-v2" })
            .replace("$OPT", &level.to_string())
    };
    (fill(PM1), fill(PM2))
}

fn options(flags: &[(&str, &str)]) -> DriverOptions {
    DriverOptions::parse(flags.iter().map(|&(f, v)| (f, Some(v)))).unwrap()
}

fn built(flags: &[(&str, &str)]) -> (String, String) {
    let (mut pm1, mut pm2) = build_pipelines(&options(flags)).unwrap();
    let ctx = tileir_dialects::context();
    pm1.finalize(&ctx).unwrap();
    pm2.finalize(&ctx).unwrap();
    (print_pipeline(&pm1), print_pipeline(&pm2))
}

#[test]
fn every_level_gpu_and_strategy_builds_the_reference_pipelines() {
    let mut cases = 0;
    for level in 0..=3u32 {
        for gpu in ["sm_90", "sm_100", "sm_120"] {
            // `None` is the driver's choice (warp-specialize for these GPUs).
            for strategy in [
                None,
                Some("none"),
                Some("unspecialize"),
                Some("warp-specialize"),
            ] {
                let level_text = level.to_string();
                let mut flags = vec![("O", level_text.as_str()), ("gpu-name", gpu)];
                if let Some(s) = strategy {
                    flags.push(("pipeline-strategy", s));
                }
                let (pm1, pm2) = built(&flags);
                // Printing then re-parsing gives the same pipeline.
                for text in [&pm1, &pm2] {
                    let reparsed = parse_pipeline(&tileir_dialects::context(), text)
                        .unwrap_or_else(|e| panic!("{text} does not parse back: {}", e.rendered));
                    assert_eq!(&print_pipeline(&reparsed), text);
                }
                let (want1, want2) = expected(level, gpu, strategy.unwrap_or("warp-specialize"));
                assert_eq!(pm1, want1, "PM#1 for {flags:?}");
                assert_eq!(pm2, want2, "PM#2 for {flags:?}");
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 48);
}

#[test]
fn the_default_is_o3_on_sm_100() {
    assert_eq!(built(&[]), expected(3, "sm_100", "warp-specialize"));
}

#[test]
fn unfinalized_managers_keep_one_nest_per_stage() {
    let (pm1, pm2) = build_pipelines(&DriverOptions::default()).unwrap();
    // PM#1 has no adjacent nests to merge.
    assert_eq!(
        print_pipeline(&pm1),
        expected(3, "sm_100", "warp-specialize").0
    );
    // PM#2: one gpu.module per stage (TileAA, TileAS, TileAS to LLVM,
    // final) before the first root pass, each function pass its own nest.
    let text = print_pipeline(&pm2);
    assert!(text.starts_with(&format!(
        "any(gpu.module({INLINE},nv_tileaa.func(tileaa-optimize-memref-indextype),tileaa-print-to-printglobal,"
    )));
    assert!(text.contains(
        "symbol-dce),gpu.module(nv_tileaa.func(tileas-assign-dot-layouts),nv_tileaa.func(tileas-fp8-dot-accumulation-promotion),"
    ));
    assert!(
        text.contains("tileas-insert-OCG-knobs)),gpu.module(nv_tileaa.func(tileas-legalize-scan),")
    );
    assert!(text.contains("convert-nv-tile-func-to-llvm),gpu.module(cute-desugar,"));
    assert_eq!(pm2.size(), 65);
}

/// The printed finalized PM#2 for these flags.
fn pm2(flags: &[(&str, &str)]) -> String {
    built(flags).1
}

#[test]
fn device_debug_adds_the_debug_fence_passes_and_full_debug_info() {
    let (pm1, text) = built(&[("O", "0"), ("g", "true")]);
    assert!(pm1.contains("convert-cudatile-debuginfo{debuginfo-level=full is-optimized=false}"));
    assert!(text.contains(
        "tileas-warn-register-pressure{threshold=200}),separate-host-tma{dump-host= enable-debug-logging=false host-symbol-prefix= host-triple=native},nv_tileaa.func(lower-debug-fence-boundaries),convert-nv-tileas-to-llvm{skip-pipeline=false},cse,nv_tileaa.func(lower-debug-fence-polling-ops),core-to-llvm-prepare,"
    ));
    assert!(text.contains(&format!(
        "gpu.module({CANON},cse,llvm.func(materialize-debug-fence-epochs),linearize-dwarf,convert-debuginfo-to-llvm{{default-language={{tile ir}}}}),ensure-debug-info-scope-on-llvm-func{{emission-kind=Full}},nv-tile-ir-convert-target-to-nvvm{{opt-level=0 "
    )));
    // Device debug forces line info to inputIR, which adds no snapshot.
    assert!(!text.contains("snapshot-op-locations"));
}

#[test]
fn lineinfo_asks_for_debug_directives() {
    let (pm1, text) = built(&[("lineinfo", "true")]);
    assert!(pm1.contains(
        "convert-cudatile-debuginfo{debuginfo-level=debug-directives is-optimized=true}"
    ));
    assert!(text.contains(
        "convert-debuginfo-to-llvm{default-language={tile ir}}),ensure-debug-info-scope-on-llvm-func{emission-kind=DebugDirectivesOnly},nv-tile-ir-convert-target-to-nvvm{opt-level=3 "
    ));
    assert!(!text.contains("materialize-debug-fence-epochs"));
    assert!(!text.contains("snapshot-op-locations"));
}

const SNAPSHOT: &str = "snapshot-op-locations{filename=snapshot.mlir pretty-debuginfo=false print-debuginfo=false print-local-scope=false print-op-generic=false tag=}";

#[test]
fn emit_line_info_places_the_snapshot() {
    let text = pm2(&[("emit-line-info", "tileaa")]);
    assert!(text.starts_with(&format!(
        "any(gpu.module({INLINE},{SNAPSHOT},nv_tileaa.func("
    )));
    // After the TileAS stage, at the root (which splits the gpu.module).
    let text = pm2(&[("emit-line-info", "tileas")]);
    assert!(text.contains(&format!(
        "tileas-insert-OCG-knobs)),{SNAPSHOT},gpu.module(nv_tileaa.func(tileas-legalize-scan,"
    )));
    let text = pm2(&[("emit-line-info", "post-tileas")]);
    assert!(text.contains(&format!(
        "convert-nv-tileas-to-llvm{{skip-pipeline=false}},cse),{SNAPSHOT},gpu.module(core-to-llvm-prepare,convert-nv-tile-func-to-llvm,cute-desugar,"
    )));
    // Every snapshot level but none also asks for debug directives.
    for level in ["inputIR", "tileaa", "tileas", "post-tileas"] {
        assert!(pm2(&[("emit-line-info", level)])
            .contains("ensure-debug-info-scope-on-llvm-func{emission-kind=DebugDirectivesOnly}"));
    }
    assert_eq!(pm2(&[("emit-line-info", "none")]), pm2(&[]));
}

#[test]
fn dynamic_persistent_needs_sm_100() {
    let text = pm2(&[("dynamic-persistent", "true")]);
    assert!(text.contains(
        "symbol-dce,nv_tileaa.func(tileas-dynamic-persistent,tileas-assign-dot-layouts,"
    ));
    let text = pm2(&[("dynamic-persistent", "true"), ("gpu-name", "sm_90")]);
    assert!(!text.contains("tileas-dynamic-persistent"));
}

#[test]
fn random_delay_follows_the_thread_id_ranges() {
    let text = pm2(&[("enable-random-delay", "1")]);
    assert!(text.contains(&format!(
        "insert-range-for-threadids,cute-enable-random-delay{{debug=false}},{CANON},cse,loop-invariant-code-motion,convert-cute-to-core,"
    )));
}

#[test]
fn schedule_options_reach_generate_schedule() {
    let text = pm2(&[
        ("schedule-trace-file", "/tmp/trace.json"),
        ("rrt-size-threshold", "0"),
        ("max-constraint-iterations", "3"),
        ("v2-opt-level", "4"),
    ]);
    assert!(text.contains(
        "tileas-generate-schedule{max-constraint-iterations=3 rrt-size-threshold=0 scheduler=cost-v2-sms trace-file-path=/tmp/trace.json use-AUS=false}"
    ));
    assert!(pm2(&[("v2-opt-level", "2")]).contains("scheduler=cost "));
    assert!(pm2(&[("O", "0")]).contains("scheduler=serial "));
}

#[test]
fn host_and_target_options_are_forwarded() {
    let text = pm2(&[
        ("host-triple", "x86_64-unknown-linux-gnu"),
        ("dump-host", "host.ll"),
        ("enable-debug-logging", "true"),
        ("host-symbol-prefix", "pfx_"),
        ("use-nvgpucomp-libnvvm", "true"),
        ("use-current-process-cuda-compilers", "true"),
        ("num-warps", "8"),
        ("num-ctas", "2"),
    ]);
    assert!(text.contains(
        "separate-host-tma{dump-host=host.ll enable-debug-logging=true host-symbol-prefix=pfx_ host-triple=x86_64-unknown-linux-gnu}"
    ));
    assert!(text.contains(
        "nv-tile-ir-convert-target-to-nvvm{opt-level=3 use-current-process-cuda-compilers=true use-nvgpucomp-libnvvm=true})"
    ));
    assert!(
        text.contains("convert-tileaa-to-tileas{compute-capability=sm_100 num-ctas=2 num-warps=8}")
    );
}

#[test]
fn v2_opt_level_zero_builds_the_v1_pipeline() {
    let text = pm2(&[("v2-opt-level", "0")]);
    assert!(text.contains(&format!(
        "symbol-dce,propagate-execution-unit,nv_tileaa.func(tileas-assign-dot-layouts,tileas-fp8-dot-accumulation-promotion,tileas-plan-cta,tileas-assign-load-store-layouts{{override-method=none}},tileas-assign-inv-triangular-matrix-layouts,tileas-remove-layout-conversions,tileas-remove-layout-conversions,tileas-assign-pipeline-layouts,tileas-optimize-dot-accumulation,tileas-remove-layout-conversions,tileas-legalize-tmem-copy,tileas-remove-layout-conversions,cse),sink-negf-through-shapes,nv_tileaa.func({CANON},optimize-pipeline-region,"
    )));
    assert!(text.contains(
        "tileas-materialize-async,tileas-optimize-alloc-tensor{in-AUP-mode=true},tileas-legalize-fma-dot),optimize-execution-unit-mapping,propagate-execution-unit,tileas-slicing,nv_tileaa.func(cse,"
    ));
    assert!(!text.contains("tileas-generate-schedule"));
    assert!(!text.contains("tileas-unspecialized-pipeline"));
    let text = pm2(&[
        ("v2-opt-level", "0"),
        ("pipeline-strategy", "unspecialize"),
        ("unspecialized-pipeline-num-stages", "3"),
    ]);
    assert!(text.contains(&format!(
        "sink-negf-through-shapes,nv_tileaa.func(tileas-unspecialized-pipeline{{num-stages=3}},{CANON},optimize-pipeline-region,"
    )));
}

#[test]
fn a_compute_capability_without_an_sm_number_drops_the_v2_stage() {
    let text = pm2(&[("compute-capability", "hopper")]);
    assert!(text.contains("convert-tileaa-to-tileas{compute-capability=hopper "));
    assert!(!text.contains("tileas-generate-schedule"));
    assert!(!text.contains("tileas-assign-dot-layouts"));
    assert!(text.contains("symbol-dce,nv_tileaa.func(tileas-legalize-scan,"));
}

#[test]
fn every_option_prints_back_to_the_same_values() {
    let variants: &[&[(&str, &str)]] = &[
        &[],
        &[("O", "0"), ("g", "1")],
        &[("v2-opt-level", "0"), ("pipeline-strategy", "unspecialize")],
        &[
            ("emit-line-info", "post-tileas"),
            ("schedule-trace-file", "a b"),
        ],
        &[("gpu-name", "sm_120"), ("host-symbol-prefix", "x{y}")],
    ];
    fn walk(pm: &OpPassManager, checked: &mut usize) {
        for element in pm.elements() {
            match element {
                Element::Pass(p) => {
                    let mut reparsed = OptionValues::defaults(p.info.options);
                    reparsed.parse_into(&p.options.print()).unwrap();
                    assert_eq!(reparsed.print(), p.options.print(), "{}", p.info.argument);
                    *checked += 1;
                }
                Element::Adaptor(managers) => managers.iter().for_each(|m| walk(m, checked)),
            }
        }
    }
    for flags in variants {
        let (pm1, pm2) = build_pipelines(&options(flags)).unwrap();
        let mut checked = 0;
        walk(&pm1, &mut checked);
        walk(&pm2, &mut checked);
        assert_eq!(checked, pm1.size() + pm2.size(), "{flags:?}");
        assert!(checked > 70, "{flags:?}");
    }
}

#[test]
fn the_driver_pipelines_keep_the_schedule_rule() {
    // finalize runs the ScheduleAnalysis rule; `built` unwraps it.
    for strategy in ["none", "unspecialize", "warp-specialize"] {
        built(&[("pipeline-strategy", strategy)]);
    }
}

/// A pass and the options written for it.
type PassText = (String, Vec<(String, String)>);

/// A pipeline text reduced to its structure (options dropped, no spaces)
/// and, in order, each pass with the options written for it.
fn structure(text: &str) -> (String, Vec<PassText>) {
    let mut shape = String::new();
    let mut passes = Vec::new();
    let mut name = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                // The option text up to the matching brace.
                let mut depth = 1;
                let mut body = String::new();
                for c in chars.by_ref() {
                    depth += match c {
                        '{' => 1,
                        '}' => -1,
                        _ => 0,
                    };
                    if depth == 0 {
                        break;
                    }
                    body.push(c);
                }
                shape.push_str(&name);
                passes.push((std::mem::take(&mut name), OptionText(&body).pairs()));
            }
            // An anchor: `gpu.module(`.
            '(' => {
                shape.push_str(&std::mem::take(&mut name));
                shape.push('(');
            }
            ',' | ')' => {
                if !name.is_empty() {
                    shape.push_str(&name);
                    passes.push((std::mem::take(&mut name), Vec::new()));
                }
                shape.push(c);
            }
            c if c.is_whitespace() => {}
            c => name.push(c),
        }
    }
    (shape, passes)
}

/// `key=value key={a b}` split into pairs, one level of braces removed.
struct OptionText<'a>(&'a str);

impl OptionText<'_> {
    fn pairs(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut depth = 0;
        let mut item = String::new();
        for c in self.0.chars().chain(std::iter::once(' ')) {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if c == ' ' && depth == 0 {
                if let Some((k, v)) = item.split_once('=') {
                    let v = v
                        .strip_prefix('{')
                        .and_then(|v| v.strip_suffix('}'))
                        .unwrap_or(v);
                    out.push((k.to_string(), v.to_string()));
                }
                item.clear();
            } else {
                item.push(c);
            }
        }
        out
    }
}

/// The same value, numbers compared as numbers (`0.8` and `8.000000e-01`).
fn same_value(a: &str, b: &str) -> bool {
    match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

#[test]
fn o3_sm_100_is_the_listing_of_pipelines_md_8_1() {
    let reference = include_str!("data/pipelines_8_1.txt");
    let reference: String = reference
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let split = reference.find("\nany(").expect("PM#2 starts with any(");
    let (ref1, ref2) = reference.split_at(split);
    let (ours1, ours2) = built(&[]);
    for (theirs, ours) in [(ref1, ours1), (ref2, ours2)] {
        let (shape_theirs, passes_theirs) = structure(theirs);
        let (shape_ours, passes_ours) = structure(&ours);
        assert_eq!(shape_ours, shape_theirs);
        assert_eq!(passes_ours.len(), passes_theirs.len());
        assert!(passes_theirs.len() >= 8);
        for ((name_t, opts_t), (name_o, opts_o)) in passes_theirs.iter().zip(&passes_ours) {
            assert_eq!(name_o, name_t);
            // Every option the listing writes has that value in ours.
            for (key, value) in opts_t {
                let ours = opts_o.iter().find(|(k, _)| k == key);
                assert!(
                    ours.is_some_and(|(_, v)| same_value(v, value)),
                    "{name_t}: {key}={value}, ours {ours:?}"
                );
            }
        }
    }
}
