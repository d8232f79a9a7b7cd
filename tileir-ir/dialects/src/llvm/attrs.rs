//! The LLVM dialect's enums and attributes (`LLVMEnums.td`,
//! `LLVMAttrDefs.td`) that its ops carry: `#llvm.linkage<...>`,
//! `#llvm.cconv<...>`, `#llvm.fastmath<...>`, `#llvm.tailcallkind<...>`,
//! and the enums stored as plain integers (comparison predicates, atomic
//! orderings and operations, visibility, `unnamed_addr`, comdat selection,
//! overflow flags, the inline assembly dialect).

use tileir_ir::dialect::{
    AttrDecl, AttrDef, AttrDefault, AttrKind, EnumDef, EnumSpelling, EnumStorage,
};
use tileir_ir::dialect::{ParamDecl, ParamKind};

use crate::common::dialect_enum;

const fn int_enum(name: &'static str, cases: &'static [(&'static str, i64)]) -> EnumDef {
    EnumDef {
        name,
        cases,
        bit: false,
        separator: "",
        storage: EnumStorage::Int(64),
        spelling: EnumSpelling::Unnamed,
    }
}

pub static LINKAGE: EnumDef = dialect_enum(
    "llvm.linkage",
    &[
        ("external", 0),
        ("available_externally", 1),
        ("linkonce", 2),
        ("linkonce_odr", 3),
        ("weak", 4),
        ("weak_odr", 5),
        ("appending", 6),
        ("internal", 7),
        ("private", 8),
        ("extern_weak", 9),
        ("common", 10),
    ],
)
.summarized("linkage::Linkage", "LLVM linkage types");

pub static CCONV: EnumDef = dialect_enum(
    "llvm.cconv",
    &[
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
)
.summarized("CConv", "Calling Conventions");

pub static TAIL_CALL_KIND: EnumDef = dialect_enum(
    "llvm.tailcallkind",
    &[("none", 0), ("tail", 1), ("musttail", 2), ("notail", 3)],
)
.summarized("TailCallKind", "Tail Call Kind");

pub static FASTMATH: EnumDef = EnumDef {
    name: "llvm.fastmath",
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    bit: true,
    separator: ", ",
    storage: EnumStorage::Dialect("llvm.fastmath"),
    spelling: EnumSpelling::Generated("::mlir::LLVM::FastmathFlags"),
};

/// `overflow<nsw, nuw>`: MLIR's `EnumProp` parses it by hand, naming the
/// enum by its summary.
pub static OVERFLOW: EnumDef = EnumDef {
    name: "llvm.overflow",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bit: true,
    separator: ", ",
    storage: EnumStorage::Int(32),
    spelling: EnumSpelling::Summary {
        cpp: "IntegerOverflowFlags",
        summary: "LLVM integer overflow flags",
    },
};

pub static GEP_NO_WRAP: EnumDef = EnumDef {
    name: "llvm.gep_no_wrap",
    cases: &[
        ("none", 0),
        // Declared before its bits: MLIR prints the group first.
        ("inbounds", 3),
        ("inbounds_flag", 1),
        ("nusw", 2),
        ("nuw", 4),
    ],
    bit: true,
    separator: "|",
    storage: EnumStorage::Int(32),
    spelling: EnumSpelling::Unnamed,
};

pub static ICMP_PREDICATE: EnumDef = int_enum(
    "llvm.icmp_predicate",
    &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
);

pub static FCMP_PREDICATE: EnumDef = int_enum(
    "llvm.fcmp_predicate",
    &[
        ("_false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("_true", 15),
    ],
);

pub static ATOMIC_ORDERING: EnumDef = int_enum(
    "llvm.atomic_ordering",
    &[
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
);

pub static ATOMIC_BIN_OP: EnumDef = int_enum(
    "llvm.atomic_bin_op",
    &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
        ("usub_cond", 17),
        ("usub_sat", 18),
        ("fmaximum", 19),
        ("fminimum", 20),
    ],
);

pub static VISIBILITY: EnumDef = int_enum(
    "llvm.visibility",
    &[("", 0), ("hidden", 1), ("protected", 2)],
);

pub static UNNAMED_ADDR: EnumDef = int_enum(
    "llvm.unnamed_addr",
    &[("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
);

pub static COMDAT: EnumDef = int_enum(
    "llvm.comdat",
    &[
        ("any", 0),
        ("exactmatch", 1),
        ("largest", 2),
        ("nodeduplicate", 3),
        ("samesize", 4),
    ],
);

pub static ASM_DIALECT: EnumDef = int_enum("llvm.asm_dialect", &[("att", 0), ("intel", 1)]);

/// `#llvm.blockaddress<function = @f, tag = <id = N>>`, stored as the
/// function's symbol reference and the tag's id.
fn parse_blockaddress(
    p: &mut dyn tileir_ir::asm::AsmParser,
    _: Option<tileir_ir::types::Type>,
) -> tileir_ir::asm::ParseResult<tileir_ir::attributes::Attribute> {
    use tileir_ir::types::Param;
    p.parse_punct("<")?;
    p.parse_keyword("function")?;
    p.parse_punct("=")?;
    let f = p.parse_attribute(None)?;
    p.parse_punct(",")?;
    p.parse_keyword("tag")?;
    p.parse_punct("=")?;
    p.parse_punct("<")?;
    p.parse_keyword("id")?;
    p.parse_punct("=")?;
    let id = p.parse_i64()?;
    p.parse_punct(">")?;
    p.parse_punct(">")?;
    Ok(tileir_ir::format::dialect_attr(
        p.context(),
        "llvm.blockaddress",
        vec![Param::Attr(f), Param::Int(id)],
    ))
}

fn print_blockaddress(p: &mut dyn tileir_ir::asm::AsmPrinter, a: tileir_ir::attributes::Attribute) {
    use tileir_ir::attributes::AttrData;
    use tileir_ir::types::Param;
    let (f, id) = match p.context().attr_data(a) {
        AttrData::Dialect { params, .. } => match &params[..] {
            [Param::Attr(f), Param::Int(id)] => (*f, *id),
            _ => return,
        },
        _ => return,
    };
    p.write_str("<function = ");
    p.print_attribute(f);
    p.write_str(&format!(", tag = <id = {id}>>"));
}

/// `#llvm.dereferenceable<bytes = N(, mayBeNull = true)?>`, stored as the
/// byte count and the flag.
fn parse_dereferenceable(
    p: &mut dyn tileir_ir::asm::AsmParser,
    _: Option<tileir_ir::types::Type>,
) -> tileir_ir::asm::ParseResult<tileir_ir::attributes::Attribute> {
    use tileir_ir::types::Param;
    p.parse_punct("<")?;
    p.parse_keyword("bytes")?;
    p.parse_punct("=")?;
    let bytes = p.parse_i64()?;
    let mut may_be_null = false;
    if p.parse_optional_punct(",") {
        p.parse_keyword("mayBeNull")?;
        p.parse_punct("=")?;
        may_be_null = p.parse_optional_keyword("true");
        if !may_be_null {
            p.parse_keyword("false")?;
        }
    }
    p.parse_punct(">")?;
    Ok(tileir_ir::format::dialect_attr(
        p.context(),
        "llvm.dereferenceable",
        vec![Param::Int(bytes), Param::Bool(may_be_null)],
    ))
}

fn print_dereferenceable(
    p: &mut dyn tileir_ir::asm::AsmPrinter,
    a: tileir_ir::attributes::Attribute,
) {
    use tileir_ir::attributes::AttrData;
    use tileir_ir::types::Param;
    let AttrData::Dialect { params, .. } = p.context().attr_data(a) else {
        return;
    };
    let [Param::Int(bytes), Param::Bool(null)] = &params[..] else {
        return;
    };
    let text = if *null {
        format!("<bytes = {bytes}, mayBeNull = true>")
    } else {
        format!("<bytes = {bytes}>")
    };
    p.write_str(&text);
}

pub const ATTRS: &[AttrDef] = &[
    AttrDef {
        mnemonic: "dereferenceable",
        parse: Some(parse_dereferenceable),
        print: Some(print_dereferenceable),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "blockaddress",
        parse: Some(parse_blockaddress),
        print: Some(print_blockaddress),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "zero",
        parse: Some(|p, _| {
            Ok(tileir_ir::format::dialect_attr(
                p.context(),
                "llvm.zero",
                Vec::new(),
            ))
        }),
        print: Some(|_, _| {}),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "undef",
        parse: Some(|p, _| {
            Ok(tileir_ir::format::dialect_attr(
                p.context(),
                "llvm.undef",
                Vec::new(),
            ))
        }),
        print: Some(|_, _| {}),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "poison",
        parse: Some(|p, _| {
            Ok(tileir_ir::format::dialect_attr(
                p.context(),
                "llvm.poison",
                Vec::new(),
            ))
        }),
        print: Some(|_, _| {}),
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "blocktag",
        format: Some("`<` struct(params) `>`"),
        params: &[ParamDecl::new("id", ParamKind::Int)],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "linkage",
        ods_name: "LinkageAttr",
        format: Some("`<` $linkage `>`"),
        params: &[ParamDecl::new("linkage", ParamKind::Enum(&LINKAGE))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "cconv",
        ods_name: "CConvAttr",
        format: Some("`<` $CallingConv `>`"),
        params: &[ParamDecl::new("CallingConv", ParamKind::Enum(&CCONV))],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "tailcallkind",
        ods_name: "TailCallKindAttr",
        format: Some("`<` $tailCallKind `>`"),
        params: &[ParamDecl::new(
            "tailCallKind",
            ParamKind::Enum(&TAIL_CALL_KIND),
        )],
        ..AttrDef::DEFAULT
    },
    AttrDef {
        mnemonic: "fastmath",
        ods_name: "LLVM_FastmathFlagsAttr",
        format: Some("`<` $value `>`"),
        params: &[ParamDecl::new("value", ParamKind::Enum(&FASTMATH))],
        ..AttrDef::DEFAULT
    },
];

// ----- attribute declarations the ops share -----

pub const FASTMATH_ATTR: AttrDecl = AttrDecl::with_default(
    "fastmathFlags",
    "LLVM fastmath flags",
    AttrKind::Dialect("llvm.fastmath"),
    AttrDefault::Enum(0),
);
pub const OVERFLOW_ATTR: AttrDecl = AttrDecl::with_default(
    "overflowFlags",
    "LLVM integer overflow flags",
    AttrKind::Enum(&OVERFLOW),
    AttrDefault::Enum(0),
);
pub const LINKAGE_ATTR: AttrDecl = AttrDecl::with_default(
    "linkage",
    "LLVM Linkage specification",
    AttrKind::Dialect("llvm.linkage"),
    AttrDefault::Enum(0),
);
pub const CCONV_ATTR: AttrDecl = AttrDecl::with_default(
    "CConv",
    "LLVM Calling Convention specification",
    AttrKind::Dialect("llvm.cconv"),
    AttrDefault::Enum(0),
);
pub const TAIL_CALL_KIND_ATTR: AttrDecl = AttrDecl::with_default(
    "TailCallKind",
    "Tail Call Kind",
    AttrKind::Dialect("llvm.tailcallkind"),
    AttrDefault::Enum(0),
);
pub const VISIBILITY_ATTR: AttrDecl = AttrDecl::with_default(
    "visibility_",
    "LLVM GlobalValue Visibility",
    AttrKind::Enum(&VISIBILITY),
    AttrDefault::Enum(0),
);
pub const UNNAMED_ADDR_ATTR: AttrDecl = AttrDecl::optional(
    "unnamed_addr",
    "LLVM GlobalValue UnnamedAddr",
    AttrKind::Enum(&UNNAMED_ADDR),
);
pub const ORDERING_DEFAULT_ATTR: AttrDecl = AttrDecl::with_default(
    "ordering",
    "Atomic ordering for LLVM's memory model",
    AttrKind::Enum(&ATOMIC_ORDERING),
    AttrDefault::Enum(0),
);
pub const ORDERING_ATTR: AttrDecl = AttrDecl::new(
    "ordering",
    "Atomic ordering for LLVM's memory model",
    AttrKind::Enum(&ATOMIC_ORDERING),
);
pub const ALIGNMENT_ATTR: AttrDecl = AttrDecl::optional(
    "alignment",
    "64-bit signless integer attribute",
    crate::common::I64_KIND,
);
pub const SYNCSCOPE_ATTR: AttrDecl =
    AttrDecl::optional("syncscope", "string attribute", AttrKind::String);
pub const VOLATILE_ATTR: AttrDecl =
    AttrDecl::optional("volatile_", "unit attribute", AttrKind::Unit);
