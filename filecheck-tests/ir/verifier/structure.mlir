// RUN: tileir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// Blocks, terminators and successors (messages checked against mlir-opt 22).

func.func @no_terminator() {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

func.func @terminator_not_last() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func @successors_not_last(%c: i1) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "t.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}

// -----

func.func @empty_block() {
  // expected-error @+1 {{empty block: expect at least a terminator}}
  "t.r"() ({
  ^bb0:
    "t.x"() : () -> ()
  ^bb1:
  }) : () -> ()
  return
}

// -----

func.func @entry_predecessor() {
  // expected-error @+1 {{entry block of region may not have predecessors}}
  "t.r"() ({
  ^bb0:
    "t.br"()[^bb0] : () -> ()
  }) : () -> ()
  return
}

// -----

// Unregistered ops may end a block, and a single-block region of an
// unregistered op needs no terminator at all.
func.func @unregistered_terminator() {
  "t.r"() ({
    "t.x"() : () -> ()
  }) : () -> ()
  "t.r"() ({
  ^bb0:
    "t.x"() : () -> ()
  ^bb1:
    "t.y"() : () -> ()
  }) : () -> ()
  return
}


// -----

func.func @successor_operand_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @successor_operand_type(%a: i32, %c: i1) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%c : i1)
^bb1(%x: i32):
  return
}

// -----

// IsolatedFromAbove: MLIR parses an isolated op's regions in the enclosing
// name scope, and the verifier rejects the outer value.
%0 = "t.def"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  // expected-error @+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%0) : (i32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The same in custom form.
%0 = "t.def"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
func.func @f() {
  // expected-error @+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%0) : (i32) -> ()
  return
}

// -----

// The same through two isolated ops (a module around the function).
%0 = "t.def"() : () -> i32
module {
  // expected-note @+1 {{required by region isolation constraints}}
  func.func @f() {
    // expected-error @+1 {{'t.use' op using value defined outside the region}}
    "t.use"(%0) : (i32) -> ()
    return
  }
}

// -----

// For the same reason an isolated op's regions cannot redefine an outer name
// (MLIR shadows names only for ops that ask for it; none of these do).
// expected-note @+1 {{previously defined here}}
%0 = "t.def"() : () -> i32
func.func @f() {
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// Nor take it as a region entry argument.
// expected-note @+1 {{previously referenced here}}
%x = "t.def"() : () -> i32
// expected-error @+1 {{region entry argument '%x' is already in use}}
func.func @g(%x: i32) {
  return
}

// -----

// Names of one function are not visible in the next, nor module-level names
// defined after it.
func.func @f() {
  %0 = arith.constant 0 : i32
  return
}
func.func @g() {
  %0 = arith.constant 1 : i32
  return
}
%0 = "t.def"() : () -> i32

// -----

// An empty isolated region before a function changes nothing; a name
// defined nowhere stays undeclared.
%0 = "t.def"() : () -> i32
"t.iso_holder"() ({
  "func.func"() <{function_type = () -> (), sym_name = "e", sym_visibility = "private"}> ({
  }) : () -> ()
  func.func @g() {
    // expected-error @+1 {{use of undeclared SSA value name}}
    "t.use"(%nowhere) : (i32) -> ()
    return
  }
}) : () -> ()
