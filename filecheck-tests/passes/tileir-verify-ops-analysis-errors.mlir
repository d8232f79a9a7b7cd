// RUN: tileir-opt %s -split-input-file -verify-diagnostics -tileir-verify-ops-analysis
// The TileIR ops check's diagnostics. The layout, thread-request and
// transaction-size messages start with the tileiras binary's text (typo
// "attched" kept); the rest are ours.

gpu.module @m {
  nv_tileaa.func @no_layout(%x: tensor<64xf32>, %y: tensor<64xf32>) {
    // expected-error @+1 {{'nv_tileas.copy' op requires tensor type having LayoutAttr attched.}}
    %z = nv_tileas.copy(%x, %y) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @mma_atom(%a: tensor<16x16xf16, #nv_tileas.layout<(16,16),(16,1)>>) {
    // expected-error @+1 {{'nv_tileas.dot' op expects an MMA atom, but got #nv_tileas.ldg}}
    %d = "nv_tileas.dot"(%a, %a, %a) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, atom = #nv_tileas.ldg} : (tensor<16x16xf16, #nv_tileas.layout<(16,16),(16,1)>>, tensor<16x16xf16, #nv_tileas.layout<(16,16),(16,1)>>, tensor<16x16xf16, #nv_tileas.layout<(16,16),(16,1)>>) -> tensor<16x16xf16, #nv_tileas.layout<(16,16),(16,1)>>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @copy_atom(%x: tensor<64xf32, #nv_tileas.layout<64,1>>) {
    // expected-error @+1 {{'nv_tileas.copy' op expects a copy atom, but got #nv_tileas.mma.sm90}}
    %z = nv_tileas.copy(%x, %x) {atom = #nv_tileas.mma.sm90} : (tensor<64xf32, #nv_tileas.layout<64,1>>, tensor<64xf32, #nv_tileas.layout<64,1>>) -> tensor<64xf32, #nv_tileas.layout<64,1>>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @region_end(%p: !nv_tileas.async.pipeline.producer_token, %it: !nv_tileas.async.pipeline.iterator<f32>) {
    // expected-error @+1 {{'nv_tileas.async.pipeline.produce_one' op expects region #0 to end with 'nv_tileas.async.pipeline.yield'}}
    %p1 = nv_tileas.async.pipeline.produce_one(%p, %it) {producer_types = []} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>) -> !nv_tileas.async.pipeline.producer_token {
      nv_tileaa.yield
    }
    nv_tileaa.return
  }
}

// -----

gpu.module @m attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 8, num_ctas = 2>} {
  nv_tileaa.func @thread_req_ctas() {
    // expected-error @+1 {{'nv_tileas.simt_call' op expects the `num_ctas` in the thread request to be consistent with the configuration in `gpu.module`(2), but got 1}}
    nv_tileas.simt_call @thread_req_ctas() {resources = #nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<num_warps = 4, num_ctas = 1>]>} : () -> ()
    nv_tileaa.return
  }
}

// -----

gpu.module @m attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, num_ctas = 1>} {
  nv_tileaa.func @thread_req_warps() {
    // expected-error @+1 {{'nv_tileas.simt_call' op expects the `num_warps` in the thread request to be less than or equal to the configuration in `gpu.module` or `agent_switch`(4), but got 8}}
    nv_tileas.simt_call @thread_req_warps() {resources = #nv_tileas.plugin.resource_reqs<[#nv_tileas.plugin.thread_req<num_warps = 8, num_ctas = 1>]>} : () -> ()
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @transactions(%b: tensor<64xf32, #nv_tileas.layout<64,1>>) {
    // expected-error @+1 {{'nv_tileas.async.pipeline.create_pipeline' op the number of transaction_size should be equal to the number of producers in PipelineType, but got 2}}
    %p, %c = nv_tileas.async.pipeline.create_pipeline(%b) {pipeline_type = !nv_tileas.async.pipeline<tensor<64xf32, #nv_tileas.layout<64,1>>>, numStages = 2 : i32, transaction_size = array<i32: 256, 256>} : (tensor<64xf32, #nv_tileas.layout<64,1>>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.consumer_token)
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @marker() {
    // expected-error @+1 {{'nv_tileas.pragma' op expects 'nv_tileas.root_reg_to_reg_copy_op' to be a unit attribute}}
    nv_tileas.pragma "x" {nv_tileas.root_reg_to_reg_copy_op = 1 : i32}
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @warps() {
    // expected-error @+1 {{'nv_tileas.async.pipeline.agent_switch' op expects every agent to have a positive 'num_warps', but got 0}}
    "nv_tileas.async.pipeline.agent_switch"() ({
      nv_tileas.async.pipeline.yield
    }) {num_warps = array<i32: 0>} : () -> ()
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @reduce_end(%x: tensor<4xf32>) {
    // expected-error @+1 {{'nv_tileaa.reduce' op expects region #0 to end with 'nv_tileaa.yield'}}
    %s = nv_tileaa.reduce(%x) {axis = 0 : i32} : (tensor<4xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      nv_tileas.yield %a : f32
    }
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @layout_size(%x: tensor<64xf32, #nv_tileas.layout<(8,4),(1,8)>>) {
    // expected-error @+1 {{'nv_tileas.copy' op expects the layout of 'tensor<64xf32, #nv_tileas.layout<(8,4),(1,8)>>' to cover its 64 elements, but it covers 32}}
    %z = nv_tileas.copy(%x, %x) : (tensor<64xf32, #nv_tileas.layout<(8,4),(1,8)>>, tensor<64xf32, #nv_tileas.layout<(8,4),(1,8)>>) -> tensor<64xf32, #nv_tileas.layout<(8,4),(1,8)>>
    nv_tileaa.return
  }
}
