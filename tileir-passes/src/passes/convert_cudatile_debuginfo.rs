//! `convert-cudatile-debuginfo{debuginfo-level, is-optimized}`: the first
//! cuda_tile-stage pass after `symbol-dce` in PM#1, which puts cuda_tile's
//! debug information into the form the rest of the pipeline expects before
//! the dialect conversion (reference: passes.md, pipelines.md section 2; the
//! driver passes `none` unless `-g` (`full`) or `-lineinfo`
//! (`debug-directives`), and `is-optimized` for `-O1` and above).
//!
//! What is modelled (ours; the reference gives only the pass's purpose and
//! the internal `debuginfo` dialect it targets is not recovered). cuda_tile
//! ties a source position to a scope with the location
//! `#cuda_tile.di_loc<loc("f.py":3:4) in #scope>`, the scope a
//! `di_subprogram` or a `di_lexical_block` in one; a scope may also ride on
//! a location as its metadata, MLIR's convention (`loc(fused<#scope>[..])`),
//! where any cuda_tile attribute counts as one. Every location in the
//! module (of its ops, of its block arguments, and the locations nested in
//! those) is rewritten for the level:
//! - `none`: no debug information is emitted, so the scopes go: a `di_loc`
//!   becomes its source position, and `fused<#cuda_tile.X>[a, b]` becomes
//!   `fused[a, b]` (`a` alone when it is one), as MLIR's `FusedLoc::get`
//!   folds it;
//! - `line-tables`, `debug-directives`: line information only, as
//!   `-gline-tables-only` does: no lexical blocks, so a `di_loc` in a
//!   lexical block is put in the block's subprogram;
//! - `full`: everything is kept for the later stages.
//!
//! `is-optimized` has no cuda_tile form to go to (`di_subprogram` has no
//! flags), so it changes nothing here.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::OptionValues;
use crate::pass::{Pass, PassResult};
use crate::run::RunContext;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use tileir_ir::types::Param;
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{AttrData, Attribute, Context, LocData, Location, RegionId};

pub fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    let level = match options.get("debuginfo-level").as_str() {
        "none" => Level::None,
        "full" => Level::Full,
        // line-tables, debug-directives
        _ => Level::Lines,
    };
    Ok(Box::new(ConvertCudaTileDebugInfo { level }))
}

/// What the debug-info level keeps of cuda_tile's scopes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    /// Nothing.
    None,
    /// Subprograms, not lexical blocks.
    Lines,
    /// Everything.
    Full,
}

pub struct ConvertCudaTileDebugInfo {
    level: Level,
}

impl Pass for ConvertCudaTileDebugInfo {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        if self.level == Level::Full {
            return Ok(PreservedAnalyses::all());
        }
        let ctx = cx.ctx;
        let mut scopes = Unscoper {
            ctx,
            level: self.level,
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

/// Takes cuda_tile scopes (all, or the lexical blocks) out of locations,
/// each distinct location once.
struct Unscoper<'a> {
    ctx: &'a Context,
    level: Level,
    done: FxHashMap<Location, Location>,
}

impl Unscoper<'_> {
    /// `loc` without the scopes the level drops. Locations nest no deeper
    /// than the parser allows, so the recursion is bounded.
    fn strip(&mut self, loc: Location) -> Location {
        if let Some(&l) = self.done.get(&loc) {
            return l;
        }
        let ctx = self.ctx;
        let new = match ctx.loc_data(loc).clone() {
            LocData::Dialect(a) => match (di_loc_parts(ctx, a), self.level) {
                (Some((source, _)), Level::None) => source,
                (Some((source, scope)), _) => match enclosing_subprogram(ctx, scope) {
                    Some(sub) if sub != scope => {
                        let source = ctx.intern_attr(AttrData::Loc(ctx.loc_data(source).clone()));
                        let params = [Param::Attr(source), Param::Attr(sub)];
                        let di_loc = ctx.intern_attr(AttrData::Dialect {
                            name: ctx.symbol(DI_LOC),
                            params: params.into(),
                        });
                        ctx.intern_loc(LocData::Dialect(di_loc))
                    }
                    _ => loc,
                },
                (None, _) => loc,
            },
            LocData::Fused { locs, metadata } if self.level == Level::None => {
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

const DI_LOC: &str = "cuda_tile.di_loc";

/// The parameters of `attr` if it is the cuda_tile attribute `name`.
fn params_of<'c>(ctx: &'c Context, attr: Attribute, name: &str) -> Option<&'c [Param]> {
    match ctx.attr_data(attr) {
        AttrData::Dialect { name: n, params } if ctx.str(*n) == name => Some(params),
        _ => None,
    }
}

/// A `di_loc`'s source position (as a location) and scope.
fn di_loc_parts(ctx: &Context, attr: Attribute) -> Option<(Location, Attribute)> {
    let [Param::Attr(source), Param::Attr(scope)] = params_of(ctx, attr, DI_LOC)? else {
        return None;
    };
    let AttrData::Loc(source) = ctx.attr_data(*source) else {
        return None;
    };
    Some((ctx.intern_loc(source.clone()), *scope))
}

/// The subprogram a scope is in: itself, or the subprogram around a
/// lexical block (blocks nest; the chain is finite, bounded anyway).
fn enclosing_subprogram(ctx: &Context, mut scope: Attribute) -> Option<Attribute> {
    for _ in 0..10_000 {
        if params_of(ctx, scope, "cuda_tile.di_subprogram").is_some() {
            return Some(scope);
        }
        match params_of(ctx, scope, "cuda_tile.di_lexical_block")? {
            [Param::Attr(outer), ..] => scope = *outer,
            _ => return None,
        }
    }
    None
}

/// Whether `attr` is one of cuda_tile's attributes.
fn is_cuda_tile(ctx: &Context, attr: tileir_ir::Attribute) -> bool {
    match ctx.attr_data(attr) {
        AttrData::Dialect { name, .. } => ctx.str(*name).starts_with("cuda_tile."),
        _ => false,
    }
}
