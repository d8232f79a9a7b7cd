//! Affine maps, integer sets and affine expressions (MLIR's
//! `AffineParser.cpp`), with MLIR's construction-time simplifications
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, ...: constant folding,
//! constants and symbols moved to the right, known-divisor rules).

use super::core::{PResult, Parser};
use super::token::Kind;
use crate::attributes::{AffineExpr, AffineMap, IntegerSet};

/// The dimension and symbol identifiers of a map or set, each to the
/// expression it stands for (hashed: a map may declare thousands).
#[derive(Default)]
struct Names<'a> {
    ids: std::collections::HashMap<&'a str, AffineExpr>,
    dims: u32,
    symbols: u32,
}

fn is_symbolic_or_constant(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) => false,
        AffineExpr::Symbol(_) | AffineExpr::Constant(_) => true,
        AffineExpr::Add(a, b)
        | AffineExpr::Mul(a, b)
        | AffineExpr::Mod(a, b)
        | AffineExpr::FloorDiv(a, b)
        | AffineExpr::CeilDiv(a, b) => is_symbolic_or_constant(a) && is_symbolic_or_constant(b),
    }
}

fn konst(e: &AffineExpr) -> Option<i64> {
    match e {
        AffineExpr::Constant(c) => Some(*c),
        _ => None,
    }
}

fn bin(
    kind: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr,
    l: AffineExpr,
    r: AffineExpr,
) -> AffineExpr {
    kind(Box::new(l), Box::new(r))
}

/// MLIR's `getLargestKnownDivisor`.
fn largest_known_divisor(e: &AffineExpr) -> i64 {
    match e {
        AffineExpr::Constant(c) => c.unsigned_abs().min(i64::MAX as u64) as i64,
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
        AffineExpr::Mul(a, b) => largest_known_divisor(a).saturating_mul(largest_known_divisor(b)),
        AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) => match konst(b) {
            Some(r) if r != 0 => {
                let l = largest_known_divisor(a);
                if l % r == 0 {
                    (l / r).abs()
                } else {
                    1
                }
            }
            _ => 1,
        },
        AffineExpr::Add(a, b) | AffineExpr::Mod(a, b) => gcd(
            largest_known_divisor(a).unsigned_abs(),
            largest_known_divisor(b).unsigned_abs(),
        ) as i64,
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `l + r` with MLIR's `simplifyAdd`. Like MLIR, two constants whose sum
/// overflows stay unfolded, while the folds of a constant into an existing
/// sum or coefficient wrap.
pub(crate) fn add(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (konst(&l), konst(&r)) {
        return match a.checked_add(b) {
            Some(s) => AffineExpr::Constant(s),
            None => bin(AffineExpr::Add, l, r),
        };
    }
    if konst(&l).is_some() || (is_symbolic_or_constant(&l) && !is_symbolic_or_constant(&r)) {
        return add(r, l);
    }
    if konst(&r) == Some(0) {
        return l;
    }
    if let (AffineExpr::Add(x, c1), Some(c2)) = (&l, konst(&r)) {
        if let Some(c1) = konst(c1) {
            return add((**x).clone(), AffineExpr::Constant(c1.wrapping_add(c2)));
        }
    }
    // `c1 * e + c2 * e` is `(c1 + c2) * e`.
    let split = |e: &AffineExpr| -> (AffineExpr, i64) {
        if let AffineExpr::Mul(x, c) = e {
            if let Some(c) = konst(c) {
                return ((**x).clone(), c);
            }
        }
        (e.clone(), 1)
    };
    let (first, c1) = split(&l);
    let (second, c2) = split(&r);
    if first == second {
        return mul(first, AffineExpr::Constant(c1.wrapping_add(c2)));
    }
    // `(e + c) + f` is `(e + f) + c`.
    if let AffineExpr::Add(x, c) = &l {
        if konst(c).is_some() {
            return add(add((**x).clone(), r), (**c).clone());
        }
    }
    bin(AffineExpr::Add, l, r)
}

/// `l * r` with MLIR's `simplifyMul` (overflow as in [`add`]).
pub(crate) fn mul(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (konst(&l), konst(&r)) {
        return match a.checked_mul(b) {
            Some(p) => AffineExpr::Constant(p),
            None => bin(AffineExpr::Mul, l, r),
        };
    }
    if !is_symbolic_or_constant(&l) && !is_symbolic_or_constant(&r) {
        return bin(AffineExpr::Mul, l, r);
    }
    if !is_symbolic_or_constant(&r) || konst(&l).is_some() {
        return mul(r, l);
    }
    match konst(&r) {
        Some(1) => return l,
        Some(0) => return r,
        _ => {}
    }
    if let AffineExpr::Mul(x, c1) = &l {
        if let Some(c1v) = konst(c1) {
            if let Some(c2) = konst(&r) {
                return mul((**x).clone(), AffineExpr::Constant(c1v.wrapping_mul(c2)));
            }
            // `(e * c) * f` is `(e * f) * c`.
            return mul(mul((**x).clone(), r), (**c1).clone());
        }
    }
    bin(AffineExpr::Mul, l, r)
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// `floordiv`, `ceildiv` and `mod` with MLIR's simplifications.
fn div_like(op: &str, l: AffineExpr, r: AffineExpr) -> AffineExpr {
    let raw = |l, r| match op {
        "floordiv" => bin(AffineExpr::FloorDiv, l, r),
        "ceildiv" => bin(AffineExpr::CeilDiv, l, r),
        _ => bin(AffineExpr::Mod, l, r),
    };
    if let (Some(a), Some(b)) = (konst(&l), konst(&r)) {
        // MLIR keeps `mod` by a constant below 1 and overflowing divisions.
        let folds = if op == "mod" {
            b >= 1
        } else {
            b != 0 && !(a == i64::MIN && b == -1)
        };
        if folds {
            return AffineExpr::Constant(match op {
                "floordiv" => floor_div(a, b),
                "ceildiv" => ceil_div(a, b),
                _ => a.rem_euclid(b),
            });
        }
        return raw(l, r);
    }
    // `mod` simplifies only by a positive constant, the divisions by any
    // nonzero one.
    let Some(c) = konst(&r).filter(|&c| if op == "mod" { c >= 1 } else { c != 0 }) else {
        return raw(l, r);
    };
    if op == "mod" {
        if largest_known_divisor(&l) % c == 0 {
            return AffineExpr::Constant(0);
        }
        match &l {
            AffineExpr::Add(a, b) => {
                if largest_known_divisor(a) % c == 0 {
                    return div_like("mod", (**b).clone(), r);
                }
                if largest_known_divisor(b) % c == 0 {
                    return div_like("mod", (**a).clone(), r);
                }
            }
            AffineExpr::Mod(a, m) => {
                if let Some(m) = konst(m) {
                    if m >= 1 && m % c == 0 {
                        return div_like("mod", (**a).clone(), r);
                    }
                }
            }
            _ => {}
        }
        return raw(l, r);
    }
    if c == 1 {
        return l;
    }
    if let AffineExpr::Mul(x, k) = &l {
        if let Some(k) = konst(k) {
            // (checked: `i64::MIN / -1` overflows; mlir-opt traps there)
            if k.checked_rem(c) == Some(0) {
                if let Some(q) = k.checked_div(c) {
                    return mul((**x).clone(), AffineExpr::Constant(q));
                }
            }
        }
    }
    if op == "floordiv" {
        if let AffineExpr::Add(a, b) = &l {
            if largest_known_divisor(a) % c == 0 || largest_known_divisor(b) % c == 0 {
                let x = div_like("floordiv", (**a).clone(), r.clone());
                let y = div_like("floordiv", (**b).clone(), r);
                return add(x, y);
            }
        }
    }
    raw(l, r)
}

#[derive(Clone, Copy, PartialEq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

fn low(op: LowOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
    match op {
        LowOp::Add => add(l, r),
        LowOp::Sub => add(l, mul(r, AffineExpr::Constant(-1))),
    }
}

/// A parsed `affine_map` or `affine_set` body.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

impl<'a> Parser<'a> {
    /// The body of `affine_map<...>`.
    pub(crate) fn parse_affine_map_reference(&mut self) -> PResult<AffineMap> {
        let pos = self.tok.start;
        match self.parse_affine_map_or_set()? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => Err(self.error_at(pos, "expected AffineMap, but got IntegerSet")),
        }
    }

    /// The body of `affine_set<...>`.
    pub(crate) fn parse_integer_set_reference(&mut self) -> PResult<IntegerSet> {
        let pos = self.tok.start;
        match self.parse_affine_map_or_set()? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => Err(self.error_at(pos, "expected IntegerSet, but got AffineMap")),
        }
    }

    fn parse_affine_map_or_set(&mut self) -> PResult<MapOrSet> {
        let mut names = Names::default();
        self.expect(Kind::LParen, "expected '(' in dimensional identifier list")?;
        if !self.eat(Kind::RParen) {
            loop {
                let n = self.parse_affine_id(&names)?;
                names.ids.insert(n, AffineExpr::Dim(names.dims));
                names.dims += 1;
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::RParen, "expected ')' in dimensional identifier list")?;
        }
        if self.eat(Kind::LSquare) && !self.eat(Kind::RSquare) {
            loop {
                let n = self.parse_affine_id(&names)?;
                names.ids.insert(n, AffineExpr::Symbol(names.symbols));
                names.symbols += 1;
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::RSquare, "expected ']' in symbol list")?;
        }
        let (num_dims, num_symbols) = (names.dims, names.symbols);
        if self.eat(Kind::Arrow) {
            self.expect(Kind::LParen, "expected '(' in affine map range")?;
            let mut results = Vec::new();
            if !self.eat(Kind::RParen) {
                loop {
                    results.push(self.parse_affine_expr(&names)?);
                    if !self.eat(Kind::Comma) {
                        break;
                    }
                }
                self.expect(Kind::RParen, "expected ')' in affine map range")?;
            }
            return Ok(MapOrSet::Map(AffineMap {
                num_dims,
                num_symbols,
                results: results.into(),
            }));
        }
        self.expect(Kind::Colon, "expected '->' or ':'")?;
        self.expect(Kind::LParen, "expected '(' in integer set constraint list")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        if !self.eat(Kind::RParen) {
            loop {
                let (c, eq) = self.parse_affine_constraint(&names)?;
                constraints.push(c);
                eq_flags.push(eq);
                if !self.eat(Kind::Comma) {
                    break;
                }
            }
            self.expect(Kind::RParen, "expected ')' in integer set constraint list")?;
        }
        if constraints.is_empty() {
            // The degenerate always-true set `0 == 0`.
            constraints.push(AffineExpr::Constant(0));
            eq_flags.push(true);
        }
        Ok(MapOrSet::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
            eq_flags: eq_flags.into(),
        }))
    }

    fn parse_affine_constraint(&mut self, names: &Names<'a>) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(names)?;
        if self.eat(Kind::Greater) && self.eat(Kind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((low(LowOp::Sub, lhs, rhs), false));
        }
        if self.eat(Kind::Less) && self.eat(Kind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((low(LowOp::Sub, rhs, lhs), false));
        }
        if self.eat(Kind::Equal) && self.eat(Kind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((low(LowOp::Sub, lhs, rhs), true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    fn at_affine_identifier(&self) -> bool {
        matches!(self.tok.kind, Kind::BareIdent | Kind::IntType)
    }

    fn parse_affine_id(&mut self, names: &Names<'a>) -> PResult<&'a str> {
        if !self.at_affine_identifier() {
            return Err(self.error_wrong_token("expected bare identifier"));
        }
        let n = self.text();
        if names.ids.contains_key(n) {
            return Err(self.error_here(&format!("redefinition of identifier '{n}'")));
        }
        self.bump();
        Ok(n)
    }

    fn parse_affine_expr(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.parse_low_prec(names);
        self.leave();
        r
    }

    fn eat_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Kind::Plus => LowOp::Add,
            Kind::Minus => LowOp::Sub,
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn eat_high_op(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Kind::Star => HighOp::Mul,
            Kind::BareIdent => match self.text() {
                "floordiv" => HighOp::FloorDiv,
                "ceildiv" => HighOp::CeilDiv,
                "mod" => HighOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn high(&self, op: HighOp, l: AffineExpr, r: AffineExpr, op_pos: u32) -> PResult<AffineExpr> {
        let name = match op {
            HighOp::Mul => {
                if !is_symbolic_or_constant(&l) && !is_symbolic_or_constant(&r) {
                    return Err(self.error_at(op_pos, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
                }
                return Ok(mul(l, r));
            }
            HighOp::FloorDiv => "floordiv",
            HighOp::CeilDiv => "ceildiv",
            HighOp::Mod => "mod",
        };
        if !is_symbolic_or_constant(&r) {
            return Err(self.error_at(
                op_pos,
                &format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
            ));
        }
        Ok(div_like(name, l, r))
    }

    /// MLIR's `parseAffineLowPrecOpExpr` as a loop (left associative).
    fn parse_low_prec(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        let mut acc: Option<(AffineExpr, LowOp)> = None;
        loop {
            let has_lhs = acc.is_some();
            let mut term = self.parse_affine_operand(names, has_lhs)?;
            let op_pos = self.tok.start;
            if let Some(h) = self.eat_high_op() {
                term = self.parse_high_prec(names, term, h, op_pos)?;
            }
            let combined = match acc.take() {
                Some((l, op)) => low(op, l, term),
                None => term,
            };
            match self.eat_low_op() {
                Some(op) => acc = Some((combined, op)),
                None => return Ok(combined),
            }
        }
    }

    /// MLIR's `parseAffineHighPrecOpExpr`: `lhs op operand op operand ...`.
    fn parse_high_prec(
        &mut self,
        names: &Names<'a>,
        mut lhs: AffineExpr,
        mut op: HighOp,
        mut op_pos: u32,
    ) -> PResult<AffineExpr> {
        loop {
            let rhs = self.parse_affine_operand(names, true)?;
            let next_pos = self.tok.start;
            match self.eat_high_op() {
                Some(next) => {
                    lhs = self.high(op, lhs, rhs, next_pos)?;
                    op = next;
                    op_pos = next_pos;
                }
                None => return self.high(op, lhs, rhs, op_pos),
            }
        }
    }

    fn parse_affine_operand(&mut self, names: &Names<'a>, has_lhs: bool) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.parse_affine_operand_inner(names, has_lhs);
        self.leave();
        r
    }

    fn parse_affine_operand_inner(
        &mut self,
        names: &Names<'a>,
        has_lhs: bool,
    ) -> PResult<AffineExpr> {
        match self.tok.kind {
            Kind::LParen => {
                self.bump();
                if self.at(Kind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_low_prec(names)?;
                self.expect(Kind::RParen, "expected ')'")?;
                Ok(e)
            }
            Kind::Minus => {
                self.bump();
                let e = self.parse_affine_operand(names, has_lhs)?;
                Ok(mul(e, AffineExpr::Constant(-1)))
            }
            Kind::Integer => {
                // A literal is an i64 before any minus sign applies.
                let v = super::core::parse_uint(self.text())
                    .and_then(|v| i64::try_from(v).ok())
                    .ok_or_else(|| self.error_here("constant too large for index"))?;
                self.bump();
                Ok(AffineExpr::Constant(v))
            }
            Kind::PercentIdent => Err(self.error_wrong_token("unexpected ssa identifier")),
            Kind::Plus | Kind::Star => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            Kind::BareIdent | Kind::IntType => {
                if let Some(e) = names.ids.get(self.text()) {
                    let e = e.clone();
                    self.bump();
                    return Ok(e);
                }
                Err(self.error_wrong_token("use of undeclared identifier"))
            }
            _ => Err(self.error_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }
}
