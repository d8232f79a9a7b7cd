//! The gpu dialect's mapping attributes (upstream `GPUDeviceMappingAttr.td`):
//! `#gpu.thread<x>`, `#gpu.block<...>`, `#gpu.warp<...>`,
//! `#gpu.warpgroup<...>` and `#gpu.lane<...>` name the processor dimension
//! a loop maps to (`x`, `y`, `z` or `linear_dim_0` .. `linear_dim_9`);
//! `#gpu.memory_space<...>` names an address space.

use super::more::ADDRESS_SPACE;
use tileir_ir::dialect::{AttrDef, EnumDef, EnumSpelling, EnumStorage, ParamDecl, ParamKind};

pub static MAPPING_ID: EnumDef = EnumDef {
    name: "gpu.mapping_id",
    cases: &[
        ("x", 0),
        ("y", 1),
        ("z", 2),
        ("linear_dim_0", 3),
        ("linear_dim_1", 4),
        ("linear_dim_2", 5),
        ("linear_dim_3", 6),
        ("linear_dim_4", 7),
        ("linear_dim_5", 8),
        ("linear_dim_6", 9),
        ("linear_dim_7", 10),
        ("linear_dim_8", 11),
        ("linear_dim_9", 12),
    ],
    bit: false,
    separator: "",
    storage: EnumStorage::Int(64),
    spelling: EnumSpelling::Generated("::mlir::gpu::MappingId"),
};

macro_rules! mapping {
    ($mnemonic:literal, $param:literal, $def:expr, $ods:literal) => {
        AttrDef {
            mnemonic: $mnemonic,
            ods_name: $ods,
            format: Some("`<` params `>`"),
            params: &[ParamDecl::new($param, ParamKind::Enum(&$def))],
            ..AttrDef::DEFAULT
        }
    };
}

pub const ATTRS: [AttrDef; 6] = [
    mapping!("thread", "thread", MAPPING_ID, "GPUThreadMappingAttr"),
    mapping!("block", "block", MAPPING_ID, "GPUBlockMappingAttr"),
    mapping!("warp", "warp", MAPPING_ID, "GPUWarpMappingAttr"),
    mapping!(
        "warpgroup",
        "warpgroup",
        MAPPING_ID,
        "GPUWarpgroupMappingAttr"
    ),
    mapping!("lane", "lane", MAPPING_ID, "GPULaneMappingAttr"),
    mapping!(
        "memory_space",
        "address_space",
        ADDRESS_SPACE,
        "GPUMemorySpaceMappingAttr"
    ),
];
