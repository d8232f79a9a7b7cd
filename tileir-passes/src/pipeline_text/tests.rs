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

const NESTED_OPTIONS: OptionKind = OptionKind::List(&OptionKind::Options(&TEST_OPTIONS));

static SUPER_OPTIONS: [OptionDef; 1] = [opt_const("list", NESTED_OPTIONS, "")];

static SUPER_PIPELINE_OPTIONS: [OptionDef; 1] = [opt_const("super-list", NESTED_OPTIONS, "")];

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

static PASSES: [PassInfo; 9] = [
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
        "test-options-super-pass",
        "(anonymous namespace)::TestOptionsSuperPass",
        PassAnchor::Op("func.func"),
        &SUPER_OPTIONS,
    ),
    pass(
        "test-module-pass",
        "(anonymous namespace)::TestModulePass",
        PassAnchor::Op("builtin.module"),
        &[],
    ),
    pass(
        "test-function-pass",
        "(anonymous namespace)::TestFunctionPass",
        PassAnchor::Op("func.func"),
        &[],
    ),
];

fn test_pass(argument: &str) -> &'static PassInfo {
    PASSES.iter().find(|p| p.argument == argument).unwrap()
}

/// Where mlir-opt's test pipelines add their function pass: a module gets
/// a function nest (mlir-opt nests implicitly for flags, and aborts for a
/// textual pipeline, which is not compared).
fn function_manager(pm: &mut OpPassManager) -> &mut OpPassManager {
    match pm.anchor() {
        Some("builtin.module") => pm.nest("func.func"),
        _ => pm,
    }
}

/// mlir-opt's `test-options-pass-pipeline`: the options pass with the
/// pipeline's options.
fn build_test_options_pipeline(
    values: &OptionValues,
    pm: &mut OpPassManager,
) -> Result<(), BuildError> {
    let pass =
        PassInstance::new(test_pass("test-options-pass"), values.clone()).map_err(BuildError)?;
    function_manager(pm).add_pass(pass)
}

/// mlir-opt's `test-options-super-pass-pipeline`: the super pass with the
/// pipeline's `super-list` as its `list`.
fn build_super_pipeline(values: &OptionValues, pm: &mut OpPassManager) -> Result<(), BuildError> {
    let info = test_pass("test-options-super-pass");
    let mut options = OptionValues::defaults(info.options);
    if values.was_set("super-list") {
        let elements: Vec<String> = values
            .get("super-list")
            .as_list()
            .iter()
            .map(|v| crate::options::print_value(OptionKind::Options(&TEST_OPTIONS), v))
            .collect();
        options
            .set("list", &elements.join(","))
            .map_err(|e| BuildError(e.text()))?;
    }
    let pass = PassInstance::new(info, options).map_err(BuildError)?;
    function_manager(pm).add_pass(pass)
}

static PIPELINE_ENTRIES: [PipelineInfo; 2] = [
    PipelineInfo {
        argument: "test-options-pass-pipeline",
        summary: "Parses options using pass pipeline registration",
        options: &TEST_OPTIONS,
        build: build_test_options_pipeline,
    },
    PipelineInfo {
        argument: "test-options-super-pass-pipeline",
        summary: "Parses options of PassPipelineOptions using pass pipeline registration",
        options: &SUPER_PIPELINE_OPTIONS,
        build: build_super_pipeline,
    },
];

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

#[test]
fn pipeline_and_flags_together_is_mlir_opts_error() {
    assert_eq!(
        pipeline_with_flags_error().rendered,
        "<unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options\n"
    );
}

#[test]
fn unanchored_text_adds_to_a_manager() {
    let mut pm = OpPassManager::new("builtin.module");
    parse_pipeline_into(&TestPasses, "cse, func.func(cse)", &mut pm).unwrap();
    assert_eq!(print_pipeline(&pm), "builtin.module(cse,func.func(cse))");
    // Errors are the parser's stream, without a diagnostic around them.
    let err = parse_pipeline_into(&TestPasses, "bogus", &mut pm).unwrap_err();
    assert_eq!(
        err.rendered,
        "MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline\nbogus\n^\n"
    );
}

#[test]
fn caret_under_a_tab_fills_the_tab() {
    // LLVM repeats the caret across the columns a tab expands to.
    assert_eq!(
        source_message("a\tb", 1, "m"),
        "MLIR Textual PassPipeline Parser:1:2: error: m\na       b\n ^^^^^^^\n"
    );
    // One past the end of the text is a valid position.
    assert_eq!(
        source_message("ab", 2, "m"),
        "MLIR Textual PassPipeline Parser:1:3: error: m\nab\n  ^\n"
    );
}

#[test]
fn nesting_beyond_the_limit_is_an_error_not_a_stack_overflow() {
    let deep = |levels: usize| {
        format!(
            "builtin.module({}cse{})",
            "func.func(".repeat(levels),
            ")".repeat(levels)
        )
    };
    // At the limit everything works: parse, print, dump, drop.
    let text = deep(MAX_NESTING - 1);
    let pm = parse_pipeline_with(&TestPasses, &text).expect("within the limit");
    assert_eq!(print_pipeline(&pm), text);
    assert!(dump_pipeline(&pm).starts_with("Pass Manager with 1 passes:\n"));
    drop(pm);
    for levels in [MAX_NESTING, 100_000] {
        let err = parse_pipeline_with(&TestPasses, &deep(levels)).unwrap_err();
        assert_eq!(
            err.rendered,
            format!(
                "<unknown>:0: error: pass pipeline nested more than {MAX_NESTING} brackets deep\n\n"
            )
        );
    }
    // Options nest pipelines too.
    let options = format!(
        "op-pipelines={}",
        "func.func(inline{op-pipelines=".repeat(10_000)
    );
    let mut pm = OpPassManager::new("builtin.module");
    let err = add_pass_flag_with(&TestPasses, &mut pm, "inline", Some(&options)).unwrap_err();
    assert!(
        err.rendered.contains("nested more than"),
        "{}",
        err.rendered
    );
}

#[test]
fn large_pipelines_parse_in_linear_time() {
    let started = std::time::Instant::now();
    let text = format!("builtin.module({}cse)", "cse,".repeat(200_000));
    let pm = parse_pipeline_with(&TestPasses, &text).unwrap();
    assert_eq!(pm.elements().len(), 200_001);
    assert_eq!(print_pipeline(&pm), text);
    let list = vec!["p"; 100_000].join(",");
    let text = format!("builtin.module(canonicalize{{disable-patterns={list}}})");
    let pm = parse_pipeline_with(&TestPasses, &text).unwrap();
    assert!(print_pipeline(&pm).contains(&list));
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
}

/// A small deterministic generator (xorshift64*), so a failure names the
/// seed that reproduces it.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    fn pick_str(&mut self, items: &[&'static str]) -> &'static str {
        items[self.below(items.len())]
    }
}

/// A word of option-value characters.
fn gen_word(rng: &mut Rng) -> String {
    const CHARS: &[u8] = b"abcdefxyz0123456789_.-/";
    (0..1 + rng.below(6))
        .map(|_| *rng.pick(CHARS) as char)
        .collect()
}

/// A string MLIR prints back as it reads it: words with inner spaces, no
/// leading or trailing blanks, no quotes, braces or commas.
fn gen_string(rng: &mut Rng) -> String {
    if rng.chance(10) {
        return String::new();
    }
    let words: Vec<String> = (0..1 + rng.below(3)).map(|_| gen_word(rng)).collect();
    words.join(if rng.chance(20) { "  " } else { " " })
}

/// Wraps a value that holds spaces the ways MLIR accepts.
fn quote(rng: &mut Rng, value: String) -> String {
    if !value.contains(' ') && rng.chance(70) {
        return value;
    }
    match rng.below(3) {
        0 => format!("{{{value}}}"),
        1 => format!("\"{value}\""),
        _ => format!("'{value}'"),
    }
}

fn gen_scalar(rng: &mut Rng, kind: OptionKind, depth: usize) -> String {
    match kind {
        OptionKind::Bool => rng
            .pick(&["true", "false", "1", "0", "TRUE", "False", ""])
            .to_string(),
        OptionKind::Int { bits } => {
            let v = match rng.below(4) {
                0 => rng.below(100) as i64,
                1 => -(rng.below(100) as i64),
                2 => rng.next() as i64,
                _ => *rng.pick(&[i64::MIN, i64::MAX, 0]),
            };
            let v = if bits < 64 { v as i32 as i64 } else { v };
            if v >= 0 && rng.chance(30) {
                format!("{v:#x}")
            } else {
                v.to_string()
            }
        }
        OptionKind::UInt { bits } => {
            let v = rng.next() >> (64 - bits.min(64));
            if rng.chance(30) {
                format!("{v:#x}")
            } else {
                v.to_string()
            }
        }
        OptionKind::Float => match rng.below(3) {
            0 => rng
                .pick(&["0.5", "1e-3", "nan", "inf", "-INF", "-0", "0x1.8p1", "5."])
                .to_string(),
            1 => format!("{}", (rng.next() as i64 as f64) / 1e6),
            _ => {
                let f = f64::from_bits(rng.next());
                if f.is_finite() {
                    format!("{f:e}")
                } else {
                    "1".to_string()
                }
            }
        },
        OptionKind::String => {
            let s = gen_string(rng);
            quote(rng, s)
        }
        OptionKind::Enum(values) => rng.pick(values).name.to_string(),
        OptionKind::Pipeline => gen_pipeline(rng, depth),
        // Inside a list element, an unbraced list's commas would split the
        // element.
        OptionKind::Options(schema) => format!("{{{}}}", gen_options(rng, schema, depth, true)),
        OptionKind::List(_) => unreachable!("lists are generated by gen_options"),
    }
}

/// `key=value ...` for some options of a schema.
fn gen_options(rng: &mut Rng, schema: &[OptionDef], depth: usize, brace_lists: bool) -> String {
    let mut parts = Vec::new();
    for def in schema {
        if !rng.chance(40) {
            continue;
        }
        let value = match def.kind {
            OptionKind::Bool if rng.chance(20) => {
                parts.push(def.name.to_string());
                continue;
            }
            OptionKind::List(inner) => {
                if *inner == OptionKind::Pipeline && depth == 0 {
                    continue;
                }
                let count = if rng.chance(10) { 0 } else { 1 + rng.below(3) };
                let items: Vec<String> = (0..count)
                    .map(|_| match *inner {
                        // An empty string alone would read back as no
                        // element (a limitation MLIR documents).
                        OptionKind::String => {
                            let mut s = gen_string(rng);
                            if s.is_empty() {
                                s = gen_word(rng);
                            }
                            quote(rng, s)
                        }
                        kind => gen_scalar(rng, kind, depth - 1.min(depth)),
                    })
                    .collect();
                let joined = items.join(",");
                // Blanks inside a pipeline would end an unbraced value.
                if brace_lists
                    || rng.chance(50)
                    || joined.is_empty()
                    || *inner == OptionKind::Pipeline
                {
                    format!("{{{joined}}}")
                } else {
                    joined
                }
            }
            kind => gen_scalar(rng, kind, depth),
        };
        parts.push(format!("{}={value}", def.name));
    }
    parts.join(" ")
}

/// Optional blanks around names and separators.
fn blank(rng: &mut Rng) -> &'static str {
    if rng.chance(80) {
        ""
    } else {
        rng.pick_str(&[" ", "  ", "\n  ", "\t"])
    }
}

/// The elements inside an anchor (`None` for `any`).
fn gen_elements(rng: &mut Rng, anchor: Option<&str>, depth: usize) -> String {
    let mut elements = Vec::new();
    for _ in 0..1 + rng.below(4) {
        let nest = depth > 0 && rng.chance(30);
        let element = if nest {
            let op = *rng.pick(&["builtin.module", "func.func", "any", "gpu.module"]);
            let inner = gen_elements(rng, (op != "any").then_some(op), depth - 1);
            format!("{op}{}({inner})", blank(rng))
        } else {
            let fits = |info: &PassInfo| match (info.op_anchor(), anchor) {
                (Some(required), Some(op)) => required == op,
                _ => true,
            };
            let info = loop {
                let info = rng.pick(&PASSES);
                if fits(info) {
                    break info;
                }
            };
            if info.options.is_empty() || rng.chance(20) {
                info.argument.to_string()
            } else {
                let options = gen_options(rng, info.options, depth, false);
                format!("{}{{{options}}}", info.argument)
            }
        };
        elements.push(format!("{}{element}{}", blank(rng), blank(rng)));
    }
    elements.join(",")
}

fn gen_pipeline(rng: &mut Rng, depth: usize) -> String {
    let op = *rng.pick(&["builtin.module", "func.func", "any"]);
    let inner = gen_elements(rng, (op != "any").then_some(op), depth);
    format!("{op}({inner})")
}

#[test]
fn printed_pipelines_parse_back_to_the_same_pipeline() {
    for seed in 0..3000 {
        let mut rng = Rng::new(seed);
        let text = gen_pipeline(&mut rng, 3);
        let pm = parse_pipeline_with(&TestPasses, &text)
            .unwrap_or_else(|e| panic!("seed {seed}: {text:?} rejected:\n{}", e.rendered));
        let printed = print_pipeline(&pm);
        let again = parse_pipeline_with(&TestPasses, &printed)
            .unwrap_or_else(|e| panic!("seed {seed}: {printed:?} rejected:\n{}", e.rendered));
        assert_eq!(print_pipeline(&again), printed, "seed {seed}: {text:?}");
        // The dump is a pipeline text too.
        let dump = dump_pipeline(&pm);
        let body = dump.split_once('\n').map_or("", |(_, body)| body);
        let from_dump = parse_pipeline_with(&TestPasses, body)
            .unwrap_or_else(|e| panic!("seed {seed}: dump {body:?} rejected:\n{}", e.rendered));
        assert_eq!(print_pipeline(&from_dump), printed, "seed {seed}: {dump}");
    }
}

#[test]
fn no_text_makes_the_parser_panic() {
    const PIECES: &[&str] = &[
        "builtin.module",
        "func.func",
        "any",
        "cse",
        "canonicalize",
        "inline",
        "test-options-pass",
        "test-options-pass-pipeline",
        "test-module-pass",
        "affine-loop-fusion",
        "(",
        ")",
        "(",
        ")",
        "{",
        "}",
        ",",
        ",",
        "=",
        " ",
        "\t",
        "\n",
        "\r",
        "\"",
        "'",
        "[",
        "]",
        "max-iterations",
        "op-pipelines",
        "list",
        "string",
        "string-list",
        "enum",
        "compute-tolerance",
        "1",
        "x",
        "-",
        "0x",
        "é",
        "\0",
    ];
    let mut checked = 0;
    for seed in 0..4000u64 {
        let mut rng = Rng::new(seed);
        let text = if seed % 2 == 0 {
            (0..rng.below(40))
                .map(|_| *rng.pick(PIECES))
                .collect::<String>()
        } else {
            // A valid pipeline with a few pieces changed.
            let mut text = gen_pipeline(&mut rng, 2);
            for _ in 0..1 + rng.below(3) {
                let cuts: Vec<usize> = (0..=text.len())
                    .filter(|&i| text.is_char_boundary(i))
                    .collect();
                let a = *rng.pick(&cuts);
                let b = *rng.pick(&cuts);
                let (a, b) = (a.min(b), a.max(b).min(a + 3));
                let b = (b..=text.len())
                    .find(|&i| text.is_char_boundary(i))
                    .unwrap_or(text.len());
                text.replace_range(
                    a..b,
                    if rng.chance(50) {
                        ""
                    } else {
                        rng.pick_str(PIECES)
                    },
                );
            }
            text
        };
        match parse_pipeline_with(&TestPasses, &text) {
            Ok(pm) => {
                let printed = print_pipeline(&pm);
                let _ = dump_pipeline(&pm);
                let _ = parse_pipeline_with(&TestPasses, &printed);
            }
            Err(e) => assert!(e.rendered.contains("error"), "{text:?}: {}", e.rendered),
        }
        let info = rng.pick(&PASSES);
        let mut pm = OpPassManager::new("builtin.module");
        let _ = add_pass_flag_with(&TestPasses, &mut pm, info.argument, Some(&text));
        checked += 1;
    }
    assert_eq!(checked, 4000);
}

/// mlir-opt 22, if installed (`MLIR_OPT`, else the Debian path; see the
/// upstream-tools crate).
fn mlir_opt() -> Option<std::path::PathBuf> {
    upstream_tools::mlir_opt()
}

/// Generated and mutated pipelines give the same dump or the same errors
/// as mlir-opt 22 (`TILEIR_PIPELINE_FUZZ` cases, 80 by default; skipped
/// without mlir-opt).
#[test]
fn generated_pipelines_match_mlir_opt() {
    let Some(mlir_opt) = mlir_opt() else {
        eprintln!("mlir-opt 22 not found: skipped");
        return;
    };
    let cases: u64 = std::env::var("TILEIR_PIPELINE_FUZZ")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(80);
    let input =
        std::env::temp_dir().join(format!("tileir-pipeline-fuzz-{}.mlir", std::process::id()));
    std::fs::write(&input, "module {\n  func.func @f() {\n    return\n  }\n}\n").unwrap();
    let mut failures = Vec::new();
    for seed in 0..cases {
        let mut rng = Rng::new(seed + 1_000_000);
        let mut text = gen_pipeline(&mut rng, 2);
        if seed % 2 == 1 {
            // Cut or duplicate a few bytes.
            for _ in 0..1 + rng.below(2) {
                let at = rng.below(text.len());
                if !text.is_char_boundary(at) || !text.is_char_boundary(at + 1) {
                    continue;
                }
                if rng.chance(50) {
                    text.remove(at);
                } else {
                    let c = text.as_bytes()[at] as char;
                    text.insert(at, c);
                }
            }
        }
        let out = std::process::Command::new(&mlir_opt)
            .arg(&input)
            .args(["-o", "/dev/null", "--dump-pass-pipeline"])
            .arg(format!("--pass-pipeline={text}"))
            .output()
            .unwrap();
        // mlir-opt aborts on some texts (a named pipeline adding a pass to
        // the wrong op); there is nothing to compare.
        if !matches!(out.status.code(), Some(0 | 1)) {
            continue;
        }
        let expected = String::from_utf8_lossy(&out.stderr).replace("mlir-opt:", "tileir-opt:");
        let expected = match expected.find("\n)\n\n") {
            // The dump; what the run prints after it is not ours to check.
            Some(end) if expected.starts_with("Pass Manager with") => {
                expected[..end + 4].to_string()
            }
            _ => expected,
        };
        let got = stderr_for(&text);
        if got != expected {
            let same = expected
                .bytes()
                .zip(got.bytes())
                .take_while(|(a, b)| a == b)
                .count();
            let from = same.saturating_sub(60);
            let from = (from..)
                .find(|&i| expected.is_char_boundary(i))
                .unwrap_or(0);
            failures.push(format!(
                "--- seed {seed}: {text:?}\nfirst difference after {:?}\nexpected:\n{expected}\ngot:\n{got}",
                &expected[from..same.min(expected.len())]
            ));
        }
    }
    let _ = std::fs::remove_file(&input);
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
    (
        "super_defaults",
        r#"builtin.module(func.func(test-options-super-pass))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{}
  )
)

"#,
    ),
    (
        "super_lists",
        r#"builtin.module(func.func(test-options-super-pass{list={{enum=zero list={1} string=foo},{enum=one list={2} string="bar"},{enum=two list={3} string={baz}}}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={{enum=zero list={1} string=foo },{enum=one list={2} string=bar },{enum=two list={3} string=baz }}}
  )
)

"#,
    ),
    (
        "super_unbraced_elements",
        r#"builtin.module(func.func(test-options-super-pass{list={enum=zero list={1} string=foo },{enum=one list={2} string=bar },{enum=two list={3} string=baz }}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={{enum=zero list={1} string=foo },{enum=one list={2} string=bar },{enum=two list={3} string=baz }}}
  )
)

"#,
    ),
    (
        "super_empty_nested_list",
        r#"builtin.module(func.func(test-options-super-pass{list={enum=zero list={1} string=foo},{enum=one list={} string=bar}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={{enum=zero list={1} string=foo },{enum=one  string=bar }}}
  )
)

"#,
    ),
    (
        "super_bad_enum",
        r#"builtin.module(func.func(test-options-super-pass{list={enum=bogus}}))"#,
        r#"tileir-opt: for the --enum option: Cannot find option named 'bogus'!
<unknown>:0: error: 
failed to add `test-options-super-pass` with options `list={enum=bogus}`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "super_no_such_option",
        r#"builtin.module(func.func(test-options-super-pass{list={x=1}}))"#,
        r#"<Pass-Options-Parser>: no such option x
<unknown>:0: error: 
failed to add `test-options-super-pass` with options `list={x=1}`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "super_empty_list",
        r#"builtin.module(func.func(test-options-super-pass{list={}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={}}
  )
)

"#,
    ),
    (
        "super_empty_element",
        r#"builtin.module(func.func(test-options-super-pass{list={{}}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={{enum=zero  string= }}}
  )
)

"#,
    ),
    (
        "super_comma_splits",
        r#"builtin.module(func.func(test-options-super-pass{list={string="a b" string-list=c,d}}))"#,
        r#"<Pass-Options-Parser>: no such option d
<unknown>:0: error: 
failed to add `test-options-super-pass` with options `list={string="a b" string-list=c,d}`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "super_bare",
        r#"builtin.module(func.func(test-options-super-pass{list}))"#,
        r#"tileir-opt: for the --list option: requires a value!
<unknown>:0: error: 
failed to add `test-options-super-pass` with options `list`
failed to add `func.func` with options `` to inner pipeline

"#,
    ),
    (
        "appends_and_nested_braces",
        r#"builtin.module(func.func(test-options-pass{string-list=a list=1,2,3,4 string-list=b,c list=5 string-list=d string=nested_pipeline{arg1=10 arg2=" {} " arg3=true}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero list={1,2,3,4,5} string=nested_pipeline{arg1=10 arg2=" {} " arg3=true} string-list={a,b,c,d}}
  )
)

"#,
    ),
    (
        "inner_quotes",
        r#"builtin.module(builtin.module(func.func(test-options-pass{list=3}), func.func(test-options-pass{enum=one list=1,2,3,4 string=foo"bar"baz})))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  builtin.module(
    func.func(
      test-options-pass{enum=zero list={3} string= }
    ),
    func.func(
      test-options-pass{enum=one list={1,2,3,4} string=foo"bar"baz }
    )
  )
)

"#,
    ),
    (
        "list_of_one_empty_string",
        r#"builtin.module(func.func(test-options-pass{string-list={""}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= string-list={}}
  )
)

"#,
    ),
    (
        "list_of_two_empty_strings",
        r#"builtin.module(func.func(test-options-pass{string-list={"",}}))"#,
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=zero  string= string-list={,}}
  )
)

"#,
    ),
    (
        "wrong_anchor_list_error",
        r#"builtin.module(test-options-pass{list=3 list=notaninteger})"#,
        r#"tileir-opt: for the --list option: 'notaninteger' value invalid for integer argument!
<unknown>:0: error: 
Can't add pass '(anonymous namespace)::TestOptionsPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
failed to add `test-options-pass` with options `list=3 list=notaninteger`

"#,
    ),
    (
        "module_pass_bad_option",
        r#"builtin.module(builtin.module(func.func(test-options-pass{list=3}), test-module-pass{invalid-option=3}))"#,
        r#"<unknown>:0: error: <Pass-Options-Parser>: no such option invalid-option

failed to add `test-module-pass` with options `invalid-option=3`
failed to add `builtin.module` with options `` to inner pipeline

"#,
    ),
    (
        "module_pass_unclosed",
        r#"builtin.module(builtin.module(test-module-pass{))"#,
        r#"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:32: error: missing closing '}' while processing pass options
builtin.module(test-module-pass{)
                               ^

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
    (
        "flag_super_pipeline",
        &[("test-options-super-pass-pipeline", Some("super-list={{enum=zero list=1 string=foo},{enum=one list=2 string=\"bar\"},{enum=two list=3 string={baz}}}"))],
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={{enum=zero list={1} string=foo },{enum=one list={2} string=bar },{enum=two list={3} string=baz }}}
  )
)

"#,
    ),
    (
        "flag_super_pipeline_bad",
        &[("test-options-super-pass-pipeline", Some("super-list={{bogus=1}}"))],
        r#"<Pass-Options-Parser>: no such option bogus
"#,
    ),
    (
        "flag_super_pass",
        &[("test-options-super-pass", Some("list={enum=zero list={1} string=foo},{enum=one list={} string=bar}"))],
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-super-pass{list={{enum=zero list={1} string=foo },{enum=one  string=bar }}}
  )
)

"#,
    ),
    (
        "flag_options_pipeline",
        &[("test-options-pass-pipeline", Some("list=1 string-list=a,b enum=one"))],
        r#"Pass Manager with 1 passes:
builtin.module(
  func.func(
    test-options-pass{enum=one list={1} string= string-list={a,b}}
  )
)

"#,
    ),

];
