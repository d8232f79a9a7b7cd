//! Command-line parsing with the conventions of LLVM's `cl::opt`: `-opt` and
//! `--opt`, `-opt=value` and `-opt value`, the always-prefix `-D`, comma
//! separated lists, and `FILECHECK_OPTS` inserted before the real arguments.

/// `-dump-input` values, ordered by precedence (highest last).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DumpInput {
    Never,
    Fail,
    Always,
    Help,
}

/// `-dump-input-filter` values, ordered by precedence (highest last).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DumpFilter {
    Error,
    Annotation,
    AnnotationFull,
    All,
}

/// Everything the command line selects.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub check_file: Option<String>,
    pub input_file: Option<String>,
    pub check_prefixes: Vec<String>,
    pub comment_prefixes: Vec<String>,
    pub implicit_check_not: Vec<String>,
    pub defines: Vec<String>,
    pub allow_empty: bool,
    pub allow_unused_prefixes: bool,
    pub match_full_lines: bool,
    pub strict_whitespace: bool,
    pub ignore_case: bool,
    pub enable_var_scope: bool,
    pub allow_deprecated_dag_overlap: bool,
    pub verbose: bool,
    pub verbose_verbose: bool,
    pub dump_input: Vec<DumpInput>,
    pub dump_input_filter: Vec<DumpFilter>,
    pub dump_input_context: Vec<u32>,
    pub dump_input_label_width: u32,
    pub color: Option<bool>,
    pub help: bool,
    pub version: bool,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Bool,
    BoolOrDefault,
    Value,
}

const OPTS: &[(&str, Kind)] = &[
    ("input-file", Kind::Value),
    ("check-prefixes", Kind::Value),
    ("check-prefix", Kind::Value),
    ("comment-prefixes", Kind::Value),
    ("strict-whitespace", Kind::Bool),
    ("ignore-case", Kind::Bool),
    ("implicit-check-not", Kind::Value),
    ("allow-empty", Kind::Bool),
    ("allow-unused-prefixes", Kind::Bool),
    ("match-full-lines", Kind::Bool),
    ("enable-var-scope", Kind::Bool),
    ("allow-deprecated-dag-overlap", Kind::Bool),
    ("v", Kind::Bool),
    ("vv", Kind::Bool),
    ("dump-input", Kind::Value),
    ("dump-input-filter", Kind::Value),
    ("dump-input-context", Kind::Value),
    ("dump-input-label-width", Kind::Value),
    ("color", Kind::BoolOrDefault),
    ("help", Kind::Bool),
    ("h", Kind::Bool),
    ("version", Kind::Bool),
];

fn arg_name(n: &str) -> String {
    if n.len() == 1 {
        format!("-{n}")
    } else {
        format!("--{n}")
    }
}

fn prog_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

fn parse_bool(name: &str, v: &str) -> Result<bool, String> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(format!(
            "for the {} option: '{v}' is invalid value for boolean argument! Try 0 or 1",
            arg_name(name)
        )),
    }
}

/// Splits `FILECHECK_OPTS` like LLVM's GNU tokenizer (quotes and backslashes).
pub fn tokenize(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut have = false;
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        match c {
            ' ' | '\t' | '\n' | '\r' => {
                if have {
                    out.push(std::mem::take(&mut cur));
                    have = false;
                }
            }
            '\\' => {
                have = true;
                if let Some(n) = it.next() {
                    cur.push(n);
                }
            }
            '\'' | '"' => {
                have = true;
                while let Some(n) = it.next() {
                    if n == c {
                        break;
                    }
                    if n == '\\' && c == '"' {
                        if let Some(m) = it.next() {
                            cur.push(m);
                        }
                        continue;
                    }
                    cur.push(n);
                }
            }
            _ => {
                have = true;
                cur.push(c);
            }
        }
    }
    if have {
        out.push(cur);
    }
    out
}

/// Parses `args` (without the program name). Errors are the message after
/// `FileCheck: `.
pub fn parse(args: &[String], prog_path: &str) -> Result<Options, String> {
    let mut o = Options::default();
    let mut i = 0;
    let mut dashdash = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if dashdash || !a.starts_with('-') || a == "-" {
            if o.check_file.is_some() {
                return Err(format!(
                    "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {prog_path} --help"
                ));
            }
            o.check_file = Some(a.clone());
            continue;
        }
        if a == "--" {
            dashdash = true;
            continue;
        }
        let body = a
            .strip_prefix("--")
            .unwrap_or_else(|| a.strip_prefix('-').unwrap_or(a));
        let (name, inline_val) = match body.find('=') {
            Some(p) => (&body[..p], Some(&body[p + 1..])),
            None => (body, None),
        };
        let kind = OPTS.iter().find(|(n, _)| *n == name).map(|(_, k)| *k);
        // `-v` and `-vv` group: `-vvv` is `-vv -v`.
        if kind.is_none()
            && inline_val.is_none()
            && name.len() > 2
            && name.bytes().all(|c| c == b'v')
        {
            o.verbose = true;
            o.verbose_verbose = true;
            continue;
        }
        let kind = match kind {
            Some(k) => k,
            None => {
                if let Some(v) = body.strip_prefix('D') {
                    if v.is_empty() {
                        return Err("for the -D option: requires a value!".into());
                    }
                    o.defines.push(v.to_string());
                    continue;
                }
                return Err(format!(
                    "Unknown command line argument '{a}'.  Try: '{prog_path} --help'\n{}: Did you mean '{}'?",
                    prog_name(prog_path),
                    arg_name(nearest(name))
                ));
            }
        };
        match kind {
            Kind::Bool => {
                let v = parse_bool(name, inline_val.unwrap_or(""))?;
                match name {
                    "strict-whitespace" => o.strict_whitespace = v,
                    "ignore-case" => o.ignore_case = v,
                    "allow-empty" => o.allow_empty = v,
                    "allow-unused-prefixes" => o.allow_unused_prefixes = v,
                    "match-full-lines" => o.match_full_lines = v,
                    "enable-var-scope" => o.enable_var_scope = v,
                    "allow-deprecated-dag-overlap" => o.allow_deprecated_dag_overlap = v,
                    "v" => o.verbose = v,
                    "vv" => o.verbose_verbose = v,
                    "help" | "h" => o.help = v,
                    _ => o.version = v,
                }
            }
            Kind::BoolOrDefault => {
                o.color = Some(parse_bool(name, inline_val.unwrap_or(""))?);
            }
            Kind::Value => {
                let v = match inline_val {
                    Some(v) => v.to_string(),
                    None => {
                        if i < args.len() {
                            i += 1;
                            args[i - 1].clone()
                        } else {
                            return Err(format!(
                                "for the {} option: requires a value!",
                                arg_name(name)
                            ));
                        }
                    }
                };
                match name {
                    "input-file" => o.input_file = Some(v),
                    "check-prefixes" | "check-prefix" => {
                        o.check_prefixes.extend(v.split(',').map(str::to_string))
                    }
                    "comment-prefixes" => {
                        o.comment_prefixes.extend(v.split(',').map(str::to_string))
                    }
                    "implicit-check-not" => o.implicit_check_not.push(v),
                    "dump-input" => o.dump_input.push(match v.as_str() {
                        "help" => DumpInput::Help,
                        "always" => DumpInput::Always,
                        "fail" => DumpInput::Fail,
                        "never" => DumpInput::Never,
                        _ => {
                            return Err(format!(
                                "for the --dump-input option: Cannot find option named '{v}'!"
                            ))
                        }
                    }),
                    "dump-input-filter" => o.dump_input_filter.push(match v.as_str() {
                        "all" => DumpFilter::All,
                        "annotation-full" => DumpFilter::AnnotationFull,
                        "annotation" => DumpFilter::Annotation,
                        "error" => DumpFilter::Error,
                        _ => {
                            return Err(format!(
                            "for the --dump-input-filter option: Cannot find option named '{v}'!"
                        ))
                        }
                    }),
                    _ => {
                        let n = parse_uint(&v).ok_or_else(|| {
                            format!(
                                "for the {} option: '{v}' value invalid for uint argument!",
                                arg_name(name)
                            )
                        })?;
                        if name == "dump-input-context" {
                            o.dump_input_context.push(n);
                        } else {
                            o.dump_input_label_width = n;
                        }
                    }
                }
            }
        }
    }
    Ok(o)
}

/// Every option name LLVM's FileCheck registers (help-visible ones), in an
/// order whose first-minimum tie-break mimics LLVM's suggestions.
const ALL_NAMES: &[&str] = &[
    "version",
    "print-options",
    "print-all-options",
    "help-list-hidden",
    "help-list",
    "help-hidden",
    "help",
    "h",
    "track-memory",
    "strict-whitespace",
    "stats-json",
    "stats",
    "sort-timers",
    "rng-seed",
    "print-debug-counter-queries",
    "print-debug-counter",
    "match-full-lines",
    "input-file",
    "info-output-file",
    "implicit-check-not",
    "ignore-case",
    "enable-var-scope",
    "dump-input-filter",
    "dump-input-context",
    "dump-input",
    "disable-symbolication",
    "debug-counter-break-on-last",
    "debug-counter",
    "crash-diagnostics-dir",
    "comment-prefixes",
    "check-prefixes",
    "check-prefix",
    "allow-unused-prefixes",
    "allow-empty",
    "allow-deprecated-dag-overlap",
    "color",
];

fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 1..=b.len() {
            let old = row[j];
            row[j] = (prev + usize::from(ca != b[j - 1])).min(row[j - 1].min(row[j]) + 1);
            prev = old;
        }
    }
    row[b.len()]
}

fn nearest(flag: &str) -> &'static str {
    let mut best = ALL_NAMES[0];
    let mut bd = usize::MAX;
    for n in ALL_NAMES {
        let d = edit_distance(n, flag);
        if d < bd {
            bd = d;
            best = n;
        }
    }
    best
}

fn parse_uint(v: &str) -> Option<u32> {
    let (digits, radix) = if let Some(h) = v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        (h, 16)
    } else if v.len() > 1 && v.starts_with('0') {
        (&v[1..], 8)
    } else {
        (v, 10)
    };
    u32::from_str_radix(digits, radix).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(a: &[&str]) -> Result<Options, String> {
        let v: Vec<String> = a.iter().map(|s| s.to_string()).collect();
        parse(&v, "FileCheck")
    }

    #[test]
    fn spellings() {
        let o = p(&[
            "-check-prefix",
            "A",
            "--check-prefixes=B,C",
            "-DX=1",
            "-v",
            "f",
        ])
        .unwrap();
        assert_eq!(o.check_prefixes, ["A", "B", "C"]);
        assert_eq!(o.defines, ["X=1"]);
        assert!(o.verbose);
        assert_eq!(o.check_file.as_deref(), Some("f"));
        assert_eq!(p(&["-D=10"]).unwrap().defines, ["=10"]);
        assert!(p(&["-D"])
            .unwrap_err()
            .contains("-D option: requires a value!"));
        assert!(p(&["--foo"])
            .unwrap_err()
            .starts_with("Unknown command line argument '--foo'"));
    }
}
