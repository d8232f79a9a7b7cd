//! `convert-cudatile-debuginfo{debuginfo-level, is-optimized}`: the first
//! cuda_tile-stage pass after `symbol-dce` in PM#1, which puts cuda_tile's
//! debug information into the form the rest of the pipeline expects before
//! the dialect conversion (reference: passes.md, pipelines.md section 2; the
//! driver passes `none` unless `-g` (`full`) or `-lineinfo`
//! (`debug-directives`), and `is-optimized` for `-O1` and above).
//!
//! What is modelled (ours; the reference gives only the pass's purpose):
//! a debug scope rides on a location as its metadata, MLIR's convention
//! (`loc(fused<#scope>[...])`), and any cuda_tile attribute there is such a
//! scope. With `debuginfo-level=none` no debug information is emitted, so
//! every location in the module (of its ops, of its block arguments, and
//! the locations nested in those) loses its cuda_tile scopes:
//! `fused<#cuda_tile.X>[a, b]` becomes `fused[a, b]` (`a` alone when it is
//! one), as MLIR's `FusedLoc::get` folds it. The other levels keep the
//! scopes for the later stages; turning them into LLVM debug metadata with
//! the level's emission kind and `is-optimized` is not modelled.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassResult};
use crate::run::RunContext;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{AttrData, Context, LocData, Location, RegionId};

pub fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertCudaTileDebugInfo {
        emit: options.get("debuginfo-level").as_str() != "none",
    }))
}

pub struct ConvertCudaTileDebugInfo {
    /// Whether any debug information is emitted (a level other than `none`).
    emit: bool,
}

impl Pass for ConvertCudaTileDebugInfo {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        if self.emit {
            return Ok(PreservedAnalyses::all());
        }
        let ctx = cx.ctx;
        let mut scopes = Unscoper {
            ctx,
            done: FxHashMap::default(),
        };
        let mut changed = false;
        let anchor = op.op();
        let loc = op.loc();
        let new = scopes.strip(loc);
        if new != loc {
            op.owned_mut().body.set_op_loc(anchor, new);
            changed = true;
        }
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(anchor));
        for_each_body_mut(op.body_mut(), &regions, &mut |body, roots, ops| {
            // The blocks of this body: of its root regions and of the
            // regions of its ops that are not isolated (those are visited
            // with their own bodies).
            let blocks: Vec<_> = roots
                .iter()
                .chain(
                    ops.iter()
                        .filter(|&&o| body.child_body(o).is_none())
                        .flat_map(|&o| body.regions(o)),
                )
                .flat_map(|&r| body.region_blocks(r))
                .collect();
            for block in blocks {
                for index in 0..body.block_args(block).len() {
                    let loc = body.block_arg_loc(block, index);
                    let new = scopes.strip(loc);
                    if new != loc {
                        body.set_block_arg_loc(block, index, new);
                        changed = true;
                    }
                }
            }
            for &o in ops {
                let loc = body.op_loc(o);
                let new = scopes.strip(loc);
                if new != loc {
                    body.set_op_loc(o, new);
                    changed = true;
                }
            }
        });
        Ok(if changed {
            PreservedAnalyses::none()
        } else {
            PreservedAnalyses::all()
        })
    }
}

/// Takes cuda_tile scopes out of locations, each distinct location once.
struct Unscoper<'a> {
    ctx: &'a Context,
    done: FxHashMap<Location, Location>,
}

impl Unscoper<'_> {
    /// `loc` without cuda_tile scopes. Locations nest no deeper than the
    /// parser allows, so the recursion is bounded.
    fn strip(&mut self, loc: Location) -> Location {
        if let Some(&l) = self.done.get(&loc) {
            return l;
        }
        let ctx = self.ctx;
        let new = match ctx.loc_data(loc).clone() {
            LocData::Fused { locs, metadata } => {
                let inner: Vec<Location> = locs.iter().map(|&l| self.strip(l)).collect();
                let metadata = metadata.filter(|&m| !is_cuda_tile(ctx, m));
                if metadata.is_none() && inner.len() == 1 {
                    inner[0]
                } else {
                    ctx.fused_loc(&inner, metadata)
                }
            }
            LocData::Name {
                name,
                child: Some(child),
            } => {
                let child = self.strip(child);
                ctx.intern_loc(LocData::Name {
                    name,
                    child: Some(child),
                })
            }
            LocData::CallSite { callee, caller } => {
                let (callee, caller) = (self.strip(callee), self.strip(caller));
                ctx.intern_loc(LocData::CallSite { callee, caller })
            }
            _ => loc,
        };
        self.done.insert(loc, new);
        new
    }
}

/// Whether `attr` is one of cuda_tile's attributes.
fn is_cuda_tile(ctx: &Context, attr: tileir_ir::Attribute) -> bool {
    match ctx.attr_data(attr) {
        AttrData::Dialect { name, .. } => ctx.str(*name).starts_with("cuda_tile."),
        _ => false,
    }
}
