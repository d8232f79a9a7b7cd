//! The search behind `tileir-bisect`, independent of how a probe runs: a
//! probe runs the compiler with `--opt-bisect-limit=<limit>` and says
//! whether the result is interesting. Knows nothing about MLIR beyond the
//! opt-bisect contract: limit 0 runs no pass invocation, limit n runs the
//! first n, and each decision prints `BISECT: running pass (k) <pass> on
//! <unit>`.
//!
//! The search checks both ends first (the full pipeline must be
//! interesting, the empty one must not), then halves the interval between
//! the largest uninteresting limit and the smallest interesting one until
//! they are adjacent: 2 + ceil(log2 n) probes. Results are kept per limit,
//! so asking again (the verification pass, the diff) costs nothing unless
//! a re-run is asked for, which is how flakiness is detected.

pub mod regression;

use std::collections::BTreeMap;

/// One run of the compiler at a limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    pub interesting: bool,
    /// The compiler's output (the IR), for the diff.
    pub stdout: String,
    /// The compiler's stderr (the BISECT lines, diagnostics).
    pub stderr: String,
}

/// Runs the compiler at a limit (`None`: no limit, the full pipeline).
pub trait Runner {
    fn run(&mut self, limit: Option<u64>) -> Result<Probe, String>;

    /// Runs at a limit with more arguments (a debug counter's).
    fn run_with(&mut self, limit: Option<u64>, extra: &[String]) -> Result<Probe, String> {
        if extra.is_empty() {
            self.run(limit)
        } else {
            Err("this runner takes no extra arguments".to_string())
        }
    }
}

/// A decided pass invocation, from its verbose line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    pub number: u64,
    pub pass: String,
    pub unit: String,
    pub running: bool,
    /// The line as printed.
    pub line: String,
}

/// Parses `BISECT: [NOT ]running pass (k) <pass> on <unit>`.
pub fn parse_line(line: &str) -> Option<Invocation> {
    let rest = line.strip_prefix("BISECT: ")?;
    let (running, rest) = match rest.strip_prefix("NOT ") {
        Some(r) => (false, r),
        None => (true, rest),
    };
    let rest = rest.strip_prefix("running pass (")?;
    let (number, rest) = rest.split_once(") ")?;
    let (pass, unit) = rest.split_once(" on ")?;
    Some(Invocation {
        number: number.parse().ok()?,
        pass: pass.to_string(),
        unit: unit.to_string(),
        running,
        line: line.to_string(),
    })
}

/// The decisions a run printed, in order.
pub fn invocations(stderr: &str) -> Vec<Invocation> {
    stderr.lines().filter_map(parse_line).collect()
}

/// What a bisection found.
#[derive(Debug)]
pub struct Found {
    /// The first invocation whose running makes the test interesting.
    pub culprit: Invocation,
    /// Invocations of the full pipeline.
    pub total: u64,
    /// Runs of the compiler made.
    pub runs: usize,
    /// The runs at `culprit - 1` and `culprit`.
    pub before: Probe,
    pub after: Probe,
}

/// Why a bisection could not say.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    Run(String),
    /// The full pipeline is not interesting.
    FullNotInteresting,
    /// Limit 0 (no pass) is already interesting.
    EmptyInteresting,
    /// The compiler printed no BISECT lines: it does not support opt-bisect.
    NoInvocations,
    /// The same limit gave both answers.
    Flaky {
        limit: u64,
    },
    /// A larger limit is uninteresting although a smaller one is.
    NotMonotonic {
        interesting: u64,
        not: u64,
    },
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Run(e) => write!(f, "{e}"),
            Failure::FullNotInteresting => write!(f, "the full pipeline is not interesting: nothing to bisect (check the test on the unbisected command)"),
            Failure::EmptyInteresting => write!(f, "the empty pipeline (--opt-bisect-limit=0) is already interesting: the test does not depend on the passes"),
            Failure::NoInvocations => write!(f, "the command printed no 'BISECT:' lines: does it take --opt-bisect-limit and --opt-bisect-verbose?"),
            Failure::Flaky { limit } => write!(f, "the test is flaky: --opt-bisect-limit={limit} was interesting in one run and not in another"),
            Failure::NotMonotonic { interesting, not } => write!(f, "the test is not monotonic in the limit: --opt-bisect-limit={interesting} is interesting but --opt-bisect-limit={not} is not; bisecting needs every limit after the culprit to stay interesting"),
        }
    }
}

/// The bisection: probes kept per limit, and the runner.
pub struct Bisect<'r> {
    runner: &'r mut dyn Runner,
    probes: BTreeMap<u64, Probe>,
    runs: usize,
    /// Told one progress line per probe.
    logger: Box<dyn FnMut(&str) + 'r>,
}

impl<'r> Bisect<'r> {
    pub fn new(runner: &'r mut dyn Runner) -> Bisect<'r> {
        Bisect {
            runner,
            probes: BTreeMap::new(),
            runs: 0,
            logger: Box::new(|_| {}),
        }
    }

    /// Reports each probe's result to `logger` as it comes.
    pub fn with_logger(mut self, logger: impl FnMut(&str) + 'r) -> Bisect<'r> {
        self.logger = Box::new(logger);
        self
    }

    /// Runs at `limit` (`None`: full), recording the result; a re-run of a
    /// known limit that disagrees is flakiness.
    fn probe(&mut self, limit: Option<u64>, key: u64) -> Result<Probe, Failure> {
        let probe = self.runner.run(limit).map_err(Failure::Run)?;
        self.runs += 1;
        let shown = limit.map_or("-1".to_string(), |l| l.to_string());
        let verdict = if probe.interesting {
            "interesting"
        } else {
            "not interesting"
        };
        (self.logger)(&format!("--opt-bisect-limit={shown}: {verdict}"));
        if let Some(old) = self.probes.get(&key) {
            if old.interesting != probe.interesting {
                return Err(Failure::Flaky { limit: key });
            }
        }
        self.check_monotonic(key, probe.interesting)?;
        self.probes.insert(key, probe.clone());
        Ok(probe)
    }

    /// An interesting limit below an uninteresting one contradicts
    /// monotonicity.
    fn check_monotonic(&self, key: u64, interesting: bool) -> Result<(), Failure> {
        let contradiction = if interesting {
            self.probes
                .range(key + 1..)
                .find(|(_, p)| !p.interesting)
                .map(|(&not, _)| (key, not))
        } else {
            self.probes
                .range(..key)
                .find(|(_, p)| p.interesting)
                .map(|(&i, _)| (i, key))
        };
        match contradiction {
            Some((interesting, not)) => Err(Failure::NotMonotonic { interesting, not }),
            None => Ok(()),
        }
    }

    /// Finds the first interesting invocation. With `verify`, re-runs the
    /// two limits around it (flakiness) and one limit on each side
    /// (monotonicity) at the cost of up to four more runs.
    pub fn run(mut self, verify: bool) -> Result<Found, Failure> {
        let full = self.probe(None, u64::MAX)?;
        let total = invocations(&full.stderr).len() as u64;
        if total == 0 {
            return Err(Failure::NoInvocations);
        }
        if !full.interesting {
            return Err(Failure::FullNotInteresting);
        }
        // The full run is the run at its number of invocations.
        self.probes.remove(&u64::MAX);
        self.probes.insert(total, full);
        if self.probe(Some(0), 0)?.interesting {
            return Err(Failure::EmptyInteresting);
        }
        let (mut lo, mut hi) = (0, total);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if self.probe(Some(mid), mid)?.interesting {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        if verify {
            for limit in [lo, hi] {
                self.probe(Some(limit), limit)?;
            }
            if lo > 0 {
                self.probe(Some(lo / 2), lo / 2)?;
            }
            if hi < total {
                let above = hi + (total - hi).div_ceil(2);
                self.probe(Some(above), above)?;
            }
        }
        let after = self.probes[&hi].clone();
        let before = self.probes[&lo].clone();
        let culprit = invocations(&after.stderr)
            .into_iter()
            .find(|i| i.number == hi)
            .ok_or_else(|| {
                Failure::Run(format!(
                    "the run at --opt-bisect-limit={hi} printed no line for invocation {hi}"
                ))
            })?;
        Ok(Found {
            culprit,
            total,
            runs: self.runs,
            before,
            after,
        })
    }
}

/// What a bisection inside the culprit found: its first transformation,
/// by a debug counter, that makes the test interesting.
#[derive(Debug)]
pub struct CounterFound {
    pub counter: String,
    /// The transformation's number in the whole run (what
    /// `--mlir-debug-counter=<counter>-count=<global>` stops after).
    pub global: i64,
    /// Its number among the culprit's transformations (from 1), and how
    /// many the culprit makes.
    pub index: i64,
    pub in_culprit: i64,
    pub runs: usize,
    /// The runs with the transformations up to `global - 1` and `global`.
    pub before: Probe,
    pub after: Probe,
}

/// A counter's count in the last `--mlir-print-debug-counter` report of
/// `stderr` (`name<blanks>: {count,...}`).
pub fn counter_count(stderr: &str, name: &str) -> Option<i64> {
    stderr.lines().rev().find_map(|line| {
        let (key, values) = line.split_once(": {")?;
        (key.trim_end() == name).then_some(())?;
        values.split([',', '}']).next()?.parse().ok()
    })
}

/// The arguments that count `name` and stop it after `count` actions
/// (`None`: count without stopping).
pub fn counter_args(name: &str, count: Option<i64>) -> Vec<String> {
    let limit = match count {
        Some(c) => format!("--mlir-debug-counter={name}-count={c}"),
        None => format!("--mlir-debug-counter={name}-skip=0"),
    };
    vec![limit, "--mlir-print-debug-counter".to_string()]
}

/// Bisects the transformations counted by `counter` inside pass invocation
/// `culprit` (found by [`Bisect::run`]): every earlier invocation runs whole,
/// the culprit stops after a chosen number of them. Both ends are checked
/// (none of the culprit's transformations is not interesting, all are), so
/// 4 + ceil(log2 m) runs for m transformations.
pub fn bisect_counter(
    runner: &mut dyn Runner,
    culprit: u64,
    counter: &str,
    logger: &mut dyn FnMut(&str),
) -> Result<CounterFound, Failure> {
    let mut runs = 0;
    let mut count_at = |limit: u64, runs: &mut usize| -> Result<i64, Failure> {
        let probe = runner
            .run_with(Some(limit), &counter_args(counter, None))
            .map_err(Failure::Run)?;
        *runs += 1;
        counter_count(&probe.stderr, counter).ok_or_else(|| {
            Failure::Run(format!(
                "the command printed no debug counter report for '{counter}': does it take --mlir-debug-counter and --mlir-print-debug-counter?"
            ))
        })
    };
    let first = count_at(culprit - 1, &mut runs)?;
    let last = count_at(culprit, &mut runs)?;
    if last <= first {
        return Err(Failure::Run(format!(
            "pass invocation {culprit} makes no transformation counted by '{counter}'"
        )));
    }
    let mut probes: BTreeMap<i64, Probe> = BTreeMap::new();
    let mut probe = |k: i64, runs: &mut usize| -> Result<bool, Failure> {
        let p = runner
            .run_with(Some(culprit), &counter_args(counter, Some(first + k)))
            .map_err(Failure::Run)?;
        *runs += 1;
        let verdict = if p.interesting {
            "interesting"
        } else {
            "not interesting"
        };
        logger(&format!(
            "--opt-bisect-limit={culprit} --mlir-debug-counter={counter}-count={}: {verdict}",
            first + k
        ));
        let interesting = p.interesting;
        probes.insert(k, p);
        Ok(interesting)
    };
    let total = last - first;
    if !probe(total, &mut runs)? {
        return Err(Failure::Run(format!(
            "with all {total} of its '{counter}' transformations, invocation {culprit} is not interesting: the counter changes the run"
        )));
    }
    if probe(0, &mut runs)? {
        return Err(Failure::Run(format!(
            "invocation {culprit} is interesting without any of its '{counter}' transformations: what breaks is not counted by it"
        )));
    }
    let (mut lo, mut hi) = (0, total);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if probe(mid, &mut runs)? {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Ok(CounterFound {
        counter: counter.to_string(),
        global: first + hi,
        index: hi,
        in_culprit: total,
        runs,
        before: probes.remove(&lo).expect("probed"),
        after: probes.remove(&hi).expect("probed"),
    })
}

/// A unified diff of `before` and `after` (3 lines of context).
pub fn unified_diff(before: &str, after: &str, before_name: &str, after_name: &str) -> String {
    similar::TextDiff::from_lines(before, after)
        .unified_diff()
        .context_radius(3)
        .header(before_name, after_name)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake compiler with `total` invocations where the test turns
    /// interesting from `culprit` on (or answers with `answer`).
    struct Fake {
        total: u64,
        answer: Box<dyn FnMut(u64) -> bool>,
    }

    impl Runner for Fake {
        fn run(&mut self, limit: Option<u64>) -> Result<Probe, String> {
            let limit = limit.unwrap_or(self.total).min(self.total);
            let stderr = (1..=self.total)
                .map(|k| {
                    let not = if k <= limit { "" } else { "NOT " };
                    format!("BISECT: {not}running pass ({k}) p{k} on func.func @f{k}\n")
                })
                .collect();
            Ok(Probe {
                interesting: (self.answer)(limit),
                stdout: format!("ran {limit}\n"),
                stderr,
            })
        }
    }

    fn fake(total: u64, culprit: u64) -> Fake {
        Fake {
            total,
            answer: Box::new(move |l| l >= culprit),
        }
    }

    #[test]
    fn finds_every_culprit_in_logarithmic_runs() {
        for total in [1u64, 2, 3, 7, 100, 257] {
            for culprit in 1..=total {
                let mut runner = fake(total, culprit);
                let found = Bisect::new(&mut runner).run(false).unwrap();
                assert_eq!(found.culprit.number, culprit);
                assert_eq!(found.culprit.pass, format!("p{culprit}"));
                let bound = 2 + (total as f64).log2().ceil() as usize;
                assert!(found.runs <= bound, "{total} {culprit}: {}", found.runs);
                assert_eq!(found.before.stdout, format!("ran {}\n", culprit - 1));
            }
        }
    }

    #[test]
    fn ends_that_do_not_qualify_are_reported() {
        let mut never = Fake {
            total: 5,
            answer: Box::new(|_| false),
        };
        assert_eq!(
            Bisect::new(&mut never).run(false).unwrap_err(),
            Failure::FullNotInteresting
        );
        let mut always = Fake {
            total: 5,
            answer: Box::new(|_| true),
        };
        assert_eq!(
            Bisect::new(&mut always).run(false).unwrap_err(),
            Failure::EmptyInteresting
        );
        let mut silent = Fake {
            total: 0,
            answer: Box::new(|_| true),
        };
        assert_eq!(
            Bisect::new(&mut silent).run(false).unwrap_err(),
            Failure::NoInvocations
        );
    }

    #[test]
    fn flaky_and_non_monotonic_tests_are_reported() {
        // Interesting at the culprit every other time it is asked.
        let mut calls = 0;
        let mut flaky = Fake {
            total: 16,
            answer: Box::new(move |l| {
                if l == 9 {
                    calls += 1;
                    calls % 2 == 1
                } else {
                    l >= 9
                }
            }),
        };
        assert_eq!(
            Bisect::new(&mut flaky).run(true).unwrap_err(),
            Failure::Flaky { limit: 9 }
        );
        // Interesting only between 5 and 8: the check above finds it.
        let mut window = Fake {
            total: 16,
            answer: Box::new(|l| (5..=8).contains(&l) || l == 16),
        };
        let err = Bisect::new(&mut window).run(true).unwrap_err();
        assert!(matches!(err, Failure::NotMonotonic { .. }), "{err:?}");
    }

    #[test]
    fn lines_parse() {
        let i = parse_line("BISECT: NOT running pass (12) cse on func.func @f").unwrap();
        assert_eq!(
            (i.number, i.pass.as_str(), i.unit.as_str(), i.running),
            (12, "cse", "func.func @f", false)
        );
        assert!(parse_line("BISECT: bogus").is_none());
    }
}
