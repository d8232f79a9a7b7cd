//! Building verifier diagnostics the way MLIR's `Operation::emitError` and
//! `emitOpError` do: the message at the op's location, then the note
//! `see current operation: <op in generic form>` (printed with local scope
//! and large elements attributes elided, as `Diagnostic::appendOp` does).

use super::VerifyOptions;
use crate::attributes::{AttrData, Attribute};
use crate::body::Body;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ids::OpId;
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

pub(super) struct Reporter<'a> {
    ctx: &'a Context,
    print_op_on_diagnostic: bool,
    /// Child body (by address) -> the isolated op owning it and the body that
    /// op lives in, recorded as the verifier enters each isolated op.
    owners: RefCell<FxHashMap<usize, (&'a Body, OpId)>>,
}

impl<'a> Reporter<'a> {
    /// The options this reporter was made with.
    pub(super) fn options(&self) -> VerifyOptions {
        VerifyOptions {
            print_op_on_diagnostic: self.print_op_on_diagnostic,
        }
    }

    pub(super) fn new(ctx: &'a Context, options: &VerifyOptions) -> Reporter<'a> {
        Reporter {
            ctx,
            print_op_on_diagnostic: options.print_op_on_diagnostic,
            owners: RefCell::default(),
        }
    }

    /// Records that `child` is the body of the isolated op `owner` (in `owner_body`).
    pub(super) fn register_owner(&self, child: &'a Body, owner_body: &'a Body, owner: OpId) {
        let key = child as *const Body as usize;
        self.owners.borrow_mut().insert(key, (owner_body, owner));
    }

    /// The isolated op whose child body is `body`, with the body it lives in.
    fn owner_of(&self, body: &Body) -> Option<(&'a Body, OpId)> {
        self.owners
            .borrow()
            .get(&(body as *const Body as usize))
            .copied()
    }

    /// MLIR's `op->emitError(msg)`.
    pub(super) fn error(&self, body: &Body, op: OpId, message: String) -> Diagnostic {
        let loc = body.op_loc(op);
        let mut diag = Diagnostic::error(loc, message);
        if self.print_op_on_diagnostic {
            let printed = self.op_for_message(body, op);
            diag = diag.with_note(loc, format!("see current operation: {printed}"));
        }
        diag
    }

    /// Adds the `see current operation` note to a diagnostic an op-specific
    /// verifier built at the op's location (MLIR's `emitOpError` always does).
    pub(super) fn with_current_op(
        &self,
        body: &Body,
        op: OpId,
        mut diag: Diagnostic,
    ) -> Diagnostic {
        let loc = body.op_loc(op);
        let has_note = diag
            .notes
            .iter()
            .any(|n| n.message.starts_with("see current operation: "));
        if self.print_op_on_diagnostic && diag.loc == loc && !has_note && !diag.without_op {
            let printed = self.op_for_message(body, op);
            let note = Diagnostic::error(loc, "")
                .with_note(loc, format!("see current operation: {printed}"));
            diag.notes.splice(0..0, note.notes);
        }
        diag
    }

    /// MLIR's `op->emitOpError(msg)`: `'name' op msg`.
    pub(super) fn op_error(&self, body: &Body, op: OpId, message: String) -> Diagnostic {
        let name = self.ctx.op_name_str(body.op_name(op));
        self.error(body, op, format!("'{name}' op {message}"))
    }

    /// `op` in generic form as a diagnostic argument (see
    /// [`crate::printer::op_for_diagnostic`]).
    /// An op isolated from above is its own naming scope, as MLIR's printer
    /// takes it (values from outside are unknown).
    pub(super) fn op_for_message(&self, body: &Body, op: OpId) -> String {
        let isolated = self
            .ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.is_isolated());
        let owner = if isolated { None } else { self.owner_of(body) };
        crate::printer::op_for_diagnostic(self.ctx, owner, body, op)
    }

    /// A type as MLIR prints it in a message.
    pub(super) fn type_str(&self, ty: Type) -> String {
        type_str(self.ctx, ty)
    }

    /// An attribute as MLIR prints it in a message (string attributes only
    /// for now; others fall back to a short description).
    pub(super) fn attr_str(&self, attr: Attribute) -> String {
        match self.ctx.attr_data(attr) {
            AttrData::String { value, .. } => {
                format!("\"{}\"", String::from_utf8_lossy(value))
            }
            AttrData::Unit => "unit".to_string(),
            AttrData::Bool(b) => b.to_string(),
            AttrData::Type(t) => self.type_str(*t),
            AttrData::Integer { ty, value } => format!("{} : {}", value.get(), self.type_str(*ty)),
            AttrData::WideInteger { ty, words } => {
                let TypeData::Integer { width, signedness } = self.ctx.type_data(*ty) else {
                    return "<<attribute>>".to_string();
                };
                let unsigned = *signedness == crate::types::Signedness::Unsigned;
                let value = crate::wide_int::to_decimal(words, *width, unsigned);
                format!("{value} : {}", self.type_str(*ty))
            }
            _ => "<<attribute>>".to_string(),
        }
    }
}

/// A type as MLIR spells it in a message.
pub(super) fn type_str(ctx: &Context, ty: Type) -> String {
    crate::printer::type_to_string(ctx, ty)
}
