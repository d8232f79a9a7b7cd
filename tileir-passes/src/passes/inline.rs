//! `inline`: inlines calls, as MLIR 22's `Inliner` pass does (upstream
//! `InlinerPass.cpp`, `Utils/Inliner.cpp`, `Utils/InliningUtils.cpp`,
//! `Analysis/CallGraph.cpp`).
//!
//! The call graph has a node per callable (an op declaring
//! `CallableOpInterface` with a non-empty body) of the symbol table the
//! pass runs on, and an edge per call in it to the callable its symbol
//! names (or to the unknown callee). Its strongly connected components are
//! visited bottom-up, in the order LLVM's `scc_iterator` gives from the
//! external caller node. For each component, up to `max-iterations` times:
//! the component's callables are optimized with their pipeline
//! (`op-pipelines` for their op name, else `default-pipeline`), then every
//! call in them is inlined when the callee is not the caller, not
//! recursive with it, not an ancestor of the call, can live in the
//! caller's region (several blocks need a region that allows them) and is
//! small enough (`inlining-threshold`), and when every dialect involved
//! says it is legal. Calls that inlining brings in are tried too, unless
//! they would inline a callee already inlined on their way (the inline
//! history). A callable that may be discarded (not public; private too
//! unless every use of the table's symbols is visible) whose last use is
//! inlined, or that has no uses, is erased at the end.
//!
//! Inlining a call splits its block after it, copies the callee's body in
//! between with its arguments mapped to the call's operands and its
//! locations rewritten to `callsite(loc at call-loc)`, then either merges a
//! single block back (its terminator's operands replacing the call's
//! results) or turns each block's return into a branch to the split-off
//! block, whose new arguments replace the results.
//!
//! A symbol table nested in the table (a module, a `gpu.module`) is a
//! graph of its own, recursively, visited where upstream's one graph of
//! everything would reach its callables: before the components found from
//! the first callable after it.
//!
//! A callable nested in a callable of the table (not isolated: a
//! `test.functional_region_op`) is a node too, a child of the one holding
//! it, which then gets no pipeline (upstream's rule); a call of the value
//! it defines (`call_indirect`) calls it, and inlines a copy of it.
//!
//! Differences from upstream: a call from one symbol table into another
//! (`@m::@f`) goes to the unknown callee; a nested callable that uses
//! values from around it is not inlined; and locations inside isolated ops
//! of an inlined body keep their value.

use super::symbols;
use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::manager::OpPassManager;
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::pipeline_text::{parse_pipeline_into, parse_pipeline_with};
use crate::registry::registry;
use crate::run::RunContext;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use tileir_ir::attributes::LocData;
use tileir_ir::call::{
    call_args, call_interface, callable_interface, dialect_inliner, CallOpInterface, Callee,
};
use tileir_ir::dialect::{OpRef, Traits};
use tileir_ir::rewriter::{clone_op_into, Rewriter};
use tileir_ir::{
    AttrData, BlockId, Body, Context, Location, OpId, RegionId, Symbol, Type, ValueMap,
};

pub const INFO: PassInfo = PassInfo {
    argument: "inline",
    name: "Inliner",
    summary: "Inline function calls",
    anchor: PassAnchor::Any,
    options: &[
        OptionDef {
            name: "default-pipeline",
            kind: OptionKind::String,
            default: "canonicalize",
            description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
        },
        OptionDef {
            name: "op-pipelines",
            kind: OptionKind::List(&OptionKind::Pipeline),
            default: "",
            description: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        },
        OptionDef {
            name: "max-iterations",
            kind: OptionKind::UInt { bits: 32 },
            default: "4",
            description: "Maximum number of iterations when inlining within an SCC",
        },
        OptionDef {
            name: "inlining-threshold",
            kind: OptionKind::UInt { bits: 32 },
            default: "4294967295",
            description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
        },
    ],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(options: &OptionValues) -> Result<Box<dyn Pass>, String> {
    let default_pipeline = options.get("default-pipeline").as_str().to_string();
    let mut op_pipelines: Vec<(String, String)> = Vec::new();
    for value in options.get("op-pipelines").as_list() {
        let text = value.as_str();
        if let Ok(pm) = parse_pipeline_with(registry(), text) {
            if !pm.is_empty() && !op_pipelines.iter().any(|(n, _)| n == pm.anchor_name()) {
                op_pipelines.push((pm.anchor_name().to_string(), text.to_string()));
            }
        }
    }
    Ok(Box::new(InlinerPass {
        default_pipeline,
        op_pipelines,
        max_iterations: options.get("max-iterations").as_u64(),
        threshold: options.get("inlining-threshold").as_u64(),
    }))
}

/// The pass, with its options.
pub struct InlinerPass {
    /// Unanchored pipeline text; empty: none.
    default_pipeline: String,
    /// (op name, anchored pipeline text).
    op_pipelines: Vec<(String, String)>,
    max_iterations: u64,
    /// Maximum callee/caller op-count ratio, in percent.
    threshold: u64,
}

impl Pass for InlinerPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let is_table = ctx
            .op_def(op.name())
            .is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
        if !is_table {
            let d = cx.op_op_error(
                op,
                " was scheduled to run under the inliner, but does not define a symbol table",
            );
            cx.emit(d);
            return Err(PassFailed);
        }
        // MLIR's inliner gets the call graph from the analysis manager, so
        // timing shows it as `(A) CallGraph`.
        let graph = am.compute_owned("CallGraph", op, || {
            CallGraph::build(ctx, op.body(), op.storage().regions(op.op()))
        });
        let all_uses_visible = !cx.has_parent()
            || op.sym_name().is_none()
            || symbols::visibility(ctx, op.storage(), op.op()) == symbols::Visibility::Private;
        self.inline_table(op, graph, all_uses_visible, cx)
            .map(|()| PreservedAnalyses::none())
    }
}

impl InlinerPass {
    /// Inlines in `op`'s symbol table, whose callables are `graph`'s, and in
    /// the symbol tables nested in it (each a graph of its own, visited
    /// where upstream's one graph would reach it, as if no call crossed
    /// tables). `all_uses_visible`
    /// as MLIR's `walkSymbolTables` passes it down: a nested table sees all
    /// uses of its symbols when its parent does or it is private.
    fn inline_table(
        &self,
        op: &mut OpHandle<'_>,
        graph: CallGraph,
        all_uses_visible: bool,
        cx: &mut RunContext<'_>,
    ) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        let body = op.body();
        let nested: Vec<(OpId, bool)> = graph
            .table_ops
            .iter()
            .copied()
            .filter(|o| !graph.node_of.contains_key(o))
            .filter(|&o| {
                ctx.op_def(body.op_name(o))
                    .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
            })
            .map(|o| {
                let visible = all_uses_visible
                    || symbols::sym_name(ctx, body, o).is_none()
                    || symbols::visibility(ctx, body, o) == symbols::Visibility::Private;
                (o, visible)
            })
            .collect();
        let uses = UseList::new(ctx, op.body(), &graph, all_uses_visible);
        let mut run = Inliner {
            pass: self,
            graph,
            uses,
            pipelines: FxHashMap::default(),
            dead: Vec::new(),
        };
        let result = run.run(op, cx, &nested);
        // Callables proven dead go, whatever happened.
        let dead = std::mem::take(&mut run.dead);
        let mut rw = Rewriter::new(ctx, op.body_mut());
        for node in dead {
            let callable = run.graph.nodes[node].op;
            if !rw.body().is_erased(callable) {
                rw.erase_op(callable);
            }
        }
        result
    }

    /// Inlines in `table`, a symbol table nested in `op` (see
    /// [`InlinerPass::inline_table`]).
    fn inline_nested_table(
        &self,
        op: &mut OpHandle<'_>,
        table: OpId,
        all_uses_visible: bool,
        cx: &mut RunContext<'_>,
    ) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        let Some(mut owned) = op.body_mut().detach_isolated(table) else {
            return Ok(());
        };
        let mut handle = OpHandle::new(ctx, &mut owned);
        let graph = CallGraph::build(ctx, handle.body(), handle.storage().regions(handle.op()));
        let result = self.inline_table(&mut handle, graph, all_uses_visible, cx);
        op.body_mut().reattach_isolated(table, owned);
        result
    }
}

// ===== the call graph =====

/// A callable of the symbol table.
struct Node {
    /// The callable op, in the table's body.
    op: OpId,
    /// Its body region (in its own body, or in its host's).
    region: RegionId,
    /// For a callable nested in a callable of the table (not isolated, a
    /// `test.functional_region_op`): that callable, whose body stores it.
    host: Option<usize>,
    /// Whether callables are nested in it (child edges).
    has_children: bool,
    /// The nodes nested in it, then those its calls call, each once, in
    /// the order first met (the external node's edges to every table
    /// callable are implicit).
    edges: Vec<usize>,
}

/// MLIR's `CallGraph`, for the callables directly in one symbol table.
/// Node indices: the callables in order, then the unknown callee, then the
/// external caller.
struct CallGraph {
    nodes: Vec<Node>,
    /// The ops of the table, in order.
    table_ops: Vec<OpId>,
    /// The table's symbols by name.
    table: FxHashMap<Symbol, OpId>,
    /// Callable op of the table -> node.
    node_of: FxHashMap<OpId, usize>,
    /// (table callable, callable op in its body) -> nested node.
    nested_of: FxHashMap<(usize, OpId), usize>,
    /// The number of the table's callables (the first nodes).
    top: usize,
}

impl CallGraph {
    fn build(ctx: &Context, body: &Body, regions: &[RegionId]) -> CallGraph {
        let mut graph = CallGraph {
            nodes: Vec::new(),
            table_ops: Vec::new(),
            table: FxHashMap::default(),
            node_of: FxHashMap::default(),
            nested_of: FxHashMap::default(),
            top: 0,
        };
        let top: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b| body.block_ops(b))
            .collect();
        for &o in &top {
            if let Some(name) = symbols::sym_name(ctx, body, o) {
                if let Ok(name) = std::str::from_utf8(name) {
                    graph.table.entry(ctx.symbol(name)).or_insert(o);
                }
            }
            if let Some(region) = callable_region(ctx, body, o) {
                graph.node_of.insert(o, graph.nodes.len());
                graph.nodes.push(Node {
                    op: o,
                    region,
                    host: None,
                    has_children: false,
                    edges: Vec::new(),
                });
            }
        }
        graph.top = graph.nodes.len();
        // Callables nested in the table's (MLIR's nodes of callable regions
        // found under another node), with a child edge from their parent.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); graph.top];
        for n in 0..graph.top {
            let inner = body.region_body(graph.nodes[n].op);
            let mut stack: Vec<(OpId, usize)> = region_ops(inner, graph.nodes[n].region)
                .into_iter()
                .rev()
                .map(|o| (o, n))
                .collect();
            while let Some((o, parent)) = stack.pop() {
                if inner.child_body(o).is_some() || call_interface(ctx, inner, o).is_some() {
                    continue;
                }
                let mut parent = parent;
                if let Some(region) = callable_region(ctx, inner, o) {
                    let m = graph.nodes.len();
                    graph.nodes.push(Node {
                        op: o,
                        region,
                        host: Some(n),
                        has_children: false,
                        edges: Vec::new(),
                    });
                    graph.nested_of.insert((n, o), m);
                    children.push(Vec::new());
                    children[parent].push(m);
                    parent = m;
                }
                let mut nested: Vec<(OpId, usize)> = Vec::new();
                for &r in inner.regions(o) {
                    nested.extend(region_ops(inner, r).into_iter().map(|x| (x, parent)));
                }
                stack.extend(nested.into_iter().rev());
            }
        }
        // (`children` has one entry per node.)
        for (n, child_edges) in children.iter_mut().enumerate() {
            let home = graph.home(n);
            let region = graph.nodes[n].region;
            let inner = body.region_body(graph.nodes[home].op);
            let mut edges: Vec<usize> = std::mem::take(child_edges);
            graph.nodes[n].has_children = !edges.is_empty();
            let mut seen: FxHashSet<usize> = edges.iter().copied().collect();
            let mut stack: Vec<OpId> = region_ops(inner, region);
            stack.reverse();
            while let Some(o) = stack.pop() {
                if let Some(call) = call_interface(ctx, inner, o) {
                    let target = graph
                        .resolve(ctx, inner, home, o, call)
                        .unwrap_or(graph.unknown());
                    if seen.insert(target) {
                        edges.push(target);
                    }
                    continue;
                }
                if inner.child_body(o).is_some() || graph.nested_of.contains_key(&(home, o)) {
                    continue;
                }
                let mut nested: Vec<OpId> = Vec::new();
                for &r in inner.regions(o) {
                    nested.extend(region_ops(inner, r));
                }
                stack.extend(nested.into_iter().rev());
            }
            graph.nodes[n].edges = edges;
        }
        graph.table_ops = top;
        graph
    }

    fn unknown(&self) -> usize {
        self.nodes.len()
    }

    /// The table callable whose body stores `node`'s region.
    fn home(&self, node: usize) -> usize {
        self.nodes[node].host.unwrap_or(node)
    }

    fn external(&self) -> usize {
        self.nodes.len() + 1
    }

    /// The node a flat symbol names, if it is a callable of the table.
    fn lookup(&self, name: Symbol) -> Option<usize> {
        self.node_of.get(self.table.get(&name)?).copied()
    }

    /// The node `call` (in `body`, the body of table callable `home`)
    /// calls, if it is one of the graph's callables: a symbol of the table,
    /// or a value a callable nested in `home` defines (MLIR's
    /// `resolveCallable`, the unknown node being `None`).
    fn resolve(
        &self,
        ctx: &Context,
        body: &Body,
        home: usize,
        call: OpId,
        iface: &CallOpInterface,
    ) -> Option<usize> {
        match (iface.callee)(OpRef {
            ctx,
            body,
            op: call,
        })? {
            Callee::Symbol(attr) => match ctx.attr_data(attr) {
                AttrData::SymbolRef { root, nested } if nested.is_empty() => self.lookup(*root),
                _ => None,
            },
            Callee::Value(v) => {
                let def = body.defining_op(v)?;
                self.nested_of.get(&(home, def)).copied()
            }
        }
    }

    /// The children of a node in the graph LLVM's SCC iterator walks.
    fn children(&self, node: usize) -> Vec<usize> {
        if node == self.external() {
            (0..self.top).collect()
        } else if node == self.unknown() {
            Vec::new()
        } else {
            self.nodes[node].edges.clone()
        }
    }

    /// The strongly connected components, callees first, as LLVM's
    /// `scc_iterator` produces them from the external node (each in its
    /// order: the last node reached first), each with the external node's
    /// child it was found from (`None` for the external node's own).
    fn sccs(&self) -> Vec<(Vec<usize>, Option<usize>)> {
        let total = self.nodes.len() + 2;
        const DONE: u32 = u32::MAX;
        let mut number = vec![0u32; total];
        let mut visits = 0u32;
        let mut scc_stack: Vec<usize> = Vec::new();
        // (node, its children, next child, lowest number reached).
        let mut stack: Vec<(usize, Vec<usize>, usize, u32)> = Vec::new();
        let mut out = Vec::new();
        let mut visit = |n: usize,
                         number: &mut Vec<u32>,
                         scc_stack: &mut Vec<usize>,
                         stack: &mut Vec<(usize, Vec<usize>, usize, u32)>| {
            visits += 1;
            number[n] = visits;
            scc_stack.push(n);
            stack.push((n, self.children(n), 0, visits));
        };
        visit(self.external(), &mut number, &mut scc_stack, &mut stack);
        while let Some(top) = stack.last_mut() {
            if top.2 < top.1.len() {
                let child = top.1[top.2];
                top.2 += 1;
                if number[child] == 0 {
                    visit(child, &mut number, &mut scc_stack, &mut stack);
                } else if number[child] < top.3 {
                    top.3 = number[child];
                }
                continue;
            }
            let (node, _, _, low) = stack.pop().expect("not empty");
            if let Some(parent) = stack.last_mut() {
                parent.3 = parent.3.min(low);
            }
            if low != number[node] {
                continue;
            }
            let mut scc = Vec::new();
            loop {
                let n = scc_stack.pop().expect("the node is on the stack");
                number[n] = DONE;
                scc.push(n);
                if n == node {
                    break;
                }
            }
            let root = match stack.get(1) {
                Some(s) => Some(s.0),
                None if node != self.external() => Some(node),
                None => None,
            };
            out.push((scc, root));
        }
        out
    }

    /// Whether `node` is a callable (not the unknown or external node).
    fn is_callable(&self, node: usize) -> bool {
        node < self.nodes.len()
    }
}

/// The body region of a callable op, if it has one that is not empty.
fn callable_region(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let callable = callable_interface(ctx, body, op)?;
    let region = *body.regions(op).get(callable.region)?;
    let inner = body.region_body(op);
    (!inner.region_is_empty(region)).then_some(region)
}

/// The ops directly in `region`, block by block.
fn region_ops(body: &Body, region: RegionId) -> Vec<OpId> {
    body.region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect()
}

// ===== the use list =====

/// The uses of discardable callables held by one callable.
#[derive(Default, Clone)]
struct CgUser {
    /// Referenced from the callable op's own attributes (counted once).
    top: Vec<usize>,
    /// Referenced from ops inside it, with their count.
    inner: FxHashMap<usize, i64>,
}

/// MLIR's `CGUseList`: how many symbol uses each discardable (private)
/// callable has, and which callables hold them.
struct UseList {
    discardable: FxHashMap<usize, i64>,
    users: Vec<CgUser>,
}

impl UseList {
    /// `all_uses_visible`: no symbol of the table can be used from outside
    /// it (MLIR's `walkSymbolTables` flag for the table: the table is the
    /// top-level op, not a symbol, or private).
    fn new(ctx: &Context, body: &Body, graph: &CallGraph, all_uses_visible: bool) -> UseList {
        let mut uses = UseList {
            discardable: FxHashMap::default(),
            users: vec![CgUser::default(); graph.nodes.len()],
        };
        let mut always_live: FxHashSet<usize> = FxHashSet::default();
        // Every op of the table: a callable that is not public (and, unless
        // every use is visible, private) may be discarded once unused; the
        // references of the other ops keep their targets alive.
        for &o in &graph.table_ops {
            if let Some(&n) = graph.node_of.get(&o) {
                let visibility = symbols::visibility(ctx, body, o);
                if symbols::is_symbol(ctx, body, o)
                    && visibility != symbols::Visibility::Public
                    && (all_uses_visible || visibility == symbols::Visibility::Private)
                {
                    uses.discardable.entry(n).or_insert(0);
                }
                continue;
            }
            symbol_uses(ctx, body, o, graph, &mut |node, _| {
                always_live.insert(node);
            });
        }
        for n in always_live {
            uses.discardable.remove(&n);
        }
        for n in 0..graph.top {
            uses.recompute(ctx, body, graph, n);
        }
        uses
    }

    /// Drops the uses the inlined `call` (in `user`'s body) held.
    fn drop_call_uses(
        &mut self,
        ctx: &Context,
        body: &Body,
        graph: &CallGraph,
        user: usize,
        call: OpId,
    ) {
        let mut refs: Vec<usize> = Vec::new();
        for_each_ref(ctx, body, call, graph, &mut |n| refs.push(n));
        for n in refs {
            if let Some(count) = self.users[user].inner.get_mut(&n) {
                *count -= 1;
                *self.discardable.entry(n).or_insert(0) -= 1;
            }
        }
    }

    /// Forgets `node` (inlined in place): the uses it held go.
    fn erase_node(&mut self, node: usize) {
        let held = std::mem::take(&mut self.users[node]);
        self.decrement(&held);
        self.discardable.remove(&node);
    }

    fn is_dead(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&0)
    }

    fn has_one_use_and_discardable(&self, node: usize) -> bool {
        self.discardable.get(&node) == Some(&1)
    }

    /// Recounts the uses `node` holds (its callable op and what is in it).
    fn recompute(&mut self, ctx: &Context, body: &Body, graph: &CallGraph, node: usize) {
        let old = std::mem::take(&mut self.users[node]);
        self.decrement(&old);
        let mut fresh = CgUser::default();
        let op = graph.nodes[node].op;
        let discardable = &mut self.discardable;
        symbol_uses(ctx, body, op, graph, &mut |target, top_level| {
            let Some(count) = discardable.get_mut(&target) else {
                return;
            };
            if !top_level {
                *fresh.inner.entry(target).or_insert(0) += 1;
            } else if fresh.top.contains(&target) {
                return;
            } else {
                fresh.top.push(target);
            }
            *count += 1;
        });
        self.users[node] = fresh;
    }

    /// After a copy of `callee` went into `caller`: `caller` holds the uses
    /// `callee` held inside it.
    fn merge_after_inlining(&mut self, callee: usize, caller: usize) {
        let inner: Vec<(usize, i64)> = self.users[callee]
            .inner
            .iter()
            .map(|(&n, &c)| (n, c))
            .collect();
        for (n, c) in inner {
            *self.users[caller].inner.entry(n).or_insert(0) += c;
            *self.discardable.entry(n).or_insert(0) += c;
        }
    }

    fn decrement(&mut self, uses: &CgUser) {
        for &n in &uses.top {
            *self.discardable.entry(n).or_insert(0) -= 1;
        }
        for (&n, &c) in &uses.inner {
            *self.discardable.entry(n).or_insert(0) -= c;
        }
    }
}

/// Calls `found(node, top_level)` for each reference to a callable of the
/// table held by `op` (an op of the table's body) or the ops inside it;
/// `top_level` when `op` itself holds it. The references inside a nested
/// symbol table are its own scope's, not the table's (MLIR's
/// `walkSymbolUses` does not enter one).
fn symbol_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    graph: &CallGraph,
    found: &mut dyn FnMut(usize, bool),
) {
    for_each_ref(ctx, body, op, graph, &mut |n| found(n, true));
    if is_symbol_table(ctx, body, op) {
        return;
    }
    let inner = body.region_body(op);
    for &r in body.regions(op) {
        inner.walk_region_preorder(r, |o| {
            for_each_nested_ref(ctx, inner, o, graph, &mut |n| found(n, false));
        });
    }
}

fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op))
        .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// The callables `op`'s own attributes reference.
fn for_each_ref(
    ctx: &Context,
    body: &Body,
    op: OpId,
    graph: &CallGraph,
    found: &mut dyn FnMut(usize),
) {
    symbols::for_each_symbol_ref(ctx, body, op, |root, nested| {
        if nested.is_empty() {
            if let Some(n) = graph.lookup(root) {
                found(n);
            }
        }
    });
}

/// Like [`for_each_ref`], and through the bodies of isolated ops too.
fn for_each_nested_ref(
    ctx: &Context,
    body: &Body,
    op: OpId,
    graph: &CallGraph,
    found: &mut dyn FnMut(usize),
) {
    for_each_ref(ctx, body, op, graph, found);
    if is_symbol_table(ctx, body, op) {
        return;
    }
    if let Some(child) = body.child_body(op) {
        for &r in body.regions(op) {
            child.walk_region_preorder(r, |o| for_each_nested_ref(ctx, child, o, graph, found));
        }
    }
}

// ===== the inliner =====

/// A call to inline: the call (in the source node's body), the node it is
/// in, the node it calls.
#[derive(Clone, Copy)]
struct ResolvedCall {
    call: OpId,
    source: usize,
    target: usize,
}

/// One run of the pass.
struct Inliner<'p> {
    pass: &'p InlinerPass,
    graph: CallGraph,
    uses: UseList,
    /// Optimization pipelines by op name (`None`: no pipeline).
    pipelines: FxHashMap<String, Option<OpPassManager>>,
    /// Callables to erase at the end.
    dead: Vec<usize>,
}

impl Inliner<'_> {
    /// Visits the SCCs; a nested symbol table (`nested`, in table order)
    /// is inlined in where upstream's one graph would reach its callables:
    /// before the SCCs found from the first callable after it.
    fn run(
        &mut self,
        op: &mut OpHandle<'_>,
        cx: &mut RunContext<'_>,
        nested: &[(OpId, bool)],
    ) -> Result<(), PassFailed> {
        let position: FxHashMap<OpId, usize> = self
            .graph
            .table_ops
            .iter()
            .enumerate()
            .map(|(i, &o)| (o, i))
            .collect();
        let mut next_table = 0;
        for (mut scc, root) in self.graph.sccs() {
            let until = root
                .filter(|&r| self.graph.is_callable(r))
                .map_or(usize::MAX, |r| position[&self.graph.nodes[r].op]);
            while next_table < nested.len() && position[&nested[next_table].0] < until {
                let (table, visible) = nested[next_table];
                next_table += 1;
                self.pass.inline_nested_table(op, table, visible, cx)?;
            }
            self.inline_scc(op, cx, &mut scc)?;
        }
        for &(table, visible) in &nested[next_table..] {
            self.pass.inline_nested_table(op, table, visible, cx)?;
        }
        Ok(())
    }

    /// MLIR's `inlineSCC`: optimize, inline, until nothing is inlined or
    /// the iteration limit.
    fn inline_scc(
        &mut self,
        op: &mut OpHandle<'_>,
        cx: &mut RunContext<'_>,
        scc: &mut Vec<usize>,
    ) -> Result<(), PassFailed> {
        let mut iteration = 0;
        loop {
            self.optimize_scc(op, cx, scc)?;
            if !self.inline_calls_in_scc(op, cx.ctx, scc) {
                break;
            }
            iteration += 1;
            if iteration >= self.pass.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs each callable's pipeline on it, then recounts its uses.
    fn optimize_scc(
        &mut self,
        op: &mut OpHandle<'_>,
        cx: &mut RunContext<'_>,
        scc: &[usize],
    ) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        let nodes: Vec<usize> = scc
            .iter()
            .copied()
            .filter(|&n| self.graph.is_callable(n))
            // A nested callable is not isolated: no pipeline runs on it; nor
            // on one holding nested callables (upstream's optimizeSCC: it
            // could erase them).
            .filter(|&n| self.graph.nodes[n].host.is_none() && !self.graph.nodes[n].has_children)
            .filter(|&n| {
                let callable = self.graph.nodes[n].op;
                ctx.op_def(op.body().op_name(callable))
                    .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
            })
            .collect();
        if nodes.is_empty() {
            return Ok(());
        }
        let mut failed = false;
        for &n in &nodes {
            let callable = self.graph.nodes[n].op;
            let name = ctx.op_name_str(op.body().op_name(callable)).to_string();
            if let Some(pm) = self.pipeline(ctx, &name, cx) {
                failed |= cx.run_pipeline_on_child(pm, op, callable).is_err();
            }
        }
        if failed {
            return Err(PassFailed);
        }
        for &n in &nodes {
            self.uses.recompute(ctx, op.body(), &self.graph, n);
        }
        Ok(())
    }

    /// The pipeline for callables named `name`, built once.
    fn pipeline(
        &mut self,
        ctx: &Context,
        name: &str,
        cx: &mut RunContext<'_>,
    ) -> Option<&OpPassManager> {
        if !self.pipelines.contains_key(name) {
            let built = self.build_pipeline(ctx, name, cx);
            self.pipelines.insert(name.to_string(), built);
        }
        self.pipelines.get(name).and_then(|p| p.as_ref())
    }

    fn build_pipeline(
        &self,
        ctx: &Context,
        name: &str,
        cx: &mut RunContext<'_>,
    ) -> Option<OpPassManager> {
        let mut pm = match self.pass.op_pipelines.iter().find(|(n, _)| n == name) {
            Some((_, text)) => parse_pipeline_with(registry(), text).ok()?,
            None => {
                if self.pass.default_pipeline.is_empty() {
                    return None;
                }
                let mut pm = OpPassManager::new(name);
                // Upstream ignores a parse error here (its text went out
                // when the option was checked).
                let _ = parse_pipeline_into(registry(), &self.pass.default_pipeline, &mut pm);
                pm
            }
        };
        if let Err(e) = pm.finalize(ctx) {
            cx.print(e.0);
            return None;
        }
        Some(pm)
    }

    /// MLIR's `inlineCallsInSCC`; true if a call was inlined.
    fn inline_calls_in_scc(
        &mut self,
        op: &mut OpHandle<'_>,
        ctx: &Context,
        scc: &mut Vec<usize>,
    ) -> bool {
        let mut dead: Vec<usize> = Vec::new();
        let mut calls: Vec<ResolvedCall> = Vec::new();
        for &n in scc.iter() {
            if !self.graph.is_callable(n) {
                continue;
            }
            if self.uses.is_dead(n) {
                if !dead.contains(&n) {
                    dead.push(n);
                }
            } else {
                let home = self.graph.nodes[self.graph.home(n)].op;
                let body = op.body().region_body(home);
                let region = self.graph.nodes[n].region;
                collect_calls(ctx, body, &[region], n, &self.graph, &mut calls);
            }
        }
        // (the callee inlined, the entry that led to it).
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let it = calls[i];
            let entry = call_history[i];
            i += 1;
            if dead.contains(&it.source) {
                continue;
            }
            if history_includes(&history, it.target, entry)
                || !self.should_inline(ctx, op.body(), it)
            {
                continue;
            }
            let in_place = self.uses.has_one_use_and_discardable(it.target);
            let prev = calls.len();
            if !self.inline_call(ctx, op.body_mut(), it, &mut calls) {
                continue;
            }
            inlined_any = true;
            history.push((it.target, entry));
            call_history.resize(calls.len(), Some(history.len() - 1));
            debug_assert!(call_history.len() >= prev);
            // A nested callable's uses count as its table callable's.
            let user = self.graph.home(it.source);
            let caller = self.graph.nodes[user].op;
            let caller_body = op.body().region_body(caller);
            self.uses
                .drop_call_uses(ctx, caller_body, &self.graph, user, it.call);
            self.uses.merge_after_inlining(it.target, user);
            // The call goes now that its results are replaced.
            if let Some(body) = op.body_mut().child_body_mut(caller) {
                Rewriter::new(ctx, body).erase_op(it.call);
            }
            if in_place {
                self.uses.erase_node(it.target);
                if !dead.contains(&it.target) {
                    dead.push(it.target);
                }
            }
        }
        for n in dead {
            scc.retain(|&m| m != n);
            if !self.dead.contains(&n) {
                self.dead.push(n);
            }
        }
        inlined_any
    }

    /// MLIR's `shouldInline` with the threshold's profitability.
    fn should_inline(&self, ctx: &Context, body: &Body, it: ResolvedCall) -> bool {
        let caller = self.graph.nodes[self.graph.home(it.source)].op;
        let callee = self.graph.nodes[it.target].op;
        let inner = body.region_body(caller);
        let callee_home = body.region_body(self.graph.nodes[self.graph.home(it.target)].op);
        // The callee's storage: the table, or its table callable's body.
        let callee_storage = match self.graph.nodes[it.target].host {
            Some(_) => callee_home,
            None => body,
        };
        let call_def = ctx.op_def(inner.op_name(it.call));
        if call_def.is_some_and(|d| d.has(Traits::TERMINATOR)) {
            return false;
        }
        if self.graph.nodes[it.target]
            .edges
            .iter()
            .any(|&t| t == it.target || t == it.source)
        {
            return false;
        }
        // Not into the callee itself (a nested callable holding the call).
        if self.graph.nodes[it.target].host.is_some() {
            let mut at = inner.parent_op(it.call);
            while let Some(p) = at {
                if p == callee {
                    return false;
                }
                at = inner.parent_op(p);
            }
        }
        let callee_body = callee_home;
        let callee_region = self.graph.nodes[it.target].region;
        let multiple_blocks = callee_body.region_blocks(callee_region).nth(1).is_some();
        if multiple_blocks {
            let parent = inner
                .parent_block(it.call)
                .and_then(|b| inner.block_parent_op(b));
            let parent_name = parent.map_or(body.op_name(caller), |p| inner.op_name(p));
            // An unregistered op might be single-block (`mightHaveTrait`).
            let supports = parent_name == callee_storage.op_name(callee)
                || ctx
                    .op_def(parent_name)
                    .is_some_and(|d| !d.has(Traits::SINGLE_BLOCK));
            if !supports {
                return false;
            }
        }
        self.profitable(body, it)
    }

    /// The callee/caller size ratio is within the threshold.
    fn profitable(&self, body: &Body, it: ResolvedCall) -> bool {
        let threshold = self.pass.threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX as u64 {
            return true;
        }
        let count = |node: usize| {
            let n = &self.graph.nodes[node];
            let storage = match n.host {
                Some(h) => body.region_body(self.graph.nodes[h].op),
                None => body,
            };
            let mut count = 0u64;
            tileir_ir::walk::walk_all(storage, n.op, &mut |_, _| count += 1);
            // The callable op itself is not in its region.
            count - 1
        };
        let caller_ops = count(it.source);
        if caller_ops == 0 {
            return true;
        }
        count(it.target) * 100 / caller_ops <= threshold
    }

    /// MLIR's `inlineCall` of `it` (the body given is the table's); new
    /// calls in the inlined code are appended to `calls`. False, with
    /// nothing changed, when it cannot be inlined.
    fn inline_call(
        &self,
        ctx: &Context,
        table: &mut Body,
        it: ResolvedCall,
        calls: &mut Vec<ResolvedCall>,
    ) -> bool {
        let home = self.graph.home(it.source);
        let caller = self.graph.nodes[home].op;
        let target = &self.graph.nodes[it.target];
        let Some(mut caller_body) = table.take_child_body(caller) else {
            return false;
        };
        // A callable nested in the caller's own body is inlined from a copy
        // (the body is being changed); one that uses values from around it
        // is not inlined.
        let copy = if target.host == Some(home) {
            match copy_callable(ctx, &caller_body, target.op, target.region) {
                Some(copy) => Some(copy),
                None => {
                    table.set_child_body(caller, caller_body);
                    return false;
                }
            }
        } else {
            None
        };
        let (storage, callee, region): (&Body, OpId, RegionId) = match (&copy, target.host) {
            (Some((scratch, op, region)), _) => (scratch, *op, *region),
            (None, Some(h)) => (
                table.region_body(self.graph.nodes[h].op),
                target.op,
                target.region,
            ),
            (None, None) => (&*table, target.op, target.region),
        };
        let callee_body = storage.region_body(callee);
        let result_types = callable_interface(ctx, storage, callee)
            .map(|c| {
                (c.result_types)(OpRef {
                    ctx,
                    body: storage,
                    op: callee,
                })
            })
            .unwrap_or_default();
        let inlined = inline_region(
            ctx,
            InlineSite {
                caller_op: (table, caller),
                call: it.call,
                callee_op: (storage, callee),
            },
            &mut caller_body,
            callee_body,
            region,
            &result_types,
            !self.uses.has_one_use_and_discardable(it.target),
        );
        let ok = match inlined {
            Some(groups) => {
                collect_calls_in_groups(ctx, &caller_body, groups, it.source, &self.graph, calls);
                true
            }
            None => false,
        };
        table.set_child_body(caller, caller_body);
        ok
    }
}

/// A copy of the callable `op` of `body` (not isolated), alone in a body of
/// its own, with the index its callable `region` has there; `None` when a
/// value it uses is defined outside it.
fn copy_callable(
    ctx: &Context,
    body: &Body,
    op: OpId,
    region: RegionId,
) -> Option<(Body, OpId, RegionId)> {
    let inside = |v: tileir_ir::Value| {
        let mut at = body.value_block(v).and_then(|b| body.block_parent_op(b));
        while let Some(p) = at {
            if p == op {
                return true;
            }
            at = body.parent_op(p);
        }
        false
    };
    let mut captures = false;
    body.walk_preorder(op, |o| {
        if o != op {
            captures |= body.operands(o).any(|v| !inside(v));
        }
    });
    if captures || body.num_operands(op) != 0 {
        return None;
    }
    let index = body.regions(op).iter().position(|&r| r == region)?;
    let mut scratch = Body::new();
    let copy = clone_op_into(ctx, body, op, &mut scratch, &mut ValueMap::default());
    let region = *scratch.regions(copy).get(index)?;
    Some((scratch, copy, region))
}

/// Whether the inline history from `entry` on includes `node`.
fn history_includes(
    history: &[(usize, Option<usize>)],
    node: usize,
    mut entry: Option<usize>,
) -> bool {
    while let Some(e) = entry {
        if history[e].0 == node {
            return true;
        }
        entry = history[e].1;
    }
    false
}

/// MLIR's `collectCallOps` over `regions` of `node` (not into nested
/// callables: there are none): blocks from a stack, last first.
fn collect_calls(
    ctx: &Context,
    body: &Body,
    regions: &[RegionId],
    node: usize,
    graph: &CallGraph,
    calls: &mut Vec<ResolvedCall>,
) {
    let groups: Vec<Vec<OpId>> = regions
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .map(|b| body.block_ops(b).collect())
        .collect();
    collect_calls_in_groups(ctx, body, groups, node, graph, calls);
}

/// [`collect_calls`] over blocks given as their ops (erased ops skipped:
/// an inlined terminator is gone by the time its block's calls are
/// collected).
fn collect_calls_in_groups(
    ctx: &Context,
    body: &Body,
    groups: Vec<Vec<OpId>>,
    node: usize,
    graph: &CallGraph,
    calls: &mut Vec<ResolvedCall>,
) {
    let mut worklist = groups;
    while let Some(ops) = worklist.pop() {
        for o in ops {
            if body.is_erased(o) {
                continue;
            }
            if let Some(call) = call_interface(ctx, body, o) {
                let flat = match (call.callee)(OpRef { ctx, body, op: o }) {
                    Some(Callee::Symbol(attr)) => matches!(
                        ctx.attr_data(attr),
                        AttrData::SymbolRef { nested, .. } if nested.is_empty()
                    ),
                    Some(Callee::Value(_)) => true,
                    None => false,
                };
                if !flat {
                    continue;
                }
                if let Some(target) = graph.resolve(ctx, body, graph.home(node), o, call) {
                    calls.push(ResolvedCall {
                        call: o,
                        source: node,
                        target,
                    });
                }
                continue;
            }
            // Not into isolated ops, nor into nested callables (their calls
            // are theirs).
            if body.child_body(o).is_some() || graph.nested_of.contains_key(&(graph.home(node), o))
            {
                continue;
            }
            for &r in body.regions(o) {
                worklist.extend(body.region_blocks(r).map(|b| body.block_ops(b).collect()));
            }
        }
    }
}

// ===== inlining one call =====

/// The ops an inlining involves, each with the body storing it.
struct InlineSite<'a> {
    caller_op: (&'a Body, OpId),
    call: OpId,
    callee_op: (&'a Body, OpId),
}

/// Inlines the call `site.call` (in `caller`) of the callable whose body
/// region is `region` of `callee` (MLIR's `inlineCall` and
/// `inlineRegionImpl`), leaving the call in place with its results unused.
/// Returns the ops copied into each new block (where new calls are looked
/// for), or `None`, with nothing changed, when it cannot be inlined.
fn inline_region(
    ctx: &Context,
    site: InlineSite<'_>,
    caller: &mut Body,
    callee: &Body,
    region: RegionId,
    result_types: &[Type],
    would_be_cloned: bool,
) -> Option<Vec<Vec<OpId>>> {
    let call = site.call;
    let entry = callee.entry_block(region)?;
    let iface = call_interface(ctx, caller, call)?;
    let args = call_args(ctx, caller, call, iface);
    let params = callee.block_args(entry);
    if args.len() != params.len() || caller.num_results(call) != result_types.len() {
        return None;
    }
    // No dialect here materializes a conversion between different types.
    if args
        .iter()
        .zip(params)
        .any(|(&a, &p)| caller.value_type(a) != callee.value_type(p))
        || caller
            .results(call)
            .zip(result_types)
            .any(|(r, &t)| caller.value_type(r) != t)
    {
        return None;
    }
    let call_ref = OpRef {
        ctx,
        body: caller,
        op: call,
    };
    let (table, callable) = site.callee_op;
    let callable_ref = OpRef {
        ctx,
        body: table,
        op: callable,
    };
    if !dialect_inliner(ctx, caller, call)
        .is_some_and(|d| (d.legal_call)(call_ref, callable_ref, would_be_cloned))
    {
        return None;
    }
    // The region receiving the code: its parent op's dialect must agree.
    let block = caller.parent_block(call)?;
    let insert_region = caller.block_parent(block)?;
    let dest_ok = match caller.region_parent(insert_region) {
        Some(parent) => dialect_inliner(ctx, caller, parent),
        None => dialect_inliner(ctx, site.caller_op.0, site.caller_op.1),
    }
    .is_some_and(|d| (d.legal_region)(would_be_cloned));
    if !dest_ok {
        return None;
    }
    let mut legal = true;
    callee.walk_region_preorder(region, |o| {
        legal &= dialect_inliner(ctx, callee, o).is_some_and(|d| {
            (d.legal_op)(
                OpRef {
                    ctx,
                    body: callee,
                    op: o,
                },
                would_be_cloned,
            )
        });
    });
    if !legal {
        return None;
    }
    let call_loc = caller.op_loc(call);
    let remap = !matches!(ctx.loc_data(call_loc), LocData::Unknown);
    let mut map = ValueMap::new();
    for (&p, &a) in params.iter().zip(&args) {
        map.insert(p, a);
    }
    if callee.region_blocks(region).nth(1).is_none() {
        // One block: its terminator must give one value per result (an
        // unknown op ending the body gives none: upstream leaves the call's
        // results dangling; here the call stays).
        let gives = callee.last_op(entry).map_or(0, |t| {
            dialect_inliner(ctx, callee, t)
                .and_then(|d| d.terminator_values)
                .map_or(0, |f| f(callee, t).len())
        });
        if gives != caller.num_results(call) {
            return None;
        }
        // Its ops go right after the call (what upstream gets by splitting
        // the block and merging it back).
        let after_call = caller.next_op(call);
        let cloned = clone_block_ops(ctx, callee, entry, caller, block, after_call, &mut map);
        if remap {
            remap_locations(ctx, caller, &[], &cloned, call_loc);
        }
        let ops: Vec<OpId> = cloned.iter().map(|&(_, copy)| copy).collect();
        let mut rw = Rewriter::new(ctx, caller);
        if let Some(&terminator) = ops.last() {
            let values = dialect_inliner(ctx, rw.body(), terminator)
                .and_then(|d| d.terminator_values)
                .map(|f| f(rw.body(), terminator))
                .unwrap_or_default();
            let results: SmallVec<[tileir_ir::Value; 4]> = rw.body().results(call).collect();
            for (r, v) in results.into_iter().zip(values) {
                rw.replace_all_uses_with(r, v);
            }
            if rw
                .body()
                .results(terminator)
                .all(|r| rw.body().use_empty(r))
            {
                rw.erase_op(terminator);
            }
        }
        return Some(vec![ops]);
    }
    // Several blocks: they go in between the call's block and a block
    // holding what followed the call, their returns branching to it.
    let mut rw = Rewriter::new(ctx, caller);
    let after_call = rw.body().next_op(call);
    let post = rw.split_block(block, after_call);
    let caller = rw.body_mut_unnotified();
    let (new_blocks, cloned) = clone_blocks(ctx, callee, region, caller, post, &mut map);
    if remap {
        remap_locations(ctx, caller, &new_blocks, &cloned, call_loc);
    }
    let groups: Vec<Vec<OpId>> = new_blocks
        .iter()
        .map(|&b| caller.block_ops(b).collect())
        .collect();
    let first = new_blocks[0];
    let mut rw = Rewriter::new(ctx, caller);
    let results: SmallVec<[tileir_ir::Value; 4]> = rw.body().results(call).collect();
    for r in results {
        let ty = rw.body().value_type(r);
        let arg = rw.body_mut_unnotified().add_block_arg(post, ty, call_loc);
        rw.replace_all_uses_with(r, arg);
    }
    for &b in &new_blocks {
        let Some(terminator) = rw.body().last_op(b) else {
            continue;
        };
        if let Some(to_branch) =
            dialect_inliner(ctx, rw.body(), terminator).and_then(|d| d.terminator_to_branch)
        {
            to_branch(&mut rw, terminator, post);
        }
    }
    rw.inline_block_before(first, block, None, &[]);
    Some(groups)
}

/// Copies the ops of `src_block` (of `src`) into `block` of `dst`, before
/// `before` (at its end when `None`). Returns (original, copy) pairs.
fn clone_block_ops(
    ctx: &Context,
    src: &Body,
    src_block: BlockId,
    dst: &mut Body,
    block: BlockId,
    before: Option<OpId>,
    map: &mut ValueMap,
) -> Vec<(OpId, OpId)> {
    let mut cloned = Vec::new();
    for o in src.block_ops(src_block) {
        let copy = clone_op_into(ctx, src, o, dst, map);
        match before {
            Some(anchor) => dst.insert_op_before(anchor, copy),
            None => dst.append_op(block, copy),
        }
        cloned.push((o, copy));
    }
    fix_operands(src, dst, &cloned, map);
    cloned
}

/// Sets the operands that named values not copied yet when their op was
/// (a later block's, in region order) now that every value exists.
fn fix_operands(src: &Body, dst: &mut Body, cloned: &[(OpId, OpId)], map: &ValueMap) {
    for &(o, copy) in cloned {
        let mut src_ops = Vec::new();
        src.walk_preorder(o, |x| src_ops.push(x));
        let mut dst_ops = Vec::new();
        dst.walk_preorder(copy, |x| dst_ops.push(x));
        for (s, d) in src_ops.into_iter().zip(dst_ops) {
            for i in 0..src.num_operands(s) {
                let v = src.operand(s, i);
                if map.contains(v) && dst.operand(d, i) != map.lookup(v) {
                    dst.set_operand(d, i, map.lookup(v));
                }
            }
        }
    }
}

/// Copies the blocks of `region` of `src` into `dst` before `before` (in
/// its region): the entry block's arguments are mapped already and not
/// copied. Returns the new blocks and the ops copied directly into them.
fn clone_blocks(
    ctx: &Context,
    src: &Body,
    region: RegionId,
    dst: &mut Body,
    before: BlockId,
    map: &mut ValueMap,
) -> (Vec<BlockId>, Vec<(OpId, OpId)>) {
    let mut blocks: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    let mut new_blocks = Vec::new();
    for b in src.region_blocks(region) {
        let nb = dst.create_block();
        for (i, &arg) in src.block_args(b).iter().enumerate() {
            if !map.contains(arg) {
                let new_arg = dst.add_block_arg(nb, src.value_type(arg), src.block_arg_loc(b, i));
                map.insert(arg, new_arg);
            }
        }
        dst.insert_block_before(before, nb);
        blocks.insert(b, nb);
        new_blocks.push(nb);
    }
    let mut cloned = Vec::new();
    for b in src.region_blocks(region) {
        for o in src.block_ops(b) {
            let copy = clone_op_into(ctx, src, o, dst, map);
            dst.append_op(blocks[&b], copy);
            cloned.push((o, copy));
        }
    }
    fix_operands(src, dst, &cloned, map);
    // Branches to the copied blocks.
    for &(o, copy) in &cloned {
        for i in 0..src.successors(o).len() {
            if let Some(&nb) = blocks.get(&src.successors(o)[i]) {
                dst.set_successor(copy, i, nb);
            }
        }
    }
    (new_blocks, cloned)
}

/// Rewrites every location in the inlined code (ops, at any depth in this
/// body, and block arguments) to `callsite(loc at call_loc)`, appended at
/// the end of an existing call-site chain (MLIR's `stackLocations`).
fn remap_locations(
    ctx: &Context,
    body: &mut Body,
    blocks: &[BlockId],
    cloned: &[(OpId, OpId)],
    call_loc: Location,
) {
    let mut memo: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |loc: Location| -> Location {
        *memo
            .entry(loc)
            .or_insert_with(|| stack_locations(ctx, loc, call_loc))
    };
    for &b in blocks {
        for i in 0..body.block_args(b).len() {
            let loc = remap(body.block_arg_loc(b, i));
            body.set_block_arg_loc(b, i, loc);
        }
    }
    for &(_, copy) in cloned {
        let mut ops = Vec::new();
        body.walk_preorder(copy, |o| ops.push(o));
        for o in ops {
            let loc = remap(body.op_loc(o));
            body.set_op_loc(o, loc);
            if body.child_body(o).is_some() {
                continue;
            }
            let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.regions(o));
            for r in regions {
                let nested: Vec<BlockId> = body.region_blocks(r).collect();
                for b in nested {
                    for i in 0..body.block_args(b).len() {
                        let loc = remap(body.block_arg_loc(b, i));
                        body.set_block_arg_loc(b, i, loc);
                    }
                }
            }
        }
    }
}

/// `callsite(loc at caller)`, or, if `loc` is a call-site chain, that
/// chain with `caller` appended at its end.
fn stack_locations(ctx: &Context, loc: Location, caller: Location) -> Location {
    let mut callees: Vec<Location> = Vec::new();
    let mut last = loc;
    while let LocData::CallSite { callee, caller } = ctx.loc_data(last) {
        callees.push(*callee);
        last = *caller;
    }
    let mut result = ctx.intern_loc(LocData::CallSite {
        callee: last,
        caller,
    });
    for callee in callees.into_iter().rev() {
        result = ctx.intern_loc(LocData::CallSite {
            callee,
            caller: result,
        });
    }
    result
}
