//! tileir-reduce: shrinks an MLIR input while an interestingness test keeps
//! passing (exit 0 = still interesting, as llvm-reduce; mlir-reduce has it
//! the other way round).
//!
//! Delta debugging over the IR's structure ([`ir_steps`]: symbols, ops,
//! regions hoisted into their parent block, attributes, variadic operands), then over lines ([`text_steps`]). Every
//! candidate is as valid as the input ([`validity`]): it verifies if the
//! input did, it parses if the input did; an input that does not parse is
//! reduced as text (spans of brace blocks, then lines). Candidates are
//! tested several at a time; of a batch the first interesting one in unit
//! order wins, so the result depends only on the test, not on timing. The
//! best input so far is always on disk, replaced atomically, so an
//! interrupted run loses nothing. MLIR knowledge comes from `tileir-ir` and
//! the dialect tables only.

pub mod cli;
pub mod ir_steps;
pub mod oracle;
pub mod text_steps;
pub mod validity;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use oracle::{Oracle, Verdict};
use validity::{IrConfig, Level};

/// A reduction run's settings.
pub struct Config {
    pub oracle: Oracle,
    /// Where the best input so far is kept.
    pub output: PathBuf,
    /// Candidates tested at once.
    pub jobs: usize,
    pub ir: IrConfig,
    /// Rounds of all steps at most (a round that removes nothing ends the run).
    pub max_rounds: usize,
}

/// A step of either kind.
#[derive(Debug, Clone, Copy)]
enum AnyStep {
    Ir(ir_steps::Step),
    Text(text_steps::Step),
}

impl AnyStep {
    fn name(self) -> String {
        match self {
            AnyStep::Ir(s) => s.name().to_string(),
            AnyStep::Text(s) => s.name(),
        }
    }
}

/// The reduction in progress.
pub struct Reducer<'a> {
    cfg: &'a Config,
    /// `cfg.ir`, printing generically when the input does not verify.
    ir: IrConfig,
    best: String,
    level: Level,
    work: tempfile::TempDir,
    extension: String,
    tests: usize,
    log: &'a mut dyn Write,
}

impl<'a> Reducer<'a> {
    /// Reduces `input` (the text of the file at `input_path`); returns the
    /// smallest interesting text found, also left at `cfg.output`.
    pub fn run(
        cfg: &'a Config,
        input_path: &Path,
        input: String,
        log: &'a mut dyn Write,
    ) -> Result<String, String> {
        let work = tempfile::Builder::new()
            .prefix("tileir-reduce-")
            .tempdir()
            .map_err(|e| format!("cannot create a work directory: {e}"))?;
        let extension = input_path
            .extension()
            .map(|e| format!(".{}", e.to_string_lossy()))
            .unwrap_or_else(|| ".mlir".into());
        let level = validity::level(&input, cfg.ir);
        let mut ir = cfg.ir;
        ir.generic = level == Level::Parses;
        let mut r = Reducer {
            cfg,
            ir,
            best: input,
            level,
            work,
            extension,
            tests: 0,
            log,
        };
        let _ = writeln!(r.log, "tileir-reduce: the input {}", level.name());
        let first = r.write_candidate(0, &r.best.clone())?;
        match cfg.oracle.judge(&first) {
            Verdict::Interesting => {}
            Verdict::Boring(code) => {
                return Err(format!(
                "the input is not interesting: the test exits with {} on it (0 means interesting)",
                code.map_or("a signal".to_string(), |c| c.to_string())
            ))
            }
            Verdict::TimedOut => return Err("the test times out on the input".into()),
            Verdict::Error(e) => return Err(e),
        }
        r.tests += 1;
        r.save()?;
        if level >= Level::Parses {
            r.try_printed()?;
        }
        let steps: Vec<AnyStep> = if level >= Level::Parses {
            use ir_steps::Step::*;
            vec![
                AnyStep::Ir(Symbols),
                AnyStep::Ir(Ops),
                AnyStep::Ir(Regions),
                AnyStep::Ir(Attributes),
                AnyStep::Ir(Operands),
                AnyStep::Text(text_steps::Step::Lines),
            ]
        } else {
            use text_steps::Step::*;
            vec![
                AnyStep::Text(Spans(0)),
                AnyStep::Text(Spans(1)),
                AnyStep::Text(Spans(2)),
                AnyStep::Text(Spans(3)),
                AnyStep::Text(Lines),
            ]
        };
        for round in 1..=cfg.max_rounds.max(1) {
            let before = r.best.len();
            for &step in &steps {
                r.step(step, round)?;
            }
            if r.best.len() == before {
                break;
            }
        }
        let ops = ir_steps::op_count(&r.best, r.ir).map_or(String::new(), |n| format!(", {n} ops"));
        let _ = writeln!(
            r.log,
            "tileir-reduce: done: {} bytes{ops}, {} tests run; result in {}",
            r.best.len(),
            r.tests,
            cfg.output.display()
        );
        Ok(r.best)
    }

    /// Adopts the printed form of the input when it is still interesting:
    /// the structural steps print every candidate.
    fn try_printed(&mut self) -> Result<(), String> {
        let ctx = validity::context();
        let Some(root) = validity::parse(&ctx, &self.best, self.ir) else {
            return Ok(());
        };
        let printed =
            tileir_ir::printer::print_op(&ctx, &root.body, root.op, &self.ir.print_options());
        if printed != self.best && self.judge(0, &printed)? {
            self.best = printed;
            self.save()?;
        }
        Ok(())
    }

    fn count(&self, step: AnyStep) -> usize {
        match step {
            AnyStep::Ir(s) => ir_steps::count(&self.best, s, self.ir),
            AnyStep::Text(s) => text_steps::count(&self.best, s),
        }
    }

    /// One delta-debugging pass of `step`: chunks of units removed, halving
    /// the chunk size down to single units.
    fn step(&mut self, step: AnyStep, round: usize) -> Result<(), String> {
        let start = Instant::now();
        let tests_before = self.tests;
        let mut n = self.count(step);
        let units_before = n;
        if n == 0 {
            return Ok(());
        }
        let mut chunk = n;
        // A success may leave the size as it is (a constant replaced by a
        // zero, an op by a cast that later goes); this bounds the pass.
        let mut successes_left = 4 * n + 16;
        loop {
            let mut i = 0;
            while i < n {
                let starts: Vec<usize> = (0..self.cfg.jobs.max(1))
                    .map(|k| i + k * chunk)
                    .take_while(|&s| s < n)
                    .collect();
                let found = self.batch(step, &starts, chunk)?;
                match found {
                    Some((k, text)) => {
                        self.best = text;
                        self.save()?;
                        n = self.count(step);
                        i = starts[k];
                        successes_left = successes_left.saturating_sub(1);
                        if successes_left == 0 {
                            break;
                        }
                    }
                    None => i = starts.last().map_or(n, |s| s + chunk),
                }
            }
            if chunk <= 1 || n == 0 || successes_left == 0 {
                break;
            }
            chunk = chunk.div_ceil(2).min(n.max(1));
        }
        let ops =
            ir_steps::op_count(&self.best, self.ir).map_or(String::new(), |n| format!(", {n} ops"));
        let _ = writeln!(
            self.log,
            "tileir-reduce: round {round}, {}: {units_before} -> {n} units, {} bytes{ops}, {} tests, {:.1}s",
            step.name(),
            self.best.len(),
            self.tests - tests_before,
            start.elapsed().as_secs_f64()
        );
        Ok(())
    }

    /// Makes and tests the candidates removing `[s, s + chunk)` for each
    /// start, in parallel; the first interesting one in order wins.
    fn batch(
        &mut self,
        step: AnyStep,
        starts: &[usize],
        chunk: usize,
    ) -> Result<Option<(usize, String)>, String> {
        let best = &self.best;
        let cfg = self.cfg;
        let ir = self.ir;
        let level = self.level;
        let work = self.work.path();
        let ext = &self.extension;
        // Each candidate: whether the test ran on it, and its text if interesting.
        type Tried = Result<(bool, Option<String>), String>;
        let results: Vec<Tried> = std::thread::scope(|scope| {
            let handles: Vec<_> = starts
                .iter()
                .enumerate()
                .map(|(k, &s)| {
                    scope.spawn(move || -> Tried {
                        let cand = match step {
                            AnyStep::Ir(st) => ir_steps::remove(best, st, s, s + chunk, ir),
                            AnyStep::Text(st) => text_steps::remove(best, st, s, s + chunk),
                        };
                        let Some(cand) = cand else {
                            return Ok((false, None));
                        };
                        if cand == *best || !validity::reaches(&cand, level, ir) {
                            return Ok((false, None));
                        }
                        let path = work.join(format!("candidate-{k}{ext}"));
                        std::fs::write(&path, &cand)
                            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                        match cfg.oracle.judge(&path) {
                            Verdict::Interesting => Ok((true, Some(cand))),
                            Verdict::Error(e) => Err(e),
                            _ => Ok((true, None)),
                        }
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err("a candidate check panicked".into()))
                })
                .collect()
        });
        let mut found = None;
        for (k, r) in results.into_iter().enumerate() {
            let (tested, text) = r?;
            self.tests += tested as usize;
            if found.is_none() {
                found = text.map(|t| (k, t));
            }
        }
        Ok(found)
    }

    fn judge(&mut self, k: usize, text: &str) -> Result<bool, String> {
        let path = self.write_candidate(k, text)?;
        self.tests += 1;
        match self.cfg.oracle.judge(&path) {
            Verdict::Interesting => Ok(true),
            Verdict::Error(e) => Err(e),
            _ => Ok(false),
        }
    }

    fn write_candidate(&self, k: usize, text: &str) -> Result<PathBuf, String> {
        let path = self
            .work
            .path()
            .join(format!("candidate-{k}{}", self.extension));
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(path)
    }

    /// Puts the best text at the output path atomically.
    fn save(&self) -> Result<(), String> {
        write_atomically(&self.cfg.output, &self.best)
            .map_err(|e| format!("cannot write {}: {e}", self.cfg.output.display()))
    }
}

/// Replaces `path` by `text` through a temporary file beside it and a rename,
/// keeping the permissions `path` had (a new file is readable by all).
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(text.as_bytes())?;
    tmp.flush()?;
    let permissions = match std::fs::metadata(path) {
        Ok(meta) => meta.permissions(),
        Err(_) => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::Permissions::from_mode(0o644)
            }
            #[cfg(not(unix))]
            {
                tmp.as_file().metadata()?.permissions()
            }
        }
    };
    std::fs::set_permissions(tmp.path(), permissions)?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
