//! The cuda_tile bytecode writer on small modules: the exact bytes of a
//! minimal file, the layout of op records (flags, inline attributes,
//! operand groups, value numbering across regions), and each diagnostic of
//! a module the format or the target version cannot hold. That NVIDIA's
//! tools read what it writes is tileir-opt's `bytecode_tools` test.

use tileir_dialects::cuda_tile::bytecode::format::Version;
use tileir_dialects::cuda_tile::bytecode::writer::write_bytecode;
use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::Context;

/// Parses and verifies `text`, then writes it at `version`: the bytes, or
/// the diagnostics as `severity: message` lines (with `@unknown` for an
/// unknown location).
fn write(text: &str, version: Version) -> Result<Vec<u8>, Vec<String>> {
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        implicit_module: true,
        ..ParserConfig::default()
    };
    let owned = parse_source(&ctx, "t.mlir", text, 1, &config).expect("parses");
    tileir_ir::verifier::verify(&ctx, &owned.body, owned.op).expect("verifies");
    write_bytecode(&ctx, &owned.body, owned.op, version).map_err(|diags| {
        diags
            .iter()
            .map(|d| {
                let at = if tileir_ir::diag::file_line_col(&ctx, d.loc).is_some() {
                    ""
                } else {
                    " @unknown"
                };
                format!("{}{at}: {}", d.severity.as_str(), d.message)
            })
            .collect()
    })
}

fn errors(text: &str, version: Version) -> Vec<String> {
    match write(text, version) {
        Ok(_) => panic!("expected the writer to fail"),
        Err(e) => e,
    }
}

/// The function section's payload (the first section after the header
/// when there are no globals): id, length, alignment, padding, payload.
fn function_payload(bytes: &[u8]) -> &[u8] {
    assert_eq!(bytes[12], 0x82, "function section with alignment flag");
    let len = bytes[13] as usize;
    assert_eq!(bytes[14], 8);
    &bytes[16..16 + len]
}

#[test]
fn minimal_module_byte_for_byte() {
    let bytes = write(
        "cuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n}\n",
        Version::V13_3,
    )
    .unwrap();
    #[rustfmt::skip]
    let expected: &[u8] = &[
        // header: magic, 13.3, tag 0
        0x7F, b'T', b'i', b'l', b'e', b'I', b'R', 0x00, 13, 3, 0, 0,
        // function section (aligned to 8): one entry "k", signature type 0,
        // entry flag, no debug slot, body: return with no results or operands
        0x82, 9, 8, 0xCB,
        1, 0, 0, 0x02, 0, 3, 0x5C, 0, 0,
        // type section (aligned to 4): one function type () -> ()
        0x85, 11, 4,
        1, 0xCB, 0xCB, 0xCB, 0, 0, 0, 0, 16, 0, 0,
        // string section (aligned to 4): "k"
        0x81, 9, 4, 0xCB, 0xCB,
        1, 0xCB, 0xCB, 0xCB, 0, 0, 0, 0, b'k',
        // end
        0,
    ];
    assert_eq!(bytes, expected);
}

#[test]
fn newest_version_always_writes_hints_and_argument_attributes() {
    let text = "cuda_tile.module @kernels {\n  entry @k() {\n    return\n  }\n}\n";
    let at_13_5 = write(text, Version::V13_5).unwrap();
    assert_eq!(&at_13_5[8..10], &[13, 5]);
    // flags, slot, hints (tag 11, no entries), arg attrs (tag 6, empty), body
    assert_eq!(
        function_payload(&at_13_5),
        &[1, 0, 0, 0x02, 0, 11, 0, 6, 0, 3, 0x5C, 0, 0]
    );
    let at_13_4 = write(text, Version::V13_4).unwrap();
    assert_eq!(
        function_payload(&at_13_4),
        &[1, 0, 0, 0x02, 0, 3, 0x5C, 0, 0]
    );
}

#[test]
fn op_records_number_values_in_encoding_order() {
    // Block arguments of a region are numbered from where the op stands and
    // the op's results after its regions; the sibling region reuses them.
    let text = r#"cuda_tile.module @kernels {
  entry @k(%c: tile<i1>, %x: tile<i32>) {
    %r = if %c -> (tile<i32>) {
      %n = negi %x : tile<i32>
      yield %n : tile<i32>
    } else {
      yield %x : tile<i32>
    }
    %s = addi %r, %x overflow<no_signed_wrap> : tile<i32>
    return
  }
}
"#;
    let bytes = write(text, Version::V13_3).unwrap();
    let payload = function_payload(&bytes);
    // name 0, signature 0, flags, slot, body length, then the body.
    let body = &payload[6..];
    assert_eq!(payload[5] as usize, body.len());
    #[rustfmt::skip]
    let expected: &[u8] = &[
        // types: i1 0, tile<i1> 1, i32 2, tile<i32> 3, the signature 4.
        // if: opcode, 1 result of type 3, condition %0
        0x32, 1, 3, 0,
        // two regions; then-region: 1 block, no args, 2 ops
        2, 1, 0, 2,
        //   negi (13.3 writes its overflow, none) of %1 -> %2; yield %2
        0x50, 3, 0, 1,
        0x6D, 0, 1, 2,
        // else-region: 1 block, no args, 1 op: yield %1
        1, 0, 1,
        0x6D, 0, 1, 1,
        // the if's result is %2 (numbered after its regions);
        // addi (overflow nsw) %2, %1 -> %3
        0x03, 3, 1, 2, 1,
        // return
        0x5C, 0, 0,
    ];
    assert_eq!(body, expected);
}

#[test]
fn flags_words_and_optional_operands() {
    let text = r#"cuda_tile.module @kernels {
  entry @k(%a: tile<f32>, %b: tile<f32>) {
    %m = maxf %a, %b flush_to_zero : tile<f32>
    %p = maxf %a, %b propagate_nan : tile<f32>
    %t = make_token : token
    %q = addf %a, %b rounding<zero> flush_to_zero : tile<f32>
    return
  }
}
"#;
    let bytes = write(text, Version::V13_3).unwrap();
    let payload = function_payload(&bytes);
    let body = &payload[6..];
    #[rustfmt::skip]
    let expected: &[u8] = &[
        // maxf: flags bit 1 = flush_to_zero (bit 0 is propagate_nan)
        0x45, 1, 0b10, 0, 1,
        0x45, 1, 0b01, 0, 1,
        // make_token: one result of type 3 (token; 2 is the signature)
        0x44, 3,
        // addf: flags (ftz), rounding zero = 1
        0x02, 1, 1, 1, 0, 1,
        0x5C, 0, 0,
    ];
    assert_eq!(body, expected);
}

#[test]
fn version_gated_fields_and_ops() {
    let negi = r#"cuda_tile.module @kernels {
  entry @k(%x: tile<i32>) {
    %r = negi %x overflow<no_signed_wrap> : tile<i32>
    return
  }
}
"#;
    assert_eq!(
        errors(negi, Version::V13_1),
        ["error: attribute 'overflow' requires bytecode version 13.2+, but targeting 13.1"]
    );
    // The default value is simply left out.
    let plain = negi.replace(" overflow<no_signed_wrap>", "");
    let at_13_1 = write(&plain, Version::V13_1).unwrap();
    assert_eq!(&function_payload(&at_13_1)[6..], &[0x50, 1, 0, 0x5C, 0, 0]);

    let atan2 = r#"cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    %r = atan2 %x, %x : tile<f32>
    return
  }
}
"#;
    assert_eq!(
        errors(atan2, Version::V13_1),
        ["error: operation 'cuda_tile.atan2' is not available in bytecode version 13.1"]
    );
    assert!(write(atan2, Version::V13_2).is_ok());

    let unsigned_loop = r#"cuda_tile.module @kernels {
  entry @k(%lb: tile<i32>) {
    for unsigned %i in (%lb to %lb, step %lb) : tile<i32> {
      continue
    }
    return
  }
}
"#;
    assert_eq!(
        errors(unsigned_loop, Version::V13_1),
        ["error: optional attribute 'unsignedCmp' is provided but requires bytecode version 13.2, targeting 13.1"]
    );
}

#[test]
fn print_token_result_is_dropped_before_13_2_unless_used() {
    let unused = r#"cuda_tile.module @kernels {
  entry @k(%x: tile<i32>) {
    %t = print_tko "%d", %x : tile<i32> -> token
    %y = absi %x : tile<i32>
    return
  }
}
"#;
    let bytes = write(unused, Version::V13_1).unwrap();
    let body = &function_payload(&bytes)[6..];
    #[rustfmt::skip]
    let expected: &[u8] = &[
        // print: no results, no flags word (its only flag is 13.2's token),
        // str (string 1; 0 is the function's name), 1 argument: %0
        0x55, 0, 1, 1, 0,
        // absi %0 -> %1: the token got no value index
        0x01, 1, 0,
        0x5C, 0, 0,
    ];
    assert_eq!(body, expected);

    let used = r#"cuda_tile.module @kernels {
  entry @k(%x: tile<i32>) {
    %t = print_tko "%d", %x : tile<i32> -> token
    %m = make_token : token
    %u = join_tokens %t, %m : token
    return
  }
}
"#;
    assert_eq!(
        errors(used, Version::V13_1),
        ["error: result 'result_token' requires bytecode version 13.2 but is being used and targeting 13.1."]
    );
}

#[test]
fn types_newer_than_the_target_fail_at_an_unknown_location() {
    let text = r#"cuda_tile.module @kernels {
  entry @k(%x: tile<f8E8M0FNU>) {
    return
  }
}
"#;
    assert_eq!(
        errors(text, Version::V13_1),
        ["error @unknown: type 'Float8E8M0FNU' requires bytecode version 13.2+, targeting 13.1"]
    );
    assert!(write(text, Version::V13_2).is_ok());
}

#[test]
fn globals_by_version() {
    let public = r#"cuda_tile.module @kernels {
  global @g <f32: 1.0> : tile<1xf32>
}
"#;
    assert!(write(public, Version::V13_1).is_ok());
    let private = r#"cuda_tile.module @kernels {
  global private @g <f32: 2.560000e+02> : tile<1xf32>
}
"#;
    assert_eq!(
        errors(private, Version::V13_2),
        ["error: global `g` uses non-public symbol visibility, which cannot be encoded in bytecode version 13.2 (requires bytecode 13.3+)"]
    );
    let bytes = write(private, Version::V13_3).unwrap();
    // The global section comes first: count, name, type, constant,
    // alignment, visibility (private), constant flag.
    assert_eq!(bytes[12], 0x06);
    assert_eq!(&bytes[14..21], &[1, 0, 1, 0, 0, 1, 0]);
}

#[test]
fn only_self_contained_modules() {
    let text = r#"cuda_tile.module @kernels {
  entry @k() {
    "test.op_from_different_dialect"() : () -> ()
    return
  }
}
"#;
    let ctx_allowing = |t: &str| {
        let ctx: Context = tileir_dialects::context();
        let config = ParserConfig {
            implicit_module: true,
            allow_unregistered_dialect: true,
            ..ParserConfig::default()
        };
        let owned = parse_source(&ctx, "t.mlir", t, 1, &config).expect("parses");
        write_bytecode(&ctx, &owned.body, owned.op, Version::V13_5)
            .unwrap_err()
            .iter()
            .map(|d| format!("{}: {}", d.severity.as_str(), d.message))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ctx_allowing(text),
        [
            "remark: invalid op: test.op_from_different_dialect",
            "error: 'cuda_tile.module' op only ops from the 'cuda_tile' dialect are allowed"
        ]
    );
    let constant_at_top = r#"cuda_tile.module @kernels {
  cuda_tile.constant <f32: 5.0> : !cuda_tile.tile<f32>
}
"#;
    assert_eq!(
        ctx_allowing(constant_at_top),
        [
            "remark: invalid op: cuda_tile.constant",
            "error: 'cuda_tile.module' op only function and global ops are allowed in the body"
        ]
    );
    let non_tile_type = r#"cuda_tile.module @kernels {
  cuda_tile.entry @nonTileIRTypeArg(%arg0 : tensor<2xi16>) {
    cuda_tile.return
  }
}
"#;
    assert_eq!(
        errors(non_tile_type, Version::V13_5),
        ["error @unknown: unsupported type in bytecode writer"]
    );
}
