//! The op a pass runs on, as the pass sees it: [`OpHandle`].
//!
//! A nested anchor (a function of a module, say) is detached from its
//! parent for the run of its nested pipeline ([`Body::detach_isolated`]):
//! its body moves into an [`OwnedOp`] of its own beside a copy of the op
//! (name, location, attributes, properties), and moves back afterwards. So
//! sibling anchors are disjoint owned values that rayon can hand to
//! different threads, with no locks and no `unsafe`, and "a pass must not
//! touch its siblings" holds by construction. The root op of a run is
//! already an `OwnedOp` and is handled the same way.

use tileir_ir::{Attribute, Body, Context, Location, OpId, OpName, OwnedOp, Symbol};

/// The op a pass runs on: its name, attributes and location, and `&mut`
/// access to the body its regions live in.
pub struct OpHandle<'a> {
    pub ctx: &'a Context,
    owned: &'a mut OwnedOp,
}

impl<'a> OpHandle<'a> {
    pub fn new(ctx: &'a Context, owned: &'a mut OwnedOp) -> OpHandle<'a> {
        OpHandle { ctx, owned }
    }

    /// The op's id in [`OpHandle::storage`].
    pub fn op(&self) -> OpId {
        self.owned.op
    }

    /// The body that stores the op itself (not its regions): what the
    /// printer and verifier take together with [`OpHandle::op`].
    pub fn storage(&self) -> &Body {
        &self.owned.body
    }

    /// The op together with the body that stores it.
    pub fn owned(&self) -> &OwnedOp {
        self.owned
    }

    pub fn owned_mut(&mut self) -> &mut OwnedOp {
        self.owned
    }

    pub fn name(&self) -> OpName {
        self.owned.body.op_name(self.owned.op)
    }

    pub fn name_str(&self) -> &str {
        self.ctx.op_name_str(self.name())
    }

    pub fn loc(&self) -> Location {
        self.owned.body.op_loc(self.owned.op)
    }

    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.owned.body.attr(self.ctx, self.owned.op, name)
    }

    pub fn set_attr(&mut self, name: Symbol, value: Attribute) {
        self.owned
            .body
            .set_attr(self.ctx, self.owned.op, name, value);
    }

    /// The op's `sym_name`, if it is a symbol.
    pub fn sym_name(&self) -> Option<&str> {
        let attr = self.attr("sym_name")?;
        match self.ctx.attr_data(attr) {
            tileir_ir::AttrData::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// The body holding the op's regions: its own body if it is isolated
    /// (every anchor is), else the storing body.
    pub fn body(&self) -> &Body {
        self.owned.body.region_body(self.owned.op)
    }

    pub fn body_mut(&mut self) -> &mut Body {
        let op = self.owned.op;
        if self.owned.body.child_body(op).is_some() {
            self.owned.body.child_body_mut(op).expect("checked above")
        } else {
            &mut self.owned.body
        }
    }

    /// A handle on the same op with a shorter borrow (to pass on).
    pub fn reborrow(&mut self) -> OpHandle<'_> {
        OpHandle {
            ctx: self.ctx,
            owned: self.owned,
        }
    }
}
