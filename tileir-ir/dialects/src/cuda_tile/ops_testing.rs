//! NVIDIA's bytecode test ops (its `TestingOps.td`, built with
//! `TILE_IR_INCLUDE_TESTS`): `testing$bytecode_test_new_attribute` and
//! `testing$bytecode_test_evolution`, which its test versions 250.0 and
//! 250.1 use to exercise versioned attributes, operands and results (see
//! `bytecode::format`). Always registered, like `testing$func`; only their
//! bytecode needs a test version.
//!
//! Not here: the evolution op's `priority` and `test_attr` attributes
//! (a test enum and a test attribute of their own that no test of the
//! corpus uses).

use super::constraints::ANY_TILE;
use super::TOKEN;
use tileir_ir::dialect::{many, one, opt, AttrDecl, AttrDefault, AttrKind, OpDef, Traits};

pub const OPS: &[OpDef] = &[
    OpDef {
        name: "cuda_tile.testing$bytecode_test_new_attribute",
        attributes: &[
            AttrDecl::optional("new_flag", "unit attribute", AttrKind::Unit),
            AttrDecl::with_default(
                "new_param",
                "32-bit signless integer attribute",
                AttrKind::Typed(super::i32_type),
                AttrDefault::Int(42),
            ),
        ],
        format: Some("(`new_flag` $new_flag^)? (`new_param` `=` $new_param^)? attr-dict"),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.testing$bytecode_test_evolution",
        traits: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        operands: &[many("inputs", ANY_TILE), opt("optional_token", TOKEN)],
        results: &[one("result_token", TOKEN)],
        attributes: &[AttrDecl::optional(
            "new_attr",
            "32-bit signless integer attribute",
            AttrKind::Typed(super::i32_type),
        )],
        format: Some("`(` $inputs `:` type($inputs) `)` (`new_attr` `=` $new_attr^)? (`token` `=` $optional_token^ `:` custom<CudaTileType>(type($optional_token)))? `->` custom<CudaTileType>(type($result_token)) attr-dict"),
        ..OpDef::DEFAULT
    },
];
