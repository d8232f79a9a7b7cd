//! Scopes: the bodies a verification walks through, and who owns them.
//!
//! An IsolatedFromAbove op stores its regions in a child [`Body`]; the root
//! regions of that body have no parent op *inside* it. A scope remembers, for
//! each body reached, the op (in the enclosing scope) that owns its root
//! regions, so parent-op queries (`HasParent`, region locations, dominance
//! notes) work across the boundary.

use crate::body::Body;
use crate::ids::{BlockId, OpId, RegionId};
use rustc_hash::{FxHashMap, FxHashSet};

/// Index of a scope in [`Scopes`].
pub(super) type ScopeId = usize;

struct ScopeData<'a> {
    body: &'a Body,
    /// The isolated op owning this body's root regions, in its own scope.
    owner: Option<(ScopeId, OpId)>,
    /// Which blocks ops of this body branch to (computed lazily).
    successor_targets: Option<SuccessorTargets>,
}

/// The successors of a body's ops, for "has predecessors" questions.
struct SuccessorTargets {
    /// Every block in a successor slot, stale slots of erased ops included:
    /// a superset, read straight from the body's successor list.
    slots: FxHashSet<BlockId>,
    /// The successors of live, attached ops (walks every op, so built only
    /// when a block is in `slots`).
    exact: Option<FxHashSet<BlockId>>,
}

/// Every body reached so far, with its owner.
pub(super) struct Scopes<'a> {
    data: Vec<ScopeData<'a>>,
    inner: FxHashMap<(ScopeId, OpId), ScopeId>,
    /// The root op was detached from its parent (a pass manager's nested
    /// anchor): its parent is not here to check `HasParent` against.
    pub(super) detached_root: bool,
}

impl<'a> Scopes<'a> {
    pub(super) fn new(root: &'a Body) -> Scopes<'a> {
        Scopes {
            data: vec![ScopeData {
                body: root,
                owner: None,
                successor_targets: None,
            }],
            inner: FxHashMap::default(),
            detached_root: false,
        }
    }

    pub(super) fn root(&self) -> ScopeId {
        0
    }

    pub(super) fn body(&self, s: ScopeId) -> &'a Body {
        self.data[s].body
    }

    /// The owner of scope `s`'s root regions.
    pub(super) fn owner(&self, s: ScopeId) -> Option<(ScopeId, OpId)> {
        self.data[s].owner
    }

    /// The scope holding the contents of `op`'s regions (`op` is in `s`).
    pub(super) fn inner(&mut self, s: ScopeId, op: OpId) -> ScopeId {
        let body = self.data[s].body;
        // Most ops have no regions: skip the child-body map lookup.
        if body.num_regions(op) == 0 {
            return s;
        }
        let Some(child) = body.child_body(op) else {
            return s;
        };
        if let Some(&id) = self.inner.get(&(s, op)) {
            return id;
        }
        child.warm_cache();
        self.data.push(ScopeData {
            body: child,
            owner: Some((s, op)),
            successor_targets: None,
        });
        let id = self.data.len() - 1;
        self.inner.insert((s, op), id);
        id
    }

    /// The op owning `region` (of scope `s`), across the body boundary.
    pub(super) fn region_owner(&self, s: ScopeId, region: RegionId) -> Option<(ScopeId, OpId)> {
        match self.body(s).region_parent(region) {
            Some(op) => Some((s, op)),
            None => self.owner(s),
        }
    }

    /// The op enclosing `block` (of scope `s`), with the body it lives in.
    pub(super) fn block_parent_op(&self, s: ScopeId, block: BlockId) -> Option<(&'a Body, OpId)> {
        let region = self.body(s).block_parent(block)?;
        let (os, op) = self.region_owner(s, region)?;
        Some((self.body(os), op))
    }

    /// The op enclosing `op` (of scope `s`), across the body boundary.
    pub(super) fn parent_op(&self, s: ScopeId, op: OpId) -> Option<(ScopeId, OpId)> {
        let block = self.body(s).parent_block(op)?;
        let region = self.body(s).block_parent(block)?;
        self.region_owner(s, region)
    }

    /// Whether some op of scope `s` branches to `block`.
    pub(super) fn has_predecessors(&mut self, s: ScopeId, block: BlockId) -> bool {
        let data = &mut self.data[s];
        let body = data.body;
        let targets = data
            .successor_targets
            .get_or_insert_with(|| SuccessorTargets {
                slots: body.successor_slots().iter().copied().collect(),
                exact: None,
            });
        if !targets.slots.contains(&block) {
            return false;
        }
        let exact = targets.exact.get_or_insert_with(|| {
            let mut set = FxHashSet::default();
            for i in 0..body.op_capacity() {
                let op = OpId::new(i);
                if body.is_erased(op) || body.parent_block(op).is_none() {
                    continue;
                }
                set.extend(body.successors(op).iter().copied());
            }
            set
        });
        exact.contains(&block)
    }
}
