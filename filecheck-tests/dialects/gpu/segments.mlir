// RUN: tileir-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// Attribute-sized segments the generic form leaves out, or gives in the
// attribute dictionary in a form the property cannot hold, are all zero
// (what mlir-opt 22 prints).

// CHECK: "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
func.func @f() {
  %0 = "gpu.alloc"() : () -> memref<4xf32>
  return
}

// -----

// CHECK: "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
func.func @f() {
  %0 = "gpu.alloc"() {operandSegmentSizes = array<i32: 0, 0>} : () -> memref<4xf32>
  return
}

// -----

// CHECK: "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
func.func @f() {
  %0 = "gpu.alloc"() {operandSegmentSizes = array<i64: 0, 0, 0>} : () -> memref<4xf32>
  return
}
