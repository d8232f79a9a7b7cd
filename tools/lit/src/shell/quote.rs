//! POSIX-shell quoting of arguments for display (Python's `shlex.quote`).

/// Quotes `s` so a POSIX shell would read it back as one word.
pub fn shell_quote(s: &str) -> String {
    if s.is_empty() {
        return "''".into();
    }
    let safe = s
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "@%+=:,./_-".contains(c));
    if safe {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\"'\"'"))
    }
}

/// Quotes and joins a command line.
pub fn join(args: &[String]) -> String {
    args.iter()
        .map(|a| shell_quote(a))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn quotes() {
        assert_eq!(super::shell_quote("a-b/c.txt"), "a-b/c.txt");
        assert_eq!(super::shell_quote("a b"), "'a b'");
        assert_eq!(super::shell_quote("it's"), "'it'\"'\"'s'");
        assert_eq!(super::shell_quote(""), "''");
    }
}
