//! The memory effects of the llvm dialect's memory ops, as MLIR 22 declares
//! them: a load reads its address and a store writes it, and either one,
//! volatile or atomic at `monotonic` or stronger, also reads and writes
//! memory at large (what synchronisation means to the language); an
//! `alloca` allocates its result; `atomicrmw` and `cmpxchg` read and write
//! their pointer; `inline_asm` has effects only when it says
//! `has_side_effects`. `fence` and calls state none (unknown effects).

use tileir_ir::dialect::OpRef;
use tileir_ir::effects::{Effect, EffectDecl, EffectKind, EffectOn, MemoryEffects};
use tileir_ir::format::enum_value;
use tileir_ir::ids::Value;

const UNORDERED: i64 = 1;

/// Volatile, or atomic with an ordering stronger than `unordered`.
fn synchronises(r: OpRef<'_>) -> bool {
    let volatile = r.body.attr_static(r.ctx, r.op, "volatile_").is_some();
    let ordering = r
        .body
        .attr_static(r.ctx, r.op, "ordering")
        .and_then(|a| enum_value(r.ctx, a))
        .unwrap_or(0);
    volatile || ordering > UNORDERED
}

/// `kind` on `addr`, plus a write and a read of everything when the access
/// synchronises.
fn access(r: OpRef<'_>, kind: EffectKind, addr: Option<Value>, add: &mut dyn FnMut(Effect)) {
    add(Effect { kind, value: addr });
    if synchronises(r) {
        add(Effect {
            kind: EffectKind::Write,
            value: None,
        });
        add(Effect {
            kind: EffectKind::Read,
            value: None,
        });
    }
}

fn operand(r: OpRef<'_>, i: usize) -> Option<Value> {
    (i < r.body.num_operands(r.op)).then(|| r.body.operand(r.op, i))
}

pub const LOAD: MemoryEffects =
    MemoryEffects::Computed(|r, add| access(r, EffectKind::Read, operand(r, 0), add));

pub const STORE: MemoryEffects =
    MemoryEffects::Computed(|r, add| access(r, EffectKind::Write, operand(r, 1), add));

pub const ALLOCA: MemoryEffects =
    MemoryEffects::Declared(&[EffectDecl::new(EffectKind::Allocate, EffectOn::Result(0))]);

/// `atomicrmw` and `cmpxchg`.
pub const READ_WRITE_PTR: MemoryEffects = MemoryEffects::Declared(&[
    EffectDecl::new(EffectKind::Read, EffectOn::Operand(0)),
    EffectDecl::new(EffectKind::Write, EffectOn::Operand(0)),
]);

pub const INLINE_ASM: MemoryEffects = MemoryEffects::Computed(|r, add| {
    if r.body
        .attr_static(r.ctx, r.op, "has_side_effects")
        .is_some()
    {
        add(Effect {
            kind: EffectKind::Write,
            value: None,
        });
        add(Effect {
            kind: EffectKind::Read,
            value: None,
        });
    }
});
