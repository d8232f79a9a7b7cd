//! `--log-actions-to`, `--profile-actions-to` and
//! `--log-mlir-actions-filter` for one input (chunk), as mlir-opt 22 sets
//! them up per context: a line on stderr saying the execution context is
//! registered, the files opened (truncated) before parsing, and the
//! records written when the chunk's passes are done. `-` is stdout, where
//! the records come before the output IR; with both on stdout, the log
//! comes before the profile (mlir-opt interleaves the two streams).
//!
//! The records themselves are [`tileir_passes::instrument::actions`]'.

use crate::input::reason;
use std::io::Write as _;
use std::sync::Arc;
use tileir_passes::instrument::actions::{ActionLog, ActionProfile, ActionSettings, LocFilter};
use tileir_passes::instrument::Chain;

/// The action flags as given: each destination, the name it was given as
/// (for messages) and the path to open (relative to the run's directory).
#[derive(Clone, Debug, Default)]
pub struct ActionOptions {
    pub log_to: Option<Destination>,
    pub profile_to: Option<Destination>,
    pub filters: Vec<LocFilter>,
}

/// Where records go: `-` (stdout) or a file.
#[derive(Clone, Debug)]
pub struct Destination {
    pub name: String,
    pub path: std::path::PathBuf,
}

impl Destination {
    pub fn new(name: &str) -> Destination {
        Destination {
            name: name.to_string(),
            path: name.into(),
        }
    }

    fn open(&self) -> Result<Writer, String> {
        if self.name == "-" {
            return Ok(Writer::Stdout);
        }
        std::fs::File::create(&self.path)
            .map(Writer::File)
            .map_err(|e| format!("cannot open output file '{}': {}", self.name, reason(&e)))
    }
}

impl ActionOptions {
    pub fn is_active(&self) -> bool {
        self.log_to.is_some() || self.profile_to.is_some()
    }

    pub fn resolve_paths(&mut self, io: &tool_io::ToolIo<'_>) {
        for dest in [&mut self.log_to, &mut self.profile_to]
            .into_iter()
            .flatten()
        {
            if dest.name != "-" {
                dest.path = io.resolve(&dest.name);
            }
        }
    }
}

/// What setting the loggers up writes to stderr.
pub enum Setup {
    Text(&'static str),
    /// An error at an unknown location.
    Error(String),
}

enum Writer {
    Stdout,
    File(std::fs::File),
}

/// The action loggers of one chunk.
pub struct ChunkActions {
    log: Option<(Arc<ActionLog>, Writer)>,
    profile: Option<(Arc<ActionProfile>, Writer)>,
}

impl ChunkActions {
    /// Sets the loggers up as mlir-opt does when a context is made: what
    /// it writes to stderr then, in order (the registration line, errors).
    /// Debug counters cannot run with actions (`counters` says whether some
    /// were asked for): they are reported disabled. A file that cannot be
    /// opened disables all action records. `None` when no action flag is
    /// given.
    pub fn start(options: &ActionOptions, counters: bool) -> Option<(ChunkActions, Vec<Setup>)> {
        if !options.is_active() {
            return None;
        }
        let mut setup = vec![Setup::Text("ExecutionContext registered on the context")];
        if counters {
            setup.push(Setup::Error(
                "Debug counters are incompatible with --log-actions-to and --mlir-enable-debugger-hook options and are disabled".to_string(),
            ));
        }
        let mut actions = ChunkActions::disabled();
        if let Some(dest) = &options.log_to {
            match dest.open() {
                Ok(writer) => {
                    let settings = ActionSettings {
                        thread_name: "tileir-opt".to_string(),
                        filters: options.filters.clone(),
                    };
                    actions.log = Some((Arc::new(ActionLog::new(settings)), writer));
                }
                Err(e) => {
                    setup.push(Setup::Error(format!(
                        "Opening file for --log-actions-to failed: {e}\n"
                    )));
                    return Some((ChunkActions::disabled(), setup));
                }
            }
        }
        if let Some(dest) = &options.profile_to {
            match dest.open() {
                Ok(writer) => actions.profile = Some((Arc::new(ActionProfile::new()), writer)),
                Err(e) => {
                    setup.push(Setup::Error(format!(
                        "Opening file for --profile-actions-to failed: {e}\n"
                    )));
                    return Some((ChunkActions::disabled(), setup));
                }
            }
        }
        setup.push(Setup::Text("\n"));
        Some((actions, setup))
    }

    /// Loggers that record nothing (a file failed to open): the flags are
    /// still taken as given, so debug counters stay off.
    fn disabled() -> ChunkActions {
        ChunkActions {
            log: None,
            profile: None,
        }
    }

    /// Installs the loggers in `chain`: last, so their records bracket the
    /// pass alone (as MLIR's action runs inside the instrumentation hooks).
    pub fn install(&self, chain: &mut Chain) {
        if let Some((log, _)) = &self.log {
            chain.push(log.clone());
        }
        if let Some((profile, _)) = &self.profile {
            chain.push(profile.clone());
        }
    }

    /// Writes the records: files directly, stdout's into `stdout`.
    pub fn finish(self, stdout: &mut String) {
        if let Some((log, writer)) = self.log {
            write(writer, &log.take(), stdout);
        }
        if let Some((profile, writer)) = self.profile {
            write(writer, &profile.trace(), stdout);
        }
    }
}

fn write(writer: Writer, text: &str, stdout: &mut String) {
    match writer {
        Writer::Stdout => stdout.push_str(text),
        // mlir-opt does not report a failed write of its logs either.
        Writer::File(mut file) => {
            let _ = file.write_all(text.as_bytes());
        }
    }
}
