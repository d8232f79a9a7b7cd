//! Pass statistics (`--mlir-pass-statistics`): counters a pass adds to
//! while it runs ([`crate::run::RunContext::statistic`]; the names are the
//! pass's declared [`crate::pass::StatisticDef`]s), reported as mlir-opt
//! reports them (`mlir/lib/Pass/PassStatistics.cpp`): the pipeline view
//! mirrors the pass manager, every pass with its statistics; the list view
//! merges passes by name.
//!
//! Counters are kept per pass position in the pipeline, summed over the
//! anchors it ran on in whatever threads (each job records its own, joined
//! into its parent's): nested pipelines are counted with and without
//! threads alike (upstream MLIR loses them under threads, llvm/llvm-project
//! issue 124541). Passes run by dynamic pipelines are reported too, below
//! the pass that ran them; upstream's report leaves them out.

use super::{downcast, Join, Output, PassEvent, PipelineEvent, Recorder, Step};
use crate::anchor::OpHandle;
use crate::manager::{Element, OpPassManager};
use crate::pass::PassInfo;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};

/// `--mlir-pass-statistics-display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StatsDisplay {
    /// Every pass with statistics, merged by name, sorted by name.
    List,
    /// The pass manager's structure (mlir-opt's default).
    #[default]
    Pipeline,
}

/// Where a counter sits among its siblings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    /// The pass at this position of its manager.
    Pass(usize),
    Adaptor(usize),
    /// A nested pipeline on ops of this name (`None`: any op).
    Pipeline(Option<&'static str>),
}

#[derive(Debug)]
enum Event {
    Enter(Key, Option<&'static PassInfo>),
    Exit,
    Add(&'static str, u64),
    /// A nested anchor's events.
    Job(Vec<Event>),
}

struct Node {
    key: Key,
    /// The pass (pass nodes).
    info: Option<&'static PassInfo>,
    counters: Vec<(&'static str, u64)>,
    children: Vec<usize>,
}

/// The counters of a run, in the shape of the pipeline that ran. Node 0 is
/// the root.
pub struct StatTree {
    nodes: Vec<Node>,
}

impl Default for StatTree {
    fn default() -> StatTree {
        StatTree {
            nodes: vec![Node {
                key: Key::Adaptor(usize::MAX),
                info: None,
                counters: Vec::new(),
                children: Vec::new(),
            }],
        }
    }
}

impl StatTree {
    fn find(&self, parent: usize, key: &dyn Fn(&Key) -> bool) -> Option<usize> {
        self.nodes[parent]
            .children
            .iter()
            .copied()
            .find(|&c| key(&self.nodes[c].key))
    }

    fn child(&mut self, parent: usize, key: Key, info: Option<&'static PassInfo>) -> usize {
        if let Some(c) = self.find(parent, &|k| *k == key) {
            return c;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            key,
            info,
            counters: Vec::new(),
            children: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    fn add(&mut self, node: usize, name: &'static str, delta: u64) {
        let counters = &mut self.nodes[node].counters;
        match counters.iter_mut().find(|(n, _)| *n == name) {
            Some((_, v)) => *v += delta,
            None => counters.push((name, delta)),
        }
    }

    /// Replays a nested anchor's events below `node`.
    fn replay(&mut self, node: usize, events: &[Event]) {
        let mut open = vec![node];
        for event in events {
            let top = *open.last().expect("the base stays open");
            match event {
                Event::Enter(key, info) => {
                    let c = self.child(top, *key, *info);
                    open.push(c);
                }
                Event::Exit => {
                    if open.len() > 1 {
                        open.pop();
                    }
                }
                Event::Add(name, delta) => self.add(top, name, *delta),
                Event::Job(inner) => self.replay(top, inner),
            }
        }
    }

    /// The statistics of `info` at `node`: every declared one (0 if never
    /// added to), then any others the pass added.
    fn stats(&self, info: &PassInfo, node: Option<usize>) -> Vec<Stat> {
        let counters = node.map_or(&[][..], |n| &self.nodes[n].counters[..]);
        let value = |name: &str| {
            counters
                .iter()
                .find(|(n, _)| *n == name)
                .map_or(0, |(_, v)| *v)
        };
        let mut stats: Vec<Stat> = info
            .statistics
            .iter()
            .map(|s| Stat {
                name: s.name,
                description: s.description,
                value: value(s.name),
            })
            .collect();
        for (name, v) in counters {
            if !stats.iter().any(|s| s.name == *name) {
                stats.push(Stat {
                    name,
                    description: "",
                    value: *v,
                });
            }
        }
        stats
    }
}

#[derive(Clone, Debug)]
struct Stat {
    name: &'static str,
    description: &'static str,
    value: u64,
}

/// The statistics instrumentation. After the run, [`Statistics::report`]
/// renders what it counted in the shape of the pass manager that ran.
#[derive(Default)]
pub struct Statistics {
    result: Arc<Mutex<Option<StatTree>>>,
}

impl Statistics {
    pub fn new() -> Statistics {
        Statistics::default()
    }

    /// The report of the run of `pm` (to stderr), as text or JSON.
    pub fn report(&self, pm: &OpPassManager, display: StatsDisplay, json: bool) -> String {
        let tree = self
            .result
            .lock()
            .ok()
            .and_then(|mut t| t.take())
            .unwrap_or_default();
        let mut entries = Vec::new();
        match display {
            StatsDisplay::Pipeline => pipeline_entries(&tree, Some(0), pm, &mut entries),
            StatsDisplay::List => list_entries(&tree, pm, &mut entries),
        }
        if json {
            return render_json(&entries);
        }
        let title = "... Pass statistics report ...";
        let rule = format!("==={}===\n", "-".repeat(73));
        let mut out = String::new();
        out.push_str(&rule);
        let _ = writeln!(out, "{}{title}", " ".repeat((80 - title.len()) / 2));
        out.push_str(&rule);
        let base = match display {
            StatsDisplay::Pipeline => 0,
            StatsDisplay::List => 2,
        };
        for entry in &entries {
            print_entry(&mut out, base + entry.indent, &entry.name, &entry.stats);
        }
        out.push('\n');
        out
    }
}

/// One line of the report (a pass, pipeline or adaptor) and its statistics.
struct Entry {
    indent: usize,
    name: String,
    stats: Vec<Stat>,
    /// Whether it is a pass (JSON tells passes from pipelines).
    is_pass: bool,
}

/// MLIR's `printPassEntry`: the name, then `(S) <value> <name> - <desc>`
/// per statistic sorted by name, values right-aligned, names left-aligned.
fn print_entry(out: &mut String, indent: usize, name: &str, stats: &[Stat]) {
    let _ = writeln!(out, "{}{name}", " ".repeat(indent));
    let mut stats = stats.to_vec();
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats
        .iter()
        .map(|s| s.value.to_string().len())
        .max()
        .unwrap_or(0);
    for s in &stats {
        let _ = writeln!(
            out,
            "{}(S) {:>vw$} {:<nw$} - {}",
            " ".repeat(indent + 2),
            s.value,
            s.name,
            s.description,
            vw = value_width,
            nw = name_width
        );
    }
}

fn pipeline_label(anchor: Option<&str>) -> String {
    format!("'{}' Pipeline", anchor.unwrap_or("any"))
}

/// The pipeline view: `pm`'s passes (at `node` of the tree, if it ran).
fn pipeline_entries(
    tree: &StatTree,
    node: Option<usize>,
    pm: &OpPassManager,
    out: &mut Vec<Entry>,
) {
    let indent = 0;
    manager_entries(tree, node, pm, indent, out);
}

fn manager_entries(
    tree: &StatTree,
    node: Option<usize>,
    pm: &OpPassManager,
    indent: usize,
    out: &mut Vec<Entry>,
) {
    for (i, element) in pm.elements().iter().enumerate() {
        match element {
            Element::Pass(p) => {
                let n = node.and_then(|n| tree.find(n, &|k| *k == Key::Pass(i)));
                out.push(Entry {
                    indent,
                    name: p.info.name.to_string(),
                    stats: tree.stats(p.info, n),
                    is_pass: true,
                });
                if let Some(n) = n {
                    dynamic_entries(tree, n, indent + 2, out);
                }
            }
            Element::Adaptor(mgrs) => {
                let a = node.and_then(|n| tree.find(n, &|k| *k == Key::Adaptor(i)));
                let mut inner = indent;
                if mgrs.len() > 1 {
                    out.push(Entry {
                        indent,
                        name: super::timing::adaptor_name(mgrs),
                        stats: Vec::new(),
                        is_pass: false,
                    });
                    inner += 2;
                }
                for m in mgrs {
                    out.push(Entry {
                        indent: inner,
                        name: pipeline_label(m.anchor()),
                        stats: Vec::new(),
                        is_pass: false,
                    });
                    let mn = a.and_then(|a| {
                        tree.find(a, &|k| matches!(k, Key::Pipeline(x) if *x == m.anchor()))
                    });
                    manager_entries(tree, mn, m, inner + 2, out);
                }
            }
        }
    }
}

/// Pipelines a pass ran dynamically (below its node), from what ran.
fn dynamic_entries(tree: &StatTree, node: usize, indent: usize, out: &mut Vec<Entry>) {
    for &c in &tree.nodes[node].children {
        let n = &tree.nodes[c];
        match (n.key, n.info) {
            (Key::Pipeline(anchor), _) => {
                out.push(Entry {
                    indent,
                    name: pipeline_label(anchor),
                    stats: Vec::new(),
                    is_pass: false,
                });
                dynamic_entries(tree, c, indent + 2, out);
            }
            (Key::Pass(_), Some(info)) => {
                out.push(Entry {
                    indent,
                    name: info.name.to_string(),
                    stats: tree.stats(info, Some(c)),
                    is_pass: true,
                });
                dynamic_entries(tree, c, indent + 2, out);
            }
            _ => dynamic_entries(tree, c, indent, out),
        }
    }
}

/// The list view: passes with statistics, merged by name, sorted by name.
fn list_entries(tree: &StatTree, pm: &OpPassManager, out: &mut Vec<Entry>) {
    let mut all = Vec::new();
    pipeline_entries(tree, Some(0), pm, &mut all);
    let mut merged: Vec<Entry> = Vec::new();
    for entry in all.into_iter().filter(|e| e.is_pass && !e.stats.is_empty()) {
        match merged.iter_mut().find(|m| m.name == entry.name) {
            Some(m) => {
                for s in entry.stats {
                    match m.stats.iter_mut().find(|x| x.name == s.name) {
                        Some(x) => x.value += s.value,
                        None => m.stats.push(s),
                    }
                }
            }
            None => merged.push(Entry { indent: 0, ..entry }),
        }
    }
    merged.sort_by(|a, b| a.name.cmp(&b.name));
    out.extend(merged);
}

fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The JSON form: the entries as a tree, `{"name", "statistics": [{"name",
/// "value", "description"}], "passes": [...]}` (pipelines have no
/// statistics, passes keep theirs; nesting as in the text).
fn render_json(entries: &[Entry]) -> String {
    let mut out = String::from("[");
    let mut depth_stack: Vec<usize> = Vec::new();
    let mut first = true;
    for e in entries {
        while depth_stack.last().is_some_and(|&d| d >= e.indent) {
            depth_stack.pop();
            out.push_str("]}");
        }
        if !first && !out.ends_with('[') {
            out.push(',');
        }
        first = false;
        out.push_str("\n{\"name\": ");
        json_string(&mut out, &e.name);
        let mut stats = e.stats.clone();
        stats.sort_by(|a, b| a.name.cmp(b.name));
        out.push_str(", \"statistics\": [");
        for (i, s) in stats.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str("{\"name\": ");
            json_string(&mut out, s.name);
            let _ = write!(out, ", \"value\": {}, \"description\": ", s.value);
            json_string(&mut out, s.description);
            out.push('}');
        }
        out.push_str("], \"passes\": [");
        depth_stack.push(e.indent);
    }
    for _ in depth_stack {
        out.push_str("]}");
    }
    out.push_str("\n]\n");
    out
}

impl super::Instrumentation for Statistics {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(StatsRecorder {
            tree: Some(StatTree::default()),
            open: vec![0],
            events: Vec::new(),
            result: Some(self.result.clone()),
        })
    }
}

/// The counters of one anchor's run: the root's in a tree, a nested
/// anchor's as events for its parent to replay.
struct StatsRecorder {
    tree: Option<StatTree>,
    /// The root's open nodes (the root node first).
    open: Vec<usize>,
    events: Vec<Event>,
    result: Option<Arc<Mutex<Option<StatTree>>>>,
}

impl StatsRecorder {
    fn enter(&mut self, key: Key, info: Option<&'static PassInfo>) {
        match &mut self.tree {
            Some(tree) => {
                let top = *self.open.last().expect("the root stays open");
                let c = tree.child(top, key, info);
                self.open.push(c);
            }
            None => self.events.push(Event::Enter(key, info)),
        }
    }

    fn exit(&mut self) {
        match &mut self.tree {
            Some(_) => {
                if self.open.len() > 1 {
                    self.open.pop();
                }
            }
            // An enter with nothing inside leaves no trace.
            None => match self.events.last() {
                Some(Event::Enter(..)) => {
                    self.events.pop();
                }
                _ => self.events.push(Event::Exit),
            },
        }
    }
}

impl Recorder for StatsRecorder {
    fn before_pipeline(&mut self, event: &PipelineEvent<'_>) {
        let anchor = event.manager.anchor().map(|_| {
            event
                .op
                .ctx
                .op_def_by_name(event.op.name_str())
                .map_or("?", |def| def.name)
        });
        self.enter(Key::Pipeline(anchor), None);
    }

    fn after_pipeline(&mut self, _event: &PipelineEvent<'_>) {
        self.exit();
    }

    fn before_pass(&mut self, event: &PassEvent<'_>, _out: &mut Output<'_>) {
        match event.step {
            Step::Pass { pass, index } => self.enter(Key::Pass(index), Some(pass.info)),
            Step::Adaptor { index, .. } => self.enter(Key::Adaptor(index), None),
        }
    }

    fn after_pass(&mut self, _event: &PassEvent<'_>, _out: &mut Output<'_>) {
        self.exit();
    }

    fn after_pass_failed(&mut self, _event: &PassEvent<'_>, _out: &mut Output<'_>) {
        self.exit();
    }

    fn statistic(&mut self, name: &'static str, delta: u64) {
        match &mut self.tree {
            Some(tree) => {
                let top = *self.open.last().expect("the root stays open");
                tree.add(top, name, delta);
            }
            None => self.events.push(Event::Add(name, delta)),
        }
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(StatsRecorder {
            tree: None,
            open: Vec::new(),
            events: Vec::new(),
            result: None,
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        let child = downcast::<StatsRecorder>(child);
        if child.events.is_empty() {
            return;
        }
        match &mut self.tree {
            Some(tree) => {
                let top = *self.open.last().expect("the root stays open");
                tree.replay(top, &child.events);
            }
            None => self.events.push(Event::Job(child.events)),
        }
    }

    fn finish(mut self: Box<Self>) {
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
