//! Random pass pipelines over the registry, for the robustness fuzzer:
//! pipelines that mostly make sense (each pass nested under an op it can
//! run on, options given values of their kind, sometimes odd ones), the
//! same as per-pass flags (`-cse -canonicalize=max-iterations=3`), and
//! textual mutations of pipeline text.

use super::gen::Rng;
use tileir_passes::options::{OptionDef, OptionKind};
use tileir_passes::pass::{PassAnchor, PassInfo};
use tileir_passes::registry::registry;

/// The passes the fuzzer schedules: every registered pass but
/// `test-pass-crash`, which panics on purpose (and [`value`] never picks
/// `tileir-test-break`'s `mode=panic`).
pub fn fuzzable_passes() -> Vec<&'static PassInfo> {
    registry()
        .passes()
        .iter()
        .copied()
        .filter(|p| p.argument != "test-pass-crash")
        .collect()
}

/// Of `passes`, those that can run on the core dialects' ops (anchored on
/// any op, an interface, or a builtin, func or gpu module or function), so
/// that a pipeline of them gets past scheduling and runs.
pub fn runnable(passes: &[&'static PassInfo]) -> Vec<&'static PassInfo> {
    passes
        .iter()
        .copied()
        .filter(|p| match p.anchor {
            PassAnchor::Op(op) => NESTS.contains(&op),
            PassAnchor::Any | PassAnchor::Interface(_) => true,
        })
        .collect()
}

/// Op anchors a nest may name (those of registered passes, and `any`).
const NESTS: [&str; 4] = ["func.func", "any", "gpu.module", "builtin.module"];

/// A random `builtin.module(...)` pipeline of `passes`; `strict` keeps to
/// option values of the right kind and passes nested where they can run.
pub fn random_pipeline(rng: &mut Rng, passes: &[&'static PassInfo], strict: bool) -> String {
    let mut out = String::from("builtin.module(");
    elements(rng, passes, strict, "builtin.module", 0, &mut out);
    out.push(')');
    out
}

/// One to four elements of a nest anchored on `anchor`, comma-separated.
fn elements(
    rng: &mut Rng,
    passes: &[&'static PassInfo],
    strict: bool,
    anchor: &str,
    depth: usize,
    out: &mut String,
) {
    let n = 1 + rng.below(4);
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        let roll = rng.below(100);
        if roll < 15 && depth < 3 {
            let nest = NESTS[rng.below(NESTS.len())];
            out.push_str(nest);
            out.push('(');
            elements(rng, passes, strict, nest, depth + 1, out);
            out.push(')');
        } else if roll < 20 && !registry().pipelines().is_empty() {
            let p = registry().pipelines();
            out.push_str(p[rng.below(p.len())].argument);
        } else {
            let pass = passes[rng.below(passes.len())];
            // Mostly nested where the pass can run; now and then not.
            let nest = match pass.anchor {
                PassAnchor::Op(op) if op != anchor && (strict || roll < 90) => Some(op),
                _ => None,
            };
            if let Some(op) = nest {
                out.push_str(op);
                out.push('(');
            }
            out.push_str(pass.argument);
            if !pass.options.is_empty() && rng.chance(40) {
                out.push('{');
                out.push_str(&options(rng, pass.options, strict, ' '));
                out.push('}');
            }
            if nest.is_some() {
                out.push(')');
            }
        }
    }
}

/// One to three `key=value` options of `defs`, joined by `sep`.
fn options(rng: &mut Rng, defs: &[OptionDef], strict: bool, sep: char) -> String {
    let n = 1 + rng.below(3.min(defs.len()));
    (0..n)
        .map(|_| {
            let def = &defs[rng.below(defs.len())];
            if def.name == "filename" {
                // A pass writing a file (snapshot-op-locations) must not
                // leave junk files behind.
                return "filename=/dev/null".to_string();
            }
            if !strict && rng.chance(5) {
                // A name the pass does not have.
                return format!("{}x={}", def.name, value(rng, &def.kind, strict));
            }
            format!("{}={}", def.name, value(rng, &def.kind, strict))
        })
        .collect::<Vec<_>>()
        .join(&sep.to_string())
}

/// A value for an option of `kind`: of that kind, edge values included,
/// and unless `strict` sometimes not.
fn value(rng: &mut Rng, kind: &OptionKind, strict: bool) -> String {
    const JUNK: [&str; 8] = ["", "x", "-", "{", "}", "\"", "1e999", "ü"];
    if !strict && rng.chance(8) {
        return JUNK[rng.below(JUNK.len())].to_string();
    }
    let pick = |rng: &mut Rng, v: &[&str]| v[rng.below(v.len())].to_string();
    match kind {
        OptionKind::Bool => pick(rng, &["true", "false", "1", "0", "TRUE"]),
        OptionKind::Int { .. } => pick(
            rng,
            &[
                "0",
                "1",
                "-1",
                "3",
                "2147483647",
                "2147483648",
                "-9223372036854775808",
                "9223372036854775808",
                "0x10",
            ],
        ),
        OptionKind::UInt { .. } => pick(
            rng,
            &["0", "1", "10", "4294967296", "18446744073709551615", "-1"],
        ),
        OptionKind::Float => pick(rng, &["0", "1.5", "-2", "1e300", "nan", "inf"]),
        OptionKind::String => pick(rng, &["abc", "\"a b\"", "'q'", "{x=1}", "sm_90", "a,b"]),
        OptionKind::Enum(values) => {
            // Not a mode that panics on purpose: a panic while other tests
            // run would be blamed on them too (the panic hook is global).
            let values: Vec<&str> = values
                .iter()
                .map(|v| v.name)
                .filter(|&n| n != "panic")
                .collect();
            match values.len() {
                0 => "x".to_string(),
                n => values[rng.below(n)].to_string(),
            }
        }
        OptionKind::List(inner) => {
            let n = rng.below(4);
            (0..n)
                .map(|_| value(rng, inner, strict))
                .collect::<Vec<_>>()
                .join(",")
        }
        OptionKind::Pipeline => pick(
            rng,
            &[
                "builtin.module(cse)",
                "func.func(cse)",
                "any(canonicalize)",
                "cse",
            ],
        ),
        OptionKind::Options(defs) if !defs.is_empty() => {
            format!("{{{}}}", options(rng, defs, strict, ' '))
        }
        OptionKind::Options(_) => "{}".to_string(),
    }
}

/// Per-pass flags for one to four passes (`-cse`, `-canonicalize=a=1 b=2`).
pub fn random_pass_flags(rng: &mut Rng, passes: &[&'static PassInfo]) -> Vec<String> {
    let n = 1 + rng.below(4);
    (0..n)
        .map(|_| {
            let pass = passes[rng.below(passes.len())];
            if !pass.options.is_empty() && rng.chance(40) {
                format!(
                    "-{}={}",
                    pass.argument,
                    options(rng, pass.options, false, ' ')
                )
            } else {
                format!("-{}", pass.argument)
            }
        })
        .collect()
}

/// Pieces the text mutations insert.
const TOKENS: [&str; 16] = [
    "(",
    ")",
    "{",
    "}",
    ",",
    "=",
    "\"",
    "'",
    " ",
    "any",
    "func.func",
    "builtin.module",
    "cse",
    "{a=1}",
    "\\",
    "é",
];

/// `text` with one to three byte-level edits (deletions, duplications,
/// token insertions, truncation), kept valid UTF-8 (it is an argument).
pub fn mutate_text(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let len = chars.len();
        match rng.below(5) {
            0 if len > 0 => {
                let a = rng.below(len);
                let b = (a + 1 + rng.below(8)).min(len);
                chars.drain(a..b);
            }
            1 if len > 0 => {
                let a = rng.below(len);
                let b = (a + 1 + rng.below(16)).min(len);
                let piece: Vec<char> = chars[a..b].to_vec();
                let at = rng.below(len + 1);
                chars.splice(at..at, piece);
            }
            2 => {
                let at = rng.below(len + 1);
                let t = TOKENS[rng.below(TOKENS.len())];
                chars.splice(at..at, t.chars());
            }
            3 => chars.truncate(rng.below(len + 1)),
            _ if len > 0 => {
                let i = rng.below(len);
                chars[i] = TOKENS[rng.below(TOKENS.len())]
                    .chars()
                    .next()
                    .unwrap_or(' ');
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}
