//! Compiling an ODS assembly-format string into a list of [`Elem`]s.
//!
//! The same compiler serves op formats (variables name operands, results,
//! attributes, regions and successors) and dialect type/attribute formats
//! (variables name parameters); the caller supplies the name resolver.
//! Errors are plain messages naming the offending piece of the format.

/// What a `$name` refers to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VarRef {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
    /// The `operands` directive.
    Operands,
    /// The `results` directive.
    Results,
    /// The `regions` directive.
    Regions,
    /// The `successors` directive.
    Successors,
    /// A parameter of a dialect type or attribute.
    Param(usize),
}

/// How a custom-directive argument is passed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArgMode {
    /// `$x`: the operands / attribute / regions / successors themselves.
    Value,
    /// `type($x)`.
    Type,
    /// `ref($x)` / `ref(type($x))`: already parsed, read-only.
    Ref,
    RefType,
    /// `attr-dict` (as a reference: the op's attributes).
    AttrDict,
}

/// One argument of a `custom<...>(...)` directive.
#[derive(Clone, PartialEq, Debug)]
pub struct CustomArgSpec {
    pub var: Option<VarRef>,
    pub mode: ArgMode,
    /// A `"string"` argument.
    pub string: Option<String>,
}

/// One element of a compiled format.
#[derive(Clone, PartialEq, Debug)]
pub enum Elem {
    /// A keyword or punctuation literal.
    Literal(String),
    /// `` ` ` `` (true) or ` `` ` (false).
    Space(bool),
    /// `` `\n` ``.
    Newline,
    Var {
        var: VarRef,
        qualified: bool,
    },
    AttrDict {
        keyword: bool,
    },
    PropDict,
    Type {
        arg: VarRef,
        qualified: bool,
    },
    FunctionalType {
        inputs: VarRef,
        results: VarRef,
    },
    Custom {
        name: String,
        args: Vec<CustomArgSpec>,
    },
    /// `( then )?` or `( then ) : ( els )?`; `anchor` indexes `then`.
    Optional {
        then: Vec<Elem>,
        els: Vec<Elem>,
        anchor: usize,
    },
    /// `oilist(`kw` elems | ...)`.
    OiList(Vec<(String, Vec<Elem>)>),
    /// `params` (types/attributes): all parameters, comma separated.
    Params,
    /// `struct(params)` / `struct($a, $b)`: `a = 1, b = 2`.
    Struct(Vec<usize>),
}

#[derive(Clone, PartialEq, Debug)]
enum Tok {
    Literal(String),
    Var(String),
    Ident(String),
    Str(String),
    Punct(char),
}

fn tokenize(src: &str) -> Result<Vec<Tok>, String> {
    let b: Vec<char> = src.chars().collect();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '`' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j] != '`' {
                j += 1;
            }
            if j >= b.len() {
                return Err("unterminated literal in format".into());
            }
            let lit: String = b[start..j].iter().collect();
            out.push(Tok::Literal(lit));
            i = j + 1;
        } else if c == '"' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j] != '"' {
                j += 1;
            }
            if j >= b.len() {
                return Err("unterminated string in format".into());
            }
            out.push(Tok::Str(b[start..j].iter().collect()));
            i = j + 1;
        } else if c == '$' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && (b[j].is_alphanumeric() || b[j] == '_') {
                j += 1;
            }
            if j == start {
                return Err("expected variable name after '$'".into());
            }
            out.push(Tok::Var(b[start..j].iter().collect()));
            i = j;
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            let mut j = i;
            while j < b.len() && (b[j].is_alphanumeric() || b[j] == '_' || b[j] == '-') {
                j += 1;
            }
            out.push(Tok::Ident(b[start..j].iter().collect()));
            i = j;
        } else if "()<>,?:^|=".contains(c) {
            out.push(Tok::Punct(c));
            i += 1;
        } else {
            return Err(format!("unexpected character '{c}' in format"));
        }
    }
    Ok(out)
}

/// Resolves `$name` in a format.
pub trait Resolver {
    fn resolve(&self, name: &str) -> Option<VarRef>;
    /// Whether the format describes an op (directives such as `attr-dict` are
    /// only valid there).
    fn is_op(&self) -> bool;
    fn num_params(&self) -> usize {
        0
    }
}

struct Compiler<'a> {
    toks: Vec<Tok>,
    pos: usize,
    resolver: &'a dyn Resolver,
}

/// Compiles `format` into elements.
pub fn compile(format: &str, resolver: &dyn Resolver) -> Result<Vec<Elem>, String> {
    let toks = tokenize(format)?;
    let mut c = Compiler {
        toks,
        pos: 0,
        resolver,
    };
    let mut elems = Vec::new();
    while c.pos < c.toks.len() {
        elems.push(c.element(false)?);
    }
    if resolver.is_op() && !contains_attr_dict(&elems) {
        return Err("'attr-dict' directive not found in custom assembly format".into());
    }
    Ok(elems)
}

fn contains_attr_dict(elems: &[Elem]) -> bool {
    elems.iter().any(|e| match e {
        Elem::AttrDict { .. } | Elem::PropDict => true,
        Elem::Custom { args, .. } => args.iter().any(|a| a.mode == ArgMode::AttrDict),
        Elem::Optional { then, els, .. } => contains_attr_dict(then) || contains_attr_dict(els),
        _ => false,
    })
}

impl Compiler<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Result<Tok, String> {
        let t = self
            .toks
            .get(self.pos)
            .cloned()
            .ok_or_else(|| "unexpected end of format".to_string())?;
        self.pos += 1;
        Ok(t)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char, what: &str) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{c}' {what}"))
        }
    }

    fn var(&self, name: &str) -> Result<VarRef, String> {
        self.resolver
            .resolve(name)
            .ok_or_else(|| format!("expected variable to refer to an argument, region, result, or successor: '${name}'"))
    }

    /// Parses one element; `in_group` marks elements of an optional group
    /// (which may carry the `^` anchor).
    fn element(&mut self, in_group: bool) -> Result<Elem, String> {
        let _ = in_group;
        match self.next()? {
            Tok::Literal(l) => Ok(match l.as_str() {
                "" => Elem::Space(false),
                " " => Elem::Space(true),
                "\\n" => Elem::Newline,
                _ => {
                    if !is_valid_literal(&l) {
                        return Err(format!("expected valid literal but got '{l}'"));
                    }
                    Elem::Literal(l)
                }
            }),
            Tok::Var(name) => Ok(Elem::Var {
                var: self.var(&name)?,
                qualified: false,
            }),
            Tok::Punct('(') => self.optional_group(),
            Tok::Ident(id) => self.directive(&id),
            t => Err(format!("unexpected token in format: {t:?}")),
        }
    }

    fn optional_group(&mut self) -> Result<Elem, String> {
        let (then, anchor) = self.group_elements()?;
        let mut els = Vec::new();
        if self.eat(':') {
            self.expect('(', "to start else branch of optional group")?;
            let (e, a) = self.group_elements()?;
            if a.is_some() {
                return Err(
                    "only one element can be marked as the anchor of an optional group".into(),
                );
            }
            els = e;
        }
        self.expect('?', "after optional group")?;
        let anchor = anchor.ok_or("optional group has no anchor element")?;
        if then.is_empty() {
            return Err("optional group has no elements".into());
        }
        match then.iter().find(|e| !matches!(e, Elem::Space(_) | Elem::Newline)) {
            None => return Err("optional group has no parsable elements".into()),
            Some(Elem::AttrDict { .. } | Elem::PropDict) => {
                return Err("first parsable element of an optional group must be a literal, variable, directive, or optional group".into())
            }
            Some(_) => {}
        }
        Ok(Elem::Optional { then, els, anchor })
    }

    fn group_elements(&mut self) -> Result<(Vec<Elem>, Option<usize>), String> {
        let mut elems = Vec::new();
        let mut anchor = None;
        loop {
            if self.eat(')') {
                break;
            }
            let e = self.element(true)?;
            elems.push(e);
            if self.eat('^') {
                if anchor.is_some() {
                    return Err(
                        "only one element can be marked as the anchor of an optional group".into(),
                    );
                }
                anchor = Some(elems.len() - 1);
            }
        }
        Ok((elems, anchor))
    }

    fn type_arg(&mut self) -> Result<VarRef, String> {
        match self.next()? {
            Tok::Var(n) => {
                let v = self.var(&n)?;
                match v {
                    VarRef::Operand(_) | VarRef::Result(_) => Ok(v),
                    _ => Err(format!(
                        "'type' directive argument must be an operand or result: '${n}'"
                    )),
                }
            }
            Tok::Ident(i) if i == "operands" => Ok(VarRef::Operands),
            Tok::Ident(i) if i == "results" => Ok(VarRef::Results),
            t => Err(format!(
                "expected an operand or result for a type directive, got {t:?}"
            )),
        }
    }

    fn directive(&mut self, id: &str) -> Result<Elem, String> {
        let op = self.resolver.is_op();
        match id {
            "attr-dict" if op => Ok(Elem::AttrDict { keyword: false }),
            "attr-dict-with-keyword" if op => Ok(Elem::AttrDict { keyword: true }),
            "prop-dict" if op => Ok(Elem::PropDict),
            "operands" if op => Ok(Elem::Var {
                var: VarRef::Operands,
                qualified: false,
            }),
            "results" if op => Ok(Elem::Var {
                var: VarRef::Results,
                qualified: false,
            }),
            "regions" if op => Ok(Elem::Var {
                var: VarRef::Regions,
                qualified: false,
            }),
            "successors" if op => Ok(Elem::Var {
                var: VarRef::Successors,
                qualified: false,
            }),
            "type" if op => {
                self.expect('(', "before argument list")?;
                let arg = self.type_arg()?;
                self.expect(')', "after argument list")?;
                Ok(Elem::Type {
                    arg,
                    qualified: false,
                })
            }
            "functional-type" if op => {
                self.expect('(', "before argument list")?;
                let inputs = self.type_arg()?;
                self.expect(',', "after inputs argument")?;
                let results = self.type_arg()?;
                self.expect(')', "after argument list")?;
                Ok(Elem::FunctionalType { inputs, results })
            }
            "qualified" => {
                self.expect('(', "before argument list")?;
                let inner = self.element(false)?;
                self.expect(')', "after argument list")?;
                match inner {
                    Elem::Var { var, .. } => Ok(Elem::Var {
                        var,
                        qualified: true,
                    }),
                    Elem::Type { arg, .. } => Ok(Elem::Type {
                        arg,
                        qualified: true,
                    }),
                    _ => Err(
                        "'qualified' directive expects an attribute or a `type` directive".into(),
                    ),
                }
            }
            "custom" => {
                self.expect('<', "before custom directive name")?;
                let name = match self.next()? {
                    Tok::Ident(n) => n,
                    _ => return Err("expected custom directive name identifier".into()),
                };
                self.expect('>', "after custom directive name")?;
                self.expect('(', "before custom directive parameters")?;
                let mut args = Vec::new();
                if !self.eat(')') {
                    loop {
                        args.push(self.custom_arg()?);
                        if self.eat(')') {
                            break;
                        }
                        self.expect(',', "between custom directive parameters")?;
                    }
                }
                Ok(Elem::Custom { name, args })
            }
            "oilist" if op => {
                self.expect('(', "before oilist argument list")?;
                let mut clauses = Vec::new();
                loop {
                    let kw = match self.next()? {
                        Tok::Literal(l) => l,
                        _ => {
                            return Err(
                                "expected literal as the first element of an oilist clause".into()
                            )
                        }
                    };
                    let mut elems = Vec::new();
                    loop {
                        match self.peek() {
                            Some(Tok::Punct('|')) | Some(Tok::Punct(')')) | None => break,
                            _ => elems.push(self.element(false)?),
                        }
                    }
                    clauses.push((kw, elems));
                    if self.eat(')') {
                        break;
                    }
                    self.expect('|', "between oilist clauses")?;
                }
                Ok(Elem::OiList(clauses))
            }
            "params" if !op => Ok(Elem::Params),
            "struct" if !op => {
                self.expect('(', "before struct argument list")?;
                let mut params = Vec::new();
                loop {
                    match self.next()? {
                        Tok::Ident(i) if i == "params" => {
                            params.extend(0..self.resolver.num_params());
                        }
                        Tok::Var(n) => match self.var(&n)? {
                            VarRef::Param(i) => params.push(i),
                            _ => return Err("struct arguments must be parameters".into()),
                        },
                        t => return Err(format!("unexpected {t:?} in struct directive")),
                    }
                    if self.eat(')') {
                        break;
                    }
                    self.expect(',', "between struct arguments")?;
                }
                Ok(Elem::Struct(params))
            }
            _ => Err(format!("unknown directive '{id}' in format")),
        }
    }

    fn custom_arg(&mut self) -> Result<CustomArgSpec, String> {
        match self.next()? {
            Tok::Var(n) => Ok(CustomArgSpec {
                var: Some(self.var(&n)?),
                mode: ArgMode::Value,
                string: None,
            }),
            Tok::Str(s) => Ok(CustomArgSpec {
                var: None,
                mode: ArgMode::Value,
                string: Some(s),
            }),
            Tok::Ident(i) if i == "type" => {
                self.expect('(', "before argument list")?;
                let v = self.type_arg()?;
                self.expect(')', "after argument list")?;
                Ok(CustomArgSpec {
                    var: Some(v),
                    mode: ArgMode::Type,
                    string: None,
                })
            }
            Tok::Ident(i) if i == "attr-dict" => Ok(CustomArgSpec {
                var: None,
                mode: ArgMode::AttrDict,
                string: None,
            }),
            Tok::Ident(i) if i == "ref" => {
                self.expect('(', "before argument list")?;
                let spec = match self.next()? {
                    Tok::Var(n) => CustomArgSpec {
                        var: Some(self.var(&n)?),
                        mode: ArgMode::Ref,
                        string: None,
                    },
                    Tok::Ident(i) if i == "type" => {
                        self.expect('(', "before argument list")?;
                        let v = self.type_arg()?;
                        self.expect(')', "after argument list")?;
                        CustomArgSpec {
                            var: Some(v),
                            mode: ArgMode::RefType,
                            string: None,
                        }
                    }
                    Tok::Ident(i) if i == "attr-dict" => CustomArgSpec {
                        var: None,
                        mode: ArgMode::AttrDict,
                        string: None,
                    },
                    t => return Err(format!("unexpected {t:?} in ref directive")),
                };
                self.expect(')', "after argument list")?;
                Ok(spec)
            }
            t => Err(format!("unexpected {t:?} in custom directive parameters")),
        }
    }
}

/// Whether `l` is a valid literal: a keyword (`[_a-zA-Z][_a-zA-Z0-9.$-]*`)
/// or one punctuation token.
fn is_valid_literal(l: &str) -> bool {
    const PUNCT: &[&str] = &[
        "->", ":", ",", "=", "<", ">", "(", ")", "[", "]", "{", "}", "?", "+", "*", "...", "|",
        "-", "/",
    ];
    if PUNCT.contains(&l) {
        return true;
    }
    let mut chars = l.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || "_$.-".contains(c))
}
