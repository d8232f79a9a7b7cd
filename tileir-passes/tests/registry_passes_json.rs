//! Acceptance A of issue 11: `--list-passes=json` lists every MLIR-level
//! pass of the tileiras binary that reference/passes.json records (a copy
//! lives in tests/data), with the anchor, option names and defaults the file
//! gives. The selection is computed here from the file itself.

mod common;

use common::{parse_json, passes_json, Json, JsonExt};
use std::collections::BTreeMap;
use tileir_passes::listing::list_passes_json;

/// Passes of the tileiras binary that are MLIR passes: in the binary, not
/// an LLVM-IR/NVPTX backend pass, and with an MLIR anchor.
fn selected(entry: &Json) -> bool {
    entry.at("in_binary").bool()
        && entry.at("dialect_layer").str() != "llvm-nvptx"
        && entry.at("anchor").str() != "unknown"
}

/// The default a passes.json entry gives, without its notes:
/// "(empty)", `""`, "(unknown)" are empty; "(builder passes X; ...)" is X;
/// "4 (assumed)" is 4.
fn json_default(text: &str) -> String {
    let text = text.trim();
    if matches!(text, "(empty)" | "\"\"" | "(unknown)") {
        return String::new();
    }
    if let Some(rest) = text.strip_prefix("(builder passes ") {
        return rest
            .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
            .next()
            .unwrap()
            .to_string();
    }
    match text.find(" (") {
        Some(i) => text[..i].to_string(),
        None => text.to_string(),
    }
}

/// Options where upstream MLIR 22 (whose exact contract the registry
/// follows for upstream passes, so that `--dump-pass-pipeline` matches
/// mlir-opt 22) differs from the MLIR linked into tileiras: (pass, option).
const NOT_IN_MLIR_22: &[(&str, &str)] = &[
    ("canonicalize", "cse-between-iterations"),
    ("canonicalize", "filter-dialects"),
];

fn listed() -> BTreeMap<String, Json> {
    let listing = parse_json(&list_passes_json());
    assert_eq!(listing.at("version"), &serde_json::json!(1));
    listing
        .at("passes")
        .array()
        .iter()
        .map(|p| (p.at("argument").str().to_string(), p.clone()))
        .collect()
}

#[test]
fn every_selected_pass_is_listed_with_its_anchor_options_and_defaults() {
    let reference = passes_json();
    let listed = listed();
    let mut checked = 0;
    let mut divergences_seen = Vec::new();
    for entry in reference.array().iter().filter(|e| selected(e)) {
        let argument = entry.at("argument").str();
        let Some(pass) = listed.get(argument) else {
            panic!("pass '{argument}' of passes.json is not listed");
        };
        assert_eq!(
            pass.at("anchor").str(),
            entry.at("anchor").str(),
            "anchor of '{argument}'"
        );
        let ours: BTreeMap<&str, &Json> = pass
            .at("options")
            .array()
            .iter()
            .map(|o| (o.at("name").str(), o))
            .collect();
        let theirs = entry.at("options").array();
        for option in theirs {
            let name = option.at("name").str();
            if NOT_IN_MLIR_22.contains(&(argument, name)) {
                assert!(
                    !ours.contains_key(name),
                    "'{argument}' option '{name}' is listed as absent from MLIR 22 but registered"
                );
                divergences_seen.push((argument, name));
                continue;
            }
            let Some(ours) = ours.get(name) else {
                panic!("pass '{argument}' lacks option '{name}'");
            };
            let expected = json_default(option.at("default").str());
            let actual = ours.at("default").str();
            let same = match (expected.parse::<f64>(), actual.parse::<f64>()) {
                (Ok(a), Ok(b)) => a == b,
                _ => expected == actual,
            };
            assert!(
                same,
                "default of '{argument}' option '{name}': passes.json {expected:?}, listed {actual:?}"
            );
        }
        let their_names: Vec<&str> = theirs.iter().map(|o| o.at("name").str()).collect();
        for name in ours.keys() {
            assert!(
                their_names.contains(name),
                "'{argument}' has option '{name}' that passes.json does not list"
            );
        }
        let status = pass.at("status").str();
        assert!(
            status == "implemented" || status == "contract-only",
            "{argument}: status {status}"
        );
        checked += 1;
    }
    // 79 tileiras passes and 15 upstream ones in the 13.5.37 data.
    assert_eq!(checked, 94);
    assert_eq!(divergences_seen.len(), NOT_IN_MLIR_22.len());
}

#[test]
fn tileiras_option_types_match_the_reference() {
    let reference = passes_json();
    let listed = listed();
    for entry in reference.array().iter().filter(|e| selected(e)) {
        let argument = entry.at("argument").str();
        let pass = &listed[argument];
        if pass.at("origin").str() != "tileiras" {
            continue;
        }
        for (theirs, ours) in entry
            .at("options")
            .array()
            .iter()
            .zip(pass.at("options").array())
        {
            assert_eq!(
                theirs.at("name"),
                ours.at("name"),
                "{argument}: option order"
            );
            let ty = theirs.at("type").str();
            let expected = if ty.starts_with("enum{") { "enum" } else { ty };
            assert_eq!(ours.at("type").str(), expected, "{argument}");
            if ty.starts_with("enum{") {
                let names: Vec<&str> = ty["enum{".len()..ty.len() - 1]
                    .split(',')
                    .map(|v| v.split('=').next().unwrap())
                    .collect();
                let listed_names: Vec<&str> = ours
                    .at("values")
                    .array()
                    .iter()
                    .map(|v| v.at("name").str())
                    .collect();
                assert_eq!(listed_names, names, "{argument} enum values");
            }
        }
    }
}

#[test]
fn class_names_and_origins() {
    let listed = listed();
    let name = |arg: &str| listed[arg].at("name").str().to_string();
    assert_eq!(name("cse"), "CSE");
    assert_eq!(name("canonicalize"), "Canonicalizer");
    assert_eq!(name("tileas-generate-schedule"), "TileASGenerateSchedule");
    // The note in passes.json is not part of the name.
    assert_eq!(name("load-linkage-providers"), "LoadLinkageProviders");
    assert_eq!(listed["cse"].at("origin").str(), "upstream");
    assert_eq!(listed["tileas-plan-cta"].at("origin").str(), "tileiras");
    // Backend passes are not MLIR passes.
    assert!(!listed.contains_key("nvptx-lower-args"));
    assert!(!listed.contains_key("nvvm-reflect"));
}
