//! Reductions over lines, for the last pass over IR and for inputs that do
//! not parse. A unit is a span of whole lines: at nesting depth `d`, a line
//! starting there with the lines of the brace block it opens; or one line.
//! Nesting is counted on `{`/`}` outside string literals and `//` comments.

/// A text reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Spans starting at brace depth `d` (an op and its regions).
    Spans(usize),
    /// Single lines.
    Lines,
}

impl Step {
    pub fn name(self) -> String {
        match self {
            Step::Spans(d) => format!("spans at depth {d}"),
            Step::Lines => "lines".into(),
        }
    }
}

/// Brace depth change of a line, and the lowest depth reached within it
/// (relative to its start).
fn braces(line: &str) -> (i64, i64) {
    let mut depth = 0i64;
    let mut low = 0i64;
    let mut in_string = false;
    let mut escaped = false;
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'/' if bytes.get(i + 1) == Some(&b'/') => break,
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                low = low.min(depth);
            }
            _ => {}
        }
    }
    (depth, low)
}

/// The units of `step` in `lines`: half-open line ranges, in order.
fn units(lines: &[&str], step: Step) -> Vec<(usize, usize)> {
    match step {
        Step::Lines => (0..lines.len())
            .filter(|&i| !lines[i].trim().is_empty())
            .map(|i| (i, i + 1))
            .collect(),
        Step::Spans(d) => {
            let d = d as i64;
            let mut out = Vec::new();
            let mut depth = 0i64;
            let mut i = 0;
            while i < lines.len() {
                let (delta, low) = braces(lines[i]);
                if depth == d && low >= 0 && !lines[i].trim().is_empty() {
                    // The span runs until the depth comes back to `d`.
                    let mut end = i + 1;
                    let mut inner = depth + delta;
                    while inner > d && end < lines.len() {
                        inner += braces(lines[end]).0;
                        end += 1;
                    }
                    if inner == d {
                        out.push((i, end));
                        depth = inner;
                        i = end;
                        continue;
                    }
                }
                depth += delta;
                i += 1;
            }
            out
        }
    }
}

/// How many units `step` has in `text`.
pub fn count(text: &str, step: Step) -> usize {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    units(&lines, step).len()
}

/// `text` without units `[from, to)` of `step`.
pub fn remove(text: &str, step: Step, from: usize, to: usize) -> Option<String> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let all = units(&lines, step);
    let chosen = all.get(from..to.min(all.len()))?;
    if chosen.is_empty() {
        return None;
    }
    let mut drop = vec![false; lines.len()];
    for &(a, b) in chosen {
        drop[a..b].iter_mut().for_each(|d| *d = true);
    }
    Some(
        lines
            .iter()
            .zip(drop)
            .filter(|(_, d)| !d)
            .map(|(l, _)| *l)
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "module {\n  func.func @a() {\n    return\n  }\n  func.func @b() {\n    \"x\"() {s = \"}\"} : () -> ()\n    return\n  }\n}\n";

    #[test]
    fn spans_follow_braces() {
        assert_eq!(count(TEXT, Step::Spans(0)), 1);
        assert_eq!(count(TEXT, Step::Spans(1)), 2);
        assert_eq!(count(TEXT, Step::Spans(2)), 3);
        assert_eq!(
            remove(TEXT, Step::Spans(1), 0, 1).unwrap(),
            "module {\n  func.func @b() {\n    \"x\"() {s = \"}\"} : () -> ()\n    return\n  }\n}\n"
        );
        assert_eq!(count(TEXT, Step::Lines), 9);
        assert!(remove(TEXT, Step::Lines, 9, 10).is_none());
    }
}
