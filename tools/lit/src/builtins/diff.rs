//! `diff [-u] [-b] [-w] [-B] [--strip-trailing-cr] FILE1 FILE2`: compares two
//! files (or `-` for stdin) line by line and prints a unified diff.
//! Exit status: 0 same, 1 different, 2 trouble.

use tool_io::{Tool, ToolIo};

pub struct Diff;

#[derive(Default)]
struct Opts {
    ignore_space_change: bool,
    ignore_all_space: bool,
    ignore_blank_lines: bool,
    strip_cr: bool,
    context: usize,
}

impl Tool for Diff {
    fn name(&self) -> &str {
        "diff"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let mut o = Opts {
            context: 3,
            ..Default::default()
        };
        let mut files = Vec::new();
        let mut it = args.iter().skip(1);
        while let Some(a) = it.next() {
            match a.as_str() {
                "-u" => {}
                "-b" | "--ignore-space-change" => o.ignore_space_change = true,
                "-w" | "--ignore-all-space" => o.ignore_all_space = true,
                "-B" | "--ignore-blank-lines" => o.ignore_blank_lines = true,
                "--strip-trailing-cr" => o.strip_cr = true,
                "-U" => match it.next().and_then(|n| n.parse().ok()) {
                    Some(n) => o.context = n,
                    None => return usage(io),
                },
                s if s.starts_with("-U") => match s[2..].parse() {
                    Ok(n) => o.context = n,
                    Err(_) => return usage(io),
                },
                s if s.starts_with('-') && s != "-" => {
                    let _ = writeln!(io.stderr, "Unsupported: 'diff': option {s} not recognized");
                    return 2;
                }
                _ => files.push(a.clone()),
            }
        }
        if files.len() != 2 {
            return usage(io);
        }
        let mut texts = Vec::new();
        for f in &files {
            let data = if f == "-" {
                let mut v = Vec::new();
                let _ = io.stdin.read_to_end(&mut v);
                v
            } else {
                match std::fs::read(io.resolve(f)) {
                    Ok(v) => v,
                    Err(e) => {
                        let _ = writeln!(
                            io.stderr,
                            "Error: 'diff' command failed, {}: '{f}'",
                            super::fs::describe(&e)
                        );
                        return 2;
                    }
                }
            };
            texts.push(String::from_utf8_lossy(&data).into_owned());
        }
        let a: Vec<&str> = texts[0].lines().collect();
        let b: Vec<&str> = texts[1].lines().collect();
        let out = unified(&a, &b, &files[0], &files[1], &o);
        if out.is_empty() {
            return 0;
        }
        let _ = io.stdout.write_all(out.as_bytes());
        1
    }
}

fn usage(io: &mut ToolIo<'_>) -> i32 {
    let _ = writeln!(io.stderr, "Error: missing or extra operand");
    2
}

fn normalize(line: &str, o: &Opts) -> String {
    let line = if o.strip_cr {
        line.trim_end_matches('\r')
    } else {
        line
    };
    if o.ignore_all_space {
        line.chars().filter(|c| !c.is_whitespace()).collect()
    } else if o.ignore_space_change {
        line.split_whitespace().collect::<Vec<_>>().join(" ")
    } else {
        line.to_string()
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Op {
    Same,
    Del,
    Ins,
}

/// A unified diff of `a` and `b`, or "" when they are equal under `o`.
fn unified(a: &[&str], b: &[&str], name_a: &str, name_b: &str, o: &Opts) -> String {
    let na: Vec<String> = a.iter().map(|l| normalize(l, o)).collect();
    let nb: Vec<String> = b.iter().map(|l| normalize(l, o)).collect();
    let keep = |s: &String| !(o.ignore_blank_lines && s.trim().is_empty());
    let ia: Vec<usize> = (0..a.len()).filter(|&i| keep(&na[i])).collect();
    let ib: Vec<usize> = (0..b.len()).filter(|&i| keep(&nb[i])).collect();
    if ia.iter().map(|&i| &na[i]).eq(ib.iter().map(|&i| &nb[i])) {
        return String::new();
    }
    let (n, m) = (a.len(), b.len());
    if n.saturating_mul(m) > 25_000_000 {
        return format!("Files {name_a} and {name_b} differ\n");
    }
    // Longest common subsequence table, from the end.
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i * (m + 1) + j] = if na[i] == nb[j] {
                lcs[(i + 1) * (m + 1) + j + 1] + 1
            } else {
                lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
            };
        }
    }
    let mut ops = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && na[i] == nb[j] {
            ops.push((Op::Same, i, j));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i * (m + 1) + j + 1] > lcs[(i + 1) * (m + 1) + j]) {
            ops.push((Op::Ins, i, j));
            j += 1;
        } else {
            ops.push((Op::Del, i, j));
            i += 1;
        }
    }
    let mut out = format!("--- {name_a}\n+++ {name_b}\n");
    let changed: Vec<usize> = (0..ops.len()).filter(|&k| ops[k].0 != Op::Same).collect();
    let mut k = 0;
    while k < changed.len() {
        let start = changed[k].saturating_sub(o.context);
        let mut end = changed[k];
        while k < changed.len() && changed[k] <= end + 2 * o.context + 1 {
            end = changed[k];
            k += 1;
        }
        let end = (end + o.context + 1).min(ops.len());
        let hunk = &ops[start..end];
        let a_start = hunk[0].1;
        let b_start = hunk[0].2;
        let a_len = hunk.iter().filter(|h| h.0 != Op::Ins).count();
        let b_len = hunk.iter().filter(|h| h.0 != Op::Del).count();
        let range = |s: usize, l: usize| match l {
            0 => format!("{s},0"),
            1 => format!("{}", s + 1),
            _ => format!("{},{l}", s + 1),
        };
        out += &format!(
            "@@ -{} +{} @@\n",
            range(a_start, a_len),
            range(b_start, b_len)
        );
        for &(op, i, j) in hunk {
            match op {
                Op::Same => out += &format!(" {}\n", a[i]),
                Op::Del => out += &format!("-{}\n", a[i]),
                Op::Ins => out += &format!("+{}\n", b[j]),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_diff() {
        let o = Opts {
            context: 3,
            ..Default::default()
        };
        let d = unified(&["a", "b", "c"], &["a", "x", "c"], "f1", "f2", &o);
        assert_eq!(d, "--- f1\n+++ f2\n@@ -1,3 +1,3 @@\n a\n-b\n+x\n c\n");
        assert_eq!(unified(&["a"], &["a"], "f1", "f2", &o), "");
    }
}
