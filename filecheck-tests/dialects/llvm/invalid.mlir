// Invalid llvm IR: each chunk gives mlir-opt 22's diagnostic.
// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func weak @ext_weak()

// -----

llvm.func @bad_add(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @bad_fadd(%a: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @bad_icmp(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @bad_load(%p: i32) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %p : i32 -> i32
  llvm.return
}

// -----

llvm.func @bad_extract(%s: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 1}}
  llvm.return
}

// -----

// expected-note @+1 {{prior use here}}
llvm.func @bad_cond(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  llvm.cond_br %c, ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

llvm.func @bad_select(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @bad_sext(%a: f32) {
  // expected-error @+1 {{'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sext %a : f32 to i64
  llvm.return
}

// -----

llvm.func @bad_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.atomicrmw add %p, %v bogus : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @bad_linkage_keyword() {
  llvm.return
}
// expected-error @+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global foo @g(0 : i32) : i32

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @ret_mismatch() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @ret_type(%a: i64) -> i32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i64
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @ret_void(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

llvm.func @call_unknown() {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_bad_args(%a: i64) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee2(i32) -> i32
llvm.func @call_bad_count(%a: i32) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @callee2(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @addr_unknown() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_struct(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @callee3() -> i32
llvm.func @call_bad_result() {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @callee3() : () -> i64
  llvm.return
}

// -----

llvm.mlir.global internal @g() : i32

// -----

// An LLVM enum names itself by its summary and its attribute's C++ parameter.
// expected-error@+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: bogus}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @f() attributes {llvm.x = #llvm.linkage<bogus>} { llvm.return }

// -----

// expected-error@+2 {{expected keyword for Tail Call Kind}}
// expected-error@+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
llvm.func @f() attributes {llvm.x = #llvm.tailcallkind<1>} { llvm.return }

// -----

// A bit enum reads its whole list before it looks the words up.
llvm.func @f(%a: f32) -> f32 {
  // expected-error@+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error@+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan, fastest>} : f32
  llvm.return %0 : f32
}

// -----

// A module's own attributes must be dialect attributes.
// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {x = #llvm.cconv<fastcc>} {}

// -----

// Overflow flags are keywords, one of LLVM's.
llvm.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{custom op 'llvm.add' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: bogus}}
  %0 = llvm.add %a, %b overflow<nsw, bogus> : i32
  llvm.return %0 : i32
}

// -----

llvm.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{custom op 'llvm.add' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.add %a, %b overflow<> : i32
  llvm.return %0 : i32
}

// -----

llvm.func @f(%a: i32) -> i8 {
  // expected-error@+1 {{custom op 'llvm.trunc' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.trunc %a overflow<"nsw"> : i32 to i8
  llvm.return %0 : i8
}

// -----

llvm.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected '>'}}
  %0 = llvm.add %a, %b overflow<nsw | nuw> : i32
  llvm.return %0 : i32
}
