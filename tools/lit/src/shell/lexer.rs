//! Tokenizer for lit's internal shell language (a small subset of POSIX sh).
//!
//! Mirrors the behaviour of lit's `ShLexer`: whitespace separates words,
//! single quotes are literal, double quotes honour `\"`, `\\` and `\$`,
//! a bare backslash escapes the next character, and `2>`-style numbered
//! redirections lex as a single operator token.

/// One shell token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// A word. `glob` is set when it holds an unquoted `*` or `?`.
    Word { text: String, glob: bool },
    /// An operator: `;`, `|`, `||`, `&`, `&&`, or a redirection
    /// (`>`, `>>`, `>&`, `&>`, `<`, `<&`) with its optional file descriptor.
    Op { op: &'static str, fd: Option<u32> },
}

/// Splits `input` into tokens.
pub fn lex(input: &str) -> Result<Vec<Token>, String> {
    let chars: Vec<char> = input.chars().collect();
    let mut lx = Lexer { chars, pos: 0 };
    let mut out = Vec::new();
    while lx.pos < lx.chars.len() {
        if lx.chars[lx.pos].is_whitespace() {
            lx.pos += 1;
        } else {
            out.push(lx.one_token()?);
        }
    }
    Ok(out)
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
}

impl Lexer {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat_if(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn operator(&mut self, c: char) -> Option<&'static str> {
        Some(match c {
            ';' => ";",
            '|' => {
                if self.eat_if('|') {
                    "||"
                } else {
                    "|"
                }
            }
            '&' => {
                if self.eat_if('&') {
                    "&&"
                } else if self.eat_if('>') {
                    "&>"
                } else {
                    "&"
                }
            }
            '>' => {
                if self.eat_if('&') {
                    ">&"
                } else if self.eat_if('>') {
                    ">>"
                } else {
                    ">"
                }
            }
            '<' => {
                if self.eat_if('&') {
                    "<&"
                } else {
                    "<"
                }
            }
            _ => return None,
        })
    }

    fn one_token(&mut self) -> Result<Token, String> {
        let c = self.chars[self.pos];
        self.pos += 1;
        if let Some(op) = self.operator(c) {
            return Ok(Token::Op { op, fd: None });
        }
        self.word(c)
    }

    fn word(&mut self, first: char) -> Result<Token, String> {
        let mut text = String::new();
        let mut glob = false;
        let mut quoted_glob = false;
        match first {
            '\'' | '"' => text.push_str(&self.quoted(first)?),
            // As lit's lexer: a backslash that starts a word is literal.
            '\\' => text.push('\\'),
            '*' | '?' => {
                glob = true;
                text.push(first);
            }
            _ => text.push(first),
        }
        while let Some(c) = self.peek() {
            if c.is_whitespace() || matches!(c, '|' | '&' | ';') {
                break;
            }
            if c == '>' || c == '<' {
                if text.is_empty() || !text.chars().all(|d| d.is_ascii_digit()) || glob {
                    break;
                }
                let fd: u32 = text
                    .parse()
                    .map_err(|_| format!("bad file descriptor '{text}'"))?;
                self.pos += 1;
                let op = self.operator(c).expect("redirection operator");
                return Ok(Token::Op { op, fd: Some(fd) });
            }
            self.pos += 1;
            match c {
                '\'' | '"' => {
                    let q = self.quoted(c)?;
                    if q.contains(['*', '?']) {
                        quoted_glob = true;
                    }
                    text.push_str(&q);
                }
                '\\' => {
                    if let Some(n) = self.peek() {
                        self.pos += 1;
                        text.push(n);
                    }
                }
                '*' | '?' => {
                    glob = true;
                    text.push(c);
                }
                _ => text.push(c),
            }
        }
        if glob && quoted_glob {
            return Err(format!(
                "glob characters both inside and outside quotes in '{text}'"
            ));
        }
        Ok(Token::Word { text, glob })
    }

    fn quoted(&mut self, delim: char) -> Result<String, String> {
        let mut s = String::new();
        while let Some(c) = self.peek() {
            self.pos += 1;
            if c == delim {
                return Ok(s);
            }
            if c == '\\' && delim == '"' {
                match self.peek() {
                    Some(n @ ('"' | '\\' | '$')) => {
                        self.pos += 1;
                        s.push(n);
                    }
                    Some(n) => {
                        self.pos += 1;
                        s.push('\\');
                        s.push(n);
                    }
                    None => return Ok(s),
                }
            } else {
                s.push(c);
            }
        }
        Err(format!("missing quote character {delim}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        lex(s)
            .unwrap()
            .into_iter()
            .map(|t| match t {
                Token::Word { text, .. } => text,
                Token::Op { op, fd: Some(fd) } => format!("<{fd}{op}>"),
                Token::Op { op, fd: None } => format!("<{op}>"),
            })
            .collect()
    }

    #[test]
    fn quoting_and_operators() {
        assert_eq!(words("a 'b c' \"d\\\"e\""), ["a", "b c", "d\"e"]);
        assert_eq!(words("a\\ b"), ["a b"]);
        assert_eq!(words("\\|"), ["\\", "<|>"]);
        assert_eq!(
            words("x|y||z&&w;v"),
            ["x", "<|>", "y", "<||>", "z", "<&&>", "w", "<;>", "v"]
        );
        assert_eq!(
            words("c 2>&1 >>f &>g <h"),
            ["c", "<2>&>", "1", "<>>>", "f", "<&>>", "g", "<<>", "h"]
        );
        assert_eq!(words("\"a\\nb\""), ["a\\nb"]);
        assert!(lex("'abc").is_err());
        assert_eq!(
            lex("*.txt").unwrap(),
            vec![Token::Word {
                text: "*.txt".into(),
                glob: true
            }]
        );
    }
}
