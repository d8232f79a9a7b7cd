// The llvm dialect's debug-info attributes (#llvm.di_*): DWARF keywords, flag sets, unsigned parameters, distinct ids, recursive types, attribute-class parameters written in full, as aliases or stripped, printed through the mnemonic aliases mlir-opt 22 gives them.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s

// CHECK-DAG: #di_file = #llvm.di_file<"main.c" in "/src">
// CHECK-DAG: #di_file1 = #llvm.di_file<"lib.rs" in "/crate">
// CHECK-DAG: #di_null_type = #llvm.di_null_type
// CHECK-DAG: #di_basic_type{{[0-9]*}} = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-DAG: #di_compile_unit{{[0-9]*}} = #llvm.di_compile_unit<id = distinct[{{[0-9]+}}]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "tileir", isOptimized = true, emissionKind = Full, nameTableKind = GNU, splitDebugFilename = "main.dwo">
// CHECK-DAG: #di_derived_type{{[0-9]*}} = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_basic_type{{[0-9]*}}, sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 0>
// CHECK-DAG: flags = "Public|Vector"
// CHECK-DAG: flags = "Private|Vector"
// CHECK-DAG: subprogramFlags = "Definition|Optimized"
// CHECK-DAG: #di_subroutine_type{{[0-9]*}} = #llvm.di_subroutine_type<>
// CHECK-DAG: #llvm.di_subrange<count = 4 : i64, lowerBound = 0 : i64>
// CHECK-DAG: sizeInBits = 18446744073709551615
// CHECK-DAG: line = 4294967295
// CHECK-DAG: isRecSelf = true

#file = #llvm.di_file<"main.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "tileir", isOptimized = true, emissionKind = Full, nameTableKind = GNU, splitDebugFilename = "main.dwo">
#cu_plain = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Rust, file = <"lib.rs" in "/crate">, isOptimized = false, emissionKind = None, nameTableKind = Default>
#null = #llvm.di_null_type
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#char = #llvm.di_basic_type<name = "char", encoding = DW_ATE_signed_char, sizeInBits = 8>
#huge = #llvm.di_basic_type<name = "huge", sizeInBits = -1>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 0>
#member = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #int, sizeInBits = 32, offsetInBits = 32, extraData = #char>
#typedef = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "myint", baseType = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "long", sizeInBits = 64, encoding = DW_ATE_signed>>
#array = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, flags = "Public|Vector", sizeInBits = 128, alignInBits = 32, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 0 : i64>>
#struct = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "point", file = #file, line = 7, scope = #file, flags = "Private|Vector", sizeInBits = 64, elements = #member, #member>
#rec_self = #llvm.di_composite_type<recId = distinct[2]<>, isRecSelf = true>
#rec = #llvm.di_composite_type<recId = distinct[2]<>, tag = DW_TAG_class_type, name = "node", elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #rec_self>>
#generic = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "gen", elements = #llvm.di_generic_subrange<count = 8 : i32, lowerBound = 1 : i32, stride = 4 : i32>, #llvm.di_subrange<upperBound = 10 : i64, stride = 2 : i64>>
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(*)", sizeInBits = 32, alignInBits = 8, encoding = DW_ATE_ASCII>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #null, #int, #ptr>
#sty_empty = #llvm.di_subroutine_type<>
#sty_void = #llvm.di_subroutine_type<types = #null>
#sp = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "main", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #sty>
#sp_decl = #llvm.di_subprogram<scope = #struct, name = "method", file = #file, line = 9, subprogramFlags = Virtual, type = #sty_empty, annotations = #llvm.di_annotation<name = "tag", value = "hot">>
#sp_rec = #llvm.di_subprogram<recId = distinct[4]<>, isRecSelf = true>
#sp_line = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #cu_plain, scope = #cu_plain, name = "wrap", file = #file, line = 4294967295, type = #sty_void, retainedNodes = #llvm.di_label<scope = #sp_rec, name = "out">>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 5, column = 3>
#block_min = #llvm.di_lexical_block<scope = #block>
#block_file = #llvm.di_lexical_block_file<scope = #block, file = #file, discriminator = 0>
#block_file2 = #llvm.di_lexical_block_file<scope = #block_min, discriminator = 7>
#var = #llvm.di_local_variable<scope = #block, name = "i", file = #file, line = 6, arg = 1, alignInBits = 32, type = #int, flags = Artificial>
#var_min = #llvm.di_local_variable<scope = #block_file, flags = Zero>
#label = #llvm.di_label<scope = #sp, name = "exit", file = #file, line = 12>
#gvar = #llvm.di_global_variable<scope = #cu, name = "counter", linkageName = "counter", file = #file, line = 2, type = #int, isLocalToUnit = true, isDefined = true, alignInBits = 32>
#gvar_min = #llvm.di_global_variable<file = #file, line = 0, type = #null, isLocalToUnit = false>
#gexpr = #llvm.di_global_variable_expression<var = #gvar>
#module = #llvm.di_module<file = #file, scope = #cu, name = "Mod", configMacros = "-DX", includePath = "/inc", apinotes = "Mod.apinotes", line = 1, isDecl = true>
#ns = #llvm.di_namespace<name = "outer", scope = #file, exportSymbols = false>
#ns_inline = #llvm.di_namespace<name = "inner", scope = #ns, exportSymbols = true>
#import = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #module, file = #file, line = 2, name = "m", elements = #ns>
#import_min = #llvm.di_imported_entity<scope = #sp, entity = #ns>
#common = #llvm.di_common_block<scope = #sp, decl = #gvar, name = "blk", file = #file, line = 3>
#common_min = #llvm.di_common_block<scope = #ns, name = "c">
#fstr = #llvm.di_string_type<name = "s", stringLength = #var>

llvm.func @types() attributes {llvm.cu = #cu, llvm.cu_plain = #cu_plain, llvm.types = [#huge, #typedef, #array, #struct, #rec, #generic, #str, #fstr, #sty_empty]} {
  llvm.return
}

llvm.func @scopes() attributes {llvm.sp = [#sp, #sp_decl, #sp_line], llvm.blocks = [#block_file, #block_file2], llvm.vars = [#var, #var_min, #label]} {
  llvm.return
}

// CHECK: llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32, dbg_exprs = [#di_global_variable_expression]} : i32
llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32, dbg_exprs = [#gexpr]} : i32

// A parameter written with its default value is the attribute that leaves it out (one alias for both).
// CHECK-LABEL: llvm.func @defaults
// CHECK-SAME: llvm.a = #[[LV:di_local_variable[0-9]*]], llvm.b = #[[LV]], llvm.c = #[[BT:di_basic_type[0-9]*]], llvm.d = #[[BT]], llvm.e = #[[SP:di_subprogram[0-9]*]], llvm.f = #[[SP]]}
llvm.func @defaults() attributes {llvm.a = #llvm.di_local_variable<scope = #file, flags = Zero>, llvm.b = #llvm.di_local_variable<scope = #file>, llvm.c = #llvm.di_basic_type<tag = DW_TAG_null, name = "x", sizeInBits = 0>, llvm.d = #llvm.di_basic_type<name = "x">, llvm.e = #llvm.di_subprogram<isRecSelf = false, line = 0>, llvm.f = #llvm.di_subprogram<>} {
  llvm.return
}

// CHECK-LABEL: llvm.func @labels
// CHECK: llvm.intr.dbg.label #di_label{{[0-9]*}}
// CHECK: llvm.intr.dbg.label #di_label{{[0-9]*}}
// CHECK: llvm.return
llvm.func @labels() {
  llvm.intr.dbg.label #label
  llvm.intr.dbg.label #llvm.di_label<scope = #sp_decl, name = "inline">
  llvm.return
} loc(fused<#sp>["main.c":3:1])

llvm.func @globals() attributes {llvm.globals = [#gexpr, #gvar_min], llvm.entities = [#import, #import_min, #common, #common_min, #ns_inline]} {
  llvm.return
}
