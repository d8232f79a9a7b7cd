// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm op diagnostics on LLVM pointers and structs (wording of mlir-opt 22).

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.init' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.init %g, %a : !llvm.ptr<1>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{'nvvm.cp.async.shared.global' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.cp.async.shared.global %g, %g, 16, cache = ca : !llvm.ptr<1>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %s, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %s, %g, 3, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive.expect_tx' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7, but got 'i32'}}
  nvvm.mbarrier.arrive.expect_tx %a, %a : i32, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{'nvvm.mapa' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  %0 = nvvm.mapa %g, %a : !llvm.ptr<1> -> !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %a: i32) {
  // expected-error@+1 {{'nvvm.mapa' op result #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 7, but got '!llvm.ptr<3>'}}
  %0 = nvvm.mapa %p, %a : !llvm.ptr -> !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected second element in the returned struct to be of type 'i1' but got 'i32' instead}}
  %s = nvvm.shfl.sync bfly %a, %a, %a, %a {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected first element in the returned struct to be of type 'i32' but got 'f32' instead}}
  %s = nvvm.shfl.sync bfly %a, %a, %a, %a {return_value_and_is_valid} : i32 -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected return type to be a two-element struct}}
  %s = nvvm.shfl.sync bfly %a, %a, %a, %a {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1, i1)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.match.sync' op result #0 must be 32-bit signless integer or LLVM struct type, but got 'i64'}}
  %0 = nvvm.match.sync any %a, %a : i32 -> i64
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.match.sync' op match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %a, %a : i32 -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.match.sync' op match.sync 'any' returns an i32}}
  %0 = nvvm.match.sync any %a, %a : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.match.sync' op match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %a, %a : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}
