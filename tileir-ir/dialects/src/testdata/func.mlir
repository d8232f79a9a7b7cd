module {
  func.func private @ext(i32, f32 {test.foo}) -> (i32 {test.bar})
  func.func @callee(%a: i32, %b: f32) -> (i32, f32) attributes {baz = 1 : i64} {
    return %a, %b : i32, f32
  }
  func.func public @caller(%a: i32, %b: f32) -> i32 {
    %0:2 = call @callee(%a, %b) : (i32, f32) -> (i32, f32)
    %f = constant @callee : (i32, f32) -> (i32, f32)
    %1:2 = call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
    return %0#0 : i32
  }
  func.func @noargs() {
    return
  }
}
