module {
  func.func private @callee(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @main(%arg0: i32) -> i32 {
    %0 = func.call @callee(%arg0) : (i32) -> i32
    return %0 : i32
  }
}
