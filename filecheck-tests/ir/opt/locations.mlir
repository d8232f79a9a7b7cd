// RUN: not tileir-opt %s -split-input-file 2>&1 | FileCheck %s
// How diagnostics at non-file locations render (checked against mlir-opt 22).

// CHECK: <unknown>:0: error: 'func.return' op must be the last operation in the parent block
// CHECK-NEXT: <unknown>:0: note: see current operation: "func.return"() : () -> ()
func.func @unknown() {
  return loc(unknown)
  return
}

// -----

// CHECK-NEXT: <unknown>:0: error: loc("nm"): 'func.return' op must be the last operation in the parent block
// CHECK-NEXT: <unknown>:0: note: loc("nm"): see current operation: "func.return"() : () -> ()
func.func @name() {
  return loc("nm")
  return
}

// -----

// A name wrapping a file position shows that position (its source line
// only if `locations.mlir` opens from the working directory).
// CHECK: locations.mlir:7:9: error: 'func.return' op must be the last operation in the parent block
#loc7 = loc("locations.mlir":7:9)
func.func @named_file() {
  return loc("nm2"(#loc7))
  return
}

// -----

// Call sites show the callee, then `called from` the caller.
// CHECK: locations.mlir:16:3: error: 'func.return' op must be the last operation in the parent block
// CHECK: locations.mlir:8:3: note: called from
func.func @callsite() {
  return loc(callsite("locations.mlir":16:3 at "locations.mlir":8:3))
  return
}

// -----

// Fused locations show their first file position.
// CHECK: locations.mlir:17:3: error: 'func.return' op must be the last operation in the parent block
func.func @fused() {
  return loc(fused["a", "locations.mlir":17:3, "locations.mlir":8:3])
  return
}
