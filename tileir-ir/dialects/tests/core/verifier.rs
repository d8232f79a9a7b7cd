//! The core's verifier on IR of the real dialects, through one helper:
//! parse, verify, render the errors (without the `see current operation`
//! note, which belongs to the printer).

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::testing::force_parallel;
use tileir_ir::verifier::{verify_with, VerifyOptions};
use tileir_ir::{SourceFile, SourceMgr};

/// Parses `input` (unregistered ops allowed), verifies it and returns the
/// rendered diagnostics ("" when it verifies).
fn verify_text(input: &str) -> String {
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let owned = match parse_source(&ctx, "t.mlir", input, 1, &config) {
        Ok(o) => o,
        Err(d) => panic!("parse error: {}", d.message),
    };
    let options = VerifyOptions {
        print_op_on_diagnostic: false,
    };
    let mut sm = SourceMgr::new();
    sm.add(SourceFile::new("t.mlir", input));
    match verify_with(&ctx, &owned.body, owned.op, &options) {
        Ok(()) => String::new(),
        Err(diags) => diags.iter().map(|d| sm.render(&ctx, d)).collect(),
    }
}

#[track_caller]
fn check(input: &str, expected: &str) {
    assert_eq!(verify_text(input), expected);
}

#[test]
fn valid_ir_verifies() {
    check(
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
        "",
    );
}

#[test]
fn use_before_def_in_block() {
    check(
        "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n",
        "t.mlir:2:8: error: operand #0 does not dominate this use\n  %0 = arith.addi %1, %1 : i32\n       ^\n\
t.mlir:3:8: note: operand defined here (op in the same block)\n  %1 = arith.constant 1 : i32\n       ^\n",
    );
}

#[test]
fn dominance_across_blocks_and_loops() {
    // A value defined on one path of a diamond does not dominate the join.
    check(
        "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  %0 = arith.constant 1 : i32\n  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  %1 = arith.addi %0, %0 : i32\n  return\n}\n",
        "t.mlir:9:8: error: operand #0 does not dominate this use\n  %1 = arith.addi %0, %0 : i32\n       ^\n\
t.mlir:4:8: note: operand defined here (op in the same region)\n  %0 = arith.constant 1 : i32\n       ^\n",
    );
    // A loop: the header dominates the body and the back edge is fine.
    check(
        "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  cf.br ^bb1(%c0 : index)\n^bb1(%i: index):\n  %c1 = arith.constant 1 : index\n  %j = arith.addi %i, %c1 : index\n  %d = arith.cmpi eq, %j, %n : index\n  cf.cond_br %d, ^bb2, ^bb1(%j : index)\n^bb2:\n  return\n}\n",
        "",
    );
}

#[test]
fn graph_regions_and_unreachable_blocks_skip_dominance() {
    check(
        "\"t.g\"() ({\n  %0 = \"t.u\"(%1) : (i32) -> i32\n  %1 = \"t.d\"() : () -> i32\n}) : () -> ()\n",
        "",
    );
    check(
        "func.func @f() {\n  return\n^bb1:\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  cf.br ^bb1\n}\n",
        "",
    );
}

#[test]
fn terminator_rules() {
    check(
        "func.func @f() {\n  return\n  return\n}\n",
        "t.mlir:2:3: error: 'func.return' op must be the last operation in the parent block\n  return\n  ^\n",
    );
    check(
        "func.func @f() {\n  \"t.r\"() ({\n  ^bb0:\n    \"t.x\"() : () -> ()\n  ^bb1:\n  }) : () -> ()\n  return\n}\n",
        "t.mlir:2:3: error: empty block: expect at least a terminator\n  \"t.r\"() ({\n  ^\n",
    );
}

#[test]
fn symbol_redefinition() {
    check(
        "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n",
        "t.mlir:4:1: error: redefinition of symbol named 'f'\nfunc.func @f() {\n^\n\
t.mlir:1:1: note: see existing symbol definition here\nfunc.func @f() {\n^\n",
    );
}

#[test]
fn declared_constraints() {
    check(
        "func.func @f(%a: f32) {\n  %0 = \"arith.addi\"(%a, %a) : (f32, f32) -> f32\n  return\n}\n",
        "t.mlir:2:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'\n  %0 = \"arith.addi\"(%a, %a) : (f32, f32) -> f32\n       ^\n",
    );
    check(
        "func.func @f(%a: i32, %b: i64) {\n  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n  return\n}\n",
        "t.mlir:2:8: error: 'arith.addi' op requires the same type for all operands and results\n  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n       ^\n",
    );
    check(
        "\"func.return\"() : () -> ()\n",
        "t.mlir:1:1: error: 'func.return' op expects parent op 'func.func'\n\"func.return\"() : () -> ()\n^\n",
    );
}

#[test]
fn every_failing_isolated_sibling_is_reported() {
    let out = verify_text(
        "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\nfunc.func @g() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n",
    );
    assert_eq!(
        out.matches("error: operand #0 does not dominate").count(),
        2,
        "{out}"
    );
}

/// Verifying a module's functions on several threads reports exactly what
/// the sequential walk reports, in the same order.
#[test]
fn parallel_verification_matches_sequential() {
    let func = |i: usize| {
        match i {
        2 => "func.func @f2(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n}\n".to_string(),
        5 => "func.func @f5(%a: i32) -> i64 {\n  return %a : i32\n}\n".to_string(),
        _ => format!("func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}}\n"),
    }
    };
    let good: String = (0..7).filter(|&i| i != 2 && i != 5).map(func).collect();
    let bad: String = (0..7).map(func).collect();
    let dup = format!("{good}func.func @f0() {{\n  return\n}}\n");
    for input in [&good, &bad, &dup] {
        let run = |force| verify_forced(input, force);
        let sequential = run(false);
        assert_eq!(run(true), sequential, "input:\n{input}");
        assert_eq!(sequential.is_empty(), input == &good);
    }
    let bad_out = verify_text(&bad);
    assert_eq!(bad_out.matches("error:").count(), 2, "{bad_out}");
}

/// With functions verified on several threads, the symbol-use check (which
/// takes the calls the threads met) reports the bad call MLIR's walk meets
/// first (the last function's), as the sequential verifier does.
#[test]
fn parallel_symbol_use_check_matches_sequential() {
    let func = |i: usize, callee: &str| {
        format!(
            "func.func @f{i}(%a: i32) {{\n  func.call @{callee}(%a) : (i32) -> ()\n  return\n}}\n"
        )
    };
    let build = |bad: &[usize]| -> String {
        (0..8)
            .map(|i| func(i, if bad.contains(&i) { "nowhere" } else { "f0" }))
            .collect()
    };
    for bad in [&[][..], &[6], &[1, 6], &[7]] {
        let input = build(bad);
        let run = |force| verify_forced(&input, force);
        let sequential = run(false);
        assert_eq!(run(true), sequential, "input:\n{input}");
        match bad.first() {
            None => assert!(sequential.is_empty(), "{sequential}"),
            Some(_) => {
                let last = bad.last().copied().unwrap_or(0);
                assert_eq!(sequential.matches("error:").count(), 1, "{sequential}");
                let line = format!(":{}:", 2 + 4 * last);
                assert!(sequential.contains(&line), "{line} in {sequential}");
            }
        }
    }
}

/// Verifying the module's unregistered ops (one body, nested regions) on
/// several threads reports exactly what the sequential walk reports: the
/// first structural failure in op order, else the first dominance failure in
/// the dominance walk's order (the last top-level op's regions first).
#[test]
fn parallel_verification_of_one_body_matches_sequential() {
    let good = |i: usize| {
        format!("%v{i} = \"t.f\"() ({{\n^bb0(%a: i32):\n  %0 = \"t.op\"(%a, %top) : (i32, i32) -> i32\n  \"t.r\"(%0) ({{\n    \"t.use\"(%0, %a) : (i32, i32) -> ()\n  }}) : (i32) -> ()\n}}) : () -> i32\n")
    };
    // Structural failures.
    let succ = "\"t.f\"() ({\n  \"t.br\"()[^bb1] : () -> ()\n  \"t.x\"() : () -> ()\n^bb1:\n  \"t.x\"() : () -> ()\n}) : () -> ()\n";
    let types = "\"t.f\"() ({\n  %c = \"t.c\"() : () -> f32\n  %0 = \"arith.addi\"(%c, %c) : (f32, f32) -> f32\n}) : () -> ()\n";
    let isolated = "\"t.f\"() ({\n  func.func @g() {\n    %0 = arith.addi %1, %1 : i32\n    %1 = arith.constant 1 : i32\n    return\n  }\n  func.func @h() -> i32 {\n    return\n  }\n}) : () -> ()\n";
    // Dominance failures, in two places.
    // (Unregistered ops hold graph regions: the failures are in `scf` regions.)
    let nested = "\"t.f\"() ({\n  %r = \"scf.execute_region\"() ({\n    %0 = \"arith.addi\"(%1, %1) : (i32, i32) -> i32\n    %1 = \"t.d\"() : () -> i32\n    \"scf.yield\"(%0) : (i32) -> ()\n  }) : () -> i32\n}) : () -> ()\n";
    let later = "\"t.f\"() ({\n  %r = \"scf.execute_region\"() ({\n    \"t.u\"(%0) : (i32) -> ()\n    %0 = \"t.d\"(%late) : (i32) -> i32\n    \"scf.yield\"(%0) : (i32) -> ()\n  }) : () -> i32\n}) : () -> ()\n";
    let top = "%top = \"t.d\"() : () -> i32\n";
    let tail = "%late = \"t.d\"() : () -> i32\n";
    let build = |parts: &[&str]| -> String {
        let mut text = String::from(top);
        for (i, part) in parts.iter().enumerate() {
            text.push_str(&good(i));
            text.push_str(part);
        }
        text.push_str(tail);
        text
    };
    let inputs = [
        build(&["", "", "", ""]),
        build(&["", succ, "", types]),
        build(&["", "", isolated, succ]),
        build(&[nested, "", later, ""]),
        build(&[later, nested, "", ""]),
        build(&[nested, "", "", types]),
        build(&[types, "", "", succ]),
        build(&[isolated, "", "", ""]),
    ];
    for (k, input) in inputs.iter().enumerate() {
        let run = |force| verify_forced(input, force);
        let sequential = run(false);
        assert_eq!(run(true), sequential, "input:\n{input}");
        assert_eq!(sequential.is_empty(), k == 0, "{k}: {sequential}");
    }
}

/// `verify_text` with the parallel paths forced on or off.
fn verify_forced(input: &str, force: bool) -> String {
    force_parallel(Some(force));
    let out = verify_text(input);
    force_parallel(None);
    out
}

// ----- hooks the dialects declare (cuda_tile uses them) -----

#[test]
fn predicate_traits_follow_type_constraints() {
    // The type constraint is checked first, then `AllTypesMatch`.
    check(
        "func.func @f(%a: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<i64>) {\n  %0 = \"cuda_tile.addi\"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i32>\n  return\n}\n",
        "t.mlir:2:8: error: 'cuda_tile.addi' op failed to verify that all of {lhs, rhs, result} have same type\n  %0 = \"cuda_tile.addi\"(%a, %b) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i32>\n       ^\n",
    );
    check(
        "func.func @f(%a: !cuda_tile.tile<f32>) {\n  %0 = \"cuda_tile.addi\"(%a, %a) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>\n  return\n}\n",
        "t.mlir:2:8: error: 'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'\n  %0 = \"cuda_tile.addi\"(%a, %a) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>\n       ^\n",
    );
}

#[test]
fn ancestor_verifiers_see_across_isolated_bodies() {
    // `continue` walks up through `if` to the isolated `entry`, which lives
    // in another body, and points at it.
    check(
        "cuda_tile.module @m {\n  cuda_tile.entry @k() {\n    %c = \"cond\"() : () -> !cuda_tile.tile<i1>\n    cuda_tile.if %c {\n      cuda_tile.continue\n    }\n  }\n}\n",
        "t.mlir:5:7: error: 'cuda_tile.continue' op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations\n      cuda_tile.continue\n      ^\n\
t.mlir:2:3: note: see unexpected ancestor operation\n  cuda_tile.entry @k() {\n  ^\n",
    );
}

#[test]
fn warnings_of_passing_checks_go_to_the_context() {
    let input = "cuda_tile.module @m {\n  cuda_tile.entry @k() optimization_hints=<sm_1={num_cta_in_cga=2}> {\n    cuda_tile.return\n  }\n}\n";
    let verify_with_flags = |flags: &[&'static str]| {
        let mut ctx = tileir_dialects::context();
        for &f in flags {
            ctx.set_dialect_flag(f);
        }
        let owned = parse_source(&ctx, "t.mlir", input, 1, &ParserConfig::default())
            .unwrap_or_else(|d| panic!("parse error: {}", d.message));
        let options = VerifyOptions {
            print_op_on_diagnostic: false,
        };
        let verified = verify_with(&ctx, &owned.body, owned.op, &options);
        let warnings: Vec<String> = ctx.take_warnings().into_iter().map(|w| w.message).collect();
        let errors: Vec<String> = verified
            .err()
            .unwrap_or_default()
            .into_iter()
            .flat_map(|d| {
                let notes: Vec<String> = d.notes.iter().map(|n| n.message.clone()).collect();
                std::iter::once(d.message).chain(notes)
            })
            .collect();
        (warnings, errors)
    };
    use tileir_dialects::cuda_tile::hints::{ERROR, WARN};
    // Off by default, as in cuda-tile-opt.
    assert_eq!(verify_with_flags(&[]), (vec![], vec![]));
    // `-Wunsupported-hints`: a warning, and the op verifies.
    assert_eq!(
        verify_with_flags(&[WARN]),
        (vec!["unknown hint key sm_1".to_string()], vec![])
    );
    // With `-Werr-hints` the warning comes with the op's error.
    assert_eq!(
        verify_with_flags(&[WARN, ERROR]),
        (
            vec![],
            vec![
                "unknown hint key sm_1".to_string(),
                "'cuda_tile.entry' op Optimization hints verification failed".to_string()
            ]
        )
    );
}

/// The verifier remembers op signatures (name, operand and result types)
/// whose type checks passed; an op with a remembered signature still gets
/// every other check: its attributes, its own verifier, its parent.
#[test]
fn remembered_signatures_keep_the_other_checks() {
    check(
        "func.func @f(%a: i32) -> i1 {\n  %0 = arith.cmpi eq, %a, %a : i32\n  %1 = \"arith.cmpi\"(%a, %a) : (i32, i32) -> i1\n  return %1 : i1\n}\n",
        "t.mlir:3:8: error: 'arith.cmpi' op requires attribute 'predicate'\n  %1 = \"arith.cmpi\"(%a, %a) : (i32, i32) -> i1\n       ^\n",
    );
    check(
        "func.func @f() -> i32 {\n  %0 = arith.constant 1 : i32\n  %1 = \"arith.constant\"() {value = 2 : i64} : () -> i32\n  return %1 : i32\n}\n",
        "t.mlir:3:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type\n  %1 = \"arith.constant\"() {value = 2 : i64} : () -> i32\n       ^\n",
    );
    check(
        "func.func @f() {\n  return\n}\n\"func.return\"() : () -> ()\n",
        "t.mlir:4:1: error: 'func.return' op expects parent op 'func.func'\n\"func.return\"() : () -> ()\n^\n",
    );
    // A signature that failed is checked again, and fails again.
    let twice = verify_text(
        "func.func @f(%a: f32) {\n  %0 = \"arith.addi\"(%a, %a) : (f32, f32) -> f32\n  return\n}\nfunc.func @g(%a: f32) {\n  %0 = \"arith.addi\"(%a, %a) : (f32, f32) -> f32\n  return\n}\n",
    );
    assert_eq!(
        twice
            .matches(
                "error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"
            )
            .count(),
        2,
        "{twice}"
    );
}
