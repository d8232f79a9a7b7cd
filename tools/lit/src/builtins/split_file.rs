//! `split-file [--leading-lines|--no-leading-lines] INPUT OUTDIR`: splits
//! INPUT at lines matching `^(.|//)--- NAME` into files under OUTDIR.

use tool_io::{Tool, ToolIo};

pub struct SplitFile;

impl Tool for SplitFile {
    fn name(&self) -> &str {
        "split-file"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let mut leading = false;
        let mut pos = Vec::new();
        for a in args.iter().skip(1) {
            match a.as_str() {
                "--leading-lines" => leading = true,
                "--no-leading-lines" => leading = false,
                _ => pos.push(a.clone()),
            }
        }
        if pos.len() != 2 {
            let _ = writeln!(io.stderr, "split-file: expected <input> <output dir>");
            return 1;
        }
        let input = if pos[0] == "-" {
            let mut s = Vec::new();
            let _ = io.stdin.read_to_end(&mut s);
            s
        } else {
            match std::fs::read(io.resolve(&pos[0])) {
                Ok(s) => s,
                Err(e) => {
                    let _ = writeln!(
                        io.stderr,
                        "split-file: error: {}: {}",
                        pos[0],
                        super::fs::describe(&e)
                    );
                    return 1;
                }
            }
        };
        let text = String::from_utf8_lossy(&input);
        let out_dir = io.resolve(&pos[1]);
        let _ = std::fs::remove_dir_all(&out_dir);
        if let Err(e) = std::fs::create_dir_all(&out_dir) {
            let _ = writeln!(
                io.stderr,
                "split-file: error: {}: {}",
                pos[1],
                super::fs::describe(&e)
            );
            return 1;
        }
        let mut parts: Vec<(String, String)> = Vec::new();
        let mut line_no = 0usize;
        for line in text.split_inclusive('\n') {
            line_no += 1;
            if let Some(name) = marker(line) {
                let pad = if leading {
                    "\n".repeat(line_no)
                } else {
                    String::new()
                };
                parts.push((name, pad));
            } else if let Some(last) = parts.last_mut() {
                last.1.push_str(line);
            }
        }
        if parts.is_empty() {
            let _ = writeln!(
                io.stderr,
                "split-file: error: {}: no part separator was found",
                pos[0]
            );
            return 1;
        }
        for (name, body) in parts {
            let path = out_dir.join(&name);
            if let Some(parent) = path.parent() {
                let _ = std::fs::create_dir_all(parent);
            }
            if let Err(e) = std::fs::write(&path, body) {
                let _ = writeln!(
                    io.stderr,
                    "split-file: error: {name}: {}",
                    super::fs::describe(&e)
                );
                return 1;
            }
        }
        0
    }
}

/// The part name if `line` is a separator (`X--- name` or `//--- name`).
fn marker(line: &str) -> Option<String> {
    let line = line.trim_end_matches(['\n', '\r']);
    let rest = if let Some(r) = line.strip_prefix("//--- ") {
        r
    } else {
        let mut chars = line.chars();
        chars.next()?;
        chars.as_str().strip_prefix("--- ")?
    };
    let name = rest.trim();
    (!name.is_empty()).then(|| name.to_string())
}
