//! Numeric substitution blocks: matching formats, expression ASTs, their
//! parser (`[[#%x,VAR:expr]]`) and evaluation with overflow detection.

use crate::source::Loc;
use crate::strref::{Sr, SPACE};
use crate::vars::Context;

/// A parse or evaluation error carrying LLVM's location and message.
#[derive(Clone, Debug)]
pub struct DiagErr {
    pub loc: Loc,
    pub msg: String,
    pub range: (Loc, Loc),
    /// Reported through `logAllUnhandledErrors`, which adds a blank line.
    pub logged: bool,
}

impl DiagErr {
    /// Marks the error as reported through `logAllUnhandledErrors`.
    pub fn logged(mut self) -> DiagErr {
        self.logged = true;
        self
    }
    /// An error covering `sr`.
    pub fn at(sr: Sr<'_>, msg: impl Into<String>) -> DiagErr {
        DiagErr {
            loc: sr.loc(),
            msg: msg.into(),
            range: (sr.loc(), sr.end_loc()),
            logged: false,
        }
    }
    /// An error at a single location.
    pub fn at_loc(loc: Loc, msg: impl Into<String>) -> DiagErr {
        DiagErr {
            loc,
            msg: msg.into(),
            range: (loc, loc),
            logged: false,
        }
    }
}

/// The kind of a matching format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FmtKind {
    NoFormat,
    Unsigned,
    Signed,
    HexUpper,
    HexLower,
}

/// A matching format (`%u`, `%.8x`, `%#X`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub kind: FmtKind,
    pub precision: u32,
    pub alt: bool,
}

impl Format {
    /// A format of `kind` without precision.
    pub fn new(kind: FmtKind) -> Format {
        Format {
            kind,
            precision: 0,
            alt: false,
        }
    }
    /// Whether a format is set.
    pub fn is_set(&self) -> bool {
        self.kind != FmtKind::NoFormat
    }
    /// `%u` style description.
    pub fn describe(&self) -> String {
        let c = match self.kind {
            FmtKind::Unsigned => "u",
            FmtKind::Signed => "d",
            FmtKind::HexUpper => "X",
            FmtKind::HexLower => "x",
            FmtKind::NoFormat => return "<none>".into(),
        };
        let mut s = String::from("%");
        if self.alt {
            s.push('#');
        }
        if self.precision > 0 {
            s.push_str(&format!(".{}", self.precision));
        }
        s.push_str(c);
        s
    }
    /// The regex (LLVM dialect) matching any value in this format.
    pub fn wildcard_regex(&self) -> String {
        let alt = if self.alt { "0x" } else { "" };
        let p = self.precision;
        match self.kind {
            FmtKind::Unsigned | FmtKind::NoFormat => {
                if p > 0 {
                    format!("([1-9][0-9]*)?[0-9]{{{p}}}")
                } else {
                    "[0-9]+".into()
                }
            }
            FmtKind::Signed => {
                if p > 0 {
                    format!("-?([1-9][0-9]*)?[0-9]{{{p}}}")
                } else {
                    "-?[0-9]+".into()
                }
            }
            FmtKind::HexUpper => {
                if p > 0 {
                    format!("{alt}([1-9A-F][0-9A-F]*)?[0-9A-F]{{{p}}}")
                } else {
                    format!("{alt}[0-9A-F]+")
                }
            }
            FmtKind::HexLower => {
                if p > 0 {
                    format!("{alt}([1-9a-f][0-9a-f]*)?[0-9a-f]{{{p}}}")
                } else {
                    format!("{alt}[0-9a-f]+")
                }
            }
        }
    }
    /// Renders `v`; `None` means overflow (negative value in unsigned format).
    pub fn matching_string(&self, v: i128) -> Option<String> {
        if self.kind != FmtKind::Signed && v < 0 {
            return None;
        }
        let abs = v.unsigned_abs();
        let digits = match self.kind {
            FmtKind::HexUpper => format!("{abs:X}"),
            FmtKind::HexLower => format!("{abs:x}"),
            _ => format!("{abs}"),
        };
        let sign = if v < 0 { "-" } else { "" };
        let alt = if self.alt { "0x" } else { "" };
        let pad = (self.precision as usize).saturating_sub(digits.len());
        Some(format!("{sign}{alt}{}{digits}", "0".repeat(pad)))
    }
    /// Parses a matched value (always valid per the wildcard regex).
    pub fn value_from_str(&self, s: &[u8]) -> Option<i128> {
        let mut s = s;
        let neg = s.first() == Some(&b'-');
        if neg {
            s = &s[1..];
        }
        let hex = matches!(self.kind, FmtKind::HexUpper | FmtKind::HexLower);
        if hex && self.alt && (s.starts_with(b"0x") || s.starts_with(b"0X")) {
            s = &s[2..];
        }
        let v = parse_int(s, if hex { 16 } else { 10 })?;
        Some(if neg { -v } else { v })
    }
}

fn parse_int(s: &[u8], radix: u32) -> Option<i128> {
    if s.is_empty() {
        return None;
    }
    let mut v: i128 = 0;
    for &c in s {
        let d = (c as char).to_digit(radix)? as i128;
        v = v.checked_mul(radix as i128)?.checked_add(d)?;
    }
    Some(v)
}

/// A binary function usable in expressions.
#[derive(Clone, Copy, Debug)]
pub enum Func {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
}

impl Func {
    fn apply(self, a: i128, b: i128) -> Option<i128> {
        match self {
            Func::Add => a.checked_add(b),
            Func::Sub => a.checked_sub(b),
            Func::Mul => a.checked_mul(b),
            Func::Div => {
                if b == 0 {
                    None
                } else {
                    a.checked_div(b)
                }
            }
            Func::Max => Some(a.max(b)),
            Func::Min => Some(a.min(b)),
        }
    }
}

/// An expression AST node. `text` is the source range LLVM associates with it.
#[derive(Clone, Debug)]
pub enum Ast {
    Literal {
        text: (Loc, String),
        value: i128,
    },
    Var {
        name: String,
        loc: Loc,
        var: usize,
    },
    Binop {
        text: (Loc, String),
        f: Func,
        l: Box<Ast>,
        r: Box<Ast>,
    },
}

/// Why an evaluation failed.
#[derive(Clone, Debug)]
pub enum EvalErr {
    Undef { name: String, loc: Loc },
    Overflow,
}

impl Ast {
    fn text(&self) -> (Loc, String) {
        match self {
            Ast::Literal { text, .. } | Ast::Binop { text, .. } => text.clone(),
            Ast::Var { name, loc, .. } => (*loc, name.clone()),
        }
    }

    /// Evaluates, collecting every undefined variable like LLVM's joinErrors.
    pub fn eval(&self, ctx: &Context) -> Result<i128, Vec<EvalErr>> {
        match self {
            Ast::Literal { value, .. } => Ok(*value),
            Ast::Var { name, loc, var } => ctx.num_vars[*var].value.ok_or_else(|| {
                vec![EvalErr::Undef {
                    name: name.clone(),
                    loc: *loc,
                }]
            }),
            Ast::Binop { f, l, r, .. } => {
                let a = l.eval(ctx);
                let b = r.eval(ctx);
                match (a, b) {
                    (Ok(a), Ok(b)) => f.apply(a, b).ok_or_else(|| vec![EvalErr::Overflow]),
                    (Err(mut e1), Err(e2)) => {
                        e1.extend(e2);
                        Err(e1)
                    }
                    (Err(e), _) | (_, Err(e)) => Err(e),
                }
            }
        }
    }

    /// The implicit format, or a conflict error.
    pub fn implicit_format(&self, ctx: &Context) -> Result<Format, Vec<DiagErr>> {
        match self {
            Ast::Literal { .. } => Ok(Format::new(FmtKind::NoFormat)),
            Ast::Var { var, .. } => Ok(ctx.num_vars[*var].fmt),
            Ast::Binop { text, l, r, .. } => {
                let lf = l.implicit_format(ctx);
                let rf = r.implicit_format(ctx);
                let (lf, rf) = match (lf, rf) {
                    (Ok(a), Ok(b)) => (a, b),
                    (Err(mut a), Err(b)) => {
                        a.extend(b);
                        return Err(a);
                    }
                    (Err(a), _) | (_, Err(a)) => return Err(a),
                };
                if lf.is_set() && rf.is_set() && lf != rf {
                    let (ll, lt) = l.text();
                    let _ = ll;
                    let (_, rt) = r.text();
                    return Err(vec![DiagErr {
                        loc: text.0,
                        msg: format!(
                            "implicit format conflict between '{}' ({}) and '{}' ({}), need an explicit format specifier",
                            lt,
                            lf.describe(),
                            rt,
                            rf.describe()
                        ),
                        range: (text.0, Loc::new(text.0.buf, text.0.off + text.1.len())),
                        logged: false,
                    }]);
                }
                Ok(if lf.is_set() { lf } else { rf })
            }
        }
    }
}

/// A parsed numeric expression with its format.
#[derive(Clone, Debug)]
pub struct Expression {
    pub ast: Option<Ast>,
    pub format: Format,
}

#[derive(PartialEq, Clone, Copy)]
enum Allowed {
    LineVar,
    LegacyLiteral,
    Any,
}

/// Parses a variable name at the front of `s`, advancing it.
pub fn parse_variable<'a>(s: &mut Sr<'a>) -> Result<(Sr<'a>, bool), DiagErr> {
    if s.is_empty() {
        return Err(DiagErr::at(*s, "empty variable name"));
    }
    let b = s.b();
    let mut i = 0;
    let pseudo = b[0] == b'@';
    if b[0] == b'$' || pseudo {
        i += 1;
    }
    if i == b.len() {
        return Err(DiagErr::at(
            s.drop_front(i),
            format!(
                "empty {}variable name",
                if pseudo { "pseudo " } else { "global " }
            ),
        ));
    }
    let c = b[i];
    i += 1;
    if !(c == b'_' || c.is_ascii_alphabetic()) {
        return Err(DiagErr::at(*s, "invalid variable name"));
    }
    while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
        i += 1;
    }
    let name = s.take_front(i);
    *s = s.drop_front(i);
    Ok((name, pseudo))
}

/// Parses the body of a `[[#...]]` block (or a command-line `-D#` definition).
/// Returns the expression and the defined variable, if any.
pub fn parse_numeric_block(
    expr_in: Sr<'_>,
    legacy_line: bool,
    line: Option<usize>,
    ctx: &mut Context,
) -> Result<(Expression, Option<usize>), Vec<DiagErr>> {
    let one = |e: DiagErr| vec![e];
    let mut expr = expr_in;
    let mut explicit = Format::new(FmtKind::NoFormat);
    let mut precision = 0u32;
    let fmt_end = expr.find(b',');
    let fn_start = expr.find(b'(');
    if let Some(fe) = fmt_end {
        if fn_start.is_none_or(|f| fe < f) {
            let mut fe_sr = expr.take_front(fe);
            expr = expr.drop_front(fe + 1);
            fe_sr = fe_sr.trim(SPACE);
            if !fe_sr.consume_front(b"%") {
                return Err(one(DiagErr::at(
                    fe_sr,
                    "invalid matching format specification in expression",
                )));
            }
            let alt_loc = fe_sr.loc();
            let alt = fe_sr.consume_front(b"#");
            if fe_sr.consume_front(b".") {
                let b = fe_sr.b();
                let n = b.iter().take_while(|c| c.is_ascii_digit()).count();
                let parsed = std::str::from_utf8(&b[..n])
                    .ok()
                    .and_then(|t| t.parse::<u32>().ok());
                match parsed {
                    Some(p) if n > 0 => {
                        precision = p;
                        fe_sr = fe_sr.drop_front(n);
                    }
                    _ => {
                        return Err(one(DiagErr::at(
                            fe_sr,
                            "invalid precision in format specifier",
                        )))
                    }
                }
            }
            if !fe_sr.is_empty() {
                let fmt_loc = fe_sr.loc();
                let c = fe_sr.front();
                fe_sr = fe_sr.drop_front(1);
                let kind = match c {
                    b'u' => FmtKind::Unsigned,
                    b'd' => FmtKind::Signed,
                    b'x' => FmtKind::HexLower,
                    b'X' => FmtKind::HexUpper,
                    _ => {
                        return Err(one(DiagErr::at_loc(
                            fmt_loc,
                            "invalid format specifier in expression",
                        )))
                    }
                };
                explicit = Format {
                    kind,
                    precision,
                    alt: alt && matches!(kind, FmtKind::HexLower | FmtKind::HexUpper),
                };
            }
            if alt && !matches!(explicit.kind, FmtKind::HexLower | FmtKind::HexUpper) {
                return Err(one(DiagErr::at_loc(
                    alt_loc,
                    "alternate form only supported for hex values",
                )));
            }
            fe_sr = fe_sr.ltrim(SPACE);
            if !fe_sr.is_empty() {
                return Err(one(DiagErr::at(
                    fe_sr,
                    "invalid matching format specification in expression",
                )));
            }
        }
    }

    let def_end = expr.find(b':');
    let mut def_expr = None;
    if let Some(de) = def_end {
        def_expr = Some(expr.take_front(de));
        expr = expr.drop_front(de + 1);
    }

    expr = expr.ltrim(SPACE);
    let has_constraint = expr.consume_front(b"==");
    expr = expr.ltrim(SPACE);
    let mut ast = None;
    if expr.is_empty() {
        if has_constraint {
            return Err(one(DiagErr::at(
                expr,
                "empty numeric expression should not have a constraint",
            )));
        }
    } else {
        expr = expr.rtrim(SPACE);
        let outer = expr;
        let ao = if legacy_line {
            Allowed::LineVar
        } else {
            Allowed::Any
        };
        let mut res = parse_operand(&mut expr, ao, !has_constraint, line, ctx);
        while res.is_ok() && !expr.is_empty() {
            res = parse_binop(outer, &mut expr, res.unwrap(), legacy_line, line, ctx);
            if res.is_ok() && legacy_line && !expr.is_empty() {
                return Err(one(DiagErr::at(
                    expr,
                    format!(
                        "unexpected characters at end of expression '{}'",
                        expr.str()
                    ),
                )));
            }
        }
        ast = Some(res.map_err(one)?);
    }

    let format = if explicit.is_set() {
        explicit
    } else {
        let f = match &ast {
            Some(a) => a.implicit_format(ctx)?,
            None => Format::new(FmtKind::NoFormat),
        };
        if f.is_set() {
            f
        } else {
            Format {
                kind: FmtKind::Unsigned,
                precision,
                alt: false,
            }
        }
    };

    let mut defined = None;
    if let Some(de) = def_expr {
        let de = de.ltrim(SPACE);
        defined = Some(parse_num_var_def(de, ctx, line, format).map_err(one)?);
    }
    Ok((Expression { ast, format }, defined))
}

fn parse_num_var_def(
    mut s: Sr<'_>,
    ctx: &mut Context,
    line: Option<usize>,
    fmt: Format,
) -> Result<usize, DiagErr> {
    let (name, pseudo) = parse_variable(&mut s)?;
    if pseudo {
        return Err(DiagErr::at(
            name,
            "definition of pseudo numeric variable unsupported",
        ));
    }
    let name_s = name.str();
    if ctx.defined_str.contains(&name_s) {
        return Err(DiagErr::at(
            name,
            format!("string variable with name '{name_s}' already exists"),
        ));
    }
    s = s.ltrim(SPACE);
    if !s.is_empty() {
        return Err(DiagErr::at(
            s,
            "unexpected characters after numeric variable name",
        ));
    }
    if let Some(&id) = ctx.num_table.get(&name_s) {
        if ctx.num_vars[id].fmt != fmt {
            return Err(DiagErr::at(
                s,
                "format different from previous variable definition",
            ));
        }
        Ok(id)
    } else {
        Ok(ctx.make_num_var(&name_s, fmt, line))
    }
}

fn parse_var_use(
    name: Sr<'_>,
    pseudo: bool,
    line: Option<usize>,
    ctx: &mut Context,
) -> Result<Ast, DiagErr> {
    let name_s = name.str();
    if pseudo && name_s != "@LINE" {
        return Err(DiagErr::at(
            name,
            format!("invalid pseudo numeric variable '{name_s}'"),
        ));
    }
    let id = match ctx.num_table.get(&name_s) {
        Some(&id) => id,
        None => {
            let id = ctx.make_num_var(&name_s, Format::new(FmtKind::Unsigned), None);
            ctx.num_table.insert(name_s.clone(), id);
            id
        }
    };
    if let (Some(d), Some(l)) = (ctx.num_vars[id].def_line, line) {
        if d == l {
            return Err(DiagErr::at(
                name,
                format!("numeric variable '{name_s}' defined earlier in the same CHECK directive"),
            ));
        }
    }
    Ok(Ast::Var {
        name: name_s,
        loc: name.loc(),
        var: id,
    })
}

fn parse_operand(
    expr: &mut Sr<'_>,
    ao: Allowed,
    maybe_invalid_constraint: bool,
    line: Option<usize>,
    ctx: &mut Context,
) -> Result<Ast, DiagErr> {
    if expr.starts_with(b"(") {
        if ao != Allowed::Any {
            return Err(DiagErr::at(
                *expr,
                "parenthesized expression not permitted here",
            ));
        }
        return parse_paren(expr, line, ctx);
    }
    if ao == Allowed::LineVar || ao == Allowed::Any {
        let mut tmp = *expr;
        match parse_variable(&mut tmp) {
            Ok((name, pseudo)) => {
                *expr = tmp;
                if expr.ltrim(SPACE).starts_with(b"(") {
                    if ao != Allowed::Any {
                        return Err(DiagErr::at(name, "unexpected function call"));
                    }
                    return parse_call(expr, name, line, ctx);
                }
                return parse_var_use(name, pseudo, line, ctx);
            }
            Err(e) => {
                if ao == Allowed::LineVar {
                    return Err(e);
                }
            }
        }
    }
    let save = *expr;
    let mut e = *expr;
    let neg = e.consume_front(b"-");
    let radix_auto = ao != Allowed::LegacyLiteral;
    if let Some((v, used)) = consume_integer(e.b(), radix_auto) {
        e = e.drop_front(used);
        *expr = e;
        let text = save.take_front(save.len() - e.len());
        return Ok(Ast::Literal {
            text: (text.loc(), text.str()),
            value: if neg { -v } else { v },
        });
    }
    Err(DiagErr::at(
        save,
        format!(
            "invalid {}operand format",
            if maybe_invalid_constraint {
                "matching constraint or "
            } else {
                ""
            }
        ),
    ))
}

/// `StringRef::consumeInteger` into an unbounded integer (here i128).
fn consume_integer(b: &[u8], auto: bool) -> Option<(i128, usize)> {
    let mut radix = 10;
    let mut skip = 0;
    if auto {
        if b.len() >= 2 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
            radix = 16;
            skip = 2;
        } else if b.len() >= 2 && b[0] == b'0' && (b[1] == b'b' || b[1] == b'B') {
            radix = 2;
            skip = 2;
        } else if b.len() >= 2 && b[0] == b'0' && (b[1] == b'o' || b[1] == b'O') {
            radix = 8;
            skip = 2;
        } else if b.len() >= 2 && b[0] == b'0' && b[1].is_ascii_digit() {
            radix = 8;
            skip = 1;
        }
    }
    let digits = &b[skip..];
    let n = digits
        .iter()
        .take_while(|c| (**c as char).is_digit(radix))
        .count();
    if n == 0 {
        return None;
    }
    let v = parse_int(&digits[..n], radix)?;
    Some((v, skip + n))
}

fn parse_binop(
    outer: Sr<'_>,
    rem: &mut Sr<'_>,
    left: Ast,
    legacy: bool,
    line: Option<usize>,
    ctx: &mut Context,
) -> Result<Ast, DiagErr> {
    *rem = rem.ltrim(SPACE);
    if rem.is_empty() {
        return Ok(left);
    }
    let op_loc = rem.loc();
    let op = rem.front();
    *rem = rem.drop_front(1);
    let f = match op {
        b'+' => Func::Add,
        b'-' => Func::Sub,
        _ => {
            return Err(DiagErr::at_loc(
                op_loc,
                format!("unsupported operation '{}'", op as char),
            ))
        }
    };
    *rem = rem.ltrim(SPACE);
    if rem.is_empty() {
        return Err(DiagErr::at(*rem, "missing operand in expression"));
    }
    let ao = if legacy {
        Allowed::LegacyLiteral
    } else {
        Allowed::Any
    };
    let right = parse_operand(rem, ao, false, line, ctx)?;
    let text = outer.take_front(outer.len().saturating_sub(rem.len()));
    Ok(Ast::Binop {
        text: (text.loc(), text.str()),
        f,
        l: Box::new(left),
        r: Box::new(right),
    })
}

fn parse_call(
    expr: &mut Sr<'_>,
    name: Sr<'_>,
    line: Option<usize>,
    ctx: &mut Context,
) -> Result<Ast, DiagErr> {
    *expr = expr.ltrim(SPACE);
    let f = match name.b() {
        b"add" => Func::Add,
        b"div" => Func::Div,
        b"max" => Func::Max,
        b"min" => Func::Min,
        b"mul" => Func::Mul,
        b"sub" => Func::Sub,
        _ => {
            return Err(DiagErr::at(
                name,
                format!("call to undefined function '{}'", name.str()),
            ))
        }
    };
    expr.consume_front(b"(");
    *expr = expr.ltrim(SPACE);
    let mut args = Vec::new();
    while !expr.is_empty() && !expr.starts_with(b")") {
        if expr.starts_with(b",") {
            return Err(DiagErr::at(*expr, "missing argument"));
        }
        let outer = *expr;
        let mut arg = parse_operand(expr, Allowed::Any, false, line, ctx);
        while arg.is_ok() && !expr.is_empty() {
            *expr = expr.ltrim(SPACE);
            if expr.starts_with(b",") || expr.starts_with(b")") {
                break;
            }
            arg = parse_binop(outer, expr, arg.unwrap(), false, line, ctx);
        }
        args.push(arg?);
        *expr = expr.ltrim(SPACE);
        if !expr.consume_front(b",") {
            break;
        }
        *expr = expr.ltrim(SPACE);
        if expr.starts_with(b")") {
            return Err(DiagErr::at(*expr, "missing argument"));
        }
    }
    if !expr.consume_front(b")") {
        return Err(DiagErr::at(*expr, "missing ')' at end of call expression"));
    }
    if args.len() == 2 {
        let r = args.pop().unwrap();
        let l = args.pop().unwrap();
        return Ok(Ast::Binop {
            text: (expr.loc(), expr.str()),
            f,
            l: Box::new(l),
            r: Box::new(r),
        });
    }
    Err(DiagErr::at(
        name,
        format!(
            "function '{}' takes 2 arguments but {} given",
            name.str(),
            args.len()
        ),
    ))
}

fn parse_paren(expr: &mut Sr<'_>, line: Option<usize>, ctx: &mut Context) -> Result<Ast, DiagErr> {
    *expr = expr.ltrim(SPACE);
    expr.consume_front(b"(");
    *expr = expr.ltrim(SPACE);
    if expr.is_empty() {
        return Err(DiagErr::at(*expr, "missing operand in expression"));
    }
    let mut sub = parse_operand(expr, Allowed::Any, false, line, ctx);
    *expr = expr.ltrim(SPACE);
    while sub.is_ok() && !expr.is_empty() && !expr.starts_with(b")") {
        let orig = *expr;
        sub = parse_binop(orig, expr, sub.unwrap(), false, line, ctx);
        *expr = expr.ltrim(SPACE);
    }
    let sub = sub?;
    if !expr.consume_front(b")") {
        return Err(DiagErr::at(
            *expr,
            "missing ')' at end of nested expression",
        ));
    }
    Ok(sub)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_render_like_llvm() {
        let f = Format {
            kind: FmtKind::HexLower,
            precision: 8,
            alt: true,
        };
        assert_eq!(f.matching_string(12).unwrap(), "0x0000000c");
        let d = Format {
            kind: FmtKind::Signed,
            precision: 8,
            alt: false,
        };
        assert_eq!(d.matching_string(-30).unwrap(), "-00000030");
        assert!(Format::new(FmtKind::Unsigned).matching_string(-1).is_none());
    }

    #[test]
    fn overflow_is_an_error_not_a_panic() {
        let ctx = Context::default();
        let big = Ast::Literal {
            text: (Loc::new(0, 0), String::new()),
            value: i128::MAX,
        };
        let e = Ast::Binop {
            text: (Loc::new(0, 0), String::new()),
            f: Func::Add,
            l: Box::new(big.clone()),
            r: Box::new(big),
        };
        assert!(matches!(e.eval(&ctx), Err(v) if matches!(v[0], EvalErr::Overflow)));
    }
}
