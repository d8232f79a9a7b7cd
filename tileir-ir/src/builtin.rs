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
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "builtin.unrealized_conversion_cast",
        summary: "An unrealized conversion from one set of types to another",
        traits: Traits::PURE,
        operands: &[any_many("inputs")],
        results: &[any_many("outputs")],
        format: Some("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"),
        ..OpDef::DEFAULT
    },
];

pub static DIALECT: DialectDef = DialectDef {
    name: "builtin",
    ops: OPS,
    ..DialectDef::DEFAULT
};
