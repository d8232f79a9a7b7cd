// Invalid DWARF expressions: each chunk gives mlir-opt 22's diagnostics (an unknown DW_OP_* name, operands that are not unsigned 64-bit integers, an unknown DW_ATE_* encoding, an empty or unterminated list, an element written on its own).
// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error @+3 {{invalid debug info debug info operation encoding name: DW_OP_foo}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @unknown_op() attributes {e = #llvm.di_expression<[DW_OP_deref, DW_OP_foo]>}

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @no_operands() attributes {e = #llvm.di_expression<[DW_OP_deref()]>}

// -----

// expected-error @+2 {{encountered unknown attribute encoding "DW_ATE_bogus"}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @unknown_encoding() attributes {e = #llvm.di_expression<[DW_OP_LLVM_convert(8, DW_ATE_bogus)]>}

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @encoding_elsewhere() attributes {e = #llvm.di_expression<[DW_OP_constu(1, DW_ATE_signed)]>}

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @encoding_first() attributes {e = #llvm.di_expression<[DW_OP_LLVM_convert(DW_ATE_signed, 8)]>}

// -----

// expected-error @+3 {{integer value too large}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @too_large() attributes {e = #llvm.di_expression<[DW_OP_LLVM_fragment(18446744073709551616, 0)]>}

// -----

// expected-error @+3 {{expected valid keyword}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @empty_brackets() attributes {e = #llvm.di_expression<[]>}

// -----

// expected-error @+3 {{expected valid keyword}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @trailing_comma() attributes {e = #llvm.di_expression<[DW_OP_deref,]>}

// -----

// expected-error @+3 {{expected valid keyword}}
// expected-error @+2 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @integer_op() attributes {e = #llvm.di_expression<[6]>}

// -----

// expected-error @+1 {{expected '>'}}
func.func private @no_brackets() attributes {e = #llvm.di_expression<DW_OP_deref>}

// -----

// expected-error @+1 {{expected ']'}}
func.func private @no_comma() attributes {e = #llvm.di_expression<[DW_OP_deref DW_OP_deref]>}

// -----

// expected-error @+2 {{expected ')'}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @no_paren() attributes {e = #llvm.di_expression<[DW_OP_LLVM_fragment(0 1)]>}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations' which is to be a `::llvm::ArrayRef<DIExpressionElemAttr>`}}
func.func private @nested_expression() attributes {e = #llvm.di_expression<[#llvm.di_expression<>]>}

// -----

// An element's format starts with its operation, not `<`: it only parses
// inside an expression.
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionElemAttr parameter 'opcode' which is to be a `unsigned`}}
func.func private @elem_alone() attributes {e = #llvm.di_expression_elem<DW_OP_deref>}

// -----

// A negative operand of more than 16 digits does not fit the 64-bit APInt MLIR reads it into.
// expected-error @+3 {{integer value too large}}
// expected-error @+2 {{expected integer operand}}
// expected-error @+1 {{failed to parse LLVM_DIExpressionAttr parameter 'operations'}}
module attributes {t.t = #llvm.di_expression<[DW_OP_constu(-99999999999999999)]>} {}
