// RUN: tileir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// Symbols and symbol tables (messages checked against mlir-opt 22).

// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// Unregistered ops with a `sym_name` take part too.
// expected-note @+1 {{see existing symbol definition here}}
"t.sym"() {sym_name = "s"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 's'}}
"t.sym"() {sym_name = "s"} : () -> ()

// -----

// Nested symbol tables are separate scopes.
module {
  func.func @f() {
    return
  }
  builtin.module @inner {
    func.func @f() {
      return
    }
  }
}

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{visibility expected to be one of ["public", "private", "nested"], but got "secret"}}
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "secret"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Symbol uses: `func.call`'s callee (CallOp::verifySymbolUses), checked by
// the nearest symbol table after everything in it verified.
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  %0 = func.call @missing(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @g(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @g(%a) : (i64) -> i32
  return %0 : i32
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> (i32, i64)
func.func @f(%a: i32) -> f32 {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i32', 'f32'}}
  // expected-note @+1 {{function result types: 'i32', 'i64'}}
  %0:2 = func.call @g(%a) : (i32) -> (i32, f32)
  return %0#1 : f32
}

// -----

// A symbol that is not a function.
"t.sym"() {sym_name = "notfunc"} : () -> ()
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op 'notfunc' does not reference a valid function}}
  func.call @notfunc(%a) : (i32) -> ()
  return
}

// -----

// Only the nearest symbol table is searched.
module {
  func.func private @outer(i32)
  module {
    func.func @f(%a: i32) {
      // expected-error @+1 {{'func.call' op 'outer' does not reference a valid function}}
      func.call @outer(%a) : (i32) -> ()
      return
    }
  }
}

// -----

// Calls that resolve: recursion, a declaration, inside nested regions.
func.func private @decl(index) -> index
func.func @f(%a: i32, %i: index) {
  func.call @f(%a, %i) : (i32, index) -> ()
  %true = arith.constant true
  scf.if %true {
    %0 = func.call @decl(%i) : (index) -> index
  }
  return
}

// -----

// Bad calls in several places: MLIR's walk takes the table's ops first,
// then their regions last-pushed-first, so the wrapper's call is reported
// (and of two functions, the later one's).
func.func @f(%a: i32) {
  func.call @nope1(%a) : (i32) -> ()
  return
}
"t.wrap"() ({
  %c = "t.c"() : () -> i32
  // expected-error @+1 {{'func.call' op 'nope2' does not reference a valid function}}
  func.call @nope2(%c) : (i32) -> ()
}) : () -> ()

// -----

func.func @f1(%a: i32) {
  func.call @nope1(%a) : (i32) -> ()
  return
}
func.func @f2(%a: i32) {
  // expected-error @+1 {{'func.call' op 'nope2' does not reference a valid function}}
  func.call @nope2(%a) : (i32) -> ()
  return
}
