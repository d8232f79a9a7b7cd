// Two RUN lines with their own prefixes: only the stale one is rewritten;
// the other block, and the kept CHECK-NOT, stay as written.
// RUN: tileir-opt %s | FileCheck %s --check-prefix=PLAIN
// RUN: tileir-opt %s -cse | FileCheck %s --check-prefix=CSE

// PLAIN-LABEL: func.func @dup(
// PLAIN-COUNT-2: arith.muli
func.func @dup(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
// CSE-LABEL: func.func @dup(
// CSE: arith.muli
// CSE: arith.muli
// COM: keep: written by hand, must survive an update
// CSE-NOT: arith.subi
