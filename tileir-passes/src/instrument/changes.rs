//! What each pass changed (LLVM's `-print-changed` for MLIR passes:
//! `--mlir-print-changed[=quiet|diff|diff-quiet|cdiff|cdiff-quiet]`) and
//! pass invocation numbers (`--mlir-print-pass-numbers`).
//!
//! Both speak the numbers a sequential run gives pass invocations (one per
//! pass per anchor, from 1, nested runs in anchor order), so a number seen
//! here names the same invocation under threads, in opt-bisect, in a later
//! run. The banners are LLVM's with the number in front of the pass, as
//! LLVM's `-print-at-pass-number` spells it: `*** IR Dump After 3-cse on f
//! ***`. An anchor is named by its symbol (`f`) or, without one, by its op
//! in brackets (`[builtin.module]`, LLVM's `[module]`).
//!
//! Change detection compares the anchor's printed IR before and after the
//! pass. The diff modes print a unified diff (`--- before`/`+++ after`,
//! hunks with 3 lines of context) that `patch` applies to the anchor's IR
//! before the pass; `cdiff` colours removed lines red and added lines green.
//! The run begins with `*** IR Dump At Start ***` and the root's IR, so the
//! first diffs have their base.

use super::ir_printer::print_for_dump;
use super::{downcast, Dest, HookOutput, Join, PassEvent, Recorder, Step};
use crate::anchor::OpHandle;
use std::sync::Arc;
use tileir_ir::printer::PrintOptions;

/// `--mlir-print-changed`'s value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangedMode {
    /// The whole anchor after each pass that changed it; a line for each
    /// pass that did not.
    Full,
    /// The whole anchor after each pass that changed it, nothing else.
    Quiet,
    Diff,
    DiffQuiet,
    ColorDiff,
    ColorDiffQuiet,
}

impl ChangedMode {
    /// The mode named on the command line (`--mlir-print-changed=<name>`,
    /// empty for the bare flag).
    pub fn from_name(name: &str) -> Option<ChangedMode> {
        Some(match name {
            "" => ChangedMode::Full,
            "quiet" => ChangedMode::Quiet,
            "diff" => ChangedMode::Diff,
            "diff-quiet" => ChangedMode::DiffQuiet,
            "cdiff" => ChangedMode::ColorDiff,
            "cdiff-quiet" => ChangedMode::ColorDiffQuiet,
            _ => return None,
        })
    }

    fn quiet(self) -> bool {
        matches!(
            self,
            ChangedMode::Quiet | ChangedMode::DiffQuiet | ChangedMode::ColorDiffQuiet
        )
    }

    fn diff(self) -> bool {
        !matches!(self, ChangedMode::Full | ChangedMode::Quiet)
    }

    fn color(self) -> bool {
        matches!(self, ChangedMode::ColorDiff | ChangedMode::ColorDiffQuiet)
    }
}

/// How a banner names an anchor: its symbol, or its op in brackets.
fn anchor_name(op: &OpHandle<'_>) -> String {
    match op.sym_name() {
        Some(sym) => sym.to_string(),
        None => format!("[{}]", op.name_str()),
    }
}

/// `--mlir-print-pass-numbers`: ` Running pass <n> <argument> on <anchor>`
/// before each pass invocation (LLVM's line).
pub struct PassNumbers;

impl super::Instrumentation for PassNumbers {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(PassNumbersRecorder)
    }
}

struct PassNumbersRecorder;

impl Recorder for PassNumbersRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let Step::Pass { pass, .. } = event.step else {
            return;
        };
        out.numbered(
            Dest::Stderr,
            " Running pass ".to_string(),
            event.number,
            format!(" {} on {}\n", pass.info.argument, anchor_name(event.op)),
        );
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(PassNumbersRecorder)
    }

    fn join(&mut self, _child: Box<dyn Recorder>, _join: &Join) {}

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}

/// `--mlir-print-changed`.
pub struct ChangePrinter {
    mode: ChangedMode,
    print: Arc<PrintOptions>,
    /// `--filter-print-funcs`: other functions are filtered out.
    functions: Option<Arc<[String]>>,
}

impl ChangePrinter {
    pub fn new(mode: ChangedMode, print: PrintOptions, functions: Option<Vec<String>>) -> Self {
        ChangePrinter {
            mode,
            print: Arc::new(print),
            functions: functions.map(Into::into),
        }
    }
}

impl super::Instrumentation for ChangePrinter {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(ChangeRecorder {
            mode: self.mode,
            print: self.print.clone(),
            functions: self.functions.clone(),
            started: false,
            before: Vec::new(),
        })
    }
}

struct ChangeRecorder {
    mode: ChangedMode,
    print: Arc<PrintOptions>,
    functions: Option<Arc<[String]>>,
    /// Whether the root's initial IR was printed (root recorder).
    started: bool,
    /// The anchor's IR before each running pass, innermost last (`None`:
    /// the anchor is filtered out).
    before: Vec<Option<String>>,
}

impl ChangeRecorder {
    fn print(&self, op: &OpHandle<'_>, depth: usize) -> String {
        print_for_dump(op.ctx, op.owned(), depth == 0, &self.print, false)
    }

    fn filtered_out(&self, op: &OpHandle<'_>) -> bool {
        match &self.functions {
            Some(functions) if op.attr("function_type").is_some() => {
                let name = op.sym_name().unwrap_or("");
                !functions.iter().any(|f| f == name)
            }
            _ => false,
        }
    }

    fn after(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let Step::Pass { pass, .. } = event.step else {
            return;
        };
        let Some(before) = self.before.pop() else {
            return;
        };
        let name = anchor_name(event.op);
        let arg = pass.info.argument;
        let Some(before) = before else {
            if !self.mode.quiet() {
                let after = format!("-{arg} on {name} filtered out ***\n");
                out.numbered(
                    Dest::Stderr,
                    "*** IR Dump After ".into(),
                    event.number,
                    after,
                );
            }
            return;
        };
        let after_ir = self.print(event.op, event.depth);
        if after_ir == before {
            if !self.mode.quiet() {
                let after = format!("-{arg} on {name} omitted because no change ***\n");
                out.numbered(
                    Dest::Stderr,
                    "*** IR Dump After ".into(),
                    event.number,
                    after,
                );
            }
            return;
        }
        let body = if self.mode.diff() {
            unified_diff(&before, &after_ir, self.mode.color())
        } else {
            after_ir
        };
        let after = format!("-{arg} on {name} ***\n{body}");
        out.numbered(
            Dest::Stderr,
            "*** IR Dump After ".into(),
            event.number,
            after,
        );
    }
}

/// A unified diff of `before` to `after` (3 lines of context), optionally
/// coloured as LLVM's `cdiff` colours removed and added lines.
pub fn unified_diff(before: &str, after: &str, color: bool) -> String {
    let diff = similar::TextDiff::from_lines(before, after);
    let text = diff
        .unified_diff()
        .context_radius(3)
        .header("before", "after")
        .to_string();
    if !color {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let body = line.strip_suffix('\n').unwrap_or(line);
        let is_header = line.starts_with("---") || line.starts_with("+++");
        match line.as_bytes().first() {
            Some(b'-') if !is_header => out.push_str(&format!("\x1b[31m{body}\x1b[0m\n")),
            Some(b'+') if !is_header => out.push_str(&format!("\x1b[32m{body}\x1b[0m\n")),
            _ => out.push_str(line),
        }
    }
    out
}

impl Recorder for ChangeRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        if event.depth == 0 && !self.started {
            self.started = true;
            let root = self.print(event.op, 0);
            out.text(Dest::Stderr, format!("*** IR Dump At Start ***\n{root}"));
        }
        if let Step::Pass { .. } = event.step {
            let before = (!self.filtered_out(event.op)).then(|| self.print(event.op, event.depth));
            self.before.push(before);
        }
    }

    fn after_pass(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        self.after(event, out);
    }

    fn after_pass_failed(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        self.after(event, out);
    }

    fn fork(&mut self, _parent: &OpHandle<'_>, _child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(ChangeRecorder {
            mode: self.mode,
            print: self.print.clone(),
            functions: self.functions.clone(),
            started: true,
            before: Vec::new(),
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, _join: &Join) {
        downcast::<ChangeRecorder>(child);
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}
