//! The instrumentation that writes files of its own, for one input
//! (chunk): `--schedule-trace-file` (a Chrome trace of passes and scopes,
//! written when the chunk's passes are done), and `--log-actions-to`,
//! `--profile-actions-to` and `--log-mlir-actions-filter`, as mlir-opt 22
//! sets them up per context: a line on stderr saying the execution context is
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
use tileir_passes::instrument::schedule_trace::ScheduleTrace;
use tileir_passes::instrument::Chain;

/// The action flags as given: each destination, the name it was given as
/// (for messages) and the path to open (relative to the run's directory).
#[derive(Clone, Debug, Default)]
pub struct ActionOptions {
    pub log_to: Option<Destination>,
    pub profile_to: Option<Destination>,
    pub filters: Vec<LocFilter>,
    /// `--schedule-trace-file` (not `-`: a file only).
    pub schedule_trace: Option<Destination>,
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
    /// Whether action records are asked for.
    pub fn is_active(&self) -> bool {
        self.log_to.is_some() || self.profile_to.is_some()
    }

    pub fn resolve_paths(&mut self, io: &tool_io::ToolIo<'_>) {
        for dest in [
            &mut self.log_to,
            &mut self.profile_to,
            &mut self.schedule_trace,
        ]
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

/// The action loggers and the schedule trace of one chunk.
pub struct ChunkActions {
    log: Option<(Arc<ActionLog>, Writer)>,
    profile: Option<(Arc<ActionProfile>, Writer)>,
    trace: Option<(Arc<ScheduleTrace>, Writer)>,
}

impl ChunkActions {
    /// Sets the loggers up as mlir-opt does when a context is made: what
    /// it writes to stderr then, in order (the registration line, errors).
    /// Debug counters cannot run with actions (`counters` says whether some
    /// were asked for): they are reported disabled. A file that cannot be
    /// opened disables all action records. `None` when no action flag is
    /// given.
    pub fn start(options: &ActionOptions, counters: bool) -> Option<(ChunkActions, Vec<Setup>)> {
        let mut setup = Vec::new();
        let trace = match &options.schedule_trace {
            None => None,
            Some(dest) => match dest.open() {
                Ok(writer) => Some((Arc::new(ScheduleTrace::new()), writer)),
                Err(e) => {
                    setup.push(Setup::Error(format!(
                        "Opening file for --schedule-trace-file failed: {e}"
                    )));
                    None
                }
            },
        };
        if !options.is_active() {
            let actions = ChunkActions {
                trace,
                ..ChunkActions::disabled()
            };
            return (options.schedule_trace.is_some()).then_some((actions, setup));
        }
        setup.push(Setup::Text("ExecutionContext registered on the context"));
        if counters {
            setup.push(Setup::Error(
                "Debug counters are incompatible with --log-actions-to and --mlir-enable-debugger-hook options and are disabled".to_string(),
            ));
        }
        let mut actions = ChunkActions {
            trace,
            ..ChunkActions::disabled()
        };
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
                    actions.log = None;
                    return Some((actions, setup));
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
                    actions.log = None;
                    return Some((actions, setup));
                }
            }
        }
        setup.push(Setup::Text("\n"));
        Some((actions, setup))
    }

    /// Loggers that record nothing (a file failed to open: the flags are
    /// still taken as given, so debug counters stay off).
    fn disabled() -> ChunkActions {
        ChunkActions {
            log: None,
            profile: None,
            trace: None,
        }
    }

    /// Installs the schedule trace (last of the seeds' order) and then the
    /// action loggers, so their records bracket the pass alone (as MLIR's
    /// action runs inside the instrumentation hooks).
    pub fn install(&self, chain: &mut Chain) {
        if let Some((trace, _)) = &self.trace {
            chain.push(trace.clone());
        }
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
        if let Some((trace, writer)) = self.trace {
            write(writer, &trace.json(), stdout);
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
