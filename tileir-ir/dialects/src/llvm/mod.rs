//! The `llvm` dialect of MLIR 22 (`mlir/Dialect/LLVMIR`): the IR the
//! TileIR cascade ends in, written exactly as mlir-opt 22 prints it.
//!
//! Layout: [`types`] (`!llvm.ptr`, `!llvm.struct`, ... and the type
//! classes the ops constrain with), [`attrs`] (enums and the `#llvm.*`
//! attributes the ops carry), the ops by family: [`ops_module`]
//! (functions, globals, calls, constants), [`ops_arith`] (arithmetic,
//! comparisons, casts), [`ops_memory`] (loads, stores, addressing,
//! atomics), [`ops_aggregate`] (aggregates, vectors, inline assembly),
//! [`ops_control`] (terminators), [`ops_eh`] (`invoke`,
//! `landingpad`), [`loop_annotation`] (the `#llvm.loop_*` loop metadata
//! attributes), [`expression`] (`#llvm.di_expression`), [`debug_info`] (the
//! `#llvm.di_*` debug-info attributes, with [`dwarf`]'s DWARF names), [`ops_misc`] (module-level
//! lists, tokens, `call_intrinsic`, `indirectbr`), [`intrinsics`] (`llvm.intr.*`), [`verify`] (the verifiers with
//! mlir-opt 22's messages), [`calls`] (call and callable interfaces), [`fold`] (folders and the constant
//! materializer) and [`effects`] (the memory ops' memory effects).

pub mod attrs;
pub mod calls;
pub mod debug_info;
pub mod dwarf;
pub mod effects;
pub mod expression;
pub mod fold;
pub mod intrinsics;
pub mod loop_annotation;
pub mod metadata;
pub mod ops_aggregate;
pub mod ops_arith;
pub mod ops_control;
pub mod ops_eh;
pub mod ops_memory;
pub mod ops_misc;
pub mod ops_module;
pub mod types;
pub mod verify;

use tileir_ir::dialect::{AttrDef, CustomDirective, DialectDef, OpDef};

const TABLES: [&[OpDef]; 9] = [
    ops_module::OPS,
    ops_arith::OPS,
    ops_arith::CAST_OPS,
    ops_memory::OPS,
    ops_aggregate::OPS,
    ops_control::OPS,
    ops_misc::OPS,
    ops_eh::OPS,
    intrinsics::OPS,
];

const N_OPS: usize = {
    let mut n = 0;
    let mut t = 0;
    while t < TABLES.len() {
        n += TABLES[t].len();
        t += 1;
    }
    n
};

/// Every op, the families' tables laid end to end at compile time.
static OPS: [OpDef; N_OPS] = {
    let mut out = [OpDef::DEFAULT; N_OPS];
    let mut n = 0;
    let mut t = 0;
    while t < TABLES.len() {
        let mut i = 0;
        while i < TABLES[t].len() {
            out[n] = TABLES[t][i];
            n += 1;
            i += 1;
        }
        t += 1;
    }
    out
};

const N_DIRECTIVES: usize = ops_memory::DIRECTIVES.len() + ops_aggregate::DIRECTIVES.len();

static DIRECTIVES: [CustomDirective; N_DIRECTIVES] = {
    let mut out = [ops_memory::DIRECTIVES[0]; N_DIRECTIVES];
    let tables: [&[CustomDirective]; 2] = [ops_memory::DIRECTIVES, ops_aggregate::DIRECTIVES];
    let mut n = 0;
    let mut t = 0;
    while t < tables.len() {
        let mut i = 0;
        while i < tables[t].len() {
            out[n] = tables[t][i];
            n += 1;
            i += 1;
        }
        t += 1;
    }
    out
};

/// The attribute tables: the ops' enums and values (`attrs`), the loop
/// metadata (`loop_annotation`), the other metadata and module
/// attributes (`metadata`), the DWARF expressions (`expression`) and the
/// debug-info nodes (`debug_info`).
const ATTR_TABLES: [&[AttrDef]; 5] = [
    attrs::ATTRS,
    loop_annotation::ATTRS,
    metadata::ATTRS,
    expression::ATTRS,
    debug_info::ATTRS,
];

const N_ATTRS: usize = {
    let mut n = 0;
    let mut t = 0;
    while t < ATTR_TABLES.len() {
        n += ATTR_TABLES[t].len();
        t += 1;
    }
    n
};

static ATTRS: [AttrDef; N_ATTRS] = {
    let mut out = [AttrDef::DEFAULT; N_ATTRS];
    let mut n = 0;
    let mut t = 0;
    while t < ATTR_TABLES.len() {
        let mut i = 0;
        while i < ATTR_TABLES[t].len() {
            out[n] = ATTR_TABLES[t][i];
            n += 1;
            i += 1;
        }
        t += 1;
    }
    out
};

pub static DIALECT: DialectDef = DialectDef {
    name: "llvm",
    ops: &OPS,
    types: types::TYPES,
    attributes: &ATTRS,
    directives: &DIRECTIVES,
    // MLIR's LLVM dialect accepts ops it does not define (in generic form).
    allows_unknown_ops: true,
    // `LLVMDialect::parseType` names unknown mnemonics (`!llvm.vec`) itself.
    unknown_type_message: Some("unknown LLVM type: {}"),
    materialize_constant: Some(fold::materialize_constant),
    ..DialectDef::DEFAULT
};
