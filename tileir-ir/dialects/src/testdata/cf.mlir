func.func @branches(%c: i1, %a: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%y: i32):
  return %y : i32
}
