//! Parser for lit's internal shell: sequences of pipelines joined by
//! `;`, `&&`, `||` (left-associative, equal precedence, as lit's `ShParser`),
//! pipelines of commands joined by `|`, and per-command redirections.

use super::lexer::{lex, Token};

/// A word of a command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    pub text: String,
    /// True when the word holds unquoted glob characters.
    pub glob: bool,
}

/// One redirection: `op` is `>`, `>>`, `>&`, `&>`, `<` or `<&`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    pub op: &'static str,
    pub fd: Option<u32>,
    pub target: Word,
}

/// A simple command: words plus redirections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    pub args: Vec<Word>,
    pub redirects: Vec<Redirect>,
}

/// Commands connected by pipes; `negate` is a leading `!`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    pub commands: Vec<Command>,
    pub negate: bool,
}

/// A command list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Script {
    Pipeline(Pipeline),
    Seq(Box<Script>, &'static str, Box<Script>),
}

/// Parses a full command line.
pub fn parse(input: &str) -> Result<Script, String> {
    let tokens = lex(input)?;
    let mut p = Parser { tokens, pos: 0 };
    if p.tokens.is_empty() {
        return Err("empty command".into());
    }
    let mut lhs = Script::Pipeline(p.pipeline()?);
    while let Some(tok) = p.tokens.get(p.pos).cloned() {
        match tok {
            Token::Op {
                op: op @ (";" | "&&" | "||" | "&"),
                fd: None,
            } => {
                p.pos += 1;
                if p.pos == p.tokens.len() && op == ";" {
                    break;
                }
                let rhs = p.pipeline()?;
                lhs = Script::Seq(Box::new(lhs), op, Box::new(Script::Pipeline(rhs)));
            }
            _ => return Err(format!("unexpected token {tok:?}")),
        }
    }
    Ok(lhs)
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
}

impl Parser {
    fn pipeline(&mut self) -> Result<Pipeline, String> {
        // A leading `!` stays a word: like lit, the executor treats it as a
        // per-command negation (as `not`).
        let negate = false;
        let mut commands = vec![self.command()?];
        while let Some(Token::Op { op: "|", fd: None }) = self.tokens.get(self.pos) {
            self.pos += 1;
            commands.push(self.command()?);
        }
        Ok(Pipeline { commands, negate })
    }

    fn command(&mut self) -> Result<Command, String> {
        let mut args = Vec::new();
        let mut redirects = Vec::new();
        while let Some(tok) = self.tokens.get(self.pos).cloned() {
            match tok {
                Token::Word { text, glob } => {
                    self.pos += 1;
                    args.push(Word { text, glob });
                }
                Token::Op { op, fd } if matches!(op, ">" | ">>" | ">&" | "&>" | "<" | "<&") => {
                    self.pos += 1;
                    match self.tokens.get(self.pos).cloned() {
                        Some(Token::Word { text, glob }) => {
                            self.pos += 1;
                            redirects.push(Redirect {
                                op,
                                fd,
                                target: Word { text, glob },
                            });
                        }
                        _ => return Err(format!("syntax error: missing argument to '{op}'")),
                    }
                }
                Token::Op { .. } => break,
            }
        }
        if args.is_empty() {
            return Err("empty command".into());
        }
        Ok(Command { args, redirects })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequences_and_pipes() {
        let s = parse("a | b 2>&1 && ! c || d ; e").unwrap();
        let Script::Seq(lhs, op, rhs) = s else {
            panic!()
        };
        assert_eq!(op, ";");
        assert!(matches!(*rhs, Script::Pipeline(_)));
        let Script::Seq(l2, "||", _) = *lhs else {
            panic!()
        };
        let Script::Seq(l3, "&&", r3) = *l2 else {
            panic!()
        };
        let Script::Pipeline(p) = *l3 else { panic!() };
        assert_eq!(p.commands.len(), 2);
        assert_eq!(p.commands[1].redirects[0].op, ">&");
        assert_eq!(p.commands[1].redirects[0].fd, Some(2));
        let Script::Pipeline(p3) = *r3 else { panic!() };
        assert_eq!(p3.commands[0].args[0].text, "!");
        assert!(parse("a |").is_err());
        assert!(parse("a >").is_err());
        assert!(parse("&& a").is_err());
    }
}
