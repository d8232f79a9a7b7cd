//! Parsing a test file's integrated script: `RUN:` (with `\` continuation),
//! `DEFINE:`/`REDEFINE:`, `XFAIL:`, `REQUIRES:`, `UNSUPPORTED:`,
//! `ALLOW_RETRIES:` and `END.`. A keyword counts anywhere on a line, as in lit.

use regex::Regex;
use std::sync::OnceLock;

/// One step of the script, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Directive {
    /// A shell command from one or more `RUN:` lines.
    Run {
        line: usize,
        end_line: usize,
        command: String,
    },
    /// `DEFINE:`/`REDEFINE:` of a `%{name}` substitution.
    Define {
        line: usize,
        name: String,
        value: String,
        redefine: bool,
    },
}

/// Everything lit reads from a test file.
#[derive(Debug, Default, Clone)]
pub struct TestScript {
    pub script: Vec<Directive>,
    pub xfails: Vec<String>,
    pub requires: Vec<String>,
    pub unsupported: Vec<String>,
    pub allowed_retries: Option<u32>,
}

fn keywords() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"RUN:|XFAIL:|REQUIRES:|UNSUPPORTED:|ALLOW_RETRIES:|END\.|DEFINE:|REDEFINE:")
            .expect("keyword regex")
    })
}

fn define_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^\s*(%\{[_a-zA-Z][-_:0-9a-zA-Z]*\})\s*=(.*)$").expect("define regex")
    })
}

/// Parses `text`; an `Err` is the message of an UNRESOLVED result.
pub fn parse(text: &str) -> Result<TestScript, String> {
    let mut t = TestScript::default();
    let mut retries: Vec<u32> = Vec::new();
    // Whether the last RUN/DEFINE awaits a continuation line.
    let mut pending: Option<&'static str> = None;
    let mut bool_pending: Option<&'static str> = None;
    for (idx, raw_line) in text.split('\n').enumerate() {
        let line_no = idx + 1;
        let Some(m) = keywords().find(raw_line) else {
            continue;
        };
        let keyword = m.as_str();
        let rest = raw_line[m.end()..].trim_end_matches('\r');
        match keyword {
            "RUN:" => {
                if pending == Some("RUN:") {
                    if let Some(Directive::Run {
                        command, end_line, ..
                    }) = t.script.last_mut()
                    {
                        command.pop();
                        command.push_str(rest.trim_end());
                        *end_line = line_no;
                        pending = command.ends_with('\\').then_some("RUN:");
                        continue;
                    }
                }
                if pending.is_some() {
                    return Err(unterminated(&t));
                }
                let command = rest.trim_end().to_string();
                pending = command.ends_with('\\').then_some("RUN:");
                t.script.push(Directive::Run {
                    line: line_no,
                    end_line: line_no,
                    command,
                });
            }
            "DEFINE:" | "REDEFINE:" => {
                let redefine = keyword == "REDEFINE:";
                let kw: &'static str = if redefine { "REDEFINE:" } else { "DEFINE:" };
                if pending == Some(kw) {
                    if let Some(Directive::Define { value, .. }) = t.script.last_mut() {
                        value.pop();
                        value.push_str(rest.trim());
                        pending = value.ends_with('\\').then_some(kw);
                        continue;
                    }
                }
                if pending.is_some() {
                    return Err(unterminated(&t));
                }
                let Some(c) = define_re().captures(rest) else {
                    return Err(format!(
                        "Substitution's definition does not have the form '%{{name}} = value' at line {line_no}: {}",
                        rest.trim()
                    ));
                };
                let value = c[2].trim().to_string();
                pending = value.ends_with('\\').then_some(kw);
                t.script.push(Directive::Define {
                    line: line_no,
                    name: c[1].to_string(),
                    value,
                    redefine,
                });
            }
            "XFAIL:" | "REQUIRES:" | "UNSUPPORTED:" => {
                let list = match keyword {
                    "XFAIL:" => &mut t.xfails,
                    "REQUIRES:" => &mut t.requires,
                    _ => &mut t.unsupported,
                };
                let mut items: Vec<String> =
                    rest.split(',').map(|s| s.trim().to_string()).collect();
                if bool_pending == Some(keyword) {
                    if let Some(last) = list.last_mut() {
                        last.pop();
                        let first = items.remove(0);
                        last.push_str(&first);
                    }
                }
                list.extend(items);
                for item in list.iter() {
                    if item != "*" && !item.ends_with('\\') {
                        crate::boolexpr::evaluate(item, &Default::default()).map_err(|e| {
                            format!("{e}\nin {keyword} directive on test line {line_no}")
                        })?;
                    }
                }
                bool_pending = list
                    .last()
                    .filter(|s| s.ends_with('\\'))
                    .map(|_| match keyword {
                        "XFAIL:" => "XFAIL:",
                        "REQUIRES:" => "REQUIRES:",
                        _ => "UNSUPPORTED:",
                    });
            }
            "ALLOW_RETRIES:" => match rest.trim().parse::<u32>() {
                Ok(n) => retries.push(n),
                Err(_) => {
                    return Err(format!(
                        "ALLOW_RETRIES: expected an integer, got '{}'",
                        rest.trim()
                    ))
                }
            },
            "END." => {
                if !rest.trim().is_empty() {
                    return Err("END. keyword does not take any arguments".into());
                }
                break;
            }
            _ => {}
        }
    }
    if !t.script.iter().any(|d| matches!(d, Directive::Run { .. })) {
        return Err("Test has no 'RUN:' line".into());
    }
    if pending.is_some() {
        return Err(unterminated(&t));
    }
    if let Some(k) = bool_pending {
        return Err(format!("Test has unterminated '{k}' lines (with '\\')"));
    }
    if retries.len() > 1 {
        return Err("Test has more than one ALLOW_RETRIES lines".into());
    }
    t.allowed_retries = retries.first().copied();
    Ok(t)
}

fn unterminated(t: &TestScript) -> String {
    match t.script.last() {
        Some(Directive::Run { line, end_line, .. }) => {
            let loc = if line == end_line {
                format!("at line {line}")
            } else {
                format!("from line {line} to {end_line}")
            };
            format!("Test has unterminated 'RUN:' directive (with '\\') {loc}")
        }
        Some(Directive::Define { line, redefine, .. }) => format!(
            "Test has unterminated '{}' directive (with '\\') at line {line}",
            if *redefine { "REDEFINE:" } else { "DEFINE:" }
        ),
        None => "Test has unterminated directive".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives() {
        let t = parse("// RUN: a \\\n// RUN:   b\n// XFAIL: x, y\n// DEFINE: %{v} = 1\n// RUN: c\n// END.\n// RUN: d\n").unwrap();
        assert_eq!(t.script.len(), 3);
        assert_eq!(
            t.script[0],
            Directive::Run {
                line: 1,
                end_line: 2,
                command: " a    b".into()
            }
        );
        assert_eq!(t.xfails, ["x", "y"]);
        assert!(parse("nothing").unwrap_err().contains("no 'RUN:' line"));
        assert!(parse("RUN: a \\\n").unwrap_err().contains("unterminated"));
        assert!(parse("RUN: a\nREQUIRES: a &&\n").is_err());
        assert!(parse("RUN: a\nALLOW_RETRIES: 1\nALLOW_RETRIES: 2\n").is_err());
    }
}
