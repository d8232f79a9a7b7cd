//! Engine tests: format compilation (error messages, every directive) and
//! spacing rules. The dialects crate checks that each of its formats
//! compiles, and tests the directives through the parser and printer.

use super::compile::{compile, Elem, Resolver, VarRef};
use super::*;

struct Names(&'static [&'static str]);
impl Resolver for Names {
    fn resolve(&self, name: &str) -> Option<VarRef> {
        self.0.iter().position(|n| *n == name).map(VarRef::Operand)
    }
    fn is_op(&self) -> bool {
        true
    }
}

fn check_err(format: &str, expected: &str) {
    let err = compile(format, &Names(&["a", "b"])).unwrap_err();
    assert_eq!(err, expected, "format: {format}");
}

#[test]
fn builtin_formats_compile() {
    let errors = check_dialect_formats(&crate::builtin::DIALECT);
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn compile_errors_are_clear() {
    check_err(
        "$a `,` $b",
        "'attr-dict' directive not found in custom assembly format",
    );
    check_err(
        "$c attr-dict",
        "expected variable to refer to an argument, region, result, or successor: '$c'",
    );
    check_err("($a)? attr-dict", "optional group has no anchor element");
    check_err("(attr-dict $a^)?", "first parsable element of an optional group must be a literal, variable, directive, or optional group");
    check_err("`unterminated attr-dict", "unterminated literal in format");
    check_err(
        "frobnicate attr-dict",
        "unknown directive 'frobnicate' in format",
    );
    check_err(
        "($a^ $b^)? attr-dict",
        "only one element can be marked as the anchor of an optional group",
    );
    check_err("`1x` attr-dict", "expected valid literal but got '1x'");
}

#[test]
fn compiles_every_directive() {
    let elems = compile(
        "$a `,` $b (`x` $a^) : (`y`)? attr-dict-with-keyword type($a) functional-type($a, $b) \
         custom<Foo>($a, type($b), ref($a), ref(type($a)), attr-dict, \"s\") oilist(`k` $a | `l` $b) `\\n` ` ` ``",
        &Names(&["a", "b"]),
    );
    let elems = elems.unwrap();
    assert!(matches!(
        elems[0],
        Elem::Var {
            var: VarRef::Operand(0),
            ..
        }
    ));
    assert!(
        matches!(&elems[3], Elem::Optional { then, els, anchor: 1 } if then.len() == 2 && els.len() == 1)
    );
    assert!(matches!(elems[4], Elem::AttrDict { keyword: true }));
    assert!(matches!(elems[6], Elem::FunctionalType { .. }));
    assert!(matches!(&elems[7], Elem::Custom { name, args } if name == "Foo" && args.len() == 6));
    assert!(matches!(&elems[8], Elem::OiList(c) if c.len() == 2));
    assert_eq!(
        elems[9..],
        [Elem::Newline, Elem::Space(true), Elem::Space(false)]
    );
}

#[test]
fn space_rules_follow_ods() {
    assert!(!should_emit_space_before(",", false));
    assert!(!should_emit_space_before(")", true));
    assert!(should_emit_space_before("(", true));
    assert!(should_emit_space_before("->", false));
    assert!(should_emit_space_before("to", true));
    assert!(!should_emit_space_before("<", false));
}

#[test]
fn dense_array_values_of_any_width_never_panic() {
    use crate::attributes::AttrData;
    let ctx = crate::Context::with_dialects(&[]);
    let array = |width: u32, data: Vec<u8>| {
        ctx.intern_attr(AttrData::DenseArray {
            element: ctx.int_type(width),
            data: data.into(),
        })
    };
    assert_eq!(
        dense_array_values(&ctx, array(64, (-2i64).to_le_bytes().to_vec())),
        Some(vec![-2])
    );
    assert_eq!(
        dense_array_values(&ctx, array(8, vec![0xff, 1])),
        Some(vec![-1, 1])
    );
    // Wider than an i64 holds, or no bits at all: not an i64 array.
    assert_eq!(dense_array_values(&ctx, array(984, vec![5; 123])), None);
    assert_eq!(dense_array_values(&ctx, array(0, vec![])), None);
}
