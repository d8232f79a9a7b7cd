func.func @loops(%lb: index, %ub: index, %s: index, %init: f32, %c: i1, %i: i32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  scf.for %iv = %lb to %ub step %s {
  }
  scf.for %iv = %i to %i step %i : i32 {
  }
  %x = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    scf.yield %init : f32
  }
  scf.if %c {
    %z = arith.addf %init, %init : f32
  }
  %w = scf.while (%arg = %init) : (f32) -> f32 {
    %cond = arith.cmpf olt, %arg, %arg : f32
    scf.condition(%cond) %arg : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  %e = scf.execute_region -> f32 {
    scf.yield %init : f32
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %init : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %w : f32
  }
  return %e : f32
}
