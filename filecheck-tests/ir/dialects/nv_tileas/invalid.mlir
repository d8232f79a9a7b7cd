// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// nv_tileas verifier diagnostics. The region, coordinate and layout
// messages are the tileiras binary's, typos kept ("arguement", "attched");
// the rest are ours.

gpu.module @m {
  nv_tileaa.func @produce_args(%p: !nv_tileas.async.pipeline.producer_token, %it: !nv_tileas.async.pipeline.iterator<f32>) {
    // expected-error @+1 {{'nv_tileas.async.pipeline.produce_one' op expects region arguement types to match with producer types [tensor<64xf32>], but got: [tensor<32xf32>]}}
    %p1 = nv_tileas.async.pipeline.produce_one(%p, %it) {producer_types = [tensor<64xf32>]} : (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.iterator<f32>) -> !nv_tileas.async.pipeline.producer_token {
    ^bb0(%slot: tensor<32xf32>):
      nv_tileas.async.pipeline.yield
    }
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @consume_args(%c: !nv_tileas.async.pipeline.consumer_token, %it: !nv_tileas.async.pipeline.iterator<f32>) {
    // expected-error @+1 {{'nv_tileas.async.pipeline.consume_one' op expects region arguement types to match with producer types [tensor<64xf32>, tensor<64xi32>], but got: [tensor<64xf32>]}}
    %c1 = nv_tileas.async.pipeline.consume_one(%c, %it) {consumer_types = [tensor<64xf32>, tensor<64xi32>]} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<f32>) -> !nv_tileas.async.pipeline.consumer_token {
    ^bb0(%slot: tensor<64xf32>):
      nv_tileas.async.pipeline.yield
    }
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @consume_results(%c: !nv_tileas.async.pipeline.consumer_token, %it: !nv_tileas.async.pipeline.iterator<f32>) {
    // expected-error @+1 {{'nv_tileas.async.pipeline.consume_one' op expects region result types to be match with operation result types [f32], but got: [tensor<64xf32>]}}
    %c1, %v = nv_tileas.async.pipeline.consume_one(%c, %it) {consumer_types = [tensor<64xf32>]} : (!nv_tileas.async.pipeline.consumer_token, !nv_tileas.async.pipeline.iterator<f32>) -> (!nv_tileas.async.pipeline.consumer_token, f32) {
    ^bb0(%slot: tensor<64xf32>):
      nv_tileas.async.pipeline.yield %slot : tensor<64xf32>
    }
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @tma_coords(%d: !nv_tileas.tiled_tma_metadata<64x64x2xf16>, %i: i32) {
    // expected-error @+1 {{'nv_tileas.async.tiled_tma_load' op expects 3 coordinates, but got 2}}
    %f = nv_tileas.async.tiled_tma_load(%d, %i, %i) : (!nv_tileas.tiled_tma_metadata<64x64x2xf16>, i32, i32) -> !nv_tileas.async.value<tensor<64x64x2xf16>>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @no_layout(%x: tensor<64x64xf16>) {
    // expected-error @+1 {{'nv_tileas.convert_layout' op requires tensor type having LayoutAttr attched.}}
    %y = nv_tileas.convert_layout %x : tensor<64x64xf16> -> tensor<64x64xf16, #nv_tileas.layout<(64,64),(64,1)>>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @alloc_no_layout() {
    // expected-error @+1 {{'nv_tileas.alloc_tensor' op requires tensor type having LayoutAttr attched.}}
    %a = nv_tileas.alloc_tensor : tensor<64x64xf16>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @layout_profile() {
    // expected-error @+1 {{layout shape (64,64) and stride ((1,2),64) are not congruent}}
    %a = nv_tileas.alloc_tensor : tensor<64x64xf16, #nv_tileas.layout<(64,64),((1,2),64)>>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @agents() {
    // expected-error @+1 {{'nv_tileas.async.pipeline.agent_switch' op expects one 'max_regs' entry per agent region (2), but got 1}}
    "nv_tileas.async.pipeline.agent_switch"() ({
      nv_tileas.async.pipeline.yield
    }, {
      nv_tileas.async.pipeline.yield
    }) {max_regs = array<i32: 232>} : () -> ()
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @pipeline_type(%b: tensor<64xf32>) {
    // expected-error @+1 {{'nv_tileas.async.pipeline.create_pipeline' op expects 'pipeline_type' to be a !nv_tileas.async.pipeline type}}
    %p, %c = nv_tileas.async.pipeline.create_pipeline(%b) {pipeline_type = f32, numStages = 2 : i32} : (tensor<64xf32>) -> (!nv_tileas.async.pipeline.producer_token, !nv_tileas.async.pipeline.consumer_token)
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @wait(%f: !nv_tileas.async.value<f32>) {
    // expected-error @+1 {{'nv_tileas.async.future_wait' op expects results of the async values' payload types (f32), but got (i32)}}
    %x = nv_tileas.async.future_wait %f : !nv_tileas.async.value<f32> -> i32
    nv_tileaa.return
  }
}
