//! The `lit` command line: option parsing (lit-compatible names), test
//! selection (filters, shards, order), running, and reporting. Runs against a
//! [`ToolIo`], so the runner can itself be an in-process tool.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use regex::Regex;
use tool_io::{Tool, ToolIo};

use crate::discovery::{Discovery, Test};
use crate::report::{self, Display, DisplayOptions, Level};
use crate::result::ResultCode;
use crate::runner::{self, RunContext, Schedule};
use crate::update::{self, CheckUpdater};
use crate::xunit;

const USAGE: &str = "usage: tileir-lit [options] TEST_PATH...

Output:
  -q, --quiet              only failing tests, terse summary
  -s, --succinct           progress bar, only failing tests
  -v, --verbose            show output of failing tests
  -vv, --echo-all-commands same as -v
  -a, --show-all           show output of all tests
  --test-output={off,failed,all}, --print-result-after={off,failed,all}
  --terse-summary, --no-terse-summary
  --progress-bar, --no-progress-bar
  --show-{unsupported,pass,flakypass,xfail,skipped,excluded,...}
  --time-tests             print a histogram of test times
  --xunit-xml-output FILE  write an xUnit XML report
Execution:
  -j N, --workers N        parallel tests (default: cores; env LIT_MAX_WORKERS)
  -D, --param NAME=VALUE   set a suite parameter
  --timeout SECONDS        per-test time limit
  --max-failures N         stop after N failures
  --external               run every command as a real process
  --exec-root DIR          put each suite's Output directories under DIR/<suite>
  --max-output-bytes N     per-command output limit (default 64 MiB)
  --ignore-fail            exit 0 even if tests fail
  --update-tests           rewrite the check lines of failing `... | FileCheck %s`
                           RUN lines from the new output; prints the diff
  --dry-run                with --update-tests: print the diff, change nothing
  --allow-empty-runs       no error when filters select nothing
Selection:
  --filter REGEX, --filter-out REGEX (env LIT_FILTER, LIT_FILTER_OUT)
  --num-shards N, --run-shard N (env LIT_NUM_SHARDS, LIT_RUN_SHARD)
  --order {lexical,random,smart}, --shuffle
  --max-tests N
  --show-suites, --show-tests
";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    Lexical,
    Random,
    Smart,
}

struct Options {
    paths: Vec<String>,
    display: DisplayOptions,
    workers: Option<usize>,
    params: BTreeMap<String, String>,
    timeout: Option<f64>,
    max_failures: Option<usize>,
    external: bool,
    exec_root: Option<PathBuf>,
    output_limit: u64,
    ignore_fail: bool,
    allow_empty: bool,
    filter: Option<String>,
    filter_out: Option<String>,
    num_shards: Option<usize>,
    run_shard: Option<usize>,
    order: Order,
    max_tests: Option<usize>,
    time_tests: bool,
    xunit: Option<PathBuf>,
    show_suites: bool,
    show_tests: bool,
    update_tests: bool,
    dry_run: bool,
}

fn parse_level(s: &str) -> Result<Level, String> {
    match s {
        "off" => Ok(Level::Off),
        "failed" => Ok(Level::Failed),
        "all" => Ok(Level::All),
        _ => Err(format!(
            "invalid choice: '{s}' (choose from 'off', 'failed', 'all')"
        )),
    }
}

fn parse_args(args: &[String], env: &BTreeMap<String, String>) -> Result<Options, String> {
    let mut o = Options {
        paths: Vec::new(),
        display: DisplayOptions::default(),
        workers: env.get("LIT_MAX_WORKERS").and_then(|v| v.parse().ok()),
        params: BTreeMap::new(),
        timeout: None,
        max_failures: None,
        external: false,
        exec_root: None,
        output_limit: runner::DEFAULT_OUTPUT_LIMIT,
        ignore_fail: false,
        allow_empty: false,
        filter: env.get("LIT_FILTER").cloned(),
        filter_out: env.get("LIT_FILTER_OUT").cloned(),
        num_shards: None,
        run_shard: None,
        order: Order::Smart,
        max_tests: None,
        time_tests: false,
        xunit: None,
        show_suites: false,
        show_tests: false,
        update_tests: false,
        dry_run: false,
    };
    let mut shard_env = (
        env.get("LIT_NUM_SHARDS").cloned(),
        env.get("LIT_RUN_SHARD").cloned(),
    );
    let mut print_after = Level::All;
    let mut test_output = Level::Off;
    let mut all: Vec<String> = args.to_vec();
    if let Some(extra) = env.get("LIT_OPTS") {
        all.extend(extra.split_whitespace().map(String::from));
    }
    let mut i = 0;
    let num = |v: &str, what: &str| -> Result<usize, String> {
        v.parse::<usize>()
            .map_err(|_| format!("argument {what}: invalid integer value: '{v}'"))
    };
    while i < all.len() {
        let arg = all[i].clone();
        i += 1;
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            let v = all
                .get(*i)
                .cloned()
                .ok_or_else(|| format!("argument {name}: expected one argument"))?;
            *i += 1;
            Ok(v)
        };
        match name.as_str() {
            "-h" | "--help" => return Err(String::new()),
            "-q" | "--quiet" => {
                print_after = print_after.min(Level::Failed);
                test_output = Level::Off;
                o.display.terse_summary = true;
            }
            "-s" | "--succinct" => {
                o.display.progress_bar = true;
                print_after = print_after.min(Level::Failed);
            }
            "-v" | "--verbose" | "-vv" | "--echo-all-commands" => test_output = test_output.max(Level::Failed),
            "-a" | "--show-all" => test_output = Level::All,
            "--test-output" => test_output = parse_level(&value(&mut i)?)?,
            "--print-result-after" => print_after = parse_level(&value(&mut i)?)?,
            "--terse-summary" => o.display.terse_summary = true,
            "--no-terse-summary" => o.display.terse_summary = false,
            "--progress-bar" => o.display.progress_bar = true,
            "--no-progress-bar" => o.display.progress_bar = false,
            "--diagnostic-level" => {
                value(&mut i)?;
            }
            "-j" | "--workers" | "--threads" => o.workers = Some(num(&value(&mut i)?, "-j")?),
            s if s.starts_with("-j") && s.len() > 2 => o.workers = Some(num(&s[2..], "-j")?),
            "-D" | "--param" => {
                let v = value(&mut i)?;
                let (k, val) = v.split_once('=').unwrap_or((&v, ""));
                o.params.insert(k.to_string(), val.to_string());
            }
            s if s.starts_with("-D") && s.len() > 2 => {
                let v = &s[2..];
                let (k, val) = v.split_once('=').unwrap_or((v, ""));
                o.params.insert(k.to_string(), val.to_string());
            }
            "--timeout" => {
                let v = value(&mut i)?;
                let t: f64 = v.parse().map_err(|_| format!("argument --timeout: invalid value: '{v}'"))?;
                o.timeout = (t > 0.0).then_some(t);
            }
            "--max-failures" => {
                let n = num(&value(&mut i)?, "--max-failures")?;
                if n == 0 {
                    return Err("argument --max-failures: requires positive integer, but found '0'".into());
                }
                o.max_failures = Some(n);
            }
            "--external" => o.external = true,
            "--exec-root" => o.exec_root = Some(PathBuf::from(value(&mut i)?)),
            "--max-output-bytes" => o.output_limit = num(&value(&mut i)?, "--max-output-bytes")? as u64,
            "--ignore-fail" => o.ignore_fail = true,
            "--update-tests" => o.update_tests = true,
            "--dry-run" => o.dry_run = true,
            "--allow-empty-runs" => o.allow_empty = true,
            "--filter" => o.filter = Some(value(&mut i)?),
            "--filter-out" => o.filter_out = Some(value(&mut i)?),
            "--num-shards" => shard_env.0 = Some(value(&mut i)?),
            "--run-shard" => shard_env.1 = Some(value(&mut i)?),
            "--order" => {
                o.order = match value(&mut i)?.as_str() {
                    "lexical" => Order::Lexical,
                    "random" => Order::Random,
                    "smart" => Order::Smart,
                    v => return Err(format!("argument --order: invalid choice: '{v}' (choose from 'lexical', 'random', 'smart')")),
                }
            }
            "--shuffle" => o.order = Order::Random,
            "-i" | "--incremental" => o.order = Order::Smart,
            "--max-tests" => o.max_tests = Some(num(&value(&mut i)?, "--max-tests")?),
            "--time-tests" => o.time_tests = true,
            "--xunit-xml-output" => o.xunit = Some(PathBuf::from(value(&mut i)?)),
            "--show-suites" => o.show_suites = true,
            "--show-tests" => o.show_tests = true,
            "--version" => return Err("version".into()),
            s if s.starts_with("--show-") => {
                let code = ResultCode::from_name(&s[7..].to_ascii_uppercase()).ok_or_else(|| format!("unrecognized arguments: {s}"))?;
                o.display.shown_codes.push(code);
            }
            s if s.starts_with('-') && s.len() > 1 => return Err(format!("unrecognized arguments: {s}")),
            _ => o.paths.push(arg),
        }
    }
    o.display.print_result_after = print_after;
    o.display.test_output = test_output;
    if let Some(n) = shard_env.0.filter(|s| !s.is_empty()) {
        o.num_shards = Some(num(&n, "--num-shards")?);
    }
    if let Some(n) = shard_env.1.filter(|s| !s.is_empty()) {
        o.run_shard = Some(num(&n, "--run-shard")?);
    }
    match (o.num_shards, o.run_shard) {
        (None, None) => {}
        (Some(n), Some(r)) => {
            if n == 0 {
                return Err(
                    "argument --num-shards: requires positive integer, but found '0'".into(),
                );
            }
            if r == 0 || r > n {
                return Err("--run-shard must be between 1 and --num-shards (inclusive)".into());
            }
        }
        _ => return Err("--num-shards and --run-shard must be used together".into()),
    }
    if o.dry_run && !o.update_tests {
        return Err("--dry-run needs --update-tests".into());
    }
    if o.paths.is_empty() {
        return Err("the following arguments are required: TEST_PATH".into());
    }
    Ok(o)
}

/// A tiny xorshift generator for `--order=random` (no dependency needed).
fn shuffle<T>(v: &mut [T]) {
    let mut x = Instant::now().elapsed().as_nanos() as u64
        ^ (std::process::id() as u64) << 32
        ^ 0x9e37_79b9_7f4a_7c15;
    x ^= std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1);
    for i in (1..v.len()).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.swap(i, (x % (i as u64 + 1)) as usize);
    }
}

/// Runs lit with `args` (args[0] is the program name); returns the exit code.
pub fn main(args: &[String], io: &mut ToolIo<'_>, tools: Vec<Arc<dyn Tool>>) -> i32 {
    main_with_updater(args, io, tools, None)
}

/// [`main`], with the [`CheckUpdater`] `--update-tests` uses.
pub fn main_with_updater(
    args: &[String],
    io: &mut ToolIo<'_>,
    tools: Vec<Arc<dyn Tool>>,
    updater: Option<Arc<dyn CheckUpdater>>,
) -> i32 {
    let prog = "tileir-lit";
    let opts = match parse_args(args.get(1..).unwrap_or(&[]), io.env) {
        Ok(o) => o,
        Err(m) if m.is_empty() => {
            let _ = write!(io.stdout, "{USAGE}");
            return 0;
        }
        Err(m) if m == "version" => {
            let _ = writeln!(io.stdout, "{prog} {}", env!("CARGO_PKG_VERSION"));
            return 0;
        }
        Err(m) => {
            let _ = writeln!(io.stderr, "{USAGE}{prog}: error: {m}");
            return 2;
        }
    };
    if opts.update_tests && updater.is_none() {
        let _ = writeln!(
            io.stderr,
            "{prog}: error: --update-tests: no check updater is registered with this runner"
        );
        return 2;
    }
    let compile = |r: &Option<String>, default: &str| Regex::new(r.as_deref().unwrap_or(default));
    let (filter, filter_out) = match (compile(&opts.filter, ".*"), compile(&opts.filter_out, "^$"))
    {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => {
            let _ = writeln!(
                io.stderr,
                "{prog}: error: invalid regular expression for --filter/--filter-out: {e}"
            );
            return 2;
        }
    };

    let mut discovery = Discovery::new(
        opts.params.clone(),
        opts.exec_root
            .as_ref()
            .map(|p| io.resolve(&p.to_string_lossy())),
    );
    let mut tests = match discovery.find_tests(&opts.paths, io.cwd) {
        Ok(t) => t,
        Err(m) => {
            let _ = writeln!(io.stderr, "{prog}: error: {m}");
            return 2;
        }
    };
    if tests.is_empty() {
        let _ = writeln!(
            io.stderr,
            "error: did not discover any tests for provided path(s)"
        );
        return 2;
    }
    if opts.show_suites || opts.show_tests {
        tests.sort_by_key(|t| t.full_name());
        if opts.show_suites {
            let _ = writeln!(io.stdout, "-- Test Suites --");
            let mut seen = Vec::new();
            for t in &tests {
                if seen.contains(&t.suite.name) {
                    continue;
                }
                seen.push(t.suite.name.clone());
                let n = tests
                    .iter()
                    .filter(|x| x.suite.name == t.suite.name)
                    .count();
                let _ = writeln!(io.stdout, "  {} - {n} tests", t.suite.name);
                let _ = writeln!(
                    io.stdout,
                    "    Source Root: {}",
                    t.suite.source_root.display()
                );
                let _ = writeln!(
                    io.stdout,
                    "    Exec Root  : {}",
                    t.suite.exec_root.display()
                );
                let f: Vec<&str> = t.suite.config.features.iter().map(String::as_str).collect();
                let _ = writeln!(io.stdout, "    Available Features: {}", f.join(" "));
            }
        }
        if opts.show_tests {
            let _ = writeln!(io.stdout, "-- Available Tests --");
            for t in &tests {
                let _ = writeln!(io.stdout, "  {}", t.full_name());
            }
        }
        return 0;
    }
    let discovered = tests.len();
    match opts.order {
        Order::Random => shuffle(&mut tests),
        Order::Lexical | Order::Smart => tests.sort_by_key(|t| t.full_name()),
    }
    let mut selected: Vec<Test> = tests
        .iter()
        .filter(|t| {
            let n = t.full_name();
            filter.is_match(&n) && !filter_out.is_match(&n)
        })
        .cloned()
        .collect();
    if selected.is_empty() {
        let _ = write!(
            io.stderr,
            "error: filter did not match any tests (of {discovered} discovered).  "
        );
        if opts.allow_empty {
            let _ = writeln!(
                io.stderr,
                "Suppressing error because '--allow-empty-runs' was specified."
            );
            return 0;
        }
        let _ = writeln!(
            io.stderr,
            "Use '--allow-empty-runs' to suppress this error."
        );
        return 2;
    }
    if let (Some(shards), Some(run)) = (opts.num_shards, opts.run_shard) {
        let idx: Vec<usize> = (run - 1..selected.len()).step_by(shards).collect();
        let mut preview: Vec<String> = idx.iter().take(3).map(|i| (i + 1).to_string()).collect();
        if idx.len() > 3 {
            preview.push("...".into());
        }
        let total = selected.len();
        selected = idx.iter().map(|&i| selected[i].clone()).collect();
        let _ = writeln!(
            io.stderr,
            "{prog}: note: Selecting shard {run}/{shards} = size {}/{total} = tests #({shards}*k)+{run} = [{}]",
            selected.len(),
            preview.join(", ")
        );
        if selected.is_empty() {
            let _ = writeln!(io.stderr, "warning: shard does not contain any tests.  Consider decreasing the number of shards.");
            return 0;
        }
    }
    if let Some(m) = opts.max_tests {
        selected.truncate(m);
    }

    let mut ctx = RunContext::new(tools, io.env.clone());
    ctx.external = opts.external;
    ctx.timeout = opts.timeout.map(Duration::from_secs_f64);
    ctx.output_limit = opts.output_limit;
    let ctx = Arc::new(ctx);
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let workers = opts.workers.unwrap_or(cores).max(1).min(selected.len());
    let mut display_opts = opts.display.clone();
    display_opts.progress_bar &= io.stdout_is_terminal;
    let start = Instant::now();
    let (results, stopped) = {
        let mut display = Display::new(display_opts.clone(), &mut *io.stdout, selected.len());
        display.header(selected.len(), discovered, workers);
        let r = runner::run_all(
            &ctx,
            &selected,
            &Schedule {
                jobs: workers,
                max_failures: opts.max_failures,
            },
            |_, t, r| display.update(t, r),
        );
        display.clear_bar();
        r
    };
    let elapsed = start.elapsed();
    if stopped {
        let _ = writeln!(
            io.stderr,
            "warning: reached maximum number of test failures, skipping remaining tests"
        );
    }
    // Tests filtered out count as EXCLUDED among the discovered ones.
    let excluded = crate::result::TestResult::new(ResultCode::Excluded, "");
    let mut all: Vec<(&Test, &crate::result::TestResult)> =
        selected.iter().zip(results.iter()).collect();
    let selected_names: std::collections::HashSet<_> =
        selected.iter().map(|t| t.source_path.clone()).collect();
    for t in &tests {
        if !selected_names.contains(&t.source_path) {
            all.push((t, &excluded));
        }
    }
    if opts.time_tests {
        report::print_histogram(&mut *io.stdout, &all);
    }
    report::print_summary(&mut *io.stdout, &all, elapsed, &display_opts);
    let _ = io.stdout.flush();
    if let Some(path) = &opts.xunit {
        let report_tests: Vec<_> = if opts.num_shards.is_some() {
            selected.iter().zip(results.iter()).collect()
        } else {
            all.clone()
        };
        let xml = xunit::render(&report_tests, elapsed);
        if let Err(e) = std::fs::write(io.resolve(&path.to_string_lossy()), xml) {
            let _ = writeln!(
                io.stderr,
                "{prog}: error: cannot write {}: {e}",
                path.display()
            );
            return 2;
        }
    }
    let mut repaired = std::collections::HashSet::new();
    if let (true, Some(updater)) = (opts.update_tests, &updater) {
        for (i, (t, r)) in selected.iter().zip(results.iter()).enumerate() {
            if r.code == ResultCode::Fail && update_one(io, &ctx, t, &**updater, opts.dry_run) {
                repaired.insert(i);
            }
        }
    }
    let failed = results
        .iter()
        .enumerate()
        .any(|(i, r)| r.code.is_failure() && !repaired.contains(&i));
    if failed {
        if opts.ignore_fail {
            let _ = writeln!(
                io.stderr,
                "\nExiting with status 0 instead of 1 because '--ignore-fail' was specified."
            );
            return 0;
        }
        return 1;
    }
    0
}

/// `--update-tests` on one failing test: prints the diff and what was not
/// repaired; writes the file unless `dry_run`. Returns whether the test
/// passes after the rewrite.
fn update_one(
    io: &mut ToolIo<'_>,
    ctx: &Arc<RunContext>,
    test: &Test,
    updater: &dyn CheckUpdater,
    dry_run: bool,
) -> bool {
    let name = test.full_name();
    let outcome = update::update_test(ctx, test, updater);
    for (line, why) in &outcome.skipped {
        let at = if *line > 0 {
            format!("RUN at line {line}: ")
        } else {
            String::new()
        };
        let _ = writeln!(io.stdout, "NOT UPDATED: {name}: {at}{why}");
    }
    if !outcome.changed() {
        return false;
    }
    let shown = test
        .source_path
        .strip_prefix(io.cwd)
        .unwrap_or(&test.source_path);
    let _ = write!(io.stdout, "{}", outcome.diff(shown));
    if dry_run {
        let _ = writeln!(io.stdout, "WOULD UPDATE: {name}");
        return false;
    }
    if let Err(e) = update::write_atomically(&test.source_path, &outcome.new) {
        let _ = writeln!(io.stdout, "NOT UPDATED: {name}: cannot write the file: {e}");
        return false;
    }
    let again = ctx.run_test(test);
    let _ = writeln!(io.stdout, "UPDATED: {name} (now {})", again.code.name());
    !again.code.is_failure()
}

/// The runner as an in-process tool, so tests can run `tileir-lit` on nested suites.
pub struct LitTool {
    name: String,
    tools: Vec<Arc<dyn Tool>>,
    updater: Option<Arc<dyn CheckUpdater>>,
}

impl LitTool {
    /// A `name` command running lit with `tools` in-process.
    pub fn new(name: &str, tools: Vec<Arc<dyn Tool>>) -> Self {
        LitTool {
            name: name.to_string(),
            tools,
            updater: None,
        }
    }

    /// The same runner, with `updater` for `--update-tests`.
    pub fn with_updater(mut self, updater: Arc<dyn CheckUpdater>) -> Self {
        self.updater = Some(updater);
        self
    }
}

impl Tool for LitTool {
    fn name(&self) -> &str {
        &self.name
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let mut tools = self.tools.clone();
        let mut nested = LitTool::new(&self.name, self.tools.clone());
        nested.updater = self.updater.clone();
        tools.push(Arc::new(nested));
        main_with_updater(args, io, tools, self.updater.clone())
    }
}
