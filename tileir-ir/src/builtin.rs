//! The `builtin` dialect's ops (`mlir/include/mlir/IR/BuiltinOps.td`): the
//! one dialect of the core, which parses `module` and prints the implicit
//! top-level module.

use crate::dialect::{any_many, Arity, AttrDecl, AttrKind, DialectDef, OpDef, RegionDecl, Traits};

static OPS: &[OpDef] = &[
    OpDef {
        name: "builtin.module",
        summary: "A top level container operation",
        traits: Traits::ISOLATED_FROM_ABOVE
            .union(Traits::NO_TERMINATOR)
            .union(Traits::SYMBOL_TABLE)
            .union(Traits::NO_REGION_ARGUMENTS)
            .union(Traits::SINGLE_BLOCK)
            .union(Traits::GRAPH_REGION)
            .union(Traits::AFFINE_SCOPE),
        attributes: &[
            AttrDecl::optional("sym_name", "string attribute", AttrKind::SymbolName),
            AttrDecl::optional("sym_visibility", "string attribute", AttrKind::String),
        ],
        regions: &[RegionDecl {
            name: "bodyRegion",
            arity: Arity::Single,
            single_block: true,
        }],
        format: Some("($sym_name^)? attr-dict-with-keyword $bodyRegion"),
        // ModuleOp's OpAsmOpInterface: nested `module` needs no prefix.
        default_dialect: Some("builtin"),
        verify: Some(verify_module),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "builtin.unrealized_conversion_cast",
        summary: "An unrealized conversion from one set of types to another",
        traits: Traits::PURE,
        operands: &[any_many("inputs")],
        results: &[any_many("outputs")],
        format: Some("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"),
        interfaces: crate::dialect::Interfaces {
            fold: Some(fold_cast),
            ..crate::dialect::Interfaces::DEFAULT
        },
        ..OpDef::DEFAULT
    },
];

/// `ModuleOp::verify`: a module's discardable attributes are dialect
/// attributes (`dialect.name`); its inherent ones are its symbol's.
fn verify_module(r: crate::dialect::OpRef<'_>) -> Result<(), crate::diag::Diagnostic> {
    for e in r.ctx.dictionary_entries(r.body.attr_dict(r.op)).iter() {
        let name = r.ctx.str(e.name);
        if !name.contains('.') && name != "sym_name" && name != "sym_visibility" {
            return Err(crate::diag::Diagnostic::error(
                r.body.op_loc(r.op),
                format!(
                    "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '{name}'"
                ),
            ));
        }
    }
    Ok(())
}

/// `UnrealizedConversionCastOp::fold`: a cast to its own input types is its
/// inputs; a cast of every result of another cast, in order, back to that
/// cast's input types is those inputs.
fn fold_cast(
    r: crate::dialect::OpRef<'_>,
    _: &[Option<crate::attributes::Attribute>],
) -> Option<smallvec::SmallVec<[crate::fold::FoldResult; 1]>> {
    use crate::fold::FoldResult;
    let body = r.body;
    let inputs: smallvec::SmallVec<[crate::ids::Value; 4]> = body.operands(r.op).collect();
    let types = |values: &mut dyn Iterator<Item = crate::ids::Value>| -> Vec<crate::types::Type> {
        values.map(|v| body.value_type(v)).collect()
    };
    let result_types = types(&mut body.results(r.op));
    if types(&mut inputs.iter().copied()) == result_types {
        return Some(inputs.iter().map(|&v| FoldResult::Value(v)).collect());
    }
    let producer = body.defining_op(*inputs.first()?)?;
    if body.op_name(producer) != body.op_name(r.op) || body.num_results(producer) != inputs.len() {
        return None;
    }
    if !body.results(producer).eq(inputs.iter().copied()) {
        return None;
    }
    if types(&mut body.operands(producer)) != result_types {
        return None;
    }
    Some(body.operands(producer).map(FoldResult::Value).collect())
}

pub static DIALECT: DialectDef = DialectDef {
    name: "builtin",
    ops: OPS,
    inliner: Some(&INLINER),
    ..DialectDef::DEFAULT
};

/// mlir-opt 22 inlines callees holding builtin ops (such as
/// `unrealized_conversion_cast`): every builtin op may be inlined anywhere.
static INLINER: crate::call::DialectInliner = crate::call::DialectInliner {
    legal_call: |_, _, _| false,
    legal_region: |_| true,
    legal_op: |_, _| true,
    terminator_to_branch: None,
    terminator_values: None,
};
