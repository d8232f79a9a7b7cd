//! Boolean feature expressions for `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:` and
//! `%if`: `||`, `&&`, `!`, parentheses, `true`/`false`, and identifiers that
//! match a feature exactly, where `{{regex}}` parts match as regular expressions.

use regex::Regex;
use std::collections::BTreeSet;

/// Evaluates `expr` against the set of available features.
pub fn evaluate(expr: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    let tokens = tokenize(expr)?;
    let mut p = Eval {
        tokens,
        pos: 0,
        features,
        expr,
    };
    let v = p.or()?;
    if p.pos != p.tokens.len() {
        return Err(p.error("expected: <end of expression>"));
    }
    Ok(v)
}

fn tokenize(s: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if s[i..].starts_with("||") || s[i..].starts_with("&&") {
            out.push(s[i..i + 2].to_string());
            i += 2;
        } else if c == b'!' || c == b'(' || c == b')' {
            out.push((c as char).to_string());
            i += 1;
        } else {
            let start = i;
            loop {
                if i < b.len() && (b[i].is_ascii_alphanumeric() || b"-+=._".contains(&b[i])) {
                    i += 1;
                } else if s[i..].starts_with("{{") {
                    match s[i + 2..].find("}}") {
                        Some(end) if end > 0 => i += 2 + end + 2,
                        _ => {
                            return Err(format!(
                                "couldn't parse text: '{}'\nin expression: '{s}'",
                                &s[i..]
                            ))
                        }
                    }
                } else {
                    break;
                }
            }
            if start == i {
                return Err(format!(
                    "couldn't parse text: '{}'\nin expression: '{s}'",
                    &s[i..]
                ));
            }
            out.push(s[start..i].to_string());
        }
    }
    Ok(out)
}

struct Eval<'a> {
    tokens: Vec<String>,
    pos: usize,
    features: &'a BTreeSet<String>,
    expr: &'a str,
}

impl Eval<'_> {
    fn error(&self, what: &str) -> String {
        let got = match self.tokens.get(self.pos) {
            Some(t) => format!("'{t}'"),
            None => "<end of expression>".to_string(),
        };
        format!("{what}\nhave: {got}\nin expression: '{}'", self.expr)
    }

    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.pos).map(String::as_str)
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut v = self.and()?;
        while self.peek() == Some("||") {
            self.pos += 1;
            let r = self.and()?;
            v = v || r;
        }
        Ok(v)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut v = self.not()?;
        while self.peek() == Some("&&") {
            self.pos += 1;
            let r = self.not()?;
            v = v && r;
        }
        Ok(v)
    }

    fn not(&mut self) -> Result<bool, String> {
        match self.peek() {
            Some("!") => {
                self.pos += 1;
                Ok(!self.not()?)
            }
            Some("(") => {
                self.pos += 1;
                let v = self.or()?;
                if self.peek() != Some(")") {
                    return Err(self.error("expected: ')'"));
                }
                self.pos += 1;
                Ok(v)
            }
            Some(t) if t != "||" && t != "&&" && t != ")" => {
                let t = t.to_string();
                self.pos += 1;
                match t.as_str() {
                    "true" => Ok(true),
                    "false" => Ok(false),
                    _ => matches_feature(&t, self.features),
                }
            }
            _ => Err(self.error("expected: '!', '(', '{{', or identifier")),
        }
    }
}

fn matches_feature(ident: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    if !ident.contains("{{") {
        return Ok(features.contains(ident));
    }
    let mut pattern = String::from("^(?:");
    let mut rest = ident;
    while let Some(start) = rest.find("{{") {
        pattern += &regex::escape(&rest[..start]);
        let end = rest[start + 2..].find("}}").expect("tokenized") + start + 2;
        pattern += &format!("(?:{})", &rest[start + 2..end]);
        rest = &rest[end + 2..];
    }
    pattern += &regex::escape(rest);
    pattern += ")$";
    let re = Regex::new(&pattern).map_err(|e| format!("bad regex in '{ident}': {e}"))?;
    Ok(features.iter().any(|f| re.is_match(f)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expressions() {
        let f: BTreeSet<String> = ["linux", "x86_64-linux", "asserts"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert!(evaluate("linux && asserts", &f).unwrap());
        assert!(!evaluate("linux && !asserts", &f).unwrap());
        assert!(evaluate("windows || (linux && true)", &f).unwrap());
        assert!(evaluate("{{x86.*}}-linux", &f).unwrap());
        assert!(!evaluate("{{arm.*}}", &f).unwrap());
        assert!(evaluate("linux &&", &f).is_err());
        assert!(evaluate("a b", &f).is_err());
    }
}
