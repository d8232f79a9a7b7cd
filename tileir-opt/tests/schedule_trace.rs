//! `--schedule-trace-file`: the trace is JSON in the Trace Event Format,
//! every scope lies inside the pass that opened it on the same track, and
//! the events (names, ops, kinds, order) are the same with and without
//! threads; only times and the tracks of worker jobs differ.

mod common;

use common::run_inproc;
use serde_json::Value;

fn trace(threads: bool) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("trace.json");
    let input: String = (0..64)
        .map(|i| format!("func.func @f{i}(%x: i32) -> i32 {{\n  %0 = arith.addi %x, %x : i32\n  return %0 : i32\n}}\n"))
        .collect();
    let file = format!("--schedule-trace-file={}", path.display());
    let mut args = vec![
        "--pass-pipeline=builtin.module(func.func(cse,tileir-test-function-scopes,canonicalize),canonicalize)",
        file.as_str(),
        "-o",
        "/dev/null",
    ];
    if !threads {
        args.push("--mlir-disable-threading");
    }
    let out = run_inproc(&args, input.as_bytes());
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let text = std::fs::read_to_string(&path).expect("the trace is written");
    let json: Value = serde_json::from_str(&text).expect("the trace is JSON");
    json["traceEvents"]
        .as_array()
        .expect("traceEvents is an array")
        .clone()
}

/// (name, category, op) of the complete events, in file order.
fn shape(events: &[Value]) -> Vec<(String, String, String)> {
    events
        .iter()
        .filter(|e| e["ph"] == "X")
        .map(|e| {
            (
                e["name"].as_str().unwrap_or_default().to_string(),
                e["cat"].as_str().unwrap_or_default().to_string(),
                e["args"]["op"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[test]
fn trace_is_well_formed_and_the_same_with_threads() {
    let sequential = trace(false);
    let threaded = trace(true);
    assert_eq!(shape(&sequential), shape(&threaded));
    // 64 functions, three passes each and four scopes, then the module's pass.
    assert_eq!(shape(&sequential).len(), 64 * 7 + 1);
    for events in [&sequential, &threaded] {
        let tracks: Vec<u64> = events
            .iter()
            .filter(|e| e["ph"] == "M" && e["name"] == "thread_name")
            .map(|e| e["tid"].as_u64().expect("a track"))
            .collect();
        // Tracks are numbered from 0 in order of appearance.
        assert_eq!(tracks, (0..tracks.len() as u64).collect::<Vec<_>>());
        let mut pass: Option<&Value> = None;
        for e in events.iter().filter(|e| e["ph"] == "X") {
            let tid = e["tid"].as_u64().expect("a track");
            assert!(tracks.contains(&tid), "{e}");
            let ts = e["ts"].as_f64().expect("a timestamp");
            let dur = e["dur"].as_f64().expect("a duration");
            if e["cat"] == "pass" {
                pass = Some(e);
                continue;
            }
            let p = pass.expect("a scope follows its pass");
            let (pts, pdur) = (p["ts"].as_f64().unwrap(), p["dur"].as_f64().unwrap());
            assert_eq!(
                p["tid"].as_u64(),
                Some(tid),
                "scope {e} not on its pass's track"
            );
            assert!(
                ts >= pts && ts + dur <= pts + pdur + 1e-9,
                "scope {e} outside pass {p}"
            );
        }
    }
    assert_eq!(
        sequential
            .iter()
            .filter(|e| e["name"] == "thread_name")
            .count(),
        1,
        "without threads everything is on the main track"
    );
}
