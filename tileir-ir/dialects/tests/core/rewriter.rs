//! Rewriter tests: each parses a module whose first function is edited
//! through a rewriter with a recording listener, then checks the printed
//! module and the notifications, through [`check`].

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_ir::rewriter::*;
use tileir_ir::*;

/// Records notifications as `"<event> <op or block>"`.
struct Record<'c> {
    ctx: &'c Context,
    events: Vec<String>,
}

impl Record<'_> {
    fn name(&self, body: &Body, op: OpId) -> String {
        self.ctx.op_name_str(body.op_name(op)).to_string()
    }
}

impl Listener for Record<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId, previous: Option<InsertPoint>) {
        let how = if previous.is_some() { "move" } else { "insert" };
        let e = format!("{how} {}", self.name(body, op));
        self.events.push(e);
    }
    fn block_inserted(&mut self, _: &Body, _: BlockId, previous: Option<BlockPoint>) {
        let how = if previous.is_some() { "move" } else { "insert" };
        self.events.push(format!("{how} block"));
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        let e = format!("modify {}", self.name(body, op));
        self.events.push(e);
    }
    fn op_replaced(&mut self, body: &Body, op: OpId, replacement: &[Value]) {
        let e = format!(
            "replace {} ({} values)",
            self.name(body, op),
            replacement.len()
        );
        self.events.push(e);
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        let e = format!("erase {}", self.name(body, op));
        self.events.push(e);
    }
    fn block_erased(&mut self, body: &Body, block: BlockId) {
        assert!(body.first_op(block).is_none(), "a block is erased empty");
        self.events.push("erase block".to_string());
    }
}

/// What an edit gets: the rewriter on the first function's body, the
/// function's region, and the second function's body and region if any
/// (to clone from).
struct Edit<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
    region: RegionId,
    other: Option<(&'r Body, RegionId)>,
}

impl Edit<'_, '_> {
    /// The `n`th op (from 0, in pre-order) named `name` in the function.
    fn op(&self, name: &str, n: usize) -> OpId {
        find(self.rw.ctx, self.rw.body(), self.region, name, n)
    }

    fn block(&self, n: usize) -> BlockId {
        self.rw
            .body()
            .region_blocks(self.region)
            .nth(n)
            .expect("block")
    }
}

fn find(ctx: &Context, body: &Body, region: RegionId, name: &str, n: usize) -> OpId {
    let mut found = Vec::new();
    body.walk_region_preorder(region, |o| {
        if ctx.op_name_str(body.op_name(o)) == name {
            found.push(o);
        }
    });
    found[n]
}

/// Runs `edit` on the first function of `input`, then checks the printed
/// module against `expected` and the notifications against `events`.
fn check(input: &str, edit: impl FnOnce(&mut Edit<'_, '_>), expected: &str, events: &[&str]) {
    let ctx = tileir_dialects::context();
    let config = ParserConfig {
        allow_unregistered_dialect: true,
        ..ParserConfig::default()
    };
    let mut owned = parse_source(&ctx, "t.mlir", input, 1, &config).expect("parses");
    let module_region = owned.body.regions(owned.op)[0];
    let module_body = owned.body.child_body_mut(owned.op).expect("module body");
    let entry = module_body
        .entry_block(module_region)
        .expect("module block");
    let funcs: Vec<OpId> = module_body.block_ops(entry).collect();
    let regions: Vec<RegionId> = funcs.iter().map(|&f| module_body.regions(f)[0]).collect();
    let mut bodies: Vec<Box<Body>> = funcs
        .iter()
        .map(|&f| module_body.take_child_body(f).expect("function body"))
        .collect();
    let mut record = Record {
        ctx: &ctx,
        events: Vec::new(),
    };
    {
        let (first, rest) = bodies.split_first_mut().unwrap();
        let mut rw = Rewriter::with_listener(&ctx, first, &mut record);
        let mut e = Edit {
            rw: &mut rw,
            region: regions[0],
            other: rest.first().map(|b| (&**b, regions[1])),
        };
        edit(&mut e);
    }
    for (&f, b) in funcs.iter().zip(bodies) {
        module_body.set_child_body(f, b);
    }
    let printed = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
    assert_eq!(printed.trim_end(), expected.trim_end());
    assert_eq!(record.events, events);
}

const CHAIN: &str = r#"func.func @f() {
  %0 = "t.a"() : () -> i32
  %1 = "t.b"(%0) : (i32) -> i32
  "t.use"(%1, %1) : (i32, i32) -> ()
  return
}
"#;

#[test]
fn replace_op_notifies_replacement_users_and_erasure() {
    check(
        CHAIN,
        |e| {
            let (a, b) = (e.op("t.a", 0), e.op("t.b", 0));
            let va = e.rw.body().result(a, 0);
            e.rw.replace_op(b, &[va]);
        },
        r#"module {
  func.func @f() {
    %0 = "t.a"() : () -> i32
    "t.use"(%0, %0) : (i32, i32) -> ()
    return
  }
}
"#,
        &[
            "replace t.b (1 values)",
            "modify t.use",
            "modify t.use",
            "erase t.b",
        ],
    );
}

#[test]
fn create_clone_and_move_at_insertion_points() {
    check(
        CHAIN,
        |e| {
            let (a, b, user) = (e.op("t.a", 0), e.op("t.b", 0), e.op("t.use", 0));
            e.rw.set_insertion_point_after(a);
            let ctx = e.rw.ctx;
            let mut state = OperationState::new(ctx.op_name("t.new"), ctx.unknown_loc());
            state.operands.push(e.rw.body().result(a, 0));
            e.rw.create(state);
            e.rw.set_insertion_point_before(user);
            e.rw.clone(b, &mut ValueMap::new());
            e.rw.move_op_after(a, b);
        },
        r#"module {
  func.func @f() {
    "t.new"(%1) : (i32) -> ()
    %0 = "t.b"(%1) : (i32) -> i32
    %1 = "t.a"() : () -> i32
    %2 = "t.b"(%1) : (i32) -> i32
    "t.use"(%0, %0) : (i32, i32) -> ()
    return
  }
}
"#,
        &["insert t.new", "insert t.b", "move t.a"],
    );
}

const REGION: &str = r#"func.func @f(%c: i1) {
  "t.region"() ({
    %0 = "t.x"() : () -> i32
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.y"(%0) : (i32) -> ()
    "t.end"() : () -> ()
  }) : () -> ()
  return
}
"#;

#[test]
fn erase_op_goes_post_order_with_a_listener() {
    check(
        REGION,
        |e| {
            let r = e.op("t.region", 0);
            e.rw.erase_op(r);
        },
        r#"module {
  func.func @f(%arg0: i1) {
    return
  }
}
"#,
        &[
            "erase t.end",
            "erase t.y",
            "erase t.br",
            "erase t.x",
            "erase block",
            "erase block",
            "erase t.region",
        ],
    );
}

#[test]
fn split_then_merge_blocks() {
    check(
        CHAIN,
        |e| {
            let b = e.op("t.b", 0);
            let entry = e.block(0);
            let tail = e.rw.split_block(entry, Some(b));
            assert_eq!(e.rw.body().first_op(tail), Some(b));
            assert_eq!(e.block(1), tail);
            e.rw.merge_blocks(tail, entry, &[]);
        },
        r#"module {
  func.func @f() {
    %0 = "t.a"() : () -> i32
    %1 = "t.b"(%0) : (i32) -> i32
    "t.use"(%1, %1) : (i32, i32) -> ()
    return
  }
}
"#,
        &[
            "insert block",
            "move func.return",
            "move t.use",
            "move t.b",
            "move t.b",
            "move t.use",
            "move func.return",
            "erase block",
        ],
    );
}

#[test]
fn inline_block_replaces_arguments() {
    check(
        r#"func.func @f(%c: i32) {
  "t.holder"() ({
  ^bb0(%x: i32):
    "t.use"(%x) : (i32) -> ()
  }) : () -> ()
  return
}
"#,
        |e| {
            let holder = e.op("t.holder", 0);
            let region = e.rw.body().regions(holder)[0];
            let inner = e.rw.body().entry_block(region).unwrap();
            let arg = e.rw.body().block_args(e.block(0))[0];
            e.rw.inline_block_before(inner, e.block(0), Some(holder), &[arg]);
            e.rw.erase_op(holder);
        },
        r#"module {
  func.func @f(%arg0: i32) {
    "t.use"(%arg0) : (i32) -> ()
    return
  }
}
"#,
        &[
            "modify t.use",
            "move t.use",
            "erase block",
            "erase t.holder",
        ],
    );
}

#[test]
fn inline_region_moves_every_block() {
    check(
        r#"func.func @f() {
  "t.br"()[^bb1] : () -> ()
^bb1:
  return
}
func.func @g() {
  "t.holder"() ({
    "t.a"() : () -> ()
  ^bb1:
    "t.b"() : () -> ()
  }) : () -> ()
  return
}
"#,
        |e| {
            // Clone g's holder into f, then inline its region before f's ^bb1.
            let (other, region) = e.other.unwrap();
            let holder = find(e.rw.ctx, other, region, "t.holder", 0);
            let br = e.op("t.br", 0);
            e.rw.set_insertion_point_before(br);
            let copy = e.rw.clone_from(other, holder, &mut ValueMap::new());
            let inner = e.rw.body().regions(copy)[0];
            let before = e.block(1);
            e.rw.inline_region_before(inner, e.region, Some(before));
            e.rw.erase_op(copy);
        },
        r#"module {
  func.func @f() {
    "t.br"()[^bb3] : () -> ()
  ^bb1:  // no predecessors
    "t.a"() : () -> ()
  ^bb2:  // no predecessors
    "t.b"() : () -> ()
  ^bb3:  // pred: ^bb0
    return
  }
  func.func @g() {
    "t.holder"() ({
      "t.a"() : () -> ()
    ^bb1:  // no predecessors
      "t.b"() : () -> ()
    }) : () -> ()
    return
  }
}
"#,
        &[
            "insert t.holder",
            "insert t.a",
            "insert t.b",
            "move block",
            "move block",
            "erase t.holder",
        ],
    );
}

#[test]
fn clone_across_bodies_maps_values_and_blocks() {
    check(
        r#"func.func @f(%a: i32) {
  return
}
func.func @g(%b: i32) {
  "t.loop"() ({
  ^bb0(%i: i32):
    %s = "t.add"(%i, %b) : (i32, i32) -> i32
    "t.next"(%s)[^bb1] : (i32) -> ()
  ^bb1:
    "t.use"(%late) : (i32) -> ()
    %late = "t.late"() : () -> i32
  }) : () -> ()
  return
}
"#,
        |e| {
            let (other, region) = e.other.unwrap();
            let lp = find(e.rw.ctx, other, region, "t.loop", 0);
            let mut map = ValueMap::new();
            let b_arg = other.block_args(other.entry_block(region).unwrap())[0];
            let a_arg = e.rw.body().block_args(e.block(0))[0];
            map.insert(b_arg, a_arg);
            let ret = e.op("func.return", 0);
            e.rw.set_insertion_point_before(ret);
            e.rw.clone_from(other, lp, &mut map);
        },
        r#"module {
  func.func @f(%arg0: i32) {
    "t.loop"() ({
    ^bb0(%arg1: i32):
      %0 = "t.add"(%arg1, %arg0) : (i32, i32) -> i32
      "t.next"(%0)[^bb1] : (i32) -> ()
    ^bb1:  // pred: ^bb0
      "t.use"(%1) : (i32) -> ()
      %1 = "t.late"() : () -> i32
    }) : () -> ()
    return
  }
  func.func @g(%arg0: i32) {
    "t.loop"() ({
    ^bb0(%arg1: i32):
      %0 = "t.add"(%arg1, %arg0) : (i32, i32) -> i32
      "t.next"(%0)[^bb1] : (i32) -> ()
    ^bb1:  // pred: ^bb0
      "t.use"(%1) : (i32) -> ()
      %1 = "t.late"() : () -> i32
    }) : () -> ()
    return
  }
}
"#,
        &[
            "insert t.loop",
            "insert t.add",
            "insert t.next",
            "insert t.use",
            "insert t.late",
        ],
    );
}

#[test]
fn erased_ids_are_not_reused_while_a_rewriter_lives() {
    let ctx = Context::with_dialects(&[]);
    let mut body = Body::new();
    let region = body.new_region();
    let block = body.create_block();
    body.append_block(region, block);
    let state = || OperationState::new(ctx.op_name("t.a"), ctx.unknown_loc());
    let first = body.create_op(&ctx, state());
    body.append_op(block, first);
    {
        let mut rw = Rewriter::new(&ctx, &mut body);
        rw.erase_op(first);
        rw.set_insertion_point_to_end(block);
        let second = rw.create(state());
        assert_ne!(second, first);
        assert!(rw.body().is_erased(first));
    }
    // Once the rewriter is gone, the slot is reused.
    assert_eq!(body.create_op(&ctx, state()), first);
}

#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "still used")]
fn erasing_a_used_op_is_caught_in_debug_builds() {
    check(
        CHAIN,
        |e| {
            let a = e.op("t.a", 0);
            e.rw.erase_op(a);
        },
        "",
        &[],
    );
}

#[test]
fn clone_within_a_body_remaps_blocks_successors_and_later_values() {
    // The region's second block branches back to the first, and the
    // graph-like op uses a value defined after it: the clone's branches go
    // to its own blocks and its uses to its own values, outer values stay.
    check(
        r#"func.func @f(%a: i32) {
  "t.region"() ({
  ^bb0:
    "t.use"(%late, %a) : (i32, i32) -> ()
    %late = "t.def"() : () -> i32
    "t.br"()[^bb1] : () -> ()
  ^bb1:
    "t.br"()[^bb0] : () -> ()
  }) : () -> ()
  return
}
"#,
        |e| {
            let region_op = e.op("t.region", 0);
            e.rw.set_insertion_point_before(region_op);
            let copy = e.rw.clone(region_op, &mut ValueMap::new());
            // Names cannot tell the copies apart: check the ids.
            let body = e.rw.body();
            let inner = body.regions(copy)[0];
            let (use_op, def) = (
                find(e.rw.ctx, body, inner, "t.use", 0),
                find(e.rw.ctx, body, inner, "t.def", 0),
            );
            assert_eq!(body.operand(use_op, 0), body.result(def, 0));
            let blocks: Vec<BlockId> = body.region_blocks(inner).collect();
            let br = find(e.rw.ctx, body, inner, "t.br", 1);
            assert_eq!(body.successors(br), &[blocks[0]]);
            assert_eq!(
                body.successors(body.last_op(blocks[0]).unwrap()),
                &[blocks[1]]
            );
        },
        r#"module {
  func.func @f(%arg0: i32) {
    "t.region"() ({
      "t.use"(%0, %arg0) : (i32, i32) -> ()
      %0 = "t.def"() : () -> i32
      "t.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "t.br"()[^bb0] : () -> ()
    }) : () -> ()
    "t.region"() ({
      "t.use"(%0, %arg0) : (i32, i32) -> ()
      %0 = "t.def"() : () -> i32
      "t.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "t.br"()[^bb0] : () -> ()
    }) : () -> ()
    return
  }
}
"#,
        &[
            "insert t.region",
            "insert t.use",
            "insert t.def",
            "insert t.br",
            "insert t.br",
        ],
    );
}
