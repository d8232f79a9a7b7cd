//! `--list-passes` (text and JSON) and the `--help` pass section.

mod common;

use common::{parse_json, Json, JsonExt};
use tileir_passes::listing::{list_passes_json, list_passes_text, pass_help, pass_help_width};
use tileir_passes::pass::PassStatus;
use tileir_passes::registry::registry;

#[test]
fn text_says_per_pass_what_it_is() {
    let text = list_passes_text();
    let total = registry().passes().len();
    let implemented = registry()
        .passes()
        .iter()
        .filter(|p| p.status == PassStatus::Implemented)
        .count();
    assert!(text.starts_with(&format!(
        "{total} passes ({implemented} implemented, {} contract-only) and {} pass pipelines.\n",
        total - implemented,
        registry().pipelines().len()
    )));
    let canonicalize = "  canonicalize [implemented] - Canonicalize operations
    class: Canonicalizer; anchor: any; origin: upstream
    option top-down: bool = true
    option region-simplify: enum = normal
    option max-iterations: long = 10
    option max-num-rewrites: long = -1
    option test-convergence: bool = false
    option disable-patterns: list<string> = (empty list)
    option enable-patterns: list<string> = (empty list)
    preserves: ScheduleAnalysis, TileAA
";
    assert!(text.contains(canonicalize), "{text}");
    let materialize = "  tileas-materialize-schedule [contract-only] - Meterialize the pipeline schedule to generate warp-specialized or unspecialized IR
    class: MaterializeSchedule; anchor: nv_tileaa.func; origin: tileiras
    option use-AUS: bool = false
    option use-dual-simt: bool = true
    option enable-schedule-rewrite: bool = true
    requires: ScheduleAnalysis
";
    assert!(text.contains(materialize), "{text}");
    assert!(text.contains(
        "  cse [implemented] - Eliminate common sub-expressions\n    class: CSE; anchor: any; origin: upstream\n    preserves: ScheduleAnalysis, TileAA\n    statistic num-cse'd: Number of operations CSE'd\n"
    ));
    assert!(text.contains("    option trace-file-path: string = \"\"\n"));
    // One entry per pass, sorted by argument.
    let entries: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter(|l| l.contains(" [contract-only] - ") || l.contains(" [implemented] - "))
        .collect();
    assert_eq!(entries.len(), total);
    let mut sorted = entries.clone();
    sorted.sort();
    assert_eq!(entries, sorted);
}

#[test]
fn json_has_the_documented_fields() {
    let listing = parse_json(&list_passes_json());
    let passes = listing.at("passes").array();
    assert_eq!(passes.len(), registry().passes().len());
    let arguments: Vec<&str> = passes.iter().map(|p| p.at("argument").str()).collect();
    let mut sorted = arguments.clone();
    sorted.sort();
    assert_eq!(arguments, sorted);
    for pass in passes {
        for key in ["argument", "name", "summary", "anchor", "status", "origin"] {
            assert!(matches!(pass.at(key), Json::String(_)), "{key}");
        }
        for key in ["options", "preserves", "requires", "statistics"] {
            assert!(matches!(pass.at(key), Json::Array(_)), "{key}");
        }
        for option in pass.at("options").array() {
            for key in ["name", "type", "default", "description"] {
                assert!(matches!(option.at(key), Json::String(_)), "{key}");
            }
        }
    }
    let schedule = passes
        .iter()
        .find(|p| p.at("argument").str() == "tileas-generate-schedule")
        .unwrap();
    let scheduler = &schedule.at("options").array()[0];
    assert_eq!(scheduler.at("type").str(), "enum");
    assert_eq!(scheduler.at("default").str(), "serial");
    let values = scheduler.at("values").array();
    assert_eq!(values[2].at("name").str(), "cost-v2");
    assert_eq!(values[2].at("value"), &serde_json::json!(3));
    assert_eq!(
        schedule.at("preserves").array(),
        &[
            Json::String("ScheduleAnalysis".into()),
            Json::String("TileAA".into()),
            Json::String("DominanceInfo".into())
        ]
    );
    let inline = passes
        .iter()
        .find(|p| p.at("argument").str() == "inline")
        .unwrap();
    assert_eq!(
        inline.at("options").array()[1].at("type").str(),
        "list<pass-pipeline>"
    );
    assert!(matches!(listing.at("pipelines"), Json::Array(_)));
}

#[test]
fn help_lays_out_tileiras_passes_as_llvm_does() {
    let help = pass_help(75);
    assert!(help.starts_with("  Compiler passes to run\n    Passes:\n"));
    let block = "      --tileas-generate-schedule                                         -   Generate a schedule plan
        --max-constraint-iterations=<uint>                               - cap on resource-constraint iterations
        --rrt-size-threshold=<uint>                                      - RRT quantization threshold
        --scheduler=<value>                                              - scheduler algorithm
    =serial
    =cost
    =cost-v2
    =cost-v2-sms
        --trace-file-path=<string>                                       - Dump a chrome trace file to this path if not empty
        --use-AUS                                                        - use AUS instead of AWS (builder: pipeline-strategy==unspecialize)
";
    assert!(help.contains(block), "{help}");
    let block = "      --tileas-refine-atom-by-resource                                   -   Refine atoms by resource constraints
        --smem-capacity-bytes=<int>                                      - explicit SMEM capacity overriding ratio*model
        --smem-capacity-ratio=<number>                                   - fraction of machine-model SMEM allowed
";
    assert!(help.contains(block), "{help}");
    let block = "        --debuginfo-level=<value>                                        - The level of debug info to emit.
    =none                                                          -   None.
    =full                                                          -   Full.
";
    assert!(help.contains(block), "{help}");
}

#[test]
fn help_width_covers_names_and_options() {
    let width = pass_help_width();
    // The widest argument is tileas-assign-inv-triangular-matrix-layouts
    // (43 + 10); the widest option, use-current-process-cuda-compilers
    // (34 + 7, + 6).
    let widest_name = registry()
        .passes()
        .iter()
        .map(|p| p.argument.len())
        .max()
        .unwrap();
    assert!(width >= widest_name + 10);
    assert!(width >= "use-current-process-cuda-compilers".len() + 7 + 6);
    // At that width no pass line overflows its column.
    for line in pass_help(width).lines().skip(2) {
        if let Some(rest) = line.strip_prefix("      --") {
            let column = rest.find("-   ").unwrap();
            assert_eq!(column + 8, width - 2, "{line}");
        }
    }
}
