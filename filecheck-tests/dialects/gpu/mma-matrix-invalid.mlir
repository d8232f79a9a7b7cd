// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// !gpu.mma_matrix's verifier: operand role, two dimensions, element type
// (wording, order and place of mlir-opt 22).

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func private @f(%a: !gpu.mma_matrix<16x16x16xi64, "XOp">)

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func private @f(%a: !gpu.mma_matrix<16x16x16xf16, "AOp">)

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func private @f(%a: !gpu.mma_matrix<16xf16, "COp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%a: !gpu.mma_matrix<16x16xi8, "AOp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%a: !gpu.mma_matrix<16x16xbf16, "BOp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%a: !gpu.mma_matrix<16x16xi64, "COp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%a: !gpu.mma_matrix<16x16xindex, "COp">)
