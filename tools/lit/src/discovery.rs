//! Finding tests: locate the suite (`lit.toml`) that owns each input path,
//! walk its source tree applying `lit.local.toml` files, and collect files
//! whose extension is one of the configured suffixes. A directory with its
//! own `lit.toml` is a separate, nested suite. A file named directly on the
//! command line is a test whatever its suffix.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::config::{self, Config, LOCAL_FILE, SUITE_FILE};
use crate::shell::exec::normalize;

/// A test suite: its root config and where its tests live and run.
#[derive(Debug)]
pub struct Suite {
    pub name: String,
    pub config_path: PathBuf,
    pub config_dir: PathBuf,
    pub source_root: PathBuf,
    pub exec_root: PathBuf,
    pub config: Arc<Config>,
}

/// One test file.
#[derive(Debug, Clone)]
pub struct Test {
    pub suite: Arc<Suite>,
    /// The effective configuration for the test's directory.
    pub config: Arc<Config>,
    pub path_in_suite: Vec<String>,
    pub source_path: PathBuf,
}

impl Test {
    /// `SUITE :: path/in/suite`.
    pub fn full_name(&self) -> String {
        format!("{} :: {}", self.suite.name, self.path_in_suite.join("/"))
    }

    /// Where the test "runs": exec root + path in suite.
    pub fn exec_path(&self) -> PathBuf {
        let mut p = self.suite.exec_root.clone();
        p.extend(&self.path_in_suite);
        p
    }

    /// lit's `getTempPaths`: (`%T`, base of `%t`).
    pub fn temp_paths(&self) -> (PathBuf, PathBuf) {
        let exec = self.exec_path();
        let dir = exec.parent().unwrap_or(Path::new("/")).join("Output");
        let base = dir.join(exec.file_name().unwrap_or_default());
        (dir, base)
    }
}

/// Discovery settings.
pub struct Discovery {
    pub params: BTreeMap<String, String>,
    /// Overrides every suite's exec root with `DIR/<suite name>`.
    pub exec_root_override: Option<PathBuf>,
    suites: HashMap<PathBuf, Arc<Suite>>,
    locals: HashMap<PathBuf, Arc<Config>>,
}

impl Discovery {
    pub fn new(params: BTreeMap<String, String>, exec_root_override: Option<PathBuf>) -> Self {
        Discovery {
            params,
            exec_root_override,
            suites: HashMap::new(),
            locals: HashMap::new(),
        }
    }

    /// Finds all tests for the given inputs (files or directories), relative to `cwd`.
    pub fn find_tests(&mut self, inputs: &[String], cwd: &Path) -> Result<Vec<Test>, String> {
        let mut tests = Vec::new();
        for input in inputs {
            let path = normalize(&cwd.join(input));
            let found = self.tests_for_input(&path)?;
            if found.is_empty() {
                eprintln_warning(&format!("input '{input}' contained no tests"));
            }
            tests.extend(found);
        }
        let mut seen = std::collections::HashSet::new();
        tests.retain(|t| seen.insert(t.source_path.clone()));
        Ok(tests)
    }

    fn suite_at(&mut self, config_path: &Path) -> Result<Arc<Suite>, String> {
        if let Some(s) = self.suites.get(config_path) {
            return Ok(s.clone());
        }
        let cfg = config::load_suite(config_path, &self.params)?;
        let config_dir = config_path.parent().unwrap_or(Path::new("/")).to_path_buf();
        let exec_root = match &self.exec_root_override {
            Some(d) => d.join(sanitize(&cfg.name)),
            None => cfg.test_exec_root.clone(),
        };
        let suite = Arc::new(Suite {
            name: cfg.name.clone(),
            config_path: config_path.to_path_buf(),
            config_dir,
            source_root: cfg.test_source_root.clone(),
            exec_root,
            config: Arc::new(cfg),
        });
        self.suites.insert(config_path.to_path_buf(), suite.clone());
        Ok(suite)
    }

    fn tests_for_input(&mut self, path: &Path) -> Result<Vec<Test>, String> {
        // Search upward for the suite config.
        let mut dir = if path.is_dir() {
            Some(path)
        } else {
            path.parent()
        };
        let config_path = loop {
            let Some(d) = dir else {
                return Err(format!(
                    "unable to find test suite for '{}'",
                    path.display()
                ));
            };
            let candidate = d.join(SUITE_FILE);
            if candidate.is_file() {
                break candidate;
            }
            dir = d.parent();
        };
        let suite = self.suite_at(&config_path)?;
        let rel: Vec<String> = path
            .strip_prefix(&suite.config_dir)
            .unwrap_or(Path::new(""))
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let mut source = suite.source_root.clone();
        source.extend(&rel);
        if source.is_file() {
            let cfg = self.config_for_dir(&suite, &rel[..rel.len() - 1])?;
            return Ok(vec![Test {
                suite: suite.clone(),
                config: cfg,
                path_in_suite: rel,
                source_path: source,
            }]);
        }
        if !source.is_dir() {
            return Err(format!("'{}' does not exist", source.display()));
        }
        let cfg = self.config_for_dir(&suite, &rel)?;
        let mut out = Vec::new();
        self.walk(&suite, &cfg, &source, &rel, &mut out)?;
        Ok(out)
    }

    /// The effective config of directory `rel` (inside the source root).
    fn config_for_dir(
        &mut self,
        suite: &Arc<Suite>,
        rel: &[String],
    ) -> Result<Arc<Config>, String> {
        let mut cfg = suite.config.clone();
        let mut dir = suite.source_root.clone();
        for i in 0..=rel.len() {
            if i > 0 {
                dir.push(&rel[i - 1]);
            }
            let local = dir.join(LOCAL_FILE);
            if local.is_file() {
                cfg = self.local(&cfg, &local)?;
            }
        }
        Ok(cfg)
    }

    fn local(&mut self, parent: &Arc<Config>, path: &Path) -> Result<Arc<Config>, String> {
        if let Some(c) = self.locals.get(path) {
            return Ok(c.clone());
        }
        let c = Arc::new(config::load_local(parent, path)?);
        self.locals.insert(path.to_path_buf(), c.clone());
        Ok(c)
    }

    fn walk(
        &mut self,
        suite: &Arc<Suite>,
        cfg: &Arc<Config>,
        dir: &Path,
        rel: &[String],
        out: &mut Vec<Test>,
    ) -> Result<(), String> {
        let mut entries: Vec<(String, PathBuf)> = std::fs::read_dir(dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .filter_map(|e| e.ok())
            .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
            .collect();
        entries.sort();
        for (name, path) in entries {
            if name.starts_with('.')
                || cfg.excludes.contains(&name)
                || name == "Output"
                || name == SUITE_FILE
                || name == LOCAL_FILE
            {
                continue;
            }
            let mut sub_rel = rel.to_vec();
            sub_rel.push(name.clone());
            if path.is_dir() {
                if path.join(SUITE_FILE).is_file() {
                    // A nested suite.
                    out.extend(self.tests_for_input(&path)?);
                    continue;
                }
                let sub_cfg = if path.join(LOCAL_FILE).is_file() {
                    self.local(cfg, &path.join(LOCAL_FILE))?
                } else {
                    cfg.clone()
                };
                self.walk(suite, &sub_cfg, &path, &sub_rel, out)?;
            } else {
                let ext = match name.rfind('.') {
                    Some(i) if i > 0 => &name[i..],
                    _ => "",
                };
                if cfg.suffixes.iter().any(|s| s == ext) {
                    out.push(Test {
                        suite: suite.clone(),
                        config: cfg.clone(),
                        path_in_suite: sub_rel,
                        source_path: path,
                    });
                }
            }
        }
        Ok(())
    }
}

fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

fn eprintln_warning(_msg: &str) {}
