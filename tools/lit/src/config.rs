//! Suite (`lit.toml`) and directory (`lit.local.toml`) configuration in TOML.
//!
//! Keys: `name`, `suffixes`, `excludes`, `features`, `unsupported`,
//! `test_source_root`, `test_exec_root`, `recursive_expansion_limit`,
//! `[substitutions]` (pattern = replacement, in file order), `[environment]`,
//! `[tools]` (command = path, or `"builtin"` for an in-process tool),
//! `[command_requires]` (command = feature: a test whose RUN lines name the
//! command requires the feature, as if it said `REQUIRES: feature`) and
//! `[params]` (defaults for `--param`). String values may use `${NAME}` for a
//! parameter; `${config_dir}` is the directory holding the file. Relative
//! paths (roots, tool paths) are relative to that directory.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use toml::Value;

/// How a `[tools]` entry runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToolRef {
    Builtin,
    Path(PathBuf),
}

/// The effective configuration for a directory of tests.
#[derive(Debug, Clone)]
pub struct Config {
    pub name: String,
    pub suffixes: Vec<String>,
    pub excludes: Vec<String>,
    pub features: BTreeSet<String>,
    pub unsupported: bool,
    pub substitutions: Vec<(String, String)>,
    pub environment: BTreeMap<String, String>,
    pub tools: BTreeMap<String, ToolRef>,
    /// `[command_requires]`: (command, feature) pairs, in file order.
    pub command_requires: Vec<(String, String)>,
    pub test_source_root: PathBuf,
    pub test_exec_root: PathBuf,
    pub recursion_limit: Option<usize>,
    pub params: BTreeMap<String, String>,
}

/// The file names lit looks for.
pub const SUITE_FILE: &str = "lit.toml";
pub const LOCAL_FILE: &str = "lit.local.toml";

const SUITE_KEYS: &[&str] = &[
    "name",
    "suffixes",
    "excludes",
    "features",
    "unsupported",
    "test_source_root",
    "test_exec_root",
    "recursive_expansion_limit",
    "substitutions",
    "environment",
    "tools",
    "command_requires",
    "params",
];

/// Loads a suite's `lit.toml`; `user_params` (from `--param`) override `[params]`.
pub fn load_suite(path: &Path, user_params: &BTreeMap<String, String>) -> Result<Config, String> {
    let dir = path.parent().unwrap_or(Path::new("/")).to_path_buf();
    let table = read_table(path)?;
    let mut params: BTreeMap<String, String> = BTreeMap::new();
    if let Some(p) = table.get("params") {
        let t = p
            .as_table()
            .ok_or_else(|| err(path, "'params' must be a table"))?;
        for (k, v) in t {
            params.insert(
                k.clone(),
                scalar(v).ok_or_else(|| err(path, &format!("param '{k}' must be a string")))?,
            );
        }
    }
    params.extend(user_params.iter().map(|(k, v)| (k.clone(), v.clone())));
    let name = match table.get("name") {
        Some(v) => v
            .as_str()
            .ok_or_else(|| err(path, "'name' must be a string"))?
            .to_string(),
        None => return Err(err(path, "missing required key 'name'")),
    };
    let mut cfg = Config {
        name,
        suffixes: Vec::new(),
        excludes: Vec::new(),
        features: BTreeSet::new(),
        unsupported: false,
        substitutions: Vec::new(),
        environment: BTreeMap::new(),
        tools: BTreeMap::new(),
        command_requires: Vec::new(),
        test_source_root: dir.clone(),
        test_exec_root: dir.clone(),
        recursion_limit: None,
        params,
    };
    let mut source_set = false;
    if let Some(v) = table.get("test_source_root") {
        cfg.test_source_root = resolve(&dir, &expand(&cfg, &dir, path, v, "test_source_root")?);
        source_set = true;
    }
    if let Some(v) = table.get("test_exec_root") {
        cfg.test_exec_root = resolve(&dir, &expand(&cfg, &dir, path, v, "test_exec_root")?);
    } else if !source_set {
        cfg.test_exec_root = cfg.test_source_root.clone();
    }
    apply(&mut cfg, &table, path, &dir, SUITE_KEYS)?;
    Ok(cfg)
}

/// Applies a `lit.local.toml` on top of `parent`.
pub fn load_local(parent: &Config, path: &Path) -> Result<Config, String> {
    let dir = path.parent().unwrap_or(Path::new("/")).to_path_buf();
    let table = read_table(path)?;
    let mut cfg = parent.clone();
    apply(
        &mut cfg,
        &table,
        path,
        &dir,
        &[
            "suffixes",
            "excludes",
            "features",
            "unsupported",
            "substitutions",
            "environment",
            "tools",
            "command_requires",
            "recursive_expansion_limit",
        ],
    )?;
    Ok(cfg)
}

fn read_table(path: &Path) -> Result<toml::Table, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    text.parse::<toml::Table>()
        .map_err(|e| format!("{}: {e}", path.display()))
}

fn err(path: &Path, msg: &str) -> String {
    format!("{}: {msg}", path.display())
}

fn scalar(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Integer(i) => Some(i.to_string()),
        Value::Boolean(b) => Some(b.to_string()),
        Value::Float(f) => Some(f.to_string()),
        _ => None,
    }
}

fn resolve(dir: &Path, p: &str) -> PathBuf {
    crate::shell::exec::normalize(&dir.join(p))
}

/// Expands `${NAME}` parameters in a string value.
fn expand(cfg: &Config, dir: &Path, path: &Path, v: &Value, key: &str) -> Result<String, String> {
    let s = v
        .as_str()
        .ok_or_else(|| err(path, &format!("'{key}' must be a string")))?;
    expand_str(cfg, dir, path, s)
}

fn expand_str(cfg: &Config, dir: &Path, path: &Path, s: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("${") {
        out += &rest[..i];
        let end = rest[i..]
            .find('}')
            .ok_or_else(|| err(path, &format!("unterminated '${{' in '{s}'")))?
            + i;
        let name = &rest[i + 2..end];
        if name == "config_dir" {
            out += &dir.to_string_lossy();
        } else {
            match cfg.params.get(name) {
                Some(v) => out += v,
                None => return Err(err(path, &format!("undefined parameter '{name}' (set it with --param {name}=VALUE or in [params])"))),
            }
        }
        rest = &rest[end + 1..];
    }
    out += rest;
    Ok(out)
}

fn strings(
    cfg: &Config,
    dir: &Path,
    path: &Path,
    v: &Value,
    key: &str,
) -> Result<Vec<String>, String> {
    let arr = v
        .as_array()
        .ok_or_else(|| err(path, &format!("'{key}' must be a list of strings")))?;
    arr.iter().map(|x| expand(cfg, dir, path, x, key)).collect()
}

fn apply(
    cfg: &mut Config,
    table: &toml::Table,
    path: &Path,
    dir: &Path,
    allowed: &[&str],
) -> Result<(), String> {
    for (key, v) in table {
        if !allowed.contains(&key.as_str()) {
            return Err(err(path, &format!("unknown key '{key}'")));
        }
        match key.as_str() {
            "suffixes" => cfg.suffixes = strings(cfg, dir, path, v, key)?,
            "excludes" => cfg.excludes = strings(cfg, dir, path, v, key)?,
            "features" => {
                let f = strings(cfg, dir, path, v, key)?;
                cfg.features.extend(f);
            }
            "unsupported" => {
                cfg.unsupported = v
                    .as_bool()
                    .ok_or_else(|| err(path, "'unsupported' must be a boolean"))?
            }
            "recursive_expansion_limit" => {
                let n = v.as_integer().filter(|n| *n >= 0).ok_or_else(|| {
                    err(
                        path,
                        "'recursive_expansion_limit' must be a non-negative integer",
                    )
                })?;
                cfg.recursion_limit = Some(n as usize);
            }
            "substitutions" => {
                let t = v
                    .as_table()
                    .ok_or_else(|| err(path, "'substitutions' must be a table"))?;
                for (pat, repl) in t {
                    let repl = expand(cfg, dir, path, repl, pat)?;
                    match cfg.substitutions.iter_mut().find(|(p, _)| p == pat) {
                        Some(e) => e.1 = repl,
                        None => cfg.substitutions.push((pat.clone(), repl)),
                    }
                }
            }
            "environment" => {
                let t = v
                    .as_table()
                    .ok_or_else(|| err(path, "'environment' must be a table"))?;
                for (k, val) in t {
                    let val = expand(cfg, dir, path, val, k)?;
                    cfg.environment.insert(k.clone(), val);
                }
            }
            "tools" => {
                let t = v
                    .as_table()
                    .ok_or_else(|| err(path, "'tools' must be a table"))?;
                for (k, val) in t {
                    let val = expand(cfg, dir, path, val, k)?;
                    let r = if val == "builtin" {
                        ToolRef::Builtin
                    } else {
                        ToolRef::Path(resolve(dir, &val))
                    };
                    cfg.tools.insert(k.clone(), r);
                }
            }
            "command_requires" => {
                let t = v
                    .as_table()
                    .ok_or_else(|| err(path, "'command_requires' must be a table"))?;
                for (command, feature) in t {
                    let feature = expand(cfg, dir, path, feature, command)?;
                    match cfg.command_requires.iter_mut().find(|(c, _)| c == command) {
                        Some(e) => e.1 = feature,
                        None => cfg.command_requires.push((command.clone(), feature)),
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suite_and_local() {
        let d = std::env::temp_dir().join(format!("lit-config-test-{}", std::process::id()));
        std::fs::create_dir_all(d.join("sub")).unwrap();
        std::fs::write(
            d.join(SUITE_FILE),
            "name = \"s\"\nsuffixes = [\".txt\"]\nfeatures = [\"a\"]\n[params]\nx = \"1\"\n[substitutions]\n\"%zz\" = \"v${x}\"\n\"%a\" = \"b\"\n[tools]\nFileCheck = \"builtin\"\nfoo = \"bin/foo\"\n",
        )
        .unwrap();
        std::fs::write(
            d.join("sub").join(LOCAL_FILE),
            "features = [\"b\"]\n[substitutions]\n\"%a\" = \"c\"\n",
        )
        .unwrap();
        let mut p = BTreeMap::new();
        p.insert("x".to_string(), "2".to_string());
        let c = load_suite(&d.join(SUITE_FILE), &p).unwrap();
        assert_eq!(
            c.substitutions,
            [
                ("%zz".to_string(), "v2".to_string()),
                ("%a".to_string(), "b".to_string())
            ]
        );
        assert_eq!(c.tools["foo"], ToolRef::Path(d.join("bin/foo")));
        assert_eq!(c.test_exec_root, d);
        let l = load_local(&c, &d.join("sub").join(LOCAL_FILE)).unwrap();
        assert_eq!(l.features.len(), 2);
        assert_eq!(l.substitutions[1].1, "c");
        std::fs::write(d.join("bad.toml"), "name = \"s\"\nbogus = 1\n").unwrap();
        assert!(load_suite(&d.join("bad.toml"), &BTreeMap::new())
            .unwrap_err()
            .contains("unknown key 'bogus'"));
        let _ = std::fs::remove_dir_all(&d);
    }
}
