//! `snapshot-op-locations`: prints the IR to a file and gives every printed
//! op the location of its text there, as MLIR 22's `LocationSnapshot` pass
//! does (upstream `LocationSnapshot.cpp`).
//!
//! The file holds what `op->print` writes with the command's printing
//! flags, debug info and generic form as the pass's options say
//! (`print-debuginfo`, `pretty-debuginfo`, `print-op-generic`), local scope
//! when either asks (`print-local-scope`). Each op printed gets `"file":line:col`, the line of its first
//! character and its indentation as the column; ops the custom form elides
//! (implicit terminators) keep theirs. With `tag`, the new location is
//! `"tag"("file":line:col)` fused after the old one instead. Without
//! `filename`, a fresh temporary file is used.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use rustc_hash::FxHashMap;
use tileir_ir::attributes::LocData;
use tileir_ir::printer::{print_op_with_positions, PrintOptions};
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{Body, Location, OpId, RegionId};

const fn flag(name: &'static str, description: &'static str) -> OptionDef {
    OptionDef {
        name,
        kind: OptionKind::Bool,
        default: "false",
        description,
    }
}

pub const INFO: PassInfo = PassInfo {
    argument: "snapshot-op-locations",
    name: "LocationSnapshot",
    summary: "Generate new locations from the current IR",
    anchor: PassAnchor::Any,
    options: &[
        OptionDef {
            name: "filename",
            kind: OptionKind::String,
            default: "",
            description: "The filename to print the generated IR",
        },
        OptionDef {
            name: "tag",
            kind: OptionKind::String,
            default: "",
            description: "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.",
        },
        flag("print-debuginfo", "Print debug info in MLIR output"),
        flag("print-op-generic", "Print the generic op form"),
        flag(
            "print-local-scope",
            "Print with local scope and inline information (eliding aliases for attributes, types, and locations",
        ),
        flag("pretty-debuginfo", "Print pretty debug info in MLIR output"),
    ],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LocationSnapshotPass {
        filename: options.get("filename").as_str().to_string(),
        tag: options.get("tag").as_str().to_string(),
        debug_info: options.get("print-debuginfo").as_bool(),
        pretty_debug_info: options.get("pretty-debuginfo").as_bool(),
        generic: options.get("print-op-generic").as_bool(),
        local_scope: options.get("print-local-scope").as_bool(),
    }))
}

/// The pass, with its options.
pub struct LocationSnapshotPass {
    filename: String,
    tag: String,
    debug_info: bool,
    pretty_debug_info: bool,
    generic: bool,
    local_scope: bool,
}

impl Pass for LocationSnapshotPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let nested = cx.has_parent();
        // The run's printing flags, but for what the options set.
        let printing = PrintOptions {
            generic: self.generic,
            debug_info: self.debug_info,
            pretty_debug_info: self.debug_info && self.pretty_debug_info,
            local_scope: self.local_scope || cx.config.print.local_scope,
            ..cx.config.print.clone()
        };
        let (text, positions) =
            print_op_with_positions(ctx, op.storage(), op.op(), &printing, nested);
        let path = match self.write(&text) {
            Ok(path) => path,
            Err(message) => {
                let d = cx.op_error(op, message);
                cx.emit(d);
                return Err(PassFailed);
            }
        };
        let tag = (!self.tag.is_empty()).then(|| ctx.symbol(&self.tag));
        let new_loc = |old: Location, line: u32, column: u32| {
            let at = ctx.file_loc(&path, line, column);
            match tag {
                None => at,
                Some(name) => {
                    let named = ctx.intern_loc(LocData::Name {
                        name,
                        child: Some(at),
                    });
                    ctx.fused_loc(&[old, named], None)
                }
            }
        };
        // Positions by the body storing the op.
        let mut by_body: FxHashMap<*const Body, Vec<(OpId, u32, u32)>> = FxHashMap::default();
        for p in positions {
            by_body
                .entry(p.body)
                .or_default()
                .push((p.op, p.line, p.column));
        }
        let root = op.op();
        let storage: *const Body = op.storage();
        if let Some(list) = by_body.remove(&storage) {
            let owned = op.owned_mut();
            for (o, line, column) in list {
                if o == root {
                    let old = owned.body.op_loc(o);
                    owned.body.set_op_loc(o, new_loc(old, line, column));
                }
            }
        }
        let regions: Vec<RegionId> = op.storage().regions(root).to_vec();
        for_each_body_mut(op.body_mut(), &regions, &mut |body, _, _| {
            let key: *const Body = body;
            for (o, line, column) in by_body.remove(&key).unwrap_or_default() {
                let old = body.op_loc(o);
                body.set_op_loc(o, new_loc(old, line, column));
            }
        });
        Ok(PreservedAnalyses::none())
    }
}

impl LocationSnapshotPass {
    /// Writes the snapshot; returns the path the locations name.
    fn write(&self, text: &str) -> Result<String, String> {
        let path = if self.filename.is_empty() {
            temporary_path()
        } else {
            self.filename.clone()
        };
        std::fs::write(&path, text)
            .map_err(|e| format!("cannot open output file '{path}': {}", reason(&e)))?;
        Ok(path)
    }
}

/// A fresh file name in the temporary directory, as LLVM's
/// `createTemporaryFile("mlir_snapshot", "tmp.mlir")` makes one.
fn temporary_path() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir();
    dir.join(format!("mlir_snapshot-{}-{n}.tmp.mlir", std::process::id()))
        .to_string_lossy()
        .into_owned()
}

/// An I/O error as LLVM words it (no "(os error N)" suffix).
fn reason(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}
