//! What each registered op asks of the verifier, worked out once per op name
//! and verification rather than once per op: which of the generic checks
//! can find anything for ops of that definition, and the interned names of
//! its declared attributes (looked up by symbol, not by string).
//!
//! Also [`Passed`]: the op signatures (name, operand and result types) and
//! attribute sets whose checks already passed, so that the thousands of
//! `arith.addi ... : i32` of a function are checked once.

use crate::body::Body;
use crate::context::{Context, OpName, Symbol};
use crate::dialect::{OpDef, Traits};
use crate::ids::OpId;

/// The checks one op definition needs, beyond its arity and type checks.
pub(super) struct Plan {
    pub(super) def: &'static OpDef,
    /// The symbols of `def.attributes`' names, in declaration order.
    pub(super) attr_names: Box<[Symbol]>,
    /// Whether the checks that read nothing but the op's name, operand and
    /// result types and counts may be remembered per [`signature`]: false
    /// when segment sizes (an attribute) shape the operand or result groups.
    pub(super) by_signature: bool,
    /// Whether a declared region has a constraint (`SizedRegion<1>`).
    pub(super) region_constraints: bool,
    /// Whether `structural_traits` has anything to check.
    pub(super) structural: bool,
    /// Whether the region invariants or the symbol table have anything to
    /// check when the op exits.
    pub(super) on_exit: bool,
    /// Whether the generic checks are all remembered ones (type-only and
    /// attribute checks): no region constraint, no structural trait.
    pub(super) only_remembered: bool,
    /// Whether the op has verifiers of its own.
    pub(super) op_verifiers: bool,
}

impl Plan {
    fn new(ctx: &Context, def: &'static OpDef) -> Plan {
        let structural_traits = Traits::TERMINATOR
            | Traits::SINGLE_BLOCK
            | Traits::NO_REGION_ARGUMENTS
            | Traits::SYMBOL;
        let region_constraints = def.regions.iter().any(|r| r.single_block);
        let structural = !def.parents.is_empty()
            || def.traits.0 & structural_traits.0 != 0
            || def.implicit_terminator.is_some();
        Plan {
            def,
            attr_names: def
                .attributes
                .iter()
                .map(|a| ctx.static_symbol(a.name))
                .collect(),
            by_signature: !def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS)
                && !def.has(Traits::ATTR_SIZED_RESULT_SEGMENTS),
            region_constraints,
            structural,
            on_exit: def.implicit_terminator.is_some()
                || def.verify_regions.is_some()
                || def.has(Traits::SYMBOL_TABLE),
            only_remembered: !region_constraints && !structural,
            op_verifiers: def.verify.is_some()
                || def.verify_all.is_some()
                || def.verify_with_parent.is_some()
                || def.verify_with_ancestors.is_some(),
        }
    }
}

/// The [`Plan`] of each registered op name met so far (indexed by name).
#[derive(Default)]
pub(super) struct Plans {
    plans: Vec<Option<Option<Plan>>>,
}

impl Plans {
    /// The plan of `name`; `None` for an unregistered op.
    #[inline]
    pub(super) fn get(&mut self, ctx: &Context, name: OpName) -> Option<&Plan> {
        let i = name.0 as usize;
        if !matches!(self.plans.get(i), Some(Some(_))) {
            self.add(ctx, name);
        }
        self.plans[i].as_ref().and_then(Option::as_ref)
    }

    #[cold]
    fn add(&mut self, ctx: &Context, name: OpName) {
        let i = name.0 as usize;
        if i >= self.plans.len() {
            self.plans.resize_with(i + 1, || None);
        }
        self.plans[i] = Some(ctx.op_def(name).map(|def| Plan::new(ctx, def)));
    }
}

/// Keys of checks that passed in this verification: op signatures (see
/// [`signature`]) whose type-only checks passed, and op attribute sets (see
/// [`attribute_set`]) whose attribute checks passed. Direct-mapped: a slot
/// holds the last key that hashed to it, and a miss runs the checks again.
/// The checks depend on the key alone (types and attributes are interned
/// and immutable), so a remembered pass is a pass.
pub(super) struct Passed<const N: usize> {
    slots: Box<[[u64; N]; SLOTS]>,
}

/// Plenty for the distinct signatures and attribute sets of real IR, so
/// that two seldom share a slot; only the slots in use are ever in cache.
const SLOT_BITS: u32 = 11;
const SLOTS: usize = 1 << SLOT_BITS;

/// A signature key's 64-bit words: the op name and the operand and result
/// counts, then up to six types, two a word.
pub(super) const SIGNATURE_WORDS: usize = 4;

impl<const N: usize> Default for Passed<N> {
    fn default() -> Self {
        // All ones is no op name: every slot starts empty.
        Passed {
            slots: Box::new([[u64::MAX; N]; SLOTS]),
        }
    }
}

impl<const N: usize> Passed<N> {
    #[inline]
    fn slot(key: &[u64; N]) -> usize {
        let mut h = 0u64;
        for &k in key {
            h = (h ^ k).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        (h >> (64 - SLOT_BITS)) as usize
    }

    #[inline]
    pub(super) fn contains(&self, key: &[u64; N]) -> bool {
        self.slots[Self::slot(key)] == *key
    }

    pub(super) fn insert(&mut self, key: [u64; N]) {
        self.slots[Self::slot(&key)] = key;
    }
}

/// The signature of `op` (named `name`): its name, operand and result
/// counts, then the operand and result types (unused halves 0); `None`
/// when they do not fit in a key.
#[inline]
pub(super) fn signature(body: &Body, op: OpId, name: OpName) -> Option<[u64; SIGNATURE_WORDS]> {
    let (n_operands, n_results) = (body.num_operands(op), body.num_results(op));
    if n_operands + n_results > 2 * (SIGNATURE_WORDS - 1) {
        return None;
    }
    let mut key = [0u64; SIGNATURE_WORDS];
    key[0] = (name.0 as u64) << 32 | (n_operands as u64) << 16 | n_results as u64;
    let types = body
        .operands(op)
        .map(|v| body.value_type(v))
        .chain(body.results(op).map(|v| body.value_type(v)));
    for (i, ty) in types.enumerate() {
        key[1 + i / 2] |= (ty.0 as u64) << (32 * (i % 2));
    }
    Some(key)
}

/// What the attribute checks of `op` (named `name`) read: its name, its
/// properties and its discardable attribute dictionary (both uniqued).
#[inline]
pub(super) fn attribute_set(body: &Body, op: OpId, name: OpName) -> [u64; 2] {
    let props = body.props(op).map_or(u32::MAX, |p| p.0);
    [
        (name.0 as u64) << 32 | props as u64,
        body.attr_dict(op).0 as u64,
    ]
}
