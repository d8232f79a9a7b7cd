// Invalid llvm metadata, loop and module attributes (and llvm.func's vscale_range): each chunk gives mlir-opt 22's diagnostics, the parameter's own error then its attribute's `failed to parse` one where MLIR's generated parsers add it.
// RUN: tileir-opt %s --split-input-file --verify-diagnostics

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`}}
module attributes {test.t = #llvm.loop_unroll<disable = 3>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'mustProgress' which is to be a `BoolAttr`}}
module attributes {test.t = #llvm.loop_annotation<mustProgress = "x">} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'startLoc' which is to be a `FusedLoc`}}
module attributes {test.t = #llvm.loop_annotation<startLoc = loc("a":1:2)>} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
module attributes {test.t = #llvm.loop_annotation<parallelAccesses = 3>} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
module attributes {test.t = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, 4>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'unroll' which is to be a `LoopUnrollAttr`}}
module attributes {test.t = #llvm.loop_annotation<unroll = #llvm.loop_licm<disable = true>>} {}

// -----

// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'unroll' which is to be a `LoopUnrollAttr`}}
module attributes {test.t = #llvm.loop_annotation<unroll = <disable = 1>>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopVectorizeAttr parameter 'width' which is to be a `IntegerAttr`}}
module attributes {test.t = #llvm.loop_vectorize<width = 2.0>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopVectorizeAttr parameter 'followupAll' which is to be a `LoopAnnotationAttr`}}
module attributes {test.t = #llvm.loop_vectorize<followupAll = #llvm.loop_unroll<disable = true>>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopInterleaveAttr parameter 'count' which is to be a `IntegerAttr`}}
module attributes {test.t = #llvm.loop_interleave<count = unit>} {}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {test.t = #llvm.loop_interleave<>} {}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`}}
module attributes {test.t = #llvm.loop_unroll<disable = foo>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: disable}}
module attributes {test.t = #llvm.loop_unroll<disable = true, disable = false>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: bogus}}
module attributes {test.t = #llvm.loop_unroll<bogus = true>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
module attributes {test.t = #llvm.access_group<id = 1>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAARootAttr parameter 'id' which is to be a `StringAttr`}}
module attributes {test.t = #llvm.tbaa_root<id = 3>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
module attributes {test.t = #llvm.tbaa_member<3, 0>} {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVM_TBAAMemberAttr parameter 'offset' which is to be a `int64_t`}}
module attributes {test.t = #llvm.tbaa_member<#llvm.tbaa_root, x>} {}

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'id' which is to be a `::llvm::StringRef`}}
module attributes {test.t = #llvm.tbaa_type_desc<id = 3, members = {}>} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {test.t = #llvm.tbaa_type_desc<id = "a", members = {}>} {}

// -----

// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {test.t = #llvm.tbaa_type_desc<id = "a", members = {<3, 0>}>} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {test.t = #llvm.tbaa_type_desc<id = "a", members = {<#llvm.tbaa_root, 0>, }>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
module attributes {test.t = #llvm.tbaa_tag<base_type = #llvm.tbaa_root, access_type = #llvm.tbaa_root, offset = 0>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: offset}}
module attributes {test.t = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>>} {}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'constant' which is to be a `bool`}}
module attributes {test.t = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = 2>} {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'constant' which is to be a `bool`}}
module attributes {test.t = #llvm.tbaa_tag<base_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "a", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = x>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AliasScopeDomainAttr parameter 'description' which is to be a `StringAttr`}}
module attributes {test.t = #llvm.alias_scope_domain<id = distinct[0]<>, description = 3>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: id}}
module attributes {test.t = #llvm.alias_scope_domain<description = "x">} {}

// -----

// expected-error @+1 {{id of an alias scope must be a StringAttr or a DistrinctAttr}}
module attributes {test.t = #llvm.alias_scope<id = 3, domain = #llvm.alias_scope_domain<id = "d">>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AliasScopeAttr parameter 'domain' which is to be a `AliasScopeDomainAttr`}}
module attributes {test.t = #llvm.alias_scope<id = "s", domain = #llvm.tbaa_root>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_VScaleRangeAttr parameter 'maxRange' which is to be a `IntegerAttr`}}
module attributes {test.t = #llvm.vscale_range<minRange = 1, maxRange = "x">} {}

// -----

// expected-error @+1 {{expected ','}}
module attributes {test.t = #llvm.vscale_range<minRange = 1 : i32>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'hint' which is to be a `TypeAttr`}}
module attributes {test.t = #llvm.vec_type_hint<hint = 3>} {}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'is_signed' which is to be a `bool`}}
module attributes {test.t = #llvm.vec_type_hint<hint = f32, is_signed = 7>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: hint}}
module attributes {test.t = #llvm.vec_type_hint<is_signed = true>} {}

// -----

// expected-error @+2 {{expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: bogus}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
module attributes {test.t = #llvm.memory_effects<other = bogus, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {}

// -----

// expected-error @+1 {{expected ','}}
module attributes {test.t = #llvm.memory_effects<other = none>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: bogus}}
module attributes {test.t = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, bogus = none>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse ModuleFlagCGProfileEntryAttr parameter 'from' which is to be a `FlatSymbolRefAttr`}}
module attributes {test.t = #llvm.cgprofile_entry<from = "f", count = 1>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse ModuleFlagCGProfileEntryAttr parameter 'from' which is to be a `FlatSymbolRefAttr`}}
module attributes {test.t = #llvm.cgprofile_entry<from = @a::@b, count = 1>} {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse ModuleFlagCGProfileEntryAttr parameter 'count' which is to be a `uint64_t`}}
module attributes {test.t = #llvm.cgprofile_entry<from = @f, count = x>} {}

// -----

// A uint64_t count: 2^64 does not fit (-1 wraps, see metadata-attrs.mlir).
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse ModuleFlagCGProfileEntryAttr parameter 'count' which is to be a `uint64_t`}}
module attributes {test.t = #llvm.cgprofile_entry<from = @f, count = 18446744073709551616>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TargetAttr parameter 'triple' which is to be a `StringAttr`}}
module attributes {test.t = #llvm.target<triple = 3, chip = "x">} {}

// -----

// expected-error @+1 {{struct is missing required parameter: chip}}
module attributes {test.t = #llvm.target<triple = "t">} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`}}
module attributes {test.t = #llvm.target<triple = "t", chip = "c", features = 3>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse WorkgroupAttributionAttr parameter 'num_elements' which is to be a `IntegerAttr`}}
module attributes {test.t = #llvm.mlir.workgroup_attribution<f32, 16 : i64>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse WorkgroupAttributionAttr parameter 'element_type' which is to be a `TypeAttr`}}
module attributes {test.t = #llvm.mlir.workgroup_attribution<16 : i64, 3>} {}

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVM_MMRATagAttr parameter 'prefix' which is to be a `::llvm::StringRef`}}
module attributes {test.t = #llvm.mmra_tag<3:"b">} {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVM_AddressSpaceAttr parameter 'addressSpace' which is to be a `unsigned`}}
module attributes {test.t = #llvm.address_space<x>} {}

// -----

// expected-error @+2 {{expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: bogus}}
// expected-error @+1 {{failed to parse LLVM_IntegerOverflowFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::IntegerOverflowFlags`}}
module attributes {test.t = #llvm.overflow<bogus>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
module attributes {test.t = #llvm.target_features<[3]>} {}

// -----

// expected-error @+1 {{target features must start with '+' or '-'}}
module attributes {test.t = #llvm.target_features<["a"]>} {}

// -----

// expected-error @+1 {{target features can not contain ','}}
module attributes {test.t = #llvm.target_features<["+a,b"]>} {}

// -----

// expected-error @+1 {{target features can not be null or empty}}
module attributes {test.t = #llvm.target_features<[""]>} {}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_DependentLibrariesAttr parameter 'libs' which is to be a `::llvm::ArrayRef<StringAttr>`}}
module attributes {test.t = #llvm.dependent_libraries<>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DependentLibrariesAttr parameter 'libs' which is to be a `::llvm::ArrayRef<StringAttr>`}}
module attributes {test.t = #llvm.dependent_libraries<3>} {}

// -----

// expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'f32'}}
module attributes {test.t = #llvm.constant_range<f32, 0, 1>} {}

// -----

// expected-error @+1 {{expected ','}}
module attributes {test.t = #llvm.constant_range<i8 0, 1>} {}

// -----

// expected-error @+1 {{only integer and string values are currently supported for unknown key '"k"'}}
module attributes {test.t = #llvm.mlir.module_flag<error, "k", 1.0 : f32>} {}

// -----

// expected-error @+1 {{only integer and string values are currently supported for unknown key '"k"'}}
module attributes {test.t = #llvm.mlir.module_flag<error, "k", [1]>} {}

// -----

// expected-error @+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
module attributes {test.t = #llvm.mlir.module_flag<error, "CG Profile", [1 : i32]>} {}

// -----

// expected-error @+1 {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
module attributes {test.t = #llvm.mlir.module_flag<error, "ProfileSummary", 1 : i32>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'key' which is to be a `StringAttr`}}
module attributes {test.t = #llvm.mlir.module_flag<error, 3, 1 : i32>} {}

// -----

// expected-error @+2 {{expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: bogus}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`}}
module attributes {test.t = #llvm.mlir.module_flag<bogus, "k", 1 : i32>} {}

// -----

// expected-error @+1 {{expected ','}}
llvm.func @g() vscale_range(1 4)

// -----

// expected-error @+1 {{custom op 'llvm.func' expected integer value}}
llvm.func @g() vscale_range(x, 4)
