// RUN: tileir-opt %s -tileir-verify-ops-analysis | FileCheck %s
// RUN: tileir-opt %s --pass-pipeline='builtin.module(gpu.module(tileir-verify-ops-analysis))' | FileCheck %s
// RUN: tileir-opt --list-passes | FileCheck %s --check-prefix=LIST
// The TileIR ops check (layer 3 of the pipeline-invariants seed) accepts
// well-formed TileAS IR and leaves it unchanged.

// LIST: tileir-verify-ops-analysis

// CHECK-LABEL: gpu.module @ok
// CHECK: nv_tileas.async.pipeline.produce_one
// CHECK: nv_tileas.async.pipeline.yield
// CHECK: nv_tileas.simt_call @f(%arg0, %arg1) {nv_tileas.root_reg_to_reg_copy_op, resources = #nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<num_warps = 4, num_ctas = 1>]>}
gpu.module @ok attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, num_ctas = 1>} {
  nv_tileaa.func @f(%buf: tensor<64xf32, #nv_tileas.layout<64,1>>, %it: !nv_tileas.async.pipeline.iterator<f32>) attributes {"nv_tileas.num-device-tmas" = 1 : i32} {
    %p, %c = nv_tileas.async.pipeline.create_pipeline(%buf) {pipeline_type = !nv_tileas.async.pipeline<tensor<64xf32, #nv_tileas.layout<64,1>>>, numStages = 2 : i32, transaction_size = array<i32: 256>} : (tensor<64xf32, #nv_tileas.layout<64,1>>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.consumer_token)
    %p1 = nv_tileas.async.pipeline.produce_one(%p, %it) {producer_types = [tensor<64xf32, #nv_tileas.layout<64,1>>], atom = #nv_tileas.ldgsts} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>) -> !nv_tileas.async.pipeline.producer_token {
    ^bb0(%slot: tensor<64xf32, #nv_tileas.layout<64,1>>):
      nv_tileas.async.pipeline.yield
    }
    nv_tileas.simt_call @f(%buf, %it) {nv_tileas.root_reg_to_reg_copy_op, resources = #nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<num_warps = 4, num_ctas = 1>]>} : (tensor<64xf32, #nv_tileas.layout<64,1>>, !nv_tileas.async.pipeline.iterator<f32>) -> ()
    nv_tileaa.return
  }
}
