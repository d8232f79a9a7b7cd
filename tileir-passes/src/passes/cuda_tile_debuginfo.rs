//! cuda_tile's debug-info passes, as NVIDIA's `cuda-tile-opt` has them:
//!
//! - `synthesize-debug-info-scopes` (on a `cuda_tile.module`): gives every
//!   function without a `di_loc` a subprogram (file and line from its
//!   location, else `"<unknown>"` line 1) in a compile unit of the module's
//!   file, and every op of it a `di_loc` in that subprogram (at its own file
//!   position, else the function's).
//! - `test-debuginfo-update-symbol-name` (a test pass): renames a symbol
//!   (and, with `update-uses`, the references to it in its symbol table) and
//!   gives the subprogram of its `di_loc` location the new linkage name
//!   everywhere in a scope (the whole module unless `scope` names a symbol
//!   enclosing it). Symbols are named by nested specifiers, `a::b::c`.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::registry::Group;
use crate::run::RunContext;
use rustc_hash::{FxHashMap, FxHashSet};
use tileir_ir::context::Symbol;
use tileir_ir::diag::Diagnostic;
use tileir_ir::types::Param;
use tileir_ir::walk::{for_each_body_mut, walk_all};
use tileir_ir::{AttrData, Attribute, Body, Context, LocData, Location, NamedAttr, OpId, RegionId};

pub static GROUP: Group = Group {
    name: "cuda_tile-debuginfo",
    passes: PASSES,
    pipelines: &[],
};

const fn option(name: &'static str, kind: OptionKind, description: &'static str) -> OptionDef {
    OptionDef {
        name,
        kind,
        default: if matches!(kind, OptionKind::Bool) {
            "false"
        } else {
            ""
        },
        description,
    }
}

static PASSES: &[PassInfo] = &[
    PassInfo {
        argument: "synthesize-debug-info-scopes",
        name: "SynthesizeDebugInfoScopesPass",
        summary: "Synthesize debug info scope information for a module",
        anchor: PassAnchor::Op("cuda_tile.module"),
        status: PassStatus::Implemented,
        origin: PassOrigin::CudaTile,
        create: Some(|_| Ok(Box::new(SynthesizeScopes))),
        ..PassInfo::DEFAULT
    },
    PassInfo {
    argument: "test-debuginfo-update-symbol-name",
    name: "(anonymous namespace)::TestDebugInfoUpdateSymbolName",
    summary: "Test the debuginfo utilities to update symbol names",
    anchor: PassAnchor::Op("builtin.module"),
    options: &[
        option(
            "symbol-to-rename",
            OptionKind::String,
            "The symbol op to rename. Accepts a nested symbol specifier like outer::middle::inner.",
        ),
        option(
            "scope",
            OptionKind::String,
            "The scope for the rename. Accepts a nested symbol specifier like outer::middle::inner.",
        ),
        option(
            "new-name",
            OptionKind::String,
            "New name for the symbol. For outer::middle::inner, this would only replace inner.",
        ),
        option(
            "update-uses",
            OptionKind::Bool,
            "If the pass should also attempt to update uses of the symbol being renamed.",
        ),
    ],
    status: PassStatus::Implemented,
    origin: PassOrigin::CudaTile,
    create: Some(|o: &OptionValues| {
        Ok(Box::new(UpdateSymbolName {
            symbol: o.get("symbol-to-rename").as_str().to_string(),
            scope: o.get("scope").as_str().to_string(),
            new_name: o.get("new-name").as_str().to_string(),
            update_uses: o.get("update-uses").as_bool(),
        }))
    }),
    ..PassInfo::DEFAULT
}];

/// The function ops of a `cuda_tile.module` (its `FunctionOpInterface`s).
const FUNCTIONS: [&str; 2] = ["cuda_tile.entry", "cuda_tile.testing$func"];

struct SynthesizeScopes;

/// The first file position of a location (`extractFileLoc`): through
/// names and call sites (the caller); of a fused location, only a file
/// position directly in it.
fn file_position(ctx: &Context, loc: Location) -> Option<(Symbol, u32, u32)> {
    let mut loc = loc;
    loop {
        if let Some(p) = ctx.file_line_col_of(loc) {
            return Some(p);
        }
        match ctx.loc_data(loc) {
            LocData::Name {
                child: Some(child), ..
            } => loc = *child,
            LocData::CallSite { caller, .. } => loc = *caller,
            LocData::Fused { locs, .. } => {
                return locs.iter().find_map(|&l| ctx.file_line_col_of(l));
            }
            _ => return None,
        }
    }
}

/// Whether a `di_loc` is anywhere inside `loc`.
fn has_di_loc(ctx: &Context, loc: Location) -> bool {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        if ctx.file_line_col_of(l).is_some() {
            continue;
        }
        match ctx.loc_data(l) {
            LocData::Dialect(a) => {
                if matches!(ctx.attr_data(*a), AttrData::Dialect { name, .. } if ctx.str(*name) == "cuda_tile.di_loc")
                {
                    return true;
                }
            }
            LocData::Name {
                child: Some(child), ..
            } => stack.push(*child),
            LocData::CallSite { callee, caller } => stack.extend([*callee, *caller]),
            LocData::Fused { locs, .. } => stack.extend(locs.iter().copied()),
            _ => {}
        }
    }
    false
}

fn dialect_attr(ctx: &Context, name: &str, params: Vec<Param>) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        name: ctx.symbol(name),
        params: params.into(),
    })
}

/// `#cuda_tile.di_file` of a path: its file name and parent directory.
fn di_file(ctx: &Context, path: &str) -> Attribute {
    let (dir, name) = match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    };
    dialect_attr(
        ctx,
        "cuda_tile.di_file",
        vec![Param::String(name.into()), Param::String(dir.into())],
    )
}

impl Pass for SynthesizeScopes {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let unknown_file = || {
            dialect_attr(
                ctx,
                "cuda_tile.di_file",
                vec![Param::String("<unknown>".into()), Param::String("".into())],
            )
        };
        let module_file = match file_position(ctx, op.loc()) {
            Some((file, _, _)) => di_file(ctx, ctx.str(file)),
            None => unknown_file(),
        };
        let compile_unit = dialect_attr(
            ctx,
            "cuda_tile.di_compile_unit",
            vec![Param::Attr(module_file)],
        );
        // The functions of the module: its own region's top-level ops.
        let module = op.op();
        let regions: Vec<RegionId> = op.storage().regions(module).to_vec();
        let body = op.body_mut();
        let mut functions = Vec::new();
        for &r in &regions {
            for b in body.region_blocks(r) {
                functions.extend(body.block_ops(b).filter(|&f| {
                    FUNCTIONS.contains(&ctx.op_name_str(body.op_name(f)))
                        && !has_di_loc(ctx, body.op_loc(f))
                }));
            }
        }
        for f in functions {
            let name = body.attr(ctx, f, "sym_name");
            let Some(name) = name.and_then(|a| ctx.string_value(a)) else {
                continue;
            };
            let (file, fn_pos) = match file_position(ctx, body.op_loc(f)) {
                Some(p) => (di_file(ctx, ctx.str(p.0)), p),
                None => (
                    module_file,
                    (ctx.symbol(&file_name(ctx, module_file)), 1, 1),
                ),
            };
            let line = fn_pos.1 as i64;
            let subprogram = dialect_attr(
                ctx,
                "cuda_tile.di_subprogram",
                vec![
                    Param::Attr(file),
                    Param::Int(line),
                    Param::String(name.as_str().into()),
                    Param::String(name.as_str().into()),
                    Param::Attr(compile_unit),
                    Param::Int(line),
                ],
            );
            let scoped = |loc: Location| {
                let (file, line, col) = file_position(ctx, loc).unwrap_or(fn_pos);
                let position = ctx.file_line_col(file, line, col);
                let di_loc = dialect_attr(
                    ctx,
                    "cuda_tile.di_loc",
                    vec![Param::Attr(position.attr()), Param::Attr(subprogram)],
                );
                ctx.as_location(di_loc).unwrap_or(loc)
            };
            let loc = scoped(body.op_loc(f));
            body.set_op_loc(f, loc);
            let f_regions: Vec<RegionId> = body.regions(f).to_vec();
            let inner = if body.child_body(f).is_some() {
                body.child_body_mut(f).expect("checked above")
            } else {
                &mut *body
            };
            for_each_body_mut(inner, &f_regions, &mut |b, _, ops| {
                for &o in ops {
                    let loc = scoped(b.op_loc(o));
                    b.set_op_loc(o, loc);
                }
            });
        }
        Ok(PreservedAnalyses::none())
    }
}

/// The name of a `di_file`.
fn file_name(ctx: &Context, file: Attribute) -> String {
    match ctx.attr_data(file) {
        AttrData::Dialect { params, .. } => match params.first() {
            Some(Param::String(s)) => s.to_string(),
            _ => String::new(),
        },
        _ => String::new(),
    }
}

struct UpdateSymbolName {
    symbol: String,
    scope: String,
    new_name: String,
    update_uses: bool,
}

/// An op found by a walk: the address of the body storing it, and its id.
type OpKey = (usize, OpId);

fn key(body: &Body, op: OpId) -> OpKey {
    (body as *const Body as usize, op)
}

/// Follows `path` (`a::b::c`) from `root` through nested symbol tables:
/// the ops named along the way, outermost first.
fn lookup<'b>(ctx: &Context, root: &'b Body, root_op: OpId, path: &str) -> Vec<(&'b Body, OpId)> {
    let mut found = Vec::new();
    let (mut body, mut op) = (root, root_op);
    for name in path.split("::") {
        let inner = body.region_body(op);
        let next = body.regions(op).iter().find_map(|&r| {
            inner.region_blocks(r).find_map(|b| {
                inner.block_ops(b).find(|&o| {
                    inner
                        .attr(ctx, o, "sym_name")
                        .and_then(|a| ctx.string_value(a))
                        .is_some_and(|s| s == name)
                })
            })
        });
        let Some(next) = next else {
            return Vec::new();
        };
        (body, op) = (inner, next);
        found.push((body, op));
    }
    found
}

impl Pass for UpdateSymbolName {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let root = op.op();
        let storage = op.storage();
        let not_found = |what: &str| {
            let shown = what
                .split("::")
                .map(|s| format!("@{s}"))
                .collect::<Vec<_>>()
                .join("::");
            format!("could not find symbol op with name '{shown}'")
        };
        // The scope: the module, or the symbol the option names.
        let scope: (&Body, OpId) = if self.scope.is_empty() {
            (storage, root)
        } else {
            match lookup(ctx, storage, root, &self.scope).last() {
                Some(&s) => s,
                None => {
                    let d = Diagnostic::error(op.loc(), not_found(&self.scope));
                    cx.emit(d);
                    return Err(PassFailed);
                }
            }
        };
        let path = lookup(ctx, storage, root, &self.symbol);
        let Some(&(sym_body, sym)) = path.last() else {
            let d = Diagnostic::error(op.loc(), not_found(&self.symbol));
            cx.emit(d);
            return Err(PassFailed);
        };
        // The scope must enclose the symbol (or be it).
        let scope_key = key(scope.0, scope.1);
        let encloses =
            scope_key == key(storage, root) || path.iter().any(|&(b, o)| key(b, o) == scope_key);
        if !encloses {
            let d = Diagnostic::error(
                sym_body.op_loc(sym),
                "attempted to update symbol names in a scope that did not enclose the symbol itself",
            )
            .with_note(scope.0.op_loc(scope.1), "scope defined here");
            cx.emit(d);
            return Err(PassFailed);
        }
        let old_name = ctx.symbol(self.symbol.rsplit("::").next().unwrap_or_default());
        let new_name = ctx.symbol(&self.new_name);
        let mut replace: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        // The subprogram of the symbol's own `di_loc`, renamed.
        let sym_loc = sym_body.op_loc(sym);
        if let LocData::Dialect(di_loc) = ctx.loc_data(sym_loc) {
            if let Some(renamed) = renamed_subprogram(ctx, *di_loc, &self.new_name) {
                replace.insert(renamed.0, renamed.1);
            }
        }
        // References to the symbol: in its symbol table (the op holding it).
        let mut uses: FxHashSet<OpKey> = FxHashSet::default();
        if self.update_uses {
            let table = if path.len() >= 2 {
                path[path.len() - 2]
            } else {
                (storage, root)
            };
            walk_all(table.0, table.1, &mut |b, o| {
                uses.insert(key(b, o));
            });
        }
        let mut in_scope: FxHashSet<OpKey> = FxHashSet::default();
        if !replace.is_empty() {
            walk_all(scope.0, scope.1, &mut |b, o| {
                in_scope.insert(key(b, o));
            });
        }
        let sym_key = key(sym_body, sym);
        let mut memo: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        let mut update = |body: &mut Body, o: OpId| {
            let k = key(body, o);
            let mut subst = FxHashMap::default();
            if in_scope.contains(&k) {
                subst.clone_from(&replace);
            }
            let rename_refs = uses.contains(&k);
            if subst.is_empty() && !rename_refs && k != sym_key {
                return;
            }
            let mut rewrite = |a: Attribute| {
                rewrite_attr(
                    ctx,
                    a,
                    &subst,
                    rename_refs.then_some((old_name, new_name)),
                    &mut memo,
                )
            };
            if let Some(props) = body.props(o) {
                let new = rewrite(props);
                body.set_props(o, Some(new));
            }
            let dict = rewrite(body.attr_dict(o));
            body.set_attr_dict(o, dict);
            let loc = rewrite(body.op_loc(o).attr());
            if let Some(loc) = ctx.as_location(loc) {
                body.set_op_loc(o, loc);
            }
            if k == sym_key {
                let name = ctx.symbol("sym_name");
                body.set_attr(ctx, o, name, ctx.string_attr(&self.new_name));
            }
        };
        let regions: Vec<RegionId> = op.storage().regions(root).to_vec();
        let owned = op.owned_mut();
        update(&mut owned.body, owned.op);
        for_each_body_mut(op.body_mut(), &regions, &mut |body, _, ops| {
            for &o in ops {
                update(body, o);
            }
        });
        Ok(PreservedAnalyses::none())
    }
}

/// `(old subprogram, the same with linkage name new_name)` for the
/// subprogram scope of `di_loc`.
fn renamed_subprogram(
    ctx: &Context,
    di_loc: Attribute,
    new_name: &str,
) -> Option<(Attribute, Attribute)> {
    let AttrData::Dialect { params, .. } = ctx.attr_data(di_loc) else {
        return None;
    };
    let [_, Param::Attr(scope)] = &params[..] else {
        return None;
    };
    let AttrData::Dialect { name, params } = ctx.attr_data(*scope) else {
        return None;
    };
    if ctx.str(*name) != "cuda_tile.di_subprogram" {
        return None;
    }
    let mut params = params.to_vec();
    *params.get_mut(3)? = Param::String(new_name.into());
    let renamed = ctx.intern_attr(AttrData::Dialect {
        name: *name,
        params: params.into(),
    });
    Some((*scope, renamed))
}

/// `a` with every attribute of `subst` replaced inside it (through
/// locations, dialect attribute parameters, arrays and dictionaries), and
/// flat references to `rename.0` made to `rename.1`.
fn rewrite_attr(
    ctx: &Context,
    a: Attribute,
    subst: &FxHashMap<Attribute, Attribute>,
    rename: Option<(tileir_ir::context::Symbol, tileir_ir::context::Symbol)>,
    memo: &mut FxHashMap<Attribute, Attribute>,
) -> Attribute {
    if let Some(&b) = subst.get(&a) {
        return b;
    }
    if subst.is_empty() && rename.is_none() {
        return a;
    }
    // The memo holds results of one substitution and renaming only.
    let cacheable = rename.is_none();
    if cacheable {
        if let Some(&b) = memo.get(&a) {
            return b;
        }
    }
    let mut go = |x: Attribute| rewrite_attr(ctx, x, subst, rename, memo);
    let out = match ctx.attr_data(a).clone() {
        AttrData::SymbolRef { root, nested } => match rename {
            Some((old, new)) if root == old && nested.is_empty() => {
                ctx.intern_attr(AttrData::SymbolRef { root: new, nested })
            }
            _ => a,
        },
        AttrData::Array(elems) => {
            let elems: Vec<Attribute> = elems.iter().map(|&e| go(e)).collect();
            ctx.intern_attr(AttrData::Array(elems.into()))
        }
        AttrData::Dictionary(entries) => {
            let entries: Vec<NamedAttr> = entries
                .iter()
                .map(|e| NamedAttr {
                    name: e.name,
                    value: go(e.value),
                })
                .collect();
            ctx.dictionary_attr(entries)
        }
        AttrData::Dialect { name, params } => {
            let params: Vec<Param> = params
                .iter()
                .map(|p| match p {
                    Param::Attr(x) => Param::Attr(go(*x)),
                    other => other.clone(),
                })
                .collect();
            ctx.intern_attr(AttrData::Dialect {
                name,
                params: params.into(),
            })
        }
        AttrData::Loc(data) => {
            let loc = |x: tileir_ir::Location, go: &mut dyn FnMut(Attribute) -> Attribute| {
                ctx.as_location(go(x.attr())).unwrap_or(x)
            };
            let data = match data {
                LocData::Name { name, child } => LocData::Name {
                    name,
                    child: child.map(|c| loc(c, &mut go)),
                },
                LocData::CallSite { callee, caller } => LocData::CallSite {
                    callee: loc(callee, &mut go),
                    caller: loc(caller, &mut go),
                },
                LocData::Fused { locs, metadata } => LocData::Fused {
                    locs: locs.iter().map(|&l| loc(l, &mut go)).collect(),
                    metadata: metadata.map(&mut go),
                },
                LocData::Dialect(inner) => {
                    return ctx.as_location(go(inner)).map_or(a, |l| l.attr());
                }
                other => other,
            };
            ctx.intern_loc(data).attr()
        }
        _ => a,
    };
    if cacheable {
        memo.insert(a, out);
    }
    out
}
