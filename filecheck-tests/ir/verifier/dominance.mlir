// RUN: tileir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// Dominance (messages and notes checked against mlir-opt 22).

func.func @use_before_def() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @second_operand() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %0 = arith.addi %c, %1 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 2 : i32
  return
}

// -----

func.func @same_region(%cond: i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %0, %0 : i32
  return
}

// -----

func.func @parent_region(%cond: i1) {
  scf.if %cond {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %1 = arith.addi %0, %0 : i32
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument(%cond: i1) {
  cf.cond_br %cond, ^bb1(%cond : i1), ^bb2
^bb1(%a: i1):
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.xori %a, %a : i1
  return
}

// -----

// Unreachable blocks are not checked.
func.func @unreachable() {
  return
^bb1:
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  cf.br ^bb1
}

// -----

// Graph regions (builtin.module) and unregistered ops' regions have no SSA dominance.
"t.graph"() ({
  %0 = "t.use"(%1) : (i32) -> i32
  %1 = "t.def"() : () -> i32
  "t.end"() : () -> ()
}) : () -> ()

// -----

// Values from enclosing regions dominate uses nested below them.
func.func @nested_ok(%cond: i1) -> i32 {
  %0 = arith.constant 1 : i32
  %1 = scf.if %cond -> i32 {
    %2 = arith.addi %0, %0 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}

// -----

func.func @loop_backedge(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  %done = arith.cmpi eq, %next, %n : index
  cf.cond_br %done, ^bb2, ^bb1(%next : index)
^bb2:
  return
}
