//! tileir-opt's side of reproducers: the files (`--mlir-pass-pipeline-crash-reproducer`,
//! `--mlir-generate-reproducer`), written whole or not at all and never
//! over the input, and `--run-reproducer`, which takes the
//! `mlir_reproducer` resource out of the parsed file and applies it to the
//! run (its pipeline first, then threading and verify-each), as mlir-opt 22
//! does. The reproducer machinery itself is `tileir_passes::reproducer`.

use crate::input::reason;
use crate::options::Options;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tileir_ir::{Context, Diagnostic};
use tileir_passes::reproducer::{ReproducerOptions, ReproducerWriter};

/// The group of the reproducer's resource.
const GROUP: &str = "mlir_reproducer";

/// A reproducer file named on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReproducerFile {
    /// As given (messages name it so).
    pub name: String,
    /// Resolved against the run's working directory.
    pub path: PathBuf,
    /// The input file, resolved the same way (never overwritten).
    pub input: Option<PathBuf>,
}

impl ReproducerFile {
    pub fn new(name: &str) -> ReproducerFile {
        ReproducerFile {
            name: name.to_string(),
            path: PathBuf::from(name),
            input: None,
        }
    }

    /// Resolves the file and the input (`-` is none) against the run's
    /// working directory.
    pub fn resolve(&mut self, input: &str, io: &tool_io::ToolIo<'_>) {
        self.path = io.resolve(&self.name);
        self.input = (input != "-").then(|| io.resolve(input));
    }

    /// Writes `text` to a temporary file beside the target and renames it
    /// into place, so the file is never half-written; refuses to replace
    /// the input. The error is mlir-opt's reason.
    pub fn write(&self, text: &str) -> Result<(), String> {
        let cannot = |why: String| {
            format!(
                "Failed to create reproducer stream: cannot open output file '{}': {why}",
                self.name
            )
        };
        if self
            .input
            .as_deref()
            .is_some_and(|i| same_file(i, &self.path))
        {
            return Err(cannot("it is the input file".to_string()));
        }
        let dir = match self.path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let mut temp = tempfile::Builder::new()
            .prefix(".tileir-reproducer-")
            .tempfile_in(&dir)
            .map_err(|e| cannot(reason(&e)))?;
        temp.write_all(text.as_bytes())
            .and_then(|()| temp.flush())
            .map_err(|e| cannot(reason(&e)))?;
        set_default_permissions(temp.as_file());
        temp.persist(&self.path)
            .map_err(|e| cannot(reason(&e.error)))?;
        Ok(())
    }

    /// The writer the pass manager's reproducer calls.
    pub fn writer(&self) -> Arc<ReproducerWriter> {
        let file = self.clone();
        Arc::new(move |text: &str| file.write(text))
    }
}

/// Whether two paths name one existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(unix)]
fn set_default_permissions(file: &std::fs::File) {
    use std::os::unix::fs::PermissionsExt;
    let _ = file.set_permissions(std::fs::Permissions::from_mode(0o644));
}

#[cfg(not(unix))]
fn set_default_permissions(_file: &std::fs::File) {}

/// Takes the `mlir_reproducer` entries out of what the parser kept (so
/// they are not printed back) and reads them; the errors are mlir-opt's,
/// at the key or value.
pub fn take_options(ctx: &Context) -> Result<Option<ReproducerOptions>, Diagnostic> {
    let group = ctx.symbol(GROUP);
    let entries: Vec<_> = {
        let mut resources = ctx.resources.lock().unwrap_or_else(|e| e.into_inner());
        let (mine, others) = std::mem::take(&mut resources.external_resources)
            .into_iter()
            .partition(|e| e.group == group);
        resources.external_resources = others;
        mine
    };
    if entries.is_empty() {
        return Ok(None);
    }
    let mut options = ReproducerOptions::default();
    for entry in entries {
        let key = ctx.str(entry.key);
        let flag = |name: &str| match entry.value_text.trim() {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(Diagnostic::error(
                entry.value_loc,
                format!("expected 'true' or 'false' value for key '{name}'"),
            )),
        };
        match key {
            "pipeline" => {
                options.pipeline = Some(entry.string_value().ok_or_else(|| {
                    Diagnostic::error(entry.value_loc, "expected string value for key 'pipeline'")
                })?)
            }
            "disable_threading" => options.disable_threading = Some(flag(key)?),
            "verify_each" => options.verify_each = Some(flag(key)?),
            _ => {
                return Err(Diagnostic::error(
                    entry.key_loc,
                    format!("unknown '{GROUP}' resource key '{key}'"),
                ))
            }
        }
    }
    Ok(Some(options))
}

/// The run's options once a reproducer's are applied: its pipeline runs
/// first (the command line's passes after it), its threading and
/// verify-each settings win.
pub fn apply(options: &Options, reproducer: &ReproducerOptions) -> Options {
    let mut options = options.clone();
    if let Some(pipeline) = &reproducer.pipeline {
        options.passes.reproducer = Some(pipeline.clone());
    }
    if let Some(disable) = reproducer.disable_threading {
        options.threading = !disable;
    }
    if let Some(verify) = reproducer.verify_each {
        options.verify_each = verify;
    }
    options
}
