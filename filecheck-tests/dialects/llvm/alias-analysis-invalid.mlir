// Invalid alias-analysis attributes of memory ops: `access_groups`,
// `alias_scopes`, `noalias_scopes` and `tbaa` must be arrays of access
// groups, alias scopes and TBAA tags; the parser checks them in the order
// of the op's properties (by name), as mlir-opt 22 does.
// RUN: tileir-opt %s --split-input-file --verify-diagnostics

llvm.func @tbaa_not_tags(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [1 : i32]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#root = #llvm.tbaa_root<id = "r">
llvm.func @tbaa_root_is_no_tag(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [#root]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @alias_scopes_not_scopes(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {alias_scopes = [1 : i32]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @noalias_scopes_not_scopes(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %v, %p {noalias_scopes = ["x"]} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @tbaa_not_an_array(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  llvm.store %v, %p {tbaa = 3} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @access_groups_checked_before_tbaa(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {tbaa = [1 : i32], access_groups = [2 : i32]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @memcpy_scopes(%p: !llvm.ptr, %n: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, alias_scopes = [1 : i32]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}
