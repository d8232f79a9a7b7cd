//! The pass statistics report (`--mlir-pass-statistics`), as mlir-opt
//! prints it (`mlir/lib/Pass/PassStatistics.cpp`; the Debian build of
//! mlir-opt 22 compiles statistics out and prints only the banner): the
//! pipeline view mirrors the pass manager, every pass with its statistics
//! sorted by name, values right-aligned and names left-aligned; the list
//! view merges the passes that have statistics by name, sorted by name. A
//! JSON form mirrors the chosen view.
//!
//! Values come from the passes ([`crate::pass::Pass::statistics`], in the
//! order of their [`crate::pass::PassInfo::statistics`]): one pass instance
//! serves every anchor on every thread, so its counters are the run's
//! totals, nested pipelines included (upstream MLIR loses those under
//! threads, llvm/llvm-project issue 124541).

use crate::manager::{Element, OpPassManager, PassInstance};
use std::fmt::Write as _;

/// `--mlir-pass-statistics-display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StatsDisplay {
    /// The passes with statistics, merged by name, sorted by name.
    List,
    /// The pass manager's structure (mlir-opt's default).
    #[default]
    Pipeline,
}

#[derive(Clone, Debug)]
struct Stat {
    name: &'static str,
    description: &'static str,
    value: u64,
}

/// One line of the report (a pass, pipeline or adaptor) and its statistics.
struct Entry {
    indent: usize,
    name: String,
    stats: Vec<Stat>,
    is_pass: bool,
}

/// The statistics report of the run of `pm` (for stderr), as text or JSON.
pub fn report(pm: &OpPassManager, display: StatsDisplay, json: bool) -> String {
    let mut entries = Vec::new();
    manager_entries(pm, 0, &mut entries);
    if display == StatsDisplay::List {
        entries = merged_by_name(entries);
    }
    if json {
        return render_json(&entries);
    }
    let title = "... Pass statistics report ...";
    let rule = format!("==={}===\n", "-".repeat(73));
    let mut out = String::new();
    out.push_str(&rule);
    let _ = writeln!(out, "{}{title}", " ".repeat((80 - title.len()) / 2));
    out.push_str(&rule);
    for entry in &entries {
        print_entry(&mut out, entry.indent, &entry.name, &entry.stats);
    }
    out.push('\n');
    out
}

/// The statistics of a pass instance: its declared ones with their values.
fn stats(pass: &PassInstance) -> Vec<Stat> {
    let values = pass.pass.statistics();
    pass.info
        .statistics
        .iter()
        .enumerate()
        .map(|(i, def)| Stat {
            name: def.name,
            description: def.description,
            value: values.get(i).copied().unwrap_or(0),
        })
        .collect()
}

/// MLIR's `printResultsAsPipeline`: passes at their depth; an adaptor with
/// several managers gets a line of its own; each manager a
/// `'<anchor>' Pipeline` line.
fn manager_entries(pm: &OpPassManager, indent: usize, out: &mut Vec<Entry>) {
    for element in pm.elements() {
        match element {
            Element::Pass(p) => out.push(Entry {
                indent,
                name: p.info.name.to_string(),
                stats: stats(p),
                is_pass: true,
            }),
            Element::Adaptor(mgrs) => {
                let mut inner = indent;
                if mgrs.len() > 1 {
                    out.push(Entry {
                        indent,
                        name: super::timing::adaptor_name(mgrs),
                        stats: Vec::new(),
                        is_pass: false,
                    });
                    inner += 2;
                }
                for m in mgrs {
                    out.push(Entry {
                        indent: inner,
                        name: format!("'{}' Pipeline", m.anchor_name()),
                        stats: Vec::new(),
                        is_pass: false,
                    });
                    manager_entries(m, inner + 2, out);
                }
            }
        }
    }
}

/// MLIR's `printResultsAsList`: passes with statistics, merged by name
/// (values added), sorted by name, each at indent 2.
fn merged_by_name(entries: Vec<Entry>) -> Vec<Entry> {
    let mut merged: Vec<Entry> = Vec::new();
    for entry in entries
        .into_iter()
        .filter(|e| e.is_pass && !e.stats.is_empty())
    {
        match merged.iter_mut().find(|m| m.name == entry.name) {
            Some(m) => {
                for s in entry.stats {
                    match m.stats.iter_mut().find(|x| x.name == s.name) {
                        Some(x) => x.value += s.value,
                        None => m.stats.push(s),
                    }
                }
            }
            None => merged.push(Entry { indent: 2, ..entry }),
        }
    }
    merged.sort_by(|a, b| a.name.cmp(&b.name));
    merged
}

/// MLIR's `printPassEntry`: the name, then `(S) <value> <name> - <desc>`
/// per statistic sorted by name.
fn print_entry(out: &mut String, indent: usize, name: &str, stats: &[Stat]) {
    let _ = writeln!(out, "{}{name}", " ".repeat(indent));
    let mut stats = stats.to_vec();
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats
        .iter()
        .map(|s| s.value.to_string().len())
        .max()
        .unwrap_or(0);
    for s in &stats {
        let _ = writeln!(
            out,
            "{}(S) {:>vw$} {:<nw$} - {}",
            " ".repeat(indent + 2),
            s.value,
            s.name,
            s.description,
            vw = value_width,
            nw = name_width
        );
    }
}

fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The JSON form: the entries as a tree of `{"name", "statistics":
/// [{"name", "value", "description"}], "passes": [...]}`, nested as in the
/// text.
fn render_json(entries: &[Entry]) -> String {
    let mut out = String::from("[");
    let mut open: Vec<usize> = Vec::new();
    for e in entries {
        while open.last().is_some_and(|&d| d >= e.indent) {
            open.pop();
            out.push_str("]}");
        }
        if !out.ends_with('[') {
            out.push(',');
        }
        out.push_str("\n{\"name\": ");
        json_string(&mut out, &e.name);
        let mut stats = e.stats.clone();
        stats.sort_by(|a, b| a.name.cmp(b.name));
        out.push_str(", \"statistics\": [");
        for (i, s) in stats.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str("{\"name\": ");
            json_string(&mut out, s.name);
            let _ = write!(out, ", \"value\": {}, \"description\": ", s.value);
            json_string(&mut out, s.description);
            out.push('}');
        }
        out.push_str("], \"passes\": [");
        open.push(e.indent);
    }
    for _ in open {
        out.push_str("]}");
    }
    out.push_str("\n]\n");
    out
}
