func.func @edge(%i: i32, %lb: index, %x: f32, %y: i64, %c: i1) -> (f32, i64) {
  %r:2 = scf.for unsigned %iv = %i to %i step %i iter_args(%a = %x, %b = %y) -> (f32, i64) : i32 {
    %n = scf.if %c -> (f32) {
      scf.yield %a : f32
    } else {
      %z = arith.addf %a, %a : f32
      scf.yield %z : f32
    }
    scf.yield %n, %b : f32, i64
  }
  scf.if %c {
    scf.for %j = %lb to %lb step %lb {
      %q = arith.addi %j, %j : index
    } {tag = 1 : i32}
  } else {
    %w = arith.constant 1 : i32
  }
  %w:2 = scf.while (%p = %x, %q = %y) : (f32, i64) -> (f32, i64) {
    scf.condition(%c) %p, %q : f32, i64
  } do {
  ^bb0(%p2: f32, %q2: i64):
    scf.yield %p2, %q2 : f32, i64
  }
  %e:2 = scf.execute_region -> (f32, i64) no_inline {
    scf.yield %x, %y : f32, i64
  }
  scf.index_switch %lb
  default {
  }
  return %r#0, %w#1 : f32, i64
}
