// Invalid llvm debug-info attributes: each chunk gives mlir-opt 22's parse diagnostics (DWARF keywords, flag sets, unsigned ranges, attribute classes, struct entries).
// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error@+2 {{invalid debug info debug info tag name: DW_TAG_nope}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<tag = DW_TAG_nope, name = "x">}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<tag = "DW_TAG_base_type", name = "x">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'name' which is to be a `StringAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = 1>}

// -----

// expected-error@+2 {{invalid debug info debug info encoding name: DW_ATE_nope}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'encoding' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = "x", encoding = DW_ATE_nope>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'sizeInBits' which is to be a `uint64_t`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = "x", sizeInBits = 18446744073709551616>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'sizeInBits' which is to be a `uint64_t`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = "x", sizeInBits = -9223372036854775808>}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'sizeInBits' which is to be a `uint64_t`}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = "x", sizeInBits = 1.5>}

// -----

// expected-error@+1 {{struct is missing required parameter: name}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<tag = DW_TAG_base_type>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: name}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = "x", name = "y">}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: size}}
llvm.func @f() attributes {llvm.a = #llvm.di_basic_type<name = "x", size = 8>}

// -----

// expected-error@+1 {{expected 'in'}}
llvm.func @f() attributes {llvm.a = #llvm.di_file<"a.c">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_file<"a.c" in 3>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'id' which is to be a `DistinctAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = "x", sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = None>}

// -----

// expected-error@+2 {{invalid debug info debug info language name: DW_LANG_Cobol}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Cobol, file = <"a" in "b">, isOptimized = false, emissionKind = None>}

// -----

// expected-error@+1 {{struct is missing required parameter: sourceLanguage}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, file = <"a" in "b">, isOptimized = false, emissionKind = None>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'file' which is to be a `DIFileAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_null_type, isOptimized = false, emissionKind = None>}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'isOptimized' which is to be a `bool`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = maybe, emissionKind = None>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'isOptimized' which is to be a `bool`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = 2, emissionKind = None>}

// -----

// expected-error@+2 {{expected one of [None, Full, LineTablesOnly, DebugDirectivesOnly] for LLVM debug emission kind, got: Partial}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'emissionKind' which is to be a `DIEmissionKind`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Partial>}

// -----

// expected-error@+2 {{expected one of [Default, GNU, None, Apple] for LLVM debug name table kind, got: Fast}}
// expected-error@+1 {{failed to parse LLVM_DICompileUnitAttr parameter 'nameTableKind' which is to be a `DINameTableKind`}}
llvm.func @f() attributes {llvm.a = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Full, nameTableKind = Fast>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DILexicalBlockAttr parameter 'scope' which is to be a `DIScopeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_lexical_block<scope = #llvm.di_null_type>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DILexicalBlockAttr parameter 'scope' which is to be a `DIScopeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_lexical_block<scope = "scope">}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse LLVM_DILexicalBlockAttr parameter 'scope' which is to be a `DIScopeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_lexical_block<scope = <"a" in "b">>}

// -----

// expected-error@+1 {{struct is missing required parameter: scope}}
llvm.func @f() attributes {llvm.a = #llvm.di_lexical_block<file = <"a" in "b">>}

// -----

// expected-error@+1 {{struct is missing required parameter: discriminator}}
llvm.func @f() attributes {llvm.a = #llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">>}

// -----

// expected-error@+2 {{expected one of [Zero, Bit0, Bit1, Private, Protected, Public, FwdDecl, AppleBlock, ReservedBit4, Virtual, Artificial, Explicit, Prototyped, ObjcClassComplete, ObjectPointer, Vector, StaticMember, LValueReference, RValueReference, ExportSymbols, SingleInheritance, MultipleInheritance, VirtualInheritance, IntroducedVirtual, BitField, NoReturn, TypePassByValue, TypePassByReference, EnumClass, Thunk, NonTrivial, BigEndian, LittleEndian, AllCallsDescribed] for LLVM DI flags, got: Sideways}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
llvm.func @f() attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = Sideways>}

// -----

// expected-error@+2 {{expected one of [Zero, Bit0, Bit1, Private, Protected, Public, FwdDecl, AppleBlock, ReservedBit4, Virtual, Artificial, Explicit, Prototyped, ObjcClassComplete, ObjectPointer, Vector, StaticMember, LValueReference, RValueReference, ExportSymbols, SingleInheritance, MultipleInheritance, VirtualInheritance, IntroducedVirtual, BitField, NoReturn, TypePassByValue, TypePassByReference, EnumClass, Thunk, NonTrivial, BigEndian, LittleEndian, AllCallsDescribed] for LLVM DI flags, got: Vector|Zero}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
llvm.func @f() attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = "Vector|Zero">}

// -----

// expected-error@+2 {{expected keyword for LLVM DI flags}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'flags' which is to be a `DIFlags`}}
llvm.func @f() attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, flags = 3>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'line' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, line = -100000000>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'arg' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, arg = 4294967296>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DILocalVariableAttr parameter 'type' which is to be a `DITypeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_local_variable<scope = #llvm.di_file<"a" in "b">, type = #llvm.di_file<"a" in "b">>}

// -----

// expected-error@+2 {{expected one of [Virtual, PureVirtual, LocalToUnit, Definition, Optimized, Pure, Elemental, Recursive, MainSubprogram, Deleted, ObjCDirect] for LLVM DISubprogram flags, got: Definition|Sideways}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subprogram<subprogramFlags = "Definition|Sideways">}

// -----

// expected-error@+2 {{expected one of [Virtual, PureVirtual, LocalToUnit, Definition, Optimized, Pure, Elemental, Recursive, MainSubprogram, Deleted, ObjCDirect] for LLVM DISubprogram flags, got: Zero}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'subprogramFlags' which is to be a `DISubprogramFlags`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subprogram<subprogramFlags = Zero>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'compileUnit' which is to be a `DICompileUnitAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subprogram<compileUnit = #llvm.di_file<"a" in "b">>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'type' which is to be a `DISubroutineTypeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subprogram<type = #llvm.di_null_type>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'retainedNodes' which is to be a `::llvm::ArrayRef<DINodeAttr>`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subprogram<retainedNodes = "x">}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVM_DISubprogramAttr parameter 'isRecSelf' which is to be a `bool`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subprogram<isRecSelf = yes>}

// -----

// expected-error@+2 {{invalid debug info debug info calling convention name: DW_CC_fast}}
// expected-error@+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'callingConvention' which is to be a `unsigned`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subroutine_type<callingConvention = DW_CC_fast>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subroutine_type<types = #llvm.di_file<"a" in "b">>}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse LLVM_DISubroutineTypeAttr parameter 'types' which is to be a `::llvm::ArrayRef<DITypeAttr>`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subroutine_type<types = #llvm.di_null_type, callingConvention = DW_CC_normal>}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'elements' which is to be a `::llvm::ArrayRef<DINodeAttr>`}}
llvm.func @f() attributes {llvm.a = #llvm.di_composite_type<tag = DW_TAG_array_type, elements = #llvm.di_subrange<count = 4 : i64>, sizeInBits = 64>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DICompositeTypeAttr parameter 'baseType' which is to be a `DITypeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_composite_type<baseType = #llvm.di_file<"a" in "b">>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DIDerivedTypeAttr parameter 'dwarfAddressSpace' which is to be a `std::optional<unsigned>`}}
llvm.func @f() attributes {llvm.a = #llvm.di_derived_type<dwarfAddressSpace = -100000000>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIDerivedTypeAttr parameter 'extraData' which is to be a `DINodeAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_derived_type<extraData = 1>}

// -----

// expected-error@+1 {{struct is missing required parameter: exportSymbols}}
llvm.func @f() attributes {llvm.a = #llvm.di_namespace<name = "n">}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DINamespaceAttr parameter 'exportSymbols' which is to be a `bool`}}
llvm.func @f() attributes {llvm.a = #llvm.di_namespace<exportSymbols = 2>}

// -----

// expected-error@+1 {{struct is missing required parameter: line}}
llvm.func @f() attributes {llvm.a = #llvm.di_global_variable<file = <"a" in "b">, type = #llvm.di_null_type>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIGlobalVariableExpressionAttr parameter 'var' which is to be a `DIGlobalVariableAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_global_variable_expression<var = #llvm.di_null_type>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
llvm.func @f() attributes {llvm.a = #llvm.di_global_variable_expression<>}

// -----

// expected-error@+1 {{struct is missing required parameter: entity}}
llvm.func @f() attributes {llvm.a = #llvm.di_imported_entity<scope = #llvm.di_file<"a" in "b">>}

// -----

// expected-error@+1 {{expected ','}}
llvm.func @f() attributes {llvm.a = #llvm.di_annotation<name = "a">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIAnnotationAttr parameter 'value' which is to be a `StringAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_annotation<name = "a", value = 1>}

// -----

// expected-error@+1 {{struct is missing required parameter: lowerBound}}
llvm.func @f() attributes {llvm.a = #llvm.di_generic_subrange<count = 1 : i64>}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse LLVM_DISubrangeAttr parameter 'count' which is to be a `::mlir::Attribute`}}
llvm.func @f() attributes {llvm.a = #llvm.di_subrange<count = >}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DICommonBlockAttr parameter 'decl' which is to be a `DIGlobalVariableAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_common_block<scope = #llvm.di_file<"a" in "b">, decl = #llvm.di_null_type, name = "c">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_DIStringTypeAttr parameter 'stringLength' which is to be a `DIVariableAttr`}}
llvm.func @f() attributes {llvm.a = #llvm.di_string_type<name = "s", stringLength = #llvm.di_null_type>}

// -----

// expected-error@+1 {{struct is missing required parameter: scope}}
llvm.func @f() attributes {llvm.a = #llvm.di_label<name = "l">}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVM_DIModuleAttr parameter 'isDecl' which is to be a `bool`}}
llvm.func @f() attributes {llvm.a = #llvm.di_module<isDecl = 5>}

// -----

// expected-error@+1 {{unknown attribute `di_widget` in dialect `llvm`}}
llvm.func @f() attributes {llvm.a = #llvm.di_widget<>}

// -----

#file = #llvm.di_file<"a.c" in "/src">
llvm.func @f() {
  // expected-error@+1 {{custom op 'llvm.intr.dbg.label' invalid kind of attribute specified}}
  llvm.intr.dbg.label #file
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op attribute 'dbg_exprs' failed to satisfy constraint: an array of variable expressions}}
llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, dbg_exprs = [#llvm.di_file<"a.c" in "/src">]} : i32

// -----

#file_dv = #llvm.di_file<"a.c" in "/">
#cu_dv = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file_dv, isOptimized = false, emissionKind = Full>
#sp_dv = #llvm.di_subprogram<compileUnit = #cu_dv, scope = #file_dv, name = "f", file = #file_dv, subprogramFlags = Definition>
llvm.func @dbg_value_wants_a_local_variable(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.intr.dbg.value' invalid kind of attribute specified}}
  llvm.intr.dbg.value #llvm.di_label<scope = #sp_dv, name = "l"> = %a : i32
  llvm.return
}
