//! `symbol-dce`: erases the symbols nothing can reach, as MLIR 22's
//! `SymbolDCE` pass does (upstream `mlir/lib/Transforms/SymbolDCE.cpp`).
//!
//! The pass runs on a symbol table (else it fails with upstream's error).
//! Liveness starts, in each symbol table, from every op that is not a
//! symbol and every symbol that must stay: one that is public, or any
//! symbol of a table that ops outside it can see (the root table when it is
//! a public or nested symbol with a parent; a nested table when it is a
//! public symbol of such a table). From each live op it follows the symbol
//! references its attributes and nested ops hold (not those inside nested
//! symbol tables, which have their own scope), resolved in the op's parent
//! symbol table (`@a::@b` makes both `@a` and `@b` live); references that
//! resolve to nothing are ignored. Nested symbol tables get the same
//! analysis, on the live ops' regions. An op with one region of a dialect
//! that is not loaded might be a symbol table no one knows about: then the
//! uses cannot be computed and the pass fails. Finally each symbol table
//! loses its symbols that were not found live.
//!
//! The analysis follows upstream's work-list order exactly (it decides, for
//! a symbol table reached through a nested reference, which visibility its
//! contents are judged by), with an explicit stack instead of recursion.

use super::symbols::{self, Visibility};
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::debug_counter::{self, DebugCounter};
use crate::options::OptionValues;
use crate::pass::{
    Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus, StatisticDef,
};
use crate::run::RunContext;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::sync::atomic::{AtomicU64, Ordering};
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{Body, Context, OpId, Symbol};

pub const INFO: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    summary: "Eliminate dead symbols",
    anchor: PassAnchor::Any,
    statistics: &[StatisticDef {
        name: "num-dce'd",
        description: "Number of symbols DCE'd",
    }],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SymbolDcePass::default()))
}

/// The pass, with its statistic summed over every op it ran on.
#[derive(Default)]
pub struct SymbolDcePass {
    num_dce: AtomicU64,
}

impl SymbolDcePass {
    /// Symbols erased so far (those inside an erased symbol included, as
    /// upstream counts them).
    pub fn erased(&self) -> u64 {
        self.num_dce.load(Ordering::Relaxed)
    }
}

impl Pass for SymbolDcePass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let (storage, anchor) = (op.storage(), op.op());
        if !symbols::is_symbol_table(ctx, storage, anchor) {
            let message =
                " was scheduled to run under SymbolDCE, but does not define a symbol table";
            cx.emit(cx.op_op_error(op, message));
            return Err(PassFailed);
        }
        let hidden = !(cx.has_parent() && symbols::is_symbol(ctx, storage, anchor))
            || symbols::visibility(ctx, storage, anchor) == Visibility::Private;
        let root = Node {
            body: storage,
            op: anchor,
            owner: (storage, anchor),
        };
        let mut liveness = Liveness {
            ctx,
            live: FxHashSet::default(),
            tables: FxHashMap::default(),
        };
        if let Err(at) = liveness.compute(root, hidden) {
            let message = "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses";
            cx.emit(cx.nested_op_error(at.body, at.op, at.owner, message));
            return Err(PassFailed);
        }
        let dead = DeadSymbols::find(ctx, root, &liveness.live);
        self.num_dce.fetch_add(dead.count, Ordering::Relaxed);
        let counter = cx.config.debug_counter.as_deref();
        dead.erase(ctx, op.body_mut(), counter);
        Ok(PreservedAnalyses::none())
    }
}

/// An op somewhere under the pass's op: the body storing it, and its
/// nearest isolated ancestor with the body storing that (for diagnostics).
#[derive(Clone, Copy)]
struct Node<'a> {
    body: &'a Body,
    op: OpId,
    owner: (&'a Body, OpId),
}

/// Identifies an op across the bodies of one run (bodies do not move while
/// the analysis borrows them).
type Key = (usize, OpId);

impl<'a> Node<'a> {
    fn key(self) -> Key {
        (std::ptr::from_ref(self.body) as usize, self.op)
    }

    /// The body holding this op's regions, and the owner of the ops there.
    fn inner(self) -> (&'a Body, (&'a Body, OpId)) {
        let owner = if self.body.child_body(self.op).is_some() {
            (self.body, self.op)
        } else {
            self.owner
        };
        (self.body.region_body(self.op), owner)
    }

    /// The ops directly inside this op's regions, in order.
    fn children(self) -> impl Iterator<Item = Node<'a>> {
        let (inner, owner) = self.inner();
        self.body.regions(self.op).iter().flat_map(move |&r| {
            inner.region_blocks(r).flat_map(move |b| {
                inner.block_ops(b).map(move |op| Node {
                    body: inner,
                    op,
                    owner,
                })
            })
        })
    }

    /// The ops of the first region (a symbol table's symbols), in order.
    fn table_entries(self) -> impl Iterator<Item = Node<'a>> {
        let (inner, owner) = self.inner();
        let region = self.body.regions(self.op).first().copied();
        region.into_iter().flat_map(move |r| {
            inner.region_blocks(r).flat_map(move |b| {
                inner.block_ops(b).map(move |op| Node {
                    body: inner,
                    op,
                    owner,
                })
            })
        })
    }
}

/// A step of the liveness work-list.
enum Item<'a> {
    /// A live op to propagate from; `table` is its parent when that is a
    /// symbol table (only then are its uses collected).
    Visit {
        node: Node<'a>,
        table: Option<Node<'a>>,
    },
    /// The uses a nested symbol table op holds, collected once its own
    /// contents are done.
    Uses {
        node: Node<'a>,
        table: Option<Node<'a>>,
    },
}

/// One symbol table's analysis (a call of upstream's `computeLiveness`).
struct Frame<'a> {
    hidden: bool,
    worklist: Vec<Item<'a>>,
}

struct Liveness<'a> {
    ctx: &'a Context,
    live: FxHashSet<Key>,
    /// Symbol tables looked up so far: their symbols by name.
    tables: FxHashMap<Key, FxHashMap<&'a [u8], Node<'a>>>,
}

impl<'a> Liveness<'a> {
    /// Marks what is live under `root`; on failure, the op whose uses
    /// could not be computed.
    fn compute(&mut self, root: Node<'a>, hidden: bool) -> Result<(), Node<'a>> {
        let mut frames = vec![self.seed(root, hidden)];
        while let Some(frame) = frames.last_mut() {
            let Some(item) = frame.worklist.pop() else {
                frames.pop();
                continue;
            };
            match item {
                Item::Visit { node, table } => {
                    if symbols::is_symbol_table(self.ctx, node.body, node.op) {
                        // The contents are hidden if this table is, or if it
                        // is not a symbol, or a private one.
                        let hidden = frame.hidden
                            || !symbols::is_symbol(self.ctx, node.body, node.op)
                            || symbols::visibility(self.ctx, node.body, node.op)
                                == Visibility::Private;
                        frame.worklist.push(Item::Uses { node, table });
                        let nested = self.seed(node, hidden);
                        frames.push(nested);
                    } else {
                        // Ops with regions might hold symbol tables.
                        frame.worklist.extend(
                            node.children()
                                .filter(|c| c.body.num_regions(c.op) != 0)
                                .map(|node| Item::Visit { node, table: None }),
                        );
                        self.collect_uses(node, table, &mut frame.worklist)?;
                    }
                }
                Item::Uses { node, table } => {
                    self.collect_uses(node, table, &mut frame.worklist)?
                }
            }
        }
        Ok(())
    }

    /// A table's analysis, with its non-symbols and the symbols that must
    /// stay to start from.
    fn seed(&mut self, table: Node<'a>, hidden: bool) -> Frame<'a> {
        let mut worklist = Vec::new();
        for node in table.table_entries() {
            if !symbols::is_symbol(self.ctx, node.body, node.op) {
                worklist.push(Item::Visit {
                    node,
                    table: Some(table),
                });
                continue;
            }
            // Only a symbol that is not public can be discarded unused.
            let visibility = symbols::visibility(self.ctx, node.body, node.op);
            let discardable =
                (hidden || visibility == Visibility::Private) && visibility != Visibility::Public;
            if !discardable && self.live.insert(node.key()) {
                worklist.push(Item::Visit {
                    node,
                    table: Some(table),
                });
            }
        }
        Frame { hidden, worklist }
    }

    /// Marks live what the symbol references held by `node` resolve to in
    /// `table`, queuing them.
    fn collect_uses(
        &mut self,
        node: Node<'a>,
        table: Option<Node<'a>>,
        worklist: &mut Vec<Item<'a>>,
    ) -> Result<(), Node<'a>> {
        let Some(table) = table else {
            return Ok(());
        };
        let refs = self.symbol_uses(node).ok_or(node)?;
        for (root, nested) in refs {
            let Some(resolved) = self.resolve(table, root, nested) else {
                continue;
            };
            for (symbol, parent) in resolved {
                if self.live.insert(symbol.key()) {
                    worklist.push(Item::Visit {
                        node: symbol,
                        table: Some(parent),
                    });
                }
            }
        }
        Ok(())
    }

    /// MLIR's `SymbolTable::getSymbolUses(op)`: the references on the op
    /// and, unless it is a symbol table, on the ops nested in it outside
    /// nested symbol tables. `None` if one of those ops might be an
    /// unknown symbol table.
    #[allow(clippy::type_complexity)]
    fn symbol_uses(&self, node: Node<'a>) -> Option<Vec<(Symbol, &'a [Symbol])>> {
        let ctx = self.ctx;
        let mut refs = Vec::new();
        if symbols::is_potentially_unknown_symbol_table(ctx, node.body, node.op) {
            return None;
        }
        symbols::for_each_symbol_ref(ctx, node.body, node.op, |r, n| refs.push((r, n)));
        if symbols::is_symbol_table(ctx, node.body, node.op) {
            return Some(refs);
        }
        // Regions last in, first out, as upstream's walk goes.
        let (inner, _) = node.inner();
        let mut regions: Vec<(&Body, tileir_ir::RegionId)> = node
            .body
            .regions(node.op)
            .iter()
            .map(|&r| (inner, r))
            .collect();
        while let Some((body, region)) = regions.pop() {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    if symbols::is_potentially_unknown_symbol_table(ctx, body, op) {
                        return None;
                    }
                    symbols::for_each_symbol_ref(ctx, body, op, |r, n| refs.push((r, n)));
                    if !symbols::is_symbol_table(ctx, body, op) {
                        let nested = body.region_body(op);
                        regions.extend(body.regions(op).iter().map(|&r| (nested, r)));
                    }
                }
            }
        }
        Some(refs)
    }

    /// MLIR's `lookupSymbolIn(table, @root::@nested...)`: every symbol on
    /// the path with the table it is in, or `None` if a step fails.
    #[allow(clippy::type_complexity)]
    fn resolve(
        &mut self,
        table: Node<'a>,
        root: Symbol,
        nested: &[Symbol],
    ) -> Option<SmallVec<[(Node<'a>, Node<'a>); 2]>> {
        let mut path = SmallVec::new();
        let mut scope = table;
        for (i, &name) in std::iter::once(&root).chain(nested).enumerate() {
            if i > 0 && !symbols::is_symbol_table(self.ctx, scope.body, scope.op) {
                return None;
            }
            let symbol = self.lookup(scope, name)?;
            path.push((symbol, scope));
            scope = symbol;
        }
        Some(path)
    }

    /// The symbol named `name` in `table` (the first op of its first block
    /// with that `sym_name`).
    fn lookup(&mut self, table: Node<'a>, name: Symbol) -> Option<Node<'a>> {
        let ctx = self.ctx;
        let symbols = self.tables.entry(table.key()).or_insert_with(|| {
            let mut by_name = FxHashMap::default();
            let first_block = table
                .table_entries()
                .next()
                .and_then(|n| n.body.parent_block(n.op));
            for node in table.table_entries() {
                if node.body.parent_block(node.op) != first_block {
                    break;
                }
                if let Some(name) = symbols::sym_name(ctx, node.body, node.op) {
                    by_name.entry(name).or_insert(node);
                }
            }
            by_name
        });
        symbols.get(ctx.str(name).as_bytes()).copied()
    }
}

/// The symbols to erase, found before anything changes: by body (index 0
/// is the pass's op's body; each other body is the child body of an op of
/// an earlier one).
struct DeadSymbols {
    /// For each body but the first: (its parent body, the op owning it).
    bodies: Vec<(usize, OpId)>,
    /// Dead symbols not inside another dead symbol, by body.
    dead: Vec<(usize, OpId)>,
    /// Every dead symbol, those inside dead ones too (the statistic).
    count: u64,
}

impl DeadSymbols {
    fn find(ctx: &Context, root: Node<'_>, live: &FxHashSet<Key>) -> DeadSymbols {
        let mut found = DeadSymbols {
            bodies: vec![(0, root.op)],
            dead: Vec::new(),
            count: 0,
        };
        let mut dead_keys = FxHashSet::default();
        // (op, index of the body holding its regions, inside a dead symbol)
        let mut stack = vec![(root, 0usize, false)];
        while let Some((node, inner_index, in_dead)) = stack.pop() {
            if symbols::is_symbol_table(ctx, node.body, node.op) {
                for entry in node.table_entries() {
                    if symbols::is_symbol(ctx, entry.body, entry.op) && !live.contains(&entry.key())
                    {
                        found.count += 1;
                        dead_keys.insert(entry.key());
                        if !in_dead {
                            found.dead.push((inner_index, entry.op));
                        }
                    }
                }
            }
            let children: SmallVec<[Node<'_>; 8]> = node.children().collect();
            for child in children.into_iter().rev() {
                let child_in_dead = in_dead || dead_keys.contains(&child.key());
                let child_inner = if child.body.child_body(child.op).is_some() {
                    found.bodies.push((inner_index, child.op));
                    found.bodies.len() - 1
                } else {
                    inner_index
                };
                stack.push((child, child_inner, child_in_dead));
            }
        }
        found
    }

    /// Erases the dead symbols from `root`, the pass's op's body, each as
    /// the `symbol-dce-erase` debug counter allows.
    fn erase(mut self, ctx: &Context, root: &mut Body, counter: Option<&DebugCounter>) {
        self.dead
            .sort_unstable_by_key(|&(body, op)| (body, op.index()));
        let mut start = 0;
        while start < self.dead.len() {
            let index = self.dead[start].0;
            let end = start + self.dead[start..].partition_point(|&(b, _)| b == index);
            // The chain of owning ops from the root body down to this one.
            let mut chain = Vec::new();
            let mut at = index;
            while at != 0 {
                let (parent, op) = self.bodies[at];
                chain.push(op);
                at = parent;
            }
            let mut body = &mut *root;
            for &op in chain.iter().rev() {
                body = body
                    .child_body_mut(op)
                    .expect("the bodies of live ops are still there");
            }
            let mut rw = Rewriter::new(ctx, body);
            for &(_, op) in &self.dead[start..end] {
                if debug_counter::allows(counter, debug_counter::SYMBOL_DCE_ERASE) {
                    rw.erase_op(op);
                }
            }
            start = end;
        }
    }
}
