//! `cat [-v|--show-nonprinting] [FILE|-]...`.

use tool_io::{Tool, ToolIo};

pub struct Cat;

impl Tool for Cat {
    fn name(&self) -> &str {
        "cat"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let mut show_nonprinting = false;
        let mut files = Vec::new();
        for a in args.iter().skip(1) {
            match a.as_str() {
                "-v" | "--show-nonprinting" => show_nonprinting = true,
                _ => files.push(a.clone()),
            }
        }
        if files.is_empty() {
            files.push("-".into());
        }
        let mut code = 0;
        for f in &files {
            let result = if f == "-" {
                copy(&mut *io.stdin, &mut *io.stdout, show_nonprinting)
            } else {
                match std::fs::File::open(io.resolve(f)) {
                    Ok(mut file) => copy(&mut file, &mut *io.stdout, show_nonprinting),
                    Err(e) => {
                        let _ = writeln!(io.stderr, "cat: {f}: {}", super::fs::describe(&e));
                        code = 1;
                        continue;
                    }
                }
            };
            if let Err(e) = result {
                let _ = writeln!(io.stderr, "cat: {f}: {e}");
                return 1;
            }
        }
        code
    }
}

/// Streams `from` to `to` in chunks (so `cat /dev/zero` stops at the output limit).
fn copy(
    from: &mut dyn std::io::Read,
    to: &mut dyn std::io::Write,
    show_nonprinting: bool,
) -> std::io::Result<()> {
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = from.read(&mut buf)?;
        if n == 0 {
            return Ok(());
        }
        if show_nonprinting {
            to.write_all(&nonprinting(&buf[..n]))?;
        } else {
            to.write_all(&buf[..n])?;
        }
    }
}

/// `cat -v` rendering: control characters as `^X`, high bytes as `M-x`.
fn nonprinting(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    for &b in data {
        let mut b = b;
        if b >= 128 {
            out.extend_from_slice(b"M-");
            b -= 128;
        }
        if b == b'\n' || b == b'\t' {
            out.push(b);
        } else if b < 32 {
            out.push(b'^');
            out.push(b + 64);
        } else if b == 127 {
            out.extend_from_slice(b"^?");
        } else {
            out.push(b);
        }
    }
    out
}
