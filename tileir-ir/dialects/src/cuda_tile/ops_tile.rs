//! cuda_tile's tile ops: `constant`, `iota`, shape changes (`broadcast`,
//! `reshape`, `permute`, `cat`, `extract`), `select`, `offset`,
//! `reduce`/`scan` with their bodies, `assume`, block ids, and the matrix
//! multiplies; with their result-name hints.

use super::constraints::{
    same_element_type, I1_TILE, INT_TILE, MMAF_OPERAND, MMAF_RESULT, MMAF_SCALED_OPERAND,
    MMAF_SCALED_RESULT, MMAF_SCALED_SCALE, MMAI_ACC, MMAI_OPERAND, MMAI_RESULT, NUMBER_TILE,
    POINTER_TILE,
};
use super::ops_tile_verify as tv;
use super::types::{self, print_type};
use super::TILE;
use tileir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::context::Context;
use tileir_ir::dialect::{
    many, one, AttrDecl, AttrKind, CustomDirective, OpDef, OpRef, RegionDecl, Traits,
    TypePredicate, TypeRelation, ValueDecl,
};
use tileir_ir::format::CustomArg;
use tileir_ir::ids::{OpId, Value};
use tileir_ir::types::{FloatKind, Type, TypeData};

const RESULT: &[ValueDecl] = &[one("result", TILE)];
const CAST_FORMAT: &str = "$source attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))";

const SOURCE: &[ValueDecl] = &[one("source", TILE)];

const fn named_cast(name: &'static str, names: tileir_ir::dialect::ResultNamesFn) -> OpDef {
    OpDef {
        name,
        traits: Traits::PURE,
        operands: SOURCE,
        results: RESULT,
        format: Some(CAST_FORMAT),
        result_names: Some(names),
        ..OpDef::DEFAULT
    }
}

const BODY: RegionDecl = RegionDecl {
    name: "body",
    arity: tileir_ir::dialect::Arity::Single,
    single_block: true,
};

const fn block_ids(
    name: &'static str,
    results: &'static [ValueDecl],
    first: &'static str,
) -> OpDef {
    let _ = first;
    OpDef {
        name,
        traits: Traits::PURE,
        results,
        format: None,
        ..OpDef::DEFAULT
    }
}

pub const OPS: &[OpDef] = &[
    OpDef {
        name: "cuda_tile.constant",
        traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
        results: &[one("result", NUMBER_TILE)],
        attributes: &[AttrDecl::new("value", "dense elements attribute", AttrKind::Any)],
        format: Some("custom<DenseTypedElementsAttr>($value, type($result)) attr-dict"),
        result_names: Some(constant_names),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.iota",
        traits: Traits::PURE,
        results: &[one("result", INT_TILE)],
        format: Some("attr-dict `:` custom<CudaTileType>(type($result))"),
        verify: Some(tv::iota),
        ..OpDef::DEFAULT
    },
    OpDef {
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
        predicates: &[TypePredicate::AllRanksMatch(&["source", "result"])],
        verify: Some(tv::broadcast),
        ..named_cast("cuda_tile.broadcast", |r, set| {
            set(r.body.result(r.op, 0), "bcast")
        })
    },
    OpDef {
        traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE),
        verify: Some(tv::reshape),
        ..named_cast("cuda_tile.reshape", |r, set| {
            set(r.body.result(r.op, 0), "reshape")
        })
    },
    OpDef {
        name: "cuda_tile.permute",
        traits: Traits::PURE,
        operands: &[one("source", TILE)],
        results: RESULT,
        attributes: &[AttrDecl::new(
            "permutation",
            "i32 dense array attribute",
            AttrKind::DenseI32Array,
        )],
        format: Some("$source $permutation attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))"),
        predicates: &[
            SOURCE_RESULT_ELEMENT,
            TypePredicate::AllRanksMatch(&["source", "result"]),
        ],
        verify: Some(tv::permute),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.cat",
        traits: Traits::PURE,
        operands: &[one("lhs", TILE), one("rhs", TILE)],
        results: RESULT,
        attributes: &[AttrDecl::new(
            "dim",
            "64-bit signless integer attribute",
            AttrKind::Typed(super::i64_type),
        )],
        format: Some("$lhs `,` $rhs `dim` `=` $dim attr-dict `:` custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `->` custom<CudaTileType>(type($result))"),
        predicates: &[
            TypePredicate::AllRanksMatch(&["lhs", "rhs", "result"]),
            BINARY_RESULT_ELEMENT,
        ],
        verify: Some(tv::cat),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.extract",
        traits: Traits::PURE,
        operands: &[one("source", TILE), many("indices", super::SCALAR_I32)],
        results: RESULT,
        format: Some("$source `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))"),
        infer_result_types: None,
        predicates: &[TypePredicate::AllRanksMatch(&["source", "result"])],
        verify: Some(tv::extract),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.select",
        traits: Traits::PURE,
        operands: &[
            one("cond", I1_TILE),
            one("val_if_true", TILE),
            one("val_if_false", TILE),
        ],
        results: RESULT,
        format: Some("$cond `,` $val_if_true `,` $val_if_false attr-dict `:` custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))"),
        type_relations: &[
            TypeRelation::same("result", "val_if_true"),
            TypeRelation::same("result", "val_if_false"),
        ],
        predicates: &[
            TypePredicate::AllTypesMatch(&["val_if_true", "val_if_false", "result"]),
            TypePredicate::AllShapesMatch(&["cond", "val_if_true", "val_if_false", "result"]),
        ],
        verify: Some(tv::select),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.offset",
        traits: Traits::PURE
            .union(Traits::ELEMENTWISE)
            .union(Traits::SAME_OPERANDS_AND_RESULT_SHAPE),
        operands: &[one("ptr", POINTER_TILE), one("offset", INT_TILE)],
        results: &[one("result", POINTER_TILE)],
        format: Some("$ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,` custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))"),
        predicates: &[TypePredicate::AllTypesMatch(&["result", "ptr"])],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.reduce",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
            .union(Traits::SAME_OPERANDS_SHAPE),
        operands: &[many("operands", TILE)],
        results: &[many("results", TILE)],
        attributes: &[
            DIM,
            AttrDecl::new("identities", "array attribute", AttrKind::Array),
        ],
        regions: &[BODY],
        format: Some("$operands attr-dict ` ` `dim` `` `=` `` $dim `identities` `` `=` `` $identities `:` custom<CudaTileType>(type($operands)) `->` custom<CudaTileType>(type($results)) custom<ArgumentRegion>($body)"),
        result_names: Some(reduce_names),
        block_arg_names: Some(reduce_block_names),
        implicit_terminator: Some("cuda_tile.yield"),
        default_dialect: Some("cuda_tile"),
        verify: Some(tv::reduce),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.scan",
        traits: Traits::RECURSIVE_MEMORY_EFFECTS
            .union(Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)
            .union(Traits::SAME_OPERANDS_SHAPE),
        operands: &[many("operands", TILE)],
        results: &[many("results", TILE)],
        attributes: &[
            DIM,
            AttrDecl::new("reverse", "bool attribute", AttrKind::Typed(bool_type)),
            AttrDecl::new("identities", "array attribute", AttrKind::Array),
        ],
        regions: &[BODY],
        format: Some("$operands attr-dict ` ` `dim` `` `=` `` $dim `reverse` `` `=` `` $reverse `identities` `` `=` `` $identities `:` custom<CudaTileType>(type($operands)) `->` custom<CudaTileType>(type($results)) custom<ArgumentRegion>($body)"),
        implicit_terminator: Some("cuda_tile.yield"),
        default_dialect: Some("cuda_tile"),
        verify: Some(tv::scan),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.assume",
        operands: &[tileir_ir::dialect::any_one("value")],
        results: &[tileir_ir::dialect::any_one("result")],
        attributes: &[AttrDecl::new("predicate", "assume predicate", AttrKind::Any)],
        format: Some("custom<AssumePredicate>($predicate) `,` $value  attr-dict `:` custom<CudaTileType>(type($value))"),
        type_relations: &[TypeRelation::same("value", "result")],
        predicates: &[TypePredicate::AllTypesMatch(&["value", "result"])],
        result_names: Some(assume_names),
        verify: Some(tv::assume),
        ..OpDef::DEFAULT
    },
    OpDef {
        format: Some("attr-dict `:` custom<CudaTileType>(type($blockId_x))"),
        type_relations: &[
            TypeRelation::same("blockId_x", "blockId_y"),
            TypeRelation::same("blockId_x", "blockId_z"),
        ],
        result_names: Some(crate::ods_result_names),
        ..block_ids(
            "cuda_tile.get_tile_block_id",
            &[
                one("blockId_x", super::SCALAR_I32),
                one("blockId_y", super::SCALAR_I32),
                one("blockId_z", super::SCALAR_I32),
            ],
            "blockId_x",
        )
    },
    OpDef {
        format: Some("attr-dict `:` custom<CudaTileType>(type($gridSize_x))"),
        type_relations: &[
            TypeRelation::same("gridSize_x", "gridSize_y"),
            TypeRelation::same("gridSize_x", "gridSize_z"),
        ],
        result_names: Some(crate::ods_result_names),
        ..block_ids(
            "cuda_tile.get_num_tile_blocks",
            &[
                one("gridSize_x", super::SCALAR_I32),
                one("gridSize_y", super::SCALAR_I32),
                one("gridSize_z", super::SCALAR_I32),
            ],
            "gridSize_x",
        )
    },
    OpDef {
        name: "cuda_tile.mmaf",
        traits: Traits::PURE,
        operands: &[one("lhs", MMAF_OPERAND), one("rhs", MMAF_OPERAND), one("acc", MMAF_RESULT)],
        results: &[one("result", MMAF_RESULT)],
        attributes: &[AttrDecl::optional("fast_acc", "unit attribute", AttrKind::Unit)],
        format: Some("$lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:` custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))"),
        type_relations: &[TypeRelation::same("acc", "result")],
        predicates: MMA_PREDICATES,
        verify: Some(tv::mmaf),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.mmai",
        traits: Traits::PURE,
        operands: &[one("lhs", MMAI_OPERAND), one("rhs", MMAI_OPERAND), one("acc", MMAI_ACC)],
        results: &[one("result", MMAI_RESULT)],
        attributes: &[
            AttrDecl::new("signedness_lhs", "signedness", AttrKind::Dialect("cuda_tile.signedness")),
            AttrDecl::new("signedness_rhs", "signedness", AttrKind::Dialect("cuda_tile.signedness")),
        ],
        format: Some("$lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs) custom<Signedness>($signedness_rhs) attr-dict `:` custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))"),
        type_relations: &[TypeRelation::same("acc", "result")],
        predicates: MMA_PREDICATES,
        verify: Some(tv::mma_shapes),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "cuda_tile.mmaf_scaled",
        traits: Traits::PURE,
        operands: &[
            one("lhs", MMAF_SCALED_OPERAND),
            one("rhs", MMAF_SCALED_OPERAND),
            one("acc", MMAF_SCALED_RESULT),
            one("lhs_scale", MMAF_SCALED_SCALE),
            one("rhs_scale", MMAF_SCALED_SCALE),
        ],
        results: &[one("result", MMAF_SCALED_RESULT)],
        format: Some("$lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:` custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale)) `,` custom<CudaTileType>(type($rhs_scale))"),
        type_relations: &[TypeRelation::same("acc", "result")],
        predicates: &[
            TypePredicate::AllTypesMatch(&["acc", "result"]),
            OPERANDS_ELEMENT,
            SCALES_ELEMENT,
            TypePredicate::AllRanksMatch(&["lhs", "rhs", "acc", "lhs_scale", "rhs_scale"]),
        ],
        verify: Some(tv::mmaf_scaled),
        ..OpDef::DEFAULT
    },
];

same_element_type!(
    SOURCE_RESULT_ELEMENT,
    "all of {source, result} have the same element type",
    ["source", "result"]
);
same_element_type!(
    BINARY_RESULT_ELEMENT,
    "all of {lhs, rhs, result} have the same element type",
    ["lhs", "rhs", "result"]
);
same_element_type!(
    OPERANDS_ELEMENT,
    "all of {lhs, rhs} have the same element type",
    ["lhs", "rhs"]
);
same_element_type!(
    SCALES_ELEMENT,
    "all of {lhs_scale, rhs_scale} have the same element type",
    ["lhs_scale", "rhs_scale"]
);

const MMA_PREDICATES: &[TypePredicate] = &[
    TypePredicate::AllTypesMatch(&["acc", "result"]),
    OPERANDS_ELEMENT,
    TypePredicate::AllRanksMatch(&["lhs", "rhs", "acc"]),
];

/// `ConfinedAttr<I32Attr, [IntNonNegative]>:$dim` of reduce and scan.
const DIM: AttrDecl = AttrDecl::new(
    "dim",
    "32-bit signless integer attribute whose value is non-negative",
    AttrKind::Typed(super::i32_type),
)
.checked(|ctx, a| match ctx.attr_data(a) {
    AttrData::Integer { value, .. } => value.get() >= 0,
    _ => false,
});

pub const DIRECTIVES: &[CustomDirective] = &[CustomDirective {
    name: "ArgumentRegion",
    parse: parse_argument_region,
    print: print_argument_region,
}];

fn bool_type(ctx: &Context) -> Type {
    ctx.int_type(1)
}

// ----- reduce/scan bodies -----

fn parse_argument_region(p: &mut dyn AsmParser, args: &mut [CustomArg]) -> ParseResult<()> {
    let (arguments, _) = super::ops_control::parse_signature(p)?;
    let r = p.parse_region(&arguments, false)?;
    args[0] = CustomArg::Regions(vec![r]);
    Ok(())
}

fn print_argument_region(p: &mut dyn AsmPrinter, op: OpId, args: &[CustomArg]) {
    let Some(CustomArg::Regions(rs)) = args.first() else {
        return;
    };
    let Some(&r) = rs.first() else {
        return;
    };
    p.print_newline();
    let body = p.body().region_body(op);
    let block_args: Vec<Value> = body
        .entry_block(r)
        .map(|b| body.block_args(b).to_vec())
        .unwrap_or_default();
    p.write_str("(");
    for (i, &a) in block_args.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_op_region_operand(op, a);
        p.write_str(": ");
        let ty = p.body().region_body(op).value_type(a);
        print_type(p, ty);
    }
    p.write_str(") ");
    p.print_region_with_terminators(op, r, false, true, true);
}

// ----- result names -----

/// Only the first result is named, so the results print as one group
/// (`%reduce:3`, uses `%reduce#1`), as NVIDIA's printer writes them.
fn reduce_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    if let Some(v) = r.body.results(r.op).next() {
        set(v, "reduce");
    }
}

fn reduce_block_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    let body = r.body.region_body(r.op);
    let Some(&region) = r.body.regions(r.op).first() else {
        return;
    };
    let Some(block) = body.entry_block(region) else {
        return;
    };
    let args = body.block_args(block);
    let single = args.len() == 2;
    for (i, &a) in args.iter().enumerate() {
        let side = if i % 2 == 0 { "lhs" } else { "rhs" };
        if single {
            set(a, &format!("reduce_{side}"));
        } else {
            set(a, &format!("reduce_{side}{}", i / 2));
        }
    }
}

/// The name a producing op suggests for its result (what `assume` builds
/// on): the constant's, a view's, a loop's, ...
fn suggested_name(r: OpRef<'_>, v: Value) -> Option<String> {
    let def = r.body.defining_op(v)?;
    let op_def = r.ctx.op_def(r.body.op_name(def))?;
    let names = op_def.result_names?;
    let mut found = None;
    names(
        OpRef {
            ctx: r.ctx,
            body: r.body,
            op: def,
        },
        &mut |value, name| {
            if value == v && found.is_none() {
                found = Some(name.to_string());
            }
        },
    );
    found
}

fn assume_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    let result = r.body.result(r.op, 0);
    let value = r.body.operand(r.op, 0);
    match suggested_name(r, value) {
        Some(inner) => set(result, &format!("assume_{inner}")),
        None => set(result, "assume"),
    }
}

/// `%true`, `%false`, `%cst_i1`, `%cst_0_i32`, `%cst_f32`, `%cst_NaN_f16`.
fn constant_names(r: OpRef<'_>, set: &mut dyn FnMut(Value, &str)) {
    let result = r.body.result(r.op, 0);
    let Some(value) = r.body.attr_static(r.ctx, r.op, "value") else {
        return;
    };
    if let Some(name) = constant_name(r.ctx, value) {
        set(result, &name);
    }
}

fn constant_name(ctx: &Context, value: Attribute) -> Option<String> {
    let AttrData::DenseElements { ty, data } = ctx.attr_data(value) else {
        return None;
    };
    let (shape, element) = types::tile_parts(ctx, *ty)?;
    let tileir_ir::attributes::DenseData::Raw { splat, bytes } = data else {
        return None;
    };
    let count: i64 = shape.iter().product();
    let splat = *splat || count == 1;
    let elem_name = tileir_ir::printer::type_to_string(ctx, element);
    match ctx.type_data(element) {
        TypeData::Integer { width: 1, .. } => {
            if bytes.iter().all(|&b| b & 1 == 1) {
                Some("true".into())
            } else if bytes.iter().all(|&b| b & 1 == 0) {
                Some("false".into())
            } else {
                Some("cst_i1".into())
            }
        }
        TypeData::Integer { width, .. } if splat => {
            let n = (*width as usize).div_ceil(8);
            let mut raw = [0u8; 8];
            raw[..n.min(8)].copy_from_slice(&bytes[..n.min(8).min(bytes.len())]);
            let v = u64::from_le_bytes(raw);
            let shift = 64 - width.min(&64);
            let signed = ((v << shift) as i64) >> shift;
            Some(format!("cst_{signed}_{elem_name}"))
        }
        TypeData::Float(kind) if splat => {
            let n = (kind.width() as usize).div_ceil(8);
            let mut raw = [0u8; 16];
            raw[..n.min(bytes.len())].copy_from_slice(&bytes[..n.min(bytes.len())]);
            let bits = u128::from_le_bytes(raw);
            match float_integral(*kind, bits) {
                FloatValue::NaN => Some(format!("cst_NaN_{elem_name}")),
                FloatValue::Integral(v) => Some(format!("cst_{v}_{elem_name}")),
                FloatValue::Other => Some(format!("cst_{elem_name}")),
            }
        }
        _ => Some(format!("cst_{elem_name}")),
    }
}

enum FloatValue {
    NaN,
    Integral(u64),
    Other,
}

/// Whether a float converts exactly to a u64 (for `%cst_3_f32`).
fn float_integral(kind: FloatKind, bits: u128) -> FloatValue {
    let Some(v) = float_to_f64(kind, bits) else {
        return FloatValue::Other;
    };
    if v.is_nan() {
        return FloatValue::NaN;
    }
    if v.is_sign_negative() || v.fract() != 0.0 || v >= 18446744073709551616.0 || !v.is_finite() {
        return FloatValue::Other;
    }
    FloatValue::Integral(v as u64)
}

/// Exact value of the common float formats as an f64.
fn float_to_f64(kind: FloatKind, bits: u128) -> Option<f64> {
    let (exp_bits, man_bits, bias, ieee) = match kind {
        FloatKind::F64 => return Some(f64::from_bits(bits as u64)),
        FloatKind::F32 => return Some(f32::from_bits(bits as u32) as f64),
        FloatKind::F16 => (5, 10, 15, true),
        FloatKind::BF16 => (8, 7, 127, true),
        FloatKind::TF32 => (8, 10, 127, true),
        FloatKind::F8E5M2 => (5, 2, 15, true),
        FloatKind::F8E4M3FN => (4, 3, 7, false),
        _ => return None,
    };
    let man = (bits & ((1 << man_bits) - 1)) as u64;
    let exp = ((bits >> man_bits) & ((1 << exp_bits) - 1)) as i32;
    let sign = (bits >> (man_bits + exp_bits)) & 1 == 1;
    let max_exp = (1 << exp_bits) - 1;
    let magnitude = if ieee && exp == max_exp {
        if man == 0 {
            f64::INFINITY
        } else {
            f64::NAN
        }
    } else if !ieee && exp == max_exp && man == (1 << man_bits) - 1 {
        f64::NAN
    } else if exp == 0 {
        man as f64 * 2f64.powi(1 - bias - man_bits)
    } else {
        (man | (1 << man_bits)) as f64 * 2f64.powi(exp - bias - man_bits)
    };
    Some(if sign { -magnitude } else { magnitude })
}
