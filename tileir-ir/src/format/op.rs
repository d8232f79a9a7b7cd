//! Interpreting a compiled op format: parsing into an `OperationState` and
//! printing an op, with ODS's spacing, optional-group and type-resolution
//! rules (`OpFormatGen.cpp`).

use super::compile::{ArgMode, CustomArgSpec, Elem, VarRef};
use super::{attr, CustomArg, Spacing};
use crate::asm::{AsmParser, AsmPrinter, ParseResult, SourcePos, UnresolvedOperand};
use crate::attributes::{AttrData, Attribute, NamedAttr};
use crate::body::{Body, OperationState};
use crate::context::Context;
use crate::dialect::{Arity, AttrKind, OpDef, Traits, ValueDecl};
use crate::ids::{BlockId, OpId, RegionId, Value};
use crate::types::{Type, TypeData};
use smallvec::SmallVec;

// ===================================================================
// Parsing
// ===================================================================

/// Operand and type lists of one operand or result group: most are short,
/// and an op is parsed millions of times, so they live inline.
type OperandList = SmallVec<[UnresolvedOperand; 2]>;
type TypeList = SmallVec<[Type; 2]>;
type RegionList = SmallVec<[RegionId; 1]>;
type SuccessorList = SmallVec<[BlockId; 1]>;

/// What has been parsed so far, per declared operand/result/region/successor.
pub(crate) struct ParseState {
    pub operands: SmallVec<[OperandList; 3]>,
    pub operand_types: SmallVec<[Option<TypeList>; 3]>,
    pub result_types: SmallVec<[Option<TypeList>; 2]>,
    pub attrs: crate::attributes::AttrList,
    pub regions: SmallVec<[RegionList; 2]>,
    pub successors: SmallVec<[SuccessorList; 2]>,
    pub all_operands: Option<Vec<UnresolvedOperand>>,
    pub all_operand_types: Option<Vec<Type>>,
    pub all_result_types: Option<Vec<Type>>,
    pub all_regions: Option<Vec<RegionId>>,
    pub all_successors: Option<Vec<BlockId>>,
    /// Regions a custom directive parsed: MLIR's generated parser leaves
    /// them as they are (no implicit terminator added).
    pub custom_regions: Vec<RegionId>,
    pub start: SourcePos,
}

impl ParseState {
    fn new(def: &OpDef, start: SourcePos) -> ParseState {
        // One empty slot per declared operand, result, region, successor:
        // built in place when they fit inline (an op is parsed millions of
        // times; slots past `n` are empty values that own nothing).
        fn slots<A: smallvec::Array + Default>(n: usize) -> SmallVec<A>
        where
            A::Item: Default,
        {
            if n <= A::size() {
                return SmallVec::from_buf_and_len(A::default(), n);
            }
            let mut v = SmallVec::new();
            v.resize_with(n, Default::default);
            v
        }
        ParseState {
            operands: slots(def.operands.len()),
            operand_types: slots(def.operands.len()),
            result_types: slots(def.results.len()),
            attrs: Default::default(),
            regions: slots(def.regions.len()),
            successors: slots(def.successor_decls.len()),
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
            all_regions: None,
            all_successors: None,
            custom_regions: Vec::new(),
            start,
        }
    }
}

pub(crate) fn parse_op(
    def: &OpDef,
    format: &super::OpFormat,
    p: &mut dyn AsmParser,
    state: &mut OperationState,
) -> ParseResult<()> {
    let mut st = ParseState::new(def, p.current_pos());
    for e in &format.elems {
        // The commonest elements (most of an op's) without the call into
        // `parse_elem`'s large dispatch; same behaviour.
        match e {
            Elem::Literal(l) => parse_literal(p, l)?,
            Elem::Space(_) | Elem::Newline => {}
            Elem::Var { var, qualified } => {
                parse_var(def, *var, *qualified, p, &mut st, false)?;
            }
            _ => parse_elem(def, e, p, &mut st)?,
        }
    }
    finish(def, &format.relations, p, &mut st, state)
}

fn is_keyword_literal(l: &str) -> bool {
    l.as_bytes()
        .first()
        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
}

pub(crate) fn parse_literal(p: &mut dyn AsmParser, l: &str) -> ParseResult<()> {
    if is_keyword_literal(l) {
        p.parse_keyword(l)
    } else {
        p.parse_punct(l)
    }
}

pub(crate) fn parse_optional_literal(p: &mut dyn AsmParser, l: &str) -> bool {
    if is_keyword_literal(l) {
        p.parse_optional_keyword(l)
    } else {
        p.parse_optional_punct(l)
    }
}

fn named(ctx: &Context, name: &'static str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.static_symbol(name),
        value,
    }
}

/// `%a, %b, ...` (possibly empty).
pub fn parse_operand_list(p: &mut dyn AsmParser) -> ParseResult<Vec<UnresolvedOperand>> {
    let mut out = Vec::new();
    if let Some(o) = p.parse_optional_operand()? {
        out.push(o);
        while p.parse_optional_punct(",") {
            out.push(p.parse_operand()?);
        }
    }
    Ok(out)
}

/// `t1, t2, ...` (possibly empty).
pub fn parse_type_list(p: &mut dyn AsmParser) -> ParseResult<Vec<Type>> {
    let mut out = Vec::new();
    if let Some(t) = p.parse_optional_type()? {
        out.push(t);
        while p.parse_optional_punct(",") {
            out.push(p.parse_type()?);
        }
    }
    Ok(out)
}

fn parse_type_for(
    def: &OpDef,
    arg: VarRef,
    qualified: bool,
    p: &mut dyn AsmParser,
    optional: bool,
) -> ParseResult<Option<TypeList>> {
    let decl = match arg {
        VarRef::Operand(i) => Some(&def.operands[i]),
        VarRef::Result(i) => Some(&def.results[i]),
        _ => None,
    };
    match decl.map(|d| (d.arity, d.constraint)) {
        Some((Arity::Single, c)) => {
            let stripped = c.and_then(|c| c.dialect_type).filter(|_| !qualified);
            let t = match stripped {
                Some(name) if !p.peek_type_prefix() => {
                    attr::parse_stripped_type(p, name, optional)?
                }
                _ => {
                    let pos = p.current_pos();
                    let t = if optional {
                        p.parse_optional_type()?
                    } else {
                        Some(p.parse_type()?)
                    };
                    if let (Some(t), Some(class)) = (t, c.and_then(|c| c.class)) {
                        if !class.contains(p.context(), t) {
                            let found = crate::printer::type_to_string(p.context(), t);
                            return Err(p.error_at(
                                pos,
                                &format!(
                                    "invalid kind of type specified: expected {}, but found '{found}'",
                                    class.name()
                                ),
                            ));
                        }
                    }
                    t
                }
            };
            Ok(t.map(|t| smallvec::smallvec![t]))
        }
        Some((Arity::Optional, _)) => Ok(Some(p.parse_optional_type()?.into_iter().collect())),
        _ => {
            let list = parse_type_list(p)?;
            if optional && list.is_empty() {
                return Ok(None);
            }
            Ok(Some(list.into()))
        }
    }
}

fn set_types(st: &mut ParseState, arg: VarRef, types: TypeList) {
    match arg {
        VarRef::Operand(i) => st.operand_types[i] = Some(types),
        VarRef::Result(i) => st.result_types[i] = Some(types),
        VarRef::Operands => st.all_operand_types = Some(types.into_vec()),
        VarRef::Results => st.all_result_types = Some(types.into_vec()),
        _ => {}
    }
}

/// The op's own attributes given in its attribute dictionary must pass
/// their declared checks, as ODS's parser checks them (`verifyInherentAttrs`)
/// right after the dictionary, reporting at its start.
fn check_inherent_attrs(
    def: &OpDef,
    p: &mut dyn AsmParser,
    attrs: &[NamedAttr],
    pos: SourcePos,
) -> ParseResult<()> {
    // In the order of the op's properties: by name.
    let mut by_name: Vec<&NamedAttr> = attrs.iter().collect();
    by_name.sort_by_key(|a| p.context().str(a.name));
    for a in by_name {
        let name = p.context().str(a.name);
        let Some(decl) = def.attributes.iter().find(|d| d.name == name) else {
            continue;
        };
        if !decl.holds(p.context(), a.value) {
            return Err(p.error_at(
                pos,
                &format!(
                    "'{}' op attribute '{name}' failed to satisfy constraint: {}",
                    def.name, decl.summary
                ),
            ));
        }
    }
    Ok(())
}

fn parse_elem(
    def: &OpDef,
    e: &Elem,
    p: &mut dyn AsmParser,
    st: &mut ParseState,
) -> ParseResult<()> {
    match e {
        Elem::Literal(l) => parse_literal(p, l),
        Elem::Space(_) | Elem::Newline => Ok(()),
        Elem::Var { var, qualified } => {
            parse_var(def, *var, *qualified, p, st, false)?;
            Ok(())
        }
        Elem::AttrDict { keyword } => {
            let pos = p.current_pos();
            let before = st.attrs.len();
            if *keyword {
                p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
            } else {
                p.parse_optional_attr_dict(&mut st.attrs)?;
            }
            check_inherent_attrs(def, p, &st.attrs[before..], pos)
        }
        Elem::PropDict => {
            if p.parse_optional_punct("<") {
                p.parse_optional_attr_dict(&mut st.attrs)?;
                p.parse_punct(">")?;
            }
            Ok(())
        }
        Elem::Type { arg, qualified } => {
            let t = parse_type_for(def, *arg, *qualified, p, false)?.unwrap_or_default();
            set_types(st, *arg, t);
            Ok(())
        }
        Elem::FunctionalType { inputs, results } => {
            let pos = p.current_pos();
            let t = p.parse_type()?;
            match p.context().type_data(t).clone() {
                TypeData::Function {
                    inputs: i,
                    results: r,
                } => {
                    set_types(st, *inputs, SmallVec::from_slice(&i[..]));
                    set_types(st, *results, SmallVec::from_slice(&r[..]));
                    Ok(())
                }
                _ => Err(p.error_at(pos, "expected function type")),
            }
        }
        Elem::Custom { name, args } => {
            if let Some((dir, arg)) = type_directive(def, p.context(), name, args) {
                let t = parse_types_with(def, dir, arg, p, false)?.unwrap_or_default();
                set_types(st, arg, t);
                return Ok(());
            }
            parse_custom(def, name, args, p, st)?;
            Ok(())
        }
        Elem::Optional { then, els, anchor } => {
            let guard = first_parsable(then);
            if parse_guard(def, &then[guard], p, st)? {
                let elided = *anchor != guard
                    && matches!(then[*anchor], Elem::Var { var: VarRef::Attr(i), .. } if matches!(def.attributes[i].kind, AttrKind::Unit));
                for (k, e) in then.iter().enumerate().skip(guard + 1) {
                    if elided && k == *anchor {
                        continue;
                    }
                    parse_elem(def, e, p, st)?;
                }
                if *anchor != guard {
                    if let Elem::Var {
                        var: VarRef::Attr(i),
                        ..
                    } = then[*anchor]
                    {
                        let decl = &def.attributes[i];
                        if matches!(decl.kind, AttrKind::Unit) {
                            let unit = p.context().unit_attr();
                            let na = named(p.context(), decl.name, unit);
                            st.attrs.push(na);
                        }
                    }
                }
            } else {
                for e in els {
                    parse_elem(def, e, p, st)?;
                }
            }
            Ok(())
        }
        Elem::OiList(clauses) => {
            let mut seen = vec![false; clauses.len()];
            'outer: loop {
                for (i, (kw, elems)) in clauses.iter().enumerate() {
                    if parse_optional_literal(p, kw) {
                        if seen[i] {
                            return Err(p.error(&format!("`{kw}` clause can appear at most once in the expansion of the oilist directive")));
                        }
                        seen[i] = true;
                        if let [Elem::Var {
                            var: VarRef::Attr(a),
                            ..
                        }] = elems.as_slice()
                        {
                            if matches!(def.attributes[*a].kind, AttrKind::Unit) {
                                let unit = p.context().unit_attr();
                                let na = named(p.context(), def.attributes[*a].name, unit);
                                st.attrs.push(na);
                                continue 'outer;
                            }
                        }
                        for e in elems {
                            parse_elem(def, e, p, st)?;
                        }
                        continue 'outer;
                    }
                }
                break;
            }
            Ok(())
        }
        Elem::Params | Elem::Struct(_) => Err(p.error("'params' is not valid in an op format")),
    }
}

/// Index of the first element of a group that is not whitespace.
fn first_parsable(elems: &[Elem]) -> usize {
    elems
        .iter()
        .position(|e| !matches!(e, Elem::Space(_) | Elem::Newline))
        .unwrap_or(0)
}

/// Parses the first element of an optional group, optionally; returns
/// whether the group is present.
fn parse_guard(
    def: &OpDef,
    e: &Elem,
    p: &mut dyn AsmParser,
    st: &mut ParseState,
) -> ParseResult<bool> {
    match e {
        Elem::Literal(l) => Ok(parse_optional_literal(p, l)),
        Elem::Var { var, qualified } => parse_var(def, *var, *qualified, p, st, true),
        Elem::Type { arg, qualified } => match parse_type_for(def, *arg, *qualified, p, true)? {
            Some(t) if !t.is_empty() => {
                set_types(st, *arg, t);
                Ok(true)
            }
            _ => Ok(false),
        },
        Elem::FunctionalType { .. } => {
            if p.peek_punct("(") {
                parse_elem(def, e, p, st)?;
                Ok(true)
            } else {
                Ok(false)
            }
        }
        Elem::Custom { name, args } => {
            if let Some((dir, arg)) = type_directive(def, p.context(), name, args) {
                return match parse_types_with(def, dir, arg, p, true)? {
                    Some(t) if !t.is_empty() => {
                        set_types(st, arg, t);
                        Ok(true)
                    }
                    _ => Ok(false),
                };
            }
            parse_custom(def, name, args, p, st)
        }
        Elem::AttrDict { .. } => {
            let before = st.attrs.len();
            parse_elem(def, e, p, st)?;
            Ok(st.attrs.len() > before)
        }
        _ => Err(p.error("unsupported optional group guard in format")),
    }
}

/// Parses a variable; with `optional`, returns false (consuming nothing)
/// when it is absent.
fn parse_var(
    def: &OpDef,
    var: VarRef,
    qualified: bool,
    p: &mut dyn AsmParser,
    st: &mut ParseState,
    optional: bool,
) -> ParseResult<bool> {
    match var {
        VarRef::Operand(i) => {
            let decl = &def.operands[i];
            match decl.arity {
                Arity::Single if !optional => {
                    let o = p.parse_operand()?;
                    st.operands[i].push(o);
                }
                Arity::Single | Arity::Optional => match p.parse_optional_operand()? {
                    Some(o) => st.operands[i].push(o),
                    None => return Ok(false),
                },
                Arity::Variadic => {
                    let list = parse_operand_list(p)?;
                    if list.is_empty() {
                        return Ok(false);
                    }
                    st.operands[i] = list.into();
                }
            }
            Ok(true)
        }
        VarRef::Operands => {
            let list = parse_operand_list(p)?;
            let present = !list.is_empty();
            st.all_operands = Some(list);
            Ok(present)
        }
        VarRef::Attr(i) => {
            let decl = &def.attributes[i];
            let a = attr::parse_attr_kind(
                p,
                decl.kind,
                qualified,
                optional || decl.optional,
                decl.name,
            )?;
            match a {
                Some(a) => {
                    let na = named(p.context(), decl.name, a);
                    st.attrs.push(na);
                    Ok(true)
                }
                None => Ok(false),
            }
        }
        VarRef::Region(i) => {
            let decl = &def.regions[i];
            match decl.arity {
                Arity::Variadic => {
                    if let Some(r) = p.parse_optional_region(&[], false)? {
                        st.regions[i].push(r);
                        while p.parse_optional_punct(",") {
                            let r = p.parse_region(&[], false)?;
                            st.regions[i].push(r);
                        }
                        Ok(true)
                    } else {
                        Ok(false)
                    }
                }
                _ => {
                    if optional || decl.arity == Arity::Optional {
                        match p.parse_optional_region(&[], false)? {
                            Some(r) => {
                                st.regions[i].push(r);
                                Ok(true)
                            }
                            None => Ok(false),
                        }
                    } else {
                        let r = p.parse_region(&[], false)?;
                        st.regions[i].push(r);
                        Ok(true)
                    }
                }
            }
        }
        VarRef::Regions => {
            let mut list = Vec::new();
            if let Some(r) = p.parse_optional_region(&[], false)? {
                list.push(r);
                while p.parse_optional_punct(",") {
                    list.push(p.parse_region(&[], false)?);
                }
            }
            let present = !list.is_empty();
            st.all_regions = Some(list);
            Ok(present)
        }
        VarRef::Successor(i) => {
            let decl = &def.successor_decls[i];
            if decl.variadic || optional {
                match p.parse_optional_successor()? {
                    Some(b) => {
                        st.successors[i].push(b);
                        if decl.variadic {
                            while p.parse_optional_punct(",") {
                                let b = p.parse_successor()?;
                                st.successors[i].push(b);
                            }
                        }
                        Ok(true)
                    }
                    None => Ok(false),
                }
            } else {
                let b = p.parse_successor()?;
                st.successors[i].push(b);
                Ok(true)
            }
        }
        VarRef::Successors => {
            let mut list = Vec::new();
            if let Some(b) = p.parse_optional_successor()? {
                list.push(b);
                while p.parse_optional_punct(",") {
                    list.push(p.parse_successor()?);
                }
            }
            let present = !list.is_empty();
            st.all_successors = Some(list);
            Ok(present)
        }
        VarRef::Result(_) | VarRef::Results => {
            Err(p.error("result variables can only be used in a type directive"))
        }
        VarRef::Param(_) => Err(p.error("parameters are not valid in an op format")),
    }
}

/// The dialect's type-only directive `name` when its one argument is
/// `type($x)` (see [`crate::dialect::TypeDirective`]).
fn type_directive(
    def: &OpDef,
    ctx: &Context,
    name: &str,
    args: &[CustomArgSpec],
) -> Option<(&'static crate::dialect::TypeDirective, VarRef)> {
    let [CustomArgSpec {
        var: Some(var),
        mode: ArgMode::Type,
        string: None,
    }] = args
    else {
        return None;
    };
    let dialect = ctx.dialect(def.dialect())?;
    let dir = dialect.type_directives.iter().find(|d| d.name == name)?;
    Some((dir, *var))
}

/// Parses the types of `arg` with a type directive: one type for a single
/// or optional operand or result, else a comma-separated list. With `optional`, `None`
/// when the next token cannot start a type.
fn parse_types_with(
    def: &OpDef,
    dir: &crate::dialect::TypeDirective,
    arg: VarRef,
    p: &mut dyn AsmParser,
    optional: bool,
) -> ParseResult<Option<TypeList>> {
    if optional && !(dir.peek)(p) {
        return Ok(None);
    }
    // A single or optional value takes one type (ODS passes a `Type &`).
    let single = match arg {
        VarRef::Operand(i) => def.operands[i].arity != Arity::Variadic,
        VarRef::Result(i) => def.results[i].arity != Arity::Variadic,
        _ => false,
    };
    let mut list = TypeList::new();
    list.push((dir.parse)(p)?);
    while !single && p.parse_optional_punct(",") {
        list.push((dir.parse)(p)?);
    }
    Ok(Some(list))
}

fn lookup_directive(
    def: &OpDef,
    ctx: &Context,
    name: &str,
) -> Option<&'static crate::dialect::CustomDirective> {
    if let Some(d) = ctx.dialect(def.dialect()) {
        if let Some(c) = d.directives.iter().find(|c| c.name == name) {
            return Some(c);
        }
    }
    super::directives::SHARED.iter().find(|c| c.name == name)
}

fn parse_custom(
    def: &OpDef,
    name: &str,
    specs: &[CustomArgSpec],
    p: &mut dyn AsmParser,
    st: &mut ParseState,
) -> ParseResult<bool> {
    let Some(dir) = lookup_directive(def, p.context(), name) else {
        return Err(p.error(&format!(
            "unknown custom directive '{name}' in the format of '{}'",
            def.name
        )));
    };
    let mut args: Vec<CustomArg> = specs
        .iter()
        .map(|s| custom_parse_arg(def, p.context(), s, st))
        .collect();
    let before = args.clone();
    (dir.parse)(p, &mut args)?;
    let mut changed = false;
    for ((spec, arg), old) in specs.iter().zip(args).zip(before) {
        if !matches!(
            spec.mode,
            ArgMode::Value | ArgMode::Type | ArgMode::AttrDict
        ) {
            continue;
        }
        if !custom_arg_same(&arg, &old) {
            changed = true;
        }
        write_back(def, spec, arg, p.context(), st);
    }
    Ok(changed)
}

fn custom_arg_same(a: &CustomArg, b: &CustomArg) -> bool {
    match (a, b) {
        (CustomArg::Operands(x), CustomArg::Operands(y)) => x == y,
        (CustomArg::Types(x), CustomArg::Types(y)) => x == y,
        (CustomArg::Attr(x), CustomArg::Attr(y)) => x == y,
        (CustomArg::Regions(x), CustomArg::Regions(y)) => x == y,
        (CustomArg::Successors(x), CustomArg::Successors(y)) => x == y,
        (CustomArg::Attrs(x), CustomArg::Attrs(y)) => x == y,
        _ => true,
    }
}

fn custom_parse_arg(
    def: &OpDef,
    ctx: &Context,
    spec: &CustomArgSpec,
    st: &ParseState,
) -> CustomArg {
    if let Some(s) = &spec.string {
        return CustomArg::Str(s.clone());
    }
    if spec.mode == ArgMode::AttrDict {
        return CustomArg::Attrs(st.attrs.clone());
    }
    let var = spec.var.expect("custom argument has a variable");
    let ty_mode = matches!(spec.mode, ArgMode::Type | ArgMode::RefType);
    match var {
        VarRef::Operand(i) if ty_mode => {
            CustomArg::Types(st.operand_types[i].as_deref().unwrap_or_default().to_vec())
        }
        VarRef::Result(i) if ty_mode => {
            CustomArg::Types(st.result_types[i].as_deref().unwrap_or_default().to_vec())
        }
        VarRef::Operands if ty_mode => {
            CustomArg::Types(st.all_operand_types.clone().unwrap_or_default())
        }
        VarRef::Results if ty_mode => {
            CustomArg::Types(st.all_result_types.clone().unwrap_or_default())
        }
        VarRef::Operand(i) => CustomArg::Operands(st.operands[i].to_vec()),
        VarRef::Operands => CustomArg::Operands(st.all_operands.clone().unwrap_or_default()),
        VarRef::Attr(i) => {
            let name = def.attributes[i].name;
            CustomArg::Attr(
                st.attrs
                    .iter()
                    .rev()
                    .find(|a| ctx.str(a.name) == name)
                    .map(|a| a.value),
            )
        }
        VarRef::Region(i) => CustomArg::Regions(st.regions[i].to_vec()),
        VarRef::Regions => CustomArg::Regions(st.all_regions.clone().unwrap_or_default()),
        VarRef::Successor(i) => CustomArg::Successors(st.successors[i].to_vec()),
        VarRef::Successors => CustomArg::Successors(st.all_successors.clone().unwrap_or_default()),
        VarRef::Result(_) | VarRef::Results | VarRef::Param(_) => CustomArg::Types(Vec::new()),
    }
}

fn write_back(
    def: &OpDef,
    spec: &CustomArgSpec,
    arg: CustomArg,
    ctx: &Context,
    st: &mut ParseState,
) {
    match (spec.mode, spec.var, arg) {
        (ArgMode::AttrDict, _, CustomArg::Attrs(a)) => st.attrs = a,
        (ArgMode::Type, Some(v), CustomArg::Types(t)) => set_types(st, v, t.into()),
        (ArgMode::Value, Some(VarRef::Operand(i)), CustomArg::Operands(o)) => {
            st.operands[i] = o.into()
        }
        (ArgMode::Value, Some(VarRef::Operands), CustomArg::Operands(o)) => {
            st.all_operands = Some(o)
        }
        (ArgMode::Value, Some(VarRef::Attr(i)), CustomArg::Attr(a)) => {
            let name = def.attributes[i].name;
            let sym = ctx.static_symbol(name);
            st.attrs.retain(|x| x.name != sym);
            if let Some(a) = a {
                st.attrs.push(NamedAttr {
                    name: sym,
                    value: a,
                });
            }
        }
        (ArgMode::Value, Some(VarRef::Region(i)), CustomArg::Regions(r)) => {
            st.custom_regions.extend_from_slice(&r);
            st.regions[i] = r.into()
        }
        (ArgMode::Value, Some(VarRef::Regions), CustomArg::Regions(r)) => {
            st.custom_regions.extend_from_slice(&r);
            st.all_regions = Some(r)
        }
        (ArgMode::Value, Some(VarRef::Successor(i)), CustomArg::Successors(s)) => {
            st.successors[i] = s.into()
        }
        (ArgMode::Value, Some(VarRef::Successors), CustomArg::Successors(s)) => {
            st.all_successors = Some(s)
        }
        _ => {}
    }
}

/// How `total` items of one kind (operands, results, regions, successors)
/// split among `decls` (ODS's segment rules). Groups are worked out when
/// asked for: declarations are few, and printing an op then copies none of
/// its lists.
pub(crate) struct Split<'d> {
    decls: &'d [ValueDecl],
    total: usize,
    segments: Option<Vec<i32>>,
    /// Without segment sizes: the size of each variadic or optional group.
    per: usize,
}

impl<'d> Split<'d> {
    pub(crate) fn new(decls: &'d [ValueDecl], total: usize, segments: Option<Vec<i32>>) -> Self {
        // Segment sizes that do not match the declarations are ignored.
        let segments = segments.filter(|s| s.len() == decls.len());
        let variable = decls.iter().filter(|d| d.arity != Arity::Single).count();
        let fixed = decls.len() - variable;
        let per = total
            .saturating_sub(fixed)
            .checked_div(variable)
            .unwrap_or(0);
        Split {
            decls,
            total,
            segments,
            per,
        }
    }

    /// The items of group `i`.
    pub(crate) fn group(&self, i: usize) -> std::ops::Range<usize> {
        let (start, n): (usize, usize) = match &self.segments {
            Some(seg) => {
                let size = |&n: &i32| n.max(0) as usize;
                (seg[..i].iter().map(size).sum(), size(&seg[i]))
            }
            None => {
                let size = |d: &ValueDecl| match d.arity {
                    Arity::Single => 1,
                    _ => self.per,
                };
                (self.decls[..i].iter().map(size).sum(), size(&self.decls[i]))
            }
        };
        start.min(self.total)..(start + n).min(self.total)
    }

    /// The items of all groups (consecutive, from the first item on).
    pub(crate) fn all(&self) -> std::ops::Range<usize> {
        match self.decls.len() {
            0 => 0..0,
            n => 0..self.group(n - 1).end,
        }
    }
}

fn dense_i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    let mut data = Vec::with_capacity(values.len() * 4);
    for v in values {
        data.extend_from_slice(&v.to_le_bytes());
    }
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.int_type(32),
        data: data.into(),
    })
}

/// Reads a `DenseI32ArrayAttr` (segment sizes).
pub(crate) fn read_i32_array(ctx: &Context, a: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_data(a) {
        AttrData::DenseArray { data, .. } => Some(
            data.chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

fn var_of(def: &OpDef, name: &str) -> Option<VarRef> {
    if let Some(i) = def.operands.iter().position(|d| d.name == name) {
        return Some(VarRef::Operand(i));
    }
    def.results
        .iter()
        .position(|d| d.name == name)
        .map(VarRef::Result)
}

/// One of `def.type_relations` with its ends resolved to variables, once per
/// op definition (the names would otherwise be looked up for every op parsed).
pub(crate) struct Relation {
    from: VarRef,
    /// `callee.inputs` / `callee.results`: that part of `from`'s function type.
    part: Option<FnPart>,
    to: VarRef,
    transform: Option<fn(&Context, Type) -> Type>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum FnPart {
    Inputs,
    Results,
}

/// The relations of `def` whose ends name operands or results.
pub(crate) fn resolve_relations(def: &OpDef) -> Vec<Relation> {
    def.type_relations
        .iter()
        .filter_map(|rel| {
            let (from_name, part) = match rel.from.rsplit_once('.') {
                Some((n, "inputs")) => (n, Some(FnPart::Inputs)),
                Some((n, "results")) => (n, Some(FnPart::Results)),
                _ => (rel.from, None),
            };
            Some(Relation {
                from: var_of(def, from_name)?,
                part,
                to: var_of(def, rel.to)?,
                transform: rel.transform,
            })
        })
        .collect()
}

fn resolve_types(def: &OpDef, relations: &[Relation], ctx: &Context, st: &mut ParseState) {
    let same_all = def.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE);
    let same_operands = same_all || def.has(Traits::SAME_TYPE_OPERANDS);
    if !relations.is_empty() || same_operands {
        propagate_types(def, relations, ctx, st, same_all, same_operands);
    }
    for (i, d) in def.operands.iter().enumerate() {
        if st.operand_types[i].is_none() {
            if let Some(b) = d.constraint.and_then(|c| c.buildable) {
                st.operand_types[i] = Some(smallvec::smallvec![b(ctx); st.operands[i].len()]);
            }
        }
    }
    for (i, d) in def.results.iter().enumerate() {
        if st.result_types[i].is_none() && d.arity == Arity::Single {
            if let Some(b) = d.constraint.and_then(|c| c.buildable) {
                st.result_types[i] = Some(smallvec::smallvec![b(ctx)]);
            }
        }
    }
}

/// Types known from others: the op's type relations and its same-type
/// traits, applied until nothing changes (at most four rounds).
fn propagate_types(
    def: &OpDef,
    relations: &[Relation],
    ctx: &Context,
    st: &mut ParseState,
    same_all: bool,
    same_operands: bool,
) {
    fn get(st: &ParseState, v: VarRef) -> Option<&TypeList> {
        match v {
            VarRef::Operand(i) => st.operand_types[i].as_ref(),
            VarRef::Result(i) => st.result_types[i].as_ref(),
            _ => None,
        }
    }
    for _ in 0..4 {
        let mut changed = false;
        for rel in relations {
            let (from, to) = (rel.from, rel.to);
            if get(st, to).is_some() {
                continue;
            }
            let Some(mut src) = get(st, from).cloned() else {
                continue;
            };
            if let Some(part) = rel.part {
                let Some(TypeData::Function { inputs, results }) =
                    src.first().map(|&t| ctx.type_data(t))
                else {
                    continue;
                };
                src = SmallVec::from_slice(if part == FnPart::Inputs {
                    inputs
                } else {
                    results
                });
                set_types(st, to, src);
                changed = true;
                continue;
            }
            let mut t: TypeList = src
                .iter()
                .map(|&t| rel.transform.map_or(t, |f| f(ctx, t)))
                .collect();
            if let VarRef::Operand(i) = to {
                let len = st.operands[i].len();
                if t.len() == 1 && len != 1 {
                    t = smallvec::smallvec![t[0]; len];
                }
            }
            set_types(st, to, t);
            changed = true;
        }
        if same_operands {
            let mut known = st.operand_types.iter().flatten().flatten().next().copied();
            if same_all && known.is_none() {
                known = st.result_types.iter().flatten().flatten().next().copied();
            }
            if let Some(t) = known {
                for (slot, ops) in st.operand_types.iter_mut().zip(&st.operands) {
                    if slot.is_none() {
                        *slot = Some(smallvec::smallvec![t; ops.len()]);
                        changed = true;
                    }
                }
                if same_all {
                    for (i, d) in def.results.iter().enumerate() {
                        if st.result_types[i].is_none() && d.arity == Arity::Single {
                            st.result_types[i] = Some(smallvec::smallvec![t]);
                            changed = true;
                        }
                    }
                }
            }
        }
        // Without relations one round settles everything: the same-type
        // rules fill every missing slot with one type, which a second
        // round would find again.
        if !changed || relations.is_empty() {
            break;
        }
    }
}

fn finish(
    def: &OpDef,
    relations: &[Relation],
    p: &mut dyn AsmParser,
    st: &mut ParseState,
    state: &mut OperationState,
) -> ParseResult<()> {
    resolve_types(def, relations, p.context(), st);
    // Infer result types when still unknown.
    if st.all_result_types.is_none()
        && st
            .result_types
            .iter()
            .zip(def.results)
            .any(|(t, d)| t.is_none() && d.arity == Arity::Single)
    {
        if let Some(infer) = def.infer_result_types {
            let inferred = if let Some(all) = &st.all_operand_types {
                infer(p.context(), all, &st.attrs)
            } else if st.operand_types.iter().all(|t| t.is_some()) {
                let flat: SmallVec<[Type; 4]> = st
                    .operand_types
                    .iter()
                    .flatten()
                    .flatten()
                    .copied()
                    .collect();
                infer(p.context(), &flat, &st.attrs)
            } else {
                None
            };
            match inferred {
                Some(types) => {
                    let split = Split::new(def.results, types.len(), None);
                    for i in 0..def.results.len() {
                        st.result_types[i] = Some(SmallVec::from_slice(&types[split.group(i)]));
                    }
                }
                None => {
                    return Err(p.error_at(
                        st.start,
                        &format!("failed to infer returned types of '{}'", def.name),
                    ))
                }
            }
        }
    }
    // Operands.
    if let Some(all) = st.all_operands.take() {
        let types = match st.all_operand_types.take() {
            Some(t) => t,
            None => st
                .operand_types
                .iter()
                .flatten()
                .flatten()
                .copied()
                .collect(),
        };
        if types.len() != all.len() {
            return Err(p.error_at(
                st.start,
                &format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    all.len(),
                    types.len()
                ),
            ));
        }
        for (o, t) in all.iter().zip(types) {
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
    } else {
        let all_types = st.all_operand_types.take();
        if let Some(all_types) = all_types {
            let total: usize = st.operands.iter().map(|o| o.len()).sum();
            if total != all_types.len() {
                return Err(p.error_at(
                    st.start,
                    &format!(
                        "number of operands and types do not match: got {} operands and {} types",
                        total,
                        all_types.len()
                    ),
                ));
            }
            let flat: Vec<UnresolvedOperand> = st.operands.iter().flatten().cloned().collect();
            for (o, t) in flat.iter().zip(all_types) {
                let v = p.resolve_operand(o, t)?;
                state.operands.push(v);
            }
        } else {
            for (ops, types) in st.operands.iter().zip(&st.operand_types) {
                let types = types.as_deref().unwrap_or_default();
                if types.len() != ops.len() {
                    let pos = ops.first().map_or(st.start, |o| o.pos);
                    return Err(p.error_at(
                        pos,
                        &format!(
                            "number of operands and types do not match: got {} operands and {} types",
                            ops.len(),
                            types.len()
                        ),
                    ));
                }
                for (o, &t) in ops.iter().zip(types) {
                    let v = p.resolve_operand(o, t)?;
                    state.operands.push(v);
                }
            }
        }
        if def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            let sizes: Vec<i32> = st.operands.iter().map(|o| o.len() as i32).collect();
            let a = dense_i32_array(p.context(), &sizes);
            let na = named(p.context(), "operandSegmentSizes", a);
            st.attrs.push(na);
        }
    }
    // Results.
    if let Some(all) = st.all_result_types.take() {
        state.result_types.extend_from_slice(&all);
    } else {
        let segmented = def.has(Traits::ATTR_SIZED_RESULT_SEGMENTS);
        let mut sizes: SmallVec<[i32; 4]> = SmallVec::new();
        for (i, d) in def.results.iter().enumerate() {
            let r = st.result_types[i].as_deref();
            if segmented {
                sizes.push(r.map_or(0, |t| t.len() as i32));
            }
            match r {
                Some(t) => state.result_types.extend_from_slice(t),
                None if d.arity != Arity::Single => {}
                None => {
                    return Err(p.error_at(
                        st.start,
                        &format!(
                            "type of result '{}' of '{}' could not be inferred",
                            d.name, def.name
                        ),
                    ))
                }
            }
        }
        if segmented {
            let a = dense_i32_array(p.context(), &sizes);
            st.attrs.push(named(p.context(), "resultSegmentSizes", a));
        }
    }
    // Regions (most ops have none: skip the list work then).
    if st.all_regions.is_some() || !def.regions.is_empty() {
        let regions: RegionList = match st.all_regions.take() {
            Some(r) => r.into(),
            None => {
                // A single region the format left unparsed (an absent
                // optional group) is still there, empty: ODS adds every
                // declared region before parsing.
                let mut list = RegionList::new();
                for (i, decl) in def.regions.iter().enumerate() {
                    match st.regions.get(i) {
                        Some(rs) if !rs.is_empty() => list.extend(rs.iter().copied()),
                        _ if decl.arity == Arity::Single => {
                            let r = p.add_empty_region()?;
                            st.custom_regions.push(r);
                            list.push(r);
                        }
                        _ => {}
                    }
                }
                list
            }
        };
        let directive_regions = regions.iter().filter(|r| !st.custom_regions.contains(r));
        if let Some(term) = def.implicit_terminator {
            for &r in directive_regions {
                p.ensure_terminator(r, term, state.loc)?;
            }
        } else if def.has(crate::dialect::Traits::SINGLE_BLOCK) {
            for &r in directive_regions {
                p.ensure_block(r)?;
            }
        }
        state.regions.extend_from_slice(&regions);
    }
    // Successors.
    match st.all_successors.take() {
        Some(s) => state.successors.extend_from_slice(&s),
        None if def.successor_decls.is_empty() => {}
        None => state
            .successors
            .extend(st.successors.iter().flatten().copied()),
    }
    if state.attributes.is_empty() {
        state.attributes = std::mem::take(&mut st.attrs);
    } else {
        state.attributes.append(&mut st.attrs);
    }
    def.materialize_defaults(p.context(), &mut state.attributes);
    Ok(())
}

// ===================================================================
// Printing
// ===================================================================

/// What printing an op with its format needs from the op definition and
/// the format alone: worked out once, when the format is compiled.
pub(crate) struct PrintPlan {
    /// Attributes the format prints itself (`$attr`, directive arguments).
    used: Vec<&'static str>,
    /// Whether the format has `prop-dict`.
    prop_dict: bool,
    /// What a top-level `attr-dict` leaves out next to `prop-dict`: the
    /// used attributes and every inherent one.
    elided_with_props: Vec<&'static str>,
    /// What `attr-dict` always leaves out otherwise: the used attributes and
    /// segment sizes (default-valued attributes holding their default are
    /// added per op, see [`elided_attrs`]).
    elided: Vec<&'static str>,
    /// Whether some inherent attribute has a default value.
    has_defaults: bool,
    /// Region and successor declarations as `ValueDecl`s, for [`Split`].
    region_decls: Vec<ValueDecl>,
    succ_decls: Vec<ValueDecl>,
}

impl PrintPlan {
    pub(crate) fn new(def: &OpDef, elems: &[Elem]) -> PrintPlan {
        let mut used = Vec::new();
        collect_used_attrs(def, elems, &mut used);
        let mut elided_with_props = used.clone();
        elided_with_props.extend(def.attributes.iter().map(|a| a.name));
        let mut elided = used.clone();
        if def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS) {
            elided.push("operandSegmentSizes");
        }
        if def.has(Traits::ATTR_SIZED_RESULT_SEGMENTS) {
            elided.push("resultSegmentSizes");
        }
        PrintPlan {
            used,
            prop_dict: elems.iter().any(|e| matches!(e, Elem::PropDict)),
            elided_with_props,
            elided,
            has_defaults: def.attributes.iter().any(|a| a.default.is_some()),
            region_decls: def
                .regions
                .iter()
                .map(|r| ValueDecl {
                    name: r.name,
                    arity: r.arity,
                    constraint: None,
                })
                .collect(),
            succ_decls: def
                .successor_decls
                .iter()
                .map(|s| ValueDecl {
                    name: s.name,
                    arity: if s.variadic {
                        Arity::Variadic
                    } else {
                        Arity::Single
                    },
                    constraint: None,
                })
                .collect(),
        }
    }
}

type Values = SmallVec<[Value; 4]>;

/// An op's pieces grouped by declaration, for printing.
pub(crate) struct OpView<'d> {
    pub op: OpId,
    operands: Split<'d>,
    results: Split<'d>,
    regions: Split<'d>,
    successors: Split<'d>,
    /// Inherent and discardable attributes together, sorted by name.
    pub attrs: SmallVec<[NamedAttr; 4]>,
}

impl<'d> OpView<'d> {
    pub fn new(
        ctx: &Context,
        def: &'d OpDef,
        plan: &'d PrintPlan,
        body: &Body,
        op: OpId,
    ) -> OpView<'d> {
        let props = body
            .props(op)
            .map_or(&[][..], |p| ctx.dictionary_entries(p));
        let dict = ctx.dictionary_entries(body.attr_dict(op));
        let mut attrs: SmallVec<[NamedAttr; 4]> = SmallVec::with_capacity(props.len() + dict.len());
        attrs.extend_from_slice(props);
        attrs.extend_from_slice(dict);
        // Each dictionary is sorted by name already (`dictionary_attr`).
        if !props.is_empty() && !dict.is_empty() {
            attrs.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
        }
        let segments = |trait_, name: &str| {
            if !def.has(trait_) {
                return None;
            }
            let a = attrs.iter().find(|a| ctx.str(a.name) == name)?;
            read_i32_array(ctx, a.value)
        };
        let operand_segments = segments(Traits::ATTR_SIZED_OPERAND_SEGMENTS, "operandSegmentSizes");
        let result_segments = segments(Traits::ATTR_SIZED_RESULT_SEGMENTS, "resultSegmentSizes");
        OpView {
            op,
            operands: Split::new(def.operands, body.num_operands(op), operand_segments),
            results: Split::new(def.results, body.num_results(op), result_segments),
            regions: Split::new(&plan.region_decls, body.regions(op).len(), None),
            successors: Split::new(&plan.succ_decls, body.successors(op).len(), None),
            attrs,
        }
    }

    pub fn attr(&self, ctx: &Context, name: &'static str) -> Option<Attribute> {
        let name = ctx.static_symbol(name);
        self.attrs.iter().find(|a| a.name == name).map(|a| a.value)
    }

    /// The positions `var` names among the op's operands, results, regions
    /// or successors (empty for attributes and parameters).
    fn range(&self, var: VarRef) -> std::ops::Range<usize> {
        match var {
            VarRef::Operand(i) => self.operands.group(i),
            VarRef::Operands => self.operands.all(),
            VarRef::Result(i) => self.results.group(i),
            VarRef::Results => self.results.all(),
            VarRef::Region(i) => self.regions.group(i),
            VarRef::Regions => self.regions.all(),
            VarRef::Successor(i) => self.successors.group(i),
            VarRef::Successors => self.successors.all(),
            VarRef::Attr(_) | VarRef::Param(_) => 0..0,
        }
    }

    /// The operands or results `var` names.
    fn values(&self, body: &Body, var: VarRef) -> Values {
        self.map_values(body, var, |v| v)
    }

    /// `f` of each operand or result `var` names.
    fn map_values<T, const N: usize>(
        &self,
        body: &Body,
        var: VarRef,
        f: impl Fn(Value) -> T,
    ) -> SmallVec<[T; N]> {
        let r = self.range(var);
        match var {
            VarRef::Operand(_) | VarRef::Operands => body
                .operands(self.op)
                .skip(r.start)
                .take(r.len())
                .map(f)
                .collect(),
            VarRef::Result(_) | VarRef::Results => r.map(|k| f(body.result(self.op, k))).collect(),
            _ => SmallVec::new(),
        }
    }

    fn regions(&self, body: &Body, var: VarRef) -> SmallVec<[RegionId; 2]> {
        SmallVec::from_slice(&body.regions(self.op)[self.range(var)])
    }

    fn successors(&self, body: &Body, var: VarRef) -> SmallVec<[BlockId; 2]> {
        SmallVec::from_slice(&body.successors(self.op)[self.range(var)])
    }
}

pub(crate) fn print_op(def: &OpDef, format: &super::OpFormat, p: &mut dyn AsmPrinter, op: OpId) {
    let plan = &format.plan;
    let view = OpView::new(p.context(), def, plan, p.body(), op);
    let mut sp = Spacing::new();
    for e in &format.elems {
        match e {
            // With `prop-dict`, `attr-dict` holds only the discardable attributes.
            Elem::AttrDict { keyword } if plan.prop_dict => {
                let elided = &plan.elided_with_props;
                if *keyword {
                    p.print_optional_attr_dict_with_keyword(&view.attrs, elided);
                } else {
                    p.print_optional_attr_dict(&view.attrs, elided);
                }
                sp.last_was_punct = false;
            }
            _ => print_elem(def, e, p, &view, plan, &mut sp),
        }
    }
}

fn collect_used_attrs(def: &OpDef, elems: &[Elem], out: &mut Vec<&'static str>) {
    for e in elems {
        match e {
            Elem::Var {
                var: VarRef::Attr(i),
                ..
            } => out.push(def.attributes[*i].name),
            Elem::Custom { args, .. } => {
                for a in args {
                    if let Some(VarRef::Attr(i)) = a.var {
                        out.push(def.attributes[i].name);
                    }
                }
            }
            Elem::Optional { then, els, .. } => {
                collect_used_attrs(def, then, out);
                collect_used_attrs(def, els, out);
            }
            Elem::OiList(clauses) => {
                for (_, c) in clauses {
                    collect_used_attrs(def, c, out);
                }
            }
            _ => {}
        }
    }
}

/// Names the attr-dict directive leaves out: attributes used by the format,
/// segment sizes, and default-valued attributes holding their default.
fn elided_attrs(
    ctx: &Context,
    def: &OpDef,
    attrs: &[NamedAttr],
    plan: &PrintPlan,
) -> SmallVec<[&'static str; 8]> {
    let mut elided = SmallVec::from_slice(&plan.elided);
    if plan.has_defaults {
        for decl in def.attributes {
            if decl.default.is_some() {
                if let Some(a) = attrs.iter().find(|a| ctx.str(a.name) == decl.name) {
                    if Some(a.value) == decl.default_attr(ctx) {
                        elided.push(decl.name);
                    }
                }
            }
        }
    }
    elided
}

fn print_elem(
    def: &OpDef,
    e: &Elem,
    p: &mut dyn AsmPrinter,
    view: &OpView,
    plan: &PrintPlan,
    sp: &mut Spacing,
) {
    match e {
        Elem::Literal(l) => sp.literal(p, l),
        Elem::Space(s) => sp.space(p, *s),
        Elem::Newline => p.print_newline(),
        Elem::AttrDict { keyword } => {
            // Nothing to print (or elide) without attributes.
            if view.attrs.is_empty() {
                sp.last_was_punct = false;
                return;
            }
            let elided = elided_attrs(p.context(), def, &view.attrs, plan);
            if *keyword {
                p.print_optional_attr_dict_with_keyword(&view.attrs, &elided);
            } else {
                p.print_optional_attr_dict(&view.attrs, &elided);
            }
            sp.last_was_punct = false;
        }
        Elem::PropDict => {
            p.write_str(" ");
            let ctx = p.context();
            let props: SmallVec<[NamedAttr; 4]> = p
                .body()
                .props(view.op)
                .map_or(&[][..], |a| ctx.dictionary_entries(a))
                .iter()
                .filter(|a| !plan.used.contains(&ctx.str(a.name)))
                .copied()
                .collect();
            if !props.is_empty() {
                p.write_str("<{");
                for (i, a) in props.iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    p.print_attr_dict_entry(a.name, a.value);
                }
                p.write_str("}>");
            }
            sp.last_was_punct = false;
        }
        Elem::Optional { then, els, anchor } => {
            if anchor_present(def, &then[*anchor], p, view) {
                let elide = match then[*anchor] {
                    Elem::Var {
                        var: VarRef::Attr(i),
                        ..
                    } => {
                        *anchor != first_parsable(then)
                            && matches!(def.attributes[i].kind, AttrKind::Unit)
                    }
                    _ => false,
                };
                for (i, c) in then.iter().enumerate() {
                    if elide && i == *anchor {
                        continue;
                    }
                    print_elem(def, c, p, view, plan, sp);
                }
            } else {
                for c in els {
                    print_elem(def, c, p, view, plan, sp);
                }
            }
        }
        Elem::OiList(clauses) => {
            // Absent clauses print nothing, not even a space (ODS).
            for (kw, elems) in clauses {
                let present = elems.iter().any(|c| anchor_present(def, c, p, view));
                if !present {
                    continue;
                }
                sp.literal(p, kw);
                let unit_only = matches!(elems.as_slice(), [Elem::Var { var: VarRef::Attr(a), .. }] if matches!(def.attributes[*a].kind, AttrKind::Unit));
                if !unit_only {
                    for c in elems {
                        print_elem(def, c, p, view, plan, sp);
                    }
                }
            }
        }
        _ => {
            sp.before_element(p);
            print_value_elem(def, e, p, view);
        }
    }
}

type Types = SmallVec<[Type; 4]>;

fn type_arg_types(p: &dyn AsmPrinter, view: &OpView, arg: VarRef) -> Types {
    let body = p.body();
    view.map_values(body, arg, |v| body.value_type(v))
}

pub fn print_type_list(p: &mut dyn AsmPrinter, types: &[Type]) {
    for (i, &t) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(t);
    }
}

fn print_regions(def: &OpDef, p: &mut dyn AsmPrinter, op: OpId, regions: &[RegionId]) {
    for (i, &r) in regions.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_region_of(def, p, op, r);
    }
}

/// Prints a region as ODS does, omitting an implicit terminator that has no
/// operands, results or attributes.
pub(crate) fn print_region_of(def: &OpDef, p: &mut dyn AsmPrinter, op: OpId, r: RegionId) {
    if def.implicit_terminator.is_some() {
        let print_term = {
            let body = p.body().region_body(op);
            match body.entry_block(r).and_then(|b| body.last_op(b)) {
                Some(term) => {
                    !p.context()
                        .dictionary_entries(body.attr_dict(term))
                        .is_empty()
                        || body
                            .props(term)
                            .is_some_and(|a| !p.context().dictionary_entries(a).is_empty())
                        || body.num_operands(term) != 0
                        || body.num_results(term) != 0
                }
                None => true,
            }
        };
        p.print_region_with_terminators(op, r, true, print_term, false);
    } else {
        p.print_region(op, r, true, false);
    }
}

fn print_value_elem(def: &OpDef, e: &Elem, p: &mut dyn AsmPrinter, view: &OpView) {
    match e {
        Elem::Var { var, qualified } => match *var {
            VarRef::Operand(_) | VarRef::Operands => {
                // `print_operands`, without collecting the values first.
                let r = view.range(*var);
                for k in r.clone() {
                    if k > r.start {
                        p.write_str(", ");
                    }
                    let v = p.body().operand(view.op, k);
                    p.print_operand(v);
                }
            }
            VarRef::Attr(i) => {
                let decl = &def.attributes[i];
                if let Some(a) = view.attr(p.context(), decl.name) {
                    attr::print_attr_kind(p, decl.kind, *qualified, a);
                }
            }
            VarRef::Region(_) | VarRef::Regions => {
                let regions = view.regions(p.body(), *var);
                print_regions(def, p, view.op, &regions)
            }
            VarRef::Successor(_) | VarRef::Successors => {
                for (k, b) in view.successors(p.body(), *var).into_iter().enumerate() {
                    if k > 0 {
                        p.write_str(", ");
                    }
                    p.print_successor(b);
                }
            }
            VarRef::Result(_) | VarRef::Results | VarRef::Param(_) => {}
        },
        Elem::Type { arg, qualified } => {
            let types = type_arg_types(p, view, *arg);
            let decl = match *arg {
                VarRef::Operand(i) => Some(&def.operands[i]),
                VarRef::Result(i) => Some(&def.results[i]),
                _ => None,
            };
            let stripped = decl
                .filter(|d| d.arity == Arity::Single && !qualified)
                .and_then(|d| d.constraint)
                .and_then(|c| c.dialect_type);
            match (stripped, types.as_slice()) {
                (Some(_), [t]) => attr::print_type_stripped(p, *t),
                _ => print_type_list(p, &types),
            }
        }
        Elem::FunctionalType { inputs, results } => {
            let i = type_arg_types(p, view, *inputs);
            let r = type_arg_types(p, view, *results);
            let f = p.context().function_type(&i, &r);
            p.print_type(f);
        }
        Elem::Custom { name, args } => {
            if let Some((dir, arg)) = type_directive(def, p.context(), name, args) {
                for (i, &t) in type_arg_types(p, view, arg).iter().enumerate() {
                    if i > 0 {
                        p.write_str(", ");
                    }
                    (dir.print)(p, t);
                }
                return;
            }
            let Some(dir) = lookup_directive(def, p.context(), name) else {
                return;
            };
            let args: Vec<CustomArg> = args
                .iter()
                .map(|s| custom_print_arg(def, s, p, view))
                .collect();
            (dir.print)(p, view.op, &args);
        }
        _ => {}
    }
}

fn custom_print_arg(
    def: &OpDef,
    spec: &CustomArgSpec,
    p: &dyn AsmPrinter,
    view: &OpView,
) -> CustomArg {
    if let Some(s) = &spec.string {
        return CustomArg::Str(s.clone());
    }
    if spec.mode == ArgMode::AttrDict {
        return CustomArg::Attrs(view.attrs.clone());
    }
    let var = spec.var.expect("custom argument has a variable");
    let ty_mode = matches!(spec.mode, ArgMode::Type | ArgMode::RefType);
    if ty_mode {
        return CustomArg::Types(type_arg_types(p, view, var).to_vec());
    }
    match var {
        VarRef::Operand(_) | VarRef::Operands | VarRef::Result(_) | VarRef::Results => {
            CustomArg::Values(view.values(p.body(), var).to_vec())
        }
        VarRef::Attr(i) => CustomArg::Attr(view.attr(p.context(), def.attributes[i].name)),
        VarRef::Region(_) | VarRef::Regions => {
            CustomArg::Regions(view.regions(p.body(), var).to_vec())
        }
        VarRef::Successor(_) | VarRef::Successors => {
            CustomArg::Successors(view.successors(p.body(), var).to_vec())
        }
        VarRef::Param(_) => CustomArg::Types(Vec::new()),
    }
}

fn anchor_present(def: &OpDef, e: &Elem, p: &dyn AsmPrinter, view: &OpView) -> bool {
    match e {
        Elem::Var { var, .. } => var_present(def, *var, p, view),
        Elem::Type { arg, .. } => var_present(def, *arg, p, view),
        Elem::FunctionalType { inputs, .. } => var_present(def, *inputs, p, view),
        Elem::Custom { args, .. } => args
            .iter()
            .any(|a| a.var.is_some_and(|v| var_present(def, v, p, view))),
        Elem::Optional { then, anchor, .. } => anchor_present(def, &then[*anchor], p, view),
        _ => false,
    }
}

fn var_present(def: &OpDef, var: VarRef, p: &dyn AsmPrinter, view: &OpView) -> bool {
    let ctx = p.context();
    match var {
        VarRef::Region(_) => {
            let regions = &p.body().regions(view.op)[view.range(var)];
            let body = p.body().region_body(view.op);
            regions.iter().any(|&r| !body.region_is_empty(r))
        }
        VarRef::Operand(_)
        | VarRef::Result(_)
        | VarRef::Operands
        | VarRef::Results
        | VarRef::Regions
        | VarRef::Successor(_)
        | VarRef::Successors => !view.range(var).is_empty(),
        VarRef::Attr(i) => {
            let decl = &def.attributes[i];
            match view.attr(ctx, decl.name) {
                None => false,
                Some(a) => match decl.default_attr(ctx) {
                    Some(d) => a != d,
                    None => true,
                },
            }
        }
        VarRef::Param(_) => false,
    }
}
