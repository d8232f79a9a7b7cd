// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s
// One valid instance of each remaining nv_tileaa op: every contract accepts
// the IR it is meant for, and round-trips in custom and generic form.

gpu.module @more {
  nv_tileaa.func @math(%x: tensor<8xf32>, %i: tensor<8xi32>, %s: f32) {
    %0 = nv_tileaa.subf %x, %x : tensor<8xf32>
    %1 = nv_tileaa.mulf %0, %x : tensor<8xf32>
    %2 = nv_tileaa.divf %1, %x {rounding_mode = #nv_tileaa.rounding_mode<full>} : tensor<8xf32>
    %3 = nv_tileaa.sqrt %2 : tensor<8xf32>
    %4 = nv_tileaa.rsqrt %3 : tensor<8xf32>
    %5 = nv_tileaa.exp %4 : tensor<8xf32>
    %6 = nv_tileaa.tanh %s : f32
    %7 = nv_tileaa.mulhiui %i, %i : tensor<8xi32>
    %8 = nv_tileaa.bitcast %i : tensor<8xi32> -> tensor<8xf32>
    %9 = nv_tileaa.call_elementwise_intrinsic(%x, %x) {intrinsic = "llvm.maxnum"} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %10 = nv_tileaa.call_elementwise_cast_intrinsic(%x) {intrinsic = "llvm.nvvm.f2h.rn"} : (tensor<8xf32>) -> tensor<8xf16>
    %11:2 = nv_tileaa.elementwise_inline_asm(%x) {asm_string = "mov.b32 $0, $2;", constraints = "=r,=r,r", pure} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    %12 = nv_tileaa.plugin(%x) {plugin_name = "fused_epilogue"} : (tensor<8xf32>) -> tensor<8xf32>
    %13 = nv_tileaa.inject_ir(%s) {ir = "%r = arith.negf %a : f32"} : (f32) -> f32
    %14 = "nv_tileaa.simt_impl"(%s) ({
    ^bb0(%a: f32):
      nv_tileaa.yield %a : f32
    }) : (f32) -> f32
    nv_tileaa.return
  }
  nv_tileaa.func @shapes(%m: tensor<4x4xf32>, %h: tensor<64xi32>, %c: tensor<16x16xf32>, %mr: !nv_tileaa.memref<?x?xf32>, %v: !nv_tileaa.tiled_view<4x4xf32>, %k: i32) {
    %0 = nv_tileaa.scan(%m) {axis = 1 : i32, reverse} : (tensor<4x4xf32>) -> tensor<4x4xf32> {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      nv_tileaa.yield %s : f32
    }
    %1 = nv_tileaa.histogram %h : tensor<64xi32> -> tensor<16xi32>
    %2 = nv_tileaa.inv_triangular_matrix %m {upper} : tensor<4x4xf32>
    %3 = nv_tileaa.extract(%c, %k, %k) : (tensor<16x16xf32>, i32, i32) -> tensor<4x4xf32>
    %4 = nv_tileaa.conv_tile %mr {conv_params = #nv_tileaa.conv_params<strides = [1, 1], padding = [0, 0], dilation = [1, 1]>} : !nv_tileaa.memref<?x?xf32> -> !nv_tileaa.tiled_view<4x4xf32>
    %5 = nv_tileaa.conv_dot(%m, %m, %m) {conv_params = #nv_tileaa.conv_params<strides = [1, 1], padding = [0, 0], dilation = [1, 1]>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = nv_tileaa.reinterpret %m : tensor<4x4xf32> -> tensor<4x4xi32>
    %7 = nv_tileaa.materialize_tile(%v, %k, %k) : (!nv_tileaa.tiled_view<4x4xf32>, i32, i32) -> tensor<4x4xf32>
    %8 = nv_tileaa.materialize_mem_kind %m {mem_kind = "smem"} : tensor<4x4xf32>
    nv_tileaa.mark_for_reuse %8 : tensor<4x4xf32>
    nv_tileaa.return
  }
  nv_tileaa.func @memory(%p: tensor<8x!cuda_tile.ptr<f32>>, %x: tensor<8xf32>, %mask: tensor<8xi1>, %mr: !nv_tileaa.memref<?xf32>, %v: !nv_tileaa.tiled_view<8xf32>, %idx: tensor<8xi32>, %k: i32, %q: !nv_tileaa.queue<f32>) {
    %t0 = nv_tileaa.create_mem_token
    %t1 = "nv_tileaa.store"(%p, %x, %mask, %t0) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, cache_modifier = #nv_tileaa.cache_modifier<cg>, eviction_policy = #nv_tileaa.eviction_policy<first>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>, tensor<8xi1>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %g, %t2 = "nv_tileaa.gather_load"(%mr, %idx, %mask, %t1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!nv_tileaa.memref<?xf32>, tensor<8xi32>, tensor<8xi1>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
    %t3 = "nv_tileaa.scatter_store"(%mr, %g, %idx, %t2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : (!nv_tileaa.memref<?xf32>, tensor<8xf32>, tensor<8xi32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %old, %t4 = "nv_tileaa.atomic_cas"(%p, %x, %x, %t3) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, mem_scope = #nv_tileaa.mem_scope<gpu>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>, tensor<8xf32>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
    %r, %t5 = "nv_tileaa.atomic_rmw"(%p, %x, %mask, %t4) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, mode = #nv_tileaa.rmw_mode<addf>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>, tensor<8xi1>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
    %t6 = "nv_tileaa.tiled_atomic_rmw"(%v, %x, %k, %t5) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, mode = #nv_tileaa.rmw_mode<add>} : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %mm, %t7 = "nv_tileaa.multimem_load_reduce"(%p, %t6) {operandSegmentSizes = array<i32: 1, 0, 1>, kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
    "nv_tileaa.multimem_reduce"(%p, %mm) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, kind = #nv_tileaa.multimem_reduction_kind<max>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    "nv_tileaa.multimem_store"(%p, %mm) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    %t8 = nv_tileaa.memory_fence_alias(%mr, %t7) : (!nv_tileaa.memref<?xf32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %t9 = nv_tileaa.execution_fence_ordered %t8, %t7 {synchronization = #nv_tileaa.synchronization<cta>}
    %t10 = nv_tileaa.not_after_tko %t9
    %t11 = nv_tileaa.gdc_launch_dependents_tko %t10
    %t12 = "nv_tileaa.print"(%k, %t11) {operandSegmentSizes = array<i32: 1, 1>, format = "k=%d\n"} : (i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    "nv_tileaa.print_global"(%k) {operandSegmentSizes = array<i32: 1, 0>, format = "k=%d\n"} : (i32) -> ()
    %x0, %y0, %z0 = "nv_tileaa.cancel_next_program_id"() : () -> (i32, i32, i32)
    %e = nv_tileaa.queue.get %q : !nv_tileaa.queue<f32> -> f32
    %qe = nv_tileaa.execute -> f32 {
      nv_tileaa.queue.yield %e : f32
    }
    nv_tileaa.return
  }
}

// CHECK: gpu.module @more {
// CHECK: nv_tileaa.func @math(%arg0: tensor<8xf32>, %arg1: tensor<8xi32>, %arg2: f32) {
// CHECK: %0 = subf %arg0, %arg0 : tensor<8xf32>
// CHECK: %1 = mulf %0, %arg0 : tensor<8xf32>
// CHECK: %2 = divf %1, %arg0 {rounding_mode = #nv_tileaa.rounding_mode<full>} : tensor<8xf32>
// CHECK: %3 = sqrt %2 : tensor<8xf32>
// CHECK: %4 = rsqrt %3 : tensor<8xf32>
// CHECK: %5 = exp %4 : tensor<8xf32>
// CHECK: %6 = tanh %arg2 : f32
// CHECK: %7 = mulhiui %arg1, %arg1 : tensor<8xi32>
// CHECK: %8 = bitcast %arg1 : tensor<8xi32> -> tensor<8xf32>
// CHECK: %9 = call_elementwise_intrinsic(%arg0, %arg0) {intrinsic = "llvm.maxnum"} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK: %10 = call_elementwise_cast_intrinsic(%arg0) {intrinsic = "llvm.nvvm.f2h.rn"} : (tensor<8xf32>) -> tensor<8xf16>
// CHECK: %11:2 = elementwise_inline_asm(%arg0) {asm_string = "mov.b32 $0, $2;", constraints = "=r,=r,r", pure} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
// CHECK: %12 = plugin(%arg0) {plugin_name = "fused_epilogue"} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: %13 = inject_ir(%arg2) {ir = "%r = arith.negf %a : f32"} : (f32) -> f32
// CHECK: %14 = "nv_tileaa.simt_impl"(%arg2) ({
// CHECK: ^bb0(%arg3: f32):
// CHECK: nv_tileaa.yield %arg3 : f32
// CHECK: return
// CHECK: nv_tileaa.func @shapes(%arg0: tensor<4x4xf32>, %arg1: tensor<64xi32>, %arg2: tensor<16x16xf32>, %arg3: !nv_tileaa.memref<?x?xf32>, %arg4: !nv_tileaa.tiled_view<4x4xf32>, %arg5: i32) {
// CHECK: %0 = scan(%arg0) {axis = 1 : i32, reverse} : (tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK: ^bb0(%arg6: f32, %arg7: f32):
// CHECK: %9 = arith.addf %arg6, %arg7 : f32
// CHECK: nv_tileaa.yield %9 : f32
// CHECK: %1 = histogram %arg1 : tensor<64xi32> -> tensor<16xi32>
// CHECK: %2 = inv_triangular_matrix %arg0 {upper} : tensor<4x4xf32>
// CHECK: %3 = extract(%arg2, %arg5, %arg5) : (tensor<16x16xf32>, i32, i32) -> tensor<4x4xf32>
// CHECK: %4 = conv_tile %arg3 {conv_params = #nv_tileaa.conv_params<strides = [1, 1], padding = [0, 0], dilation = [1, 1]>} : !nv_tileaa.memref<?x?xf32> -> !nv_tileaa.tiled_view<4x4xf32>
// CHECK: %5 = conv_dot(%arg0, %arg0, %arg0) {conv_params = #nv_tileaa.conv_params<strides = [1, 1], padding = [0, 0], dilation = [1, 1]>} : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: %6 = reinterpret %arg0 : tensor<4x4xf32> -> tensor<4x4xi32>
// CHECK: %7 = materialize_tile(%arg4, %arg5, %arg5) : (!nv_tileaa.tiled_view<4x4xf32>, i32, i32) -> tensor<4x4xf32>
// CHECK: %8 = materialize_mem_kind %arg0 {mem_kind = "smem"} : tensor<4x4xf32>
// CHECK: mark_for_reuse %8 : tensor<4x4xf32>
// CHECK: return
// CHECK: nv_tileaa.func @memory(%arg0: tensor<8x!cuda_tile.ptr<f32>>, %arg1: tensor<8xf32>, %arg2: tensor<8xi1>, %arg3: !nv_tileaa.memref<?xf32>, %arg4: !nv_tileaa.tiled_view<8xf32>, %arg5: tensor<8xi32>, %arg6: i32, %arg7: !nv_tileaa.queue<f32>) {
// CHECK: %0 = create_mem_token
// CHECK: %1 = "nv_tileaa.store"(%arg0, %arg1, %arg2, %0) <{cache_modifier = #nv_tileaa.cache_modifier<cg>, eviction_policy = #nv_tileaa.eviction_policy<first>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>, tensor<8xi1>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %2:2 = "nv_tileaa.gather_load"(%arg3, %arg5, %arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!nv_tileaa.memref<?xf32>, tensor<8xi32>, tensor<8xi1>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
// CHECK: %3 = "nv_tileaa.scatter_store"(%arg3, %2#0, %arg5, %2#1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (!nv_tileaa.memref<?xf32>, tensor<8xf32>, tensor<8xi32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %4:2 = "nv_tileaa.atomic_cas"(%arg0, %arg1, %arg1, %3) <{mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acq_rel>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>, tensor<8xf32>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
// CHECK: %5:2 = "nv_tileaa.atomic_rmw"(%arg0, %arg1, %arg2, %4#1) <{mode = #nv_tileaa.rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>, tensor<8xi1>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
// CHECK: %6 = "nv_tileaa.tiled_atomic_rmw"(%arg4, %arg1, %arg6, %5#1) <{mode = #nv_tileaa.rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %7:2 = "nv_tileaa.multimem_load_reduce"(%arg0, %6) <{kind = #nv_tileaa.multimem_reduction_kind<add>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<8x!cuda_tile.ptr<f32>>, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
// CHECK: "nv_tileaa.multimem_reduce"(%arg0, %7#0) <{kind = #nv_tileaa.multimem_reduction_kind<max>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: "nv_tileaa.multimem_store"(%arg0, %7#0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: %8 = memory_fence_alias(%arg3, %7#1) : (!nv_tileaa.memref<?xf32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %9 = execution_fence_ordered %8, %7#1 {synchronization = #nv_tileaa.synchronization<cta>}
// CHECK: %10 = not_after_tko %9
// CHECK: %11 = gdc_launch_dependents_tko %10
// CHECK: %12 = "nv_tileaa.print"(%arg6, %11) <{format = "k=%d\0A", operandSegmentSizes = array<i32: 1, 1>}> : (i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: "nv_tileaa.print_global"(%arg6) <{format = "k=%d\0A", operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
// CHECK: %13:3 = "nv_tileaa.cancel_next_program_id"() : () -> (i32, i32, i32)
// CHECK: %14 = nv_tileaa.queue.get %arg7 : !nv_tileaa.queue<f32> -> f32
// CHECK: %15 = execute -> f32 {
// CHECK: nv_tileaa.queue.yield %14 : f32
// CHECK: return
