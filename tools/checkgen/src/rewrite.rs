//! Putting generated groups into a test file: the directive lines of one
//! prefix are replaced, everything else stays byte for byte.
//!
//! Per `// -----` chunk (when the output is split too): the prefix's
//! directive lines are removed, except those after a `COM: keep` line (the
//! directive lines right after it, up to the first other line). Each new
//! group goes where the old group with the same `LABEL` symbol began; a group
//! with no old counterpart follows the group before it; in a file with no
//! checks yet, a group goes right before its function's definition.
//!
//! Three placements are tried in turn, the first FileCheck accepts on the
//! whole output winning: old groups that still pass on their function's
//! output kept as written (the smallest diff); every group regenerated in
//! place; all groups in one block where the first old one began (when the
//! output's order no longer matches the file's).

use regex::Regex;

use crate::generate::{self, Group, Options, SPLIT_MARKER};
use crate::syntax;
use crate::verify;

/// A directive line of `prefix`: the leader before it (`// `), and whether it
/// is a `-LABEL`.
struct Directive<'a> {
    leader: &'a str,
    label: bool,
}

struct Matcher {
    re: Regex,
}

impl Matcher {
    fn new(prefix: &str) -> Matcher {
        let re = format!(
            r"^(\s*(?://+|#+|;+)?\s*){}(-LABEL|-NEXT|-SAME|-NOT|-DAG|-EMPTY|-COUNT-[0-9]+)?:",
            regex::escape(prefix)
        );
        Matcher {
            re: Regex::new(&re).expect("directive regex"),
        }
    }

    fn directive<'a>(&self, line: &'a str) -> Option<Directive<'a>> {
        let c = self.re.captures(line)?;
        Some(Directive {
            leader: c.get(1).map_or("", |m| m.as_str()),
            label: c.get(2).is_some_and(|m| m.as_str() == "-LABEL"),
        })
    }
}

/// The `@symbol` a label line names, if any.
fn label_symbol(line: &str) -> Option<String> {
    let at = line.find('@')?;
    let name: String = line[at + 1..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || "_.$-".contains(*c))
        .collect();
    (!name.is_empty()).then_some(name)
}

/// `text` with the check lines of `opts.prefix` regenerated from `output`;
/// `filecheck_args` are the RUN line's FileCheck arguments other than the
/// check file, used to prove the result.
pub fn update(
    text: &str,
    output: &str,
    opts: &Options,
    filecheck_args: &[String],
) -> Result<String, String> {
    let lines: Vec<&str> = text.split('\n').collect();
    let out_chunks = generate::split_chunks(output);
    // Source chunks: ranges of lines between split markers, when the output
    // is split; otherwise the whole file.
    let mut ranges = Vec::new();
    if out_chunks.len() > 1 {
        let mut start = 0;
        for (i, l) in lines.iter().enumerate() {
            if l.trim_end() == SPLIT_MARKER {
                ranges.push((start, i));
                start = i + 1;
            }
        }
        ranges.push((start, lines.len()));
        if ranges.len() != out_chunks.len() {
            return Err(format!(
                "the output has {} split chunks but the test has {}",
                out_chunks.len(),
                ranges.len()
            ));
        }
    } else {
        ranges.push((0, lines.len()));
    }
    let matcher = Matcher::new(&opts.prefix);
    let mut plans: Vec<Plan> = Vec::new();
    for (&(s, e), chunk) in ranges.iter().zip(&out_chunks) {
        plans.push(Plan::new(&lines, s, e, chunk, &matcher, opts));
    }
    for p in plans.iter_mut() {
        p.find_passing(&lines, filecheck_args);
    }
    let mut last_err = String::new();
    for mode in [Mode::Minimal, Mode::Spread, Mode::Block] {
        let candidate = rebuild(&lines, &plans, mode);
        match verify::filecheck(&candidate, output, filecheck_args) {
            Ok(()) => return Ok(candidate),
            Err(e) => last_err = e,
        }
    }
    Err(format!(
        "the regenerated checks do not pass on the output:\n{last_err}"
    ))
}

/// Where new groups go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Old groups that still pass stay; the others are regenerated in place.
    Minimal,
    /// Every group regenerated in place.
    Spread,
    /// Every group regenerated, all in one block.
    Block,
}

/// The text with the old checks removed and the groups placed.
fn rebuild(lines: &[&str], plans: &[Plan], mode: Mode) -> String {
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    for i in 0..=lines.len() {
        for p in plans {
            p.emit_before(i, mode, &mut out);
        }
        if i == lines.len() {
            break;
        }
        if !plans.iter().any(|p| p.removes(i, mode)) {
            out.push(lines[i].to_string());
        }
    }
    out.join("\n")
}

/// An old group of check lines: its first line, the symbol its label
/// names, and all its lines.
struct OldGroup {
    start: usize,
    symbol: Option<String>,
    lines: Vec<usize>,
}

/// Where one chunk's new groups go.
struct Plan {
    groups: Vec<Group>,
    old: Vec<OldGroup>,
    /// For each new group, the old group it replaces.
    replaces: Vec<Option<usize>>,
    /// Old groups that pass on their new group's output (kept in `Minimal`).
    passing: Vec<bool>,
    /// The line each group goes before (spread placement).
    slots: Vec<usize>,
    /// The line all groups go before when one block (fallback placement).
    block_slot: usize,
}

impl Plan {
    fn new(lines: &[&str], s: usize, e: usize, output: &str, m: &Matcher, opts: &Options) -> Plan {
        let mut old: Vec<OldGroup> = Vec::new();
        let mut leader = None;
        let mut keeping = false;
        for (i, line) in lines.iter().enumerate().take(e).skip(s) {
            let d = m.directive(line);
            if line.contains("COM: keep") {
                keeping = true;
                continue;
            }
            let Some(d) = d else {
                keeping = false;
                continue;
            };
            if keeping {
                continue;
            }
            leader.get_or_insert_with(|| d.leader.to_string());
            if d.label || old.is_empty() {
                old.push(OldGroup {
                    start: i,
                    symbol: if d.label { label_symbol(line) } else { None },
                    lines: Vec::new(),
                });
            }
            old.last_mut().expect("a group").lines.push(i);
        }
        let mut opts = opts.clone();
        if let Some(l) = leader {
            opts.leader = if l.ends_with(' ') || l.is_empty() {
                l
            } else {
                format!("{l} ")
            };
        }
        let groups = generate::groups(output, &opts);
        // The end of the chunk, before trailing blank lines of a split chunk.
        let mut end = e;
        if e < lines.len() {
            while end > s && lines[end - 1].trim().is_empty() {
                end -= 1;
            }
        } else if end > s && lines[end - 1].is_empty() {
            end -= 1;
        }
        let definition = |sym: &str| {
            (s..e).find(|&i| {
                m.directive(lines[i]).is_none() && syntax::function_symbol(lines[i]) == Some(sym)
            })
        };
        let mut slots = Vec::with_capacity(groups.len());
        let mut replaces = Vec::with_capacity(groups.len());
        let mut used = vec![false; old.len()];
        let mut previous: Option<usize> = None;
        for g in &groups {
            let matched = old.iter().enumerate().position(|(k, o)| {
                !used[k]
                    && (o.symbol == g.symbol
                        || (g.symbol.is_none() && k == 0 && o.symbol.is_none()))
            });
            let slot = if let Some(k) = matched {
                used[k] = true;
                old[k].start
            } else if old.is_empty() {
                g.symbol
                    .as_deref()
                    .and_then(definition)
                    .or(previous)
                    .unwrap_or(end)
            } else {
                previous.unwrap_or(old[0].start)
            };
            slots.push(slot);
            replaces.push(matched);
            previous = Some(slot);
        }
        // A preamble with no old place goes with the group after it.
        if old.is_empty() && groups.len() > 1 && groups[0].symbol.is_none() {
            slots[0] = slots[1];
        }
        let block_slot = old
            .first()
            .map(|o| o.start)
            .or_else(|| slots.first().copied())
            .unwrap_or(end);
        let passing = vec![false; old.len()];
        Plan {
            groups,
            old,
            replaces,
            passing,
            slots,
            block_slot,
        }
    }

    /// Marks the old groups that still pass on their function's output.
    fn find_passing(&mut self, lines: &[&str], filecheck_args: &[String]) {
        for (g, r) in self.groups.iter().zip(&self.replaces) {
            let Some(k) = *r else { continue };
            let text: String = self.old[k]
                .lines
                .iter()
                .map(|&i| format!("{}\n", lines[i]))
                .collect();
            self.passing[k] = verify::filecheck(&text, &g.output, filecheck_args).is_ok();
        }
    }

    /// Whether a group keeps its old lines under `mode`.
    fn kept(&self, group: usize, mode: Mode) -> bool {
        mode == Mode::Minimal && self.replaces[group].is_some_and(|k| self.passing[k])
    }

    /// Whether line `i` is an old check line that `mode` removes.
    fn removes(&self, i: usize, mode: Mode) -> bool {
        self.old.iter().enumerate().any(|(k, o)| {
            o.lines.binary_search(&i).is_ok()
                && !(mode == Mode::Minimal && self.passing[k] && self.replaces.contains(&Some(k)))
        })
    }

    /// Appends the groups that go before line `i`.
    fn emit_before(&self, i: usize, mode: Mode, out: &mut Vec<String>) {
        let ordered = self.slots.windows(2).all(|w| w[0] <= w[1]);
        let mut first = true;
        for (n, (g, &slot)) in self.groups.iter().zip(&self.slots).enumerate() {
            let at = if mode != Mode::Block && ordered {
                slot
            } else {
                self.block_slot
            };
            if at != i || self.kept(n, mode) {
                continue;
            }
            if !first {
                out.push(String::new());
            }
            first = false;
            out.extend(g.lines.iter().cloned());
        }
    }
}

/// The one check prefix of FileCheck arguments (`CHECK` by default).
pub fn prefix_of(args: &[String]) -> Result<String, String> {
    let mut prefixes: Vec<String> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].trim_start_matches('-');
        let dashed = args[i].starts_with('-');
        for name in ["check-prefix", "check-prefixes"] {
            if !dashed {
                continue;
            }
            if let Some(v) = a.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
                prefixes.extend(v.split(',').map(String::from));
            } else if a == name {
                if let Some(v) = args.get(i + 1) {
                    prefixes.extend(v.split(',').map(String::from));
                    i += 1;
                }
            }
        }
        i += 1;
    }
    prefixes.retain(|p| !p.is_empty());
    prefixes.dedup();
    match prefixes.len() {
        0 => Ok("CHECK".into()),
        1 => Ok(prefixes.remove(0)),
        _ => Err(format!(
            "several check prefixes ({}): which block to rewrite is ambiguous",
            prefixes.join(",")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUT: &str =
        "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n";

    #[test]
    fn replaces_only_the_check_block() {
        let test = "// RUN: tileir-opt %s | FileCheck %s\n\n// Says hello.\n// CHECK-LABEL: func.func @f(\n// CHECK: stale\nfunc.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n// OTHER: untouched\n";
        let got = update(test, OUT, &Options::default(), &[]).unwrap();
        assert_eq!(
            got,
            "// RUN: tileir-opt %s | FileCheck %s\n\n// Says hello.\n\
             // CHECK-LABEL: func.func @f(\n// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {\n\
             // CHECK:   return %[[ARG0]] : i32\n// CHECK: }\n\
             func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n// OTHER: untouched\n"
        );
    }

    #[test]
    fn kept_lines_stay_and_new_files_get_checks_before_functions() {
        let test = "// RUN: x\n// COM: keep\n// CHECK-NOT: foo\nfunc.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
        let got = update(test, OUT, &Options::default(), &[]).unwrap();
        assert!(
            got.starts_with(
                "// RUN: x\n// COM: keep\n// CHECK-NOT: foo\n// CHECK-LABEL: func.func @f(\n"
            ),
            "{got}"
        );
        assert!(
            got.ends_with("// CHECK: }\nfunc.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"),
            "{got}"
        );
    }

    #[test]
    fn prefixes_from_arguments() {
        let a = |v: &[&str]| prefix_of(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(a(&[]).unwrap(), "CHECK");
        assert_eq!(a(&["--check-prefix=FOO"]).unwrap(), "FOO");
        assert_eq!(a(&["-check-prefix", "BAR"]).unwrap(), "BAR");
        assert!(a(&["--check-prefixes=A,B"]).is_err());
    }
}
