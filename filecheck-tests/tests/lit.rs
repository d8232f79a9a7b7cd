//! `cargo test` entry for the lit suites: one libtest trial per test file.
//!
//! Runs the project suite (`lit.toml` here: `lit/`, `filecheck/`, `ir/`) and
//! LLVM's FileCheck corpus (described by `corpus/filecheck/lit.toml`; its
//! trials are skipped, as ignored, when the corpus is absent). Tools run
//! in-process. Environment: `TILEIR_LIT_TIMEOUT` (seconds, default 300).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use lit::result::ResultCode;
use lit::runner::RunContext;

fn main() {
    let args = Arguments::from_args();
    let exec_root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let mut trials = Vec::new();

    let mut ctx = RunContext::new(
        tileir_opt::lit_tools::lit_tools(),
        std::env::vars().collect(),
    );
    let timeout = std::env::var("TILEIR_LIT_TIMEOUT")
        .ok()
        .and_then(|v| v.parse::<f64>().ok())
        .unwrap_or(300.0);
    ctx.timeout = (timeout > 0.0).then(|| Duration::from_secs_f64(timeout));
    let ctx = Arc::new(ctx);

    let mut suites: Vec<(PathBuf, BTreeMap<String, String>, bool)> =
        vec![(filecheck_tests::suite_root(), BTreeMap::new(), true)];
    let corpus_present = filecheck_tests::corpus_dir().is_some();
    suites.push((
        filecheck_tests::corpus_config_dir(),
        filecheck_tests::corpus_params(),
        corpus_present,
    ));
    for (root, params, present) in suites {
        if !present {
            trials.push(
                Trial::test(
                    "FileCheck :: (corpus not found: ../../shared/corpus/filecheck)",
                    || Ok(()),
                )
                .with_ignored_flag(true),
            );
            continue;
        }
        match filecheck_tests::discover(std::slice::from_ref(&root), &exec_root, params) {
            Ok(tests) => {
                for test in tests {
                    let ctx = ctx.clone();
                    trials.push(Trial::test(test.full_name(), move || {
                        let r = ctx.run_test(&test);
                        // An unexpected pass fails, as in lit: a stale XFAIL hides a test.
                        if r.code.is_failure() || r.code == ResultCode::Xpass {
                            return Err(Failed::from(format!(
                                "{}: {}\n{}",
                                r.code.name(),
                                test.full_name(),
                                r.output
                            )));
                        }
                        Ok(())
                    }));
                }
            }
            Err(e) => {
                let name = format!("discovery of {}", root.display());
                trials.push(Trial::test(name, move || Err(Failed::from(e.clone()))));
            }
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
