// Comdats, dso_local_equivalent and profile summaries: llvm.comdat / llvm.comdat_selector with every selection kind (and a selector outside a comdat), functions and globals in a comdat, llvm.dso_local_equivalent of a function and of an alias to one, and the `ProfileSummary` module flag's #llvm.profile_summary (keyword formats, unsigned 64-bit counts, the optional is_partial_profile and partial_profile_ratio, a list of detailed entries in any order of their fields), as mlir-opt 22 prints them.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s

// CHECK: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @any any
// CHECK-NEXT: llvm.comdat_selector @exact exactmatch
// CHECK-NEXT: llvm.comdat_selector @largest largest
// CHECK-NEXT: llvm.comdat_selector @nodedup nodeduplicate
// CHECK-NEXT: llvm.comdat_selector @same samesize
// CHECK: llvm.func linkonce_odr @inline() comdat(@__llvm_comdat::@any)
// CHECK: llvm.mlir.global linkonce_odr @g(7 : i32) comdat(@__llvm_comdat::@exact) {addr_space = 0 : i32} : i32
// CHECK: llvm.dso_local_equivalent @inline : !llvm.ptr
// CHECK: llvm.comdat_selector @loose largest
// CHECK: llvm.func @in_loose() comdat(@loose)
// CHECK: llvm.dso_local_equivalent @alias_of_function : !llvm.ptr
// CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = InstrProf, total_count = 263646, max_count = 86427, max_internal_count = 86427, max_function_count = 4691, num_counts = 3712, num_functions = 796, is_partial_profile = 0, partial_profile_ratio = 0.000000e+00 : f64, detailed_summary = <cut_off = 10000, min_count = 86427, num_counts = 1>, <cut_off = 100000, min_count = 86427, num_counts = 1>>>]
// CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = SampleProfile, total_count = 18446744073709551615, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, detailed_summary = <cut_off = 4294967295, min_count = 18446744073709551615, num_counts = 3>>>]
// CHECK: test.summary = #llvm.profile_summary<format = CSInstrProf, total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, is_partial_profile = 1, partial_profile_ratio = 5.000000e-01 : bf16, detailed_summary = <cut_off = 2, min_count = 3, num_counts = 1>, <cut_off = 7, min_count = 8, num_counts = 9>>
// CHECK: test.summary = #llvm.profile_summary<format = InstrProf, total_count = 18446744073709551615, max_count = 0, max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6, is_partial_profile = 18446744073709551615, detailed_summary = <cut_off = 4294967295, min_count = 2, num_counts = 0>>

module {
  llvm.comdat @__llvm_comdat {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exact exactmatch
    llvm.comdat_selector @largest largest
    llvm.comdat_selector @nodedup nodeduplicate
    llvm.comdat_selector @same samesize
  }
  llvm.func linkonce_odr @inline() comdat(@__llvm_comdat::@any) {
    llvm.return
  }
  llvm.mlir.global linkonce_odr @g(7 : i32) comdat(@__llvm_comdat::@exact) : i32
  llvm.func @take() -> !llvm.ptr {
    %0 = llvm.dso_local_equivalent @inline : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  // A selector outside a comdat, named by a flat reference.
  llvm.comdat_selector @loose largest
  llvm.func @in_loose() comdat(@loose) {
    llvm.return
  }
  llvm.mlir.alias external @alias_of_function : !llvm.ptr {
    %0 = llvm.mlir.addressof @inline : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @take_alias() -> !llvm.ptr {
    %0 = llvm.dso_local_equivalent @alias_of_function : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary",
    #llvm.profile_summary<format = InstrProf, total_count = 263646, max_count = 86427,
      max_internal_count = 86427, max_function_count = 4691,
      num_counts = 3712, num_functions = 796,
      is_partial_profile = 0,
      partial_profile_ratio = 0.000000e+00 : f64,
      detailed_summary =
        <cut_off = 10000, min_count = 86427, num_counts = 1>,
        <cut_off = 100000, min_count = 86427, num_counts = 1>>>]
  llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary",
    #llvm.profile_summary<max_count = 2, format = "SampleProfile", total_count = -1,
      max_internal_count = 3, max_function_count = 4, num_counts = 5, num_functions = 6,
      detailed_summary = <num_counts = 3, min_count = -1, cut_off = -1>>>]
  llvm.func @annotated() attributes {test.summary = #llvm.profile_summary<format = CSInstrProf,
      total_count = 1, max_count = 2, max_internal_count = 3, max_function_count = 4,
      num_counts = 5, num_functions = 6, partial_profile_ratio = 0.5 : bf16, is_partial_profile = 1,
      detailed_summary = <num_counts = 1, cut_off = 2, min_count = 3>,
        #llvm.profile_summary_detailed<cut_off = 7, min_count = 8, num_counts = 9>>} {
    llvm.return
  }
  // An unsigned count read from `true` is the one-bit 1, extended to all ones.
  llvm.func @booleans() attributes {test.summary = #llvm.profile_summary<format = InstrProf,
      total_count = true, max_count = false, max_internal_count = 3, max_function_count = 4,
      num_counts = 5, num_functions = 6, is_partial_profile = true,
      detailed_summary = <cut_off = true, min_count = 2, num_counts = false>>} {
    llvm.return
  }
}
