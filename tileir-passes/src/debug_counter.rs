//! Debug counters (`--mlir-debug-counter`, `--mlir-print-debug-counter`), as
//! mlir-opt 22 has them: a transformation asks its counter before each
//! thing it does ([`DebugCounter::should_execute`]), and the command line
//! chooses which of them happen, so a bisect can go below the pass level.
//!
//! Forms:
//! - MLIR's `<name>-skip=N,<name>-count=M`: the first N are skipped, the M
//!   after them execute, the rest are skipped (a negative N executes all, a
//!   negative M all after the skipped ones);
//! - LLVM's chunks, `<name>=5-10:20`: exactly the listed ones execute,
//!   counted from 0 (mlir-opt 22 rejects this form; LLVM's tools take it).
//!
//! Counters consulted here: `pass-execution` (each pass invocation and each
//! nested pipeline step, in a sequential run's order, as MLIR's pass
//! manager does), `apply-pattern` (each pattern application of the greedy
//! driver) and `symbol-dce-erase` (each dead symbol symbol-dce erases).
//! While a counter can skip something, nested anchors run in op order, so
//! the numbers are a sequential run's with or without threads.
//!
//! The report is MLIR's: `DebugCounter counters:` and, sorted by name, the
//! counters given on the command line as `name` (padded to 32): `{count,skip,count-limit}`
//! (`{count,chunks}` for the chunk form, as LLVM prints it).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicI64, Ordering};

/// The counter of each pass invocation and nested pipeline step.
pub const PASS_EXECUTION: &str = "pass-execution";
/// The counter of each pattern application of the greedy driver.
pub const APPLY_PATTERN: &str = "apply-pattern";
/// The counter of each dead symbol symbol-dce erases.
pub const SYMBOL_DCE_ERASE: &str = "symbol-dce-erase";

/// Which actions of one counter execute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Limit {
    /// MLIR's: skip the first `skip`, then execute `count` (-1: all).
    SkipCount { skip: i64, count: i64 },
    /// LLVM's: execute the actions numbered (from 0) in these inclusive
    /// ranges, in increasing order.
    Chunks(Vec<(i64, i64)>),
}

/// What the command line asks of debug counters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CounterConfig {
    /// By name (sorted, as the report lists them).
    pub counters: BTreeMap<String, Limit>,
    /// `--mlir-print-debug-counter`.
    pub print: bool,
}

impl CounterConfig {
    /// Whether counters are in use at all (MLIR installs its handler only
    /// then).
    pub fn is_active(&self) -> bool {
        self.print || !self.counters.is_empty()
    }

    /// Reads `--mlir-debug-counter` values (each a comma-separated list).
    /// The error is what mlir-opt prints before it stops.
    pub fn parse<'a>(
        values: impl IntoIterator<Item = &'a str>,
        print: bool,
    ) -> Result<CounterConfig, String> {
        let mut config = CounterConfig {
            counters: BTreeMap::new(),
            print,
        };
        for arg in values.into_iter().flat_map(|v| v.split(',')) {
            if arg.is_empty() {
                continue;
            }
            config.add(arg).map_err(|line| {
                format!("{line}\nLLVM ERROR: Invalid DebugCounter command-line configuration\n")
            })?;
        }
        Ok(config)
    }

    /// One `name=value` argument.
    fn add(&mut self, arg: &str) -> Result<(), String> {
        let (name, value) = arg.split_once('=').unwrap_or((arg, ""));
        if value.is_empty() {
            return Err(format!("error: expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `{arg}`"));
        }
        let skip_or_count = name
            .strip_suffix("-skip")
            .map(|n| (n, true))
            .or_else(|| name.strip_suffix("-count").map(|n| (n, false)));
        let chunk_text = value
            .bytes()
            .all(|c| c.is_ascii_digit() || c == b'-' || c == b':');
        if let (None, true) = (skip_or_count, chunk_text && !value.starts_with('-')) {
            let chunks = parse_chunks(value)?;
            self.counters
                .insert(name.to_string(), Limit::Chunks(chunks));
            return Ok(());
        }
        let Some(number) = crate::cl_syntax::parse_signed(value, 64) else {
            return Err(format!(
                "error: expected DebugCounter counter value to be numeric, but got `{value}`"
            ));
        };
        let Some((name, is_skip)) = skip_or_count else {
            return Err(format!("error: expected DebugCounter counter name to end with either `-skip` or `-count`, but got`{name}`"));
        };
        let limit = self
            .counters
            .entry(name.to_string())
            .or_insert(Limit::SkipCount { skip: 0, count: -1 });
        if let Limit::Chunks(_) = limit {
            *limit = Limit::SkipCount { skip: 0, count: -1 };
        }
        if let Limit::SkipCount { skip, count } = limit {
            if is_skip {
                *skip = number;
            } else {
                *count = number;
            }
        }
        Ok(())
    }
}

/// LLVM's chunk list (`5-10:20`); the error is LLVM's line.
fn parse_chunks(text: &str) -> Result<Vec<(i64, i64)>, String> {
    let mut chunks: Vec<(i64, i64)> = Vec::new();
    for part in text.split(':') {
        let number = |s: &str| {
            s.parse::<i64>()
                .ok()
                .filter(|_| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()))
                .ok_or_else(|| format!("Failed to parse int at : {s}"))
        };
        let (begin, end) = match part.split_once('-') {
            Some((b, e)) => {
                let (b, e) = (number(b)?, number(e)?);
                if b >= e {
                    return Err(format!("Expected {b} < {e} in {b}-{e}"));
                }
                (b, e)
            }
            None => {
                let n = number(part)?;
                (n, n)
            }
        };
        if let Some(&(_, last)) = chunks.last() {
            if begin <= last {
                return Err(format!(
                    "Expected Chunks to be in increasing order {begin} <= {last}"
                ));
            }
        }
        chunks.push((begin, end));
    }
    Ok(chunks)
}

/// The counters of one run (one input chunk, as MLIR has one per context).
#[derive(Debug)]
pub struct DebugCounter {
    config: CounterConfig,
    /// Actions asked about so far, by counter, in `config.counters` order.
    counts: Vec<AtomicI64>,
}

impl DebugCounter {
    pub fn new(config: CounterConfig) -> DebugCounter {
        let counts = config.counters.keys().map(|_| AtomicI64::new(0)).collect();
        DebugCounter { config, counts }
    }

    /// Whether the next action counted by `tag` executes. A counter not
    /// named on the command line always executes.
    pub fn should_execute(&self, tag: &str) -> bool {
        let Some((index, limit)) = self
            .config
            .counters
            .iter()
            .enumerate()
            .find(|(_, (name, _))| name.as_str() == tag)
            .map(|(i, (_, limit))| (i, limit))
        else {
            return true;
        };
        // MLIR counts from 1 here; LLVM's chunks number from 0.
        let count = self.counts[index].fetch_add(1, Ordering::Relaxed) + 1;
        match limit {
            Limit::SkipCount { skip, count: stop } => {
                if *skip < 0 {
                    return true;
                }
                if *skip >= count {
                    return false;
                }
                *stop < 0 || stop + skip >= count
            }
            Limit::Chunks(chunks) => {
                let index = count - 1;
                chunks.iter().any(|&(b, e)| (b..=e).contains(&index))
            }
        }
    }

    /// Whether some action may be skipped (then a run counts them in a
    /// sequential run's order).
    pub fn needs_order(&self) -> bool {
        self.config.counters.values().any(|l| match l {
            Limit::SkipCount { skip, count } => *skip > 0 || *count >= 0,
            Limit::Chunks(_) => true,
        })
    }

    /// Whether `--mlir-print-debug-counter` asks for the report.
    pub fn prints(&self) -> bool {
        self.config.print
    }

    /// MLIR's report of the counters and their counts so far.
    pub fn report(&self) -> String {
        let mut out = String::from("DebugCounter counters:\n");
        for ((name, limit), count) in self.config.counters.iter().zip(&self.counts) {
            let count = count.load(Ordering::Relaxed);
            let values = match limit {
                Limit::SkipCount { skip, count: stop } => format!("{count},{skip},{stop}"),
                Limit::Chunks(chunks) => {
                    let list: Vec<String> = chunks
                        .iter()
                        .map(|&(b, e)| {
                            if b == e {
                                b.to_string()
                            } else {
                                format!("{b}-{e}")
                            }
                        })
                        .collect();
                    format!("{count},{}", list.join(":"))
                }
            };
            out.push_str(&format!("{name:<32}: {{{values}}}\n"));
        }
        out
    }
}

/// Whether the next action counted by `tag` executes in a run with
/// `counter` (none: everything executes).
pub fn allows(counter: Option<&DebugCounter>, tag: &str) -> bool {
    counter.is_none_or(|c| c.should_execute(tag))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(args: &str) -> CounterConfig {
        CounterConfig::parse([args], false).unwrap()
    }

    fn decisions(args: &str, n: usize) -> String {
        let c = DebugCounter::new(config(args));
        (0..n)
            .map(|_| if c.should_execute("x") { '1' } else { '0' })
            .collect()
    }

    #[test]
    fn skip_and_count_as_mlir() {
        assert_eq!(decisions("x-skip=2", 6), "001111");
        assert_eq!(decisions("x-skip=2,x-count=3", 7), "0011100");
        assert_eq!(decisions("x-count=2", 4), "1100");
        assert_eq!(decisions("x-skip=-1,x-count=1", 3), "111");
        assert_eq!(decisions("x-skip=0x1", 3), "011");
        assert_eq!(decisions("y-skip=5", 3), "111");
    }

    #[test]
    fn chunks_as_llvm() {
        assert_eq!(decisions("x=1-3:5", 7), "0111010");
        assert_eq!(decisions("x=0", 3), "100");
    }

    #[test]
    fn report_layout() {
        let c = DebugCounter::new(config("b-skip=1,a=0-2:4,b-count=2"));
        c.should_execute("b");
        assert_eq!(
            c.report(),
            "DebugCounter counters:\na                               : {0,0-2:4}\nb                               : {1,1,2}\n"
        );
    }

    #[test]
    fn errors_as_mlir() {
        let err = |a: &str| CounterConfig::parse([a], false).unwrap_err();
        assert_eq!(err("bogus"), "error: expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `bogus`\nLLVM ERROR: Invalid DebugCounter command-line configuration\n");
        assert!(err("x-skip=abc").starts_with(
            "error: expected DebugCounter counter value to be numeric, but got `abc`\n"
        ));
        assert!(err("x=abc").starts_with(
            "error: expected DebugCounter counter value to be numeric, but got `abc`\n"
        ));
        assert!(err("x=3-1").starts_with("Expected 3 < 1 in 3-1\n"));
        assert!(err("x=1:1").starts_with("Expected Chunks to be in increasing order 1 <= 1\n"));
        assert!(err("x-skip=-").starts_with("error: expected DebugCounter counter value"));
    }
}
