// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// Unknown llvm type mnemonics get the LLVM dialect's own message (wording of mlir-opt 22).

// expected-error@+1 {{unknown LLVM type: vec}}
func.func @f(%a: !llvm.vec<4 x i32>) {
  return
}
// -----
// expected-error@+1 {{unknown LLVM type: vec}}
func.func @f(%a: !llvm.vec<? x 4 x ptr>) {
  return
}
// -----
// expected-error@+1 {{unknown LLVM type: foo}}
func.func @f(%a: !llvm.foo) {
  return
}
