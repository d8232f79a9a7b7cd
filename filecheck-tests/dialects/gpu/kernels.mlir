// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// gpu kernel metadata and tables (also as #gpu.object's kernels), loop
// mappings and masks (expected output produced by mlir-opt 22).

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"k2", (i32) -> ()>, #gpu.kernel_metadata<"k1", (i32, f32) -> (), arg_attrs = [{llvm.noalias}, {}], metadata = {reg_count = 12 : i32}>]>, "BLOB">]
  gpu.binary @props [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, kernels = #gpu.kernel_table<>, bin = "x">, #gpu.object<#nvvm.target, kernels = <[<"k", i32>]>, assembly = "ptx">]
  gpu.binary @offload <#gpu.select_object<1>> [#gpu.object<#nvvm.target, kernels = <[<"z", () -> ()>, <"Z", () -> (), metadata = {}>, <"_a", (index) -> (), arg_attrs = []>]>, offload = "bc">]
  func.func @loops(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%n, %n, %n) step (%c1, %c1, %c1) {
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<bound = (d0)[s0] -> (d0 ceildiv s0), map = (d0)[s0] -> (d0 * s0 + 1), processor = "thread_y">, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0 floordiv 2, d0 mod 4), bound = () -> ()>]}
    return
  }
  func.func @forall(%n: index) {
    scf.forall (%i, %j) in (%n, %n) {
    } {mapping = [#gpu.thread<linear_dim_0>, #gpu.thread<linear_dim_1>, #gpu.mask<7>]}
    scf.forall (%i) in (%n) {
    } {mapping = [#gpu.mask<18446744073709551615>, #gpu.warp<linear_dim_0>]}
    return
  }
  func.func private @masks() attributes {masks = [#gpu.mask<5>, #gpu.mask<0>, #gpu.mask<-1>, #gpu.mask<18446744073709551615>, #gpu.mask<0x10>, #gpu.mask<true>, #gpu.mask<false>, #gpu.mask<-2>, #gpu.mask<-9999999999999999>, #gpu.mask<-0x7FFFFFFFFFFFFFFF>, #gpu.mask<00000000000000000000000018446744073709551615>, #gpu.mask<-0000000000000000001>, #gpu.mask<-0>]}
  func.func private @metadata() attributes {a = #gpu.kernel_metadata<"k", (i32) -> ()>, b = #gpu.kernel_metadata<"a b", i32>, c = #gpu.kernel_metadata<"k", (i32) -> (), metadata = {reg_count = 255 : i32}, arg_attrs = [{}]>, d = #gpu.kernel_metadata<"k", (i32) -> (), >, e = #gpu.kernel_metadata<"k" : i32, i32>, f = #gpu.kernel_table<[#gpu.kernel_metadata<"B", i32>, #gpu.kernel_metadata<"a", i32>,#gpu.kernel_metadata<"_", i32>]>, g = #gpu.kernel_table<>}
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.binary @kernels  [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k1", (i32, f32) -> (), arg_attrs = [{llvm.noalias}, {}], metadata = {reg_count = 12 : i32}>, #gpu.kernel_metadata<"k2", (i32) -> ()>]>, "BLOB">]
// CHECK-NEXT:   gpu.binary @props  [#gpu.object<#nvvm.target<chip = "sm_90">, properties = {O = 3 : i32}, kernels = <>, bin = "x">, #gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", i32>]>, assembly = "ptx">]
// CHECK-NEXT:   gpu.binary @offload <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"Z", () -> (), metadata = {}>, #gpu.kernel_metadata<"_a", (index) -> (), arg_attrs = []>, #gpu.kernel_metadata<"z", () -> ()>]>, offload = "bc">]
// CHECK-NEXT:   func.func @loops(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c0, %c0) to (%arg0, %arg0, %arg0) step (%c1, %c1, %c1) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0)[s0] -> (d0 * s0 + 1), bound = (d0)[s0] -> (d0 ceildiv s0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0 floordiv 2, d0 mod 4), bound = () -> ()>]}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall(%arg0: index) {
// CHECK-NEXT:     scf.forall (%arg1, %arg2) in (%arg0, %arg0) {
// CHECK-NEXT:     } {mapping = [#gpu.thread<linear_dim_0>, #gpu.thread<linear_dim_1>, #gpu.mask<7>]}
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:     } {mapping = [#gpu.mask<18446744073709551615>, #gpu.warp<linear_dim_0>]}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @masks() attributes {masks = [#gpu.mask<5>, #gpu.mask<0>, #gpu.mask<18446744073709551615>, #gpu.mask<18446744073709551615>, #gpu.mask<16>, #gpu.mask<18446744073709551615>, #gpu.mask<0>, #gpu.mask<18446744073709551614>, #gpu.mask<18436744073709551617>, #gpu.mask<9223372036854775809>, #gpu.mask<18446744073709551615>, #gpu.mask<18446744073709551615>, #gpu.mask<0>]}
// CHECK-NEXT:   func.func private @metadata() attributes {a = #gpu.kernel_metadata<"k", (i32) -> ()>, b = #gpu.kernel_metadata<"a b", i32>, c = #gpu.kernel_metadata<"k", (i32) -> (), arg_attrs = [{}], metadata = {reg_count = 255 : i32}>, d = #gpu.kernel_metadata<"k", (i32) -> ()>, e = #gpu.kernel_metadata<"k" : i32, i32>, f = #gpu.kernel_table<[#gpu.kernel_metadata<"B", i32>, #gpu.kernel_metadata<"_", i32>, #gpu.kernel_metadata<"a", i32>]>, g = #gpu.kernel_table<>}
// CHECK-NEXT: }
