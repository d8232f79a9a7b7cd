//! The companion dialects of the tileiras binary that the last stage lowers
//! (`cute`, `cute_nvgpu`, `cutlass` and `core`), registered by name only:
//! their ops (every name the binary lists, see
//! reference/ops-from-binary.json) parse, verify as unregistered ops of a
//! dialect that allows unknown operations, and print in generic form,
//! without `--allow-unregistered-dialect`. Their contracts (operands,
//! types, attributes, verifiers) are not modelled, and neither are their
//! types and attributes: values of these ops must have builtin or modelled
//! types. `tileir-opt --show-dialects` and `--help` say so.

use tileir_ir::dialect::DialectDef;

const fn by_name(name: &'static str) -> DialectDef {
    DialectDef {
        name,
        allows_unknown_ops: true,
        ..DialectDef::DEFAULT
    }
}

pub static CUTE: DialectDef = by_name("cute");
pub static CUTE_NVGPU: DialectDef = by_name("cute_nvgpu");
pub static CUTLASS: DialectDef = by_name("cutlass");
pub static CORE: DialectDef = by_name("core");

/// The dialects registered by name only, whose contracts are not modelled.
pub static NAME_ONLY: &[&DialectDef] = &[&CORE, &CUTE, &CUTE_NVGPU, &CUTLASS];

/// Whether `dialect` is registered by name only.
pub fn is_name_only(dialect: &str) -> bool {
    NAME_ONLY.iter().any(|d| d.name == dialect)
}

/// The note `--show-dialects` and `--help` print about them.
pub fn note() -> String {
    let names: Vec<&str> = NAME_ONLY.iter().map(|d| d.name).collect();
    format!(
        "Registered by name only (ops parse and print in generic form; contracts not modelled): {}",
        names.join(",")
    )
}
