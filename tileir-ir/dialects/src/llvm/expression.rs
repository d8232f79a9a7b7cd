//! The llvm dialect's DWARF expressions (`LLVMAttrDefs.td`):
//! `#llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(32, 32)]>` (or
//! `<>` when empty), which `llvm.intr.dbg.value` / `dbg.declare` and the
//! debug-info attributes carry, and its elements `#llvm.di_expression_elem`.
//!
//! An element is a DWARF operation named as LLVM's `Dwarf.def` names it
//! (`DW_OP_*`, the table below, looked up as `dwarf::getOperationEncoding`
//! does) and its unsigned 64-bit operands in parentheses. The operands of
//! `DW_OP_LLVM_convert` after the first may be written as a `DW_ATE_*`
//! attribute encoding, and print that way when they name one.
//!
//! An element's format starts with its operation, not `<`, so it only
//! parses inside an expression (stripped): `#llvm.di_expression_elem<...>`
//! fails as it does in mlir-opt 22. Stored as `Param::Int(opcode)` and
//! `Param::Ints(operands)` (the bits of each `u64`); the expression holds
//! an array of elements, or no parameter at all when empty, so the empty
//! expression is the one `AttrDefault::DialectAttr("llvm.di_expression")`
//! builds (the default of `llvm.intr.dbg.value`'s `locationExpr`).

use tileir_ir::asm::{AsmParser, AsmPrinter, ParseError, ParseResult};
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::dialect::AttrDef;
use tileir_ir::format::dialect_attr;
use tileir_ir::types::{Param, Type};

/// The operations `dwarf::getOperationEncoding` knows in LLVM 22: the DWARF
/// 5 operations, the vendor extensions `Dwarf.def` keeps, and LLVM's own.
const OPERATIONS: &[(&str, u64)] = &[
    ("DW_OP_addr", 0x03),
    ("DW_OP_deref", 0x06),
    ("DW_OP_const1u", 0x08),
    ("DW_OP_const1s", 0x09),
    ("DW_OP_const2u", 0x0a),
    ("DW_OP_const2s", 0x0b),
    ("DW_OP_const4u", 0x0c),
    ("DW_OP_const4s", 0x0d),
    ("DW_OP_const8u", 0x0e),
    ("DW_OP_const8s", 0x0f),
    ("DW_OP_constu", 0x10),
    ("DW_OP_consts", 0x11),
    ("DW_OP_dup", 0x12),
    ("DW_OP_drop", 0x13),
    ("DW_OP_over", 0x14),
    ("DW_OP_pick", 0x15),
    ("DW_OP_swap", 0x16),
    ("DW_OP_rot", 0x17),
    ("DW_OP_xderef", 0x18),
    ("DW_OP_abs", 0x19),
    ("DW_OP_and", 0x1a),
    ("DW_OP_div", 0x1b),
    ("DW_OP_minus", 0x1c),
    ("DW_OP_mod", 0x1d),
    ("DW_OP_mul", 0x1e),
    ("DW_OP_neg", 0x1f),
    ("DW_OP_not", 0x20),
    ("DW_OP_or", 0x21),
    ("DW_OP_plus", 0x22),
    ("DW_OP_plus_uconst", 0x23),
    ("DW_OP_shl", 0x24),
    ("DW_OP_shr", 0x25),
    ("DW_OP_shra", 0x26),
    ("DW_OP_xor", 0x27),
    ("DW_OP_bra", 0x28),
    ("DW_OP_eq", 0x29),
    ("DW_OP_ge", 0x2a),
    ("DW_OP_gt", 0x2b),
    ("DW_OP_le", 0x2c),
    ("DW_OP_lt", 0x2d),
    ("DW_OP_ne", 0x2e),
    ("DW_OP_skip", 0x2f),
    ("DW_OP_lit0", 0x30),
    ("DW_OP_lit1", 0x31),
    ("DW_OP_lit2", 0x32),
    ("DW_OP_lit3", 0x33),
    ("DW_OP_lit4", 0x34),
    ("DW_OP_lit5", 0x35),
    ("DW_OP_lit6", 0x36),
    ("DW_OP_lit7", 0x37),
    ("DW_OP_lit8", 0x38),
    ("DW_OP_lit9", 0x39),
    ("DW_OP_lit10", 0x3a),
    ("DW_OP_lit11", 0x3b),
    ("DW_OP_lit12", 0x3c),
    ("DW_OP_lit13", 0x3d),
    ("DW_OP_lit14", 0x3e),
    ("DW_OP_lit15", 0x3f),
    ("DW_OP_lit16", 0x40),
    ("DW_OP_lit17", 0x41),
    ("DW_OP_lit18", 0x42),
    ("DW_OP_lit19", 0x43),
    ("DW_OP_lit20", 0x44),
    ("DW_OP_lit21", 0x45),
    ("DW_OP_lit22", 0x46),
    ("DW_OP_lit23", 0x47),
    ("DW_OP_lit24", 0x48),
    ("DW_OP_lit25", 0x49),
    ("DW_OP_lit26", 0x4a),
    ("DW_OP_lit27", 0x4b),
    ("DW_OP_lit28", 0x4c),
    ("DW_OP_lit29", 0x4d),
    ("DW_OP_lit30", 0x4e),
    ("DW_OP_lit31", 0x4f),
    ("DW_OP_reg0", 0x50),
    ("DW_OP_reg1", 0x51),
    ("DW_OP_reg2", 0x52),
    ("DW_OP_reg3", 0x53),
    ("DW_OP_reg4", 0x54),
    ("DW_OP_reg5", 0x55),
    ("DW_OP_reg6", 0x56),
    ("DW_OP_reg7", 0x57),
    ("DW_OP_reg8", 0x58),
    ("DW_OP_reg9", 0x59),
    ("DW_OP_reg10", 0x5a),
    ("DW_OP_reg11", 0x5b),
    ("DW_OP_reg12", 0x5c),
    ("DW_OP_reg13", 0x5d),
    ("DW_OP_reg14", 0x5e),
    ("DW_OP_reg15", 0x5f),
    ("DW_OP_reg16", 0x60),
    ("DW_OP_reg17", 0x61),
    ("DW_OP_reg18", 0x62),
    ("DW_OP_reg19", 0x63),
    ("DW_OP_reg20", 0x64),
    ("DW_OP_reg21", 0x65),
    ("DW_OP_reg22", 0x66),
    ("DW_OP_reg23", 0x67),
    ("DW_OP_reg24", 0x68),
    ("DW_OP_reg25", 0x69),
    ("DW_OP_reg26", 0x6a),
    ("DW_OP_reg27", 0x6b),
    ("DW_OP_reg28", 0x6c),
    ("DW_OP_reg29", 0x6d),
    ("DW_OP_reg30", 0x6e),
    ("DW_OP_reg31", 0x6f),
    ("DW_OP_breg0", 0x70),
    ("DW_OP_breg1", 0x71),
    ("DW_OP_breg2", 0x72),
    ("DW_OP_breg3", 0x73),
    ("DW_OP_breg4", 0x74),
    ("DW_OP_breg5", 0x75),
    ("DW_OP_breg6", 0x76),
    ("DW_OP_breg7", 0x77),
    ("DW_OP_breg8", 0x78),
    ("DW_OP_breg9", 0x79),
    ("DW_OP_breg10", 0x7a),
    ("DW_OP_breg11", 0x7b),
    ("DW_OP_breg12", 0x7c),
    ("DW_OP_breg13", 0x7d),
    ("DW_OP_breg14", 0x7e),
    ("DW_OP_breg15", 0x7f),
    ("DW_OP_breg16", 0x80),
    ("DW_OP_breg17", 0x81),
    ("DW_OP_breg18", 0x82),
    ("DW_OP_breg19", 0x83),
    ("DW_OP_breg20", 0x84),
    ("DW_OP_breg21", 0x85),
    ("DW_OP_breg22", 0x86),
    ("DW_OP_breg23", 0x87),
    ("DW_OP_breg24", 0x88),
    ("DW_OP_breg25", 0x89),
    ("DW_OP_breg26", 0x8a),
    ("DW_OP_breg27", 0x8b),
    ("DW_OP_breg28", 0x8c),
    ("DW_OP_breg29", 0x8d),
    ("DW_OP_breg30", 0x8e),
    ("DW_OP_breg31", 0x8f),
    ("DW_OP_regx", 0x90),
    ("DW_OP_fbreg", 0x91),
    ("DW_OP_bregx", 0x92),
    ("DW_OP_piece", 0x93),
    ("DW_OP_deref_size", 0x94),
    ("DW_OP_xderef_size", 0x95),
    ("DW_OP_nop", 0x96),
    ("DW_OP_push_object_address", 0x97),
    ("DW_OP_call2", 0x98),
    ("DW_OP_call4", 0x99),
    ("DW_OP_call_ref", 0x9a),
    ("DW_OP_form_tls_address", 0x9b),
    ("DW_OP_call_frame_cfa", 0x9c),
    ("DW_OP_bit_piece", 0x9d),
    ("DW_OP_implicit_value", 0x9e),
    ("DW_OP_stack_value", 0x9f),
    ("DW_OP_implicit_pointer", 0xa0),
    ("DW_OP_addrx", 0xa1),
    ("DW_OP_constx", 0xa2),
    ("DW_OP_entry_value", 0xa3),
    ("DW_OP_const_type", 0xa4),
    ("DW_OP_regval_type", 0xa5),
    ("DW_OP_deref_type", 0xa6),
    ("DW_OP_xderef_type", 0xa7),
    ("DW_OP_convert", 0xa8),
    ("DW_OP_reinterpret", 0xa9),
    ("DW_OP_GNU_push_tls_address", 0xe0),
    ("DW_OP_HP_is_value", 0xe1),
    ("DW_OP_HP_fltconst4", 0xe2),
    ("DW_OP_HP_fltconst8", 0xe3),
    ("DW_OP_HP_mod_range", 0xe4),
    ("DW_OP_HP_unmod_range", 0xe5),
    ("DW_OP_HP_tls", 0xe6),
    ("DW_OP_INTEL_bit_piece", 0xe8),
    ("DW_OP_LLVM_user", 0xe9),
    ("DW_OP_WASM_location", 0xed),
    ("DW_OP_WASM_location_int", 0xee),
    ("DW_OP_APPLE_uninit", 0xf0),
    ("DW_OP_GNU_implicit_pointer", 0xf2),
    ("DW_OP_GNU_entry_value", 0xf3),
    ("DW_OP_PGI_omp_thread_num", 0xf8),
    ("DW_OP_GNU_addr_index", 0xfb),
    ("DW_OP_GNU_const_index", 0xfc),
    ("DW_OP_LLVM_fragment", 0x1000),
    ("DW_OP_LLVM_convert", LLVM_CONVERT),
    ("DW_OP_LLVM_tag_offset", 0x1002),
    ("DW_OP_LLVM_entry_value", 0x1003),
    ("DW_OP_LLVM_implicit_pointer", 0x1004),
    ("DW_OP_LLVM_arg", 0x1005),
    ("DW_OP_LLVM_extract_bits_sext", 0x1006),
    ("DW_OP_LLVM_extract_bits_zext", 0x1007),
];

/// `DW_OP_LLVM_convert`, whose later operands may be attribute encodings.
const LLVM_CONVERT: u64 = 0x1001;

/// The attribute encodings (`DW_ATE_*`) `dwarf::getAttributeEncoding` knows.
use super::dwarf::ENCODINGS;

fn code_of<T: Copy + Into<u64>>(table: &[(&str, T)], name: &str) -> Option<u64> {
    table.iter().find(|e| e.0 == name).map(|e| e.1.into())
}

fn name_of<T: Copy + Into<u64>>(table: &[(&'static str, T)], code: u64) -> Option<&'static str> {
    table.iter().find(|e| e.1.into() == code).map(|e| e.0)
}

/// `first`, then `then` where parsing stopped (MLIR's generated parsers
/// add their `failed to parse ...` note this way).
fn chain(p: &dyn AsmParser, first: ParseError, then: &str) -> ParseError {
    let then = p.error(then);
    ParseError(Box::new(first.0.then(*then.0)))
}

const ELEM_OPCODE: &str =
    "failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`";
const OPERATIONS_PARAM: &str = "failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`";

/// One operand of an element: an integer, or (after the first operand of
/// `DW_OP_LLVM_convert`) a `DW_ATE_*` encoding.
fn parse_operand(p: &mut dyn AsmParser, opcode: u64, index: usize) -> ParseResult<u64> {
    if index > 0 && opcode == LLVM_CONVERT {
        if let Some(word) = p.parse_optional_any_keyword() {
            return code_of(ENCODINGS, &word).ok_or_else(|| {
                p.error(&format!(
                    "encountered unknown attribute encoding \"{word}\""
                ))
            });
        }
    }
    match p.parse_optional_u64() {
        Ok(Some(v)) => Ok(v),
        Ok(None) => {
            let first = p.error("expected integer value");
            Err(chain(p, first, "expected integer operand"))
        }
        Err(e) => Err(chain(p, e, "expected integer operand")),
    }
}

/// An element without its prefix: `DW_OP_name` or `DW_OP_name(1, 2)`.
fn parse_elem(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.current_pos();
    let Some(name) = p.parse_optional_any_keyword() else {
        let first = p.error("expected valid keyword");
        return Err(chain(p, first, ELEM_OPCODE));
    };
    let Some(opcode) = code_of(OPERATIONS, &name) else {
        let first = p.error_at(
            pos,
            &format!("invalid debug info debug info operation encoding name: {name}"),
        );
        return Err(chain(p, first, ELEM_OPCODE));
    };
    let mut operands = Vec::new();
    if p.parse_optional_punct("(") {
        loop {
            let v = parse_operand(p, opcode, operands.len())?;
            operands.push(v as i64);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    Ok(dialect_attr(
        p.context(),
        "llvm.di_expression_elem",
        vec![Param::Int(opcode as i64), Param::Ints(operands.into())],
    ))
}

fn print_elem(p: &mut dyn AsmPrinter, a: Attribute) {
    let (opcode, operands) = match p.context().attr_data(a) {
        AttrData::Dialect { params, .. } => match &params[..] {
            [Param::Int(op), Param::Ints(args)] => (*op as u64, args.clone()),
            _ => return,
        },
        _ => return,
    };
    let name = name_of(OPERATIONS, opcode).unwrap_or("");
    p.write_str(name);
    if operands.is_empty() {
        return;
    }
    p.write_str("(");
    for (i, &v) in operands.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let v = v as u64;
        match name_of(ENCODINGS, v) {
            Some(encoding) if i > 0 && opcode == LLVM_CONVERT => p.write_str(encoding),
            _ => p.write_str(&v.to_string()),
        }
    }
    p.write_str(")");
}

/// One element of an expression's list: stripped, or (as MLIR's
/// `parseCustomAttributeWithFallback` allows) a full attribute.
fn parse_list_elem(p: &mut dyn AsmParser) -> ParseResult<Attribute> {
    if !p.peek_attr_prefix() {
        return parse_elem(p, None);
    }
    let pos = p.current_pos();
    let a = p.parse_attribute(None)?;
    match p.context().attr_data(a) {
        AttrData::Dialect { name, .. } if p.context().str(*name) == "llvm.di_expression_elem" => {
            Ok(a)
        }
        _ => Err(p.error_at(pos, "invalid kind of attribute specified")),
    }
}

/// `<>` or `<[elem, ...]>` (an empty `[]` is an error, as in MLIR).
fn parse_expression(p: &mut dyn AsmParser, _: Option<Type>) -> ParseResult<Attribute> {
    p.parse_punct("<")?;
    let mut elems = Vec::new();
    if p.parse_optional_punct("[") {
        loop {
            match parse_list_elem(p) {
                Ok(e) => elems.push(e),
                Err(e) => return Err(chain(p, e, OPERATIONS_PARAM)),
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_punct(">")?;
    let ctx = p.context();
    if elems.is_empty() {
        return Ok(dialect_attr(ctx, "llvm.di_expression", Vec::new()));
    }
    let list = ctx.intern_attr(AttrData::Array(elems.into()));
    Ok(dialect_attr(
        ctx,
        "llvm.di_expression",
        vec![Param::Attr(list)],
    ))
}

fn print_expression(p: &mut dyn AsmPrinter, a: Attribute) {
    let elems = match p.context().attr_data(a) {
        AttrData::Dialect { params, .. } => match &params[..] {
            [Param::Attr(list)] => match p.context().attr_data(*list) {
                AttrData::Array(elems) => elems.clone(),
                _ => return,
            },
            _ => Box::default(),
        },
        _ => return,
    };
    p.write_str("<");
    if !elems.is_empty() {
        p.write_str("[");
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_stripped_attribute(e);
        }
        p.write_str("]");
    }
    p.write_str(">");
}

pub static ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "di_expression",
        parse: Some(parse_expression),
        print: Some(print_expression),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "di_expression_elem",
        parse: Some(parse_elem),
        print: Some(print_elem),
        ..AttrDef::DEFAULT
    },
];

#[cfg(test)]
mod tests {
    use tileir_ir::dialect::{AttrDecl, AttrDefault, AttrKind};
    use tileir_ir::parser::{parse_source, ParserConfig};

    /// `#llvm.di_expression<>` as parsed is the attribute an op's
    /// `DefaultValuedAttr` of the empty expression builds, so an op can
    /// leave it out of its custom form as MLIR does.
    #[test]
    fn empty_expression_is_the_default() {
        let ctx = crate::context();
        let text = "module attributes {test.e = #llvm.di_expression<>, \
                    test.f = #llvm.di_expression<[DW_OP_deref]>} {\n}\n";
        let owned = parse_source(&ctx, "t.mlir", text, 1, &ParserConfig::default())
            .unwrap_or_else(|d| panic!("{}", d.message));
        let decl = AttrDecl::with_default(
            "locationExpr",
            "",
            AttrKind::Dialect("llvm.di_expression"),
            AttrDefault::DialectAttr("llvm.di_expression"),
        );
        let default = tileir_ir::format::default_attr(&ctx, &decl).expect("default");
        assert_eq!(owned.body.attr(&ctx, owned.op, "test.e"), Some(default));
        assert_ne!(owned.body.attr(&ctx, owned.op, "test.f"), Some(default));
    }

    /// `llvm.intr.dbg.value` / `dbg.declare` leave the empty expression out
    /// of their custom form and fill it in when the generic form omits it,
    /// as mlir-opt 22 does (a plain attribute stands in for the
    /// `#llvm.di_local_variable` the debug-info attributes provide).
    #[test]
    fn debug_intrinsics_default_their_expression() {
        use tileir_ir::printer::{print_op, PrintOptions};
        let ctx = crate::context();
        let text = "#f = #llvm.di_file<\"a.c\" in \"/\">\n\
                    #cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, \
                    file = #f, isOptimized = false, emissionKind = Full>\n\
                    #sp = #llvm.di_subprogram<compileUnit = #cu, scope = #f, name = \"f\", \
                    file = #f, subprogramFlags = Definition>\n\
                    #v = #llvm.di_local_variable<scope = #sp, name = \"v\">\n\
                    llvm.func @f(%a: i32, %p: !llvm.ptr) {\n\
                    llvm.intr.dbg.value #v #llvm.di_expression<> = %a : i32\n\
                    llvm.intr.dbg.value #v #llvm.di_expression<[DW_OP_deref]> = %a : i32\n\
                    \"llvm.intr.dbg.declare\"(%p) <{varInfo = #v}> : (!llvm.ptr) -> ()\n\
                    llvm.return\n}\n";
        let owned = parse_source(&ctx, "t.mlir", text, 1, &ParserConfig::default())
            .unwrap_or_else(|d| panic!("{}", d.message));
        let custom = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
        assert!(
            custom.contains("llvm.intr.dbg.value #di_local_variable = %arg0 : i32\n"),
            "{custom}"
        );
        assert!(
            custom.contains(
                "llvm.intr.dbg.value #di_local_variable #llvm.di_expression<[DW_OP_deref]> = %arg0 : i32\n"
            ),
            "{custom}"
        );
        assert!(
            custom.contains("llvm.intr.dbg.declare #di_local_variable = %arg1 : !llvm.ptr\n"),
            "{custom}"
        );
        let generic = PrintOptions {
            generic: true,
            ..Default::default()
        };
        let generic = print_op(&ctx, &owned.body, owned.op, &generic);
        assert!(
            generic.contains(
                "\"llvm.intr.dbg.declare\"(%arg1) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}>"
            ),
            "{generic}"
        );
    }
}
