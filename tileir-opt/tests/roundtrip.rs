//! Printing is a fixpoint: for every input x,
//!   print(parse(print(parse(x)))) == print(parse(x))
//! in the custom form and in the generic form (`--mlir-print-op-generic`),
//! the generic form of the custom print is the generic form of x, and
//! reading the generic output back prints the same custom form as x.
//!
//! Inputs: every `.mlir` under `filecheck-tests/` whose RUN lines do not
//! expect errors (`--split-input-file` files chunk by chunk, skipping chunks
//! that do not parse), `examples/` (the cuda_tile kernels and real IR there
//! once that dialect is registered), small bench-shaped inputs made by the Rust
//! port of `bench/ir/gen.py`, and every file of `shared/corpus/cuda-tile`
//! whose RUN lines expect no error, under `--allow-unregistered-dialect`
//! (chunks too; skipped if the corpus is absent; the few files that use
//! cuda-tile-opt's test-only ops may fail to parse unless
//! `TILEIR_ROUNDTRIP_STRICT=1`).
//!
//! Each suite is one test that reports every failing file by name with a diff.

mod common;

use common::{describe_failure, diff, display, Report};
use std::path::Path;

/// One unit of work: a whole file or one `// -----` chunk.
struct Unit {
    name: String,
    text: String,
    unregistered: bool,
    /// Locations are part of the text (`--mlir-print-debuginfo`).
    debuginfo: bool,
    /// A parse failure is a test failure (otherwise the unit is skipped).
    must_parse: bool,
}

fn flags(u: &Unit, generic: bool) -> Vec<&'static str> {
    let mut f = Vec::new();
    if u.unregistered {
        f.push("--allow-unregistered-dialect");
    }
    if u.debuginfo {
        f.push("--mlir-print-debuginfo");
    }
    if generic {
        f.push("--mlir-print-op-generic");
    }
    f
}

enum Verdict {
    Pass,
    Skip(String),
    Fail(String),
}

fn check_unit(u: &Unit) -> Verdict {
    let limit = common::call_limit();
    let run = |generic: bool, input: &str| {
        common::run_guarded(&flags(u, generic), input.as_bytes(), limit)
    };

    // Custom form.
    let c1 = run(false, &u.text);
    if !c1.ok() {
        let why = describe_failure(&c1);
        if u.must_parse || c1.code.is_none() {
            return Verdict::Fail(format!("does not parse / print:\n{why}"));
        }
        return Verdict::Skip(format!(
            "{}: does not parse ({})",
            u.name,
            first_line(&c1.stderr)
        ));
    }
    if UNREADABLE_CUSTOM_FORM.iter().any(|f| u.name.contains(f)) {
        return Verdict::Skip(format!("{}: its custom print is not readable", u.name));
    }
    let c2 = run(false, &c1.stdout);
    if !c2.ok() {
        return Verdict::Fail(format!(
            "our custom-form output does not parse again:\n{}\n--- output was:\n{}",
            describe_failure(&c2),
            common::clip(&c1.stdout, 4000)
        ));
    }
    if c2.stdout != c1.stdout {
        return Verdict::Fail(format!(
            "custom form is not a fixpoint:\n{}",
            diff(
                &c1.stdout,
                &c2.stdout,
                "print(parse(x))",
                "print(parse(print(parse(x))))"
            )
        ));
    }

    // Generic form.
    let g1 = run(true, &u.text);
    if !g1.ok() {
        return Verdict::Fail(format!(
            "parses, but --mlir-print-op-generic fails:\n{}",
            describe_failure(&g1)
        ));
    }
    let g2 = run(true, &g1.stdout);
    if !g2.ok() {
        return Verdict::Fail(format!(
            "our generic-form output does not parse again:\n{}\n--- output was:\n{}",
            describe_failure(&g2),
            common::clip(&g1.stdout, 4000)
        ));
    }
    if g2.stdout != g1.stdout {
        return Verdict::Fail(format!(
            "generic form is not a fixpoint:\n{}",
            diff(
                &g1.stdout,
                &g2.stdout,
                "generic(parse(x))",
                "generic(parse(generic(parse(x))))"
            )
        ));
    }

    // The generic form of the custom print is the generic form of x: the
    // custom print holds the same IR.
    let gc = run(true, &c1.stdout);
    if !gc.ok() {
        return Verdict::Fail(format!(
            "generic print of our custom output fails:\n{}",
            describe_failure(&gc)
        ));
    }
    if gc.stdout != g1.stdout && !LOSSY_CUSTOM_FORM.iter().any(|f| u.name.contains(f)) {
        return Verdict::Fail(format!(
            "generic form differs when read from the custom form:\n{}",
            diff(
                &g1.stdout,
                &gc.stdout,
                "generic(parse(x))",
                "generic(parse(print(parse(x))))"
            )
        ));
    }

    // Generic -> custom agrees with x -> custom.
    let x = run(false, &g1.stdout);
    if !x.ok() {
        return Verdict::Fail(format!(
            "custom print of our generic output fails:\n{}",
            describe_failure(&x)
        ));
    }
    if x.stdout != c1.stdout {
        return Verdict::Fail(format!(
            "custom print differs when read from the generic form:\n{}",
            diff(
                &c1.stdout,
                &x.stdout,
                "print(parse(x))",
                "print(parse(generic(parse(x))))"
            )
        ));
    }
    Verdict::Pass
}

fn first_line(s: &str) -> &str {
    s.lines()
        .find(|l| l.contains("error"))
        .unwrap_or_else(|| s.lines().next().unwrap_or(""))
}

/// Units of a lit-style test file. `corpus`: all chunks are "parse or skip".
fn units_of_file(path: &Path, corpus: bool) -> (Vec<Unit>, Option<String>) {
    let name = display(path);
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => return (Vec::new(), Some(format!("{name}: unreadable: {e}"))),
    };
    let Ok(text) = String::from_utf8(bytes) else {
        return (Vec::new(), Some(format!("{name}: not UTF-8")));
    };
    let info = common::run_info(&text);
    if info.expects_error {
        return (Vec::new(), Some(format!("{name}: RUN lines expect errors")));
    }
    let unregistered = corpus || info.unregistered;
    let lenient = corpus || info.no_run;
    if info.split {
        let units = common::split_chunks(&text)
            .into_iter()
            .filter(|c| !c.text.trim().is_empty())
            .map(|c| Unit {
                name: format!("{name}:{}", c.first_line),
                text: c.text,
                unregistered,
                debuginfo: false,
                must_parse: false,
            })
            .collect();
        return (units, None);
    }
    (
        vec![Unit {
            name,
            text,
            unregistered,
            debuginfo: false,
            must_parse: !lenient,
        }],
        None,
    )
}

fn run_units(suite: &str, units: Vec<Unit>, pre_skipped: Vec<String>) {
    run_units_min(suite, units, pre_skipped, 0);
}

/// Like `run_units`, but also fails unless at least `min_pass` units pass
/// (so a suite of "parse or skip" units cannot pass vacuously).
fn run_units_min(suite: &str, units: Vec<Unit>, pre_skipped: Vec<String>, min_pass: usize) {
    let mut report = Report::default();
    for s in pre_skipped {
        report.skip(s);
    }
    for u in &units {
        match check_unit(u) {
            Verdict::Pass => report.pass(),
            Verdict::Skip(why) => report.skip(why),
            Verdict::Fail(why) => report.fail(&u.name, why),
        }
    }
    if report.passed < min_pass {
        report.fail(
            format!("{suite} (coverage)"),
            format!(
                "only {} of {} units parsed and round-tripped; at least {min_pass} must \
                 (is the parser working? TILEIR_TEST_VERBOSE=1 lists the skipped units)",
                report.passed,
                units.len()
            ),
        );
    }
    report.finish(suite);
}

fn lit_suite(suite: &str, files: Vec<std::path::PathBuf>, corpus: bool) {
    let mut units = Vec::new();
    let mut skipped = Vec::new();
    for f in &files {
        let (u, s) = units_of_file(f, corpus);
        units.extend(u);
        skipped.extend(s);
    }
    let mut min_pass = 0;
    if corpus {
        // Every corpus chunk whose RUN lines expect no error parses and
        // round-trips, except those of the files listed (all of them with
        // TILEIR_ROUNDTRIP_STRICT=1); so many must, or the suite is vacuous.
        let strict = std::env::var_os("TILEIR_ROUNDTRIP_STRICT").is_some();
        for u in &mut units {
            u.must_parse = strict || !CORPUS_UNPARSABLE.iter().any(|f| u.name.contains(f));
        }
        min_pass = CORPUS_MIN_PASS;
    }
    run_units_min(suite, units, skipped, min_pass);
}

/// Inputs whose custom print drops an attribute by design, so its generic
/// form is not x's: NVIDIA's printer of `entry` omits an empty
/// `optimization_hints=<>` (its test checks that it does), and the parser
/// does not add it back; a default-valued attribute written out
/// (`nvgpu.warpgroup.mma {waitGroup = 1}`) is elided by the custom printer,
/// as mlir-opt 22 does.
const LOSSY_CUSTOM_FORM: &[&str] = &[
    "Dialect/CudaTile/opt_hints.mlir",
    "filecheck-tests/dialects/nvgpu/matrix.mlir",
];

/// Inputs whose custom print mlir-opt 22 cannot read back either: llvm's
/// DIFlags print a value of bit 16 (which MLIR 22 declares for all three
/// inheritance kinds) as three unquoted names.
const UNREADABLE_CUSTOM_FORM: &[&str] = &["filecheck-tests/dialects/llvm/debug-info-flags.mlir"];

/// Corpus files whose chunks need not parse: they use
/// `testing$bytecode_test_evolution`, an op of cuda-tile-opt's test
/// dialect that exists only to exercise bytecode versioning.
const CORPUS_UNPARSABLE: &[&str] = &[
    "Bytecode/versioning/test_forward_compatibility.mlir",
    "Bytecode/versioning/test_version_250_1.mlir",
];

/// Chunks of `shared/corpus/cuda-tile` that round-trip today (69): fewer
/// means the suite lost inputs.
const CORPUS_MIN_PASS: usize = 60;

#[test]
fn roundtrip_project_tests() {
    lit_suite(
        "roundtrip filecheck-tests",
        common::project_test_files(),
        false,
    );
}

#[test]
fn roundtrip_examples() {
    let cuda_tile = cuda_tile_registered();
    let mut skipped = Vec::new();
    let mut units = Vec::new();
    for p in common::example_files() {
        if !cuda_tile && is_cuda_tile_example(&p) {
            skipped.push(format!("{}: cuda_tile is not registered", display(&p)));
            continue;
        }
        let unit = Unit {
            name: display(&p),
            text: std::fs::read_to_string(&p).unwrap(),
            unregistered: false,
            debuginfo: is_debuginfo(&p),
            must_parse: true,
        };
        if listed_failing(&p) {
            // Whether it may leave the list is for real_ir_prints_itself,
            // the stricter check, to say.
            match check_unit(&unit) {
                Verdict::Pass => {}
                Verdict::Skip(why) | Verdict::Fail(why) => skipped.push(format!(
                    "{} (in failing.txt): {}",
                    unit.name,
                    first_line(&why)
                )),
            }
            continue;
        }
        units.push(unit);
    }
    run_units("roundtrip examples", units, skipped);
}

/// Real-IR files tileir-opt cannot read back or print exactly yet, listed
/// in `examples/cuda_tile/real/failing.txt`: their failures are reported as
/// skips, and one that passes is reported so the list gets shorter.
fn listed_failing(p: &Path) -> bool {
    let dir = common::workspace_root().join("examples/cuda_tile/real");
    if p.parent() != Some(dir.as_path()) {
        return false;
    }
    let list = std::fs::read_to_string(dir.join("failing.txt")).unwrap_or_default();
    let name = p.file_name().unwrap().to_string_lossy();
    list.lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .any(|l| l == name)
}

fn now_passes(p: &Path) -> String {
    format!(
        "now passes: {} (remove it from examples/cuda_tile/real/failing.txt)",
        display(p)
    )
}

/// Whether tileir-opt knows the cuda_tile dialect. Until it does, the
/// cuda_tile examples are reported as skipped; from then on they must pass.
fn cuda_tile_registered() -> bool {
    common::run_inproc(&[], b"cuda_tile.module @m {\n}\n").code == Some(0)
}

fn is_cuda_tile_example(p: &Path) -> bool {
    p.starts_with(common::workspace_root().join("examples/cuda_tile"))
}

/// Real IR printed with `tileirdisasm -g` carries its locations.
fn is_debuginfo(p: &Path) -> bool {
    p.to_string_lossy().ends_with(".debuginfo.mlir")
}

/// The IR tileirdisasm printed for cuTile kernels (`examples/cuda_tile/real`,
/// made by its generate.py) parses, verifies and prints back byte for byte.
#[test]
fn real_ir_prints_itself() {
    let dir = common::workspace_root().join("examples/cuda_tile/real");
    let files = common::mlir_files(&dir);
    // A dozen kernels, each printed with and without debug info.
    assert!(
        files.len() >= 24,
        "expected at least 24 real-IR files in {}, found {}",
        dir.display(),
        files.len()
    );
    if !cuda_tile_registered() {
        eprintln!(
            "real IR: cuda_tile is not registered; {} files skipped",
            files.len()
        );
        return;
    }
    let mut report = Report::default();
    for p in &files {
        let text = std::fs::read_to_string(p).unwrap();
        let mut args: Vec<&str> = Vec::new();
        if is_debuginfo(p) {
            args.push("--mlir-print-debuginfo");
        }
        let out = common::run_guarded(&args, text.as_bytes(), common::call_limit());
        let failure = if !out.ok() {
            Some(describe_failure(&out))
        } else if out.stdout != text {
            Some(diff(&text, &out.stdout, "tileirdisasm", "tileir-opt"))
        } else {
            None
        };
        match (failure, listed_failing(p)) {
            (None, listed) => {
                if listed {
                    eprintln!("{}", now_passes(p));
                }
                report.pass();
            }
            (Some(why), true) => report.skip(format!(
                "{} (in failing.txt): {}",
                display(p),
                first_line(&why)
            )),
            (Some(why), false) => report.fail(display(p), why),
        }
    }
    report.finish("real IR prints itself");
}

/// Small inputs of both bench shapes (~100 KB each, two seeds).
fn generated_units() -> Vec<Unit> {
    let mut v = Vec::new();
    for seed in [1u64, 2] {
        for shape in ["generic", "scf"] {
            v.push(Unit {
                name: format!("generated {shape} seed={seed} size=100000"),
                text: common::gen::generate(shape, 100_000, seed),
                unregistered: shape == "generic",
                debuginfo: false,
                must_parse: true,
            });
        }
    }
    v
}

#[test]
fn roundtrip_generated() {
    run_units("roundtrip generated", generated_units(), Vec::new());
}

#[test]
fn roundtrip_cuda_tile_corpus() {
    let Some(dir) = common::cuda_tile_corpus() else {
        eprintln!("roundtrip cuda-tile: shared/corpus/cuda-tile absent, skipped");
        return;
    };
    lit_suite("roundtrip cuda-tile corpus", common::mlir_files(&dir), true);
}

/// The cuda_tile shape of `bench/ir/gen.py` (no Rust port) round-trips:
/// 100 KB of it, when python3 is present and cuda_tile is registered.
#[test]
fn roundtrip_generated_cuda_tile() {
    let script = common::workspace_root().join("bench/ir/gen.py");
    let out = std::process::Command::new("python3")
        .arg(&script)
        .args(["--shape", "cuda_tile", "--size", "100k", "--seed", "1"])
        .output();
    let Ok(out) = out else {
        eprintln!("python3 absent: skipped");
        return;
    };
    assert!(
        out.status.success(),
        "gen.py --shape cuda_tile failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.len() >= 100 * 1024,
        "gen.py wrote {} bytes",
        text.len()
    );
    if !cuda_tile_registered() {
        eprintln!("cuda_tile is not registered: skipped");
        return;
    }
    let unit = Unit {
        name: "generated cuda_tile seed=1 size=100k".into(),
        text,
        unregistered: false,
        debuginfo: false,
        must_parse: true,
    };
    run_units("roundtrip generated cuda_tile", vec![unit], Vec::new());
}

/// The Rust port of the generator matches `bench/ir/gen.py` byte for byte.
#[test]
fn generator_port_matches_python() {
    let script = common::workspace_root().join("bench/ir/gen.py");
    let py = std::process::Command::new("python3")
        .arg("--version")
        .output();
    if py.is_err() || !script.is_file() {
        eprintln!("python3 or bench/ir/gen.py absent: skipped");
        return;
    }
    for (shape, size, seed) in [
        ("generic", 60_000usize, 1u64),
        ("scf", 60_000, 1),
        ("generic", 20_000, 7),
        ("scf", 20_000, 7),
    ] {
        let out = std::process::Command::new("python3")
            .arg(&script)
            .args([
                "--shape",
                shape,
                "--size",
                &size.to_string(),
                "--seed",
                &seed.to_string(),
            ])
            .output()
            .expect("python3");
        assert!(
            out.status.success(),
            "gen.py failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let py = String::from_utf8(out.stdout).unwrap();
        let rs = common::gen::generate(shape, size, seed);
        assert!(
            py == rs,
            "gen.rs and gen.py disagree ({shape}, {size}, seed {seed}):\n{}",
            diff(&py, &rs, "gen.py", "gen.rs")
        );
    }
}

/// Failure diffs stay readable on very long lines.
#[test]
fn diff_shows_window_of_long_lines() {
    let a = format!("module {{\n  x {{{}a999 = 1}}\n}}\n", "k = 0, ".repeat(500));
    let b = a.replace("a999 = 1", "a999 = 2");
    let d = diff(&a, &b, "a", "b");
    assert!(
        d.contains("-...") && d.contains("a999 = 1}") && d.contains("a999 = 2}"),
        "{d}"
    );
    assert!(d.lines().all(|l| l.len() < 400), "{d}");
    assert!(d.contains("@@ -1,3 +1,3 @@"), "{d}");
}

/// The checked-in real IR is what generate.py makes today (cuTile and
/// tileiras installed for `$CUTILE_PYTHON`, default `python3`; skipped when
/// they are not).
#[test]
fn real_ir_matches_its_generator() {
    let python = std::env::var("CUTILE_PYTHON").unwrap_or_else(|_| "python3".into());
    let probe = std::process::Command::new(&python)
        .args(["-c", "import cuda.tile, nvidia.cu13"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: {python} lacks cuda-tile / nvidia-cuda-tileiras (set CUTILE_PYTHON)");
        return;
    }
    let script = common::workspace_root().join("examples/cuda_tile/real/generate.py");
    let out = std::process::Command::new(&python)
        .arg(&script)
        .arg("--check")
        .output()
        .expect("run generate.py");
    assert!(
        out.status.success(),
        "generate.py --check: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
