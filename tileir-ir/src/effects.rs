//! Memory effects: what an op does to memory (MLIR's
//! `MemoryEffectOpInterface`), and the questions passes ask of them
//! (MLIR's `SideEffectInterfaces.cpp`): is an op free of memory effects, is
//! it trivially dead.
//!
//! An op declares its effects in its definition
//! ([`crate::dialect::Interfaces::memory_effects`]). By default a `Pure` op
//! has none and any other op does not implement the interface, which passes
//! must treat as "may do anything". `RecursiveMemoryEffects`
//! ([`Traits::RECURSIVE_MEMORY_EFFECTS`]) means the op's effects are those of
//! the ops in its regions.

use crate::body::Body;
use crate::context::Context;
use crate::dialect::{OpRef, Traits};
use crate::ids::{OpId, Value};
use smallvec::SmallVec;

/// The kind of one memory effect (MLIR's `MemoryEffects::Effect` subclasses).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EffectKind {
    Read,
    Write,
    Allocate,
    Free,
    /// Initialisation of freshly allocated memory.
    Init,
}

/// What a declared effect is on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EffectOn {
    /// A resource as a whole, no particular value.
    Resource,
    /// The op's operand at this index.
    Operand(u32),
    /// The op's result at this index.
    Result(u32),
}

/// One effect as an op definition declares it (`MemRead`, `MemAlloc` on a
/// result, ...).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EffectDecl {
    pub kind: EffectKind,
    pub on: EffectOn,
}

impl EffectDecl {
    pub const fn new(kind: EffectKind, on: EffectOn) -> EffectDecl {
        EffectDecl { kind, on }
    }
}

/// One effect of one op (MLIR's `EffectInstance`): its kind and the value it
/// is on, if any.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Effect {
    pub kind: EffectKind,
    pub value: Option<Value>,
}

/// Computes the effects of an op whose effects depend on the op itself
/// (which operand a variadic list puts where, an attribute): calls `add`
/// once per effect.
pub type EffectsFn = fn(OpRef<'_>, &mut dyn FnMut(Effect));

/// How an op definition states its memory effects.
#[derive(Clone, Copy, Debug)]
pub enum MemoryEffects {
    /// From the traits: a `Pure` op implements the interface with no
    /// effects; any other op does not implement it (unknown effects).
    FromTraits,
    /// Implements the interface with these effects (MLIR's
    /// `MemoryEffects<[...]>`; an empty list is `NoMemoryEffect`).
    Declared(&'static [EffectDecl]),
    /// Implements the interface; the effects are computed per op.
    Computed(EffectsFn),
}

/// The effects of `op`, or `None` when it does not implement the interface
/// (an unregistered op, or a registered one that declares nothing and is
/// not `Pure`).
pub fn effects_of(ctx: &Context, body: &Body, op: OpId) -> Option<SmallVec<[Effect; 2]>> {
    let def = ctx.op_def(body.op_name(op))?;
    match def.interfaces.memory_effects {
        MemoryEffects::FromTraits => def.has(Traits::PURE).then(SmallVec::new),
        MemoryEffects::Declared(decls) => Some(
            decls
                .iter()
                .map(|d| Effect {
                    kind: d.kind,
                    value: match d.on {
                        EffectOn::Resource => None,
                        EffectOn::Operand(i) => { (i as usize) < body.num_operands(op) }
                            .then(|| body.operand(op, i as usize)),
                        EffectOn::Result(i) => ((i as usize) < body.num_results(op))
                            .then(|| body.result(op, i as usize)),
                    },
                })
                .collect(),
        ),
        MemoryEffects::Computed(compute) => {
            let mut effects = SmallVec::new();
            compute(OpRef { ctx, body, op }, &mut |e| effects.push(e));
            Some(effects)
        }
    }
}

/// [`is_memory_effect_free`] read off the definition of an op without
/// regions, when its effects do not depend on the op (`None` otherwise):
/// the usual case, answered without building an effect list.
fn stated_effect_free(ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
    if body.num_regions(op) != 0 {
        return None;
    }
    let Some(def) = ctx.op_def(body.op_name(op)) else {
        return Some(false);
    };
    // Without nested ops, recursive effects add nothing: only the op's own
    // interface counts, and an op that has none is free only if recursive.
    match def.interfaces.memory_effects {
        MemoryEffects::FromTraits => {
            Some(def.has(Traits::PURE) || def.has(Traits::RECURSIVE_MEMORY_EFFECTS))
        }
        MemoryEffects::Declared(decls) => Some(decls.is_empty()),
        MemoryEffects::Computed(_) => None,
    }
}

fn has_trait(ctx: &Context, body: &Body, op: OpId, t: Traits) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(t))
}

/// Ops still to look at, with the body each lives in (inline while small:
/// these queries run for every op a pass visits).
type Stack<'a> = SmallVec<[(&'a Body, OpId); 8]>;

/// The ops directly inside `op`'s regions, with the body they live in.
fn nested_ops<'a>(body: &'a Body, op: OpId, out: &mut Stack<'a>) {
    let inner = body.region_body(op);
    for &r in body.regions(op) {
        for b in inner.region_blocks(r) {
            out.extend(inner.block_ops(b).map(|o| (inner, o)));
        }
    }
}

/// MLIR's `isMemoryEffectFree`: the op implements the interface with no
/// effects (and, with recursive effects, so does every op nested in it), or
/// it has only recursive effects and every nested op is effect free.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    if let Some(free) = stated_effect_free(ctx, body, op) {
        return free;
    }
    let mut stack: Stack<'_> = smallvec::smallvec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        let recursive = has_trait(ctx, body, op, Traits::RECURSIVE_MEMORY_EFFECTS);
        match effects_of(ctx, body, op) {
            Some(effects) if !effects.is_empty() => return false,
            Some(_) if !recursive => continue,
            None if !recursive => return false,
            _ => nested_ops(body, op, &mut stack),
        }
    }
    true
}

/// MLIR's `isOpTriviallyDead`: no result is used and
/// [`would_op_be_trivially_dead`].
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|v| body.use_empty(v)) && would_op_be_trivially_dead(ctx, body, op)
}

/// MLIR's `wouldOpBeTriviallyDead`: the op is not a terminator (an
/// unregistered op might be one) nor a symbol, and neither it nor (with
/// recursive effects) anything nested in it has an effect other than reads
/// and allocations of its own results.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_def(body.op_name(op)) {
        None => return false,
        Some(def) if def.has(Traits::TERMINATOR) || def.has(Traits::SYMBOL) => return false,
        Some(_) => {}
    }
    // With no effect at all the answer needs no effect list.
    if stated_effect_free(ctx, body, op) == Some(true) {
        return true;
    }
    let mut stack: Stack<'_> = smallvec::smallvec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        let recursive = has_trait(ctx, body, op, Traits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            nested_ops(body, op, &mut stack);
        }
        match effects_of(ctx, body, op) {
            Some(effects) => {
                // Allocations of the op's own results may be dropped with it.
                let allocated = |v: Option<Value>| {
                    v.is_some_and(|v| {
                        body.defining_op(v) == Some(op)
                            && effects
                                .iter()
                                .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
                    })
                };
                if !effects
                    .iter()
                    .all(|e| allocated(e.value) || e.kind == EffectKind::Read)
                {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// Whether the op implements the interface and all its effects (at least
/// one) are reads: MLIR's `onlyHasEffect<MemoryEffects::Read>`.
pub fn only_reads(ctx: &Context, body: &Body, op: OpId) -> bool {
    effects_of(ctx, body, op)
        .is_some_and(|e| !e.is_empty() && e.iter().all(|e| e.kind == EffectKind::Read))
}

/// The effects of `op` and, through recursive effects, of everything
/// nested in it; `None` when one of them does not state its effects (MLIR's
/// `getEffectsRecursively`).
pub fn effects_recursively(ctx: &Context, body: &Body, op: OpId) -> Option<SmallVec<[Effect; 2]>> {
    let mut all = SmallVec::new();
    let mut stack: Stack<'_> = smallvec::smallvec![(body, op)];
    while let Some((body, op)) = stack.pop() {
        let recursive = has_trait(ctx, body, op, Traits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            nested_ops(body, op, &mut stack);
        }
        match effects_of(ctx, body, op) {
            Some(effects) => all.extend(effects),
            None if recursive => {}
            None => return None,
        }
    }
    Some(all)
}

/// Whether the op, or anything nested in it, may write: it has a write
/// effect or its effects are unknown (how CSE judges the ops between two
/// reads).
pub fn may_write(ctx: &Context, body: &Body, op: OpId) -> bool {
    effects_recursively(ctx, body, op).is_none_or(|e| e.iter().any(|e| e.kind == EffectKind::Write))
}
