//! `--schedule-trace-file=<path>`: a Chrome trace of the run (the Trace
//! Event Format chrome://tracing and Perfetto load): one complete (`X`)
//! event per pass execution, with the op it ran on, and one per named scope
//! inside it ([`super::scopes`]: `TileASGenerateSchedule`, ...), nested in
//! its pass by time on the same track; one track per thread, named by
//! metadata events.
//!
//! Determinism: events are written in the order a sequential run meets
//! them (each anchor's run records its own events, joined into its
//! parent's in anchor order), not in the order threads finish them, and
//! tracks are numbered by first appearance in that order (track 0 is the
//! thread that started the run). So two runs give the same events in the
//! same order, with the same names, nesting and tracks for the same
//! scheduling; only timestamps, durations and, with threads, which worker
//! took a job differ. With `--mlir-disable-threading` everything is on
//! track 0.

use super::{downcast, HookOutput, Instrumentation, Join, PassEvent, Recorder, Step};
use crate::anchor::OpHandle;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;
use std::time::Instant;

/// What an event stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pass,
    Scope,
}

/// One finished span.
#[derive(Clone, Debug)]
struct Event {
    kind: Kind,
    name: &'static str,
    /// The op a pass ran on (`func.func @f`); empty for scopes.
    op: String,
    thread: ThreadId,
    /// Nanoseconds since the trace started.
    start: u64,
    duration: u64,
}

/// The trace of the runs it is installed in; [`ScheduleTrace::json`]
/// renders it.
pub struct ScheduleTrace {
    start: Instant,
    main: ThreadId,
    events: Arc<Mutex<Vec<Event>>>,
}

impl Default for ScheduleTrace {
    fn default() -> ScheduleTrace {
        ScheduleTrace::new()
    }
}

impl ScheduleTrace {
    /// A trace starting now, on this thread (track 0).
    pub fn new() -> ScheduleTrace {
        ScheduleTrace {
            start: Instant::now(),
            main: std::thread::current().id(),
            events: Arc::default(),
        }
    }

    /// The trace as a JSON object: `traceEvents` holds the track names,
    /// then the events in a sequential run's order.
    pub fn json(&self) -> String {
        let events = self.events.lock().expect("no panic holds the trace");
        let mut tracks: Vec<ThreadId> = vec![self.main];
        let mut track_of = |thread: ThreadId| match tracks.iter().position(|&t| t == thread) {
            Some(i) => i,
            None => {
                tracks.push(thread);
                tracks.len() - 1
            }
        };
        let mut lines: Vec<String> = Vec::new();
        for e in events.iter() {
            let tid = track_of(e.thread);
            let mut line = String::new();
            let cat = match e.kind {
                Kind::Pass => "pass",
                Kind::Scope => "scope",
            };
            let _ = write!(
                line,
                "{{\"name\": \"{}\", \"cat\": \"{cat}\", \"ph\": \"X\", \"pid\": 1, \"tid\": {tid}, \"ts\": {}, \"dur\": {}",
                escape(e.name),
                Micros(e.start),
                Micros(e.duration)
            );
            if !e.op.is_empty() {
                let _ = write!(line, ", \"args\": {{\"op\": \"{}\"}}", escape(&e.op));
            }
            line.push('}');
            lines.push(line);
        }
        let mut out = String::from("{\"traceEvents\": [\n");
        let mut meta = vec![
            "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 1, \"tid\": 0, \"args\": {\"name\": \"tileir-opt\"}}".to_string(),
        ];
        for i in 0..tracks.len() {
            let name = if i == 0 {
                "main".to_string()
            } else {
                format!("worker {i}")
            };
            meta.push(format!(
                "{{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 1, \"tid\": {i}, \"args\": {{\"name\": \"{name}\"}}}}"
            ));
        }
        out.push_str(
            &meta
                .into_iter()
                .chain(lines)
                .collect::<Vec<_>>()
                .join(",\n"),
        );
        out.push_str("\n], \"displayTimeUnit\": \"ms\"}\n");
        out
    }
}

/// Nanoseconds written as microseconds with three decimals (the format's
/// unit): a nested span's end never passes its parent's, as rounding to
/// whole microseconds could make it.
struct Micros(u64);

impl std::fmt::Display for Micros {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{:03}", self.0 / 1000, self.0 % 1000)
    }
}

/// JSON string escaping for names and op descriptions.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
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
    out
}

impl Instrumentation for ScheduleTrace {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(TraceRecorder {
            start: self.start,
            out: Some(self.events.clone()),
            events: Vec::new(),
            open: Vec::new(),
        })
    }
}

struct TraceRecorder {
    start: Instant,
    /// Where the root recorder leaves its events (`None` when forked).
    out: Option<Arc<Mutex<Vec<Event>>>>,
    /// Finished events, and placeholders of open ones, in start order.
    events: Vec<Event>,
    /// Indexes into `events` of the spans begun and not ended.
    open: Vec<usize>,
}

impl TraceRecorder {
    fn now(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_nanos()).unwrap_or(u64::MAX)
    }

    fn begin(&mut self, kind: Kind, name: &'static str, op: String) {
        let start = self.now();
        self.open.push(self.events.len());
        self.events.push(Event {
            kind,
            name,
            op,
            thread: std::thread::current().id(),
            start,
            duration: 0,
        });
    }

    fn end(&mut self) {
        let now = self.now();
        if let Some(i) = self.open.pop() {
            let e = &mut self.events[i];
            e.duration = now.saturating_sub(e.start);
        }
    }
}

/// An op as the trace names it: its name and symbol (`func.func @f`).
fn op_label(op: &OpHandle<'_>) -> String {
    match op.sym_name() {
        Some(sym) => format!("{} @{sym}", op.name_str()),
        None => op.name_str().to_string(),
    }
}

impl Recorder for TraceRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        // Adaptors are the pass manager's, not passes: their jobs' passes
        // show on their own.
        if let Step::Pass { pass, .. } = event.step {
            self.begin(Kind::Pass, pass.info.argument, op_label(event.op));
        }
    }

    fn after_pass(&mut self, event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        if matches!(event.step, Step::Pass { .. }) {
            self.end();
        }
    }

    fn after_pass_failed(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        self.after_pass(event, out);
    }

    fn enter_scope(&mut self, name: &'static str) {
        self.begin(Kind::Scope, name, String::new());
    }

    fn exit_scope(&mut self, _name: &'static str) {
        self.end();
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(TraceRecorder {
            start: self.start,
            out: None,
            events: Vec::new(),
            open: Vec::new(),
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        self.events.extend(downcast::<TraceRecorder>(child).events);
    }

    fn finish(self: Box<Self>) {
        if let Some(out) = &self.out {
            out.lock()
                .expect("no panic holds the trace")
                .extend(self.events);
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}
