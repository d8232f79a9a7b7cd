//! The generic checks an op's declaration implies, in the order ODS-generated
//! code runs them: region, result, successor and operand counts (the arity
//! traits), then `OpInvariants` (attributes, operand and result type
//! constraints, region constraints), then the other traits, then the op's own
//! verifier. Messages are MLIR's (`OpDefinition.cpp` and ODS output).

use super::plan::{self, Passed, Plan, SIGNATURE_WORDS};
use super::report::Reporter;
use super::scope::{ScopeId, Scopes};
use crate::attributes::{AttrData, Attribute};
use crate::body::Body;
use crate::context::{Context, Symbol};
use crate::diag::Diagnostic;
use crate::dialect::{Arity, NamedTypes, OpDef, OpRef, Traits, TypePredicate, ValueDecl, Verdict};
use crate::ids::OpId;
use crate::types::{Type, TypeData, DYNAMIC};
use smallvec::SmallVec;

type Check = Result<(), Diagnostic>;

/// MLIR's `verifyInvariants`: traits and ODS invariants, then `def.verify`
/// (or `def.verify_all`, which may report several errors).
///
/// The checks that read only the op's name and its operand and result
/// types (arity, type constraints, type predicates and traits) are skipped
/// for an op without regions or successors whose signature passed them
/// already in this verification, and the attribute checks for an attribute
/// set that passed them: they would pass again, and the other checks keep
/// their order. An op whose remembered checks are all it has (most ops)
/// goes straight to its own verifiers.
#[inline]
pub(super) fn verify_invariants(
    ctx: &Context,
    scopes: &Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
    plan: &Plan,
    scratch: &mut Scratch,
) -> Verdict {
    let body = scopes.body(s);
    let name = body.op_name(op);
    let signature =
        if plan.by_signature && body.num_regions(op) == 0 && body.successors(op).is_empty() {
            plan::signature(body, op, name)
        } else {
            None
        };
    let known = signature
        .as_ref()
        .is_some_and(|k| scratch.signatures.contains(k));
    let attributes_known = plan.def.attributes.is_empty()
        || scratch
            .attribute_sets
            .contains(&plan::attribute_set(body, op, name));
    if !(known && attributes_known && plan.only_remembered) {
        generic_checks(
            ctx,
            scopes,
            report,
            s,
            op,
            plan,
            scratch,
            signature,
            known,
            attributes_known,
        )?;
    }
    if plan.op_verifiers {
        op_verifiers(ctx, scopes, report, s, op, plan.def)?;
    }
    Ok(())
}

/// The generic checks of [`verify_invariants`], in ODS order, but for the
/// type-only ones when the op's `signature` is `known` and the attribute
/// ones when its attribute set is; passes are remembered.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn generic_checks(
    ctx: &Context,
    scopes: &Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
    plan: &Plan,
    scratch: &mut Scratch,
    signature: Option<[u64; SIGNATURE_WORDS]>,
    known: bool,
    attributes_known: bool,
) -> Check {
    let body = scopes.body(s);
    let def = plan.def;
    let c = Checker {
        ctx,
        report,
        body,
        op,
        def,
    };
    let Scratch {
        operands,
        results,
        operand_groups,
        result_groups,
        attrs,
        passed,
        signatures,
        attribute_sets,
    } = scratch;
    if !known {
        c.arity_traits()?;
    }
    if !attributes_known {
        c.attributes(&plan.attr_names, attrs)?;
        attribute_sets.insert(plan::attribute_set(body, op, body.op_name(op)));
    }
    if !known {
        // Collected once: the type constraints and the type traits both read them.
        refill(operands, body.operands(op).map(|v| body.value_type(v)));
        refill(results, body.results(op).map(|v| body.value_type(v)));
        c.operand_groups(operand_groups)?;
        c.value_types(operand_groups, def.operands, "operand", operands, passed)?;
        c.result_groups(result_groups)?;
        c.value_types(result_groups, def.results, "result", results, passed)?;
    }
    if plan.region_constraints {
        c.region_constraints()?;
    }
    if !known {
        c.predicates(&NamedTypes {
            def,
            operand_groups,
            operands,
            result_groups,
            results,
        })?;
        c.type_traits(operands, results)?;
        if let Some(key) = signature {
            signatures.insert(key);
        }
        // A known signature has no successors: nothing to forward.
        c.successor_operands(operand_groups)?;
    }
    if plan.structural {
        c.structural_traits(scopes, s)?;
    }
    Ok(())
}

/// The op's own verifiers, after the generic checks.
#[inline(never)]
fn op_verifiers(
    ctx: &Context,
    scopes: &Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
    def: &OpDef,
) -> Verdict {
    let body = scopes.body(s);
    if let Some(verify) = def.verify {
        verify(OpRef { ctx, body, op }).map_err(|d| report.with_current_op(body, op, d))?;
    }
    if let Some(verify) = def.verify_all {
        // Each error gets its own `see current operation` note, as in MLIR.
        verify(OpRef { ctx, body, op })
            .map_err(|errors| errors.map(|d| report.with_current_op(body, op, d)))?;
    }
    if let Some(verify) = def.verify_with_parent {
        // The parent may live in an enclosing body (an isolated op such as
        // `func.func`), which `OpRef` alone cannot reach.
        let parent = scopes.parent_op(s, op).map(|(ps, p)| OpRef {
            ctx,
            body: scopes.body(ps),
            op: p,
        });
        verify(OpRef { ctx, body, op }, parent).map_err(|d| report.with_current_op(body, op, d))?;
    }
    if let Some(verify) = def.verify_with_ancestors {
        let mut chain = Vec::new();
        let mut at = (s, op);
        while let Some((ps, p)) = scopes.parent_op(at.0, at.1) {
            chain.push(OpRef {
                ctx,
                body: scopes.body(ps),
                op: p,
            });
            at = (ps, p);
        }
        verify(OpRef { ctx, body, op }, &chain).map_err(|d| report.with_current_op(body, op, d))?;
    }
    Ok(())
}

/// MLIR's `verifyRegionInvariants`: the traits that have one
/// (`SingleBlockImplicitTerminator`), then the op's own `verify_regions`;
/// the symbol table runs after it.
pub(super) fn verify_region_invariants(
    ctx: &Context,
    scopes: &Scopes<'_>,
    report: &Reporter<'_>,
    s: ScopeId,
    op: OpId,
    def: &OpDef,
) -> Check {
    let body = scopes.body(s);
    implicit_terminator(ctx, report, body, op, def)?;
    if let Some(verify) = def.verify_regions {
        verify(OpRef { ctx, body, op })
            .map_err(|(at, d)| report.with_current_op(at.body, at.op, d))?;
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator`: each region ends with the terminator.
fn implicit_terminator(
    ctx: &Context,
    report: &Reporter<'_>,
    body: &Body,
    op: OpId,
    def: &OpDef,
) -> Check {
    let Some(term) = def.implicit_terminator else {
        return Ok(());
    };
    let inner = body.region_body(op);
    for &r in body.regions(op) {
        let Some(entry) = inner.entry_block(r) else {
            continue;
        };
        let Some(last) = inner.last_op(entry) else {
            continue;
        };
        let found = ctx.op_name_str(inner.op_name(last));
        if found != term {
            let diag = report.op_error(
                body,
                op,
                format!("expects regions to end with '{term}', found '{found}'"),
            );
            let loc = diag.loc;
            return Err(diag.with_note(
                loc,
                format!("in custom textual format, the absence of terminator implies '{term}'"),
            ));
        }
    }
    Ok(())
}

/// Per-op lists are short: kept inline.
type Types = SmallVec<[Type; 4]>;

/// Buffers [`verify_invariants`] reuses from op to op: it runs for every
/// registered op, and collecting per op cost more than the checks.
#[derive(Default)]
pub(super) struct Scratch {
    operands: Vec<Type>,
    results: Vec<Type>,
    /// Sizes of the operand (result) groups, one per declaration.
    operand_groups: Vec<usize>,
    result_groups: Vec<usize>,
    /// The op's value of each declared attribute.
    attrs: Vec<Option<Attribute>>,
    passed: PassedChecks,
    /// Signatures whose type-only checks passed.
    signatures: Passed<SIGNATURE_WORDS>,
    /// Attribute sets whose attribute checks passed.
    attribute_sets: Passed<2>,
}

/// Type constraint checks known to pass, so that the same check of the same
/// type (an IR has few distinct types, and every `arith.addi` asks whether
/// its `i32`s are signless-integer-like) runs once per verification, not
/// once per op. A check depends on the type alone (types are interned and
/// immutable), so a remembered answer is the answer. Direct-mapped: a slot
/// holds the last pair that hashed to it, and a miss runs the check.
pub(super) struct PassedChecks {
    slots: Box<[(usize, Type); PassedChecks::SLOTS]>,
}

impl Default for PassedChecks {
    fn default() -> Self {
        // Key 0 is never a function's address: every slot starts empty.
        PassedChecks {
            slots: Box::new([(0, Type(0)); PassedChecks::SLOTS]),
        }
    }
}

impl PassedChecks {
    const SLOTS: usize = 64;

    /// `check(ctx, ty)`, remembered when it holds.
    pub(super) fn check(
        &mut self,
        ctx: &Context,
        check: fn(&Context, Type) -> bool,
        ty: Type,
    ) -> bool {
        let key = check as usize;
        let slot = (key >> 4 ^ (ty.0 as usize).wrapping_mul(0x9E37_79B9)) % Self::SLOTS;
        if self.slots[slot] == (key, ty) {
            return true;
        }
        let holds = check(ctx, ty);
        if holds {
            self.slots[slot] = (key, ty);
        }
        holds
    }
}

fn refill<T>(buf: &mut Vec<T>, items: impl Iterator<Item = T>) {
    buf.clear();
    buf.extend(items);
}

/// `'r` is the reporter's own lifetime, kept apart from `'a` because the
/// reporter records bodies as it goes (which makes it invariant in `'r`).
struct Checker<'a, 'r> {
    ctx: &'a Context,
    report: &'a Reporter<'r>,
    body: &'a Body,
    op: OpId,
    def: &'a OpDef,
}

/// How many declarations are fixed (`Single`) and whether any is not.
fn arity_of(decls: &[ValueDecl]) -> (usize, bool) {
    let fixed = decls.iter().filter(|d| d.arity == Arity::Single).count();
    (fixed, fixed != decls.len())
}

impl Checker<'_, '_> {
    fn err(&self, message: String) -> Diagnostic {
        self.report.op_error(self.body, self.op, message)
    }

    /// `ZeroRegions`/`OneRegion`/`NRegions`/`AtLeastNRegions`, then the result,
    /// successor and operand equivalents, in ODS order.
    fn arity_traits(&self) -> Check {
        let (body, op, def) = (self.body, self.op, self.def);
        // Regions.
        let n = body.num_regions(op);
        let fixed = def
            .regions
            .iter()
            .filter(|r| r.arity == Arity::Single)
            .count();
        let variadic = fixed != def.regions.len();
        if !variadic {
            match fixed {
                0 if n != 0 => return Err(self.err("requires zero regions".into())),
                1 if n != 1 => return Err(self.err("requires one region".into())),
                k if k > 1 && n != k => return Err(self.err(format!("expected {k} regions"))),
                _ => {}
            }
        } else if n < fixed {
            return Err(self.err(format!("expected {fixed} or more regions")));
        }
        // Results.
        let n = body.num_results(op);
        let (fixed, variadic) = arity_of(def.results);
        if !variadic {
            match fixed {
                0 if n != 0 => return Err(self.err("requires zero results".into())),
                1 if n != 1 => return Err(self.err("requires one result".into())),
                k if k > 1 && n != k => return Err(self.err(format!("expected {k} results"))),
                _ => {}
            }
        } else if n < fixed {
            return Err(self.err(format!("expected {fixed} or more results")));
        }
        // Successors.
        let n = body.successors(op).len();
        match def.successors {
            Some(1) if n != 1 => {
                return Err(self.err(format!("requires 1 successor but found {n}")));
            }
            Some(k) if k != 1 && n != k as usize => {
                return Err(self.err(format!("requires {k} successors but found {n}")));
            }
            _ => {}
        }
        // Operands.
        let n = body.num_operands(op);
        let (fixed, variadic) = arity_of(def.operands);
        if !variadic {
            match fixed {
                0 if n != 0 => return Err(self.err("requires zero operands".into())),
                1 if n != 1 => return Err(self.err("requires a single operand".into())),
                k if k > 1 && n != k => {
                    return Err(self.err(format!("expected {k} operands, but found {n}")));
                }
                _ => {}
            }
        } else if n < fixed {
            return Err(self.err(format!("expected {fixed} or more operands, but found {n}")));
        }
        Ok(())
    }

    /// Required inherent attributes, then each attribute's constraint.
    /// `names` are the symbols of the declared attributes' names.
    fn attributes(&self, names: &[Symbol], values: &mut Vec<Option<Attribute>>) -> Check {
        let (ctx, body, op) = (self.ctx, self.body, self.op);
        // Looked up once (a symbol compare per entry) for both passes.
        let empty = ctx.empty_dictionary();
        let props = match body.props(op) {
            Some(p) if p != empty => ctx.dictionary_entries(p),
            _ => &[][..],
        };
        let attrs = match body.attr_dict(op) {
            a if a == empty => &[][..],
            a => ctx.dictionary_entries(a),
        };
        let find = |name: Symbol| {
            let mut entries = props.iter().chain(attrs);
            entries.find(|e| e.name == name).map(|e| e.value)
        };
        refill(values, names.iter().map(|&name| find(name)));
        for (decl, value) in self.def.attributes.iter().zip(values.iter()) {
            if !decl.optional && value.is_none() {
                return Err(self.err(format!("requires attribute '{}'", decl.name)));
            }
        }
        for (decl, &value) in self.def.attributes.iter().zip(values.iter()) {
            let Some(value) = value else {
                continue;
            };
            if !decl.holds(ctx, value) {
                return Err(self.err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    decl.name, decl.summary
                )));
            }
        }
        Ok(())
    }

    /// Sizes of the operand groups, one per declaration, into `out`.
    fn operand_groups(&self, out: &mut Vec<usize>) -> Check {
        let n = self.body.num_operands(self.op);
        let segmented = self.def.has(Traits::ATTR_SIZED_OPERAND_SEGMENTS);
        self.groups(
            self.def.operands,
            n,
            segmented,
            "operand",
            "operandSegmentSizes",
            out,
        )
    }

    fn result_groups(&self, out: &mut Vec<usize>) -> Check {
        let n = self.body.num_results(self.op);
        let segmented = self.def.has(Traits::ATTR_SIZED_RESULT_SEGMENTS);
        self.groups(
            self.def.results,
            n,
            segmented,
            "result",
            "resultSegmentSizes",
            out,
        )
    }

    fn groups(
        &self,
        decls: &[ValueDecl],
        n: usize,
        segmented: bool,
        kind: &str,
        attr_name: &str,
        out: &mut Vec<usize>,
    ) -> Check {
        if segmented {
            let sizes = self
                .body
                .attr(self.ctx, self.op, attr_name)
                .and_then(|a| i32_array(self.ctx, a));
            let Some(sizes) = sizes else {
                return Err(self.err(format!("requires dense i32 array attribute '{attr_name}'")));
            };
            if sizes.len() != decls.len() {
                return Err(self.err(format!(
                    "'{attr_name}' attribute for specifying {kind} segments must have {} elements, but got {}",
                    decls.len(),
                    sizes.len()
                )));
            }
            if sizes.iter().any(|&s| s < 0) {
                return Err(self.err(format!(
                    "'{attr_name}' attribute cannot have negative elements"
                )));
            }
            let total: i64 = sizes.iter().map(|&s| s as i64).sum();
            if total != n as i64 {
                return Err(self.err(format!(
                    "{kind} count ({n}) does not match with the total size ({total}) specified in attribute '{attr_name}'"
                )));
            }
            refill(out, sizes.iter().map(|&s| s as usize));
            return Ok(());
        }
        let (fixed, _) = arity_of(decls);
        let n_var = decls.len() - fixed;
        let extra = n.saturating_sub(fixed);
        // `SameVariadicOperandSize` when several groups are variadic.
        let each = extra.checked_div(n_var).unwrap_or(0);
        let sizes = decls.iter().map(|d| match d.arity {
            Arity::Single => 1,
            _ if n_var == 1 => extra,
            _ => each,
        });
        refill(out, sizes);
        Ok(())
    }

    /// `operand #i must be <summary>, but got '<type>'` and the optional-group rule.
    fn value_types(
        &self,
        groups: &[usize],
        decls: &[ValueDecl],
        kind: &str,
        types: &[Type],
        passed: &mut PassedChecks,
    ) -> Check {
        let mut index = 0usize;
        for (decl, &size) in decls.iter().zip(groups) {
            if decl.arity == Arity::Optional && size > 1 {
                return Err(self.err(format!(
                    "{kind} group starting at #{index} requires 0 or 1 element, but found {size}"
                )));
            }
            let group = types.iter().enumerate().skip(index).take(size);
            for (i, &ty) in group {
                if let Some(c) = decl.constraint {
                    if !passed.check(self.ctx, c.check, ty) {
                        // ODS's `Variadic<C>` summary is `variadic of <C>`.
                        let variadic = if decl.arity == Arity::Variadic {
                            "variadic of "
                        } else {
                            ""
                        };
                        return Err(self.err(format!(
                            "{kind} #{i} must be {variadic}{}, but got '{}'",
                            c.summary,
                            self.report.type_str(ty)
                        )));
                    }
                }
            }
            index += size;
        }
        Ok(())
    }

    /// `SizedRegion<1>` region constraints.
    fn region_constraints(&self) -> Check {
        let inner = self.body.region_body(self.op);
        let regions = self.body.regions(self.op);
        let mut index = 0usize;
        for decl in self.def.regions {
            let count = match decl.arity {
                Arity::Single => 1,
                _ => regions.len().saturating_sub(
                    self.def
                        .regions
                        .iter()
                        .filter(|r| r.arity == Arity::Single)
                        .count(),
                ),
            };
            for &r in regions.iter().skip(index).take(count) {
                if decl.single_block && inner.region_blocks(r).take(2).count() != 1 {
                    let name = if decl.name.is_empty() {
                        " ".to_string()
                    } else {
                        format!(" ('{}') ", decl.name)
                    };
                    return Err(self.err(format!(
                        "region #{index}{name}failed to verify constraint: region with 1 blocks"
                    )));
                }
                index += 1;
            }
        }
        Ok(())
    }

    /// The op's predicate traits (`AllTypesMatch`, `TypesMatchWith`, ...),
    /// in declaration order, as ODS checks them in `verifyInvariantsImpl`.
    fn predicates(&self, named: &NamedTypes<'_>) -> Check {
        let ctx = self.ctx;
        for pred in self.def.predicates {
            let (names, what, holds) = match *pred {
                TypePredicate::Custom { summary, check } => {
                    if check(ctx, named) {
                        continue;
                    }
                    return Err(self.err(format!("failed to verify that {summary}")));
                }
                TypePredicate::AllTypesMatch(names) => {
                    (names, "type", all_equal(names, named, |ts| ts.to_vec()))
                }
                TypePredicate::AllShapesMatch(names) => (
                    names,
                    "shape",
                    all_equal(names, named, |ts| {
                        ts.iter()
                            .map(|&t| shape_of(ctx, t).map(<[i64]>::to_vec))
                            .collect::<Vec<_>>()
                    }),
                ),
                TypePredicate::AllRanksMatch(names) => (
                    names,
                    "rank",
                    all_equal(names, named, |ts| {
                        ts.iter()
                            .map(|&t| shape_of(ctx, t).map(<[i64]>::len))
                            .collect::<Vec<_>>()
                    }),
                ),
                TypePredicate::AllElementTypesMatch(names) => (
                    names,
                    "element type",
                    all_equal(names, named, |ts| {
                        ts.iter()
                            .map(|&t| element_type_or_self(ctx, t))
                            .collect::<Vec<_>>()
                    }),
                ),
            };
            if !holds {
                return Err(self.err(format!(
                    "failed to verify that all of {{{}}} have same {what}",
                    names.join(", ")
                )));
            }
        }
        Ok(())
    }

    /// `SameOperandsAndResultType`, `SameOperandsShape`,
    /// `SameOperandsAndResultElementType`, `SameTypeOperands`,
    /// `SameOperandsAndResultShape`.
    fn type_traits(&self, operands: &[Type], results: &[Type]) -> Check {
        let (ctx, def) = (self.ctx, self.def);
        // The common case, `%c = arith.addi %a, %b : i32`: one type for
        // every operand and result, which every trait below accepts once
        // its operand and result counts are right.
        let first = results.first().or(operands.first());
        let uniform = first.is_some_and(|&f| results.iter().chain(operands).all(|&t| t == f));
        if uniform && !operands.is_empty() && !results.is_empty() {
            return match first {
                Some(&t) if def.has(Traits::ELEMENTWISE) && mappable_kind(ctx, t).is_some() => {
                    self.elementwise(operands, results)
                }
                _ => Ok(()),
            };
        }
        if def.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE) {
            if operands.is_empty() {
                return Err(self.err("expected 1 or more operands, but found 0".into()));
            }
            if results.is_empty() {
                return Err(self.err("expected 1 or more results, but found 0".into()));
            }
            let ty = results[0];
            let elem = element_type_or_self(ctx, ty);
            for &t in results[1..].iter().chain(operands) {
                if element_type_or_self(ctx, t) != elem || !compatible_shape(ctx, t, ty) {
                    return Err(
                        self.err("requires the same type for all operands and results".into())
                    );
                }
            }
        }
        if def.has(Traits::SAME_OPERANDS_SHAPE) {
            if operands.is_empty() {
                return Err(self.err("expected 1 or more operands, but found 0".into()));
            }
            if !compatible_shapes(ctx, operands) {
                return Err(self.err("requires the same shape for all operands".into()));
            }
        }
        if def.has(Traits::SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) {
            if operands.is_empty() {
                return Err(self.err("expected 1 or more operands, but found 0".into()));
            }
            if results.is_empty() {
                return Err(self.err("expected 1 or more results, but found 0".into()));
            }
            let elem = element_type_or_self(ctx, results[0]);
            if results[1..]
                .iter()
                .chain(operands)
                .any(|&t| element_type_or_self(ctx, t) != elem)
            {
                return Err(
                    self.err("requires the same element type for all operands and results".into())
                );
            }
        }
        if def.has(Traits::SAME_TYPE_OPERANDS)
            && operands.len() > 1
            && operands.iter().any(|&t| t != operands[0])
        {
            return Err(self.err("requires all operands to have the same type".into()));
        }
        if def.has(Traits::SAME_OPERANDS_AND_RESULT_SHAPE) {
            if operands.is_empty() {
                return Err(self.err("expected 1 or more operands, but found 0".into()));
            }
            if results.is_empty() {
                return Err(self.err("expected 1 or more results, but found 0".into()));
            }
            let all: Types = operands.iter().chain(results).copied().collect();
            if !compatible_shapes(ctx, &all) {
                return Err(self.err("requires the same shape for all operands and results".into()));
            }
        }
        if def.has(Traits::ELEMENTWISE) {
            self.elementwise(operands, results)?;
        }
        Ok(())
    }

    /// MLIR's `verifyElementwise`: vectors and tensors map over scalars.
    fn elementwise(&self, operands: &[Type], results: &[Type]) -> Check {
        let ctx = self.ctx;
        let mappable = |t: &&Type| mappable_kind(ctx, **t).is_some();
        // The common all-scalar case, without collecting anything.
        if !results.iter().chain(operands).any(|t| mappable(&t)) {
            return Ok(());
        }
        let res: Vec<Type> = results.iter().filter(mappable).copied().collect();
        let ops: Vec<Type> = operands.iter().filter(mappable).copied().collect();
        if res.is_empty() && ops.is_empty() {
            return Ok(());
        }
        if ops.is_empty() {
            return Err(self.err(
                "if a result is non-scalar, then at least one operand must be non-scalar".into(),
            ));
        }
        if res.is_empty() {
            return Err(self.err(
                "if an operand is non-scalar, then there must be at least one non-scalar result"
                    .into(),
            ));
        }
        if res.len() != results.len() {
            return Err(
                self.err("if an operand is non-scalar, then all results must be non-scalar".into())
            );
        }
        let all: Vec<Type> = ops.iter().chain(&res).copied().collect();
        let kind = mappable_kind(ctx, all[0]);
        if all.iter().any(|&t| mappable_kind(ctx, t) != kind) || !compatible_shapes(ctx, &all) {
            return Err(self.err(
                "all non-scalar operands/results must have the same shape and base type".into(),
            ));
        }
        Ok(())
    }

    /// `BranchOpInterface`: the operands forwarded to each successor match
    /// its block arguments. Successor `k` takes the `k`-th variadic operand
    /// group when there is one variadic group per successor (`cf.br`,
    /// `cf.cond_br`); other layouts are left to the op's own verifier.
    fn successor_operands(&self, groups: &[usize]) -> Check {
        let body = self.body;
        let successors = body.successors(self.op);
        if successors.is_empty() {
            return Ok(());
        }
        let mut start = 0usize;
        let mut forwarded = Vec::new();
        for (decl, &size) in self.def.operands.iter().zip(groups) {
            if decl.arity != Arity::Single {
                forwarded.push((start, size));
            }
            start += size;
        }
        if forwarded.len() != successors.len() {
            return Ok(());
        }
        let operands: Vec<_> = body.operands(self.op).collect();
        for (k, (&dest, &(first, count))) in successors.iter().zip(&forwarded).enumerate() {
            let args = body.block_args(dest);
            if args.len() != count {
                return Err(self.report.error(
                    body,
                    self.op,
                    format!(
                        "branch has {count} operands for successor #{k}, but target block has {}",
                        args.len()
                    ),
                ));
            }
            for (i, &arg) in args.iter().enumerate() {
                let Some(&v) = operands.get(first + i) else {
                    break;
                };
                if body.value_type(v) != body.value_type(arg) {
                    return Err(self.report.error(
                        body,
                        self.op,
                        format!("type mismatch for bb argument #{i} of successor #{k}"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// `HasParent`, `Terminator`, `SingleBlock`, `NoRegionArguments`, `Symbol`.
    fn structural_traits(&self, scopes: &Scopes<'_>, s: ScopeId) -> Check {
        let (ctx, body, op, def) = (self.ctx, self.body, self.op, self.def);
        let detached = scopes.detached_root && scopes.parent_op(s, op).is_none();
        if !def.parents.is_empty() && !detached {
            let parent = scopes
                .parent_op(s, op)
                .map(|(ps, p)| ctx.op_name_str(scopes.body(ps).op_name(p)));
            if !parent.is_some_and(|p| def.parents.contains(&p)) {
                let msg = if def.parents.len() == 1 {
                    format!("expects parent op '{}'", def.parents[0])
                } else {
                    format!(
                        "expects parent op to be one of '{}'",
                        def.parents.join(", ")
                    )
                };
                return Err(self.err(msg));
            }
        }
        if def.has(Traits::TERMINATOR) {
            let last = body.parent_block(op).and_then(|b| body.last_op(b));
            if last != Some(op) {
                return Err(self.err("must be the last operation in the parent block".into()));
            }
        }
        let inner = body.region_body(op);
        if def.has(Traits::SINGLE_BLOCK) || def.implicit_terminator.is_some() {
            for (i, &r) in body.regions(op).iter().enumerate() {
                let mut blocks = inner.region_blocks(r);
                let Some(first) = blocks.next() else {
                    continue;
                };
                if blocks.next().is_some() {
                    return Err(self.err(format!("expects region #{i} to have 0 or 1 blocks")));
                }
                if !def.has(Traits::NO_TERMINATOR) && inner.first_op(first).is_none() {
                    return Err(self.err("expects a non-empty block".into()));
                }
            }
        }
        if def.has(Traits::NO_REGION_ARGUMENTS) {
            let regions = body.regions(op);
            for (i, &r) in regions.iter().enumerate() {
                let Some(entry) = inner.entry_block(r) else {
                    continue;
                };
                if !inner.block_args(entry).is_empty() {
                    return Err(self.err(if regions.len() > 1 {
                        format!("region #{i} should have no arguments")
                    } else {
                        "region should have no arguments".to_string()
                    }));
                }
            }
        }
        if def.has(Traits::SYMBOL) {
            super::symbols::verify_symbol(ctx, self.report, body, op)?;
        }
        Ok(())
    }
}

/// Whether `key` gives the same value for every named group (ODS's
/// `AllMatchSameOperatorTrait`; a group is compared whole, so variadic
/// groups match element by element).
fn all_equal<K: PartialEq>(
    names: &[&str],
    named: &NamedTypes<'_>,
    key: impl Fn(&[Type]) -> K,
) -> bool {
    let mut keys = names.iter().map(|n| key(named.get(n)));
    match keys.next() {
        Some(first) => keys.all(|k| k == first),
        None => true,
    }
}

/// The elements of an `array<i32: ...>` attribute.
fn i32_array(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { element, data } => {
            if !matches!(ctx.type_data(*element), TypeData::Integer { width: 32, .. }) {
                return None;
            }
            Some(
                data.chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            )
        }
        _ => None,
    }
}

/// The shape of a ranked shaped type; `None` for unranked or non-shaped types.
fn shape_of(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. }
        | TypeData::RankedTensor { shape, .. }
        | TypeData::MemRef { shape, .. } => Some(shape),
        _ => ctx.dialect_shaped_type(ty).map(|(shape, _)| shape),
    }
}

/// Which mappable type (`VectorType`, `RankedTensorType`,
/// `UnrankedTensorType`) `ty` is, for the elementwise "same base type" rule.
fn mappable_kind(ctx: &Context, ty: Type) -> Option<u8> {
    match ctx.type_data(ty) {
        TypeData::Vector { .. } => Some(0),
        TypeData::RankedTensor { .. } => Some(1),
        TypeData::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
}

fn is_shaped(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_data(ty),
        TypeData::Vector { .. }
            | TypeData::RankedTensor { .. }
            | TypeData::UnrankedTensor { .. }
            | TypeData::MemRef { .. }
            | TypeData::UnrankedMemRef { .. }
    ) || ctx.dialect_shaped_type(ty).is_some()
}

/// MLIR's `getElementTypeOrSelf`.
fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. }
        | TypeData::RankedTensor { element, .. }
        | TypeData::UnrankedTensor { element }
        | TypeData::MemRef { element, .. }
        | TypeData::UnrankedMemRef { element, .. } => *element,
        _ => ctx
            .dialect_shaped_type(ty)
            .map_or(ty, |(_, element)| element),
    }
}

fn dims_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// MLIR's `verifyCompatibleShape(Type, Type)`.
fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    let (sa, sb) = (is_shaped(ctx, a), is_shaped(ctx, b));
    if !sa || !sb {
        return sa == sb;
    }
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => dims_compatible(x, y),
        _ => true,
    }
}

/// MLIR's `verifyCompatibleShapes(TypeRange)`.
fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shaped = types.iter().filter(|&&t| is_shaped(ctx, t)).count();
    if shaped == 0 {
        return true;
    }
    if shaped != types.len() {
        return false;
    }
    let ranked: Vec<&[i64]> = types.iter().filter_map(|&t| shape_of(ctx, t)).collect();
    ranked.windows(2).all(|w| dims_compatible(w[0], w[1]))
}
