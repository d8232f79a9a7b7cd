//! Checks of `optimization_hints` against the op that carries them
//! (NVIDIA's `OptimizationHintsAttr::verifyWithOp`). They run only when the
//! tool asks (cuda-tile-opt's `-Wunsupported-hints`: the context flag
//! [`WARN`]) and warn; with `-Werr-hints` ([`ERROR`]) a warned entry also
//! fails the op.

use tileir_ir::attributes::{AttrData, Attribute, NamedAttr};
use tileir_ir::context::Context;
use tileir_ir::diag::Diagnostic;
use tileir_ir::dialect::OpRef;
use tileir_ir::types::Param;

/// The context flag of `-Wunsupported-hints`.
pub const WARN: &str = "cuda_tile.warn-unsupported-hints";
/// The context flag of `-Werr-hints`.
pub const ERROR: &str = "cuda_tile.error-on-hints";

/// Architectures (and `default`) a hint entry may name.
const KNOWN_KEYS: &[&str] = &[
    "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_110", "sm_120",
    "sm_121", "default",
];

/// The hints each op understands.
fn keys_for(op: &str) -> &'static [&'static str] {
    match op {
        "cuda_tile.entry" => &["num_cta_in_cga", "num_worker_warps_per_cta", "occupancy"],
        "cuda_tile.load_view_tko" | "cuda_tile.store_view_tko" => &["latency", "allow_tma"],
        "cuda_tile.load_ptr_tko" | "cuda_tile.store_ptr_tko" => &["latency"],
        _ => &[],
    }
}

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => Some(value.get() as i64),
        _ => None,
    }
}

/// What is wrong with one hint value, if anything.
fn check_param(ctx: &Context, arch: &str, key: &str, value: Attribute) -> Option<String> {
    let int = int_value(ctx, value);
    let integer_expected = || Some(format!("integer value expected for {arch}.{key}"));
    match key {
        "num_cta_in_cga" => {
            let Some(n) = int else {
                return integer_expected();
            };
            let single = ["sm_80", "sm_86", "sm_87", "sm_88", "sm_89"]
                .iter()
                .any(|a| arch.starts_with(a));
            let n = n as u64;
            if single && n != 1 {
                return Some(format!("expected 1 for {arch}.{key}"));
            }
            (n == 0 || n > 16 || n & (n - 1) != 0)
                .then(|| format!("expected power-of-two ≤ 16 for {arch}.{key}"))
        }
        "num_worker_warps_per_cta" => {
            let Some(n) = int else {
                return integer_expected();
            };
            let n = n as i32;
            (n == 0 || n > 32 || n & (n.wrapping_sub(1)) != 0)
                .then(|| format!("expected power-of-two ≤ 32 for {arch}.{key}"))
        }
        "allow_tma" => (!matches!(ctx.attr_data(value), AttrData::Bool(_)))
            .then(|| format!("boolean value expected for {arch}.{key}")),
        "latency" => {
            let Some(n) = int else {
                return integer_expected();
            };
            (!(1..=10).contains(&n))
                .then(|| format!("integer value in the range [1, 10] is expected for {arch}.{key}"))
        }
        "occupancy" => {
            let Some(n) = int else {
                return integer_expected();
            };
            (!(1..=32).contains(&n))
                .then(|| format!("integer value in the range [1, 32] is expected for {arch}.{key}"))
        }
        _ => Some(format!("unknown param {key} for {arch}")),
    }
}

/// The warnings of one architecture's entry (`verifyParamWithContext`).
fn entry_warnings(ctx: &Context, op: &str, arch: &str, params: &[NamedAttr]) -> Vec<String> {
    if !KNOWN_KEYS.contains(&arch) {
        return vec![format!("unknown hint key {arch}")];
    }
    let valid = keys_for(op);
    let mut out = Vec::new();
    for p in params {
        let key = ctx.str(p.name);
        if !valid.is_empty() && !valid.contains(&key) {
            out.push(format!("{key} is not known hint for current Operation"));
            continue;
        }
        out.extend(check_param(ctx, arch, key, p.value));
    }
    out
}

/// `verifyOptHintsCommon`: the op's `optimization_hints`, if any.
pub fn verify(r: OpRef<'_>) -> Result<(), Diagnostic> {
    let ctx = r.ctx;
    if !ctx.dialect_flag(WARN) {
        return Ok(());
    }
    let Some(hints) = crate::common::attr(r, "optimization_hints") else {
        return Ok(());
    };
    let dict = match ctx.attr_data(hints) {
        AttrData::Dialect { params, .. } => match params.first() {
            Some(Param::Attr(d)) => *d,
            _ => return Ok(()),
        },
        _ => return Ok(()),
    };
    let op = crate::common::op_name(r);
    let loc = r.body.op_loc(r.op);
    let error_on_hints = ctx.dialect_flag(ERROR);
    let mut warned: Vec<Diagnostic> = Vec::new();
    for entry in ctx.dictionary_entries(dict) {
        let arch = ctx.str(entry.name);
        let params = ctx.dictionary_entries(entry.value);
        let warnings = entry_warnings(ctx, op, arch, params);
        let failed = !warnings.is_empty();
        warned.extend(warnings.into_iter().map(|w| Diagnostic::warning(loc, w)));
        if failed && error_on_hints {
            let error = crate::common::err(r, "Optimization hints verification failed");
            warned.push(error);
            let mut all = warned.into_iter();
            let first = all.next();
            return Err(first.map_or_else(
                || crate::common::err(r, "Optimization hints verification failed"),
                |f| all.fold(f, Diagnostic::then),
            ));
        }
    }
    for w in warned {
        ctx.warn(w);
    }
    Ok(())
}
