//! The printed-IR syntax the generator needs: a line cut into literal text,
//! SSA values (`%name`) and block labels (`^name`), with string literals
//! skipped; and the shape of a function-like symbol's first line.
//!
//! This is lexical knowledge of MLIR's textual form only: the generator
//! reads what tileir-opt printed, and the names it captures are the ones the
//! printer chose.

/// A piece of one printed line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Text matched literally.
    Text(String),
    /// An SSA value, without its `%` (`0`, `arg1`, `c0_i32`).
    Value(String),
    /// A block label, without its `^` (`bb1`).
    Block(String),
}

/// Whether `c` may appear in a value or block name (MLIR's suffix-id).
fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-')
}

/// Cuts `line` into pieces; string literals stay text, whatever they hold.
pub fn pieces(line: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut chars = line.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => {
                text.push(c);
                let mut escaped = false;
                for (_, d) in chars.by_ref() {
                    text.push(d);
                    if escaped {
                        escaped = false;
                    } else if d == '\\' {
                        escaped = true;
                    } else if d == '"' {
                        break;
                    }
                }
            }
            '%' | '^' if line[i + 1..].starts_with(is_name_char) => {
                let start = i + 1;
                let mut end = start;
                while let Some(&(j, d)) = chars.peek() {
                    if !is_name_char(d) {
                        break;
                    }
                    end = j + d.len_utf8();
                    chars.next();
                }
                if !text.is_empty() {
                    out.push(Piece::Text(std::mem::take(&mut text)));
                }
                let name = line[start..end].to_string();
                out.push(if c == '%' {
                    Piece::Value(name)
                } else {
                    Piece::Block(name)
                });
            }
            _ => text.push(c),
        }
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    out
}

/// `line` without a trailing `// ...` comment (the printer's `// pred:`
/// notes on block labels); `//` inside a string literal is text.
pub fn strip_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => {
                return line[..i].trim_end();
            }
            _ => {}
        }
        i += 1;
    }
    line
}

/// The symbol of a function-like op's first line: `op.name [visibility]
/// @sym(...) ... {`, an op with no results that defines a symbol taking
/// arguments and opens a region. Calls never open a region; modules take no
/// argument list.
pub fn function_symbol(line: &str) -> Option<&str> {
    let line = line.trim();
    if !line.ends_with('{') {
        return None;
    }
    let mut words = line.split(' ');
    let op = words.next()?;
    if !op.contains('.') || op.starts_with(['%', '"', '^', '#', '!']) {
        return None;
    }
    let mut word = words.next()?;
    if matches!(word, "private" | "public" | "nested") {
        word = words.next()?;
    }
    let sym = word.strip_prefix('@')?;
    let paren = sym.find('(')?;
    let name = &sym[..paren];
    (!name.is_empty()).then_some(name)
}

/// Byte offsets of the commas at bracket depth 1 inside the first `(...)`
/// group starting at `open`, and the offset of its closing `)`.
pub fn top_level_commas(line: &str, open: usize) -> (Vec<usize>, Option<usize>) {
    let mut depth = 0i32;
    let mut commas = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in line[open..].char_indices() {
        let at = open + i;
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' if !(c == '>' && line[..at].ends_with('-')) => {
                depth -= 1;
                if depth == 0 {
                    return (commas, Some(at));
                }
            }
            ',' if depth == 1 => commas.push(at),
            _ => {}
        }
    }
    (commas, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_of_an_op_line() {
        let p = pieces(r#"%0:2 = "test.op"(%arg0, %c0_i32) {s = "%x ^y"} : (i32) -> i32"#);
        assert_eq!(p[0], Piece::Value("0".into()));
        assert_eq!(p[1], Piece::Text(r#":2 = "test.op"("#.into()));
        assert_eq!(p[2], Piece::Value("arg0".into()));
        assert_eq!(p[4], Piece::Value("c0_i32".into()));
        assert_eq!(
            p[5],
            Piece::Text(r#") {s = "%x ^y"} : (i32) -> i32"#.into())
        );
        assert_eq!(pieces("^bb1(%1: i32):")[0], Piece::Block("bb1".into()));
        assert_eq!(pieces("a % b"), vec![Piece::Text("a % b".into())]);
    }

    #[test]
    fn comments_are_stripped() {
        assert_eq!(
            strip_comment("^bb1(%2: i32):  // pred: ^bb0"),
            "^bb1(%2: i32):"
        );
        assert_eq!(
            strip_comment(r#"x {s = "a//b\"//"} // c"#),
            r#"x {s = "a//b\"//"}"#
        );
    }

    #[test]
    fn function_symbols() {
        assert_eq!(function_symbol("  func.func @f(%arg0: i32) {"), Some("f"));
        assert_eq!(
            function_symbol("func.func private @g() -> i32 {"),
            Some("g")
        );
        assert_eq!(function_symbol("gpu.func @k() kernel {"), Some("k"));
        assert_eq!(function_symbol("func.func private @decl(i32)"), None);
        assert_eq!(function_symbol("gpu.module @m {"), None);
        assert_eq!(function_symbol("module @m {"), None);
        assert_eq!(function_symbol("%0 = func.call @f() : () -> i32"), None);
    }

    #[test]
    fn commas_at_top_level() {
        let l = "func.func @f(%a: tensor<2x3xf32>, %b: memref<?xi32, 1>) -> (i32, i32) {";
        let open = l.find('(').unwrap();
        let (commas, close) = top_level_commas(l, open);
        assert_eq!(commas, vec![l.find(", %b").unwrap()]);
        assert_eq!(close, Some(l.find(") ->").unwrap()));
    }
}
