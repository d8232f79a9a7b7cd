// --opt-bisect-print-ir-path writes the whole module as it is when the first
// invocation is skipped: @a after cse (invocation 1), @b not yet (2 is
// skipped). The same file with threads on and off; none when nothing is
// skipped.

// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --opt-bisect-limit=1 --opt-bisect-print-ir-path=%t.ir -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERBOSE
// VERBOSE: BISECT: running pass (1) cse on func.func @a
// VERBOSE: BISECT: NOT running pass (2) cse on func.func @b
// RUN: FileCheck %s --input-file=%t.ir --check-prefix=IR
// IR: func.func @a() -> i32 {
// IR-NEXT:   %c1_i32 = arith.constant 1 : i32
// IR-NEXT:   %0 = arith.addi %c1_i32, %c1_i32 : i32
// IR: func.func @b() -> i32 {
// IR-NEXT:   %c2_i32 = arith.constant 2 : i32
// IR-NEXT:   %c2_i32_0 = arith.constant 2 : i32
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --opt-bisect-limit=1 --opt-bisect-print-ir-path=%t.ir1 --mlir-disable-threading -o /dev/null 2>/dev/null
// RUN: diff %t.ir %t.ir1

// --opt-disable skips too: the IR before the first disabled invocation.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --opt-bisect-funcs=a --opt-bisect-print-ir-path=%t.ir2 -o /dev/null 2>/dev/null
// RUN: diff %t.ir %t.ir2

// RUN: rm -f %t.none
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --opt-bisect-limit=2 --opt-bisect-print-ir-path=%t.none -o /dev/null 2>/dev/null
// RUN: not cat %t.none

func.func @a() -> i32 {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @b() -> i32 {
  %0 = arith.constant 2 : i32
  %1 = arith.constant 2 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
