// Metadata and module attributes: TBAA nodes, alias scopes, access groups, target/target_features, module flags, cgprofile entries, dependent libraries, memory effects, vec_type_hint, workgroup attribution, constant ranges, mmra tags, llvm.func's vscale_range(min, max) form, bool fields written 0 or 1 and unsigned parameters that wrap (aliases and distinct ids as mlir-opt 22 prints them).
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "dom">
// CHECK: #loop_unroll = #llvm.loop_unroll<count = true>
// CHECK: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc1, offset = 4>
// CHECK: llvm.target = #llvm.target<triple = "nvptx64-nvidia-cuda", chip = "sm_90", features = <["+ptx80"]>>
// CHECK: llvm.load %{{.*}} {access_groups = [#access_group], alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag1]}
// CHECK: #llvm.constant_range<i8, -1, -56>, #llvm.vec_type_hint<hint = f32>
// CHECK: llvm.func @vscale() vscale_range(1, 16) attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = true>}
// CHECK: llvm.func @vscale_custom() vscale_range(-1, 4) attributes {test.flags = [#loop_unroll, #llvm.address_space<4294967295>, #tbaa_root1]} {

#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#agg = #llvm.tbaa_type_desc<id = "agg", members = {<#int, 0>, <#int, 4>}>
#tag = #llvm.tbaa_tag<base_type = #agg, access_type = #int, offset = 4>
#tag_const = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0, constant = true>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope1 = #llvm.alias_scope<id = distinct[1]<>, domain = #domain>
#scope2 = #llvm.alias_scope<id = distinct[2]<>, domain = #domain, description = "second">
#group = #llvm.access_group<id = distinct[3]<>>
module attributes {llvm.dependent_libraries = ["m"], llvm.target = #llvm.target<triple = "nvptx64-nvidia-cuda", chip = "sm_90", features = #llvm.target_features<["+ptx80"]>>, llvm.module_flags = [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>], test.deps = #llvm.dependent_libraries<"a", "b">, test.cg = [#llvm.cgprofile_entry<from = @f, to = @g, count = 5>, #llvm.cgprofile_entry<from = @g, count = 1>], test.summary = #llvm.profile_summary_detailed<cut_off = 10000, min_count = 2, num_counts = 3>} {
  llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 attributes {target_features = #llvm.target_features<["+sm_90", "-ptx80"]>, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi32>, is_signed = true>, memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
    %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#scope1], noalias_scopes = [#scope2], access_groups = [#group]} : !llvm.ptr -> i32
    llvm.store %0, %q {tbaa = [#tag_const], alias_scopes = [#scope2], noalias_scopes = [#scope1]} : i32, !llvm.ptr
    %1 = llvm.add %0, %0 overflow<nsw> : i32
    llvm.return %1 : i32
  }
  llvm.func @g(%a: !llvm.ptr {llvm.mlir.workgroup_attribution = #llvm.mlir.workgroup_attribution<16 : i64, f32>}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, 300>}) {
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @h() attributes {test.tags = [#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>, #llvm.mmra_tag<"amdgpu-as":"local">, #llvm.address_space<3>, #llvm.overflow<nsw, nuw>, #llvm.constant_range<i8, -1, 200>, #llvm.vec_type_hint<hint = f32, is_signed = false>, #llvm.target_features<[]>, #llvm.tbaa_root, #llvm.tbaa_member<#root, 8>]} {
    llvm.return
  }
  llvm.func @vscale() attributes {vscale_range = #llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>, vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = 1>}
  llvm.func @vscale_custom() vscale_range(4294967295, 4) attributes {test.flags = [#llvm.loop_unroll<count = true>, #llvm.address_space<-1>, #llvm.tbaa_root<>]} {
    llvm.return
  }
}
