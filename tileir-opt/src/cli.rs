//! The command line: mlir-opt's flags, parsed with clap into [`Options`],
//! with LLVM `cl`-style spellings and error messages.
//!
//! LLVM tools accept `-name` as well as `--name` for long options, and
//! `--flag=false` for boolean flags; clap takes neither, so arguments are
//! normalised first: a known long name written with one dash gets two, and
//! an unknown option is reported the way LLVM reports it
//! (`Unknown command line argument '-x'.  Try: 'tileir-opt --help'`).

use crate::actions::{ActionOptions, Destination};
use crate::options::{
    DriverFlagValue, Options, PassFlag, PassSelection, StatisticsOptions, TimingOptions,
    VerifyDiagnostics,
};
use clap::{Arg, ArgAction, ArgMatches, Command};
use tileir_dialects::cuda_tile::bytecode::format::{Version, Versions};
use tileir_ir::printer::PrintOptions;
use tileir_ir::split::DEFAULT_MARKER;
use tileir_passes::bisect::{parse_intervals, BisectConfig};
use tileir_passes::debug_counter::CounterConfig;
use tileir_passes::instrument::actions::LocFilter;
use tileir_passes::instrument::changes::ChangedMode;
use tileir_passes::instrument::ir_printer::{Banner, IrPrintFlags};
use tileir_passes::instrument::statistics::StatsDisplay;
use tileir_passes::instrument::timing::{Display, Format};

/// What the command line asks for.
pub enum Parsed {
    Run(Box<Options>),
    /// Print this to stdout and exit 0 (`--help`, `--version`).
    Print(String),
    /// Print this to stderr and exit 1.
    Error(String),
}

/// Boolean options (`--name` or `--name=true|false`).
const BOOL_FLAGS: &[(&str, &str)] = &[
    (
        "allow-unregistered-dialect",
        "Allow operation with no registered dialects",
    ),
    (
        "no-implicit-module",
        "Disable implicit addition of a top-level module op during parsing",
    ),
    (
        "emit-bytecode",
        "Emit TileIR bytecode (of --emit-bytecode-version) instead of text",
    ),
    (
        "bytecode-test-versions",
        "Also accept NVIDIA's test-only bytecode versions 250.0 and 250.1 (for its test suite)",
    ),
    (
        "mlir-very-unsafe-disable-verifier-on-parsing",
        "Disable the verifier on parsing (very unsafe)",
    ),
    (
        "mlir-print-op-on-diagnostic",
        "When a diagnostic is emitted on an operation, also print the operation as an attached note",
    ),
    ("mlir-print-op-generic", "Print the generic op form"),
    (
        "mlir-print-debuginfo",
        "Print debug info in MLIR output",
    ),
    (
        "mlir-pretty-debuginfo",
        "Print pretty debug info in MLIR output",
    ),
    (
        "mlir-print-local-scope",
        "Print with local scope and inline information (eliding aliases for attributes, types, and locations)",
    ),
    (
        "mlir-print-skip-regions",
        "Skip regions when printing ops.",
    ),
    (
        "mlir-print-value-users",
        "Print users of operation results and block arguments as a comment",
    ),
    (
        "mlir-print-unique-ssa-ids",
        "Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions",
    ),
    (
        "mlir-print-assume-verified",
        "Skip op verification when using custom printers",
    ),
    (
        "Wunsupported-hints",
        "Enable warnings for unsupported/invalid optimization hints",
    ),
    (
        "Werr-hints",
        "Treat unsupported/invalid optimization hints as errors",
    ),
    (
        "mlir-use-nameloc-as-prefix",
        "Print SSA IDs using NameLocs as prefixes",
    ),
    (
        "verify-each",
        "Run the verifier after each transformation pass",
    ),
    ("dump-pass-pipeline", "Print the pipeline that will be run"),
    (
        "mlir-disable-threading",
        "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()",
    ),
    ("mlir-print-ir-before-all", "Print IR before each pass"),
    ("mlir-print-ir-after-all", "Print IR after each pass"),
    ("print-before-all", "Print IR before each pass"),
    ("print-after-all", "Print IR after each pass"),
    (
        "mlir-print-ir-after-change",
        "When printing the IR after a pass, only print if the IR changed",
    ),
    (
        "mlir-print-ir-after-failure",
        "When printing the IR after a pass, only print if the pass failed",
    ),
    (
        "mlir-print-ir-module-scope",
        "When printing IR for print-ir-[before|after]{-all} always print the top-level operation",
    ),
    ("mlir-timing", "Display execution times"),
    ("mlir-pass-statistics", "Display the statistics of each pass"),
    (
        "mlir-pass-statistics-json",
        "Display the pass statistics as JSON (a tree mirroring the text report)",
    ),
    (
        "mlir-print-pass-numbers",
        "Print ' Running pass <n> <pass> on <anchor>' before each pass invocation (n as a sequential run numbers them)",
    ),
    (
        "mlir-pass-pipeline-local-reproducer",
        "When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline.",
    ),
    ("run-reproducer", "Run the pipeline stored in the reproducer"),
    (
        "mlir-print-debug-counter",
        "Print out debug counter information after all counters have been accumulated",
    ),
    (
        "opt-bisect-verbose",
        "Show verbose output when opt-bisect-limit and/or opt-disable are set (on by default)",
    ),
];

/// Options taking a value (`--name=value` or `--name value`).
const VALUE_OPTIONS: &[(&str, &str, &str)] = &[
    (
        "mlir-elide-elementsattrs-if-larger",
        "uint",
        "Elide ElementsAttrs with \"...\" that have more elements than the given upper limit",
    ),
    (
        "mlir-print-elementsattrs-with-hex-if-larger",
        "int",
        "Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)",
    ),
    (
        "output-split-marker",
        "string",
        "Split marker to use for merging the ouput",
    ),
    (
        "emit-bytecode-version",
        "version",
        "TileIR bytecode version --emit-bytecode writes, 13.1 to 13.5 (default: the newest)",
    ),
    (
        "pass-pipeline",
        "string",
        "Textual description of the pass pipeline to run",
    ),
    (
        "mlir-print-ir-tree-dir",
        "string",
        "When printing the IR before/after a pass, print file tree rooted at this directory. Use in conjunction with mlir-print-ir-* flags",
    ),
    (
        "filter-print-funcs",
        "function names",
        "Only print IR for functions whose name match this for all print-[before|after][-all] options",
    ),
    (
        "mlir-print-ir-banner",
        "tileiras|mlir",
        "Banner of IR dumps: tileiras ('*** IR Dump After <pass> ***', the default) or mlir (mlir-opt's '// -----// IR Dump After <Pass> (<pass>) //----- //')",
    ),
    (
        "mlir-pass-statistics-display",
        "list|pipeline",
        "Display method for pass statistics: list (display the results in a merged list sorted by pass name) or pipeline (display the results with a nested pipeline view)",
    ),
    (
        "mlir-timing-display",
        "list|tree",
        "Display method for timing data: list (display the results in a list sorted by total time) or tree (display the results ina with a nested tree view)",
    ),
    (
        "mlir-output-format",
        "text|json",
        "Output format for timing data: text (display the results in text format) or json (display the results in JSON format)",
    ),
    (
        "mlir-pass-pipeline-crash-reproducer",
        "string",
        "Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails",
    ),
    (
        "mlir-generate-reproducer",
        "filename",
        "Generate an mlir reproducer at the provided filename (no crash required)",
    ),
    (
        "opt-bisect-limit",
        "int",
        "Maximum optimization to perform (equivalent to -opt-bisect=1-N): pass invocations after the N-th do not run (-1 all, 0 none)",
    ),
    (
        "opt-bisect",
        "string",
        "Run pass invocations only for the specified intervals. Format: '1-10,20-30,45' runs invocations 1-10, 20-30, and 45, where index 1 is the first. Supply '0' to run none and -1 to run all",
    ),
    (
        "opt-bisect-print-ir-path",
        "string",
        "Print IR to path when opt-bisect-limit is reached",
    ),
    (
        "opt-disable",
        "string",
        "Optimization pass(es) to disable (comma-separated list of pass arguments)",
    ),
    (
        "log-actions-to",
        "string",
        "Log action execution to a file, or stderr if  '-' is passed",
    ),
    (
        "profile-actions-to",
        "string",
        "Profile action execution to a file, or stderr if  '-' is passed",
    ),
    (
        "opt-bisect-funcs",
        "function names",
        "Only run passes on the functions in this comma-separated list (anchors that are not symbols, or are symbol tables, are not filtered)",
    ),
];

/// Options naming passes, repeatable, each value a comma-separated list
/// (`--mlir-print-ir-before=cse,canonicalize`).
const PASS_LIST_OPTIONS: &[(&str, &str)] = &[
    ("mlir-print-ir-before", "Print IR before specified passes"),
    ("mlir-print-ir-after", "Print IR after specified passes"),
];

/// Options taking a value, repeatable, each value a comma-separated list.
const LIST_OPTIONS: &[(&str, &str, &str)] = &[
    (
        "mlir-debug-counter",
        "string",
        "Comma separated list of debug counter skip and count arguments (`<name>-skip=N`, `<name>-count=M`), or LLVM's chunks (`<name>=5-10:20`)",
    ),
    (
        "log-mlir-actions-filter",
        "string",
        "Comma separated list of locations to filter actions from logging",
    ),
];

/// Options whose value is optional and must follow `=`.
const OPTIONAL_VALUE_OPTIONS: &[&str] = &[
    "split-input-file",
    "verify-diagnostics",
    "list-passes",
    "mlir-print-changed",
];

fn known_long(name: &str) -> bool {
    BOOL_FLAGS.iter().any(|(n, _)| *n == name)
        || VALUE_OPTIONS.iter().any(|(n, _, _)| *n == name)
        || PASS_LIST_OPTIONS.iter().any(|(n, _)| *n == name)
        || LIST_OPTIONS.iter().any(|(n, _, _)| *n == name)
        || OPTIONAL_VALUE_OPTIONS.contains(&name)
        || matches!(
            name,
            "help" | "version" | "o" | "show-dialects" | "list-dialects"
        )
}

fn all_names() -> impl Iterator<Item = &'static str> {
    BOOL_FLAGS
        .iter()
        .map(|(n, _)| *n)
        .chain(VALUE_OPTIONS.iter().map(|(n, _, _)| *n))
        .chain(PASS_LIST_OPTIONS.iter().map(|(n, _)| *n))
        .chain(LIST_OPTIONS.iter().map(|(n, _, _)| *n))
        .chain(OPTIONAL_VALUE_OPTIONS.iter().copied())
        .chain(["help", "version", "show-dialects", "list-dialects"])
}

fn command() -> Command {
    let mut cmd = Command::new("tileir-opt")
        .about("TileIR modular optimizer driver")
        .version(env!("CARGO_PKG_VERSION"))
        .disable_version_flag(true)
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .long("help")
                .action(ArgAction::SetTrue)
                .help("Display available options"),
        )
        .arg(
            Arg::new("version")
                .long("version")
                .action(ArgAction::SetTrue)
                .help("Display the version of this program"),
        )
        .arg(
            Arg::new("show-dialects")
                .long("show-dialects")
                .visible_alias("list-dialects")
                .action(ArgAction::SetTrue)
                .help("Print the list of registered dialects and exit"),
        )
        .arg(
            Arg::new("input")
                .value_name("input file")
                .default_value("-")
                .action(ArgAction::Append),
        )
        .arg(
            Arg::new("o")
                .short('o')
                .value_name("filename")
                .help("Output filename")
                .action(ArgAction::Set),
        )
        .arg(
            Arg::new("split-input-file")
                .long("split-input-file")
                .value_name("marker")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value(DEFAULT_MARKER)
                .help("Split the input file into chunks using the given or default marker and process each chunk independently"),
        )
        .arg(
            Arg::new("list-passes")
                .long("list-passes")
                .value_name("text|json")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("text")
                .help("Print the list of registered passes (whether each is implemented or contract-only) and exit"),
        )
        .arg(
            Arg::new("mlir-print-changed")
                .long("mlir-print-changed")
                .value_name("quiet|diff|diff-quiet|cdiff|cdiff-quiet")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .help("Print the IR after each pass that changed its anchor (LLVM's -print-changed): whole, or as a unified diff; -quiet modes leave out the passes that changed nothing"),
        )
        .arg(
            Arg::new("verify-diagnostics")
                .long("verify-diagnostics")
                .value_name("all|only-expected")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("all")
                .help("Check that emitted diagnostics match expected-* lines on the corresponding line"),
        );
    for (name, help) in BOOL_FLAGS {
        cmd = cmd.arg(
            Arg::new(*name)
                .long(*name)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("true")
                .value_name("bool")
                .action(ArgAction::Set)
                .help(*help),
        );
    }
    for (name, help) in PASS_LIST_OPTIONS {
        cmd = cmd.arg(
            Arg::new(*name)
                .long(*name)
                .value_name("pass-arg")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append)
                .help(*help),
        );
    }
    for (name, kind, help) in LIST_OPTIONS {
        cmd = cmd.arg(
            Arg::new(*name)
                .long(*name)
                .value_name(*kind)
                .action(ArgAction::Append)
                .help(*help),
        );
    }
    for (name, kind, help) in VALUE_OPTIONS {
        cmd = cmd.arg(
            Arg::new(*name)
                .long(*name)
                .value_name(*kind)
                .action(ArgAction::Set)
                .help(*help),
        );
    }
    cmd
}

/// The help text (`--help`): the tool's options, the driver flags, then
/// every registered pass with its options.
pub fn help_text() -> String {
    let mut text = command().render_help().to_string();
    text.push_str("\nTileIR driver pipelines (tileiras's -O pipelines; the two pass managers of its driver):\n");
    for flag in tileir_passes::driver::driver_flags() {
        let alias = flag.alias.map(|a| format!(", -{a}")).unwrap_or_default();
        text.push_str(&format!("  --{}{alias} - {}\n", flag.name, flag.help));
    }
    text.push('\n');
    text.push_str(&tileir_dialects::companions::note());
    text.push_str("\n\n");
    text.push_str(&tileir_passes::listing::pass_help(
        tileir_passes::listing::pass_help_width(),
    ));
    text
}

/// `--show-dialects`: mlir-opt's line (names sorted, comma separated),
/// then which of them are registered by name only.
fn show_dialects() -> String {
    let mut names: Vec<&str> = tileir_dialects::ALL.iter().map(|d| d.name).collect();
    names.sort_unstable();
    format!(
        "Available Dialects: {}\n{}\n",
        names.join(","),
        tileir_dialects::companions::note()
    )
}

fn prog_name(argv0: &str) -> &str {
    argv0.rsplit('/').next().unwrap_or(argv0)
}

/// Levenshtein distance, for "Did you mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let cur = row[j + 1];
            row[j + 1] = if ca == b[j] {
                prev
            } else {
                1 + prev.min(row[j]).min(row[j + 1])
            };
            prev = cur;
        }
    }
    row[b.len()]
}

/// The arguments once normalised: what clap parses, and the pass flags
/// (`-cse`, `-canonicalize=max-iterations=3`) in command-line order.
struct Normalized {
    args: Vec<String>,
    pass_flags: Vec<PassFlag>,
    driver_flags: Vec<DriverFlagValue>,
}

/// Rewrites `-name[=v]` to `--name[=v]` for known long names, takes pass
/// and pipeline names out as pass flags, and reports the first unknown
/// option.
fn normalize(args: &[String]) -> Result<Normalized, String> {
    let mut pass_flags = Vec::new();
    let mut driver_flags: Vec<DriverFlagValue> = Vec::new();
    // A driver flag waiting for its value in the next argument.
    let mut driver_value_pending = false;
    let mut out = Vec::with_capacity(args.len());
    out.push(args.first().cloned().unwrap_or_else(|| "tileir-opt".into()));
    let mut positional_only = false;
    let mut expect_value = false;
    for arg in args.iter().skip(1) {
        if driver_value_pending {
            driver_value_pending = false;
            if let Some(last) = driver_flags.last_mut() {
                last.value = Some(arg.clone());
            }
            continue;
        }
        if positional_only || expect_value || arg == "-" || !arg.starts_with('-') {
            expect_value = false;
            out.push(arg.clone());
            continue;
        }
        if arg == "--" {
            positional_only = true;
            out.push(arg.clone());
            continue;
        }
        if let Some(flag) = driver_flag_of(arg) {
            driver_value_pending = flag.value.is_none() && flag.needs_value;
            driver_flags.push(flag);
            continue;
        }
        let stripped = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let name = stripped.split_once('=').map_or(stripped, |(n, _)| n);
        if name == "o" || name == "p" {
            // `-p` is the short spelling of `--pass-pipeline`.
            let flag = if name == "o" { "-o" } else { "--pass-pipeline" };
            match stripped.split_once('=') {
                Some((_, v)) => {
                    out.push(flag.into());
                    out.push(v.to_string());
                }
                None => {
                    out.push(flag.into());
                    expect_value = true;
                }
            }
            continue;
        }
        if !known_long(name) {
            if tileir_passes::registry::registry().lookup(name).is_some() {
                pass_flags.push(PassFlag {
                    argument: name.to_string(),
                    options: stripped.split_once('=').map(|(_, v)| v.to_string()),
                });
                continue;
            }
            return Err(arg.clone());
        }
        if VALUE_OPTIONS.iter().any(|(n, _, _)| *n == name) && !stripped.contains('=') {
            expect_value = true;
        }
        out.push(format!("--{stripped}"));
    }
    Ok(Normalized {
        args: out,
        pass_flags,
        driver_flags,
    })
}

/// A tileiras driver flag as written (`-O3`, `--gpu-name=sm_90`, `-g`).
fn driver_flag_of(arg: &str) -> Option<DriverFlagValue> {
    use tileir_passes::driver::driver_flag;
    use tileir_passes::options::OptionKind;
    let stripped = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'))?;
    let (name, value) = match stripped.split_once('=') {
        Some((n, v)) => (n, Some(v.to_string())),
        None => (stripped, None),
    };
    if let Some(flag) = driver_flag(name) {
        return Some(DriverFlagValue {
            name: flag.name.to_string(),
            value,
            needs_value: flag.kind != OptionKind::Bool,
        });
    }
    // A one-letter alias with its value joined: `-O3`.
    let (alias, joined) = stripped.split_at(stripped.char_indices().nth(1)?.0);
    let flag = driver_flag(alias).filter(|f| f.alias == Some(alias) && !joined.is_empty())?;
    (flag.kind != OptionKind::Bool).then(|| DriverFlagValue {
        name: flag.name.to_string(),
        value: Some(joined.to_string()),
        needs_value: true,
    })
}

/// The driver options of the `-O`-style flags, `None` when none was given.
fn driver_options(
    flags: &[DriverFlagValue],
) -> Result<Option<tileir_passes::driver::DriverOptions>, String> {
    if flags.is_empty() {
        return Ok(None);
    }
    let pairs = flags.iter().map(|f| (f.name.as_str(), f.value.as_deref()));
    tileir_passes::driver::DriverOptions::parse(pairs).map(Some)
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

/// Parses `args` (`args[0]` is the program name).
pub fn parse(args: &[String]) -> Parsed {
    let argv0 = args.first().map_or("tileir-opt", String::as_str);
    let prog = prog_name(argv0);
    let normalized = match normalize(args) {
        Ok(n) => n,
        Err(bad) => {
            let name = bad.trim_start_matches('-');
            let name = name.split_once('=').map_or(name, |(n, _)| n);
            let mut msg =
                format!("{prog}: Unknown command line argument '{bad}'.  Try: '{argv0} --help'\n");
            if let Some(best) = all_names().min_by_key(|n| edit_distance(name, n)) {
                msg.push_str(&format!("{prog}: Did you mean '--{best}'?\n"));
            }
            return Parsed::Error(msg);
        }
    };
    // Building the clap command costs more than parsing a small file; build
    // it once per process and clone it (lit runs us thousands of times).
    static COMMAND: std::sync::OnceLock<Command> = std::sync::OnceLock::new();
    let command = COMMAND.get_or_init(command).clone();
    let matches = match command.try_get_matches_from(&normalized.args) {
        Ok(m) => m,
        Err(e) => return Parsed::Error(format!("{prog}: {}", e.render())),
    };
    if matches.get_flag("help") {
        return Parsed::Print(help_text());
    }
    if matches.get_flag("show-dialects") {
        return Parsed::Print(show_dialects());
    }
    if matches.get_flag("version") {
        return Parsed::Print(format!(
            "tileir-opt version {}\n",
            env!("CARGO_PKG_VERSION")
        ));
    }
    match matches.get_one::<String>("list-passes").map(String::as_str) {
        None => {}
        Some("text") => return Parsed::Print(tileir_passes::listing::list_passes_text()),
        Some("json") => return Parsed::Print(tileir_passes::listing::list_passes_json()),
        Some(v) => {
            return Parsed::Error(format!(
                "{prog}: for the --list-passes option: Cannot find option named '{v}'!\n"
            ))
        }
    }
    // mlir-opt stops on a bad counter with these lines.
    let counters = matches
        .get_many::<String>("mlir-debug-counter")
        .into_iter()
        .flatten()
        .map(String::as_str);
    let debug_counter = match CounterConfig::parse(counters, false) {
        Ok(c) => c,
        Err(text) => return Parsed::Error(text),
    };
    // mlir-opt checks each action filter as it parses the command line.
    let mut action_filters = Vec::new();
    for filter in matches
        .get_many::<String>("log-mlir-actions-filter")
        .into_iter()
        .flatten()
        .flat_map(|v| v.split(','))
    {
        match LocFilter::parse(filter) {
            Ok(f) => action_filters.push(f),
            Err(line) => {
                return Parsed::Error(format!("{line}\nInvalid location filter: {filter}\n"))
            }
        }
    }
    // LLVM reports a bad interval list on a line of its own.
    if let Some(text) = matches.get_one::<String>("opt-bisect") {
        if let Err(line) = parse_intervals(text) {
            return Parsed::Error(format!("{line}\n"));
        }
    }
    match build_options(&matches, normalized.pass_flags, normalized.driver_flags) {
        Ok(mut o) => {
            o.debug_counter.counters = debug_counter.counters;
            o.actions.filters = action_filters;
            Parsed::Run(Box::new(o))
        }
        Err(msg) => Parsed::Error(format!("{prog}: {msg}\n")),
    }
}

/// `--emit-bytecode` and its version (checked even without the flag, as
/// LLVM checks every option's value).
fn emit_bytecode(m: &ArgMatches, emit: bool, testing: bool) -> Result<Option<Version>, String> {
    let versions = Versions {
        testing,
        ..Versions::DEFAULT
    };
    let version = match m.get_one::<String>("emit-bytecode-version") {
        None => Version::CURRENT,
        Some(v) => Version::parse(v)
            .filter(|v| versions.contains(*v))
            .ok_or_else(|| {
                format!(
                    "for the --emit-bytecode-version option: Invalid argument '{v}': the supported versions are {}",
                    versions.range()
                )
            })?,
    };
    Ok(emit.then_some(version))
}

fn build_options(
    m: &ArgMatches,
    pass_flags: Vec<PassFlag>,
    driver_flags: Vec<DriverFlagValue>,
) -> Result<Options, String> {
    let inputs: Vec<&String> = m
        .get_many::<String>("input")
        .into_iter()
        .flatten()
        .collect();
    if inputs.len() > 1 {
        return Err(format!(
            "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {} --help",
            "tileir-opt"
        ));
    }
    let flag = |name: &str| -> Result<bool, String> {
        match m.get_one::<String>(name) {
            None => Ok(false),
            Some(v) => parse_bool(v).ok_or_else(|| {
                format!("for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1")
            }),
        }
    };
    let uint = |name: &str| -> Result<Option<u64>, String> {
        m.get_one::<String>(name)
            .map(|v| {
                v.parse::<u64>().map_err(|_| {
                    format!("for the --{name} option: '{v}' value invalid for uint argument!")
                })
            })
            .transpose()
    };
    let int = |name: &str| -> Result<Option<i64>, String> {
        m.get_one::<String>(name)
            .map(|v| {
                v.parse::<i64>().map_err(|_| {
                    format!("for the --{name} option: '{v}' value invalid for integer argument!")
                })
            })
            .transpose()
    };
    let verify_diagnostics = match m
        .get_one::<String>("verify-diagnostics")
        .map(String::as_str)
    {
        None => None,
        Some("all") | Some("") => Some(VerifyDiagnostics::All),
        Some("only-expected") => Some(VerifyDiagnostics::OnlyExpected),
        Some(v) => {
            return Err(format!(
                "for the --verify-diagnostics option: Cannot find option named '{v}'!"
            ))
        }
    };
    // `..default()` keeps this compiling as the printer gains options.
    #[allow(clippy::needless_update)]
    let print = PrintOptions {
        generic: flag("mlir-print-op-generic")?,
        debug_info: flag("mlir-print-debuginfo")?,
        pretty_debug_info: flag("mlir-pretty-debuginfo")?,
        local_scope: flag("mlir-print-local-scope")?,
        skip_regions: flag("mlir-print-skip-regions")?,
        elide_elements_attrs_if_larger: uint("mlir-elide-elementsattrs-if-larger")?,
        elements_attrs_with_hex_if_larger: int("mlir-print-elementsattrs-with-hex-if-larger")?,
        value_users: flag("mlir-print-value-users")?,
        unique_ssa_ids: flag("mlir-print-unique-ssa-ids")?,
        assume_verified: flag("mlir-print-assume-verified")?,
        use_nameloc_as_prefix: flag("mlir-use-nameloc-as-prefix")?,
        ..PrintOptions::default()
    };
    // Flags that default to on.
    let flag_on = |name: &str| match m.get_one::<String>(name) {
        None => Ok(true),
        Some(_) => flag(name),
    };
    let print_op_on_diagnostic = flag_on("mlir-print-op-on-diagnostic")?;
    let pass_list = |name: &str| -> Result<Vec<String>, String> {
        let mut passes = Vec::new();
        for value in m.get_many::<String>(name).into_iter().flatten() {
            for arg in value.split(',') {
                if tileir_passes::registry::registry().lookup(arg).is_none() {
                    return Err(format!(
                        "for the --{name} option: Cannot find option named '{arg}'!"
                    ));
                }
                passes.push(arg.to_string());
            }
        }
        Ok(passes)
    };
    let choice =
        |name: &str, values: &[&str]| -> Result<Option<usize>, String> {
            match m.get_one::<String>(name) {
                None => Ok(None),
                Some(v) => values.iter().position(|c| c == v).map(Some).ok_or_else(|| {
                    format!("for the --{name} option: Cannot find option named '{v}'!")
                }),
            }
        };
    let banner = match choice("mlir-print-ir-banner", &["tileiras", "mlir"])? {
        Some(1) => Banner::Mlir,
        _ => Banner::Tileiras,
    };
    let print_ir = IrPrintFlags {
        before: pass_list("mlir-print-ir-before")?,
        after: pass_list("mlir-print-ir-after")?,
        before_all: flag("mlir-print-ir-before-all")? || flag("print-before-all")?,
        after_all: flag("mlir-print-ir-after-all")? || flag("print-after-all")?,
        after_change: flag("mlir-print-ir-after-change")?,
        after_failure: flag("mlir-print-ir-after-failure")?,
        module_scope: flag("mlir-print-ir-module-scope")?,
        tree_dir: m
            .get_one::<String>("mlir-print-ir-tree-dir")
            .filter(|d| !d.is_empty())
            .map(std::path::PathBuf::from),
        functions: m
            .get_one::<String>("filter-print-funcs")
            .map(|v| v.split(',').map(str::to_string).collect()),
        banner,
        ..IrPrintFlags::default()
    };
    let print_changed = match m.get_one::<String>("mlir-print-changed") {
        None => None,
        Some(v) => Some(ChangedMode::from_name(v).ok_or_else(|| {
            format!("for the --mlir-print-changed option: Cannot find option named '{v}'!")
        })?),
    };
    let timing = flag("mlir-timing")?.then_some(TimingOptions {
        display: match choice("mlir-timing-display", &["list", "tree"])? {
            Some(0) => Display::List,
            _ => Display::Tree,
        },
        format: match choice("mlir-output-format", &["text", "json"])? {
            Some(1) => Format::Json,
            _ => Format::Text,
        },
    });
    let statistics_display = match choice("mlir-pass-statistics-display", &["list", "pipeline"])? {
        Some(0) => StatsDisplay::List,
        _ => StatsDisplay::Pipeline,
    };
    let statistics = flag("mlir-pass-statistics")?.then_some(StatisticsOptions {
        display: statistics_display,
        json: flag("mlir-pass-statistics-json")?,
    });
    let file = |name: &str| {
        m.get_one::<String>(name)
            .filter(|f| !f.is_empty())
            .map(|f| crate::reproducer::ReproducerFile::new(f))
    };
    // `--schedule-trace-file` traces any pipeline; alone it does not pick
    // the driver's pipelines (with them, it also reaches
    // tileas-generate-schedule's `trace-file-path`).
    let schedule_trace = driver_flags
        .iter()
        .rev()
        .find(|f| f.name == "schedule-trace-file")
        .and_then(|f| f.value.clone())
        .filter(|v| !v.is_empty())
        .map(|v| Destination::new(&v));
    let driver_flags_selecting: Vec<DriverFlagValue> =
        if driver_flags.iter().all(|f| f.name == "schedule-trace-file") {
            Vec::new()
        } else {
            driver_flags
        };
    let destination = |name: &str| {
        m.get_one::<String>(name)
            .filter(|f| !f.is_empty())
            .map(|f| Destination::new(f))
    };
    let bisect = bisect_config(m, int("opt-bisect-limit")?, flag_on("opt-bisect-verbose")?)?;
    // An enum given without --mlir-timing is still checked, as LLVM does.
    choice("mlir-timing-display", &["list", "tree"])?;
    choice("mlir-output-format", &["text", "json"])?;
    Ok(Options {
        input: inputs.first().map_or("-".to_string(), |s| s.to_string()),
        output: m.get_one::<String>("o").cloned(),
        allow_unregistered_dialect: flag("allow-unregistered-dialect")?,
        warn_unsupported_hints: flag("Wunsupported-hints")?,
        error_on_hints: flag("Werr-hints")?,
        no_implicit_module: flag("no-implicit-module")?,
        emit_bytecode: emit_bytecode(m, flag("emit-bytecode")?, flag("bytecode-test-versions")?)?,
        split_marker: m.get_one::<String>("split-input-file").cloned(),
        output_split_marker: m
            .get_one::<String>("output-split-marker")
            .cloned()
            .unwrap_or_else(|| DEFAULT_MARKER.to_string()),
        verify_diagnostics,
        disable_verifier_on_parsing: flag("mlir-very-unsafe-disable-verifier-on-parsing")?,
        print_op_on_diagnostic,
        print,
        passes: PassSelection {
            pipeline: m.get_one::<String>("pass-pipeline").cloned(),
            flags: pass_flags,
            driver: driver_options(&driver_flags_selecting)?,
            reproducer: None,
        },
        dump_pass_pipeline: flag("dump-pass-pipeline")?,
        threading: !flag("mlir-disable-threading")?,
        verify_each: flag_on("verify-each")?,
        print_ir,
        print_changed,
        print_pass_numbers: flag("mlir-print-pass-numbers")?,
        statistics,
        timing,
        bisect,
        crash_reproducer: file("mlir-pass-pipeline-crash-reproducer"),
        local_reproducer: flag("mlir-pass-pipeline-local-reproducer")?,
        generate_reproducer: file("mlir-generate-reproducer"),
        run_reproducer: flag("run-reproducer")?,
        actions: ActionOptions {
            log_to: destination("log-actions-to"),
            profile_to: destination("profile-actions-to"),
            filters: Vec::new(),
            schedule_trace,
        },
        debug_counter: CounterConfig {
            print: flag("mlir-print-debug-counter")?,
            ..CounterConfig::default()
        },
    })
}

/// The opt-bisect flags. Of `--opt-bisect-limit` and `--opt-bisect`, the
/// later one on the command line wins (each sets the intervals in LLVM).
fn bisect_config(
    m: &ArgMatches,
    limit: Option<i64>,
    verbose: bool,
) -> Result<BisectConfig, String> {
    let limit = limit
        .map(|n| BisectConfig::limit(n).map(|l| (m.index_of("opt-bisect-limit"), l)))
        .transpose()?;
    let intervals = m
        .get_one::<String>("opt-bisect")
        .map(|t| parse_intervals(t).map(|l| (m.index_of("opt-bisect"), l)))
        .transpose()?;
    let intervals = match (limit, intervals) {
        (Some(a), Some(b)) => Some(if a.0 > b.0 { a.1 } else { b.1 }),
        (a, b) => a.or(b).map(|x| x.1),
    };
    let list = |name: &str| {
        m.get_one::<String>(name).map(|v| {
            v.split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
    };
    Ok(BisectConfig {
        intervals,
        disabled: list("opt-disable").unwrap_or_default(),
        funcs: list("opt-bisect-funcs"),
        verbose,
        print_ir_path: m
            .get_one::<String>("opt-bisect-print-ir-path")
            .filter(|p| !p.is_empty())
            .map(std::path::PathBuf::from),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn run_opts(list: &[&str]) -> Options {
        match parse(&args(list)) {
            Parsed::Run(o) => *o,
            Parsed::Print(s) | Parsed::Error(s) => panic!("unexpected: {s}"),
        }
    }

    #[test]
    fn driver_flags_only_where_an_option_may_stand() {
        let o = run_opts(&["t", "-O2", "--gpu-name", "sm_90", "x.mlir"]);
        let driver = o.passes.driver.expect("driver flags given");
        assert_eq!((driver.opt_level, driver.gpu_name.as_str()), (2, "sm_90"));
        assert_eq!(o.input, "x.mlir");
        let o = run_opts(&["t", "--", "-O3"]);
        assert_eq!(o.input, "-O3");
        assert!(o.passes.driver.is_none());
    }

    #[test]
    fn single_and_double_dash() {
        let o = run_opts(&[
            "tileir-opt",
            "-split-input-file",
            "--verify-diagnostics",
            "-mlir-print-op-generic",
            "x.mlir",
            "-o",
            "out.mlir",
        ]);
        assert_eq!(o.split_marker.as_deref(), Some(DEFAULT_MARKER));
        assert_eq!(o.verify_diagnostics, Some(VerifyDiagnostics::All));
        assert!(o.print.generic);
        assert_eq!(o.input, "x.mlir");
        assert_eq!(o.output.as_deref(), Some("out.mlir"));
        let o = run_opts(&[
            "t",
            "--split-input-file=// ====",
            "-mlir-elide-elementsattrs-if-larger=4",
            "--mlir-print-op-on-diagnostic=false",
        ]);
        assert_eq!(o.split_marker.as_deref(), Some("// ===="));
        assert_eq!(o.print.elide_elements_attrs_if_larger, Some(4));
        assert!(!o.print_op_on_diagnostic);
        assert_eq!(o.input, "-");
    }

    #[test]
    fn errors_like_llvm() {
        let Parsed::Error(e) = parse(&args(&["/bin/tileir-opt", "-bogus"])) else {
            panic!()
        };
        assert!(e.starts_with(
            "tileir-opt: Unknown command line argument '-bogus'.  Try: '/bin/tileir-opt --help'\n"
        ));
        let Parsed::Error(e) = parse(&args(&["t", "--mlir-elide-elementsattrs-if-larger=abc"]))
        else {
            panic!()
        };
        assert_eq!(
            e,
            "t: for the --mlir-elide-elementsattrs-if-larger option: 'abc' value invalid for uint argument!\n"
        );
        let Parsed::Error(e) = parse(&args(&["t", "a.mlir", "b.mlir"])) else {
            panic!()
        };
        assert!(e.contains("Too many positional arguments specified!"));
    }
}
