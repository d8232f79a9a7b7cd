// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s
// One valid instance of each remaining nv_tileas op: every contract accepts
// the IR it is meant for, and round-trips in custom and generic form.

gpu.module @more {
  nv_tileaa.func @pipes(%p: !nv_tileas.async.pipeline.producer_token, %c: !nv_tileas.async.pipeline.consumer_token, %it: !nv_tileas.async.pipeline.iterator<f32>, %x: tensor<8xf32>, %tk: !nv_tileaa.mem_token) {
    %p1, %f1 = nv_tileas.async.pipeline.produce_one_async(%p, %it) {producer_types = [tensor<8xf32>]} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.value<none>) {
    ^bb0(%s: tensor<8xf32>):
      nv_tileas.async.pipeline.yield
    }
    %c1, %f2, %v = nv_tileas.async.pipeline.consume_one_async(%c, %it) {consumer_types = [tensor<8xf32>]} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.value<none>, tensor<8xf32>) {
    ^bb0(%s: tensor<8xf32>):
      nv_tileas.async.pipeline.yield %s : tensor<8xf32>
    }
    %p2 = nv_tileas.async.pipeline.producer_acquire %p1, %it : !nv_tileas.async.pipeline.iterator<f32>
    %p3 = nv_tileas.async.pipeline.producer_write(%p2, %it, %x) {atom = #nv_tileas.sts} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>, tensor<8xf32>) -> !nv_tileas.async.pipeline.producer_token
    %p4 = nv_tileas.async.pipeline.producer_commit %p3, %it : !nv_tileas.async.pipeline.iterator<f32>
    %c2 = nv_tileas.async.pipeline.consumer_wait %c1, %it : !nv_tileas.async.pipeline.iterator<f32>
    %c3, %r = nv_tileas.async.pipeline.consumer_read(%c2, %it) {atom = #nv_tileas.lds} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.consumer_token, tensor<8xf32>)
    nv_tileas.async.pipeline.consumer_tail %c3, %it : !nv_tileas.async.pipeline.iterator<f32>
    %b = nv_tileas.async.pipeline.borrow_buffer_index %p4, %it : !nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>
    %n = nv_tileas.async.pipeline.create_null_token : !nv_tileas.async.pipeline.consumer_token
    %a = nv_tileas.async.to_async %x : tensor<8xf32> -> !nv_tileas.async.value<tensor<8xf32>>
    %w:2 = nv_tileas.async.wait(%a, %a) : (!nv_tileas.async.value<tensor<8xf32>>, !nv_tileas.async.value<tensor<8xf32>>) -> (tensor<8xf32>, tensor<8xf32>)
    %ta = nv_tileas.async.token_to_async %tk : !nv_tileas.async.value<!nv_tileaa.mem_token>
    nv_tileaa.return
  }
  nv_tileaa.func @memory(%v: !nv_tileaa.tiled_view<8xf32>, %x: tensor<8xf32>, %p: tensor<8x!cuda_tile.ptr<f32>>, %mr: !nv_tileaa.memref<?xf32>, %idx: tensor<8xi32>, %k: i32, %tk: !nv_tileaa.mem_token) {
    %l, %t1 = "nv_tileas.tiled_load"(%v, %k, %tk) {operandSegmentSizes = array<i32: 1, 1, 1>, atom = #nv_tileas.ldg} : (!nv_tileaa.tiled_view<8xf32>, i32, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
    %t2 = "nv_tileas.tiled_store"(%v, %l, %k, %t1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, atom = #nv_tileas.stg} : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    "nv_tileas.tiled_atomic_rmw"(%v, %l, %k) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = #nv_tileaa.rmw_mode<add>} : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32) -> ()
    %o = "nv_tileas.atomic_rmw"(%p, %x) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, mode = #nv_tileaa.rmw_mode<max>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> tensor<8xf32>
    "nv_tileas.atomic_red"(%p, %x) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, mode = #nv_tileaa.rmw_mode<addf>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    nv_tileas.atomic_bulk_reduce(%v, %x, %k) {mode = #nv_tileaa.rmw_mode<addf>, atom = #nv_tileas.sm_tma_redg} : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32) -> ()
    %ld = "nv_tileas.load"(%p) {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : (tensor<8x!cuda_tile.ptr<f32>>) -> tensor<8xf32>
    "nv_tileas.store"(%p, %ld) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    %g = "nv_tileas.gather_load"(%mr, %idx) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!nv_tileaa.memref<?xf32>, tensor<8xi32>) -> tensor<8xf32>
    "nv_tileas.scatter_store"(%mr, %g, %idx) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (!nv_tileaa.memref<?xf32>, tensor<8xf32>, tensor<8xi32>) -> ()
    %cr = nv_tileas.copy_reduce(%x, %g) {mode = #nv_tileaa.rmw_mode<addf>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %f1 = "nv_tileas.async.tiled_load"(%v, %k) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!nv_tileaa.tiled_view<8xf32>, i32) -> !nv_tileas.async.value<tensor<8xf32>>
    %f2 = nv_tileas.async.copy(%x, %g) {atom = #nv_tileas.ldgsts} : (tensor<8xf32>, tensor<8xf32>) -> !nv_tileas.async.value<tensor<8xf32>>
    %f3 = "nv_tileas.async.load"(%p) {operandSegmentSizes = array<i32: 1, 0, 0, 0>} : (tensor<8x!cuda_tile.ptr<f32>>) -> !nv_tileas.async.value<tensor<8xf32>>
    %f4 = "nv_tileas.async.tiled_atomic_rmw"(%v, %x, %k) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = #nv_tileaa.rmw_mode<add>} : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32) -> !nv_tileas.async.value<none>
    %m1 = nv_tileas.multimem_load_reduce(%p) {kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>) -> tensor<8xf32>
    nv_tileas.multimem_reduce(%p, %m1) {kind = #nv_tileaa.multimem_reduction_kind<min>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    nv_tileas.multimem_red(%p, %m1) {kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    nv_tileas.multimem_store(%p, %m1) : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    %a1 = nv_tileas.allreduce_ld(%p) {kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>) -> tensor<8xf32>
    nv_tileas.allreduce_st(%p, %a1) : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
    nv_tileas.memory_fence {mem_semantic = #nv_tileaa.mem_semantic<release>, mem_scope = #nv_tileaa.mem_scope<cluster>}
    %t3 = nv_tileas.memory_fence_tko %t2
    %t4 = nv_tileas.memory_fence_alias(%mr, %t3) : (!nv_tileaa.memref<?xf32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %t5 = nv_tileas.execution_fence_ordered %t4
    %t6 = nv_tileas.not_before_tko %t5
    nv_tileaa.return
  }
  nv_tileaa.func @tma_and_tiles(%d: !nv_tileas.tiled_tma_metadata<8x8xf16>, %t: tensor<8x8xf16>, %rows: tensor<4xi32>, %k: i32, %m: tensor<8x8xf32>, %c: i1, %i: index) {
    %s = nv_tileas.async.tiled_tma_store(%d, %t, %k, %k) : (!nv_tileas.tiled_tma_metadata<8x8xf16>, tensor<8x8xf16>, i32, i32) -> !nv_tileas.async.value<none>
    %g = nv_tileas.async.gather_tma_load(%d, %rows, %k) : (!nv_tileas.tiled_tma_metadata<8x8xf16>, tensor<4xi32>, i32) -> !nv_tileas.async.value<tensor<4x8xf16>>
    %sc = nv_tileas.async.scatter_tma_store(%d, %t, %rows, %k) : (!nv_tileas.tiled_tma_metadata<8x8xf16>, tensor<8x8xf16>, tensor<4xi32>, i32) -> !nv_tileas.async.value<none>
    %e = nv_tileas.extract_slice(%m, %i, %i) : (tensor<8x8xf32>, index, index) -> tensor<4x4xf32>
    %in = nv_tileas.insert_slice(%e, %m, %i, %i) : (tensor<4x4xf32>, tensor<8x8xf32>, index, index) -> tensor<8x8xf32>
    %ae = nv_tileas.async.extract_slice(%m, %i, %i) : (tensor<8x8xf32>, index, index) -> !nv_tileas.async.value<tensor<4x4xf32>>
    %ai = nv_tileas.async.insert_slice(%e, %m, %i, %i) : (tensor<4x4xf32>, tensor<8x8xf32>, index, index) -> !nv_tileas.async.value<tensor<8x8xf32>>
    %vw = nv_tileas.view %m : tensor<8x8xf32> -> tensor<64xf32>
    %ex = nv_tileas.expand_dims %vw {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
    %re = nv_tileas.reinterpret %m : tensor<8x8xf32> -> tensor<8x8xi32>
    %sh = nv_tileas.shuffle %m : tensor<8x8xf32> -> tensor<8x8xf32>
    %gen = nv_tileas.generate(%k) : (i32) -> tensor<4xi32> {
    ^bb0(%j: index, %cap: i32):
      nv_tileas.yield %cap : i32
    }
    %ad = "nv_tileas.async.dot"(%m, %m, %m) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, atom = #nv_tileas.mma.sm100<num_cta = 1 : i32>} : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> !nv_tileas.async.value<tensor<8x8xf32>>
    %rd = nv_tileas.reduce(%m) {axis = 0 : i32, atom = #nv_tileas.unknown_reduce} : (tensor<8x8xf32>) -> tensor<8xf32> {
    ^bb0(%x: f32, %y: f32):
      %z = arith.maxnumf %x, %y : f32
      nv_tileas.yield %z : f32
    }
    %sn = nv_tileas.scan(%m) {axis = 1 : i32} : (tensor<8x8xf32>) -> tensor<8x8xf32> {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      nv_tileas.yield %z : f32
    }
    %fm = nv_tileas.fma %m, %m, %m : tensor<8x8xf32>
    %inv = nv_tileas.inv_triangular_matrix %m {atom = #nv_tileas.unknown_inv_triangular_matrix} : tensor<8x8xf32>
    %cn = nv_tileas.async.cancel_next_program_id : !nv_tileas.async.value<i32>
    %ok = nv_tileas.cluster_launch_control.try_cancel %k : i32
    %us = nv_tileas.uniform_select_sliced(%c, %m, %in, %i, %i) : (i1, tensor<8x8xf32>, tensor<8x8xf32>, index, index) -> tensor<8x8xf32>
    nv_tileaa.return
  }
}

// CHECK: gpu.module @more {
// CHECK: nv_tileaa.func @pipes(%arg0: !nv_tileas.async.pipeline.producer_token, %arg1: !nv_tileas.async.pipeline.consumer_token, %arg2: !nv_tileas.async.pipeline.iterator<f32>, %arg3: tensor<8xf32>, %arg4: !nv_tileaa.mem_token) {
// CHECK: %0:2 = nv_tileas.async.pipeline.produce_one_async(%arg0, %arg2) {producer_types = [tensor<8xf32>]} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.value<none>) {
// CHECK: ^bb0(%arg5: tensor<8xf32>):
// CHECK: nv_tileas.async.pipeline.yield
// CHECK: %1:3 = nv_tileas.async.pipeline.consume_one_async(%arg1, %arg2) {consumer_types = [tensor<8xf32>]} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.value<none>, tensor<8xf32>) {
// CHECK: ^bb0(%arg5: tensor<8xf32>):
// CHECK: nv_tileas.async.pipeline.yield %arg5 : tensor<8xf32>
// CHECK: %2 = nv_tileas.async.pipeline.producer_acquire %0#0, %arg2 : !nv_tileas.async.pipeline.iterator<f32>
// CHECK: %3 = nv_tileas.async.pipeline.producer_write(%2, %arg2, %arg3) {atom = #nv_tileas.sts} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>, tensor<8xf32>) -> !nv_tileas.async.pipeline.producer_token
// CHECK: %4 = nv_tileas.async.pipeline.producer_commit %3, %arg2 : !nv_tileas.async.pipeline.iterator<f32>
// CHECK: %5 = nv_tileas.async.pipeline.consumer_wait %1#0, %arg2 : !nv_tileas.async.pipeline.iterator<f32>
// CHECK: %6:2 = nv_tileas.async.pipeline.consumer_read(%5, %arg2) {atom = #nv_tileas.lds} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.consumer_token, tensor<8xf32>)
// CHECK: nv_tileas.async.pipeline.consumer_tail %6#0, %arg2 : !nv_tileas.async.pipeline.iterator<f32>
// CHECK: %7 = nv_tileas.async.pipeline.borrow_buffer_index %4, %arg2 : !nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>
// CHECK: %8 = nv_tileas.async.pipeline.create_null_token : !nv_tileas.async.pipeline.consumer_token
// CHECK: %9 = nv_tileas.async.to_async %arg3 : tensor<8xf32> -> !nv_tileas.async.value<tensor<8xf32>>
// CHECK: %10:2 = nv_tileas.async.wait(%9, %9) : (!nv_tileas.async.value<tensor<8xf32>>, !nv_tileas.async.value<tensor<8xf32>>) -> (tensor<8xf32>, tensor<8xf32>)
// CHECK: %11 = nv_tileas.async.token_to_async %arg4 : !nv_tileas.async.value<!nv_tileaa.mem_token>
// CHECK: return
// CHECK: nv_tileaa.func @memory(%arg0: !nv_tileaa.tiled_view<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x!cuda_tile.ptr<f32>>, %arg3: !nv_tileaa.memref<?xf32>, %arg4: tensor<8xi32>, %arg5: i32, %arg6: !nv_tileaa.mem_token) {
// CHECK: %0:2 = "nv_tileas.tiled_load"(%arg0, %arg5, %arg6) <{atom = #nv_tileas.ldg, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!nv_tileaa.tiled_view<8xf32>, i32, !nv_tileaa.mem_token) -> (tensor<8xf32>, !nv_tileaa.mem_token)
// CHECK: %1 = "nv_tileas.tiled_store"(%arg0, %0#0, %arg5, %0#1) <{atom = #nv_tileas.stg, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: "nv_tileas.tiled_atomic_rmw"(%arg0, %0#0, %arg5) <{mode = #nv_tileaa.rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32) -> ()
// CHECK: %2 = "nv_tileas.atomic_rmw"(%arg2, %arg1) <{mode = #nv_tileaa.rmw_mode<max>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> tensor<8xf32>
// CHECK: "nv_tileas.atomic_red"(%arg2, %arg1) <{mode = #nv_tileaa.rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: nv_tileas.atomic_bulk_reduce(%arg0, %arg1, %arg5) {atom = #nv_tileas.sm_tma_redg, mode = #nv_tileaa.rmw_mode<addf>} : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32) -> ()
// CHECK: %3 = "nv_tileas.load"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>) -> tensor<8xf32>
// CHECK: "nv_tileas.store"(%arg2, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: %4 = "nv_tileas.gather_load"(%arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!nv_tileaa.memref<?xf32>, tensor<8xi32>) -> tensor<8xf32>
// CHECK: "nv_tileas.scatter_store"(%arg3, %4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!nv_tileaa.memref<?xf32>, tensor<8xf32>, tensor<8xi32>) -> ()
// CHECK: %5 = nv_tileas.copy_reduce(%arg1, %4) {mode = #nv_tileaa.rmw_mode<addf>} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
// CHECK: %6 = "nv_tileas.async.tiled_load"(%arg0, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!nv_tileaa.tiled_view<8xf32>, i32) -> !nv_tileas.async.value<tensor<8xf32>>
// CHECK: %7 = nv_tileas.async.copy(%arg1, %4) {atom = #nv_tileas.ldgsts} : (tensor<8xf32>, tensor<8xf32>) -> !nv_tileas.async.value<tensor<8xf32>>
// CHECK: %8 = "nv_tileas.async.load"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<8x!cuda_tile.ptr<f32>>) -> !nv_tileas.async.value<tensor<8xf32>>
// CHECK: %9 = "nv_tileas.async.tiled_atomic_rmw"(%arg0, %arg1, %arg5) <{mode = #nv_tileaa.rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!nv_tileaa.tiled_view<8xf32>, tensor<8xf32>, i32) -> !nv_tileas.async.value<none>
// CHECK: %10 = nv_tileas.multimem_load_reduce(%arg2) {kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>) -> tensor<8xf32>
// CHECK: nv_tileas.multimem_reduce(%arg2, %10) {kind = #nv_tileaa.multimem_reduction_kind<min>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: nv_tileas.multimem_red(%arg2, %10) {kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: nv_tileas.multimem_store(%arg2, %10) : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: %11 = nv_tileas.allreduce_ld(%arg2) {kind = #nv_tileaa.multimem_reduction_kind<add>} : (tensor<8x!cuda_tile.ptr<f32>>) -> tensor<8xf32>
// CHECK: nv_tileas.allreduce_st(%arg2, %11) : (tensor<8x!cuda_tile.ptr<f32>>, tensor<8xf32>) -> ()
// CHECK: nv_tileas.memory_fence {mem_scope = #nv_tileaa.mem_scope<cluster>, mem_semantic = #nv_tileaa.mem_semantic<release>}
// CHECK: %12 = nv_tileas.memory_fence_tko %1
// CHECK: %13 = nv_tileas.memory_fence_alias(%arg3, %12) : (!nv_tileaa.memref<?xf32>, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %14 = nv_tileas.execution_fence_ordered %13
// CHECK: %15 = nv_tileas.not_before_tko %14
// CHECK: return
// CHECK: nv_tileaa.func @tma_and_tiles(%arg0: !nv_tileas.tiled_tma_metadata<8x8xf16>, %arg1: tensor<8x8xf16>, %arg2: tensor<4xi32>, %arg3: i32, %arg4: tensor<8x8xf32>, %arg5: i1, %arg6: index) {
// CHECK: %0 = nv_tileas.async.tiled_tma_store(%arg0, %arg1, %arg3, %arg3) : (!nv_tileas.tiled_tma_metadata<8x8xf16>, tensor<8x8xf16>, i32, i32) -> !nv_tileas.async.value<none>
// CHECK: %1 = nv_tileas.async.gather_tma_load(%arg0, %arg2, %arg3) : (!nv_tileas.tiled_tma_metadata<8x8xf16>, tensor<4xi32>, i32) -> !nv_tileas.async.value<tensor<4x8xf16>>
// CHECK: %2 = nv_tileas.async.scatter_tma_store(%arg0, %arg1, %arg2, %arg3) : (!nv_tileas.tiled_tma_metadata<8x8xf16>, tensor<8x8xf16>, tensor<4xi32>, i32) -> !nv_tileas.async.value<none>
// CHECK: %3 = nv_tileas.extract_slice(%arg4, %arg6, %arg6) : (tensor<8x8xf32>, index, index) -> tensor<4x4xf32>
// CHECK: %4 = nv_tileas.insert_slice(%3, %arg4, %arg6, %arg6) : (tensor<4x4xf32>, tensor<8x8xf32>, index, index) -> tensor<8x8xf32>
// CHECK: %5 = nv_tileas.async.extract_slice(%arg4, %arg6, %arg6) : (tensor<8x8xf32>, index, index) -> !nv_tileas.async.value<tensor<4x4xf32>>
// CHECK: %6 = nv_tileas.async.insert_slice(%3, %arg4, %arg6, %arg6) : (tensor<4x4xf32>, tensor<8x8xf32>, index, index) -> !nv_tileas.async.value<tensor<8x8xf32>>
// CHECK: %7 = nv_tileas.view %arg4 : tensor<8x8xf32> -> tensor<64xf32>
// CHECK: %8 = nv_tileas.expand_dims %7 {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
// CHECK: %9 = nv_tileas.reinterpret %arg4 : tensor<8x8xf32> -> tensor<8x8xi32>
// CHECK: %10 = nv_tileas.shuffle %arg4 : tensor<8x8xf32> -> tensor<8x8xf32>
// CHECK: %11 = nv_tileas.generate(%arg3) : (i32) -> tensor<4xi32> {
// CHECK: ^bb0(%arg7: index, %arg8: i32):
// CHECK: nv_tileas.yield %arg8 : i32
// CHECK: %12 = "nv_tileas.async.dot"(%arg4, %arg4, %arg4) <{atom = #nv_tileas.mma.sm100<num_cta = 1 : i32>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> !nv_tileas.async.value<tensor<8x8xf32>>
// CHECK: %13 = nv_tileas.reduce(%arg4) {atom = #nv_tileas.unknown_reduce, axis = 0 : i32} : (tensor<8x8xf32>) -> tensor<8xf32> {
// CHECK: ^bb0(%arg7: f32, %arg8: f32):
// CHECK: %20 = arith.maxnumf %arg7, %arg8 : f32
// CHECK: nv_tileas.yield %20 : f32
// CHECK: %14 = nv_tileas.scan(%arg4) {axis = 1 : i32} : (tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK: ^bb0(%arg7: f32, %arg8: f32):
// CHECK: %20 = arith.addf %arg7, %arg8 : f32
// CHECK: nv_tileas.yield %20 : f32
// CHECK: %15 = nv_tileas.fma %arg4, %arg4, %arg4 : tensor<8x8xf32>
// CHECK: %16 = nv_tileas.inv_triangular_matrix %arg4 {atom = #nv_tileas.unknown_inv_triangular_matrix} : tensor<8x8xf32>
// CHECK: %17 = nv_tileas.async.cancel_next_program_id : !nv_tileas.async.value<i32>
// CHECK: %18 = nv_tileas.cluster_launch_control.try_cancel %arg3 : i32
// CHECK: %19 = nv_tileas.uniform_select_sliced(%arg5, %arg4, %4, %arg6, %arg6) : (i1, tensor<8x8xf32>, tensor<8x8xf32>, index, index) -> tensor<8x8xf32>
// CHECK: return
