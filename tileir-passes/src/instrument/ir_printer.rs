//! IR dumps around passes (`--mlir-print-ir-before/after[-all]`,
//! `-after-change`, `-after-failure`, `-module-scope`, `-tree-dir`,
//! `--filter-print-funcs`), with the banner of the seeds
//! (`*** IR Dump After cse ***`) or of mlir-opt 22
//! (`// -----// IR Dump After CSE (cse) //----- //`).
//!
//! Which passes print is MLIR's rule: after-all and after-failure print
//! after every pass (after-failure then only when the pass failed),
//! otherwise the named passes; after-change drops an after-print when the
//! anchor's fingerprint is the one taken before the pass. A failed pass
//! always prints when after-printing applies to it, changed or not (the
//! seeds' baseline quirk: the change detector is not consulted on failure).
//!
//! Module scope prints the run's root op instead of the anchor, and works
//! with threads: a nested anchor records its state and the run completes
//! the root around it as a sequential run would have seen it
//! ([`super::Snapshot`]). IR that fails to verify (after a failed pass, or
//! with verify-each off) prints in generic form, as MLIR's printer does.

use super::fingerprint::fingerprint;
use super::{downcast, Dest, HookOutput, Join, PassEvent, Recorder, Snapshot, Step};
use crate::anchor::OpHandle;
use rustc_hash::FxHashMap;
use std::path::PathBuf;
use std::sync::Arc;
use tileir_ir::printer::{print_nested_op, print_op, PrintOptions};
use tileir_ir::verifier::{verify_with, VerifyOptions};
use tileir_ir::{Context, OpId, OwnedOp};

/// The banner style (`--mlir-print-ir-banner`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Banner {
    /// The seeds' `*** IR Dump After <pass-argument> ***`, the IR, a newline.
    #[default]
    Tileiras,
    /// mlir-opt 22's `// -----// IR Dump After <Pass> (<argument>) //----- //`,
    /// the IR, a blank line.
    Mlir,
}

/// Which passes a before- or after-print applies to.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum PassFilter {
    #[default]
    None,
    All,
    /// Passes with these arguments.
    Only(Vec<String>),
}

impl PassFilter {
    fn matches(&self, argument: &str) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Only(list) => list.iter().any(|a| a == argument),
        }
    }
}

/// What to print, where and how.
#[derive(Clone, Debug, Default)]
pub struct IrPrinterConfig {
    pub before: PassFilter,
    pub after: PassFilter,
    /// Print after a pass only if it changed its anchor.
    pub after_only_on_change: bool,
    /// Print after a pass only if it failed.
    pub after_only_on_failure: bool,
    /// Print the run's root op, not the anchor.
    pub module_scope: bool,
    /// Write each dump to a file of a tree rooted here instead of stderr.
    pub tree_dir: Option<PathBuf>,
    /// Print only functions (anchors with a `function_type`) of these
    /// names (LLVM's `-filter-print-funcs`); other anchors print as usual.
    pub functions: Option<Vec<String>>,
    pub banner: Banner,
    pub print: PrintOptions,
    /// Verify-each runs, so IR after a successful pass is known valid.
    pub verify_each: bool,
}

impl IrPrinterConfig {
    /// MLIR's rule for which prints exist: after-all and after-failure
    /// print after every pass, else the named passes.
    pub fn from_flags(flags: IrPrintFlags) -> IrPrinterConfig {
        let before = if flags.before_all {
            PassFilter::All
        } else if !flags.before.is_empty() {
            PassFilter::Only(flags.before)
        } else {
            PassFilter::None
        };
        let after = if flags.after_all || flags.after_failure {
            PassFilter::All
        } else if !flags.after.is_empty() {
            PassFilter::Only(flags.after)
        } else {
            PassFilter::None
        };
        IrPrinterConfig {
            before,
            after,
            after_only_on_change: flags.after_change,
            after_only_on_failure: flags.after_failure,
            module_scope: flags.module_scope,
            tree_dir: flags.tree_dir,
            functions: flags.functions,
            banner: flags.banner,
            print: flags.print,
            verify_each: flags.verify_each,
        }
    }

    /// Whether anything would print (otherwise no printer is installed).
    pub fn is_active(&self) -> bool {
        self.before != PassFilter::None || self.after != PassFilter::None
    }
}

/// The printing flags as the command line gives them.
#[derive(Clone, Debug, Default)]
pub struct IrPrintFlags {
    pub before: Vec<String>,
    pub after: Vec<String>,
    pub before_all: bool,
    pub after_all: bool,
    pub after_change: bool,
    pub after_failure: bool,
    pub module_scope: bool,
    pub tree_dir: Option<PathBuf>,
    pub functions: Option<Vec<String>>,
    pub banner: Banner,
    pub print: PrintOptions,
    pub verify_each: bool,
}

/// The IR printing instrumentation.
pub struct IrPrinter {
    config: Arc<IrPrinterConfig>,
    print: Arc<PrintOptions>,
}

impl IrPrinter {
    pub fn new(config: IrPrinterConfig) -> IrPrinter {
        let print = Arc::new(config.print.clone());
        IrPrinter {
            config: Arc::new(config),
            print,
        }
    }
}

impl super::Instrumentation for IrPrinter {
    fn start(&self, _root: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(PrinterRecorder {
            config: self.config.clone(),
            print: self.print.clone(),
            fingerprints: Vec::new(),
            tree: self.config.tree_dir.is_some().then(TreePosition::default),
        })
    }

    fn needs_snapshots(&self) -> bool {
        self.config.module_scope
    }
}

/// Where an anchor's dumps go in the file tree: MLIR numbers each op's
/// dumps, and a file's name carries the numbers of the op's ancestors at
/// the time (`1_0_cse.mlir`) under directories named after them
/// (`builtin_module_top/func_func_f`).
#[derive(Clone, Default)]
struct TreePosition {
    /// The ancestors' directory names.
    dirs: Vec<String>,
    /// The ancestors' dump numbers when this anchor's run began.
    prefix: Vec<u32>,
    /// This anchor's last dump number (`None`: none yet).
    count: Option<u32>,
    /// Whether a dump of this anchor or a descendant used this anchor's
    /// number (MLIR then counts it from 0 even if it never printed).
    used: bool,
    /// The numbers of nested anchors, kept across their runs.
    children: FxHashMap<OpId, (Option<u32>, bool)>,
}

impl TreePosition {
    fn number_for_prefix(&self) -> u32 {
        self.count.unwrap_or(0)
    }
}

struct PrinterRecorder {
    config: Arc<IrPrinterConfig>,
    print: Arc<PrintOptions>,
    /// Fingerprints taken before running passes, innermost last.
    fingerprints: Vec<u64>,
    /// Where dumps go in the file tree (with `--mlir-print-ir-tree-dir`).
    tree: Option<TreePosition>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum When {
    Before,
    After,
    AfterFailed,
}

impl PrinterRecorder {
    fn dump(&mut self, event: &PassEvent<'_>, when: When, out: &mut HookOutput<'_>) {
        let Step::Pass { pass, .. } = event.step else {
            return;
        };
        let op = event.op;
        if let Some(functions) = &self.config.functions {
            if op.attr("function_type").is_some() {
                let name = op.sym_name().unwrap_or("");
                if !functions.iter().any(|f| f == name) {
                    return;
                }
            }
        }
        let config = self.config.clone();
        let header = match config.banner {
            Banner::Tileiras => {
                let failed = if when == When::AfterFailed {
                    " Failed"
                } else {
                    ""
                };
                let title = if when == When::Before {
                    "Before"
                } else {
                    "After"
                };
                format!("*** IR Dump {title} {}{failed} ***\n", pass.info.argument)
            }
            Banner::Mlir => {
                let title = if when == When::Before {
                    "Before"
                } else {
                    "After"
                };
                let mut h = format!("// -----// IR Dump {title} {}", pass.info.name);
                if when == When::AfterFailed {
                    h.push_str(" Failed");
                }
                h.push_str(&format!(" ({})", pass.info.argument));
                if config.module_scope {
                    h.push_str(&format!(" ('{}' operation", op.name_str()));
                    if let Some(sym) = op.sym_name() {
                        h.push_str(&format!(": @{sym}"));
                    }
                    h.push(')');
                }
                h.push_str(" //----- //\n");
                h
            }
        };
        let footer = match config.banner {
            Banner::Tileiras => "",
            Banner::Mlir => "\n",
        };
        let dest = match (&config.tree_dir, &mut self.tree) {
            (Some(root), Some(tree)) => Dest::File(tree.next_file(root, op, pass.info.argument)),
            _ => Dest::Stderr,
        };
        let verify_first = when == When::AfterFailed || !config.verify_each;
        if config.module_scope && event.depth > 0 {
            out.snapshot(Snapshot {
                op: op.owned().clone(),
                header,
                footer,
                print: self.print.clone(),
                verify_first,
                dest,
            });
            return;
        }
        let ir = print_for_dump(
            op.ctx,
            op.owned(),
            event.depth == 0,
            &self.print,
            verify_first,
        );
        out.text(dest, format!("{header}{ir}{footer}"));
    }
}

impl TreePosition {
    /// The file of the next dump of `op`: `<root>/<ancestor dirs>/<op dir>/
    /// <numbers>_<argument>.mlir`.
    fn next_file(&mut self, root: &std::path::Path, op: &OpHandle<'_>, argument: &str) -> PathBuf {
        let count = self.count.map_or(0, |c| c + 1);
        self.count = Some(count);
        self.used = true;
        let mut path = root.to_path_buf();
        for dir in &self.dirs {
            path.push(dir);
        }
        path.push(dir_name(op));
        let mut numbers: Vec<String> = self.prefix.iter().map(u32::to_string).collect();
        numbers.push(count.to_string());
        path.push(format!("{}_{argument}.mlir", numbers.join("_")));
        path
    }

    fn fork(&self, parent: &OpHandle<'_>, child: &OpHandle<'_>) -> TreePosition {
        let mut dirs = self.dirs.clone();
        dirs.push(dir_name(parent));
        let mut prefix = self.prefix.clone();
        prefix.push(self.number_for_prefix());
        let (count, used) = self
            .children
            .get(&child.op())
            .copied()
            .unwrap_or((None, false));
        TreePosition {
            dirs,
            prefix,
            count,
            used,
            children: FxHashMap::default(),
        }
    }

    fn join(&mut self, child: &TreePosition, child_op: OpId) {
        if child.used {
            // A dump below used this anchor's number: it exists from now on.
            self.count.get_or_insert(0);
            self.used = true;
        }
        self.children.insert(child_op, (child.count, child.used));
    }
}

/// An op's directory in the file tree: `func_func_f` (dots of the op name
/// become underscores; no symbol reads `no-symbol-name`).
fn dir_name(op: &OpHandle<'_>) -> String {
    let sym = op
        .sym_name()
        .unwrap_or("no-symbol-name")
        .replace(['/', '\\'], "_");
    format!("{}_{sym}", op.name_str().replace('.', "_"))
}

/// The printed IR of a dump: `owned`'s op as MLIR's `Operation::print`
/// gives it (the root at top level, with its aliases; a nested anchor
/// alone, attributes inline) plus the newline mlir-opt's printing adds.
/// With `verify_first`, IR that fails to verify prints generically.
pub fn print_for_dump(
    ctx: &Context,
    owned: &OwnedOp,
    is_root: bool,
    options: &PrintOptions,
    verify_first: bool,
) -> String {
    let invalid = verify_first
        && !options.generic
        && !options.assume_verified
        && verify_with(
            ctx,
            &owned.body,
            owned.op,
            &VerifyOptions {
                print_op_on_diagnostic: false,
            },
        )
        .is_err();
    let generic;
    let options = if invalid {
        generic = PrintOptions {
            generic: true,
            ..options.clone()
        };
        &generic
    } else {
        options
    };
    if is_root {
        print_op(ctx, &owned.body, owned.op, options)
    } else {
        print_nested_op(ctx, &owned.body, owned.op, &owned.body, owned.op, options)
    }
}

/// Renders a snapshot that reached the root.
pub fn render_snapshot(ctx: &Context, snapshot: &Snapshot) -> String {
    let ir = print_for_dump(
        ctx,
        &snapshot.op,
        true,
        &snapshot.print,
        snapshot.verify_first,
    );
    format!("{}{ir}{}", snapshot.header, snapshot.footer)
}

impl Recorder for PrinterRecorder {
    fn before_pass(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let Step::Pass { pass, .. } = event.step else {
            return;
        };
        if self.config.after_only_on_change {
            self.fingerprints.push(fingerprint(event.op.owned()));
        }
        if self.config.before.matches(pass.info.argument) {
            self.dump(event, When::Before, out);
        }
    }

    fn after_pass(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let Step::Pass { pass, .. } = event.step else {
            return;
        };
        let before = if self.config.after_only_on_change {
            self.fingerprints.pop()
        } else {
            None
        };
        if self.config.after_only_on_failure {
            return;
        }
        if before.is_some_and(|fp| fp == fingerprint(event.op.owned())) {
            return;
        }
        if self.config.after.matches(pass.info.argument) {
            self.dump(event, When::After, out);
        }
    }

    fn after_pass_failed(&mut self, event: &PassEvent<'_>, out: &mut HookOutput<'_>) {
        let Step::Pass { pass, .. } = event.step else {
            return;
        };
        if self.config.after_only_on_change {
            self.fingerprints.pop();
        }
        if self.config.after.matches(pass.info.argument) {
            self.dump(event, When::AfterFailed, out);
        }
    }

    fn fork(&mut self, parent: &OpHandle<'_>, child: &OpHandle<'_>) -> Box<dyn Recorder> {
        Box::new(PrinterRecorder {
            config: self.config.clone(),
            print: self.print.clone(),
            fingerprints: Vec::new(),
            tree: self.tree.as_ref().map(|t| t.fork(parent, child)),
        })
    }

    fn join(&mut self, child: Box<dyn Recorder>, join: &Join) {
        let child = downcast::<PrinterRecorder>(child);
        if let (Some(tree), Some(child_tree)) = (&mut self.tree, &child.tree) {
            tree.join(child_tree, join.child_op);
        }
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}
