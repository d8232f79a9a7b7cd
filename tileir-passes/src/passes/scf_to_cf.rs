//! `convert-scf-to-cf`: replaces structured control flow (`scf.for`,
//! `scf.if`, `scf.while`, `scf.execute_region`, `scf.index_switch`,
//! `scf.parallel`, `scf.forall`) by blocks and `cf` branches, as MLIR 22's
//! `SCFToControlFlowPass` does (upstream
//! `mlir/lib/Conversion/SCFToControlFlow/SCFToControlFlow.cpp`).
//!
//! Upstream runs a partial dialect conversion: the ops under the pass's op
//! are collected in pre-order, then each illegal one is lowered by its
//! pattern, and ops a pattern creates (the `scf.parallel` of an
//! `scf.forall`, the `scf.for` nest of an `scf.parallel`) are lowered at
//! once, in creation order. Every lowering places blocks relative to the
//! op's own block (split after it, regions inlined before the split), so
//! lowering parents before children gives upstream's block order. New ops
//! take the scf op's location, a branch replacing a terminator takes the
//! terminator's, as upstream builds them. Before its pattern an op is
//! folded, as the conversion driver does: of these ops only `scf.if` has a
//! folder that changes anything here (`if (x xor true)` swaps its regions).
//!
//! The one op that cannot be lowered is an `scf.forall` with shared outputs:
//! then the conversion fails before changing anything (upstream rolls back)
//! with `failed to legalize operation 'scf.forall' that was explicitly
//! marked illegal` at the first one in pre-order.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{OptionDef, OptionKind, OptionValues};
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::run::RunContext;
use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, AttrList, DenseData, NamedAttr};
use tileir_ir::format::dense_array_values;
use tileir_ir::rewriter::{BlockPoint, InsertPoint, Rewriter};
use tileir_ir::walk::for_each_body_mut;
use tileir_ir::{
    Attribute, BlockId, Body, Context, Location, OpId, OperationState, RegionId, Type, TypeData,
    Value,
};

pub const INFO: PassInfo = PassInfo {
    argument: "convert-scf-to-cf",
    name: "SCFToControlFlowPass",
    summary:
        "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    anchor: PassAnchor::Any,
    options: &[OptionDef {
        name: "allow-pattern-rollback",
        kind: OptionKind::Bool,
        default: "true",
        description: "Experimental performance flag to disallow pattern rollback",
    }],
    status: PassStatus::Implemented,
    origin: PassOrigin::Upstream,
    create: Some(create),
    ..PassInfo::DEFAULT
};

fn create(_: &OptionValues) -> Result<Box<dyn Pass>, String> {
    // Rollback or not, a conversion that succeeds gives the same IR, and
    // the one that fails is found before anything changes.
    Ok(Box::new(ScfToCfPass))
}

pub struct ScfToCfPass;

/// The ops the conversion target marks illegal.
const ILLEGAL: [&str; 7] = [
    "scf.forall",
    "scf.for",
    "scf.if",
    "scf.index_switch",
    "scf.parallel",
    "scf.while",
    "scf.execute_region",
];

impl Pass for ScfToCfPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let anchor = op.op();
        if let Some((body, bad, owner)) = first_unconvertible(ctx, op.storage(), anchor) {
            let message = format!(
                "failed to legalize operation '{}' that was explicitly marked illegal",
                ctx.op_name_str(body.op_name(bad))
            );
            cx.emit(cx.nested_op_error(body, bad, owner, message));
            return Err(PassFailed);
        }
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(op.storage().regions(anchor));
        let names = Names::new(ctx);
        let mut changed = false;
        for_each_body_mut(op.body_mut(), &regions, &mut |body, _, ops| {
            let todo: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| names.illegal(body.op_name(o)))
                .collect();
            if todo.is_empty() {
                return;
            }
            changed = true;
            let mut lower = Lowering {
                rw: Rewriter::new(ctx, body),
                names: &names,
            };
            for o in todo {
                lower.lower(o);
            }
        });
        Ok(if changed {
            PreservedAnalyses::none()
        } else {
            PreservedAnalyses::all()
        })
    }
}

/// The first op, in pre-order across isolated bodies, that no pattern
/// lowers (an `scf.forall` with outputs), with the body storing it and its
/// nearest isolated ancestor (for the diagnostic).
fn first_unconvertible<'a>(
    ctx: &Context,
    storage: &'a Body,
    anchor: OpId,
) -> Option<(&'a Body, OpId, (&'a Body, OpId))> {
    let forall = ctx.op_name("scf.forall");
    // Frames: (body, its ops in pre-order, next index, owner).
    type Frame<'b> = (&'b Body, Vec<OpId>, usize, (&'b Body, OpId));
    let pre_order = |body: &'a Body, regions: &[RegionId]| {
        let mut ops = Vec::new();
        for &r in regions {
            body.walk_region_preorder(r, |o| ops.push(o));
        }
        ops
    };
    let start = storage.region_body(anchor);
    let mut stack: Vec<Frame<'a>> = vec![(
        start,
        pre_order(start, storage.regions(anchor)),
        0,
        (storage, anchor),
    )];
    while let Some(frame) = stack.last_mut() {
        let (body, ops, next, _) = frame;
        let Some(&o) = ops.get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        let body: &'a Body = body;
        if body.op_name(o) == forall && !forall_outputs(ctx, body, o).is_empty() {
            let owner = stack.last().map(|f| f.3).unwrap_or((storage, anchor));
            return Some((body, o, owner));
        }
        if let Some(child) = body.child_body(o) {
            let ops = pre_order(child, body.regions(o));
            stack.push((child, ops, 0, (body, o)));
        }
    }
    None
}

/// The interned names the lowering looks at.
struct Names {
    illegal: [tileir_ir::OpName; 7],
    for_: tileir_ir::OpName,
    if_: tileir_ir::OpName,
    while_: tileir_ir::OpName,
    execute_region: tileir_ir::OpName,
    index_switch: tileir_ir::OpName,
    parallel: tileir_ir::OpName,
    forall: tileir_ir::OpName,
    yield_: tileir_ir::OpName,
}

impl Names {
    fn new(ctx: &Context) -> Names {
        Names {
            illegal: ILLEGAL.map(|n| ctx.op_name(n)),
            for_: ctx.op_name("scf.for"),
            if_: ctx.op_name("scf.if"),
            while_: ctx.op_name("scf.while"),
            execute_region: ctx.op_name("scf.execute_region"),
            index_switch: ctx.op_name("scf.index_switch"),
            parallel: ctx.op_name("scf.parallel"),
            forall: ctx.op_name("scf.forall"),
            yield_: ctx.op_name("scf.yield"),
        }
    }

    fn illegal(&self, name: tileir_ir::OpName) -> bool {
        self.illegal.contains(&name)
    }
}

/// The patterns, over one body.
struct Lowering<'a, 'n> {
    rw: Rewriter<'a>,
    names: &'n Names,
}

impl Lowering<'_, '_> {
    fn body(&self) -> &Body {
        self.rw.body()
    }

    fn lower(&mut self, op: OpId) {
        let name = self.body().op_name(op);
        let n = self.names;
        if name == n.for_ {
            self.lower_for(op);
        } else if name == n.if_ {
            self.lower_if(op);
        } else if name == n.while_ {
            if self.is_do_while(op) {
                self.lower_do_while(op);
            } else {
                self.lower_while(op);
            }
        } else if name == n.execute_region {
            self.lower_execute_region(op);
        } else if name == n.index_switch {
            self.lower_index_switch(op);
        } else if name == n.parallel {
            self.lower_parallel(op);
        } else if name == n.forall {
            self.lower_forall(op);
        }
    }

    // ----- building -----

    /// Creates `name` at the insertion point, with default-valued
    /// properties filled in as upstream's builders do.
    fn build(
        &mut self,
        name: &str,
        loc: Location,
        operands: &[Value],
        results: &[Type],
        attrs: &[(&'static str, Attribute)],
        successors: &[BlockId],
    ) -> OpId {
        let ctx = self.rw.ctx;
        let mut state = OperationState::new(ctx.op_name(name), loc);
        state.operands = SmallVec::from_slice(operands);
        state.result_types = SmallVec::from_slice(results);
        state.successors = SmallVec::from_slice(successors);
        let mut list = AttrList::default();
        for &(name, value) in attrs {
            list.push(NamedAttr {
                name: ctx.static_symbol(name),
                value,
            });
        }
        if let Some(def) = ctx.op_def(state.name) {
            def.materialize_defaults(ctx, &mut list);
        }
        state.attributes = list;
        self.rw.create(state)
    }

    fn br(&mut self, loc: Location, dest: BlockId, args: &[Value]) -> OpId {
        self.build("cf.br", loc, args, &[], &[], &[dest])
    }

    fn cond_br(
        &mut self,
        loc: Location,
        cond: Value,
        (t, t_args): (BlockId, &[Value]),
        (f, f_args): (BlockId, &[Value]),
    ) -> OpId {
        let ctx = self.rw.ctx;
        let segments = i32_array(ctx, &[1, t_args.len() as i32, f_args.len() as i32]);
        let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
        operands.push(cond);
        operands.extend_from_slice(t_args);
        operands.extend_from_slice(f_args);
        self.build(
            "cf.cond_br",
            loc,
            &operands,
            &[],
            &[("operandSegmentSizes", segments)],
            &[t, f],
        )
    }

    fn block_of(&self, op: OpId) -> BlockId {
        self.body()
            .parent_block(op)
            .expect("an scf op sits in a block")
    }

    fn region_of(&self, block: BlockId) -> RegionId {
        self.body()
            .block_parent(block)
            .expect("a block in a region")
    }

    /// Splits `op`'s block before it (`op` moves to the returned block).
    fn split_before(&mut self, op: OpId) -> (BlockId, BlockId) {
        let block = self.block_of(op);
        let rest = self.rw.split_block(block, Some(op));
        (block, rest)
    }

    fn terminator(&self, block: BlockId) -> OpId {
        self.body()
            .last_op(block)
            .expect("a block with a terminator")
    }

    fn operands(&self, op: OpId) -> SmallVec<[Value; 4]> {
        self.body().operands(op).collect()
    }

    /// Moves every block of `region` before `before`, in its region.
    fn inline_region_before(&mut self, region: RegionId, before: BlockId) {
        let parent = self.region_of(before);
        self.rw.inline_region_before(region, parent, Some(before));
    }

    /// Replaces terminator `term` by a branch to `dest` with its operands
    /// (at `loc`, or the terminator's own location).
    fn terminator_to_br(&mut self, term: OpId, dest: BlockId, loc: Option<Location>) -> OpId {
        let args = self.operands(term);
        let loc = loc.unwrap_or_else(|| self.body().op_loc(term));
        self.rw.set_insertion_point(InsertPoint::Before(term));
        let br = self.br(loc, dest, &args);
        self.rw.erase_op(term);
        br
    }

    /// Gives the loop's back edge `branch` the loop's attributes of the
    /// llvm dialect (`llvm.loop_annotation`), which LLVM wants on the latch.
    fn copy_llvm_attrs(&mut self, loop_op: OpId, branch: OpId) {
        let llvm_attrs = llvm_attrs(self.rw.ctx, self.body(), loop_op);
        if !llvm_attrs.is_empty() {
            let dict = self.rw.ctx.dictionary_attr(llvm_attrs);
            self.rw
                .modify_op_in_place(branch, |b| b.set_attr_dict(branch, dict));
        }
    }

    // ----- scf.for -----

    fn lower_for(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let (init_block, end_block) = self.split_before(op);
        let region = self.body().regions(op)[0];
        let condition = self.body().entry_block(region).expect("scf.for has a body");
        let first_op = self.body().first_op(condition);
        let first_body = self.rw.split_block(condition, first_op);
        let last_body = self.body().region_blocks(region).last().expect("a body");
        self.inline_region_before(region, end_block);
        let iv = self.body().block_args(condition)[0];
        let operands = self.operands(op);
        let (lb, ub, step) = (operands[0], operands[1], operands[2]);

        let terminator = self.terminator(last_body);
        self.rw.set_insertion_point_to_end(last_body);
        let ty = self.body().value_type(iv);
        let stepped = self.build("arith.addi", loc, &[iv, step], &[ty], &[], &[]);
        let stepped = self.body().result(stepped, 0);
        let mut carried: SmallVec<[Value; 8]> = SmallVec::new();
        carried.push(stepped);
        carried.extend(self.body().operands(terminator));
        let back = self.br(loc, condition, &carried);
        self.copy_llvm_attrs(op, back);
        self.rw.erase_op(terminator);

        self.rw.set_insertion_point_to_end(init_block);
        let mut entry: SmallVec<[Value; 8]> = SmallVec::new();
        entry.push(lb);
        entry.extend_from_slice(&operands[3..]);
        self.br(loc, condition, &entry);

        self.rw.set_insertion_point_to_end(condition);
        let ctx = self.rw.ctx;
        let unsigned = self.body().attr(ctx, op, "unsignedCmp").is_some();
        // arith.cmpi predicates: slt = 2, ult = 6.
        let predicate = ctx.integer_attr(ctx.int_type(64), if unsigned { 6 } else { 2 });
        let i1 = ctx.int_type(1);
        let cmp = self.build(
            "arith.cmpi",
            loc,
            &[iv, ub],
            &[i1],
            &[("predicate", predicate)],
            &[],
        );
        let cmp = self.body().result(cmp, 0);
        self.cond_br(loc, cmp, (first_body, &[]), (end_block, &[]));
        let results: SmallVec<[Value; 4]> = self.body().block_args(condition)[1..].into();
        self.rw.replace_op(op, &results);
    }

    // ----- scf.if -----

    /// `scf.if`'s folder, which the conversion tries before the pattern
    /// (again after each success): `if (x xor 1)` with an else region
    /// becomes `if x` with the regions swapped.
    fn fold_if(&mut self, op: OpId) {
        let ctx = self.rw.ctx;
        let xori = ctx.op_name("arith.xori");
        loop {
            let body = self.body();
            let regions = body.regions(op);
            let (then_region, else_region) = (regions[0], regions[1]);
            if body.region_is_empty(else_region) {
                return;
            }
            let cond = body.operand(op, 0);
            let Some(xor) = body.defining_op(cond).filter(|&d| body.op_name(d) == xori) else {
                return;
            };
            let rhs_is_one = body
                .defining_op(body.operand(xor, 1))
                .and_then(|c| tileir_ir::fold::constant_value(ctx, body, c))
                .is_some_and(|a| is_one(ctx, a));
            if !rhs_is_one {
                return;
            }
            let lhs = body.operand(xor, 0);
            let then_block = body.entry_block(then_region).expect("a then block");
            let else_blocks: Vec<BlockId> = body.region_blocks(else_region).collect();
            self.rw
                .modify_op_in_place(op, |b| b.set_operand(op, 0, lhs));
            for b in else_blocks {
                self.rw.move_block(b, BlockPoint::Before(then_block));
            }
            self.rw.move_block(then_block, BlockPoint::End(else_region));
        }
    }

    fn lower_if(&mut self, op: OpId) {
        self.fold_if(op);
        let loc = self.body().op_loc(op);
        let (cond_block, remaining) = self.split_before(op);
        let result_types: SmallVec<[Type; 4]> = self
            .body()
            .results(op)
            .map(|v| self.body().value_type(v))
            .collect();
        let continue_block = if result_types.is_empty() {
            remaining
        } else {
            let args: SmallVec<[(Type, Location); 4]> =
                result_types.iter().map(|&t| (t, loc)).collect();
            let region = self.region_of(remaining);
            let block = self.rw.create_block(region, Some(remaining), &args);
            self.br(loc, remaining, &[]);
            block
        };
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(self.body().regions(op));
        let then_region = regions[0];
        let then_block = self.body().entry_block(then_region).expect("a then block");
        let then_last = self
            .body()
            .region_blocks(then_region)
            .last()
            .expect("a block");
        let term = self.terminator(then_last);
        self.rw.set_insertion_point_to_end(then_last);
        let args = self.operands(term);
        self.br(loc, continue_block, &args);
        self.rw.erase_op(term);
        self.inline_region_before(then_region, continue_block);

        let mut else_block = continue_block;
        let else_region = regions[1];
        if let Some(first) = self.body().entry_block(else_region) {
            else_block = first;
            let else_last = self
                .body()
                .region_blocks(else_region)
                .last()
                .expect("a block");
            let term = self.terminator(else_last);
            self.rw.set_insertion_point_to_end(else_last);
            let args = self.operands(term);
            self.br(loc, continue_block, &args);
            self.rw.erase_op(term);
            self.inline_region_before(else_region, continue_block);
        }

        self.rw.set_insertion_point_to_end(cond_block);
        let cond = self.body().operand(op, 0);
        self.cond_br(loc, cond, (then_block, &[]), (else_block, &[]));
        let results: SmallVec<[Value; 4]> = self.body().block_args(continue_block).into();
        self.rw.replace_op(op, &results);
    }

    // ----- scf.execute_region -----

    fn lower_execute_region(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let (cond_block, remaining) = self.split_before(op);
        let region = self.body().regions(op)[0];
        let entry = self
            .body()
            .entry_block(region)
            .expect("a region with blocks");
        self.rw.set_insertion_point_to_end(cond_block);
        self.br(loc, entry, &[]);
        let blocks: Vec<BlockId> = self.body().region_blocks(region).collect();
        for block in blocks {
            let Some(term) = self.body().last_op(block) else {
                continue;
            };
            if self.body().op_name(term) == self.names.yield_ {
                self.rw.set_insertion_point_to_end(block);
                let args = self.operands(term);
                self.br(loc, remaining, &args);
                self.rw.erase_op(term);
            }
        }
        self.inline_region_before(region, remaining);
        let types: SmallVec<[Type; 4]> = self
            .body()
            .results(op)
            .map(|v| self.body().value_type(v))
            .collect();
        let results: SmallVec<[Value; 4]> = types
            .iter()
            .map(|&t| {
                self.rw
                    .body_mut_unnotified()
                    .add_block_arg(remaining, t, loc)
            })
            .collect();
        self.rw.replace_op(op, &results);
    }

    // ----- scf.while -----

    /// Upstream's do-while form: the `after` region only forwards its
    /// arguments back.
    fn is_do_while(&self, op: OpId) -> bool {
        let body = self.body();
        let after = body.regions(op)[1];
        let Some(block) = body.entry_block(after) else {
            return false;
        };
        let mut ops = body.block_ops(block);
        let (Some(only), None) = (ops.next(), ops.next()) else {
            return false;
        };
        body.op_name(only) == self.names.yield_
            && body
                .operands(only)
                .eq(body.block_args(block).iter().copied())
    }

    fn lower_while(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let (current, continuation) = self.split_before(op);
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(self.body().regions(op));
        let (before_region, after_region) = (regions[0], regions[1]);
        let before = self
            .body()
            .entry_block(before_region)
            .expect("a before block");
        let after = self
            .body()
            .entry_block(after_region)
            .expect("an after block");
        self.inline_region_before(after_region, continuation);
        self.inline_region_before(before_region, after);

        self.rw.set_insertion_point_to_end(current);
        let inits = self.operands(op);
        self.br(loc, before, &inits);

        // Bodies are single-exit: only the last blocks' terminators count
        // (upstream's assumption too).
        let (forwarded, _) = self.condition_to_cond_br(before, after, continuation);

        let yield_op = self.terminator(after);
        let back = self.terminator_to_br(yield_op, before, None);
        self.copy_llvm_attrs(op, back);
        self.rw.replace_op(op, &forwarded);
    }

    fn lower_do_while(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let (current, continuation) = self.split_before(op);
        let before_region = self.body().regions(op)[0];
        let before = self
            .body()
            .entry_block(before_region)
            .expect("a before block");
        self.inline_region_before(before_region, continuation);

        self.rw.set_insertion_point_to_end(current);
        let inits = self.operands(op);
        self.br(loc, before, &inits);

        let (forwarded, back) = self.condition_to_cond_br(before, before, continuation);
        self.copy_llvm_attrs(op, back);
        self.rw.replace_op(op, &forwarded);
    }

    /// Replaces the `scf.condition` ending `block` by a `cf.cond_br` to
    /// `on_true` (with the forwarded values) or to `continuation`; returns
    /// the forwarded values, which are the loop's results, and the branch.
    fn condition_to_cond_br(
        &mut self,
        block: BlockId,
        on_true: BlockId,
        continuation: BlockId,
    ) -> (SmallVec<[Value; 4]>, OpId) {
        let cond_op = self.terminator(block);
        let mut operands = self.operands(cond_op);
        let loc = self.body().op_loc(cond_op);
        self.rw.set_insertion_point(InsertPoint::Before(cond_op));
        let branch = self.cond_br(
            loc,
            operands[0],
            (on_true, &operands[1..]),
            (continuation, &[]),
        );
        self.rw.erase_op(cond_op);
        operands.remove(0);
        (operands, branch)
    }

    // ----- scf.index_switch -----

    fn lower_index_switch(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let (cond_block, continue_block) = self.split_before(op);
        let types: SmallVec<[Type; 4]> = self
            .body()
            .results(op)
            .map(|v| self.body().value_type(v))
            .collect();
        let results: SmallVec<[Value; 4]> = types
            .iter()
            .map(|&t| {
                self.rw
                    .body_mut_unnotified()
                    .add_block_arg(continue_block, t, loc)
            })
            .collect();
        let ctx = self.rw.ctx;
        let cases: Vec<i64> = self
            .body()
            .attr(ctx, op, "cases")
            .and_then(|a| dense_array_values(ctx, a))
            .unwrap_or_default();
        let regions: SmallVec<[RegionId; 4]> = SmallVec::from_slice(self.body().regions(op));
        // Regions: the default first, then one per case.
        let convert = |this: &mut Self, region: RegionId| {
            let block = this.body().entry_block(region).expect("a case block");
            let term = this.terminator(block);
            this.terminator_to_br(term, continue_block, None);
            this.inline_region_before(region, continue_block);
            block
        };
        let case_blocks: Vec<BlockId> = regions[1..].iter().map(|&r| convert(self, r)).collect();
        let default_block = convert(self, regions[0]);

        self.rw.set_insertion_point_to_end(cond_block);
        let i32t = ctx.int_type(32);
        let arg = self.body().operand(op, 0);
        let cast = self.build("arith.index_cast", loc, &[arg], &[i32t], &[], &[]);
        let flag = self.body().result(cast, 0);
        // Upstream keeps the case values as int32_t.
        let values: Vec<i32> = cases.iter().map(|&c| c as i32).collect();
        let mut attrs: Vec<(&'static str, Attribute)> = vec![
            (
                "case_operand_segments",
                i32_array(ctx, &vec![0; values.len()]),
            ),
            ("operandSegmentSizes", i32_array(ctx, &[1, 0, 0])),
        ];
        if !values.is_empty() {
            attrs.push(("case_values", i32_vector(ctx, &values)));
        }
        let mut successors = vec![default_block];
        successors.extend(case_blocks);
        self.build("cf.switch", loc, &[flag], &[], &attrs, &successors);
        self.rw.replace_op(op, &results);
    }

    // ----- scf.parallel and scf.forall -----

    fn lower_parallel(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let ctx = self.rw.ctx;
        let segments = operand_segments(ctx, self.body(), op);
        let operands = self.operands(op);
        let groups = split(&operands, &segments);
        let [lbs, ubs, steps, inits] =
            [0, 1, 2, 3].map(|i| groups.get(i).cloned().unwrap_or_default());
        let block = self
            .body()
            .entry_block(self.body().regions(op)[0])
            .expect("a parallel body");
        let reduce = self.terminator(block);
        self.rw.set_insertion_point(InsertPoint::Before(op));
        let (results, fors) =
            self.parallel_to_for_nest(loc, (&lbs, &ubs, &steps), &inits, block, Some(reduce));
        self.rw.replace_op(op, &results);
        for f in fors {
            self.lower_for(f);
        }
    }

    /// Upstream's `ParallelLowering` from the insertion point on: one
    /// `scf.for` per dimension, the reductions inlined into the innermost
    /// body, the body merged in; then the `scf.for` ops are lowered, in
    /// creation order. Returns the values replacing the parallel results
    /// and the new `scf.for` ops, outermost first, which the caller lowers
    /// once the parallel op is replaced (upstream legalizes them after the
    /// pattern).
    fn parallel_to_for_nest(
        &mut self,
        loc: Location,
        (lbs, ubs, steps): (&[Value], &[Value], &[Value]),
        inits: &[Value],
        body_block: BlockId,
        reduce: Option<OpId>,
    ) -> (SmallVec<[Value; 4]>, Vec<OpId>) {
        let mut iter_args: SmallVec<[Value; 4]> = SmallVec::from_slice(inits);
        let mut ivs: SmallVec<[Value; 4]> = SmallVec::new();
        let mut loop_results: SmallVec<[Value; 4]> = SmallVec::from_slice(inits);
        let mut fors: Vec<OpId> = Vec::new();
        for (i, ((&lb, &ub), &step)) in lbs.iter().zip(ubs).zip(steps).enumerate() {
            let for_op = self.build_for(loc, lb, ub, step, &iter_args);
            fors.push(for_op);
            let for_block = self
                .body()
                .entry_block(self.body().regions(for_op)[0])
                .expect("the new loop's body");
            ivs.push(self.body().block_args(for_block)[0]);
            iter_args = self.body().block_args(for_block)[1..].into();
            let results: SmallVec<[Value; 4]> = self.body().results(for_op).collect();
            if i == 0 {
                loop_results = results;
            } else if !results.is_empty() {
                let block = self.current_block();
                self.rw.set_insertion_point_to_end(block);
                self.build("scf.yield", loc, &results, &[], &[], &[]);
            }
            self.rw.set_insertion_point_to_start(for_block);
        }

        // The reductions, inlined before the terminator.
        let mut yields: SmallVec<[Value; 4]> = SmallVec::new();
        if let Some(reduce) = reduce {
            self.inline_reductions(reduce, body_block, &iter_args, &mut yields);
        }

        // Then the body, without its terminator. A yielded induction
        // variable of the old body stands for the new loop's (the
        // conversion remaps replaced values).
        let params: SmallVec<[Value; 4]> = SmallVec::from_slice(self.body().block_args(body_block));
        for y in yields.iter_mut() {
            if let Some(k) = params.iter().position(|p| p == y) {
                *y = ivs[k];
            }
        }
        let new_body = self.current_block();
        match self.body().last_op(new_body) {
            None => {
                self.rw.merge_blocks(body_block, new_body, &ivs);
            }
            Some(term) => {
                self.rw
                    .inline_block_before(body_block, new_body, Some(term), &ivs);
            }
        }
        if !yields.is_empty() {
            self.rw.set_insertion_point_to_end(new_body);
            self.build("scf.yield", loc, &yields, &[], &[], &[]);
        }
        (loop_results, fors)
    }

    /// Inlines each reduction block of `scf.reduce` before it, its arguments
    /// the loop-carried value and the reduced operand, collects what it
    /// returns into `yields`, and erases the `scf.reduce`.
    fn inline_reductions(
        &mut self,
        reduce: OpId,
        body_block: BlockId,
        iter_args: &[Value],
        yields: &mut SmallVec<[Value; 4]>,
    ) {
        let reduce_regions: SmallVec<[RegionId; 2]> =
            SmallVec::from_slice(self.body().regions(reduce));
        let reduce_operands = self.operands(reduce);
        for (i, &region) in reduce_regions.iter().enumerate() {
            let Some(block) = self.body().entry_block(region) else {
                continue;
            };
            let arg = iter_args[yields.len()];
            let ret = self.terminator(block);
            // A returned block argument stands for what replaces it (the
            // conversion remaps replaced values).
            let returned = self.body().operand(ret, 0);
            let params = self.body().block_args(block);
            let replacements = [arg, reduce_operands[i]];
            let returned = params
                .iter()
                .position(|&p| p == returned)
                .and_then(|k| replacements.get(k).copied())
                .unwrap_or(returned);
            yields.push(returned);
            self.rw.erase_op(ret);
            let point = self.rw.insertion_point();
            self.rw.inline_block_before(
                block,
                body_block,
                Some(reduce),
                &[arg, reduce_operands[i]],
            );
            if let Some(point) = point {
                self.rw.set_insertion_point(point);
            }
        }
        self.rw.erase_op(reduce);
    }

    fn current_block(&self) -> BlockId {
        match self.rw.insertion_point() {
            Some(InsertPoint::End(b)) => b,
            Some(InsertPoint::Before(op)) => self.block_of(op),
            None => unreachable!("the insertion point is set"),
        }
    }

    /// `scf.for %iv = lb to ub step step iter_args(...)` at the insertion
    /// point with an empty body (an `scf.yield` when nothing is carried),
    /// as upstream's `ForOp::build`: the induction variable takes the
    /// loop's location, each carried argument its init value's.
    fn build_for(
        &mut self,
        loc: Location,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[Value],
    ) -> OpId {
        let ctx = self.rw.ctx;
        let body = self.rw.body_mut_unnotified();
        let region = body.new_region();
        let block = body.create_block();
        body.append_block(region, block);
        let iv_ty = body.value_type(lb);
        body.add_block_arg(block, iv_ty, loc);
        for &v in inits {
            let (ty, vloc) = (body.value_type(v), value_loc(body, v));
            body.add_block_arg(block, ty, vloc);
        }
        let mut state = OperationState::new(ctx.op_name("scf.for"), loc);
        state.operands = [lb, ub, step]
            .into_iter()
            .chain(inits.iter().copied())
            .collect();
        state.result_types = inits.iter().map(|&v| body.value_type(v)).collect();
        state.regions.push(region);
        let for_op = self.rw.create(state);
        if inits.is_empty() {
            let saved = self.rw.insertion_point();
            self.rw.set_insertion_point_to_end(block);
            self.build("scf.yield", loc, &[], &[], &[], &[]);
            if let Some(p) = saved {
                self.rw.set_insertion_point(p);
            }
        }
        for_op
    }

    fn lower_forall(&mut self, op: OpId) {
        let loc = self.body().op_loc(op);
        let ctx = self.rw.ctx;
        let segments = operand_segments(ctx, self.body(), op);
        let operands = self.operands(op);
        let groups = split(&operands, &segments);
        let statics = |name: &str| {
            self.body()
                .attr(ctx, op, name)
                .and_then(|a| dense_array_values(ctx, a))
                .unwrap_or_default()
        };
        let (s_lb, s_ub, s_step) = (
            statics("staticLowerBound"),
            statics("staticUpperBound"),
            statics("staticStep"),
        );
        self.rw.set_insertion_point(InsertPoint::Before(op));
        // Upstream's mixed bounds: dynamic entries from the operands, the
        // others as `arith.constant ... : index`, lower bounds, then upper
        // bounds, then steps.
        let index = ctx.index_type();
        let mixed = |this: &mut Self, statics: &[i64], dynamic: &[Value]| {
            let mut dynamic = dynamic.iter();
            statics
                .iter()
                .map(|&s| {
                    if s == tileir_ir::types::DYNAMIC {
                        *dynamic.next().expect("a dynamic operand per dynamic entry")
                    } else {
                        let value = ctx.integer_attr(index, i128::from(s));
                        let c = this.build(
                            "arith.constant",
                            loc,
                            &[],
                            &[index],
                            &[("value", value)],
                            &[],
                        );
                        this.body().result(c, 0)
                    }
                })
                .collect::<SmallVec<[Value; 4]>>()
        };
        let get = |i: usize| groups.get(i).cloned().unwrap_or_default();
        let lbs = if s_lb.is_empty() {
            // `in (...)` form: zero lower bounds, unit steps.
            mixed(self, &vec![0; s_ub.len()], &[])
        } else {
            mixed(self, &s_lb, &get(0))
        };
        let ubs = mixed(self, &s_ub, &get(1));
        let steps = if s_step.is_empty() {
            mixed(self, &vec![1; s_ub.len()], &[])
        } else {
            mixed(self, &s_step, &get(2))
        };
        let block = self
            .body()
            .entry_block(self.body().regions(op)[0])
            .expect("a forall body");
        // Upstream swaps the terminator for an empty `scf.reduce`, which
        // the parallel lowering then erases.
        let in_parallel = self.terminator(block);
        self.rw.erase_op(in_parallel);
        let (results, fors) =
            self.parallel_to_for_nest(loc, (&lbs, &ubs, &steps), &[], block, None);
        self.rw.replace_op(op, &results);
        for f in fors {
            self.lower_for(f);
        }
    }
}

/// The attributes of `op` whose values belong to the LLVM dialect (upstream
/// moves them, loop annotations for instance, onto the back edge).
fn llvm_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    ctx.dictionary_entries(body.attr_dict(op))
        .iter()
        .copied()
        .filter(|a| match ctx.attr_data(a.value) {
            AttrData::Opaque { dialect, .. } => ctx.str(*dialect) == "llvm",
            AttrData::Dialect { name, .. } => ctx.str(*name).starts_with("llvm."),
            _ => false,
        })
        .collect()
}

/// MLIR's `m_One` on an integer constant.
fn is_one(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_data(a) {
        AttrData::Integer { value, .. } => value.get() == 1,
        AttrData::Bool(b) => *b,
        _ => false,
    }
}

/// The location a value's builder would give: its op's or its argument's.
fn value_loc(body: &Body, v: Value) -> Location {
    match body.value_def(v) {
        tileir_ir::ValueDef::Result { op, .. } => body.op_loc(op),
        tileir_ir::ValueDef::BlockArg { block, index } => body.block_arg_loc(block, index as usize),
    }
}

/// `operandSegmentSizes` of `op`.
fn operand_segments(ctx: &Context, body: &Body, op: OpId) -> Vec<usize> {
    body.attr(ctx, op, "operandSegmentSizes")
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|n| n.max(0) as usize)
        .collect()
}

fn split(values: &[Value], segments: &[usize]) -> Vec<Vec<Value>> {
    let mut start = 0;
    segments
        .iter()
        .map(|&n| {
            let end = (start + n).min(values.len());
            let group = values[start.min(end)..end].to_vec();
            start += n;
            group
        })
        .collect()
}

/// The outputs (`shared_outs`) of an `scf.forall`.
fn forall_outputs(ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
    let operands: Vec<Value> = body.operands(op).collect();
    split(&operands, &operand_segments(ctx, body, op))
        .into_iter()
        .nth(3)
        .unwrap_or_default()
}

/// `array<i32: ...>`.
fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrData::DenseArray {
        element: ctx.int_type(32),
        data: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    })
}

/// `dense<...> : vector<Nxi32>` (a splat when it has one element, as
/// MLIR's `DenseElementsAttr::get` makes it).
fn i32_vector(ctx: &Context, values: &[i32]) -> Attribute {
    let i32t = ctx.int_type(32);
    let ty = ctx.intern_type(TypeData::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        element: i32t,
    });
    let splat = values.len() == 1 || values.windows(2).all(|w| w[0] == w[1]);
    let bytes: Box<[u8]> = if splat {
        values[0].to_le_bytes().into()
    } else {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Raw { splat, bytes },
    })
}
