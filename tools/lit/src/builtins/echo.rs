//! `echo` with lit's `-n` (no newline) and `-e` (interpret escapes) flags.

use tool_io::{Tool, ToolIo};

pub struct Echo;

impl Tool for Echo {
    fn name(&self) -> &str {
        "echo"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let mut args = &args[1.min(args.len())..];
        let mut newline = true;
        let mut escapes = false;
        while let Some(first) = args.first() {
            match first.as_str() {
                "-n" => newline = false,
                "-e" => escapes = true,
                "-en" | "-ne" => {
                    newline = false;
                    escapes = true;
                }
                _ => break,
            }
            args = &args[1..];
        }
        let mut text = args.join(" ");
        if escapes {
            text = interpret_escapes(&text);
        }
        if newline {
            text.push('\n');
        }
        match io.stdout.write_all(text.as_bytes()) {
            Ok(()) => 0,
            Err(_) => 1,
        }
    }
}

fn interpret_escapes(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some('a') => out.push('\x07'),
            Some('b') => out.push('\x08'),
            Some('f') => out.push('\x0c'),
            Some('v') => out.push('\x0b'),
            Some('0') => {
                let mut v = 0u32;
                for _ in 0..3 {
                    match it.peek().and_then(|d| d.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            it.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    out
}
