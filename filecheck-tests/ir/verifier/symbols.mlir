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
