//! The `RegionBranchOpInterface` the `scf` ops declare, read through the
//! core's queries (`tileir_ir::region_branch`): which operands reach which
//! region arguments and results ([`value_flow`]), and where control goes on
//! entry given constant operands.

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::region_branch::{entry_successors, value_flow, RegionSuccessor};
use tileir_ir::*;

/// Parses `input` (one function) and calls `f` with its body and its
/// first op that has regions.
fn with_region_op(input: &str, f: impl FnOnce(&Context, &Body, OpId)) {
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let owned = parse_source(&ctx, "t.mlir", input, 1, &config).expect("parses");
    let module_body = owned.body.region_body(owned.op);
    let module_block = module_body
        .entry_block(owned.body.regions(owned.op)[0])
        .expect("module block");
    let func = module_body
        .block_ops(module_block)
        .next()
        .expect("a function");
    let body = module_body.region_body(func);
    let entry = body
        .entry_block(module_body.regions(func)[0])
        .expect("entry");
    let op = body
        .block_ops(entry)
        .find(|&o| body.num_regions(o) > 0)
        .expect("a region op");
    f(&ctx, body, op);
}

/// `result#i` or `r<k>.arg#i` for a value of region op `op`.
fn describe(body: &Body, op: OpId, v: Value) -> String {
    if let Some(i) = body.results(op).position(|r| r == v) {
        return format!("result#{i}");
    }
    let block = body.value_block(v).expect("a block argument");
    let region = body.block_parent(block).expect("in a region");
    let k = body.regions(op).iter().position(|&r| r == region).unwrap();
    let i = body.block_args(block).iter().position(|&a| a == v).unwrap();
    format!("r{k}.arg#{i}")
}

/// The flow of `op` as lines: `owner#i -> inputs`, `owner#i -> nowhere`,
/// `r<k>.arg#i <- nothing`.
fn flow_lines(ctx: &Context, body: &Body, op: OpId) -> Vec<String> {
    let flow = value_flow(ctx, body, op).expect("declares the interface");
    let name = |o: OpId| ctx.op_name_str(body.op_name(o)).to_string();
    let mut lines = Vec::new();
    for (owner, i, inputs) in &flow.edges {
        let to: Vec<String> = inputs.iter().map(|&v| describe(body, op, v)).collect();
        lines.push(format!("{}#{i} -> {}", name(*owner), to.join(", ")));
    }
    for (owner, i) in &flow.non_forwarded {
        lines.push(format!("{}#{i} -> nowhere", name(*owner)));
    }
    for &a in &flow.non_forwarded_args {
        lines.push(format!("{} <- nothing", describe(body, op, a)));
    }
    lines
}

#[test]
fn for_inits_and_yields_reach_iteration_arguments_and_results() {
    let input = r#"func.func @f(%lb: index, %ub: index, %a: i32, %b: f32) {
  %r:2 = scf.for %i = %lb to %ub step %ub iter_args(%x = %a, %y = %b) -> (i32, f32) {
    scf.yield %x, %y : i32, f32
  }
  return
}"#;
    with_region_op(input, |ctx, body, op| {
        assert_eq!(
            flow_lines(ctx, body, op),
            [
                "scf.for#3 -> r0.arg#1, result#0",
                "scf.for#4 -> r0.arg#2, result#1",
                "scf.yield#0 -> r0.arg#1, result#0",
                "scf.yield#1 -> r0.arg#2, result#1",
                "scf.for#0 -> nowhere",
                "scf.for#1 -> nowhere",
                "scf.for#2 -> nowhere",
                "r0.arg#0 <- nothing",
            ]
        );
    });
}

#[test]
fn while_condition_goes_to_after_and_out_but_its_flag_nowhere() {
    let input = r#"func.func @f(%a: i32, %c: i1) {
  %w = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}"#;
    with_region_op(input, |ctx, body, op| {
        assert_eq!(
            flow_lines(ctx, body, op),
            [
                "scf.while#0 -> r0.arg#0",
                "scf.condition#1 -> r1.arg#0, result#0",
                "scf.yield#0 -> r0.arg#0",
                "scf.condition#0 -> nowhere",
            ]
        );
    });
}

#[test]
fn forall_outputs_reach_the_arguments_after_the_induction_variables() {
    let input = r#"func.func @f(%n: index, %t: tensor<4xi32>) {
  %r = scf.forall (%i, %j) in (%n, 4) shared_outs(%o = %t) -> (tensor<4xi32>) {
  }
  return
}"#;
    with_region_op(input, |ctx, body, op| {
        assert_eq!(
            flow_lines(ctx, body, op),
            [
                "scf.forall#1 -> r0.arg#2",
                "scf.forall#0 -> nowhere",
                "r0.arg#0 <- nothing",
                "r0.arg#1 <- nothing",
            ]
        );
    });
}

#[test]
fn parallel_passes_nothing() {
    let input = r#"func.func @f(%n: index, %a: index) {
  %p = scf.parallel (%i) = (%n) to (%n) step (%n) init (%a) -> index {
    scf.reduce(%i : index) {
    ^bb0(%l: index, %r: index):
      scf.reduce.return %l : index
    }
  }
  return
}"#;
    with_region_op(input, |ctx, body, op| {
        assert_eq!(
            flow_lines(ctx, body, op),
            [
                "scf.parallel#0 -> nowhere",
                "scf.parallel#1 -> nowhere",
                "scf.parallel#2 -> nowhere",
                "scf.parallel#3 -> nowhere",
                "scf.reduce#0 -> nowhere",
                "r0.arg#0 <- nothing",
            ]
        );
    });
}

#[test]
fn constant_operands_narrow_the_entry_successors() {
    let if_op = r#"func.func @f(%c: i1) {
  scf.if %c {
    scf.yield
  }
  return
}"#;
    with_region_op(if_op, |ctx, body, op| {
        let i1 = ctx.int_type(1);
        let (yes, no) = (Some(ctx.integer_attr(i1, 1)), Some(ctx.integer_attr(i1, 0)));
        use RegionSuccessor::*;
        assert_eq!(
            entry_successors(ctx, body, op, &[None]).as_slice(),
            [Region(0), Parent]
        );
        assert_eq!(
            entry_successors(ctx, body, op, &[yes]).as_slice(),
            [Region(0)]
        );
        // The else region is empty: control goes straight out.
        assert_eq!(entry_successors(ctx, body, op, &[no]).as_slice(), [Parent]);
    });
    let switch = r#"func.func @f(%x: index) {
  scf.index_switch %x
  case 4 {
    scf.yield
  }
  case 9 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}"#;
    with_region_op(switch, |ctx, body, op| {
        let index = ctx.index_type();
        let of = |v: i128| Some(ctx.integer_attr(index, v));
        use RegionSuccessor::*;
        let all = [Region(0), Region(1), Region(2)];
        assert_eq!(entry_successors(ctx, body, op, &[None]).as_slice(), all);
        assert_eq!(
            entry_successors(ctx, body, op, &[of(9)]).as_slice(),
            [Region(2)]
        );
        assert_eq!(
            entry_successors(ctx, body, op, &[of(5)]).as_slice(),
            [Region(0)]
        );
    });
}
