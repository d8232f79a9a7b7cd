//! The `llvm` dialect of MLIR 22 (`mlir/Dialect/LLVMIR`): the IR the
//! TileIR cascade ends in, written exactly as mlir-opt 22 prints it.
//!
//! Layout: [`types`] (`!llvm.ptr`, `!llvm.struct`, ... and the type
//! classes the ops constrain with), [`attrs`] (enums and the `#llvm.*`
//! attributes the ops carry), the ops by family: [`ops_module`]
//! (functions, globals, calls, constants), and [`verify`] (the verifiers
//! with mlir-opt 22's messages).

pub mod attrs;
pub mod ops_arith;
pub mod ops_memory;
pub mod ops_module;
pub mod types;
pub mod verify;

use tileir_ir::dialect::{DialectDef, OpDef};

const N_OPS: usize = ops_module::OPS.len()
    + ops_arith::OPS.len()
    + ops_arith::CAST_OPS.len()
    + ops_memory::OPS.len();

/// Every op, the families' tables laid end to end at compile time.
static OPS: [OpDef; N_OPS] = {
    let mut out = [OpDef::DEFAULT; N_OPS];
    let tables: [&[OpDef]; 4] = [
        ops_module::OPS,
        ops_arith::OPS,
        ops_arith::CAST_OPS,
        ops_memory::OPS,
    ];
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

pub static DIALECT: DialectDef = DialectDef {
    name: "llvm",
    ops: &OPS,
    types: types::TYPES,
    attributes: attrs::ATTRS,
    directives: ops_memory::DIRECTIVES,
    ..DialectDef::DEFAULT
};
