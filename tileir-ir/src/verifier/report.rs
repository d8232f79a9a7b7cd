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
use crate::printer::{print_nested_op, print_op, PrintOptions};
use crate::types::Type;
use crate::walk::walk_all;

pub(super) struct Reporter<'a> {
    ctx: &'a Context,
    print_op_on_diagnostic: bool,
    /// The op being verified, to find the isolated op owning a body.
    root: (&'a Body, OpId),
}

impl<'a> Reporter<'a> {
    pub(super) fn new(
        ctx: &'a Context,
        options: &VerifyOptions,
        root: (&'a Body, OpId),
    ) -> Reporter<'a> {
        Reporter {
            ctx,
            print_op_on_diagnostic: options.print_op_on_diagnostic,
            root,
        }
    }

    /// The isolated op whose child body is `body`, with the body it lives in.
    /// A walk from the root: only run when a diagnostic is being built.
    fn owner_of(&self, body: &Body) -> Option<(&'a Body, OpId)> {
        let mut found = None;
        walk_all(self.root.0, self.root.1, &mut |b, op| {
            if found.is_none() && b.child_body(op).is_some_and(|c| std::ptr::eq(c, body)) {
                found = Some((b, op));
            }
        });
        found
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
        if self.print_op_on_diagnostic && diag.loc == loc && !has_note {
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

    /// `op` in generic form as a diagnostic argument: on a new line when it
    /// spans several lines.
    pub(super) fn op_for_message(&self, body: &Body, op: OpId) -> String {
        let options = PrintOptions {
            generic: true,
            local_scope: true,
            elide_elements_attrs_if_larger: Some(16),
            ..PrintOptions::default()
        };
        // MLIR numbers a printed op's values from its nearest isolated
        // ancestor, so `%0` in the note means what it means in the function.
        let printed = match self.owner_of(body) {
            Some((root_body, root)) => {
                let nested = PrintOptions {
                    local_scope: false,
                    ..options
                };
                print_nested_op(self.ctx, root_body, root, body, op, &nested)
            }
            None => print_op(self.ctx, body, op, &options),
        };
        let printed = printed.strip_suffix('\n').unwrap_or(&printed);
        if printed.contains('\n') {
            format!("\n{printed}")
        } else {
            printed.to_string()
        }
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
            AttrData::Integer { ty, value } => format!("{value} : {}", self.type_str(*ty)),
            _ => "<<attribute>>".to_string(),
        }
    }
}

/// A type as MLIR spells it in a message.
pub(super) fn type_str(ctx: &Context, ty: Type) -> String {
    crate::printer::type_to_string(ctx, ty)
}
