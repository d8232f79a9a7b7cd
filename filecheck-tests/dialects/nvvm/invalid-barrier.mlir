// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm.barrier's reduction form and #nvvm.reduction: verifier and parse
// errors as mlir-opt 22 reports them.

func.func @f(%p: i32, %id: i32, %n: i32) {
  // expected-error@+1 {{'nvvm.barrier' op reduction are only available when id is 0}}
  %r = "nvvm.barrier"(%id, %n, %p) <{reductionOp = #nvvm.reduction<or>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%p: i32) {
  // expected-error@+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  "nvvm.barrier"(%p) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> ()
  return
}

// -----

func.func @f(%p: i32) {
  // expected-error@+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  %r = "nvvm.barrier"(%p) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  "nvvm.barrier"() <{reductionOp = #nvvm.reduction<or>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  return
}

// -----

func.func @f(%p: i32, %id: i32) {
  // expected-error@+1 {{'nvvm.barrier' op reduction are only available when id is 0}}
  %r = "nvvm.barrier"(%id, %p) <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%p: i32, %n: i32) {
  // expected-error@+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  %r = "nvvm.barrier"(%n, %p) <{reductionOp = #nvvm.reduction<or>, operandSegmentSizes = array<i32: 0, 1, 1>}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%n: i32) {
  // expected-error@+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  return
}

// -----

func.func @f(%id: i32) {
  // expected-error@+1 {{'nvvm.barrier' op reduction are only available when id is 0}}
  "nvvm.barrier"(%id) <{reductionOp = #nvvm.reduction<or>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  nvvm.barrier #nvvm.reduction<or>
  return
}

// -----

func.func @f(%p: i32) {
  // expected-error@+1 {{'nvvm.barrier' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %r = nvvm.barrier #nvvm.reduction<or> %p -> i64
  return
}

// -----

func.func @f(%p: i32) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = nvvm.barrier #nvvm.reduction<or> %p {foo} -> i32
  return
}

// -----

func.func @f(%p: i32) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %r = nvvm.barrier <or> %p -> i32
  return
}

// -----

func.func @f(%p: i32, %id: i32) {
  // expected-error@+1 {{invalid SSA value result number}}
  %r = nvvm.barrier id = %id #nvvm.reduction<or> %p -> i32
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @f(%p: i64) {
  // expected-error@+1 {{use of value '%p' expects different type than prior uses: 'i32' vs 'i64'}}
  %r = nvvm.barrier #nvvm.reduction<or> %p -> i32
  return
}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
// expected-error@+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
func.func @f() attributes {r = #nvvm.reduction<add>} {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
// expected-error@+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
func.func @f() attributes {r = #nvvm.reduction<"add">} {
  return
}

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
func.func @f() attributes {r = #nvvm.reduction<>} {
  return
}
