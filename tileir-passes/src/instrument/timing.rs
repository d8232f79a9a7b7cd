//! Timing (`--mlir-timing`): a tree of timers measured around passes,
//! nested pipelines, analyses and named scopes, and mlir-opt 22's report of
//! it (list or tree, text or JSON).
//!
//! The accounting is MLIR's (`mlir/lib/Support/Timing.cpp`): a timer adds
//! up the wall time of every start/stop; timers a nested pipeline started on
//! another thread are kept per thread ("async" children) until the report,
//! when each thread's time is added to the user time of every enclosing
//! timer and the threads' timers are merged, wall time as their maximum and
//! user time as their sum. So a report with threads has a user-time column
//! beside the wall time; one without threads has only wall time.
//!
//! Each anchor's run records its timers (its [`TimingRecorder`]), joined
//! into its parent's in anchor order with the thread it ran on: the tree's
//! shape never depends on scheduling. Siblings keep the order a sequential
//! run meets them. A dynamic pipeline's timers nest under the pass that ran
//! it (as upstream's own pass-timing test expects; mlir-opt 22 puts them at
//! the top level).

use super::{downcast, AnalysisEvent, HookOutput, Join, PassEvent, PipelineEvent, Recorder, Step};
use crate::anchor::OpHandle;
use smallvec::SmallVec;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;
use std::time::{Duration, Instant};
use tileir_ir::OpName;

/// `--mlir-timing-display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Display {
    /// Every timer merged by name, sorted by wall time.
    List,
    /// The timers nested as they ran (mlir-opt's default).
    #[default]
    Tree,
}

/// `--mlir-output-format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    #[default]
    Text,
    Json,
}

/// What identifies a timer among its siblings (MLIR keys them by the pass,
/// the pipeline's op name, the analysis type, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    /// A pass at this position of its manager.
    Pass(usize, &'static str),
    /// An adaptor at this position of its manager.
    Adaptor(usize),
    /// A nested pipeline anchored on this op (`None`: any op).
    Pipeline(Option<OpName>),
    Analysis(&'static str),
    Scope(&'static str),
    /// A phase of the tool (`Parser`, `Output`).
    Named(&'static str),
}

type NodeId = usize;

struct Node {
    key: Key,
    name: String,
    /// Left out of the tree display (its children show in its place): the
    /// root, and adaptors with a single manager.
    hidden: bool,
    wall: Duration,
    user: Duration,
    /// Where the timer sorts among its siblings: the first of the timers
    /// merged into it to appear (the lowest id), whichever thread's node
    /// survives the merge.
    order: NodeId,
    children: Vec<NodeId>,
    /// Timers started from other threads, per thread in order of first
    /// appearance.
    async_children: Vec<(ThreadId, Vec<NodeId>)>,
}

/// A tree of timers. Node 0 is the root. Nodes are numbered in creation
/// order, which is a sequential run's order: jobs' timers are grafted in
/// anchor order. When threads' timers merge, siblings keep that order
/// (MLIR's order there depends on the threads).
pub struct TimerTree {
    nodes: Vec<Node>,
}

impl Default for TimerTree {
    fn default() -> TimerTree {
        TimerTree::new()
    }
}

/// A list of sibling timers: a node's children, or its async children of
/// one thread.
#[derive(Clone, Copy)]
enum List {
    Children(NodeId),
    Async(NodeId, ThreadId),
}

impl TimerTree {
    pub fn new() -> TimerTree {
        TimerTree {
            nodes: vec![Node {
                key: Key::Named("root"),
                name: "root".to_string(),
                hidden: true,
                wall: Duration::ZERO,
                user: Duration::ZERO,
                order: 0,
                children: Vec::new(),
                async_children: Vec::new(),
            }],
        }
    }

    fn list(&self, list: List) -> &[NodeId] {
        match list {
            List::Children(n) => &self.nodes[n].children,
            List::Async(n, thread) => self.nodes[n]
                .async_children
                .iter()
                .find(|(t, _)| *t == thread)
                .map_or(&[], |(_, l)| l.as_slice()),
        }
    }

    fn list_mut(&mut self, list: List) -> &mut Vec<NodeId> {
        match list {
            List::Children(n) => &mut self.nodes[n].children,
            List::Async(n, thread) => {
                let lists = &mut self.nodes[n].async_children;
                let i = match lists.iter().position(|(t, _)| *t == thread) {
                    Some(i) => i,
                    None => {
                        lists.push((thread, Vec::new()));
                        lists.len() - 1
                    }
                };
                &mut lists[i].1
            }
        }
    }

    /// The timer `key` in `list`, created (named by `name`) if absent.
    fn child(&mut self, list: List, key: Key, name: impl FnOnce() -> String) -> NodeId {
        if let Some(&n) = self.list(list).iter().find(|&&n| self.nodes[n].key == key) {
            return n;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            key,
            name: name(),
            hidden: false,
            wall: Duration::ZERO,
            user: Duration::ZERO,
            order: id,
            children: Vec::new(),
            async_children: Vec::new(),
        });
        self.list_mut(list).push(id);
        id
    }

    /// Adds the subtree `node` of `src` into `list`, merging with a timer
    /// of the same key (times add up: the same timer run again).
    fn graft(&mut self, list: List, src: &TimerTree, node: NodeId) {
        let s = &src.nodes[node];
        let n = self.child(list, s.key, || s.name.clone());
        self.nodes[n].hidden = s.hidden;
        self.nodes[n].wall += s.wall;
        self.nodes[n].user += s.user;
        for &c in &s.children {
            self.graft(List::Children(n), src, c);
        }
        for (thread, children) in &s.async_children {
            for &c in children {
                self.graft(List::Async(n, *thread), src, c);
            }
        }
    }

    /// Adds everything under `src`'s root below `at`: as plain children
    /// when measured on `at`'s thread, else as async children of `thread`.
    pub fn attach(&mut self, at: NodeId, src: &TimerTree, thread: Option<ThreadId>) {
        let target = match thread {
            None => List::Children(at),
            Some(t) => List::Async(at, t),
        };
        for &c in &src.nodes[0].children {
            self.graft(target, src, c);
        }
        for (t, children) in &src.nodes[0].async_children {
            for &c in children {
                self.graft(List::Async(at, *t), src, c);
            }
        }
    }

    /// MLIR's `addAsyncUserTime`: every timer's user time gains the user
    /// time of the timers other threads ran below it.
    fn add_async_user(&mut self, n: NodeId) -> Duration {
        let mut added = Duration::ZERO;
        for c in self.nodes[n].children.clone() {
            added += self.add_async_user(c);
        }
        for (_, list) in self.nodes[n].async_children.clone() {
            for c in list {
                self.add_async_user(c);
                added += self.nodes[c].user;
            }
        }
        self.nodes[n].user += added;
        added
    }

    /// MLIR's `mergeAsyncChildren`: folds each thread's timers into the
    /// plain children.
    fn merge_async(&mut self, n: NodeId) {
        for c in self.nodes[n].children.clone() {
            self.merge_async(c);
        }
        let lists = std::mem::take(&mut self.nodes[n].async_children);
        if lists.is_empty() {
            return;
        }
        for (_, list) in lists {
            self.merge_children(n, list);
        }
        self.sort_children(n);
    }

    /// `n`'s children in order of first appearance.
    fn sort_children(&mut self, n: NodeId) {
        let mut children = std::mem::take(&mut self.nodes[n].children);
        children.sort_unstable_by_key(|&c| self.nodes[c].order);
        self.nodes[n].children = children;
    }

    fn merge_children(&mut self, n: NodeId, list: Vec<NodeId>) {
        if self.nodes[n].children.is_empty() {
            self.nodes[n].children = list.clone();
            for c in list {
                self.merge_async(c);
            }
        } else {
            for c in list {
                self.merge_child(n, c);
            }
        }
    }

    /// Merges timer `c` of another thread into `n`'s children: the same
    /// timer measured on two threads takes the longer wall time and the
    /// sum of user times.
    fn merge_child(&mut self, n: NodeId, c: NodeId) {
        let key = self.nodes[c].key;
        let existing = self.nodes[n]
            .children
            .iter()
            .copied()
            .find(|&x| self.nodes[x].key == key);
        match existing {
            None => {
                self.nodes[n].children.push(c);
                self.merge_async(c);
            }
            Some(into) => {
                self.nodes[into].wall = self.nodes[into].wall.max(self.nodes[c].wall);
                self.nodes[into].order = self.nodes[into].order.min(self.nodes[c].order);
                let user = self.nodes[c].user;
                self.nodes[into].user += user;
                let children = std::mem::take(&mut self.nodes[c].children);
                self.merge_children(into, children);
                for (_, list) in std::mem::take(&mut self.nodes[c].async_children) {
                    self.merge_children(into, list);
                }
                self.sort_children(into);
            }
        }
    }

    fn record(&self, n: NodeId) -> Record {
        Record {
            wall: self.nodes[n].wall.as_secs_f64(),
            user: self.nodes[n].user.as_secs_f64(),
        }
    }

    /// The report, as mlir-opt prints it (to stderr). The root's times are
    /// the total.
    fn report(mut self, display: Display, format: Format) -> String {
        self.add_async_user(0);
        self.merge_async(0);
        let total = self.record(0);
        let mut out: Box<dyn ReportWriter> = match format {
            Format::Text => Box::new(TextWriter::default()),
            Format::Json => Box::new(JsonWriter::default()),
        };
        out.header(total);
        match display {
            Display::List => {
                // Every timer, merged by name (first appearance breaks ties
                // of the sort), longest wall time first.
                let mut merged: Vec<(String, Record)> = Vec::new();
                let mut stack = vec![0];
                while let Some(n) = stack.pop() {
                    let r = self.record(n);
                    let name = &self.nodes[n].name;
                    match merged.iter_mut().find(|(m, _)| m == name) {
                        Some((_, acc)) => *acc = acc.add(r),
                        None => merged.push((name.clone(), r)),
                    }
                    stack.extend(self.nodes[n].children.iter().rev());
                }
                merged.sort_by(|a, b| b.1.wall.total_cmp(&a.1.wall));
                for (name, r) in &merged {
                    out.list_entry(name, *r, total, false);
                }
            }
            Display::Tree => self.print_tree(&mut *out, 0, 0, total),
        }
        let mut rest = total;
        for &c in &self.nodes[0].children {
            rest = rest.sub(self.record(c));
        }
        out.list_entry("Rest", rest, total, false);
        out.list_entry("Total", total, total, true);
        out.finish()
    }

    fn print_tree(&self, out: &mut dyn ReportWriter, n: NodeId, indent: usize, total: Record) {
        let node = &self.nodes[n];
        let child_indent = if node.hidden { indent } else { indent + 2 };
        if !node.hidden {
            out.tree_entry(indent, &node.name, self.record(n), total);
        }
        for &c in &node.children {
            self.print_tree(out, c, child_indent, total);
        }
        if !node.hidden {
            out.tree_entry_end(indent);
        }
    }
}

/// Wall and user seconds of a timer.
#[derive(Clone, Copy, Debug)]
struct Record {
    wall: f64,
    user: f64,
}

impl Record {
    fn add(self, o: Record) -> Record {
        Record {
            wall: self.wall + o.wall,
            user: self.user + o.user,
        }
    }

    fn sub(self, o: Record) -> Record {
        Record {
            wall: self.wall - o.wall,
            user: self.user - o.user,
        }
    }
}

/// `100 * part / total` as `%5.1f` prints it.
fn percent(part: f64, total: f64) -> f64 {
    100.0 * part / total
}

/// The two report formats (MLIR's `OutputStrategy`).
trait ReportWriter {
    fn header(&mut self, total: Record);
    fn list_entry(&mut self, name: &str, time: Record, total: Record, last: bool);
    fn tree_entry(&mut self, indent: usize, name: &str, time: Record, total: Record);
    fn tree_entry_end(&mut self, indent: usize);
    fn finish(self: Box<Self>) -> String;
}

const TITLE: &str = "... Execution time report ...";

#[derive(Default)]
struct TextWriter {
    out: String,
}

impl TextWriter {
    fn time(&mut self, time: Record, total: Record) {
        // The user column only when threads made user time differ.
        if total.user != total.wall {
            let _ = write!(
                self.out,
                "  {:8.4} ({:5.1}%)",
                time.user,
                percent(time.user, total.user)
            );
        }
        let _ = write!(
            self.out,
            "  {:8.4} ({:5.1}%)  ",
            time.wall,
            percent(time.wall, total.wall)
        );
    }
}

impl ReportWriter for TextWriter {
    fn header(&mut self, total: Record) {
        let rule = format!("==={}===\n", "-".repeat(73));
        let padding = (80 - TITLE.len()) / 2;
        self.out.push_str(&rule);
        let _ = writeln!(self.out, "{}{TITLE}", " ".repeat(padding));
        self.out.push_str(&rule);
        let _ = write!(
            self.out,
            "  Total Execution Time: {:.4} seconds\n\n",
            total.wall
        );
        if total.user != total.wall {
            self.out.push_str("  ----User Time----");
        }
        self.out.push_str("  ----Wall Time----  ----Name----\n");
    }

    fn list_entry(&mut self, name: &str, time: Record, total: Record, _last: bool) {
        self.time(time, total);
        self.out.push_str(name);
        self.out.push('\n');
    }

    fn tree_entry(&mut self, indent: usize, name: &str, time: Record, total: Record) {
        self.time(time, total);
        self.out.push_str(&" ".repeat(indent));
        self.out.push_str(name);
        self.out.push('\n');
    }

    fn tree_entry_end(&mut self, _indent: usize) {}

    fn finish(self: Box<Self>) -> String {
        self.out
    }
}

#[derive(Default)]
struct JsonWriter {
    out: String,
}

impl JsonWriter {
    fn time(&mut self, time: Record, total: Record) {
        if total.user != total.wall {
            let _ = write!(
                self.out,
                "\"user\": {{\"duration\": {:8.4}, \"percentage\": {:5.1}}}, ",
                time.user,
                percent(time.user, total.user)
            );
        }
        let _ = write!(
            self.out,
            "\"wall\": {{\"duration\": {:8.4}, \"percentage\": {:5.1}}}",
            time.wall,
            percent(time.wall, total.wall)
        );
    }

    fn name(&mut self, name: &str) {
        // MLIR writes names raw; escaping keeps the output JSON for any name
        // (and changes none of the names passes and pipelines have).
        self.out.push_str(", \"name\": \"");
        for c in name.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(self.out, "\\u{:04x}", c as u32);
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
    }
}

impl ReportWriter for JsonWriter {
    fn header(&mut self, _total: Record) {
        self.out.push_str("[\n");
    }

    fn list_entry(&mut self, name: &str, time: Record, total: Record, last: bool) {
        self.out.push('{');
        self.time(time, total);
        self.name(name);
        self.out.push('}');
        if !last {
            self.out.push(',');
        }
        self.out.push('\n');
    }

    fn tree_entry(&mut self, indent: usize, name: &str, time: Record, total: Record) {
        self.out.push_str(&" ".repeat(indent));
        self.out.push('{');
        self.time(time, total);
        self.name(name);
        self.out.push_str(", \"passes\": [\n");
    }

    fn tree_entry_end(&mut self, indent: usize) {
        self.out.push_str(&" ".repeat(indent));
        self.out.push_str("{}]},\n");
    }

    fn finish(mut self: Box<Self>) -> String {
        self.out.push_str("]\n");
        self.out
    }
}

/// The timing of one tileir-opt run over an input (chunk): its root timer
/// runs from creation to [`TimingManager::report`]; the tool's phases
/// (`Parser`, `Output`) and the pass run hang below it.
pub struct TimingManager {
    tree: TimerTree,
    started: Instant,
    running: Vec<(NodeId, Instant)>,
}

/// A phase started with [`TimingManager::start`].
#[must_use]
pub struct Phase(NodeId);

impl Default for TimingManager {
    fn default() -> TimingManager {
        TimingManager::new()
    }
}

impl TimingManager {
    pub fn new() -> TimingManager {
        TimingManager {
            tree: TimerTree::new(),
            started: Instant::now(),
            running: Vec::new(),
        }
    }

    /// Starts the phase `name` (a timer below the root).
    pub fn start(&mut self, name: &'static str) -> Phase {
        let n = self
            .tree
            .child(List::Children(0), Key::Named(name), || name.to_string());
        self.running.push((n, Instant::now()));
        Phase(n)
    }

    pub fn stop(&mut self, phase: Phase) {
        if let Some(i) = self.running.iter().rposition(|(n, _)| *n == phase.0) {
            let (n, start) = self.running.remove(i);
            let elapsed = start.elapsed();
            self.tree.nodes[n].wall += elapsed;
            self.tree.nodes[n].user += elapsed;
        }
    }

    /// Adds the timers of a pass run (from [`Timing::take`]), measured on
    /// this thread.
    pub fn add_run(&mut self, run: &TimerTree) {
        self.tree.attach(0, run, None);
    }

    /// Stops the root timer and renders the report.
    pub fn report(mut self, display: Display, format: Format) -> String {
        let elapsed = self.started.elapsed();
        self.tree.nodes[0].wall = elapsed;
        self.tree.nodes[0].user = elapsed;
        self.tree.report(display, format)
    }
}

/// The timing instrumentation. After the run, [`Timing::take`] gives the
/// measured tree for [`TimingManager::add_run`].
#[derive(Default)]
pub struct Timing {
    result: Arc<Mutex<Option<TimerTree>>>,
}

impl Timing {
    pub fn new() -> Timing {
        Timing::default()
    }

    pub fn take(&self) -> Option<TimerTree> {
        self.result.lock().ok()?.take()
    }
}

impl super::Instrumentation for Timing {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(TimingRecorder {
            tree: Some(TimerTree::new()),
            nodes: Vec::new(),
            events: Vec::new(),
            started: SmallVec::new(),
            result: Some(self.result.clone()),
        })
    }
}

/// How a timer is named when it first appears (names are built once per
/// timer of the report, not per anchor).
#[derive(Clone, Debug)]
enum Label {
    Static(&'static str),
    Analysis(&'static str),
    /// A pipeline on ops of this name (`None`: any op).
    Pipeline(Option<&'static str>),
    Adaptor {
        name: String,
        hidden: bool,
    },
}

impl Label {
    fn name(&self) -> String {
        match self {
            Label::Static(name) => name.to_string(),
            Label::Analysis(name) => format!("(A) {name}"),
            Label::Pipeline(op) => format!("'{}' Pipeline", op.unwrap_or("any")),
            Label::Adaptor { name, .. } => name.clone(),
        }
    }

    fn hidden(&self) -> bool {
        matches!(self, Label::Adaptor { hidden: true, .. })
    }
}

/// What a nested anchor's run measured, in order: cheap to record (no
/// timer tree per anchor), replayed into the root's tree when joined.
#[derive(Debug)]
enum Event {
    Enter(Key, Label),
    Exit(Duration),
    /// A nested job's events: run in line (`None`) or in parallel, on the
    /// given thread.
    Job(Option<ThreadId>, Vec<Event>),
}

impl TimerTree {
    /// Replays a job's events below `node`: into its children, or its
    /// async children of `thread`.
    fn replay(&mut self, node: NodeId, thread: Option<ThreadId>, events: &[Event]) {
        let base = match thread {
            None => List::Children(node),
            Some(t) => List::Async(node, t),
        };
        let mut open: SmallVec<[NodeId; 8]> = SmallVec::new();
        for event in events {
            match event {
                Event::Enter(key, label) => {
                    let list = open.last().map_or(base, |&n| List::Children(n));
                    let n = self.child(list, *key, || label.name());
                    self.nodes[n].hidden = label.hidden();
                    open.push(n);
                }
                Event::Exit(elapsed) => {
                    if let Some(n) = open.pop() {
                        self.nodes[n].wall += *elapsed;
                        self.nodes[n].user += *elapsed;
                    }
                }
                Event::Job(t, inner) => {
                    let at = open.last().copied().unwrap_or(node);
                    match (open.is_empty(), thread) {
                        // A job at the top of an async job's events belongs
                        // to that thread's list too.
                        (true, Some(outer)) if t.is_none() => {
                            self.replay_into(List::Async(node, outer), inner)
                        }
                        _ => self.replay(at, *t, inner),
                    }
                }
            }
        }
    }

    fn replay_into(&mut self, list: List, events: &[Event]) {
        match list {
            List::Children(n) => self.replay(n, None, events),
            List::Async(n, t) => self.replay(n, Some(t), events),
        }
    }
}

/// The timers of one anchor's run. The root's recorder measures into a
/// tree; a nested anchor's records events for its parent to replay.
pub struct TimingRecorder {
    /// The root's tree (`None` for a nested anchor).
    tree: Option<TimerTree>,
    /// The root's open timers, innermost last.
    nodes: Vec<NodeId>,
    /// A nested anchor's events.
    events: Vec<Event>,
    /// When the open timers started and what they time, innermost last.
    started: SmallVec<[(Instant, Span); 8]>,
    /// Where the root recorder leaves its tree.
    result: Option<Arc<Mutex<Option<TimerTree>>>>,
}

/// What an open timer times: after-hooks close the inner timers a panic
/// left open before their own.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Span {
    Pipeline,
    Pass,
    Inner,
}

impl TimingRecorder {
    fn enter(&mut self, key: Key, label: Label, span: Span) {
        match &mut self.tree {
            Some(tree) => {
                let list = List::Children(self.nodes.last().copied().unwrap_or(0));
                let n = tree.child(list, key, || label.name());
                tree.nodes[n].hidden = label.hidden();
                self.nodes.push(n);
            }
            None => self.events.push(Event::Enter(key, label)),
        }
        self.started.push((Instant::now(), span));
    }

    /// Closes open timers up to and including the innermost of `span`.
    fn exit(&mut self, span: Span) {
        while let Some(&(_, open)) = self.started.last() {
            self.close();
            if open == span || span == Span::Inner {
                return;
            }
        }
    }

    fn close(&mut self) {
        let Some((start, _)) = self.started.pop() else {
            return;
        };
        let elapsed = start.elapsed();
        match &mut self.tree {
            Some(tree) => {
                if let Some(n) = self.nodes.pop() {
                    tree.nodes[n].wall += elapsed;
                    tree.nodes[n].user += elapsed;
                }
            }
            None => self.events.push(Event::Exit(elapsed)),
        }
    }
}

impl Recorder for TimingRecorder {
    fn before_pipeline(&mut self, event: &PipelineEvent<'_>) {
        let anchor = event.manager.anchor().map(|_| {
            event
                .op
                .ctx
                .op_def_by_name(event.op.name_str())
                .map_or("?", |def| def.name)
        });
        let key = Key::Pipeline(anchor.map(|_| event.op.name()));
        self.enter(key, Label::Pipeline(anchor), Span::Pipeline);
    }

    fn after_pipeline(&mut self, _event: &PipelineEvent<'_>) {
        self.exit(Span::Pipeline);
    }

    fn before_pass(&mut self, event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        match event.step {
            Step::Pass { pass, index } => {
                let key = Key::Pass(index, pass.info.argument);
                self.enter(key, Label::Static(pass.info.name), Span::Pass);
            }
            Step::Adaptor { managers, index } => {
                let label = Label::Adaptor {
                    name: adaptor_name(managers),
                    hidden: managers.len() <= 1,
                };
                self.enter(Key::Adaptor(index), label, Span::Pass);
            }
        }
    }

    fn after_pass(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.exit(Span::Pass);
    }

    fn after_pass_failed(&mut self, _event: &PassEvent<'_>, _out: &mut HookOutput<'_>) {
        self.exit(Span::Pass);
    }

    fn before_analysis(&mut self, event: &AnalysisEvent<'_>) {
        let name = event.name;
        self.enter(Key::Analysis(name), Label::Analysis(name), Span::Inner);
    }

    fn after_analysis(&mut self, _event: &AnalysisEvent<'_>) {
        self.exit(Span::Inner);
    }

    fn enter_scope(&mut self, name: &'static str) {
        self.enter(Key::Scope(name), Label::Static(name), Span::Inner);
    }

    fn exit_scope(&mut self, _name: &'static str) {
        self.exit(Span::Inner);
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(TimingRecorder {
            tree: None,
            nodes: Vec::new(),
            events: Vec::new(),
            started: SmallVec::new(),
            result: None,
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, join: &Join) {
        let child = downcast::<TimingRecorder>(child);
        let thread = (!join.same_thread).then_some(join.thread);
        match &mut self.tree {
            Some(tree) => {
                let at = self.nodes.last().copied().unwrap_or(0);
                tree.replay(at, thread, &child.events);
            }
            None => self.events.push(Event::Job(thread, child.events)),
        }
    }

    fn finish(mut self: Box<Self>) {
        // Timers left open (a pass that panicked mid-scope) stop here.
        while !self.started.is_empty() {
            self.close();
        }
        if let (Some(slot), Some(tree)) = (self.result.take(), self.tree.take()) {
            if let Ok(mut slot) = slot.lock() {
                *slot = Some(tree);
            }
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}

/// MLIR's `OpToOpPassAdaptor::getAdaptorName`.
pub(crate) fn adaptor_name(managers: &[crate::manager::OpPassManager]) -> String {
    let names: Vec<String> = managers
        .iter()
        .map(|m| format!("'{}'", m.anchor_name()))
        .collect();
    format!("Pipeline Collection : [{}]", names.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// A tree with one timer per (path, wall) entry, on `thread` if given.
    fn tree(entries: &[(&[&'static str], u64)]) -> TimerTree {
        let mut t = TimerTree::new();
        for (path, wall) in entries {
            let mut at = 0;
            for name in *path {
                at = t.child(List::Children(at), Key::Named(name), || name.to_string());
            }
            t.nodes[at].wall += ms(*wall);
            t.nodes[at].user += ms(*wall);
        }
        t
    }

    fn lines(report: &str) -> Vec<String> {
        // Drop the header (5 lines) and keep "wall name" pairs.
        report.lines().skip(6).map(str::to_string).collect()
    }

    #[test]
    fn threads_merge_as_max_wall_and_summed_user() {
        let mut root = TimerTree::new();
        let adaptor = root.child(List::Children(0), Key::Adaptor(0), || "A".into());
        root.nodes[adaptor].hidden = true;
        root.nodes[adaptor].wall = ms(40);
        root.nodes[adaptor].user = ms(40);
        let t1 = std::thread::spawn(|| std::thread::current().id())
            .join()
            .unwrap();
        let t2 = std::thread::spawn(|| std::thread::current().id())
            .join()
            .unwrap();
        // Two jobs on thread 1 (their times add up), one on thread 2.
        root.attach(
            adaptor,
            &tree(&[(&["P"], 10), (&["P", "cse"], 4)]),
            Some(t1),
        );
        root.attach(
            adaptor,
            &tree(&[(&["P"], 20), (&["P", "cse"], 6)]),
            Some(t1),
        );
        root.attach(
            adaptor,
            &tree(&[(&["P"], 25), (&["P", "cse"], 20)]),
            Some(t2),
        );
        root.nodes[0].wall = ms(100);
        root.nodes[0].user = ms(100);
        let report = root.report(Display::Tree, Format::Text);
        // User: 100 + (30 + 25) of the threads; wall of P is max(30, 25).
        assert!(report.contains("  Total Execution Time: 0.1000 seconds\n\n  ----User Time----  ----Wall Time----  ----Name----\n"), "{report}");
        assert_eq!(
            lines(&report),
            [
                "    0.0550 ( 35.5%)    0.0300 ( 30.0%)  P",
                "    0.0300 ( 19.4%)    0.0200 ( 20.0%)    cse",
                "    0.0600 ( 38.7%)    0.0600 ( 60.0%)  Rest",
                "    0.1550 (100.0%)    0.1000 (100.0%)  Total",
            ]
        );
    }

    #[test]
    fn list_merges_by_name_and_json_mirrors_text() {
        let mut t = tree(&[
            (&["Parser"], 30),
            (&["P"], 50),
            (&["P", "cse"], 20),
            (&["P", "canon"], 25),
            (&["P", "cse2"], 0),
        ]);
        // A second "cse" elsewhere merges with the first in the list.
        let p = t.nodes[0].children[1];
        let extra = t.child(List::Children(p), Key::Named("x"), || "cse".into());
        t.nodes[extra].wall = ms(5);
        t.nodes[extra].user = ms(5);
        t.nodes[0].wall = ms(100);
        t.nodes[0].user = ms(100);
        let list = t.report(Display::List, Format::Text);
        assert_eq!(
            lines(&list),
            [
                "    0.1000 (100.0%)  root",
                "    0.0500 ( 50.0%)  P",
                "    0.0300 ( 30.0%)  Parser",
                "    0.0250 ( 25.0%)  cse",
                "    0.0250 ( 25.0%)  canon",
                "    0.0000 (  0.0%)  cse2",
                "    0.0200 ( 20.0%)  Rest",
                "    0.1000 (100.0%)  Total",
            ]
        );
        let mut t = tree(&[(&["P"], 50), (&["P", "cse"], 20)]);
        t.nodes[0].wall = ms(100);
        t.nodes[0].user = ms(100);
        assert_eq!(
            t.report(Display::Tree, Format::Json),
            "[\n\
             {\"wall\": {\"duration\":   0.0500, \"percentage\":  50.0}, \"name\": \"P\", \"passes\": [\n\
             \x20 {\"wall\": {\"duration\":   0.0200, \"percentage\":  20.0}, \"name\": \"cse\", \"passes\": [\n\
             \x20 {}]},\n\
             {}]},\n\
             {\"wall\": {\"duration\":   0.0500, \"percentage\":  50.0}, \"name\": \"Rest\"},\n\
             {\"wall\": {\"duration\":   0.1000, \"percentage\": 100.0}, \"name\": \"Total\"}\n\
             ]\n"
        );
    }
}
