//! The printer's test hooks (re-exported by `crate::testing`): the
//! sequential reference printer, chunked printing with chosen threads and
//! chunk sizes, and the numbering's thread count.

use super::names;
use super::stream::Chunking;
use super::{number_and_collect, print_op, print_op_to, print_op_with, PrintOptions, Shared};
use crate::body::{Body, OwnedOp};
use crate::context::Context;
use crate::ids::OpId;

/// Makes numbering on this thread use `threads` threads (0: the pool's,
/// the default), whatever the input's size.
pub fn set_numbering_threads(threads: usize) {
    names::THREADS.with(|t| t.set(threads));
}

/// The reference for the chunked printer: the whole op printed by one
/// `Printer` in one go (its work-list drained), then stitched, as `print_op`
/// did before printing was streamed.
pub fn print_sequential(ctx: &Context, body: &Body, op: OpId, options: &PrintOptions) -> String {
    let (names, globals, top_level) = number_and_collect(ctx, body, op, options);
    let shared = Shared {
        ctx,
        opts: options,
        names: &names,
        aliases: &globals.aliases,
        distinct_ids: &globals.distinct_ids,
    };
    let mut p = shared.printer(body);
    let mut result = String::new();
    if top_level {
        p.print_alias_defs(false);
        result = std::mem::take(&mut p.out);
    }
    p.run_root(op);
    p.stitch(&mut result);
    result.push('\n');
    if top_level {
        p.out.clear();
        p.print_alias_defs(true);
        p.print_resources(&globals.resources);
        result.push_str(&p.out);
        result.push('\n');
    }
    result
}

/// Prints with the streaming engine cut into chunks of about `chunk_bytes`
/// on `threads` threads; also checks every piece is written in one call.
pub fn print_chunked(
    ctx: &Context,
    body: &Body,
    op: OpId,
    options: &PrintOptions,
    threads: usize,
    chunk_bytes: usize,
) -> (String, usize) {
    let chunking = Chunking {
        threads: Some(threads),
        chunk_bytes,
    };
    let mut out = String::new();
    let mut pieces = 0;
    print_op_with(ctx, body, op, options, &chunking, &mut |text| {
        out.push_str(text);
        pieces += 1;
        Ok(())
    })
    .unwrap();
    (out, pieces)
}

/// Every chunking (1 to 8 threads, chunks of one op to everything) gives the
/// bytes of a sequential print; `print_op` and `print_op_to` too.
#[track_caller]
pub fn check_chunked(ctx: &Context, owned: &OwnedOp, options: &PrintOptions) -> (String, usize) {
    let expected = print_sequential(ctx, &owned.body, owned.op, options);
    assert_eq!(print_op(ctx, &owned.body, owned.op, options), expected);
    let mut bytes = Vec::new();
    print_op_to(ctx, &owned.body, owned.op, options, &mut bytes).unwrap();
    assert!(bytes == expected.as_bytes(), "print_op_to differs");
    let mut max_pieces = 0;
    for threads in [1, 2, 3, 8] {
        for chunk_bytes in [1, 300, 5000, usize::MAX] {
            let (actual, pieces) =
                print_chunked(ctx, &owned.body, owned.op, options, threads, chunk_bytes);
            max_pieces = max_pieces.max(pieces);
            if actual != expected {
                let line = expected
                    .lines()
                    .zip(actual.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                panic!(
                    "{threads} threads, {chunk_bytes}-byte chunks: first difference at line {}\n  sequential: {:?}\n  chunked:    {:?}",
                    line + 1,
                    expected.lines().nth(line).unwrap_or(""),
                    actual.lines().nth(line).unwrap_or("")
                );
            }
        }
    }
    (expected, max_pieces)
}
