module @outer attributes {test.attr = 1 : i32} {
  module @inner {
  }
  module {
    func.func @f(%a: i32) -> f32 {
      %0 = builtin.unrealized_conversion_cast %a : i32 to f32
      %1:2 = builtin.unrealized_conversion_cast %0 : f32 to i64, i1
      %2 = builtin.unrealized_conversion_cast to i8
      return %0 : f32
    }
  }
}
