func.func @p(%lb: index, %ub: index, %s: index, %x: f32, %t: tensor<8xf32>) {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x) -> f32 {
    %v = arith.addf %x, %x : f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.reduce
  }
  %f = scf.forall (%i, %j) in (8, %ub) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
  }
  return
}
