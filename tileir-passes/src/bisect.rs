//! opt-bisect for MLIR passes: LLVM's `--opt-bisect-limit`, `--opt-bisect`
//! intervals, `--opt-disable` and `--opt-bisect-funcs`, deciding for each
//! pass invocation whether it runs. A skipped invocation is a no-op (no
//! hooks, no verification).
//!
//! Invocations are numbered as a sequential run makes them (one per pass per
//! anchor, from 1, nested anchors in op order, a dynamic pipeline's passes
//! inside the pass that ran it), the numbers `--mlir-print-pass-numbers`
//! shows. Analyses and verification are not numbered. A decision that
//! depends on the number (a limit, intervals) needs the invocations before
//! it counted, so while one is set nested anchors run one after another
//! in op order, threads or not; pass-name and function filters decide
//! alone and leave threading on.
//!
//! `--opt-bisect-print-ir-path=<file>` writes the whole IR, as a
//! sequential run has it, just before the first skipped invocation
//! (LLVM's: nothing if none is skipped).
//!
//! `--opt-bisect-verbose` (on by default, as in LLVM) prints one line per
//! decision in LLVM's format, the unit naming the anchor op and its symbol:
//! `BISECT: running pass (3) cse on func.func @f` /
//! `BISECT: NOT running pass (4) cse on builtin.module`.

use crate::anchor::OpHandle;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use tileir_ir::dialect::Traits;

/// Numbers `begin..=end` (LLVM's `IntegerInclusiveInterval`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    pub begin: u64,
    pub end: u64,
}

impl Interval {
    fn contains(&self, n: u64) -> bool {
        self.begin <= n && n <= self.end
    }
}

/// What the command line asks of opt-bisect.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BisectConfig {
    /// The invocations that may run; `None`: all of them.
    pub intervals: Option<Vec<Interval>>,
    /// `--opt-disable`: pass arguments never run.
    pub disabled: Vec<String>,
    /// `--opt-bisect-funcs`: anchors that are symbols (but not symbol
    /// tables such as modules) run only if their symbol is listed.
    pub funcs: Option<Vec<String>>,
    /// `--opt-bisect-verbose`.
    pub verbose: bool,
    /// `--opt-bisect-print-ir-path`: where the root's IR goes when the
    /// first invocation is skipped (nothing is written if none is).
    pub print_ir_path: Option<PathBuf>,
}

impl BisectConfig {
    /// Whether anything is asked (LLVM enables the gate only then).
    pub fn is_enabled(&self) -> bool {
        self.intervals.is_some() || !self.disabled.is_empty() || self.funcs.is_some()
    }

    /// The intervals of `--opt-bisect-limit=N`: -1 all, 0 none, N the first
    /// N. Other negative limits are an error.
    pub fn limit(n: i64) -> Result<Vec<Interval>, String> {
        match n {
            -1 => Ok(vec![Interval {
                begin: 1,
                end: u64::MAX,
            }]),
            0 => Ok(Vec::new()),
            n if n > 0 => Ok(vec![Interval {
                begin: 1,
                end: n as u64,
            }]),
            n => Err(format!("Invalid limit for -opt-bisect-limit: {n}")),
        }
    }

    /// Whether a decision depends on an invocation's number, or the IR at
    /// the first skip is asked for (the first in a sequential run).
    fn needs_order(&self) -> bool {
        let all = [Interval {
            begin: 1,
            end: u64::MAX,
        }];
        self.intervals.as_deref().is_some_and(|l| l != all) || self.print_ir_path.is_some()
    }
}

/// Parses `--opt-bisect`'s value (`1-10,20-30,45`; `-1` for all). The error
/// is LLVM's whole line.
pub fn parse_intervals(text: &str) -> Result<Vec<Interval>, String> {
    if text == "-1" {
        return BisectConfig::limit(-1);
    }
    let error = |why: String| {
        format!("Error: Invalid interval specification for -opt-bisect: {text} ({why})")
    };
    let mut list: Vec<Interval> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (begin, end) = match part.split_once('-') {
            Some((b, e)) => (b, Some(e)),
            None => (part, None),
        };
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
        if !digits(begin) || end.is_some_and(|e| !digits(e)) {
            return Err(error(format!("Invalid interval format: '{part}'")));
        }
        let number = |s: &str| {
            s.parse::<i64>()
                .map_err(|_| error(format!("Failed to parse number: '{s}'")))
        };
        let b = number(begin)?;
        let e = match end {
            Some(end) => {
                let e = number(end)?;
                if b >= e {
                    return Err(error(format!("Invalid interval: {b} >= {e}")));
                }
                e
            }
            None => b,
        };
        if let Some(last) = list.last() {
            if b as u64 <= last.end {
                return Err(error(format!(
                    "Expected intervals to be in increasing order: {b} <= {}",
                    last.end
                )));
            }
        }
        list.push(Interval {
            begin: b as u64,
            end: e as u64,
        });
    }
    if list.is_empty() {
        // LLVM runs everything for an empty list.
        return BisectConfig::limit(-1);
    }
    Ok(list)
}

/// The gate of one run: the config and the count of invocations so far.
#[derive(Debug)]
pub struct OptBisect {
    config: BisectConfig,
    /// Invocations decided so far (exact while nested anchors run in
    /// order, which [`OptBisect::needs_order`] asks for).
    count: AtomicU64,
    /// Whether an invocation was skipped yet.
    skipped: AtomicBool,
}

impl OptBisect {
    pub fn new(config: BisectConfig) -> OptBisect {
        OptBisect {
            config,
            count: AtomicU64::new(0),
            skipped: AtomicBool::new(false),
        }
    }

    pub fn verbose(&self) -> bool {
        self.config.verbose
    }

    /// Where `--opt-bisect-print-ir-path` writes the IR, if `skipped` (the
    /// decision just made) is the first invocation skipped.
    pub(crate) fn print_ir_path(&self, skipped: bool) -> Option<&Path> {
        let path = self.config.print_ir_path.as_deref()?;
        (skipped && !self.skipped.swap(true, Ordering::Relaxed)).then_some(path)
    }

    /// Whether the run must keep snapshots for the IR at the first skip.
    pub(crate) fn needs_snapshots(&self) -> bool {
        self.config.print_ir_path.is_some()
    }

    /// Whether nested anchors must run in op order.
    pub fn needs_order(&self) -> bool {
        self.config.needs_order()
    }

    /// Decides the next invocation: pass `argument` on `op`.
    pub(crate) fn should_run(&self, argument: &str, op: &OpHandle<'_>) -> bool {
        let number = self.count.fetch_add(1, Ordering::Relaxed) + 1;
        let in_range = match &self.config.intervals {
            None => true,
            Some(list) => list.iter().any(|i| i.contains(number)),
        };
        let disabled = self.config.disabled.iter().any(|d| d == argument);
        in_range && !disabled && !self.filtered_out(op)
    }

    fn filtered_out(&self, op: &OpHandle<'_>) -> bool {
        let Some(funcs) = &self.config.funcs else {
            return false;
        };
        let Some(symbol) = op.sym_name() else {
            return false;
        };
        let table = op
            .ctx
            .op_def_by_name(op.name_str())
            .is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
        !table && !funcs.iter().any(|f| f == symbol)
    }
}

/// How a verbose line names the unit: the anchor op and its symbol.
pub fn unit_name(op: &OpHandle<'_>) -> String {
    match op.sym_name() {
        Some(sym) => format!("{} @{sym}", op.name_str()),
        None => op.name_str().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iv(begin: u64, end: u64) -> Interval {
        Interval { begin, end }
    }

    #[test]
    fn intervals_parse_like_llvm() {
        assert_eq!(
            parse_intervals("1-10,20-30,45").unwrap(),
            vec![iv(1, 10), iv(20, 30), iv(45, 45)]
        );
        assert_eq!(parse_intervals("0").unwrap(), vec![iv(0, 0)]);
        assert_eq!(parse_intervals("-1").unwrap(), vec![iv(1, u64::MAX)]);
        assert_eq!(parse_intervals(" 3 , 5").unwrap(), vec![iv(3, 3), iv(5, 5)]);
        let err = |t: &str| parse_intervals(t).unwrap_err();
        assert_eq!(
            err("5-3"),
            "Error: Invalid interval specification for -opt-bisect: 5-3 (Invalid interval: 5 >= 3)"
        );
        assert_eq!(
            err("1-4,4"),
            "Error: Invalid interval specification for -opt-bisect: 1-4,4 (Expected intervals to be in increasing order: 4 <= 4)"
        );
        assert_eq!(
            err("a-3"),
            "Error: Invalid interval specification for -opt-bisect: a-3 (Invalid interval format: 'a-3')"
        );
        assert_eq!(
            err("99999999999999999999"),
            "Error: Invalid interval specification for -opt-bisect: 99999999999999999999 (Failed to parse number: '99999999999999999999')"
        );
    }

    #[test]
    fn limits() {
        assert_eq!(BisectConfig::limit(0).unwrap(), vec![]);
        assert_eq!(BisectConfig::limit(4).unwrap(), vec![iv(1, 4)]);
        assert!(BisectConfig::limit(-2).is_err());
        let all = BisectConfig {
            intervals: Some(BisectConfig::limit(-1).unwrap()),
            ..BisectConfig::default()
        };
        assert!(all.is_enabled() && !all.needs_order());
        let some = BisectConfig {
            intervals: Some(vec![]),
            ..BisectConfig::default()
        };
        assert!(some.needs_order());
    }
}
