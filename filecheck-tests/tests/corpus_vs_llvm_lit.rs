//! Acceptance check: on LLVM's FileCheck corpus, tileir-lit (`--external`,
//! so both runners use LLVM's own FileCheck/not/count) reports the same
//! result code for every test as LLVM 22's lit. Skipped when LLVM's lit or
//! FileCheck (found by the upstream-tools crate) or the corpus is absent.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `CODE: SUITE :: NAME (i of n)` lines → NAME → CODE.
fn parse_results(out: &str) -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    for line in out.lines() {
        let Some((code, rest)) = line.split_once(": FileCheck :: ") else {
            continue;
        };
        if code.is_empty() || !code.chars().all(|c| c.is_ascii_uppercase()) {
            continue;
        }
        let name = rest.rsplit_once(" (").map(|(n, _)| n).unwrap_or(rest);
        m.insert(name.to_string(), code.to_string());
    }
    m
}

/// LLVM's lit, and the directory of its FileCheck, `not` and `count`.
struct Llvm {
    lit: PathBuf,
    bin: PathBuf,
}

fn run_llvm_lit(llvm: &Llvm, corpus: &Path, work: &Path) -> BTreeMap<String, String> {
    let cfg_dir = work.join("llvm");
    std::fs::create_dir_all(&cfg_dir).unwrap();
    let cfg = format!(
        "import lit.formats\nconfig.name = 'FileCheck'\nconfig.suffixes = ['.txt']\nconfig.excludes = ['Inputs']\n\
         config.test_format = lit.formats.ShTest()\nconfig.test_source_root = {src:?}\nconfig.test_exec_root = {exec:?}\n\
         config.substitutions.append(('%ProtectFileCheckOutput', 'env -u FILECHECK_OPTS'))\n\
         config.environment['PATH'] = {bin:?} + ':' + config.environment['PATH']\n",
        src = corpus.to_string_lossy(),
        exec = cfg_dir.join("out").to_string_lossy(),
        bin = llvm.bin.to_string_lossy(),
    );
    std::fs::write(cfg_dir.join("lit.cfg.py"), cfg).unwrap();
    let out = Command::new(&llvm.lit)
        .args(["-j2", "--no-progress-bar"])
        .arg(&cfg_dir)
        .output()
        .expect("run LLVM lit");
    parse_results(&String::from_utf8_lossy(&out.stdout))
}

fn run_tileir_lit(llvm: &Llvm, corpus: &Path, work: &Path) -> BTreeMap<String, String> {
    let mut env: BTreeMap<String, String> = std::env::vars().collect();
    let path = env.get("PATH").cloned().unwrap_or_default();
    env.insert(
        "PATH".into(),
        format!("{}:{path}", llvm.bin.to_string_lossy()),
    );
    let args: Vec<String> = [
        "tileir-lit".to_string(),
        "--external".into(),
        "-j2".into(),
        "--exec-root".into(),
        work.join("ours").to_string_lossy().into_owned(),
        "--param".into(),
        format!("filecheck_corpus={}", corpus.display()),
        filecheck_tests::corpus_config_dir()
            .to_string_lossy()
            .into_owned(),
    ]
    .to_vec();
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let mut stdin: &[u8] = &[];
    let cwd = std::env::current_dir().unwrap();
    let mut io = tool_io::ToolIo {
        cwd: &cwd,
        env: &env,
        stdin: &mut stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
        stdout_is_terminal: false,
        stderr_is_terminal: false,
    };
    lit::main(&args, &mut io, tileir_opt::lit_tools::in_process_tools());
    parse_results(&String::from_utf8_lossy(&stdout))
}

#[test]
fn corpus_results_match_llvm_lit() {
    let Some(corpus) = filecheck_tests::corpus_dir() else {
        eprintln!("skipped: FileCheck corpus not found");
        return;
    };
    let (Some(lit), Some(file_check)) = (upstream_tools::lit(), upstream_tools::file_check())
    else {
        eprintln!("skipped: LLVM 22's lit or FileCheck not found ($LLVM_LIT, $LLVM_FC, $LLVM_BIN)");
        return;
    };
    let llvm = Llvm {
        lit,
        bin: file_check
            .parent()
            .expect("a file's directory")
            .to_path_buf(),
    };
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("corpus-vs-llvm");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    let theirs = run_llvm_lit(&llvm, &corpus, &work);
    let ours = run_tileir_lit(&llvm, &corpus, &work);
    assert!(!theirs.is_empty(), "LLVM lit reported no results");
    let mut diffs = Vec::new();
    for name in theirs
        .keys()
        .chain(ours.keys())
        .collect::<std::collections::BTreeSet<_>>()
    {
        let (a, b) = (theirs.get(name), ours.get(name));
        if a != b {
            diffs.push(format!("  {name}: LLVM lit {a:?}, tileir-lit {b:?}"));
        }
    }
    eprintln!(
        "compared {} tests ({} in tileir-lit)",
        theirs.len(),
        ours.len()
    );
    assert!(
        diffs.is_empty(),
        "per-test results differ:\n{}",
        diffs.join("\n")
    );
}
