//! Regression-suite support: where the suites live, and turning them into
//! per-file runs for a test harness (the tests themselves are the `.mlir`
//! and `.txt` files under this directory).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use lit::discovery::{Discovery, Test};

/// This crate's directory: the root of the project suite (`lit.toml`).
pub fn suite_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The config describing LLVM's FileCheck corpus.
pub fn corpus_config_dir() -> PathBuf {
    suite_root().join("corpus").join("filecheck")
}

/// The corpus itself (`/work/shared/corpus/filecheck` in this checkout), if present.
pub fn corpus_dir() -> Option<PathBuf> {
    let d = suite_root().join("../../shared/corpus/filecheck");
    d.is_dir().then(|| lit::shell::exec::normalize(&d))
}

/// Discovers the tests of `inputs`, with Output directories under `exec_root`.
pub fn discover(
    inputs: &[PathBuf],
    exec_root: &Path,
    params: BTreeMap<String, String>,
) -> Result<Vec<Test>, String> {
    let mut d = Discovery::new(params, Some(exec_root.to_path_buf()));
    let inputs: Vec<String> = inputs
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    d.find_tests(&inputs, Path::new("/"))
}

/// `--param filecheck_corpus=DIR` for the corpus config, pointing at [`corpus_dir`].
pub fn corpus_params() -> BTreeMap<String, String> {
    let mut p = BTreeMap::new();
    if let Some(d) = corpus_dir() {
        p.insert(
            "filecheck_corpus".to_string(),
            d.to_string_lossy().into_owned(),
        );
    }
    p
}
