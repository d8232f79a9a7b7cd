//! Console output in lit's formats: the header, per-test result lines,
//! failure details (`-v`/`-a`), the progress bar (`-s` on a terminal), the
//! `--time-tests` histogram, and the summary block.

use std::io::Write;
use std::time::Duration;

use crate::discovery::Test;
use crate::result::{ResultCode, TestResult};

/// Which results and outputs to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Off,
    Failed,
    All,
}

/// Display options (lit's `--print-result-after`, `--test-output`, ...).
#[derive(Debug, Clone)]
pub struct DisplayOptions {
    pub print_result_after: Level,
    pub test_output: Level,
    pub terse_summary: bool,
    pub progress_bar: bool,
    /// Non-failure codes whose group is listed in the summary (`--show-*`).
    pub shown_codes: Vec<ResultCode>,
}

impl Default for DisplayOptions {
    fn default() -> Self {
        DisplayOptions {
            print_result_after: Level::All,
            test_output: Level::Off,
            terse_summary: false,
            progress_bar: false,
            shown_codes: Vec::new(),
        }
    }
}

/// Prints results as they arrive.
pub struct Display<'a> {
    pub opts: DisplayOptions,
    pub out: &'a mut dyn Write,
    pub completed: usize,
    pub total: usize,
    bar_shown: bool,
}

impl<'a> Display<'a> {
    pub fn new(opts: DisplayOptions, out: &'a mut dyn Write, total: usize) -> Self {
        Display {
            opts,
            out,
            completed: 0,
            total,
            bar_shown: false,
        }
    }

    pub fn header(&mut self, selected: usize, discovered: usize, workers: usize) {
        if self.opts.print_result_after == Level::Off && !self.opts.progress_bar {
            return;
        }
        let of_total = if selected != discovered {
            format!(" of {discovered}")
        } else {
            String::new()
        };
        let _ = writeln!(
            self.out,
            "-- Testing: {selected}{of_total} tests, {workers} workers --"
        );
        let _ = self.out.flush();
    }

    pub fn update(&mut self, test: &Test, r: &TestResult) {
        self.completed += 1;
        let show = (r.code.is_failure() && self.opts.print_result_after >= Level::Failed)
            || self.opts.print_result_after == Level::All;
        if show {
            self.clear_bar();
            self.print_result(test, r);
        }
        if self.opts.progress_bar {
            let pct = self.completed * 100 / self.total.max(1);
            let width = 40;
            let filled = pct * width / 100;
            let _ = write!(
                self.out,
                "\r\x1b[2KTesting: [{}{}] {pct:3}% {}",
                "=".repeat(filled),
                " ".repeat(width - filled),
                truncate(&test.full_name(), 60)
            );
            self.bar_shown = true;
        }
        let _ = self.out.flush();
    }

    pub fn clear_bar(&mut self) {
        if self.bar_shown {
            let _ = write!(self.out, "\r\x1b[2K");
            self.bar_shown = false;
        }
    }

    fn print_result(&mut self, test: &Test, r: &TestResult) {
        let name = test.full_name();
        let extra = if r.attempts > 1 {
            format!(", {} of {} attempts", r.attempts, r.max_attempts)
        } else {
            String::new()
        };
        let _ = writeln!(
            self.out,
            "{}: {name} ({} of {}{extra})",
            r.code.name(),
            self.completed,
            self.total
        );
        if (r.code.is_failure() && self.opts.test_output >= Level::Failed)
            || self.opts.test_output == Level::All
        {
            if r.code.is_failure() {
                let _ = writeln!(
                    self.out,
                    "{} TEST '{name}' FAILED {}",
                    "*".repeat(20),
                    "*".repeat(20)
                );
            }
            let _ = writeln!(self.out, "{}", r.output);
            let _ = writeln!(self.out, "{}", "*".repeat(20));
        }
    }
}

fn truncate(s: &str, n: usize) -> &str {
    match s.char_indices().nth(n) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// Prints the per-code failure groups and the summary counts.
pub fn print_summary(
    out: &mut dyn Write,
    tests: &[(&Test, &TestResult)],
    elapsed: Duration,
    opts: &DisplayOptions,
) {
    for code in ResultCode::ALL {
        let mut names: Vec<String> = tests
            .iter()
            .filter(|(_, r)| r.code == code)
            .map(|(t, _)| t.full_name())
            .collect();
        if names.is_empty() || (!code.is_failure() && !opts.shown_codes.contains(&code)) {
            continue;
        }
        names.sort();
        let _ = writeln!(out, "{}", "*".repeat(20));
        let _ = writeln!(out, "{} Tests ({}):", code.label(), names.len());
        for n in names {
            let _ = writeln!(out, "  {n}");
        }
        let _ = writeln!(out);
    }
    if !opts.terse_summary {
        let _ = writeln!(out, "\nTesting Time: {:.2}s", elapsed.as_secs_f64());
    }
    let total = tests.len();
    let _ = writeln!(out, "\nTotal Discovered Tests: {total}");
    let groups: Vec<(&str, usize)> = ResultCode::ALL
        .iter()
        .filter(|c| !opts.terse_summary || c.is_failure())
        .map(|c| {
            (
                c.label(),
                tests.iter().filter(|(_, r)| r.code == *c).count(),
            )
        })
        .filter(|(_, n)| *n > 0)
        .collect();
    let lw = groups.iter().map(|(l, _)| l.len()).max().unwrap_or(0);
    let cw = groups
        .iter()
        .map(|(_, n)| n.to_string().len())
        .max()
        .unwrap_or(0);
    for (label, n) in groups {
        let _ = writeln!(
            out,
            "  {label:<lw$}: {n:>cw$} ({:.2}%)",
            n as f64 / total as f64 * 100.0
        );
    }
}

/// `--time-tests`: the slowest tests and a histogram of test times.
pub fn print_histogram(out: &mut dyn Write, tests: &[(&Test, &TestResult)]) {
    let mut times: Vec<(String, f64)> = tests
        .iter()
        .filter(|(_, r)| r.elapsed > Duration::ZERO)
        .map(|(t, r)| (t.full_name(), r.elapsed.as_secs_f64()))
        .collect();
    if times.is_empty() {
        return;
    }
    times.sort_by(|a, b| b.1.total_cmp(&a.1));
    let _ = writeln!(out, "Slowest Tests:");
    let _ = writeln!(out, "{}", "-".repeat(78));
    for (name, t) in times.iter().take(20) {
        let _ = writeln!(out, "{t:.2}s: {name}");
    }
    let max = times[0].1.max(1e-9);
    let buckets = 10usize;
    let mut counts = vec![0usize; buckets];
    for (_, t) in &times {
        let b = ((t / max) * buckets as f64) as usize;
        counts[b.min(buckets - 1)] += 1;
    }
    let _ = writeln!(out, "\nTests Times:");
    let _ = writeln!(out, "{}", "-".repeat(78));
    let _ = writeln!(
        out,
        "[    Range    ] :: [               Percentage               ] :: [Count]"
    );
    let _ = writeln!(out, "{}", "-".repeat(78));
    let peak = *counts.iter().max().unwrap_or(&1).max(&1);
    for (i, c) in counts.iter().enumerate() {
        let lo = max * i as f64 / buckets as f64;
        let hi = max * (i + 1) as f64 / buckets as f64;
        let bar = "*".repeat(c * 40 / peak);
        let _ = writeln!(
            out,
            "[{lo:5.2}s,{hi:5.2}s) :: [{bar:<40}] :: [{c:>5}/{}]",
            times.len()
        );
    }
    let _ = writeln!(out, "{}", "-".repeat(78));
}
