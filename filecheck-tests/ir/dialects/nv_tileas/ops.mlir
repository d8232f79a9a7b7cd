// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s
// nv_tileas round trip: pipelines, layouts, atoms, TMA, async values (custom forms and type/attribute parameters are ours unless the reference gives them).

gpu.module @m attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, num_ctas = 1>} {
  nv_tileaa.func @pipeline(%buf: tensor<2x64x64xf16, #nv_tileas.layout<(2,64,64),(4096,64,1)>>, %x: tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) {
    %p, %c = nv_tileas.async.pipeline.create_pipeline(%buf) {pipeline_type = !nv_tileas.async.pipeline<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>, numStages = 2 : i32, transaction_size = array<i32: 8192>} : (tensor<2x64x64xf16, #nv_tileas.layout<(2,64,64),(4096,64,1)>>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.consumer_token)
    %it = nv_tileas.async.pipeline.create_iterator %p : !nv_tileas.async.pipeline.producer_token -> !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
    %p1 = nv_tileas.async.pipeline.produce_one(%p, %it) {producer_types = [tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>], atom = #nv_tileas.sm_tma_load} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>) -> !nv_tileas.async.pipeline.producer_token {
    ^bb0(%slot: tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>):
      nv_tileas.async.pipeline.yield
    }
    %it2 = nv_tileas.async.pipeline.inc_iter %it : !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
    %c1, %v = nv_tileas.async.pipeline.consume_one(%c, %it2) {consumer_types = [tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>], consumer_idx = 0 : i32} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>) -> (!nv_tileas.async.pipeline.consumer_token, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) {
    ^bb0(%slot: tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>):
      nv_tileas.async.pipeline.yield %slot : tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
    }
    %c2 = nv_tileas.async.pipeline.consumer_release %c1, %it2 : !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
    nv_tileas.async.pipeline.producer_tail %p1, %it2 : !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
    %cv = nv_tileas.convert_layout %x : tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>> -> tensor<64x64xf16, #nv_tileas.layout<((8,8),64),((8,512),1), swizzle<3, 4, 3>, elem = f16>>
    %al = nv_tileas.alloc_tensor {mem_kind = "smem"} : tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
    %cp = nv_tileas.copy(%x, %al) {atom = #nv_tileas.ldsm<num = 4 : i32>} : (tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
    %f = nv_tileas.create_none : !nv_tileas.async.value<none>
    "nv_tileas.async.pipeline.agent_switch"() ({
      nv_tileas.async.pipeline.yield
    }, {
      nv_tileas.async.pipeline.yield
    }) {num_agents_per_group = array<i32: 2>, max_regs = array<i32: 40, 232>, num_warps = array<i32: 4, 4>, warp_id = array<i32: 0, 4>} : () -> ()
    nv_tileaa.return
  }
  nv_tileaa.func @tma(%m: !nv_tileaa.memref<?x?xf16>, %i: i32) {
    %d = nv_tileas.make_tiled_tma_desc %m {box_dim = #nv_tileas.box_dim<64, 64>} : !nv_tileaa.memref<?x?xf16> -> !nv_tileas.tiled_tma_metadata<64x64xf16>
    %f = nv_tileas.async.tiled_tma_load(%d, %i, %i) {atom = #nv_tileas.sm_tma_load} : (!nv_tileas.tiled_tma_metadata<64x64xf16>, i32, i32) -> !nv_tileas.async.value<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
    %t = nv_tileas.async.future_wait %f : !nv_tileas.async.value<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>> -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
    %a = "nv_tileas.dot"(%t, %t, %t) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, atom = #nv_tileas.mma.sm90<shape_mnk = array<i64: 64, 64, 16>>} : (tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
    %x, %y, %z, %ok = nv_tileas.cancel_next_program_id
    nv_tileas.pragma "next knob 0x1790"
    %s = nv_tileas.uniform_select(%ok, %x, %y) {level = #nv_tileas.uniform_level<warp>} : (i1, i32, i32) -> i32
    %tk = nv_tileaa.create_mem_token
    %t2 = nv_tileas.not_after_tko %tk
    nv_tileas.simt_call @tma(%m, %i) {resources = #nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<num_warps = 4, num_ctas = 1>, #nv_tileas.plugin.scratch_smem_req<size = 1024, alignment = 16>]>} : (!nv_tileaa.memref<?x?xf16>, i32) -> ()
    nv_tileaa.return
  }
}

// CHECK: gpu.module @m attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, num_ctas = 1>} {
// CHECK: nv_tileaa.func @pipeline(%arg0: tensor<2x64x64xf16, #nv_tileas.layout<(2,64,64),(4096,64,1)>>, %arg1: tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) {
// CHECK: %0:2 = nv_tileas.async.pipeline.create_pipeline(%arg0) {numStages = 2 : i32, pipeline_type = !nv_tileas.async.pipeline<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>, transaction_size = array<i32: 8192>} : (tensor<2x64x64xf16, #nv_tileas.layout<(2,64,64),(4096,64,1)>>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.consumer_token)
// CHECK: %1 = nv_tileas.async.pipeline.create_iterator %0#0 : !nv_tileas.async.pipeline.producer_token -> !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
// CHECK: %2 = nv_tileas.async.pipeline.produce_one(%0#0, %1) {atom = #nv_tileas.sm_tma_load, producer_types = [tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>]} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>) -> !nv_tileas.async.pipeline.producer_token {
// CHECK: ^bb0(%arg2: tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>):
// CHECK: nv_tileas.async.pipeline.yield
// CHECK: %3 = nv_tileas.async.pipeline.inc_iter %1 : !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
// CHECK: %4:2 = nv_tileas.async.pipeline.consume_one(%0#1, %3) {consumer_idx = 0 : i32, consumer_types = [tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>]} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>) -> (!nv_tileas.async.pipeline.consumer_token, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) {
// CHECK: ^bb0(%arg2: tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>):
// CHECK: nv_tileas.async.pipeline.yield %arg2 : tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
// CHECK: %5 = nv_tileas.async.pipeline.consumer_release %4#0, %3 : !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
// CHECK: nv_tileas.async.pipeline.producer_tail %2, %3 : !nv_tileas.async.pipeline.iterator<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
// CHECK: %6 = nv_tileas.convert_layout %arg1 : tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>> -> tensor<64x64xf16, #nv_tileas.layout<((8,8),64),((8,512),1), swizzle<3, 4, 3>, elem = f16>>
// CHECK: %7 = nv_tileas.alloc_tensor {mem_kind = "smem"} : tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
// CHECK: %8 = nv_tileas.copy(%arg1, %7) {atom = #nv_tileas.ldsm<num = 4 : i32>} : (tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
// CHECK: %9 = nv_tileas.create_none : !nv_tileas.async.value<none>
// CHECK: "nv_tileas.async.pipeline.agent_switch"() <{max_regs = array<i32: 40, 232>, num_agents_per_group = array<i32: 2>, num_warps = array<i32: 4, 4>, warp_id = array<i32: 0, 4>}> ({
// CHECK: nv_tileas.async.pipeline.yield
// CHECK: nv_tileas.async.pipeline.yield
// CHECK: return
// CHECK: nv_tileaa.func @tma(%arg0: !nv_tileaa.memref<?x?xf16>, %arg1: i32) {
// CHECK: %0 = nv_tileas.make_tiled_tma_desc %arg0 {box_dim = #nv_tileas.box_dim<64, 64>} : !nv_tileaa.memref<?x?xf16> -> !nv_tileas.tiled_tma_metadata<64x64xf16>
// CHECK: %1 = nv_tileas.async.tiled_tma_load(%0, %arg1, %arg1) {atom = #nv_tileas.sm_tma_load} : (!nv_tileas.tiled_tma_metadata<64x64xf16>, i32, i32) -> !nv_tileas.async.value<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>>
// CHECK: %2 = nv_tileas.async.future_wait %1 : !nv_tileas.async.value<tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>> -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
// CHECK: %3 = "nv_tileas.dot"(%2, %2, %2) <{atom = #nv_tileas.mma.sm90<shape_mnk = array<i64: 64, 64, 16>>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>, tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>) -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
// CHECK: %4:4 = nv_tileas.cancel_next_program_id
// CHECK: nv_tileas.pragma "next knob 0x1790"
// CHECK: %5 = nv_tileas.uniform_select(%4#3, %4#0, %4#1) {level = #nv_tileas.uniform_level<warp>} : (i1, i32, i32) -> i32
// CHECK: %6 = create_mem_token
// CHECK: %7 = nv_tileas.not_after_tko %6
// CHECK: nv_tileas.simt_call @tma(%arg0, %arg1) {resources = #nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<num_warps = 4, num_ctas = 1>, #nv_tileas.plugin.scratch_smem_req<size = 1024, alignment = 16>]>} : (!nv_tileaa.memref<?x?xf16>, i32) -> ()
// CHECK: return
