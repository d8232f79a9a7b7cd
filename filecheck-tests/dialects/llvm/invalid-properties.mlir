// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// llvm ops: property conversion of the generic form (diagnostics of mlir-opt 22).

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {alignment = "x"} for op llvm.load: Invalid attribute `alignment` in property conversion: "x"}}
  %0 = "llvm.load"(%p) <{alignment = "x"}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {volatile_ = 1 : i64} for op llvm.load: Invalid attribute `volatile_` in property conversion: 1 : i64}}
  %0 = "llvm.load"(%p) <{volatile_ = 1}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {ordering = 1 : i32} for op llvm.load: Invalid attribute `ordering` in property conversion: 1 : i32}}
  %0 = "llvm.load"(%p) <{ordering = 1 : i32}> : (!llvm.ptr) -> i32
  llvm.return
}
