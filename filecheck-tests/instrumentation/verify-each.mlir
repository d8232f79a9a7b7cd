// Verify-each (on by default) and IR dumps: the printer sits before
// verify-each in the chain, so its after-hook sees verification's verdict: a
// pass whose result fails to verify prints the post-pass IR with the failed
// banner, after the verifier's diagnostic, in generic form (as MLIR's printer
// prints IR that does not verify). With --verify-each=false the broken IR
// flows on, still printed generically.

// RUN: not tileir-opt %s -tileir-test-function-break=only=a -tileir-test-function-noop --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: not tileir-opt %s -tileir-test-function-break=only=a --mlir-print-ir-after-failure --mlir-print-ir-banner=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: tileir-opt %s -tileir-test-function-break=only=a -tileir-test-function-noop --verify-each=false --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOVERIFY

func.func @a() {
  return
}
func.func @b() {
  return
}

// CHECK:      verify-each.mlir:12:1: error: empty block: expect at least a terminator
// CHECK:      *** IR Dump After tileir-test-function-break Failed ***
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// The failed function's pipeline stops; @b's goes on.
// CHECK-NEXT: *** IR Dump After tileir-test-function-break ***
// CHECK-NEXT: func.func @b() {
// CHECK:      *** IR Dump After tileir-test-function-noop ***
// CHECK-NEXT: func.func @b() {
// CHECK-NOT:  IR Dump

// MLIR:      error: empty block: expect at least a terminator
// MLIR:      // -----// IR Dump After TileirTestFunctionBreak Failed (tileir-test-function-break) //----- //
// MLIR-NEXT: "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
// MLIR-NOT:  IR Dump

// Without verify-each nothing fails until the output is verified.
// NOVERIFY-NOT:  error
// NOVERIFY:      *** IR Dump After tileir-test-function-break ***
// NOVERIFY-NEXT: "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
// NOVERIFY:      *** IR Dump After tileir-test-function-noop ***
// NOVERIFY-NEXT: "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
// NOVERIFY:      *** IR Dump After tileir-test-function-noop ***
// NOVERIFY-NEXT: func.func @b() {

// The output of such a run is printed generically too, as mlir-opt does.
// RUN: tileir-opt %s -tileir-test-function-break=only=a --verify-each=false 2>&1 | FileCheck %s --check-prefix=OUTPUT
// OUTPUT: "builtin.module"() ({
// OUTPUT-NEXT: "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
