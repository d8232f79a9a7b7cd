func.func @f(%i: i32, %x: f32) {
  cf.switch %i : i32, [
    default: ^bb1(%x : f32),
    42: ^bb2,
    7: ^bb3(%x : f32)
  ]
^bb1(%a: f32):
  return
^bb3(%b: f32):
  return
^bb2:
  cf.switch %i : i32, [
    default: ^bb2
  ]
}
