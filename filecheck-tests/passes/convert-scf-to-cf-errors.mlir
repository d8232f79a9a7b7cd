// convert-scf-to-cf against mlir-opt 22: an scf.forall with shared outputs
// has no lowering, so the conversion fails at it and changes nothing.

// RUN: not tileir-opt %s -allow-unregistered-dialect -convert-scf-to-cf 2>&1 | FileCheck %s

func.func @lowered_first(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  return
}
func.func @forall_out(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// CHECK: convert-scf-to-cf-errors.mlir:13:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
// CHECK-NEXT: %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {
// CHECK-NEXT: ^
// CHECK-NEXT: convert-scf-to-cf-errors.mlir:13:8: note: see current operation:
// CHECK-NEXT: %0 = "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: tensor<4xf32>):
// CHECK-NEXT:   "scf.forall.in_parallel"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : (index, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NOT: module
