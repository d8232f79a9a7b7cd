//! MLIR actions: the records `--log-actions-to` and `--profile-actions-to`
//! write, in mlir-opt 22's format. An action brackets one unit of work:
//! a pass execution (`pass-execution`, the pass manager's), one iteration
//! of the greedy rewrite driver (`GreedyPatternRewriteIteration`) or one
//! pattern it tries (`apply-pattern`).
//!
//! Pass executions are recorded by the loggers' own pass hooks (installed
//! last in the chain, so innermost: as MLIR's action runs inside the
//! instrumentation hooks); the greedy driver reports its actions through
//! [`GreedyActions`], which a pass gets from
//! [`crate::run::RunContext::greedy_actions`]. With no logger installed the
//! driver gets nothing and prints nothing.
//!
//! Determinism: each anchor's run records into its own recorder, joined
//! into its parent's in anchor order, so the log is a single-threaded
//! run's. The log names the thread that started the run for every record
//! (`[thread tileir-opt]`), whichever thread ran the job, so it is the same
//! bytes with and without threads. The profile keeps each record's real
//! thread (a Chrome trace needs one track per thread to nest events) but
//! writes the records in the same order.

use super::{downcast, HookOutput, Instrumentation, Join, PassEvent, Recorder, Step};
use crate::anchor::OpHandle;
use smallvec::SmallVec;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tileir_ir::attributes::LocData;
use tileir_ir::printer::{print_nested_op, print_op_in_regions, PrintOptions};
use tileir_ir::{Body, Context, Location, OpId, RegionId};

/// The tag of a pass execution.
pub const PASS_EXECUTION: &str = "pass-execution";
/// The tag of one greedy rewrite iteration.
pub const GREEDY_ITERATION: &str = "GreedyPatternRewriteIteration";
/// The tag of one pattern application (also the debug counter's name).
pub const APPLY_PATTERN: &str = "apply-pattern";

/// The name MLIR reports for the nested pass managers of a pipeline step.
const ADAPTOR_NAME: &str = "mlir::detail::OpToOpPassAdaptor";

/// Whether a rewrite pattern is one of upstream's (reported as an
/// `apply-pattern` action), not one standing for part of an op's folder
/// (named `<op> fold: <what>`). Unnamed patterns are upstream's too (cf's
/// are added without a debug name).
pub fn is_upstream_pattern(name: &str) -> bool {
    !name.contains(" fold: ")
}

/// One action about to run, as the loggers print it.
pub struct Action {
    pub tag: &'static str,
    /// What MLIR's `Action::print` writes.
    pub text: String,
    /// The IR units the action works on, printed and comma separated.
    pub units: String,
    /// Their locations (what `--log-mlir-actions-filter` matches).
    pub locs: SmallVec<[Location; 1]>,
}

/// An op as an action's IR unit: its custom form without regions
/// (`func.func @f(%arg0: i32) {...}`), attributes inline.
pub fn op_unit(handle: &OpHandle<'_>) -> String {
    let options = unit_print_options();
    let storage = handle.storage();
    let printed = print_nested_op(
        handle.ctx,
        storage,
        handle.op(),
        storage,
        handle.op(),
        &options,
    );
    printed.trim_end_matches('\n').to_string()
}

fn unit_print_options() -> PrintOptions {
    PrintOptions {
        skip_regions: true,
        ..PrintOptions::default()
    }
}

/// One `--log-mlir-actions-filter` entry: a file, and optionally a line and
/// column (`-1`: any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocFilter {
    pub file: String,
    pub line: i64,
    pub col: i64,
}

impl LocFilter {
    /// Parses `file`, `file:line` or `file:line:col` as MLIR does: a part
    /// that is not a number belongs to the file name. Only an empty string
    /// is an error (MLIR's message).
    pub fn parse(text: &str) -> Result<LocFilter, String> {
        if text.is_empty() {
            return Err(
                "error: initializing FileLineColLocBreakpoint with empty file name".to_string(),
            );
        }
        let (file_line, col_text) = text.rsplit_once(':').unwrap_or((text, ""));
        let (file, line_text) = file_line.rsplit_once(':').unwrap_or((file_line, ""));
        let whole = |line, col| LocFilter {
            file: text.to_string(),
            line,
            col,
        };
        let filter = |file: &str, line, col| LocFilter {
            file: file.to_string(),
            line,
            col,
        };
        Ok(if line_text.is_empty() {
            if col_text.is_empty() {
                filter(file_line, -1, -1)
            } else {
                match llvm_integer(col_text) {
                    Some(line) => filter(file_line, line, -1),
                    None => whole(-1, -1),
                }
            }
        } else {
            match llvm_integer(line_text) {
                Some(line) => match llvm_integer(col_text) {
                    Some(col) => filter(file, line, col),
                    None => whole(-1, -1),
                },
                None => match llvm_integer(col_text) {
                    Some(line) => filter(file_line, line, -1),
                    None => whole(-1, -1),
                },
            }
        })
    }
}

/// LLVM's `StringRef::getAsInteger(0, i64)`: a sign, then decimal, `0x`
/// hex, `0b` binary, `0o` or leading-`0` octal.
fn llvm_integer(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = if let Some(d) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, d)
    } else if let Some(d) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, d)
    } else if let Some(d) = digits.strip_prefix("0o") {
        (8, d)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let value = i64::from_str_radix(digits, radix).ok()?;
    Some(if negative { -value } else { value })
}

/// Whether a location (anything nested in it included) is at one of the
/// filters: exact line and column, the line with any column, or any line
/// of the file (MLIR's `FileLineColLocBreakpointManager`).
fn matches(ctx: &Context, loc: Location, filters: &[LocFilter]) -> bool {
    let mut stack = vec![loc];
    while let Some(loc) = stack.pop() {
        match ctx.loc_data(loc) {
            LocData::FileLineCol { file, line, col } => {
                let (file, line, col) = (ctx.str(*file), i64::from(*line), i64::from(*col));
                let hit = |l: i64, c: i64| {
                    filters
                        .iter()
                        .any(|f| f.file == file && f.line == l && f.col == c)
                };
                if hit(line, col) || hit(line, -1) || hit(-1, -1) {
                    return true;
                }
            }
            LocData::Name {
                child: Some(child), ..
            } => stack.push(*child),
            LocData::CallSite { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            LocData::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            _ => {}
        }
    }
    false
}

/// The settings of the action loggers of one run.
#[derive(Clone, Debug)]
pub struct ActionSettings {
    /// The thread name every log record shows (the tool's).
    pub thread_name: String,
    /// `--log-mlir-actions-filter`: log only actions on these locations
    /// (all when empty). The profile is never filtered, as in MLIR.
    pub filters: Vec<LocFilter>,
}

/// The action of a pass (or adaptor) execution.
fn pass_action(event: &PassEvent<'_>, with_unit: bool) -> Action {
    let name = match event.step {
        Step::Pass { pass, .. } => pass.info.name,
        Step::Adaptor { .. } => ADAPTOR_NAME,
    };
    Action {
        tag: PASS_EXECUTION,
        text: format!(
            "`{PASS_EXECUTION}` running `{name}` on Operation `{}`",
            event.op.name_str()
        ),
        units: if with_unit {
            op_unit(event.op)
        } else {
            String::new()
        },
        locs: SmallVec::from_elem(event.op.loc(), 1),
    }
}

/// `--log-actions-to`: a line when an action begins and one when it
/// completes. The records of a run are taken with [`ActionLog::take`].
pub struct ActionLog {
    settings: Arc<ActionSettings>,
    out: Arc<Mutex<String>>,
}

impl ActionLog {
    pub fn new(settings: ActionSettings) -> ActionLog {
        ActionLog {
            settings: Arc::new(settings),
            out: Arc::default(),
        }
    }

    /// The records of the runs so far.
    pub fn take(&self) -> String {
        std::mem::take(&mut *self.out.lock().expect("no panic holds the log"))
    }
}

impl Instrumentation for ActionLog {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(LogRecorder {
            settings: self.settings.clone(),
            out: Some(self.out.clone()),
            text: String::new(),
            logged: Vec::new(),
        })
    }

    fn observes_actions(&self) -> bool {
        true
    }
}

struct LogRecorder {
    settings: Arc<ActionSettings>,
    /// Where the root recorder leaves its records (`None` when forked).
    out: Option<Arc<Mutex<String>>>,
    text: String,
    /// Per action begun and not completed: whether it was logged.
    logged: Vec<bool>,
}

impl Recorder for LogRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.begin_action(event.op.ctx, &pass_action(event, true));
    }

    fn after_pass(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.end_action(PASS_EXECUTION);
    }

    fn after_pass_failed(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.end_action(PASS_EXECUTION);
    }

    fn begin_action(&mut self, ctx: &Context, action: &Action) {
        let filters = &self.settings.filters;
        let log = filters.is_empty() || action.locs.iter().any(|&l| matches(ctx, l, filters));
        self.logged.push(log);
        if log {
            let _ = writeln!(
                self.text,
                "[thread {}] begins (no breakpoint) Action {} ({})`",
                self.settings.thread_name, action.text, action.units
            );
        }
    }

    fn end_action(&mut self, tag: &'static str) {
        if self.logged.pop().unwrap_or(false) {
            let _ = writeln!(
                self.text,
                "[thread {}] completed `{}`",
                self.settings.thread_name, tag
            );
        }
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(LogRecorder {
            settings: self.settings.clone(),
            out: None,
            text: String::new(),
            logged: Vec::new(),
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        self.text.push_str(&downcast::<LogRecorder>(child).text);
    }

    fn finish(self: Box<Self>) {
        if let Some(out) = &self.out {
            out.lock()
                .expect("no panic holds the log")
                .push_str(&self.text);
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}

/// `--profile-actions-to`: a Chrome trace of the actions, a begin (`B`)
/// and an end (`E`) event each, as mlir-opt 22 writes it. Timestamps are
/// microseconds since the profile started; the thread ids are labels: the
/// process id for the thread that made the profile, the process id plus
/// one, two, ... for other threads in the order they first record.
pub struct ActionProfile {
    clock: Arc<ProfileClock>,
    out: Arc<Mutex<Vec<String>>>,
}

struct ProfileClock {
    start: Instant,
    main: std::thread::ThreadId,
    /// Labels of the other threads, in order of first record.
    others: Mutex<Vec<std::thread::ThreadId>>,
}

impl ProfileClock {
    fn tid(&self) -> u64 {
        let pid = u64::from(std::process::id());
        let me = std::thread::current().id();
        if me == self.main {
            return pid;
        }
        let mut others = self.others.lock().expect("no panic holds the labels");
        let index = match others.iter().position(|&t| t == me) {
            Some(i) => i,
            None => {
                others.push(me);
                others.len() - 1
            }
        };
        pid + 1 + index as u64
    }
}

impl Default for ActionProfile {
    fn default() -> ActionProfile {
        ActionProfile::new()
    }
}

impl ActionProfile {
    pub fn new() -> ActionProfile {
        ActionProfile {
            clock: Arc::new(ProfileClock {
                start: Instant::now(),
                main: std::thread::current().id(),
                others: Mutex::new(Vec::new()),
            }),
            out: Arc::default(),
        }
    }

    /// The trace so far: a JSON array of the events, without a final
    /// newline (as mlir-opt writes it).
    pub fn trace(&self) -> String {
        let events = self.out.lock().expect("no panic holds the profile");
        format!("[{}]", events.join(",\n"))
    }
}

impl Instrumentation for ActionProfile {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(ProfileRecorder {
            clock: self.clock.clone(),
            out: Some(self.out.clone()),
            events: Vec::new(),
            open: Vec::new(),
        })
    }

    fn observes_actions(&self) -> bool {
        true
    }
}

struct ProfileRecorder {
    clock: Arc<ProfileClock>,
    out: Option<Arc<Mutex<Vec<String>>>>,
    events: Vec<String>,
    /// Tags of the actions begun and not ended.
    open: Vec<&'static str>,
}

impl ProfileRecorder {
    fn event(&mut self, tag: &str, phase: char, desc: Option<&str>) {
        let ts = self.clock.start.elapsed().as_micros();
        let tid = self.clock.tid();
        let mut e = format!(
            "{{\"name\": \"{tag}\", \"cat\": \"PERF\", \"ph\": \"{phase}\", \"pid\": 0, \"tid\": {tid}, \"ts\": {ts}"
        );
        if let Some(desc) = desc {
            e.push_str(", \"args\": {\"desc\": \"");
            json_escape_into(&mut e, desc);
            e.push_str("\"}");
        }
        e.push('}');
        self.events.push(e);
    }
}

/// Escapes what would break a JSON string (MLIR writes the text raw; the
/// texts it profiles never hold these, so the bytes are the same).
fn json_escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
}

impl Recorder for ProfileRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.begin_action(event.op.ctx, &pass_action(event, false));
    }

    fn after_pass(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.end_action(PASS_EXECUTION);
    }

    fn after_pass_failed(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.end_action(PASS_EXECUTION);
    }

    fn begin_action(&mut self, _ctx: &Context, action: &Action) {
        self.open.push(action.tag);
        self.event(action.tag, 'B', Some(&action.text));
    }

    fn end_action(&mut self, tag: &'static str) {
        let tag = self.open.pop().unwrap_or(tag);
        self.event(tag, 'E', None);
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(ProfileRecorder {
            clock: self.clock.clone(),
            out: None,
            events: Vec::new(),
            open: Vec::new(),
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        self.events
            .extend(downcast::<ProfileRecorder>(child).events);
    }

    fn finish(self: Box<Self>) {
        if let Some(out) = &self.out {
            out.lock()
                .expect("no panic holds the profile")
                .extend(self.events);
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}

/// What the greedy rewrite driver reports as actions during one pass: its
/// iterations on the anchor's regions and the patterns it tries. Made by
/// [`crate::run::RunContext::greedy_actions`] only when an action logger is
/// installed.
pub struct GreedyActions<'h> {
    hooks: &'h super::Hooks<'h>,
    ctx: &'h Context,
    /// The anchor as an IR unit, and its location.
    anchor: String,
    anchor_loc: Location,
    /// The regions names are numbered from (the anchor's, or a nested
    /// isolated op's), in `Body` order.
    scope: SmallVec<[RegionId; 2]>,
    /// Whether iterations are reported: upstream drives a nested isolated
    /// op's body in its parent's iterations, so a driver run on it reports
    /// only its patterns.
    iterations: bool,
}

impl<'h> GreedyActions<'h> {
    pub(crate) fn new(
        hooks: &'h super::Hooks<'h>,
        ctx: &'h Context,
        handle: &OpHandle<'_>,
    ) -> GreedyActions<'h> {
        GreedyActions {
            hooks,
            ctx,
            anchor: op_unit(handle),
            anchor_loc: handle.loc(),
            scope: SmallVec::from_slice(handle.storage().regions(handle.op())),
            iterations: true,
        }
    }

    /// The reporter for the body of an isolated op nested in the anchor,
    /// whose regions are `regions`.
    pub fn nested(&self, regions: &[RegionId]) -> GreedyActions<'h> {
        GreedyActions {
            hooks: self.hooks,
            ctx: self.ctx,
            anchor: String::new(),
            anchor_loc: self.anchor_loc,
            scope: SmallVec::from_slice(regions),
            iterations: false,
        }
    }

    /// Iteration `n` (from 1) of the driver on `region` begins.
    pub fn begin_iteration(&mut self, region: RegionId, n: u64) {
        if !self.iterations {
            return;
        }
        let index = self.scope.iter().position(|&r| r == region).unwrap_or(0);
        let action = Action {
            tag: GREEDY_ITERATION,
            text: format!("{GREEDY_ITERATION}({n})"),
            units: format!("Region #{index} for op {}", self.anchor),
            locs: SmallVec::from_elem(self.anchor_loc, 1),
        };
        self.hooks.begin_action(self.ctx, &action);
    }

    pub fn end_iteration(&mut self) {
        if self.iterations {
            self.hooks.end_action(GREEDY_ITERATION);
        }
    }

    /// The driver tries `pattern` on `op` (in `body`).
    pub fn begin_pattern(&mut self, body: &Body, op: OpId, pattern: &str) {
        let options = unit_print_options();
        let action = Action {
            tag: APPLY_PATTERN,
            text: format!("`{APPLY_PATTERN} pattern: {pattern}"),
            units: print_op_in_regions(self.ctx, body, &self.scope, op, &options),
            locs: SmallVec::from_elem(body.op_loc(op), 1),
        };
        self.hooks.begin_action(self.ctx, &action);
    }

    pub fn end_pattern(&mut self) {
        self.hooks.end_action(APPLY_PATTERN);
    }
}

#[cfg(test)]
mod tests {
    use super::{is_upstream_pattern, llvm_integer, LocFilter};

    fn filter(file: &str, line: i64, col: i64) -> LocFilter {
        LocFilter {
            file: file.to_string(),
            line,
            col,
        }
    }

    #[test]
    fn filters_parse_as_mlir_parses_them() {
        assert_eq!(LocFilter::parse("a.mlir"), Ok(filter("a.mlir", -1, -1)));
        assert_eq!(LocFilter::parse("a.mlir:8"), Ok(filter("a.mlir", 8, -1)));
        assert_eq!(LocFilter::parse("a.mlir:8:3"), Ok(filter("a.mlir", 8, 3)));
        assert_eq!(
            LocFilter::parse("a.mlir:0x10"),
            Ok(filter("a.mlir", 16, -1))
        );
        // A part that is no number belongs to the file name.
        assert_eq!(LocFilter::parse("a:b"), Ok(filter("a:b", -1, -1)));
        assert_eq!(LocFilter::parse("a:b:7"), Ok(filter("a:b", 7, -1)));
        assert_eq!(
            LocFilter::parse("a.mlir:8:x"),
            Ok(filter("a.mlir:8:x", -1, -1))
        );
        assert_eq!(
            LocFilter::parse("C:\\dir\\a.mlir:4"),
            Ok(filter("C:\\dir\\a.mlir", 4, -1))
        );
        assert!(LocFilter::parse("").is_err());
    }

    #[test]
    fn integers_take_llvm_radixes() {
        assert_eq!(llvm_integer("12"), Some(12));
        assert_eq!(llvm_integer("-3"), Some(-3));
        assert_eq!(llvm_integer("0x1f"), Some(31));
        assert_eq!(llvm_integer("0b101"), Some(5));
        assert_eq!(llvm_integer("017"), Some(15));
        assert_eq!(llvm_integer("0"), Some(0));
        assert_eq!(llvm_integer("08"), None);
        assert_eq!(llvm_integer(""), None);
        assert_eq!(llvm_integer("1x"), None);
    }

    #[test]
    fn folder_parts_are_not_upstream_patterns() {
        assert!(is_upstream_pattern(
            "(anonymous namespace)::MulIMulIConstant"
        ));
        assert!(is_upstream_pattern(""));
        assert!(!is_upstream_pattern(
            "arith.cmpi fold: constant to the right"
        ));
    }
}
