//! What the command line shows of the registry: `--list-passes` (text and
//! JSON) and the pass section of `--help`, all read from
//! [`crate::registry::registry`]. Each function returns the whole text; the
//! caller prints it.
//!
//! `--list-passes` (text) says, per pass, whether its transformation is
//! implemented or it is registered for its contract only, its anchor, its
//! options with their defaults, the analyses it preserves and requires, and
//! its statistics; then the named pipelines.
//!
//! `--list-passes=json` is one JSON object, stable for tools to read:
//!
//! ```text
//! { "version": 1,
//!   "passes": [ { "argument", "name", "summary",
//!                 "anchor",      // an op name, "any", or "interface:<Name>"
//!                 "status",      // "implemented" | "contract-only"
//!                 "origin",      // "tileiras" | "upstream" | "test"
//!                 "options": [ { "name", "type", "default", "description",
//!                                "values": [ { "name", "value", "description" } ]  // enums only
//!                              } ],
//!                 "preserves": [analysis], "requires": [analysis],
//!                 "statistics": [ { "name", "description" } ] } ],
//!   "pipelines": [ { "argument", "summary", "options": [...] } ] }
//! ```
//!
//! Passes and pipelines are sorted by argument; options keep their
//! declaration order; `default` is the declared default in option syntax
//! (`""` for an empty string or list). Types are `bool`, `int`, `long`,
//! `uint`, `ulong`, `double`, `string`, `enum`, `pass-pipeline`, and
//! `list<T>` of those.
//!
//! [`pass_help`] is the "Compiler passes to run" section of `--help` laid out
//! exactly as mlir-opt 22 (LLVM's `cl` help printer) lays it out for the same
//! passes and width.

use crate::options::{OptionDef, OptionKind};
use crate::pass::{PassAnchor, PassInfo, PassOrigin};
use crate::registry::{registry, PipelineInfo};
use std::fmt::Write;

/// `--list-passes`: every pass and named pipeline, in plain words.
pub fn list_passes_text() -> String {
    let (passes, pipelines) = sorted_entries();
    let implemented = passes
        .iter()
        .filter(|p| p.status == crate::pass::PassStatus::Implemented)
        .count();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} passes ({} implemented, {} contract-only) and {} pass pipelines.",
        passes.len(),
        implemented,
        passes.len() - implemented,
        pipelines.len()
    );
    out.push_str(
        "A contract-only pass is registered for its anchor, options and analyses: it checks\n\
         them when scheduled and leaves the IR as it is.\n\nPasses:\n",
    );
    for info in &passes {
        let _ = writeln!(
            out,
            "  {} [{}] - {}",
            info.argument,
            info.status.as_str(),
            info.summary
        );
        let _ = writeln!(
            out,
            "    class: {}; anchor: {}; origin: {}",
            info.name,
            anchor_text(info.anchor),
            origin_text(info.origin)
        );
        push_options_text(&mut out, info.options);
        if !info.preserves.is_empty() {
            let _ = writeln!(out, "    preserves: {}", info.preserves.join(", "));
        }
        if !info.requires.is_empty() {
            let _ = writeln!(out, "    requires: {}", info.requires.join(", "));
        }
        for stat in info.statistics {
            let _ = writeln!(out, "    statistic {}: {}", stat.name, stat.description);
        }
    }
    out.push_str("\nPass pipelines:\n");
    if pipelines.is_empty() {
        out.push_str("  (none registered)\n");
    }
    for info in &pipelines {
        let _ = writeln!(out, "  {} - {}", info.argument, info.summary);
        push_options_text(&mut out, info.options);
    }
    out
}

fn push_options_text(out: &mut String, options: &[OptionDef]) {
    for def in options {
        let default = if def.default.is_empty() {
            match def.kind {
                OptionKind::List(_) => "(empty list)",
                _ => "\"\"",
            }
        } else {
            def.default
        };
        let _ = writeln!(
            out,
            "    option {}: {} = {}",
            def.name,
            type_text(def.kind),
            default
        );
    }
}

/// `--list-passes=json` (see the module doc for the schema).
pub fn list_passes_json() -> String {
    let (passes, pipelines) = sorted_entries();
    let mut out = String::from("{\n  \"version\": 1,\n  \"passes\": [");
    for (i, info) in passes.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        out.push_str("    {");
        let _ = write!(
            out,
            "\"argument\": {}, \"name\": {}, \"summary\": {}, \"anchor\": {}, \"status\": {}, \"origin\": {},",
            json_str(info.argument),
            json_str(info.name),
            json_str(info.summary),
            json_str(&anchor_text(info.anchor)),
            json_str(info.status.as_str()),
            json_str(origin_text(info.origin)),
        );
        out.push_str("\n      \"options\": ");
        push_options_json(&mut out, info.options);
        let _ = write!(
            out,
            ",\n      \"preserves\": {}, \"requires\": {}, \"statistics\": [",
            json_str_list(info.preserves),
            json_str_list(info.requires)
        );
        for (j, stat) in info.statistics.iter().enumerate() {
            if j > 0 {
                out.push_str(", ");
            }
            let _ = write!(
                out,
                "{{\"name\": {}, \"description\": {}}}",
                json_str(stat.name),
                json_str(stat.description)
            );
        }
        out.push_str("]}");
    }
    out.push_str("\n  ],\n  \"pipelines\": [");
    for (i, info) in pipelines.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        let _ = write!(
            out,
            "    {{\"argument\": {}, \"summary\": {},\n      \"options\": ",
            json_str(info.argument),
            json_str(info.summary)
        );
        push_options_json(&mut out, info.options);
        out.push('}');
    }
    out.push_str("\n  ]\n}\n");
    out
}

fn push_options_json(out: &mut String, options: &[OptionDef]) {
    out.push('[');
    for (i, def) in options.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        let _ = write!(
            out,
            "        {{\"name\": {}, \"type\": {}, \"default\": {}, \"description\": {}",
            json_str(def.name),
            json_str(&type_text(def.kind)),
            json_str(def.default),
            json_str(def.description)
        );
        if let Some(values) = enum_values(def.kind) {
            out.push_str(", \"values\": [");
            for (j, v) in values.iter().enumerate() {
                if j > 0 {
                    out.push_str(", ");
                }
                let _ = write!(
                    out,
                    "{{\"name\": {}, \"value\": {}, \"description\": {}}}",
                    json_str(v.name),
                    v.value,
                    json_str(v.description)
                );
            }
            out.push(']');
        }
        out.push('}');
    }
    if !options.is_empty() {
        out.push_str("\n      ");
    }
    out.push(']');
}

fn sorted_entries() -> (Vec<&'static PassInfo>, Vec<&'static PipelineInfo>) {
    let registry = registry();
    let mut passes = registry.passes().to_vec();
    passes.sort_by_key(|p| p.argument);
    let mut pipelines = registry.pipelines().to_vec();
    pipelines.sort_by_key(|p| p.argument);
    (passes, pipelines)
}

fn anchor_text(anchor: PassAnchor) -> String {
    match anchor {
        PassAnchor::Op(name) => name.to_string(),
        PassAnchor::Any => "any".to_string(),
        PassAnchor::Interface(interface) => format!("interface:{}", interface.name()),
    }
}

fn origin_text(origin: PassOrigin) -> &'static str {
    match origin {
        PassOrigin::Tileiras => "tileiras",
        PassOrigin::CudaTile => "cuda-tile",
        PassOrigin::Upstream => "upstream",
        PassOrigin::Test => "test",
    }
}

fn enum_values(kind: OptionKind) -> Option<&'static [crate::options::EnumValue]> {
    match kind {
        OptionKind::Enum(values) => Some(values),
        OptionKind::List(inner) => enum_values(*inner),
        _ => None,
    }
}

/// The type of an option in the listings.
fn type_text(kind: OptionKind) -> String {
    match kind {
        OptionKind::Bool => "bool".into(),
        OptionKind::Int { bits } if bits > 32 => "long".into(),
        OptionKind::Int { .. } => "int".into(),
        OptionKind::UInt { bits } if bits > 32 => "ulong".into(),
        OptionKind::UInt { .. } => "uint".into(),
        OptionKind::Float => "double".into(),
        OptionKind::String => "string".into(),
        OptionKind::Enum(_) => "enum".into(),
        OptionKind::Pipeline => "pass-pipeline".into(),
        OptionKind::Options(_) => "options".into(),
        OptionKind::List(inner) => format!("list<{}>", type_text(*inner)),
    }
}

fn json_str(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_str_list(items: &[&str]) -> String {
    let parts: Vec<String> = items.iter().map(|s| json_str(s)).collect();
    format!("[{}]", parts.join(", "))
}

// ---------------------------------------------------------------------------
// `--help`: LLVM's `cl` layout, as mlir-opt's pass-list option prints it.
// ---------------------------------------------------------------------------

/// LLVM's `ArgHelpPrefix`, between an option and its help.
const HELP_PREFIX: &str = " - ";
/// Where pass entries are indented in the pass list.
const ENTRY_INDENT: usize = 6;

/// The pass section of `--help`: the "Compiler passes to run" header, every
/// pass (sorted by argument) with its options, then the named pipelines.
/// `global_width` is LLVM's global option width: the largest
/// [`pass_help_width`] and the widths of the tool's other options. Lines are
/// mlir-opt 22's byte for byte, its quirks included (enum values of pass
/// options are indented as if they were top-level options).
pub fn pass_help(global_width: usize) -> String {
    let (passes, pipelines) = sorted_entries();
    let mut out = String::from("  Compiler passes to run\n    Passes:\n");
    for info in passes {
        push_entry_help(
            &mut out,
            info.argument,
            info.summary,
            info.options,
            global_width,
        );
    }
    if !pipelines.is_empty() {
        out.push_str("    Pass Pipelines:\n");
        for info in pipelines {
            push_entry_help(
                &mut out,
                info.argument,
                info.summary,
                info.options,
                global_width,
            );
        }
    }
    out
}

/// The width the pass list needs (MLIR's `PassNameParser::getOptionWidth`):
/// the widest pass or pipeline name plus 10, or the widest option of a pass
/// plus 6 (a pass without options counts as 6), whichever is larger.
pub fn pass_help_width() -> usize {
    let registry = registry();
    let names = registry
        .passes()
        .iter()
        .map(|p| p.argument.len())
        .chain(registry.pipelines().iter().map(|p| p.argument.len()))
        .max()
        .unwrap_or(0);
    // A pass always has an options struct (width of its options + 2); a
    // pipeline has one only when it declares options.
    let passes = registry
        .passes()
        .iter()
        .map(|p| options_width(p.options) + 2 + 4);
    let pipelines = registry
        .pipelines()
        .iter()
        .filter(|p| !p.options.is_empty())
        .map(|p| options_width(p.options) + 2 + 4);
    passes.chain(pipelines).fold(names + 8 + 2, usize::max)
}

fn push_entry_help(
    out: &mut String,
    argument: &str,
    summary: &str,
    options: &[OptionDef],
    global_width: usize,
) {
    // mlir's printOptionHelp: `--<argument padded>-   <summary>`.
    let pad = global_width.saturating_sub(ENTRY_INDENT + 4);
    let _ = writeln!(
        out,
        "{:indent$}--{argument:<pad$}-   {summary}",
        "",
        indent = ENTRY_INDENT
    );
    let mut sorted: Vec<&OptionDef> = options.iter().collect();
    sorted.sort_by_key(|d| d.name);
    // Each option prints at ENTRY_INDENT with the width reduced by as much.
    let width = global_width.saturating_sub(ENTRY_INDENT);
    for def in sorted {
        out.push_str(&" ".repeat(ENTRY_INDENT));
        push_option_help(out, def, width);
    }
}

/// LLVM's `Option::printOptionInfo` for one pass option.
fn push_option_help(out: &mut String, def: &OptionDef, width: usize) {
    let arg = arg_prefix(def.name);
    match enum_values(def.kind) {
        Some(values) => {
            let _ = write!(out, "{arg}=<value>");
            push_help_text(out, def.description, width, arg_width(def.name) + 8);
            for v in values {
                let _ = write!(out, "    ={}", v.name);
                if v.description.is_empty() {
                    out.push('\n');
                    continue;
                }
                // printEnumValHelpStr: one more "  " before the help.
                let mut lines = v.description.split('\n');
                let first = lines.next().unwrap_or("");
                let _ = writeln!(
                    out,
                    "{:n$}{HELP_PREFIX}  {first}",
                    "",
                    n = width.saturating_sub(v.name.len() + 8)
                );
                for line in lines {
                    let _ = writeln!(out, "{:n$}{line}", "", n = width + 2);
                }
            }
        }
        None => match value_name(def.kind) {
            Some(value) => {
                let sep = if def.name.len() == 1 { " " } else { "=" };
                let _ = write!(out, "{arg}{sep}<{value}>");
                push_help_text(
                    out,
                    def.description,
                    width,
                    arg_width(def.name) + value.len() + 3,
                );
            }
            None => {
                out.push_str(&arg);
                push_help_text(out, def.description, width, arg_width(def.name));
            }
        },
    }
}

/// LLVM's `Option::printHelpStr`: pads to the help column, then the help,
/// continuation lines at the column.
fn push_help_text(out: &mut String, help: &str, width: usize, used: usize) {
    let mut lines = help.split('\n');
    let first = lines.next().unwrap_or("");
    let _ = writeln!(
        out,
        "{:n$}{HELP_PREFIX}{first}",
        "",
        n = width.saturating_sub(used)
    );
    for line in lines {
        let _ = writeln!(out, "{:width$}{line}", "");
    }
}

/// `  --name` (`  -n` for a one-letter name).
fn arg_prefix(name: &str) -> String {
    if name.len() == 1 {
        format!("  -{name}")
    } else {
        format!("  --{name}")
    }
}

/// LLVM's `argPlusPrefixesSize`: the name, its pad and dashes, and the
/// help prefix.
fn arg_width(name: &str) -> usize {
    let dashes = if name.len() == 1 { 1 } else { 2 };
    name.len() + 2 + dashes + HELP_PREFIX.len()
}

/// The `<value>` LLVM shows for an option's type (`None` for a bool).
fn value_name(kind: OptionKind) -> Option<&'static str> {
    match kind {
        OptionKind::Bool => None,
        OptionKind::Int { bits } if bits > 32 => Some("long"),
        OptionKind::Int { .. } => Some("int"),
        OptionKind::UInt { bits } if bits > 32 => Some("ulong"),
        OptionKind::UInt { .. } => Some("uint"),
        OptionKind::Float => Some("number"),
        OptionKind::String => Some("string"),
        OptionKind::Enum(_) => Some("value"),
        OptionKind::Pipeline => Some("pass-manager"),
        // A parser for a struct of options: LLVM's generic `<value>`.
        OptionKind::Options(_) => Some("value"),
        OptionKind::List(inner) => value_name(*inner),
    }
}

/// LLVM's `getOptionWidth` for one option.
fn option_width(def: &OptionDef) -> usize {
    match enum_values(def.kind) {
        Some(values) => values
            .iter()
            .map(|v| if v.name.is_empty() { "<empty>".len() } else { v.name.len() } + 8)
            .fold(arg_width(def.name) + "=<value>".len(), usize::max),
        None => arg_width(def.name) + value_name(def.kind).map_or(0, |v| v.len() + 3),
    }
}

fn options_width(options: &[OptionDef]) -> usize {
    options.iter().map(option_width).max().unwrap_or(0)
}
