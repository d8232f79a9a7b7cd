//! Substitutions: lit's default `%s`/`%t`/... set, config-defined ones,
//! `DEFINE:`/`REDEFINE:` adjustments, `%if`/`%else` conditionals and `%%`.
//! Patterns are literal strings, applied in order, one pass per line (or to
//! a fixed point when a recursion limit is configured).

use crate::boolexpr;
use std::collections::BTreeSet;
use std::path::Path;

/// An ordered list of (pattern, replacement).
pub type SubstList = Vec<(String, String)>;

const MARKER: &str = "#_MARKER_#";

/// lit's `getDefaultSubstitutions`, after the config's own substitutions,
/// plus the legacy `%T` family.
/// `need_real`: whether any line may use a `%{x:real}` form (otherwise those
/// expand to the plain path, saving the file-system lookups).
pub fn defaults(
    config: &SubstList,
    source: &Path,
    tmp_dir: &Path,
    tmp_base: &Path,
    need_real: bool,
) -> SubstList {
    let s = |p: &Path| p.to_string_lossy().into_owned();
    let source_path = s(source);
    let source_dir = s(source.parent().unwrap_or(Path::new("/")));
    let tmp_name = format!("{}.tmp", s(tmp_base));
    let tmp_base_name = tmp_base
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let source_base = source
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut out: SubstList = config.clone();
    let mut add = |a: &str, b: String| out.push((a.to_string(), b));
    add("%{pathsep}", ":".into());
    add("%basename_t", tmp_base_name.clone());
    add("%{s:basename}", source_base);
    add("%{t:stem}", tmp_base_name);
    add("%{fs-src-root}", "/".into());
    add("%{fs-tmp-root}", "/".into());
    add("%{fs-sep}", "/".into());
    add("%/et", tmp_name.clone());
    let tmp_dir = s(tmp_dir);
    for (letter, path) in [
        ("s", &source_path),
        ("S", &source_dir),
        ("p", &source_dir),
        ("t", &tmp_name),
        ("T", &tmp_dir),
    ] {
        add(&format!("%{letter}"), path.clone());
        add(&format!("%/{letter}"), path.clone());
        // realpath() costs several syscalls; only pay for it when used.
        let real = if need_real {
            std::fs::canonicalize(path)
                .map(|p| s(&p))
                .unwrap_or_else(|_| path.clone())
        } else {
            path.clone()
        };
        add(&format!("%{{{letter}:real}}"), real.clone());
        add(&format!("%{{/{letter}:real}}"), real);
        add(
            &format!("%{{/{letter}:regex_replacement}}"),
            path.replace('@', "\\@").replace('&', "\\&"),
        );
        add(
            &format!("%:{letter}"),
            path.trim_start_matches('/').to_string(),
        );
    }
    out
}

/// Applies a `DEFINE:` (insert at the front) or `REDEFINE:` (replace in place).
pub fn define(list: &mut SubstList, name: &str, value: &str, redefine: bool) -> Result<(), String> {
    let existing: Vec<usize> = (0..list.len()).filter(|&i| list[i].0 == name).collect();
    let value = value.trim_end_matches('\\').trim().to_string();
    if redefine {
        match existing.as_slice() {
            [i] => {
                list[*i].1 = value;
                Ok(())
            }
            [] => Err(format!(
                "No substitution for '{name}' is defined before 'REDEFINE:'"
            )),
            _ => Err(format!(
                "Multiple substitutions whose patterns match '{name}'"
            )),
        }
    } else if !existing.is_empty() {
        Err(format!(
            "Existing substitution whose pattern contains '{name}':\n  {name} => {}\nSubstitution to be defined cannot be part of existing substitutions; use 'REDEFINE:' to redefine it",
            list[existing[0]].1
        ))
    } else {
        list.insert(0, (name.to_string(), value));
        Ok(())
    }
}

/// Expands one script line.
pub fn apply(
    line: &str,
    list: &SubstList,
    features: &BTreeSet<String>,
    recursion_limit: Option<usize>,
) -> Result<String, String> {
    let once = |ln: &str| -> Result<String, String> {
        let mut ln = if_else(&ln.replace("%%", MARKER), features)?;
        for (a, b) in list {
            if ln.contains(a.as_str()) {
                ln = ln.replace(a.as_str(), b).replace("%%", MARKER);
            }
        }
        Ok(ln.trim().to_string())
    };
    let out = match recursion_limit {
        None => once(line)?,
        Some(limit) => {
            let mut cur = line.to_string();
            let mut next = once(&cur)?;
            let mut steps = 0;
            while next != cur && steps < limit {
                cur = next;
                next = once(&cur)?;
                steps += 1;
            }
            if next != cur {
                return Err(format!(
                    "Recursive substitution of '{line}' did not complete in the provided recursion limit ({limit})"
                ));
            }
            next
        }
    };
    Ok(out.replace(MARKER, "%"))
}

/// `%if cond %{ a %} %else %{ b %}`.
fn if_else(ln: &str, features: &BTreeSet<String>) -> Result<String, String> {
    if !ln.contains("%if ") {
        return Ok(ln.to_string());
    }
    let (out, rest) = parse_rec(ln, false, features)?;
    if !rest.is_empty() {
        return Err("unexpected '%}'".into());
    }
    Ok(out)
}

fn parse_rec<'a>(
    mut ln: &'a str,
    nested: bool,
    features: &BTreeSet<String>,
) -> Result<(String, &'a str), String> {
    let mut result = String::new();
    while !ln.is_empty() {
        if nested && ln.starts_with("%}") {
            break;
        }
        if let Some(after) = ln.strip_prefix("%if ") {
            let open = after
                .find("%{")
                .ok_or("'%{' is missing for %if substitution")?;
            let cond = &after[..open];
            let (branch_if, rest) = parse_rec(&after[open + 2..], true, features)?;
            ln = rest
                .strip_prefix("%}")
                .ok_or("'%}' is missing for %if substitution")?;
            let mut branch_else = String::new();
            let trimmed = ln.trim_start();
            if let Some(e) = trimmed.strip_prefix("%else") {
                let e = e.trim_start();
                let e = e
                    .strip_prefix("%{")
                    .ok_or("'%{' is missing for %else substitution")?;
                let (b, rest) = parse_rec(e, true, features)?;
                branch_else = b;
                ln = rest
                    .strip_prefix("%}")
                    .ok_or("'%}' is missing for %else substitution")?;
            }
            if boolexpr::evaluate(cond, features)? {
                result += &branch_if;
            } else {
                result += &branch_else;
            }
            continue;
        }
        // Plain text up to the next %if (or %} when nested).
        let mut end = ln.len();
        if let Some(i) = ln[1..].find("%if").map(|i| i + 1) {
            end = end.min(i);
        }
        if nested {
            if let Some(i) = ln.find("%}") {
                end = end.min(i);
            }
        }
        if end == 0 {
            end = ln.len().min(1);
        }
        result += &ln[..end];
        ln = &ln[end..];
    }
    Ok((result, ln))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_escapes() {
        let list = defaults(
            &vec![("%foo".into(), "bar %s".into())],
            Path::new("/a/b/c.txt"),
            Path::new("/x/Output"),
            Path::new("/x/Output/c.txt"),
            true,
        );
        let f = BTreeSet::new();
        assert_eq!(
            apply("%foo %t %S %%s %basename_t %/s %:s", &list, &f, None).unwrap(),
            "bar /a/b/c.txt /x/Output/c.txt.tmp /a/b %s c.txt /a/b/c.txt a/b/c.txt"
        );
        let f: BTreeSet<String> = ["x".to_string()].into();
        assert_eq!(
            apply("a %if x %{b%} %else %{c%} d", &list, &f, None).unwrap(),
            "a b d"
        );
        assert_eq!(
            apply("a %if !x %{b%} %else %{c%} d", &list, &f, None).unwrap(),
            "a c d"
        );
    }

    #[test]
    fn define_and_redefine() {
        let mut list = SubstList::new();
        define(&mut list, "%{x}", "1", false).unwrap();
        define(&mut list, "%{y}", "%{x}+2", false).unwrap();
        assert!(define(&mut list, "%{x}", "3", false).is_err());
        define(&mut list, "%{x}", "5", true).unwrap();
        assert!(define(&mut list, "%{z}", "5", true).is_err());
        assert_eq!(apply("%{y}", &list, &BTreeSet::new(), None).unwrap(), "5+2");
    }
}
