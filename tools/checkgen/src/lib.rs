//! tileir-checkgen: FileCheck lines generated from tileir-opt's output, and
//! CHECK blocks of a test rewritten in place (`tileir-lit --update-tests`).
//!
//! It works on the printed text, not on a parsed IR, and so sits with the
//! other tools below `tileir-ir`: what a test matches is text, and the names
//! it captures are those the printer chose (its result-name hints: `%arg0`,
//! `%c0_i32`, `%cst`), which do not depend on the input's SSA names. Its MLIR
//! knowledge is lexical ([`syntax`]: values, blocks, string literals, the
//! first line of a function-like symbol). Every block it returns has passed
//! our FileCheck ([`verify`]) on the output it came from.
//!
//! [`generate`] makes groups of check lines, [`rewrite`] places them in a
//! test file, [`cli`] is the `tileir-checkgen` command.

pub mod cli;
pub mod escape;
pub mod generate;
pub mod names;
pub mod rewrite;
pub mod syntax;
pub mod verify;

pub use generate::Options;
pub use rewrite::{prefix_of, update};

/// Check lines for all of `output` (chunks separated as the output is),
/// proven by FileCheck with `filecheck_args` (prefix and options).
pub fn generate_checks(
    output: &str,
    opts: &Options,
    filecheck_args: &[String],
) -> Result<String, String> {
    let mut text = String::new();
    for (i, chunk) in generate::split_chunks(output).iter().enumerate() {
        if i > 0 {
            text.push_str(generate::SPLIT_MARKER);
            text.push_str("\n\n");
        }
        text.push_str(&generate::render(&generate::groups(chunk, opts)));
    }
    if text.is_empty() {
        return Err("the output has nothing to check".into());
    }
    verify::filecheck(&text, output, filecheck_args)
        .map_err(|e| format!("the generated checks do not pass on the output:\n{e}"))?;
    Ok(text)
}
