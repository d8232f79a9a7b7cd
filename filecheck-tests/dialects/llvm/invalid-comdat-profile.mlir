// Invalid comdat, dso_local_equivalent and profile summary attributes: each chunk gives mlir-opt 22's diagnostics (#llvm.comdat and #llvm.dso_local_equivalent take their parameter right after the mnemonic, so they never parse from text; a profile summary's unknown format, missing, duplicate and ill-typed parameters, and its detailed entries; a function or global whose comdat is not a selector, a dso_local_equivalent of a non-function, of an alias to a variable, of an extern_weak function).
// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error @+2 {{expected keyword for LLVM Comdat Types}}
// expected-error @+1 {{failed to parse ComdatAttr parameter 'comdat' which is to be a `comdat::Comdat`}}
func.func private @comdat() attributes {c = #llvm.comdat<any>}

// -----

// expected-error @+2 {{expected keyword for LLVM Comdat Types}}
// expected-error @+1 {{failed to parse ComdatAttr parameter 'comdat' which is to be a `comdat::Comdat`}}
func.func private @comdat_bare() attributes {c = #llvm.comdat, d = 1}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_DSOLocalEquivalentAttr parameter 'sym' which is to be a `FlatSymbolRefAttr`}}
func.func private @dso() attributes {c = #llvm.dso_local_equivalent<@dso>}

// -----

// expected-error @+2 {{expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: Bogus}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`}}
func.func private @format() attributes {s = #llvm.profile_summary<format = Bogus, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>}

// -----

// expected-error @+2 {{expected keyword for LLVM ProfileSummary format kinds}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`}}
func.func private @format_int() attributes {s = #llvm.profile_summary<format = 1, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'total_count' which is to be a `uint64_t`}}
func.func private @count() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = x, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'is_partial_profile' which is to be a `std::optional<uint64_t>`}}
func.func private @partial() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, is_partial_profile = 18446744073709551616, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'partial_profile_ratio' which is to be a `FloatAttr`}}
func.func private @ratio() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, partial_profile_ratio = 1, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>>}

// -----

// expected-error @+1 {{struct is missing required parameter: detailed_summary}}
func.func private @missing() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
func.func private @unknown() attributes {s = #llvm.profile_summary<format = InstrProf, foo = 1>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: format}}
func.func private @duplicate() attributes {s = #llvm.profile_summary<format = InstrProf, format = InstrProf>}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @empty() attributes {s = #llvm.profile_summary<>}

// -----

// The detailed list takes every `, <...>` after it, so nothing may follow.
// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`}}
func.func private @after_list() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>, is_partial_profile = 1>}

// -----

// A detailed entry has only required fields: all three, `,`-separated.
// expected-error @+2 {{expected ','}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`}}
func.func private @short_entry() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, min_count = 2>>}

// -----

// expected-error @+3 {{integer value too large}}
// expected-error @+2 {{failed to parse ModuleFlagProfileSummaryDetailedAttr parameter 'cut_off' which is to be a `uint32_t`}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`}}
func.func private @cut_off() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 4294967296, min_count = 2, num_counts = 3>>}

// -----

// expected-error @+2 {{duplicate or unknown struct parameter name: cut_off}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`}}
func.func private @entry_duplicate() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 1, cut_off = 2, num_counts = 3>>}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse ModuleFlagProfileSummaryAttr parameter 'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`}}
func.func private @entry_kind() attributes {s = #llvm.profile_summary<format = InstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = #llvm.mlir.module_flag<error, "a", 1>>}

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.func @missing_selector() comdat(@c::@missing) {
  llvm.return
}

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global external @comdat_not_selector(1 : i32) comdat(@c) : i32

// -----

llvm.func @e()
// expected-error @+1 {{expected comdat symbol}}
llvm.func @function_as_comdat() comdat(@e) {
  llvm.return
}

// -----

// The comdat is looked up from the nearest symbol table only.
module {
  llvm.comdat @c {
    llvm.comdat_selector @any any
  }
  module {
    // expected-error @+1 {{expected comdat symbol}}
    llvm.func @inner() comdat(@c::@any) {
      llvm.return
    }
  }
}

// -----

llvm.func @h() {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @nothing : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global external @gv(1 : i32) : i32
llvm.func @h() {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @gv : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global external @gv(1 : i32) : i32
llvm.mlir.alias external @al : !llvm.ptr {
  %0 = llvm.mlir.addressof @gv : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @h() {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @al : !llvm.ptr
  llvm.return
}

// -----

llvm.func extern_weak @e()
llvm.func @h() {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @e : !llvm.ptr
  llvm.return
}
