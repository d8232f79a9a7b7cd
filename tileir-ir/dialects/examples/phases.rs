//! Profiling aid: times parse, verify and print of one file separately.
//!
//!     cargo run --release -p tileir-dialects --example phases -- FILE [THREADS]
//!
//! THREADS is the parser's thread count (0 = one per core, the default;
//! 1 = sequential); speculation runs whatever the input size. Unregistered
//! dialects are allowed. The benchmark against mlir-opt is bench/ir/run.sh.

use std::time::Instant;
use tileir_ir::parser::{parse_source, Parallelism, ParserConfig};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: phases FILE [THREADS]");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(path).expect("readable UTF-8 input");
    let threads = args
        .get(2)
        .map_or(0, |s| s.parse().expect("THREADS is a number"));
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        parallelism: Parallelism {
            threads,
            min_bytes: 0,
        },
        ..Default::default()
    };
    let t = Instant::now();
    let cpu = cpu_seconds();
    let owned = match parse_source(&ctx, path, &text, 1, &config) {
        Ok(owned) => owned,
        Err(d) => {
            eprintln!("parse error: {}", d.message);
            std::process::exit(1);
        }
    };
    eprintln!(
        "parse  {:?} (cpu {:.2}s, peak RSS so far {})",
        t.elapsed(),
        cpu_seconds() - cpu,
        peak_rss()
    );
    if std::env::var_os("PHASES_STATS").is_some() {
        let sums = owned.body.arena_sizes();
        let mut total = 0;
        for (name, len, size) in sums {
            eprintln!(
                "  {name:10} {len:>10} x {size:>3} B = {:>6.1} MB",
                (len * size) as f64 / 1e6
            );
            total += len * size;
        }
        eprintln!("  arenas total {:.1} MB", total as f64 / 1e6);
        eprintln!(
            "  attributes {} (AttrData {} B), types {}",
            ctx.num_attributes(),
            std::mem::size_of::<tileir_ir::attributes::AttrData>(),
            ctx.num_types()
        );
        for (kind, n) in ctx.attribute_kind_counts().iter().take(12) {
            eprintln!("    {kind:24} {n:>10}");
        }
    }
    let t = Instant::now();
    let cpu = cpu_seconds();
    let verified = tileir_ir::verifier::verify(&ctx, &owned.body, owned.op);
    eprintln!(
        "verify {:?} (cpu {:.2}s, {})",
        t.elapsed(),
        cpu_seconds() - cpu,
        if verified.is_ok() { "ok" } else { "failed" }
    );
    let t = Instant::now();
    let cpu = cpu_seconds();
    let printed = tileir_ir::printer::print_op(&ctx, &owned.body, owned.op, &Default::default());
    eprintln!(
        "print  {:?} (cpu {:.2}s, {} bytes)",
        t.elapsed(),
        cpu_seconds() - cpu,
        printed.len()
    );
    // Like the tileir-opt binary, skip freeing at exit.
    std::mem::forget(owned);
}

/// Peak resident set so far, from /proc (Linux), or "?".
fn peak_rss() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .map_or("?".into(), |v| v.trim().to_string())
}

/// User plus system CPU time of the whole process so far, from /proc
/// (Linux, 10 ms ticks), or 0.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the parenthesised command name; utime and stime are the
    // 14th and 15th fields of the whole line.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}
