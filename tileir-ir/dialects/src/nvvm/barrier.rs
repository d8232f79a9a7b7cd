//! `nvvm.barrier`'s reduction form (upstream `NVVMOps.td`, MLIR 22): the
//! optional `#nvvm.reduction<popc|and|or>` and its predicate operand,
//! written after the id and thread count as `#nvvm.reduction<and> %p`,
//! and the op's verifier.

use super::super::common::*;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::dialect::{CustomDirective, OpRef};
use tileir_ir::format::CustomArg;
use tileir_ir::ids::OpId;

/// `attribute operand?`, the anchor of an optional group: any attribute
/// starts it (so a wrong one fails the attribute's constraint, not the
/// parse), the predicate may follow it.
fn parse_reduction(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let mut predicate = Vec::new();
    let op = p.parse_optional_attribute(None)?;
    if op.is_some() {
        if let Some(v) = p.parse_optional_operand()? {
            predicate.push(v);
        }
    }
    args[0] = CustomArg::Attr(op);
    args[1] = CustomArg::Operands(predicate);
    Ok(())
}

fn print_reduction(p: &mut dyn AsmPrinter, _: OpId, args: &[CustomArg]) {
    let CustomArg::Attr(Some(op)) = &args[0] else {
        return;
    };
    p.print_attribute(*op);
    if let CustomArg::Values(values) = &args[1] {
        for &v in values {
            p.write_str(" ");
            p.print_operand(v);
        }
    }
}

/// The `reductionOp` constraint: a `#nvvm.reduction`.
pub fn is_reduction(ctx: &tileir_ir::Context, a: tileir_ir::attributes::Attribute) -> bool {
    matches!(ctx.attr_data(a), tileir_ir::AttrData::Dialect { name, .. } if ctx.str(*name) == "nvvm.reduction")
}

pub static DIRECTIVES: &[CustomDirective] = &[CustomDirective {
    name: "BarrierReduction",
    parse: parse_reduction,
    print: print_reduction,
}];

/// The id is required with a thread count, a reduction needs the implicit
/// barrier 0, and the reduction and its predicate come together.
pub fn verify(r: OpRef<'_>) -> Result<(), tileir_ir::diag::Diagnostic> {
    let sizes: Vec<i64> = attr(r, "operandSegmentSizes")
        .and_then(|a| tileir_ir::format::dense_array_values(r.ctx, a))
        .unwrap_or_default();
    let present = |i: usize| sizes.get(i).is_some_and(|&n| n > 0);
    let (id, threads, predicate) = (present(0), present(1), present(2));
    let op = attr(r, "reductionOp").is_some();
    if threads && !id {
        return Err(err(
            r,
            "barrier id is missing, it should be set between 0 to 15",
        ));
    }
    if id && (op || predicate) {
        return Err(err(r, "reduction are only available when id is 0"));
    }
    if op != predicate {
        return Err(err(
            r,
            "reduction predicate and reduction operation must be specified together",
        ));
    }
    Ok(())
}
