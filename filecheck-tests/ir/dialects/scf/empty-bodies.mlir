// RUN: tileir-opt %s --mlir-print-op-generic | FileCheck %s
// Bodies written empty get what MLIR's parsers give them (expected output
// produced by mlir-opt 22): the implicit terminator (`scf.reduce` with no
// reductions for scf.parallel), and gpu.module its one empty block.

func.func @f(%c: i1, %x: index) {
  scf.for %i = %x to %x step %x {
  }
  scf.if %c {
  } else {
  }
  scf.parallel (%i) = (%x) to (%x) step (%x) {
  }
  scf.forall (%i) in (4) {
  }
  return
}

gpu.module @g {}

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1, index) -> (), sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: index):
// CHECK-NEXT:     "scf.for"(%arg1, %arg1, %arg1) ({
// CHECK-NEXT:     ^bb0(%arg4: index):
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (index, index, index) -> ()
// CHECK-NEXT:     "scf.if"(%arg0) ({
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (i1) -> ()
// CHECK-NEXT:     "scf.parallel"(%arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       "scf.reduce"() : () -> ()
// CHECK-NEXT:     }) : (index, index, index) -> ()
// CHECK-NEXT:     "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       "scf.forall.in_parallel"() ({
// CHECK-NEXT:       ^bb0:
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "gpu.module"() <{sym_name = "g"}> ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
