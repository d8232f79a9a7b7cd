//! `mkdir [-p]` and `rm [-f] [-r|-R]`, as lit's internal shell provides them.

use tool_io::{Tool, ToolIo};

/// An I/O error as a short message, without Rust's "(os error N)" suffix.
pub fn describe(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        std::io::ErrorKind::AlreadyExists => "File exists".into(),
        _ => {
            let s = e.to_string();
            match s.find(" (os error") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
}

fn split_flags(args: &[String]) -> (Vec<char>, Vec<&String>) {
    let mut flags = Vec::new();
    let mut rest = Vec::new();
    let mut done = false;
    for a in args.iter().skip(1) {
        if !done && a == "--" {
            done = true;
        } else if !done && a.len() > 1 && a.starts_with('-') {
            flags.extend(a[1..].chars());
        } else {
            rest.push(a);
        }
    }
    (flags, rest)
}

pub struct Mkdir;

impl Tool for Mkdir {
    fn name(&self) -> &str {
        "mkdir"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let (flags, dirs) = split_flags(args);
        if let Some(f) = flags.iter().find(|&&f| f != 'p') {
            let _ = writeln!(
                io.stderr,
                "Unsupported: 'mkdir': option -{f} not recognized"
            );
            return 1;
        }
        let parents = flags.contains(&'p');
        let mut code = 0;
        for d in dirs {
            let path = io.resolve(d);
            let r = if parents {
                std::fs::create_dir_all(&path)
            } else {
                std::fs::create_dir(&path)
            };
            if let Err(e) = r {
                let _ = writeln!(
                    io.stderr,
                    "Error: 'mkdir' command failed, {}: '{d}'",
                    describe(&e)
                );
                code = 1;
            }
        }
        code
    }
}

pub struct Rm;

impl Tool for Rm {
    fn name(&self) -> &str {
        "rm"
    }

    fn run(&self, args: &[String], io: &mut ToolIo<'_>) -> i32 {
        let (flags, paths) = split_flags(args);
        if let Some(f) = flags.iter().find(|&&f| !matches!(f, 'f' | 'r' | 'R' | 'v')) {
            let _ = writeln!(io.stderr, "Unsupported: 'rm': option -{f} not recognized");
            return 1;
        }
        let force = flags.contains(&'f');
        let recursive = flags.contains(&'r') || flags.contains(&'R');
        let mut code = 0;
        for p in paths {
            let path = io.resolve(p);
            let meta = match std::fs::symlink_metadata(&path) {
                Ok(m) => m,
                Err(e) => {
                    if !force {
                        let _ = writeln!(
                            io.stderr,
                            "Error: 'rm' command failed, {}: '{p}'",
                            describe(&e)
                        );
                        code = 1;
                    }
                    continue;
                }
            };
            let r = if meta.is_dir() {
                if !recursive {
                    let _ = writeln!(io.stderr, "Error: {p} is a directory");
                    code = 1;
                    continue;
                }
                std::fs::remove_dir_all(&path)
            } else {
                std::fs::remove_file(&path)
            };
            if let Err(e) = r {
                let _ = writeln!(
                    io.stderr,
                    "Error: 'rm' command failed, {}: '{p}'",
                    describe(&e)
                );
                code = 1;
            }
        }
        code
    }
}
