//! How option values print (mlir-opt 22's forms, checked against it in
//! upstream_vs_mlir_opt.rs; these run without it).

use tileir_passes::cl_syntax::print_double;
use tileir_passes::options::OptionValues;
use tileir_passes::registry::registry;

fn printed(pass: &str, settings: &[(&str, &str)]) -> String {
    let info = registry().pass(pass).unwrap();
    let mut values = OptionValues::defaults(info.options);
    for (name, text) in settings {
        values.set(name, text).unwrap();
    }
    values.print()
}

#[test]
fn doubles_print_as_c_percent_e() {
    assert_eq!(print_double(0.8), "8.000000e-01");
    assert_eq!(print_double(0.82), "8.200000e-01");
    assert_eq!(print_double(1.0), "1.000000e+00");
    assert_eq!(print_double(0.0), "0.000000e+00");
    assert_eq!(print_double(-1234.5), "-1.234500e+03");
    assert_eq!(print_double(1e-300), "1.000000e-300");
    assert_eq!(print_double(f64::INFINITY), "INF");
}

#[test]
fn lists_print_braced_and_empty_lists_not_at_all() {
    assert_eq!(
        printed("canonicalize", &[("enable-patterns", "a,b")]),
        " enable-patterns={a,b} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true"
    );
    assert_eq!(printed("symbol-privatize", &[]), "");
}

#[test]
fn strings_with_a_space_print_braced() {
    assert_eq!(printed("print-ir", &[("label", "a b")]), "label={a b}");
    // A brace or quote before the space: printed as it is.
    assert_eq!(printed("print-ir", &[("label", "{x} y")]), "label={x} y");
    assert_eq!(printed("print-ir", &[("label", "ab")]), "label=ab");
}

#[test]
fn enum_names_with_a_space_print_braced() {
    assert_eq!(
        printed("convert-debuginfo-to-llvm", &[]),
        "default-language={tile ir}"
    );
    assert_eq!(
        printed(
            "convert-debuginfo-to-llvm",
            &[("default-language", "python-cutile")]
        ),
        "default-language=python-cutile"
    );
}
