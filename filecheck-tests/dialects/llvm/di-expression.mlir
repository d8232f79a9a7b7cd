// DWARF expressions: #llvm.di_expression with its DW_OP_* elements (every operation name of LLVM 22's table kind: DWARF 5, vendor and LLVM extensions), operands as unsigned 64-bit values, DW_OP_LLVM_convert's DW_ATE_* encodings, and the empty expression, as mlir-opt 22 prints them.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s

// CHECK: module attributes {test.convert = #llvm.di_expression<[DW_OP_LLVM_convert(16, DW_ATE_signed), DW_OP_LLVM_convert(8, DW_ATE_unsigned, 128, DW_ATE_HP_float128)]>,
// CHECK-SAME: test.empty = #llvm.di_expression<>, test.fragment = #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(32, 32)]>,
// CHECK-SAME: test.plain = #llvm.di_expression<[DW_OP_convert(5, 5)]>, test.same = #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_float)]>,
// CHECK-SAME: test.stack = #llvm.di_expression<[DW_OP_constu(18446744073709551615), DW_OP_plus_uconst(0), DW_OP_stack_value]>}
// CHECK: llvm.func @vendor() attributes {test.ops = [#llvm.di_expression<[DW_OP_GNU_push_tls_address, DW_OP_HP_is_value, DW_OP_INTEL_bit_piece, DW_OP_WASM_location(0, 1), DW_OP_APPLE_uninit, DW_OP_GNU_entry_value, DW_OP_PGI_omp_thread_num, DW_OP_LLVM_user]>
// CHECK: DW_OP_LLVM_extract_bits_sext(0, 8), DW_OP_LLVM_extract_bits_zext(8, 8)]>]}
// CHECK: llvm.func @dwarf5()
// CHECK-SAME: DW_OP_breg15(15)]>, #llvm.di_expression<[DW_OP_breg16,
// CHECK-SAME: DW_OP_reinterpret(1)]>]}

module attributes {
  test.empty = #llvm.di_expression<>,
  test.fragment = #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(32, 32)]>,
  test.stack = #llvm.di_expression<[DW_OP_constu(-1), DW_OP_plus_uconst(0x0), DW_OP_stack_value]>,
  test.convert = #llvm.di_expression<[DW_OP_LLVM_convert(0x10, 5), DW_OP_LLVM_convert(8, DW_ATE_unsigned, 128, 130)]>,
  test.same = #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_float)]>,
  test.plain = #llvm.di_expression<[DW_OP_convert(5, 5)]>
} {
  llvm.func @vendor() attributes {test.ops = [
    #llvm.di_expression<[DW_OP_GNU_push_tls_address, DW_OP_HP_is_value, DW_OP_INTEL_bit_piece, DW_OP_WASM_location(0, 1), DW_OP_APPLE_uninit, DW_OP_GNU_entry_value, DW_OP_PGI_omp_thread_num, DW_OP_LLVM_user]>,
    #llvm.di_expression<[DW_OP_HP_fltconst4, DW_OP_HP_fltconst8, DW_OP_HP_mod_range, DW_OP_HP_unmod_range, DW_OP_HP_tls, DW_OP_WASM_location_int, DW_OP_GNU_implicit_pointer, DW_OP_GNU_addr_index, DW_OP_GNU_const_index]>,
    #llvm.di_expression<[DW_OP_LLVM_tag_offset(1), DW_OP_LLVM_entry_value(1), DW_OP_LLVM_implicit_pointer, DW_OP_LLVM_arg(0), DW_OP_LLVM_extract_bits_sext(0, 8), DW_OP_LLVM_extract_bits_zext(8, 8)]>
  ]} {
    llvm.return
  }
  llvm.func @dwarf5() attributes {test.ops = [
    #llvm.di_expression<[DW_OP_addr(0), DW_OP_const1u(1), DW_OP_const1s(2), DW_OP_const2u(3), DW_OP_const2s(4), DW_OP_const4u(5), DW_OP_const4s(6), DW_OP_const8u(7), DW_OP_const8s(8), DW_OP_consts(9)]>,
    #llvm.di_expression<[DW_OP_dup, DW_OP_drop, DW_OP_over, DW_OP_pick(1), DW_OP_swap, DW_OP_rot, DW_OP_xderef, DW_OP_abs, DW_OP_and, DW_OP_div, DW_OP_minus, DW_OP_mod, DW_OP_mul, DW_OP_neg, DW_OP_not, DW_OP_or, DW_OP_plus]>,
    #llvm.di_expression<[DW_OP_shl, DW_OP_shr, DW_OP_shra, DW_OP_xor, DW_OP_bra(2), DW_OP_eq, DW_OP_ge, DW_OP_gt, DW_OP_le, DW_OP_lt, DW_OP_ne, DW_OP_skip(4)]>,
    #llvm.di_expression<[DW_OP_lit0, DW_OP_lit1, DW_OP_lit2, DW_OP_lit3, DW_OP_lit4, DW_OP_lit5, DW_OP_lit6, DW_OP_lit7, DW_OP_lit8, DW_OP_lit9, DW_OP_lit10, DW_OP_lit11, DW_OP_lit12, DW_OP_lit13, DW_OP_lit14, DW_OP_lit15]>,
    #llvm.di_expression<[DW_OP_lit16, DW_OP_lit17, DW_OP_lit18, DW_OP_lit19, DW_OP_lit20, DW_OP_lit21, DW_OP_lit22, DW_OP_lit23, DW_OP_lit24, DW_OP_lit25, DW_OP_lit26, DW_OP_lit27, DW_OP_lit28, DW_OP_lit29, DW_OP_lit30, DW_OP_lit31]>,
    #llvm.di_expression<[DW_OP_reg0, DW_OP_reg1, DW_OP_reg2, DW_OP_reg3, DW_OP_reg4, DW_OP_reg5, DW_OP_reg6, DW_OP_reg7, DW_OP_reg8, DW_OP_reg9, DW_OP_reg10, DW_OP_reg11, DW_OP_reg12, DW_OP_reg13, DW_OP_reg14, DW_OP_reg15]>,
    #llvm.di_expression<[DW_OP_reg16, DW_OP_reg17, DW_OP_reg18, DW_OP_reg19, DW_OP_reg20, DW_OP_reg21, DW_OP_reg22, DW_OP_reg23, DW_OP_reg24, DW_OP_reg25, DW_OP_reg26, DW_OP_reg27, DW_OP_reg28, DW_OP_reg29, DW_OP_reg30, DW_OP_reg31]>,
    #llvm.di_expression<[DW_OP_breg0(0), DW_OP_breg1(1), DW_OP_breg2(2), DW_OP_breg3(3), DW_OP_breg4(4), DW_OP_breg5(5), DW_OP_breg6(6), DW_OP_breg7(7), DW_OP_breg8(8), DW_OP_breg9(9), DW_OP_breg10(10), DW_OP_breg11(11), DW_OP_breg12(12), DW_OP_breg13(13), DW_OP_breg14(14), DW_OP_breg15(15)]>,
    #llvm.di_expression<[DW_OP_breg16, DW_OP_breg17, DW_OP_breg18, DW_OP_breg19, DW_OP_breg20, DW_OP_breg21, DW_OP_breg22, DW_OP_breg23, DW_OP_breg24, DW_OP_breg25, DW_OP_breg26, DW_OP_breg27, DW_OP_breg28, DW_OP_breg29, DW_OP_breg30, DW_OP_breg31]>,
    #llvm.di_expression<[DW_OP_regx(1), DW_OP_fbreg(2), DW_OP_bregx(3, 4), DW_OP_piece(8), DW_OP_deref_size(4), DW_OP_xderef_size(4), DW_OP_nop, DW_OP_push_object_address, DW_OP_call2(1), DW_OP_call4(2), DW_OP_call_ref(3)]>,
    #llvm.di_expression<[DW_OP_form_tls_address, DW_OP_call_frame_cfa, DW_OP_bit_piece(8, 0), DW_OP_implicit_value(4, 1), DW_OP_implicit_pointer(1, 2), DW_OP_addrx(1), DW_OP_constx(2), DW_OP_entry_value(1)]>,
    #llvm.di_expression<[DW_OP_const_type(1, 2), DW_OP_regval_type(1, 2), DW_OP_deref_type(4, 1), DW_OP_xderef_type(4, 1), DW_OP_reinterpret(1)]>
  ]} {
    llvm.return
  }
}
