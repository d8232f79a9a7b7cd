//! Unit tests of the pipeline grammar and printing, against a registry of
//! test passes shaped like mlir-opt's (same arguments, class names,
//! anchors and options), so every expected text below is what mlir-opt 22
//! printed for the same pipeline (`--dump-pass-pipeline -o /dev/null` on a
//! one-function module; its program name replaced by ours). Plus a
//! round-trip property over generated pipelines and a no-panic fuzz.

use super::*;
use crate::manager::BuildError;
use crate::options::{EnumValue, OptionDef, OptionKind};
use crate::pass::{PassAnchor, PassInfo, PassOrigin};
use crate::registry::PipelineInfo;

const STRINGS: OptionKind = OptionKind::List(&OptionKind::String);
const INTS: OptionKind = OptionKind::List(&OptionKind::Int { bits: 32 });
const PIPELINES: OptionKind = OptionKind::List(&OptionKind::Pipeline);
const LONG: OptionKind = OptionKind::Int { bits: 64 };
const UINT: OptionKind = OptionKind::UInt { bits: 32 };

static CANONICALIZE_OPTIONS: [OptionDef; 7] = [
    opt_const("disable-patterns", STRINGS, ""),
    opt_const("enable-patterns", STRINGS, ""),
    opt_const("max-iterations", LONG, "10"),
    opt_const("max-num-rewrites", LONG, "-1"),
    opt_const(
        "region-simplify",
        OptionKind::Enum(&[
            EnumValue {
                name: "disabled",
                value: 0,
                description: "",
            },
            EnumValue {
                name: "normal",
                value: 1,
                description: "",
            },
            EnumValue {
                name: "aggressive",
                value: 2,
                description: "",
            },
        ]),
        "normal",
    ),
    opt_const("test-convergence", OptionKind::Bool, "false"),
    opt_const("top-down", OptionKind::Bool, "true"),
];

static INLINE_OPTIONS: [OptionDef; 4] = [
    opt_const("default-pipeline", OptionKind::String, "canonicalize"),
    opt_const("inlining-threshold", UINT, "4294967295"),
    opt_const("max-iterations", UINT, "4"),
    opt_const("op-pipelines", PIPELINES, ""),
];

static TEST_OPTIONS: [OptionDef; 4] = [
    opt_const(
        "enum",
        OptionKind::Enum(&[
            EnumValue {
                name: "zero",
                value: 0,
                description: "",
            },
            EnumValue {
                name: "one",
                value: 1,
                description: "",
            },
            EnumValue {
                name: "two",
                value: 2,
                description: "",
            },
        ]),
        "zero",
    ),
    opt_const("list", INTS, ""),
    opt_const("string", OptionKind::String, ""),
    opt_const("string-list", STRINGS, ""),
];

static FUSION_OPTIONS: [OptionDef; 5] = [
    opt_const("compute-tolerance", OptionKind::Float, "0.3"),
    opt_const("fast-mem-space", UINT, "0"),
    opt_const("local-buf-threshold", OptionKind::UInt { bits: 64 }, "0"),
    opt_const("maximal", OptionKind::Bool, "false"),
    opt_const(
        "mode",
        OptionKind::Enum(&[
            EnumValue {
                name: "greedy",
                value: 0,
                description: "",
            },
            EnumValue {
                name: "producer",
                value: 1,
                description: "",
            },
            EnumValue {
                name: "sibling",
                value: 2,
                description: "",
            },
        ]),
        "greedy",
    ),
];

static SYMBOL_PRIVATIZE_OPTIONS: [OptionDef; 1] = [opt_const("exclude", STRINGS, "")];

const fn opt_const(name: &'static str, kind: OptionKind, default: &'static str) -> OptionDef {
    OptionDef {
        name,
        kind,
        default,
        description: "",
    }
}

const fn pass(
    argument: &'static str,
    name: &'static str,
    anchor: PassAnchor,
    options: &'static [OptionDef],
) -> PassInfo {
    PassInfo {
        argument,
        name,
        anchor,
        options,
        origin: PassOrigin::Test,
        ..PassInfo::DEFAULT
    }
}

static PASSES: [PassInfo; 8] = [
    pass("cse", "CSE", PassAnchor::Any, &[]),
    pass(
        "canonicalize",
        "Canonicalizer",
        PassAnchor::Any,
        &CANONICALIZE_OPTIONS,
    ),
    pass("inline", "InlinerPass", PassAnchor::Any, &INLINE_OPTIONS),
    pass(
        "symbol-privatize",
        "SymbolPrivatize",
        PassAnchor::Any,
        &SYMBOL_PRIVATIZE_OPTIONS,
    ),
    pass(
        "affine-loop-fusion",
        "LoopFusion",
        PassAnchor::Any,
        &FUSION_OPTIONS,
    ),
    pass(
        "test-options-pass",
        "(anonymous namespace)::TestOptionsPass",
        PassAnchor::Op("func.func"),
        &TEST_OPTIONS,
    ),
    pass(
        "test-module-pass",
        "(anonymous namespace)::TestModulePass",
        PassAnchor::Op("builtin.module"),
        &[],
    ),
    pass(
        "test-function-pass",
        "TestFunctionPass",
        PassAnchor::Op("func.func"),
        &[],
    ),
];

/// mlir-opt's `test-options-pass-pipeline`: the options pass with the
/// pipeline's options, added where the pipeline is named.
fn build_test_options_pipeline(
    values: &OptionValues,
    pm: &mut OpPassManager,
) -> Result<(), BuildError> {
    let info = &PASSES[5];
    let pass = PassInstance::new(info, values.clone()).map_err(BuildError)?;
    pm.add_pass(pass)
}

static PIPELINE_ENTRIES: [PipelineInfo; 1] = [PipelineInfo {
    argument: "test-options-pass-pipeline",
    summary: "Parses options using pass pipeline registration",
    options: &TEST_OPTIONS,
    build: build_test_options_pipeline,
}];

/// The test registry.
struct TestPasses;

impl PassLookup for TestPasses {
    fn lookup(&self, argument: &str) -> Option<Entry> {
        PIPELINE_ENTRIES
            .iter()
            .find(|p| p.argument == argument)
            .map(Entry::Pipeline)
            .or_else(|| {
                PASSES
                    .iter()
                    .find(|p| p.argument == argument)
                    .map(Entry::Pass)
            })
    }
}

/// What tileir-opt prints for `--pass-pipeline=text --dump-pass-pipeline`
/// (before running): the dump, or the error.
fn stderr_for(text: &str) -> String {
    match parse_pipeline_with(&TestPasses, text) {
        Ok(pm) => dump_pipeline(&pm),
        Err(e) => e.rendered,
    }
}

/// Per-pass flags: each argument with its option text, if any.
type Flags = &'static [(&'static str, Option<&'static str>)];

/// The same for per-pass flags on a module.
fn stderr_for_flags(flags: Flags) -> String {
    let mut pm = OpPassManager::new("builtin.module");
    for &(argument, options) in flags {
        if let Err(e) = add_pass_flag_with(&TestPasses, &mut pm, argument, options) {
            return e.rendered;
        }
    }
    dump_pipeline(&pm)
}

#[test]
fn pipelines_print_and_fail_as_mlir_opt() {
    let mut failures = Vec::new();
    for &(name, text, expected) in TEXT_CASES {
        let got = stderr_for(text);
        if got != expected {
            failures.push(format!(
                "--- {name}: {text:?}\nexpected:\n{expected}\ngot:\n{got}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn flags_add_in_command_line_order_as_mlir_opt() {
    let mut failures = Vec::new();
    for &(name, flags, expected) in FLAG_CASES {
        let got = stderr_for_flags(flags);
        if got != expected {
            failures.push(format!(
                "--- {name}: {flags:?}\nexpected:\n{expected}\ngot:\n{got}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `--pass-pipeline` texts, and what mlir-opt 22 printed for each.
#[rustfmt::skip]
const TEXT_CASES: &[(&str, &str, &str)] = &[
    (
        "nested_dump",
        r#"builtin.module(func.func(cse,canonicalize{max-iterations=3}),any(cse))"#,
        r#"Pass Manager with 2 passes:
builtin.module(
  func.func(
    cse,
    canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
  ),
  any(
    cse
  )
)

"#,
    ),
    (
        "unmerged_nests",
        r#"builtin.module(func.func(cse),func.func(canonicalize))"#,
        r#"Pass Manager with 2 passes:
builtin.module(
  func.func(
    cse
  ),
  func.func(
    canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
  )
)

"#,
    ),
    (
        "empty_anchor",
        r#"builtin.module()"#,
        r#"Pass Manager with 0 passes:
builtin.module(

)

"#,
    ),
    (
        "deep_nesting",
        r#"builtin.module(func.func(func.func(cse)))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    func.func(
      cse
    )
  )
)

"#,
    ),
    (
        "any_root",
        r#"any(cse)"#,
        r#"Pass Manager with 1 passes:
any(
  cse
)

"#,
    ),
    (
        "whitespace",
        r#"  builtin.module ( cse , canonicalize { max-iterations=3 } )  "#,
        r#"Pass Manager with 2 passes:
builtin.module(
  cse,
  canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "newlines",
        r#"builtin.module(
  cse,
  func.func(cse)
)"#,
        r#"Pass Manager with 2 passes:
builtin.module(
  cse,
  func.func(
    cse
  )
)

"#,
    ),
    (
        "options_sorted",
        r#"builtin.module(func.func(test-options-pass{string=abc list=1,2,3 string-list=a,b enum=one}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=one list={1,2,3} string=abc string-list={a,b}}
  )
)

"#,
    ),
    (
        "options_defaults",
        r#"builtin.module(func.func(test-options-pass))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= }
  )
)

"#,
    ),
    (
        "quoted_and_braced",
        r#"builtin.module(func.func(test-options-pass{list={1,2,3} string="a b" string-list={a,"b c",d}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero list={1,2,3} string={a b} string-list={a,{b c},d}}
  )
)

"#,
    ),
    (
        "single_quotes",
        r#"builtin.module(func.func(test-options-pass{string='a b'}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string={a b} }
  )
)

"#,
    ),
    (
        "string_comma",
        r#"builtin.module(func.func(test-options-pass{string={a,b}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string=a,b }
  )
)

"#,
    ),
    (
        "string_brace_after_space",
        r#"builtin.module(func.func(test-options-pass{string=a{b c}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string=a{b c} }
  )
)

"#,
    ),
    (
        "string_quote",
        r#"builtin.module(func.func(test-options-pass{string='a"b'}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string=a"b }
  )
)

"#,
    ),
    (
        "string_unterminated_quote",
        r#"builtin.module(func.func(test-options-pass{string="unterminated}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string="unterminated }
  )
)

"#,
    ),
    (
        "list_empty_given",
        r#"builtin.module(func.func(test-options-pass{string-list={}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= string-list={}}
  )
)

"#,
    ),
    (
        "list_two_empty",
        r#"builtin.module(func.func(test-options-pass{string-list=,}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= string-list={,}}
  )
)

"#,
    ),
    (
        "list_appends",
        r#"builtin.module(func.func(test-options-pass{list=1 list=2}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero list={1,2} string= }
  )
)

"#,
    ),
    (
        "list_nested_ranges",
        r#"builtin.module(func.func(test-options-pass{string-list=(a,b),[c,d]}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= string-list={(a,b),[c,d]}}
  )
)

"#,
    ),
    (
        "list_braced_elements",
        r#"builtin.module(func.func(test-options-pass{string-list={a,b},{c}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= string-list={a,b,c}}
  )
)

"#,
    ),
    (
        "list_spaces",
        r#"builtin.module(func.func(test-options-pass{list={ 1 , 2 }}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero list={1,2} string= }
  )
)

"#,
    ),
    (
        "list_space_ends_value",
        r#"builtin.module(func.func(test-options-pass{list=1, 2}))"#,
        r#"tileir-opt: for the --list option: '' value invalid for integer argument!
<unknown>:0: error: 
failed to add `test-options-pass` with options `list=1, 2`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "list_empty_element",
        r#"builtin.module(func.func(test-options-pass{list=1,,2}))"#,
        r#"tileir-opt: for the --list option: '' value invalid for integer argument!
<unknown>:0: error: 
failed to add `test-options-pass` with options `list=1,,2`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "list_bad_element",
        r#"builtin.module(func.func(test-options-pass{list=(1,2)}))"#,
        r#"tileir-opt: for the --list option: '(1,2)' value invalid for integer argument!
<unknown>:0: error: 
failed to add `test-options-pass` with options `list=(1,2)`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "enum_last_wins",
        r#"builtin.module(func.func(test-options-pass{enum=two enum=one}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=one  string= }
  )
)

"#,
    ),
    (
        "quoted_key",
        r#"builtin.module(func.func(test-options-pass{"string"=x}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string=x }
  )
)

"#,
    ),
    (
        "value_with_equals",
        r#"builtin.module(func.func(test-options-pass{string=x=y}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string=x=y }
  )
)

"#,
    ),
    (
        "bare_string",
        r#"builtin.module(func.func(test-options-pass{string}))"#,
        r#"tileir-opt: for the --string option: requires a value!
<unknown>:0: error: 
failed to add `test-options-pass` with options `string`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "bare_list",
        r#"builtin.module(func.func(test-options-pass{list}))"#,
        r#"tileir-opt: for the --list option: requires a value!
<unknown>:0: error: 
failed to add `test-options-pass` with options `list`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "stray_word",
        r#"builtin.module(func.func(test-options-pass{string={a b} c}))"#,
        r#"<unknown>:0: error: <Pass-Options-Parser>: no such option c

failed to add `test-options-pass` with options `string={a b} c`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "int_hex",
        r#"builtin.module(canonicalize{max-iterations=0x10})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=16 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_octal",
        r#"builtin.module(canonicalize{max-iterations=010})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=8 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_bad_octal",
        r#"builtin.module(canonicalize{max-iterations=08})"#,
        r#"tileir-opt: for the --max-iterations option: '08' value invalid for long argument!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations=08`

"#,
    ),
    (
        "int_binary",
        r#"builtin.module(canonicalize{max-iterations=0b11})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_0o",
        r#"builtin.module(canonicalize{max-iterations=0o17})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=15 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_plus",
        r#"builtin.module(canonicalize{max-iterations=+5})"#,
        r#"tileir-opt: for the --max-iterations option: '+5' value invalid for long argument!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations=+5`

"#,
    ),
    (
        "int_max",
        r#"builtin.module(canonicalize{max-iterations=9223372036854775807})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=9223372036854775807 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_overflow",
        r#"builtin.module(canonicalize{max-iterations=9223372036854775808})"#,
        r#"tileir-opt: for the --max-iterations option: '9223372036854775808' value invalid for long argument!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations=9223372036854775808`

"#,
    ),
    (
        "int_min",
        r#"builtin.module(canonicalize{max-iterations=-9223372036854775808})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=-9223372036854775808 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_empty",
        r#"builtin.module(canonicalize{max-iterations=})"#,
        r#"tileir-opt: for the --max-iterations option: '' value invalid for long argument!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations=`

"#,
    ),
    (
        "int_bare",
        r#"builtin.module(canonicalize{max-iterations})"#,
        r#"tileir-opt: for the --max-iterations option: requires a value!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations`

"#,
    ),
    (
        "int_quoted",
        r#"builtin.module(canonicalize{max-iterations="5"})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=5 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_braced",
        r#"builtin.module(canonicalize{max-iterations={ 5 }})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=5 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "int_space_after_eq",
        r#"builtin.module(canonicalize{max-iterations= 5})"#,
        r#"tileir-opt: for the --max-iterations option: '' value invalid for long argument!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations= 5`

"#,
    ),
    (
        "int_space_before_eq",
        r#"builtin.module(canonicalize{max-iterations =5})"#,
        r#"tileir-opt: for the --max-iterations option: requires a value!
<unknown>:0: error: 
failed to add `canonicalize` with options `max-iterations =5`

"#,
    ),
    (
        "empty_key",
        r#"builtin.module(canonicalize{=5})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "bool_bare",
        r#"builtin.module(canonicalize{test-convergence})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}
)

"#,
    ),
    (
        "bool_zero",
        r#"builtin.module(canonicalize{top-down=0})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
)

"#,
    ),
    (
        "bool_bad",
        r#"builtin.module(canonicalize{top-down=yes})"#,
        r#"tileir-opt: for the --top-down option: 'yes' is invalid value for boolean argument! Try 0 or 1
<unknown>:0: error: 
failed to add `canonicalize` with options `top-down=yes`

"#,
    ),
    (
        "bool_empty",
        r#"builtin.module(canonicalize{top-down=})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "enum_bad",
        r#"builtin.module(canonicalize{region-simplify=Normal})"#,
        r#"tileir-opt: for the --region-simplify option: Cannot find option named 'Normal'!
<unknown>:0: error: 
failed to add `canonicalize` with options `region-simplify=Normal`

"#,
    ),
    (
        "enum_bare",
        r#"builtin.module(canonicalize{region-simplify})"#,
        r#"tileir-opt: for the --region-simplify option: requires a value!
<unknown>:0: error: 
failed to add `canonicalize` with options `region-simplify`

"#,
    ),
    (
        "canonicalize_lists",
        r#"builtin.module(canonicalize{disable-patterns="x y",z enable-patterns=c})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  canonicalize{disable-patterns={{x y},z} enable-patterns={c} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "uint_negative",
        r#"builtin.module(inline{inlining-threshold=-1})"#,
        r#"tileir-opt: for the --inlining-threshold option: '-1' value invalid for uint argument!
<unknown>:0: error: 
failed to add `inline` with options `inlining-threshold=-1`

"#,
    ),
    (
        "uint_overflow",
        r#"builtin.module(inline{inlining-threshold=4294967296})"#,
        r#"tileir-opt: for the --inlining-threshold option: '4294967296' value invalid for uint argument!
<unknown>:0: error: 
failed to add `inline` with options `inlining-threshold=4294967296`

"#,
    ),
    (
        "uint_0x",
        r#"builtin.module(inline{max-iterations=0x})"#,
        r#"tileir-opt: for the --max-iterations option: '0x' value invalid for uint argument!
<unknown>:0: error: 
failed to add `inline` with options `max-iterations=0x`

"#,
    ),
    (
        "inline_defaults",
        r#"builtin.module(inline)"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 }
)

"#,
    ),
    (
        "inline_op_pipelines",
        r#"builtin.module(inline{op-pipelines=func.func(cse),func.func(canonicalize{max-iterations=3 top-down=false})})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={func.func(cse),func.func(canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false})}}
)

"#,
    ),
    (
        "inline_op_pipelines_empty",
        r#"builtin.module(inline{op-pipelines=})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 op-pipelines={}}
)

"#,
    ),
    (
        "inline_op_pipelines_bad_pass",
        r#"builtin.module(inline{op-pipelines=func.func(bogus)})"#,
        r#"MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
bogus
^
<unknown>:0: error: 
failed to add `inline` with options `op-pipelines=func.func(bogus)`

"#,
    ),
    (
        "inline_op_pipelines_no_anchor",
        r#"builtin.module(inline{op-pipelines=cse})"#,
        r#"expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'<unknown>:0: error: 
failed to add `inline` with options `op-pipelines=cse`

"#,
    ),
    (
        "inline_op_pipelines_bad_value",
        r#"builtin.module(inline{op-pipelines=func.func(canonicalize{max-iterations=x})})"#,
        r#"tileir-opt: for the --max-iterations option: 'x' value invalid for long argument!

failed to add `canonicalize` with options `max-iterations=x`
<unknown>:0: error: 
failed to add `inline` with options `op-pipelines=func.func(canonicalize{max-iterations=x})`

"#,
    ),
    (
        "inline_op_pipelines_bare",
        r#"builtin.module(inline{op-pipelines})"#,
        r#"tileir-opt: for the --op-pipelines option: requires a value!
<unknown>:0: error: 
failed to add `inline` with options `op-pipelines`

"#,
    ),
    (
        "inline_default_pipeline_space",
        r#"builtin.module(inline{default-pipeline='x y'})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  inline{default-pipeline={x y} inlining-threshold=4294967295 max-iterations=4 }
)

"#,
    ),
    (
        "inline_default_pipeline_string",
        r#"builtin.module(inline{default-pipeline="canonicalize,cse"})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  inline{default-pipeline=canonicalize,cse inlining-threshold=4294967295 max-iterations=4 }
)

"#,
    ),
    (
        "symbol_privatize_defaults",
        r#"builtin.module(symbol-privatize)"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  symbol-privatize{}
)

"#,
    ),
    (
        "symbol_privatize_exclude",
        r#"builtin.module(symbol-privatize{exclude=a,b})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  symbol-privatize{exclude={a,b}}
)

"#,
    ),
    (
        "float_values",
        r#"builtin.module(affine-loop-fusion{compute-tolerance=0.1},affine-loop-fusion{compute-tolerance=123456789.5},affine-loop-fusion{compute-tolerance=-0},affine-loop-fusion{compute-tolerance=0x1.8p1})"#,
        r#"Pass Manager with 4 passes:
builtin.module(
  affine-loop-fusion{compute-tolerance=1.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
  affine-loop-fusion{compute-tolerance=1.234568e+08 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
  affine-loop-fusion{compute-tolerance=-0.000000e+00 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
  affine-loop-fusion{compute-tolerance=3.000000e+00 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}
)

"#,
    ),
    (
        "float_special",
        r#"builtin.module(affine-loop-fusion{compute-tolerance=nan},affine-loop-fusion{compute-tolerance=-inf},affine-loop-fusion{compute-tolerance=1e400},affine-loop-fusion{compute-tolerance=})"#,
        r#"Pass Manager with 4 passes:
builtin.module(
  affine-loop-fusion{compute-tolerance=nan fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
  affine-loop-fusion{compute-tolerance=-INF fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
  affine-loop-fusion{compute-tolerance=INF fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
  affine-loop-fusion{compute-tolerance=0.000000e+00 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}
)

"#,
    ),
    (
        "float_bad",
        r#"builtin.module(affine-loop-fusion{compute-tolerance=1e})"#,
        r#"tileir-opt: for the --compute-tolerance option: '1e' value invalid for floating point argument!
<unknown>:0: error: 
failed to add `affine-loop-fusion` with options `compute-tolerance=1e`

"#,
    ),
    (
        "float_denormal",
        r#"builtin.module(affine-loop-fusion{compute-tolerance=4.9e-324})"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  affine-loop-fusion{compute-tolerance=4.940656e-324 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}
)

"#,
    ),
    (
        "no_anchor",
        r#"cse"#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "no_anchor_unclosed",
        r#"builtin.module(cse"#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "no_anchor_empty",
        r#""#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "no_anchor_blank",
        r#" "#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "no_anchor_parens",
        r#"()"#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "trailing_garbage",
        r#"builtin.module(cse)x"#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "trailing_brace",
        r#"builtin.module(canonicalize{max-iterations=3}}"#,
        r#"<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
"#,
    ),
    (
        "extra_paren",
        r#"builtin.module(cse))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
cse)
   ^

"#,
    ),
    (
        "extra_paren_nested",
        r#"builtin.module(func.func(cse)))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
func.func(cse))
              ^

"#,
    ),
    (
        "unbalanced",
        r#"builtin.module(func.func(cse)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
func.func(cse
          ^

"#,
    ),
    (
        "unbalanced_at_end",
        r#"builtin.module(a(b(c))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:7: error: encountered unbalanced parentheses while parsing pipeline
a(b(c)
      ^

"#,
    ),
    (
        "unbalanced_any",
        r#"builtin.module(any(cse)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: encountered unbalanced parentheses while parsing pipeline
any(cse
    ^

"#,
    ),
    (
        "empty_element_middle",
        r#"builtin.module(cse,,cse)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
cse,,cse
    ^

"#,
    ),
    (
        "empty_element_first",
        r#"builtin.module(,cse)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: '' does not refer to a registered pass or pass pipeline
,cse
^

"#,
    ),
    (
        "empty_element_last",
        r#"builtin.module(cse,)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
cse,
    ^

"#,
    ),
    (
        "empty_inner",
        r#"builtin.module(func.func())"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: '' does not refer to a registered pass or pass pipeline
func.func()
          ^

"#,
    ),
    (
        "blank_inner",
        r#"builtin.module( )"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:2: error: '' does not refer to a registered pass or pass pipeline
 
 ^

"#,
    ),
    (
        "missing_brace",
        r#"builtin.module(canonicalize{max-iterations=3)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options
canonicalize{max-iterations=3
            ^

"#,
    ),
    (
        "missing_brace_inner",
        r#"builtin.module(func.func(test-options-pass{string={unbalanced}))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:28: error: missing closing '}' while processing pass options
func.func(test-options-pass{string={unbalanced})
                           ^

"#,
    ),
    (
        "garbage_after_options",
        r#"builtin.module(canonicalize{max-iterations=3}x)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:31: error: expected ',' after parsing pipeline
canonicalize{max-iterations=3}x
                              ^

"#,
    ),
    (
        "options_then_parens",
        r#"builtin.module(canonicalize{max-iterations=3}(cse))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:31: error: expected ',' after parsing pipeline
canonicalize{max-iterations=3}(cse)
                              ^

"#,
    ),
    (
        "anchor_with_options",
        r#"builtin.module(func.func{a=1}(cse))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:15: error: expected ',' after parsing pipeline
func.func{a=1}(cse)
              ^

"#,
    ),
    (
        "space_in_name",
        r#"builtin.module(cse cse)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'cse cse' does not refer to a registered pass or pass pipeline
cse cse
^

"#,
    ),
    (
        "garbage_after_nest",
        r#"builtin.module(func.func(cse) cse)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:16: error: expected ',' after parsing pipeline
func.func(cse) cse
               ^

"#,
    ),
    (
        "stray_close_brace",
        r#"builtin.module(cse{}})"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:6: error: expected ',' after parsing pipeline
cse{}}
     ^

"#,
    ),
    (
        "empty_options",
        r#"builtin.module(cse{},cse{ })"#,
        r#"Pass Manager with 2 passes:
builtin.module(
  cse,
  cse
)

"#,
    ),
    (
        "unknown_option",
        r#"builtin.module(cse{a})"#,
        r#"<unknown>:0: error: <Pass-Options-Parser>: no such option a

failed to add `cse` with options `a`

"#,
    ),
    (
        "double_braces",
        r#"builtin.module(canonicalize{{max-iterations=3}})"#,
        r#"<unknown>:0: error: <Pass-Options-Parser>: no such option {max-iterations

failed to add `canonicalize` with options `{max-iterations=3}`

"#,
    ),
    (
        "unknown_pass_nested",
        r#"builtin.module(func.func(no-such-pass))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
func.func(no-such-pass)
          ^

"#,
    ),
    (
        "unknown_pass_newline",
        r#"builtin.module(
  cse,
  bogus
)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:3:3: error: 'bogus' does not refer to a registered pass or pass pipeline
  bogus
  ^

"#,
    ),
    (
        "unknown_pass_tab",
        "builtin.module(\n  cse,\n\tbogus)",
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:3:2: error: 'bogus' does not refer to a registered pass or pass pipeline
        bogus
        ^

"#,
    ),
    (
        "unknown_pass_tabs_inside",
        "builtin.module(a\tb\tc,cse)",
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'a\tb\tc' does not refer to a registered pass or pass pipeline\na       b       c,cse\n^\n\n",
    ),
    (
        "unknown_pass_cr",
        "builtin.module(cse,\rbogus,cse)",
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
bogus,cse
^

"#,
    ),
    (
        "unknown_pass_crlf",
        "builtin.module(cse,\r\nbogus,cse)",
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:2:1: error: 'bogus' does not refer to a registered pass or pass pipeline
bogus,cse
^

"#,
    ),
    (
        "unknown_pass_non_ascii",
        r#"builtin.module(cse,é)"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:5: error: 'é' does not refer to a registered pass or pass pipeline
cse,é

"#,
    ),
    (
        "unknown_pass_non_ascii_tab",
        "builtin.module(éé\tx,y)",
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'éé\tx' does not refer to a registered pass or pass pipeline\néé    x,y\n\n",
    ),
    (
        "unregistered_anchor",
        r#"builtin.module(foo.bar(cse))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  foo.bar(
    cse
  )
)

"#,
    ),
    (
        "pass_as_anchor",
        r#"builtin.module(cse(canonicalize))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  cse(
    canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
  )
)

"#,
    ),
    (
        "wrong_anchor",
        r#"builtin.module(test-options-pass)"#,
        r#"<unknown>:0: error: Can't add pass '(anonymous namespace)::TestOptionsPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
failed to add `test-options-pass` with options ``

"#,
    ),
    (
        "wrong_anchor_module_pass",
        r#"builtin.module(func.func(test-module-pass))"#,
        r#"<unknown>:0: error: Can't add pass '(anonymous namespace)::TestModulePass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
failed to add `test-module-pass` with options ``
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "wrong_anchor_and_bad_value",
        r#"builtin.module(test-options-pass{list=x})"#,
        r#"tileir-opt: for the --list option: 'x' value invalid for integer argument!
<unknown>:0: error: 
Can't add pass '(anonymous namespace)::TestOptionsPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
failed to add `test-options-pass` with options `list=x`

"#,
    ),
    (
        "any_accepts_restricted",
        r#"builtin.module(any(test-options-pass))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  any(
    test-options-pass{enum=zero  string= }
  )
)

"#,
    ),
    (
        "pipeline_in_nest",
        r#"builtin.module(func.func(test-options-pass-pipeline{list=1}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero list={1} string= }
  )
)

"#,
    ),
    (
        "pipeline_bad_option",
        r#"builtin.module(func.func(test-options-pass-pipeline{bogus=1}))"#,
        r#"<Pass-Options-Parser>: no such option bogus
<unknown>:0: error: failed to add `test-options-pass-pipeline` with options `bogus=1`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "pipeline_bad_value",
        r#"builtin.module(func.func(test-options-pass-pipeline{list=x}))"#,
        r#"tileir-opt: for the --list option: 'x' value invalid for integer argument!
<unknown>:0: error: failed to add `test-options-pass-pipeline` with options `list=x`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
];

/// Per-pass flags in command-line order, and what mlir-opt 22 printed.
#[rustfmt::skip]
const FLAG_CASES: &[(&str, Flags, &str)] = &[
    (
        "command_line_order",
        &[("test-options-pass", None), ("cse", None), ("test-options-pass", None), ("canonicalize", Some("max-iterations=3"))],
        r#"Pass Manager with 4 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= }
  ),
  cse,
  func.func(
    test-options-pass{enum=zero  string= }
  ),
  canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
)

"#,
    ),
    (
        "flag_bad_value",
        &[("cse", None), ("canonicalize", Some("max-iterations=x"))],
        r#"tileir-opt: for the --max-iterations option: 'x' value invalid for long argument!
<unknown>:0: error: 
"#,
    ),
    (
        "flag_unknown_option",
        &[("canonicalize", Some("bogus=1"))],
        r#"<unknown>:0: error: <Pass-Options-Parser>: no such option bogus

"#,
    ),
    (
        "flag_option_on_optionless_pass",
        &[("cse", Some("foo"))],
        r#"<unknown>:0: error: <Pass-Options-Parser>: no such option foo

"#,
    ),
    (
        "flag_empty_options",
        &[("cse", None), ("cse", Some("")), ("cse", Some(""))],
        r#"Pass Manager with 3 passes:
builtin.module(
  cse,
  cse,
  cse
)

"#,
    ),
    (
        "flag_lists",
        &[("symbol-privatize", Some("exclude=")), ("symbol-privatize", None), ("symbol-privatize", Some("exclude=a,b"))],
        r#"Pass Manager with 3 passes:
builtin.module(
  symbol-privatize{exclude={}},
  symbol-privatize{},
  symbol-privatize{exclude={a,b}}
)

"#,
    ),
    (
        "flag_pipeline_bad_value",
        &[("test-options-pass-pipeline", Some("list=x"))],
        r#"tileir-opt: for the --list option: 'x' value invalid for integer argument!
"#,
    ),
    (
        "flag_pipeline_unknown_option",
        &[("test-options-pass-pipeline", Some("bogus=1"))],
        r#"<Pass-Options-Parser>: no such option bogus
"#,
    ),
    (
        "flag_inline_op_pipelines",
        &[("inline", Some("op-pipelines=func.func(bogus)"))],
        r#"MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
bogus
^
<unknown>:0: error: 
"#,
    ),
];
