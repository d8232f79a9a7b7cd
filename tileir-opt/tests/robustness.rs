//! No input makes tileir-opt panic, hang or overflow its stack.
//!
//! (a) `fuzz_mutations`: a deterministic mutation fuzzer over the project's
//!     `.mlir` files, the cuda-tile corpus, the examples and small generated
//!     inputs (byte flips, truncations, splices, duplicated spans, deletions,
//!     random bytes, deep-nesting insertion). Runs `tileir_opt::run`
//!     in-process under `catch_unwind` with a watchdog per input; inputs with
//!     deep-nesting insertions run through the real binary instead, since a
//!     stack overflow kills the whole process. Every run must end in exit 0,
//!     or exit 1 with an `error:` diagnostic, and show no panic anywhere: a
//!     panic caught inside tileir-opt (its `internal error` report, the pass
//!     manager's "the pass panicked", a parser thread that retried, Rust's
//!     `panicked at` message) is a failure like one that escapes. On failure
//!     the input is minimised (panics and bad exits; time-bounded) and
//!     printed, and saved under `CARGO_TARGET_TMPDIR`.
//!     Budget: `TILEIR_FUZZ_SECS` (default 3), seed: `TILEIR_FUZZ_SEED`,
//!     per-input limit: `TILEIR_FUZZ_TIMEOUT_SECS` (default 10).
//! (b) 100,000 nested regions (and other 100k-deep nestings), invalid UTF-8
//!     and truncated files each end with an `error:` diagnostic and exit 1,
//!     and no panic (real binary).
//! (c) `-o out.mlir` on a failing input leaves no file, and leaves an existing
//!     file untouched.
//! (d) `fuzz_pipelines`: random and mutated pass pipelines (`--pass-pipeline`
//!     text and per-pass flags) of every registered pass, run on a small
//!     module and on the seeds, plain and mutated (crash reproducers and
//!     debug counters riding along on some); judged as in (a).
//!     `fuzz_pipelines_against_mlir_opt` (only with `TILEIR_FUZZ_MLIR=1`)
//!     compares such pipelines of upstream's passes with mlir-opt 22.
//!     `fuzz_transform_pipelines`: random pipelines of the implemented
//!     upstream transformations over generated valid modules must succeed
//!     (no panic, no hang, no verifier failure after a pass).
//!
//! `TILEIR_FUZZ_VERBOSE=1` prints every run (arguments, exit code, first
//! line of stderr). The fuzzers stop after `TILEIR_FUZZ_SECS` each (3 by default, so that
//! `cargo test --workspace --release` stays quick); a longer hunt is e.g.
//! `TILEIR_FUZZ_SECS=600 TILEIR_FUZZ_SEED=7 cargo test --release -p
//! tileir-opt --test robustness fuzz_`, with a new seed each time.

mod common;

use common::gen::Rng;
use common::{clip, run_guarded, run_process, Output};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_tileir-opt"))
}

fn env_num<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn tmp_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
}

// ---------------------------------------------------------------------------
// (a) Mutation fuzzer.

/// Seeds: every corpus file, cut to 48 KB so each run stays fast.
fn seeds() -> Vec<Vec<u8>> {
    const MAX: usize = 48 << 10;
    let mut files = common::project_test_files();
    files.extend(common::example_files());
    if let Some(c) = common::cuda_tile_corpus() {
        files.extend(common::mlir_files(&c));
    }
    let mut v: Vec<Vec<u8>> = files
        .iter()
        .filter_map(|f| std::fs::read(f).ok())
        .map(|mut b| {
            b.truncate(MAX);
            b
        })
        .collect();
    v.push(common::gen::generate("scf", 16_000, 3).into_bytes());
    v.push(common::gen::generate("generic", 16_000, 3).into_bytes());
    v
}

const NEST_OPENERS: [&str; 12] = [
    "\"x.op\"() ({\n",
    "(",
    "[",
    "{",
    "<",
    "tuple<",
    "{a = ",
    "dense<[",
    "array<i64: ",
    "scf.if %c {\n",
    "(i32) -> (",
    "loc(fused[",
];
const TOKENS: [&str; 24] = [
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    "%",
    "^bb0",
    "#",
    "@",
    "\"",
    ":",
    ",",
    "=",
    "->",
    "0x",
    "-",
    "i32",
    "tensor<?x",
    "dense<",
    "loc(",
    "\\",
];

struct Mutant {
    bytes: Vec<u8>,
    deep: bool,
    what: String,
}

fn span(rng: &mut Rng, len: usize) -> (usize, usize) {
    if len == 0 {
        return (0, 0);
    }
    let a = rng.below(len);
    let n = 1 + rng.below((len - a).min(256));
    (a, a + n)
}

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Mutant {
    let mut b = seeds[rng.below(seeds.len())].clone();
    let mut deep = false;
    let mut what = Vec::new();
    let n = 1 + rng.below(4);
    for _ in 0..n {
        let len = b.len();
        match rng.below(9) {
            0 if len > 0 => {
                let i = rng.below(len);
                b[i] ^= 1 << rng.below(8);
                what.push(format!("flip@{i}"));
            }
            1 if len > 0 => {
                let i = rng.below(len);
                b[i] = rng.below(256) as u8;
                what.push(format!("byte@{i}"));
            }
            2 => {
                let i = rng.below(len + 1);
                b.truncate(i);
                what.push(format!("truncate@{i}"));
            }
            3 => {
                let other = &seeds[rng.below(seeds.len())];
                let (s, e) = span(rng, other.len());
                let at = rng.below(len + 1);
                let piece = other[s..e].to_vec();
                b.splice(at..at, piece);
                what.push(format!("splice@{at}"));
            }
            4 if len > 0 => {
                let (s, e) = span(rng, len);
                let at = rng.below(len + 1);
                let piece = b[s..e].to_vec();
                b.splice(at..at, piece);
                what.push(format!("dup[{s}..{e}]@{at}"));
            }
            5 if len > 0 => {
                let (s, e) = span(rng, len);
                b.drain(s..e);
                what.push(format!("delete[{s}..{e}]"));
            }
            6 => {
                let at = rng.below(len + 1);
                let k = 1 + rng.below(16);
                let piece: Vec<u8> = if rng.chance(50) {
                    (0..k).map(|_| rng.below(256) as u8).collect()
                } else {
                    (0..k)
                        .flat_map(|_| TOKENS[rng.below(TOKENS.len())].bytes())
                        .collect()
                };
                b.splice(at..at, piece);
                what.push(format!("insert@{at}"));
            }
            7 => {
                let at = rng.below(len + 1);
                let opener = NEST_OPENERS[rng.below(NEST_OPENERS.len())];
                let k = if rng.chance(50) {
                    100 + rng.below(1000)
                } else {
                    10_000 + rng.below(90_000)
                };
                let piece = opener.repeat(k).into_bytes();
                b.splice(at..at, piece);
                deep = true;
                what.push(format!("nest {opener:?}x{k}@{at}"));
            }
            _ => {
                // Keep the structure but change a number or a name.
                if let Some(i) = (0..len)
                    .map(|_| rng.below(len.max(1)))
                    .find(|&i| b.get(i).is_some_and(u8::is_ascii_digit))
                {
                    b[i] = b"0123456789"[rng.below(10)];
                    b.splice(i..i, std::iter::repeat_n(b'9', rng.below(40)));
                    what.push(format!("number@{i}"));
                }
            }
        }
    }
    Mutant {
        bytes: b,
        deep,
        what: what.join(", "),
    }
}

const ARG_SETS: [&[&str]; 4] = [
    &[],
    &["--allow-unregistered-dialect"],
    &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
    &["--allow-unregistered-dialect", "--split-input-file"],
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bad {
    Panic,
    Hang,
    Crash,
    ErrorExit,
    SilentFailure,
    /// A valid input the run had to accept was rejected (a pass failed, or
    /// the verifier failed after one).
    Rejected,
}

/// Whether mlir-opt 22 (when installed) also runs past `limit` on the same
/// input and arguments.
fn upstream_hangs_too(args: &[&str], input: &[u8], limit: Duration) -> bool {
    let Some(mlir) = common::mlir_opt() else {
        return false;
    };
    let mut full: Vec<&str> = args.to_vec();
    full.push("-");
    run_process(&mlir, &full, input, limit).timed_out
}

/// Judges one run: `None` if it behaved. A panic is a failure wherever it
/// was caught: escaping `tileir_opt::run`, caught by tileir-opt's worker or
/// printer guard (`internal error`), by the pass manager, or by a parser
/// thread that retries (see [`common::Output::panic`]).
fn judge(out: &Output) -> Option<Bad> {
    if out.timed_out {
        return Some(Bad::Hang);
    }
    if out.panic().is_some() {
        return Some(Bad::Panic);
    }
    match out.code {
        None => Some(Bad::Crash),
        Some(0) => None,
        Some(1) if out.stderr.contains("error:") => None,
        Some(1) => Some(Bad::SilentFailure),
        Some(_) => Some(Bad::ErrorExit),
    }
}

fn run_one(args: &[&str], input: &[u8], deep: bool, limit: Duration) -> Output {
    if deep {
        run_process(&bin(), args, input, limit)
    } else {
        run_guarded(args, input, limit)
    }
}

/// Shrinks `input` while `fails` holds, until `deadline`.
fn minimize(input: &[u8], deadline: Instant, fails: impl Fn(&[u8]) -> bool) -> Vec<u8> {
    let mut cur = input.to_vec();
    let mut chunk = (cur.len() / 2).max(1);
    while Instant::now() < deadline {
        let mut i = 0;
        let mut progressed = false;
        while i < cur.len() && Instant::now() < deadline {
            let end = (i + chunk).min(cur.len());
            let mut cand = cur[..i].to_vec();
            cand.extend_from_slice(&cur[end..]);
            if fails(&cand) {
                cur = cand;
                progressed = true;
            } else {
                i += chunk;
            }
        }
        if !progressed {
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
    }
    cur
}

/// Reports a bad run: minimises its input (not for hangs: too slow) while
/// the same `args` still fail the same way, saves it and panics with it.
fn fail_with(bad: Bad, run: &Run, out: &Output, limit: Duration) -> ! {
    // A hang is too slow to minimise; a rejected input would shrink into
    // invalid text that is rejected for another reason.
    let minimal = if matches!(bad, Bad::Hang | Bad::Rejected) {
        run.input.clone()
    } else {
        let deadline =
            Instant::now() + Duration::from_secs(env_num("TILEIR_FUZZ_MINIMIZE_SECS", 20u64));
        let args: Vec<&str> = run.args.iter().map(String::as_str).collect();
        minimize(&run.input, deadline, |cand| {
            judge_run(run, &run_one(&args, cand, run.deep, limit)) == Some(bad)
        })
    };
    let saved = tmp_dir().join(format!("fuzz-failure-{:x}-{}.mlir", run.seed, run.number));
    let _ = std::fs::write(&saved, &minimal);
    panic!(
        "fuzz: {bad:?} on run {} (seed {:#x}, args {:?}, {})\n{}\nminimal input ({} bytes, saved to {}):\n{}",
        run.number,
        run.seed,
        run.args,
        run.what,
        clip(&out.stderr, 2000),
        minimal.len(),
        saved.display(),
        clip(&format!("{:?}", String::from_utf8_lossy(&minimal)), 4000),
    );
}

/// Test passes that may fail on purpose without a diagnostic, as upstream's
/// do (`test-pass-failure` unless `gen-diagnostics`,
/// `test-pass-create-invalid-ir` with `signal-pass-failure`).
const SILENT_FAILERS: [&str; 3] = [
    "test-pass-failure",
    "test-pass-create-invalid-ir",
    "tileir-test-function-fail",
];

/// [`judge`] for a fuzzer run, allowing for [`SILENT_FAILERS`].
fn judge_run(run: &Run, out: &Output) -> Option<Bad> {
    let silent_ok = || {
        run.args
            .iter()
            .any(|a| SILENT_FAILERS.iter().any(|p| a.contains(p)))
    };
    match judge(out) {
        Some(Bad::SilentFailure) if silent_ok() => None,
        None if run.must_succeed && out.code != Some(0) => Some(Bad::Rejected),
        verdict => verdict,
    }
}

/// One fuzzer run: what it ran, for the report.
struct Run {
    seed: u64,
    number: usize,
    args: Vec<String>,
    input: Vec<u8>,
    deep: bool,
    what: String,
    /// The input is valid and the pipeline must run on it: exit 0 only.
    must_succeed: bool,
}

/// The loop both fuzzers share: `next` makes each run; stops after
/// `TILEIR_FUZZ_SECS`, panicking on the first bad one.
fn fuzz_loop(name: &str, seed: u64, mut next: impl FnMut(&mut Rng, usize) -> Run) {
    let secs: f64 = env_num("TILEIR_FUZZ_SECS", 3.0);
    let limit = Duration::from_secs(env_num("TILEIR_FUZZ_TIMEOUT_SECS", 10u64));
    let current = tmp_dir().join(format!("{name}-current-input.mlir"));
    // Not captured by the test harness, so it survives an abort.
    let _ = writeln!(
        std::io::stderr(),
        "{name}: seed {seed:#x}, {secs}s; if this process dies, the input being run is {}",
        current.display()
    );
    let verbose = std::env::var_os("TILEIR_FUZZ_VERBOSE").is_some();
    let start = Instant::now();
    let mut rng = Rng::new(seed);
    let mut runs = 0usize;
    let mut outcomes = [0usize; 2];
    while start.elapsed().as_secs_f64() < secs {
        runs += 1;
        let run = next(&mut rng, runs);
        let _ = std::fs::write(&current, &run.input);
        let args: Vec<&str> = run.args.iter().map(String::as_str).collect();
        let mut out = run_one(&args, &run.input, run.deep, limit);
        if out.timed_out && !run.deep {
            // An in-process run that timed out leaves its thread running;
            // one that truly hangs keeps spinning and starves later runs into
            // false timeouts. Judge every in-process timeout again in a
            // process of its own, which is killed at the limit.
            out = run_process(&bin(), &args, &run.input, limit);
        }
        if verbose {
            eprintln!(
                "{name} {}: {:?} [{}] -> {:?} {}",
                run.number,
                run.args,
                run.what,
                out.code,
                out.stderr.lines().next().unwrap_or("")
            );
        }
        match judge_run(&run, &out) {
            None => outcomes[usize::from(out.code != Some(0))] += 1,
            Some(Bad::Hang) if upstream_hangs_too(&args, &run.input, limit) => {
                // mlir-opt 22 does not terminate on it either (its greedy
                // driver loops on some infinite CFG loops): our behaviour
                // is upstream's, not a bug of ours.
                eprintln!(
                    "{name} {}: {:?} does not terminate in mlir-opt 22 either; not counted",
                    run.number, run.args
                );
            }
            Some(bad) => {
                let _ = std::fs::remove_file(&current);
                fail_with(bad, &run, &out, limit);
            }
        }
    }
    let _ = std::fs::remove_file(&current);
    eprintln!(
        "{name}: {runs} runs in {:.1}s, {} accepted, {} rejected with an error; seed {seed:#x}",
        start.elapsed().as_secs_f64(),
        outcomes[0],
        outcomes[1]
    );
}

#[test]
fn fuzz_mutations() {
    let seed: u64 = env_num("TILEIR_FUZZ_SEED", 0x7113_1e0f);
    let seeds = seeds();
    assert!(!seeds.is_empty());
    fuzz_loop("fuzz", seed, |rng, number| {
        let m = mutate(rng, &seeds);
        let args = ARG_SETS[rng.below(ARG_SETS.len())];
        Run {
            seed,
            number,
            args: args.iter().map(|s| s.to_string()).collect(),
            input: m.bytes,
            deep: m.deep,
            what: format!("mutations: {}", m.what),
            must_succeed: false,
        }
    });
}

// ---------------------------------------------------------------------------
// (d) Pipeline fuzzer.

/// A small module every nest of a generated pipeline finds an op in.
const PIPELINE_INPUT: &str = "module {
  func.func @f(%a: i32, %c: i1) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  ^bb2:
    return %0 : i32
  }
  gpu.module @g {
  }
  func.func private @d()
}
";

/// `fuzz_pipelines`: random pipelines of every registered pass but
/// `test-pass-crash` (nested where they can run, options of each kind with
/// edge values, registered pipelines, per-pass flags), as valid text and
/// mutated, run on a small module, on the fuzzer's seed files as they are,
/// and on mutated ones. Same budget, limits and verdicts as
/// `fuzz_mutations` (`TILEIR_FUZZ_SECS`, `TILEIR_FUZZ_SEED`, ...).
#[test]
fn fuzz_pipelines() {
    use common::pipeline_gen::{fuzzable_passes, mutate_text, random_pass_flags, random_pipeline};
    let seed: u64 = env_num("TILEIR_FUZZ_SEED", 0x7113_1e0f) ^ 0x9e37_79b9;
    let seeds = seeds();
    let passes = fuzzable_passes();
    assert!(passes.len() > 100, "{} passes registered", passes.len());
    let runnable = common::pipeline_gen::runnable(&passes);
    fuzz_loop("fuzz-pipelines", seed, |rng, number| {
        let mut args: Vec<String> = Vec::new();
        let mode = rng.below(5);
        if mode == 1 {
            args.extend(random_pass_flags(rng, &passes));
        } else {
            // Text to mutate takes any pass; a pipeline to run, passes that
            // can run on the core dialects, with options of the right kinds.
            let text = if mode == 0 {
                let valid = random_pipeline(rng, &passes, false);
                mutate_text(rng, &valid)
            } else {
                let strict = rng.chance(80);
                random_pipeline(rng, &runnable, strict)
            };
            args.push(format!("--pass-pipeline={text}"));
        }
        for (flag, percent) in [
            ("--allow-unregistered-dialect", 50),
            ("--mlir-disable-threading", 30),
            ("--dump-pass-pipeline", 20),
            ("--verify-each=0", 10),
        ] {
            if rng.chance(percent) {
                args.push(flag.to_string());
            }
        }
        // Reproducers and debug counters ride along.
        if rng.chance(15) {
            let file = tmp_dir().join(format!("fuzz-reproducer-{}.mlir", rng.below(4)));
            args.push(format!(
                "--mlir-pass-pipeline-crash-reproducer={}",
                file.display()
            ));
            if rng.chance(50) {
                args.push("--mlir-pass-pipeline-local-reproducer".to_string());
            }
        }
        if rng.chance(10) {
            let counter = ["pass-execution", "apply-pattern", "symbol-dce-erase"][rng.below(3)];
            args.push(format!(
                "--mlir-debug-counter={counter}-skip={},{counter}-count={}",
                rng.below(6),
                rng.below(4) as i64 - 1
            ));
            args.push("--mlir-print-debug-counter".to_string());
        }
        let (input, deep, what) = match mode {
            0..=2 => (
                PIPELINE_INPUT.as_bytes().to_vec(),
                false,
                "small module".to_string(),
            ),
            3 => (
                seeds[rng.below(seeds.len())].clone(),
                false,
                "a seed file".to_string(),
            ),
            _ => {
                let m = mutate(rng, &seeds);
                (m.bytes, m.deep, format!("mutations: {}", m.what))
            }
        };
        Run {
            seed,
            number,
            args,
            input,
            deep,
            what,
            must_succeed: false,
        }
    });
}

/// `fuzz_transform_pipelines`: random pipelines of the implemented
/// upstream transformations (default options, each at module level or
/// nested on `func.func`, up to six) over generated func/arith/scf/cf
/// modules (`common::funcgen`), with the verifier after every pass: the
/// run must succeed, with no panic and no hang (issue 12, acceptance D).
/// Same budget, seed and limits as the other fuzzers.
#[test]
fn fuzz_transform_pipelines() {
    let seed: u64 = env_num("TILEIR_FUZZ_SEED", 0x7113_1e0f) ^ 0x2545_f491;
    let passes = transform_passes();
    assert!(
        passes.len() >= 6,
        "only {} implemented upstream transformations",
        passes.len()
    );
    fuzz_loop("fuzz-transforms", seed, |rng, number| {
        let n = 1 + rng.below(6);
        let elements: Vec<String> = (0..n)
            .map(|_| {
                let (pass, nestable) = passes[rng.below(passes.len())];
                if nestable && rng.chance(40) {
                    format!("func.func({pass})")
                } else {
                    pass.to_string()
                }
            })
            .collect();
        let mut args = vec![format!(
            "--pass-pipeline=builtin.module({})",
            elements.join(",")
        )];
        if rng.chance(30) {
            args.push("--mlir-disable-threading".to_string());
        }
        let functions = 1 + rng.below(12);
        let input = common::funcgen::module(rng, "f", functions).into_bytes();
        Run {
            seed,
            number,
            args,
            input,
            deep: false,
            what: format!("{functions} generated functions"),
            must_succeed: true,
        }
    });
}

/// The implemented upstream passes that transform IR (print-ir and
/// snapshot-op-locations write elsewhere), with whether they may nest on
/// `func.func`.
fn transform_passes() -> Vec<(&'static str, bool)> {
    use tileir_passes::pass::{PassAnchor, PassOrigin, PassStatus};
    tileir_passes::registry::registry()
        .passes()
        .iter()
        .filter(|p| p.origin == PassOrigin::Upstream && p.status == PassStatus::Implemented)
        .filter(|p| !matches!(p.argument, "print-ir" | "snapshot-op-locations"))
        .filter_map(|p| match p.anchor {
            // symbol-dce and inline need a symbol table: a function is none.
            PassAnchor::Any if matches!(p.argument, "symbol-dce" | "inline") => {
                Some((p.argument, false))
            }
            PassAnchor::Any | PassAnchor::Interface(_) => Some((p.argument, true)),
            PassAnchor::Op("builtin.module") => Some((p.argument, false)),
            PassAnchor::Op("func.func") => Some((p.argument, true)),
            PassAnchor::Op(_) => None,
        })
        .collect()
}

/// `fuzz_pipelines_against_mlir_opt`, with `TILEIR_FUZZ_MLIR=1` only (and
/// mlir-opt 22 installed): random pipelines of the implemented passes
/// mlir-opt 22 has too (upstream passes and its test passes), valid and
/// mutated, printed
/// with `--dump-pass-pipeline` and run on an empty module by both tools;
/// the exit code, output and diagnostics must be the same (the program
/// name aside). Reports up to `TILEIR_TEST_MAX_FAILURES` differences, one
/// per distinct first line. Budget and seed as for the other fuzzers.
#[test]
fn fuzz_pipelines_against_mlir_opt() {
    use common::pipeline_gen::{fuzzable_passes, mutate_text, random_pipeline};
    use tileir_passes::pass::{PassOrigin, PassStatus};
    if std::env::var_os("TILEIR_FUZZ_MLIR").is_none() {
        eprintln!("fuzz-vs-mlir-opt: TILEIR_FUZZ_MLIR unset: skipped");
        return;
    }
    let Some(mlir) = common::mlir_opt() else {
        eprintln!("fuzz-vs-mlir-opt: mlir-opt 22 not found: skipped");
        return;
    };
    // Contract-only passes leave the IR as it is, so only implemented ones
    // can be compared.
    let passes: Vec<_> = fuzzable_passes()
        .into_iter()
        .filter(|p| matches!(p.origin, PassOrigin::Upstream | PassOrigin::Test))
        .filter(|p| p.status == PassStatus::Implemented && !p.argument.starts_with("tileir-"))
        .collect();
    let secs: f64 = env_num("TILEIR_FUZZ_SECS", 3.0);
    let seed: u64 = env_num("TILEIR_FUZZ_SEED", 0x7113_1e0f) ^ 0x5bd1_e995;
    let limit = Duration::from_secs(env_num("TILEIR_FUZZ_TIMEOUT_SECS", 10u64));
    let mut rng = Rng::new(seed);
    let input = b"module {\n}\n";
    let start = Instant::now();
    let mut runs = 0usize;
    let mut report = common::Report::default();
    let mut seen = std::collections::HashSet::new();
    while start.elapsed().as_secs_f64() < secs {
        runs += 1;
        let strict = rng.chance(50);
        let mut text = random_pipeline(&mut rng, &passes, strict);
        if rng.chance(40) {
            text = mutate_text(&mut rng, &text);
        }
        let args = [
            format!("--pass-pipeline={text}"),
            "--dump-pass-pipeline".into(),
        ];
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let ours = run_guarded(&args, input, limit);
        let theirs = run_process(&mlir, &args, input, limit);
        let their_err = theirs.stderr.replace("mlir-opt", "tileir-opt");
        if judge(&ours) == Some(Bad::Panic) {
            report.fail(
                text.clone(),
                format!("tileir-opt panicked:\n{}", ours.stderr),
            );
        } else if theirs.code.is_none() {
            // mlir-opt crashed (an LLVM ERROR abort): nothing to match.
            report.skip(format!("mlir-opt crashes on {args:?}"));
        } else if (ours.code, &ours.stdout, &ours.stderr)
            != (theirs.code, &theirs.stdout, &their_err)
        {
            let key = format!(
                "{:?} {}",
                theirs.code,
                their_err.lines().next().unwrap_or("")
            );
            if seen.insert(key) {
                report.fail(
                    format!("{args:?}"),
                    format!(
                        "exit codes: mlir-opt {:?}, tileir-opt {:?}\n{}{}",
                        theirs.code,
                        ours.code,
                        common::diff(
                            &their_err,
                            &ours.stderr,
                            "mlir-opt stderr",
                            "tileir-opt stderr"
                        ),
                        common::diff(
                            &theirs.stdout,
                            &ours.stdout,
                            "mlir-opt stdout",
                            "tileir-opt stdout"
                        ),
                    ),
                );
            }
        } else {
            report.pass();
        }
    }
    eprintln!(
        "fuzz-vs-mlir-opt: {runs} pipelines in {:.1}s; seed {seed:#x}",
        start.elapsed().as_secs_f64()
    );
    report.finish("fuzz-vs-mlir-opt");
}

// ---------------------------------------------------------------------------
// (b) Specific hostile inputs, through the real binary.

/// Runs the real binary on `input` and expects exit 1 with an `error:`
/// diagnostic and no sign of a panic, caught or not.
fn expect_error(name: &str, args: &[&str], input: &[u8], failures: &mut Vec<String>) {
    let out = run_process(&bin(), args, input, Duration::from_secs(60));
    let ok = out.code == Some(1) && out.stderr.contains("error:") && out.panic().is_none();
    if !ok {
        let status = if out.timed_out {
            "timed out after 60s".to_string()
        } else if let Some(p) = out.panic() {
            format!("a panic ({p})")
        } else {
            match out.code {
                Some(c) => format!("exit code {c}"),
                None => "killed by a signal (crash / stack overflow)".to_string(),
            }
        };
        failures.push(format!(
            "{name}: expected exit 1 with an `error:` diagnostic; got {status}\nstderr: {}",
            clip(&out.stderr, 1500)
        ));
    }
}

fn finish(suite: &str, failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{suite}: {} failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

const DEEP: usize = 100_000;

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let mut f = Vec::new();
    let unreg = ["--allow-unregistered-dialect"];
    let open = "\"test.op\"() ({\n".repeat(DEEP);
    let close = "}) : () -> ()\n".repeat(DEEP);
    expect_error(
        "100k nested regions, closed",
        &unreg,
        format!("{open}{close}").as_bytes(),
        &mut f,
    );
    expect_error(
        "100k nested regions, unclosed",
        &unreg,
        open.as_bytes(),
        &mut f,
    );
    let arr = format!(
        "\"test.op\"() {{a = {}{}}} : () -> ()\n",
        "[".repeat(DEEP),
        "]".repeat(DEEP)
    );
    expect_error(
        "100k nested array attributes",
        &unreg,
        arr.as_bytes(),
        &mut f,
    );
    let dict = format!(
        "\"test.op\"() {}1{} : () -> ()\n",
        "{a = ".repeat(DEEP),
        "}".repeat(DEEP)
    );
    expect_error(
        "100k nested dictionary attributes",
        &unreg,
        dict.as_bytes(),
        &mut f,
    );
    let tup = format!(
        "func.func private @f() -> {}i32{}\n",
        "tuple<".repeat(DEEP),
        ">".repeat(DEEP)
    );
    expect_error("100k nested tuple types", &[], tup.as_bytes(), &mut f);
    let fnty = format!(
        "func.func private @f() -> {}i32{}\n",
        "(() -> ".repeat(DEEP),
        ")".repeat(DEEP)
    );
    expect_error("100k nested function types", &[], fnty.as_bytes(), &mut f);
    let ifs = format!(
        "func.func @f(%c: i1) {{\n{}{}  return\n}}\n",
        "scf.if %c {\n".repeat(DEEP),
        "}\n".repeat(DEEP)
    );
    expect_error("100k nested scf.if", &[], ifs.as_bytes(), &mut f);
    finish("deep nesting", f);
}

#[test]
fn invalid_utf8_is_an_error() {
    let mut f = Vec::new();
    let unreg = ["--allow-unregistered-dialect"];
    expect_error(
        "invalid UTF-8 at the start",
        &[],
        b"\xff\xfemodule {\n}\n",
        &mut f,
    );
    expect_error(
        "invalid UTF-8 in a string attribute",
        &unreg,
        b"\"test.op\"() {s = \"a\xc3\x28b\"} : () -> ()\n",
        &mut f,
    );
    expect_error(
        "invalid UTF-8 in a symbol name",
        &[],
        b"func.func private @f\xe2\x82(i32)\n",
        &mut f,
    );
    expect_error("lone continuation bytes", &[], b"\x80\x80\x80\x80", &mut f);
    expect_error(
        "overlong encoding of '{'",
        &[],
        b"module \xc1\xbb }\n",
        &mut f,
    );
    // Inside a comment mlir-opt ignores the bytes; accepting or rejecting are
    // both fine, crashing is not.
    let out = run_process(
        &bin(),
        &[],
        b"// caf\xe9\nmodule {\n}\n",
        Duration::from_secs(60),
    );
    if judge(&out).is_some() || (out.code == Some(1) && !out.stderr.contains("error:")) {
        f.push(format!(
            "invalid UTF-8 in a comment: code {:?}, stderr: {}",
            out.code,
            clip(&out.stderr, 1000)
        ));
    }
    finish("invalid UTF-8", f);
}

#[test]
fn truncated_files_are_errors() {
    let mut f = Vec::new();
    // Every cut strictly inside `module { ... }` leaves it unbalanced.
    let mut inputs: Vec<(String, Vec<u8>, Vec<&str>)> = vec![
        (
            "generated scf".into(),
            common::gen::generate("scf", 20_000, 5).into_bytes(),
            vec![],
        ),
        (
            "generated generic".into(),
            common::gen::generate("generic", 20_000, 5).into_bytes(),
            vec!["--allow-unregistered-dialect"],
        ),
    ];
    // A multi-byte character cut in half.
    inputs.push((
        "utf-8 string".into(),
        "module attributes {x.s = \"ünïcødé ✓\"} {\n}\n"
            .as_bytes()
            .to_vec(),
        vec![],
    ));
    for (name, bytes, args) in &inputs {
        let len = bytes.len();
        let last_brace = bytes.iter().rposition(|&c| c == b'}').unwrap();
        let mut cuts: Vec<usize> = (1..=12).map(|k| 8 + (last_brace - 8) * k / 13).collect();
        if name == "utf-8 string" {
            cuts = (20..last_brace).collect();
        }
        for cut in cuts {
            assert!(cut < last_brace && cut <= len);
            expect_error(
                &format!("{name} truncated to {cut} of {len} bytes"),
                args,
                &bytes[..cut],
                &mut f,
            );
        }
    }
    finish("truncated files", f);
}

// ---------------------------------------------------------------------------
// (c) `-o` on failure.

fn run_in(dir: &Path, args: &[&str]) -> Output {
    use std::process::Command;
    let out = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run tileir-opt");
    Output {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        timed_out: false,
    }
}

#[test]
fn output_file_untouched_on_failure() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("syntax.mlir"), "func.func @f(%a: i32 {\n").unwrap();
    std::fs::write(
        d.join("verify.mlir"),
        "func.func @f(%a: i32) -> i64 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    std::fs::write(
        d.join("good.mlir"),
        "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n",
    )
    .unwrap();
    let mut f = Vec::new();

    for bad in ["syntax.mlir", "verify.mlir"] {
        // No file is created.
        let out = run_in(d, &[bad, "-o", "new.mlir"]);
        if out.code != Some(1) || !out.stderr.contains("error:") || out.panic().is_some() {
            f.push(format!(
                "{bad}: expected exit 1 with error:, got {:?}: {}",
                out.code,
                clip(&out.stderr, 800)
            ));
            if out.code == Some(0) {
                // Accepted (a parser/verifier gap): writing -o is then right.
                let _ = std::fs::remove_file(d.join("new.mlir"));
                continue;
            }
        }
        if d.join("new.mlir").exists() {
            f.push(format!("{bad} -o new.mlir: left a file behind"));
            let _ = std::fs::remove_file(d.join("new.mlir"));
        }
        // An existing file keeps its contents.
        std::fs::write(d.join("old.mlir"), "sentinel\n").unwrap();
        let before = std::fs::metadata(d.join("old.mlir"))
            .unwrap()
            .modified()
            .unwrap();
        let _ = run_in(d, &[bad, "-o", "old.mlir"]);
        match std::fs::read_to_string(d.join("old.mlir")) {
            Ok(s) if s == "sentinel\n" => {
                let after = std::fs::metadata(d.join("old.mlir"))
                    .unwrap()
                    .modified()
                    .unwrap();
                if after != before {
                    f.push(format!(
                        "{bad} -o old.mlir: rewrote the existing file (same contents, new mtime)"
                    ));
                }
            }
            Ok(s) => f.push(format!(
                "{bad} -o old.mlir: existing file changed to {:?}",
                clip(&s, 200)
            )),
            Err(e) => f.push(format!("{bad} -o old.mlir: existing file gone ({e})")),
        }
    }
    // Control: success does write the file (so the checks above mean something).
    let out = run_in(d, &["good.mlir", "-o", "good.out.mlir"]);
    match std::fs::read_to_string(d.join("good.out.mlir")) {
        Ok(s) if out.ok() && s.contains("func.func @f") => {}
        r => f.push(format!(
            "control: good.mlir -o good.out.mlir should succeed and write the module; code {:?}, file {:?}, stderr {}",
            out.code,
            r.map(|s| clip(&s, 200)),
            clip(&out.stderr, 500)
        )),
    }
    finish("-o on failure", f);
}

/// The judge sees a panic wherever it was caught: one that escapes the run,
/// one caught on another thread while the run still ends in a diagnostic
/// (as tileir-opt's parser threads do), and the reports of the real binary.
#[test]
fn caught_panics_are_failures() {
    let limit = Duration::from_secs(10);
    let escaped = common::guarded_alone(limit, || panic!("escaped"));
    assert_eq!(judge(&escaped), Some(Bad::Panic), "{}", escaped.stderr);
    let caught = common::guarded_alone(limit, || {
        let worker = std::thread::Builder::new()
            .name("tileir-parse".into())
            .spawn(|| panic!("caught on a worker thread"));
        let _ = worker.expect("spawn").join();
        Output {
            code: Some(1),
            stdout: String::new(),
            stderr: "<stdin>:1:1: error: a proper diagnostic\n".into(),
            timed_out: false,
        }
    });
    assert_eq!(judge(&caught), Some(Bad::Panic), "{}", caught.stderr);
    assert!(
        caught.stderr.contains("caught on a worker thread"),
        "{}",
        caught.stderr
    );
    let clean = common::guarded_alone(limit, || Output {
        code: Some(1),
        stdout: String::new(),
        stderr: "<stdin>:1:1: error: a proper diagnostic\n".into(),
        timed_out: false,
    });
    assert_eq!(judge(&clean), None, "{}", clean.stderr);
    // A pass that panics, caught by the pass manager: a failure of the
    // pass in MLIR's form, and still a panic to the judge.
    let crash = common::guarded_alone(limit, || {
        common::run_inproc(
            &["--pass-pipeline=builtin.module(test-pass-crash)"],
            b"module {}\n",
        )
    });
    assert_eq!(judge(&crash), Some(Bad::Panic), "{}", crash.stderr);
    let crash = run_process(
        &bin(),
        &["--pass-pipeline=builtin.module(test-pass-crash)"],
        b"module {}\n",
        limit,
    );
    assert_eq!(crash.code, Some(1), "{}", crash.stderr);
    assert_eq!(judge(&crash), Some(Bad::Panic), "{}", crash.stderr);
    // What the real binary prints for panics it caught.
    for stderr in [
        "tileir-opt: internal error (the worker panicked)\n",
        "<stdin>:1:1: error: x\ntileir-opt: internal error (the printer panicked)\n",
        "thread 'tileir-parse' panicked at tileir-ir/src/parser/ops.rs:1:1:\nboom\nerror: x\n",
        "<stdin>:1:1: error: Failures have been detected while processing an MLIR pass pipeline\n\
         <stdin>:1:1: note: Pipeline failed while executing [`P` on 'func.func' operation]: \
         the pass panicked: boom\n",
    ] {
        let out = Output {
            code: Some(1),
            stdout: String::new(),
            stderr: stderr.into(),
            timed_out: false,
        };
        assert_eq!(judge(&out), Some(Bad::Panic), "{stderr}");
    }
}

#[test]
fn minimizer_shrinks() {
    let input = b"aaaaXbbbbbbbbbbbbbYcccc";
    let m = minimize(input, Instant::now() + Duration::from_secs(5), |c| {
        c.contains(&b'X') && c.contains(&b'Y')
    });
    assert_eq!(m, b"XY");
}

/// A large input file is mapped and its parsed text dropped from memory as
/// the parse goes (see `tileir_opt::input`): output and diagnostics, even
/// late ones that quote released lines, are those of the same bytes read
/// from stdin into the heap.
#[test]
fn mapped_input_reads_like_stdin() {
    let dir = tempfile::tempdir().unwrap();
    // Large enough for parallel parsing and several released steps.
    let text = common::gen::generate("scf", 12 << 20, 7);
    let end = text.rfind('}').unwrap();
    let with_late = |extra: &[u8]| {
        let mut bytes = text.as_bytes()[..end].to_vec();
        bytes.extend_from_slice(extra);
        bytes.extend_from_slice(&text.as_bytes()[end..]);
        bytes
    };
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("valid", text.clone().into_bytes()),
        (
            "late verifier error",
            with_late(b"  func.func @late() -> i32 {\n    return\n  }\n"),
        ),
        (
            "late parse error",
            with_late(b"  func.func @late() {\n    %0 = \n  }\n"),
        ),
        (
            "late invalid UTF-8",
            with_late(b"  func.func @late\xff() {\n  }\n"),
        ),
    ];
    for (name, bytes) in cases {
        std::fs::write(dir.path().join("big.mlir"), &bytes).unwrap();
        let mapped = run_in(dir.path(), &["big.mlir"]);
        let heap = run_process(&bin(), &["-"], &bytes, Duration::from_secs(120));
        assert_eq!(
            mapped.code,
            heap.code,
            "{name}: {}",
            clip(&mapped.stderr, 2000)
        );
        assert_eq!(
            mapped.code,
            Some(if name == "valid" { 0 } else { 1 }),
            "{name}"
        );
        assert!(mapped.stdout == heap.stdout, "{name}: outputs differ");
        assert_eq!(
            mapped.panic(),
            None,
            "{name}: {}",
            clip(&mapped.stderr, 2000)
        );
        assert_eq!(
            mapped.stderr.replace("big.mlir", "<stdin>"),
            heap.stderr,
            "{name}"
        );
        if name != "valid" {
            assert!(
                mapped.stderr.contains("error:"),
                "{name}: {}",
                mapped.stderr
            );
        }
    }
}
