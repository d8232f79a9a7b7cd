//! Making printed text literal in a FileCheck pattern: `[[` opens a variable
//! and `{{` a regex there, so each is written as a regex matching itself.

/// `text` as a FileCheck pattern that matches exactly it.
pub fn literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("[[") {
            out.push_str(r"{{\[\[}}");
            rest = r;
        } else if let Some(r) = rest.strip_prefix("{{") {
            out.push_str(r"{{\{\{}}");
            rest = r;
        } else {
            let c = rest.chars().next().expect("non-empty");
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::literal;

    #[test]
    fn escapes_what_filecheck_reads_as_syntax() {
        assert_eq!(literal("dense<[[1, 2]]>"), r"dense<{{\[\[}}1, 2]]>");
        assert_eq!(literal("{{a}}"), r"{{\{\{}}a}}");
        assert_eq!(literal("[[[x"), r"{{\[\[}}[x");
        assert_eq!(literal("plain [x] {y}"), "plain [x] {y}");
    }
}
