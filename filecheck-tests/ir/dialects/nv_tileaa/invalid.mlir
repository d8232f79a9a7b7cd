// RUN: tileir-opt %s -split-input-file -verify-diagnostics
// nv_tileaa verifier diagnostics: the assume-predicate messages are the
// tileiras binary's (reference/diagnostics.md), the others ours.

gpu.module @m {
  nv_tileaa.func @div_by_not_pow2(%n: i32) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.div_by' divisor must be a power of 2}}
    %a = nv_tileaa.assume #nv_tileaa.div_by<12>, %n : i32
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @div_by_too_large(%n: i64) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.div_by' divisor is too large}}
    %a = nv_tileaa.assume #nv_tileaa.div_by<9223372036854775807>, %n : i64
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @every_without_along(%n: tensor<16xi32>) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.div_by' 'every'/'along' must be used in combination}}
    %a = nv_tileaa.assume #nv_tileaa.div_by<16, every 4>, %n : tensor<16xi32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @every_on_integer(%n: i32) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.div_by' 'every'/'along' cannot be used if the constrained value is an integer}}
    %a = nv_tileaa.assume #nv_tileaa.div_by<16, every 4 along 0>, %n : i32
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @every_on_pointer(%p: !cuda_tile.ptr<f32>) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.div_by' 'every'/'along' cannot be used if the constrained value is a memref or a pointer}}
    %a = nv_tileaa.assume #nv_tileaa.div_by<16, every 4 along 0>, %p : !cuda_tile.ptr<f32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @div_by_float(%x: tensor<4xf32>) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.div_by' is valid only for tensor of integer/pointer values}}
    %a = nv_tileaa.assume #nv_tileaa.div_by<16>, %x : tensor<4xf32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @bounded_float(%x: f32) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.bounded' is valid only for integer or tensor of integer values}}
    %a = nv_tileaa.assume #nv_tileaa.bounded<0, 4>, %x : f32
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @bounded_order(%n: i8) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.bounded' expects lower bound to be less than or equal to upper bound}}
    %a = nv_tileaa.assume #nv_tileaa.bounded<10, 4>, %n : i8
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @bounded_width(%n: i8) {
    // expected-error @+1 {{'nv_tileaa.assume' op 'nv_tileaa.bounded' expects upper bound to be within [-128, 255]}}
    %a = nv_tileaa.assume #nv_tileaa.bounded<0, 1000>, %n : i8
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @same_elements_rank(%n: tensor<4x4xi32>) {
    // expected-error @+1 {{'nv_tileaa.assume' op expected number of values in 'nv_tileaa.same_elements' (1) to match rank of constrained tensor (2)}}
    %a = nv_tileaa.assume #nv_tileaa.same_elements<[4]>, %n : tensor<4x4xi32>
    nv_tileaa.return
  }
}

// -----

// expected-error @+1 {{'nv_tileaa.func' op expects parent op 'gpu.module'}}
nv_tileaa.func @outside() {
  nv_tileaa.return
}

// -----

gpu.module @m {
  nv_tileaa.func @ret(%x: f32) -> i32 {
    // expected-error @+1 {{'nv_tileaa.return' op type of return operand 0 ('f32') doesn't match function result type ('i32') in function @ret}}
    nv_tileaa.return %x : f32
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @caller() {
    // expected-error @+1 {{'nv_tileaa.call' op 'missing' does not reference a valid function}}
    nv_tileaa.call @missing() : () -> ()
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @dot_shapes(%a: tensor<64x16xf16>, %b: tensor<32x32xf16>, %c: tensor<64x32xf32>) {
    // expected-error @+1 {{'nv_tileaa.dot' op expects shapes [MxK] x [KxN] + [MxN], but got 64x16 x 32x32 + 64x32}}
    %d = "nv_tileaa.dot"(%a, %b, %c) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (tensor<64x16xf16>, tensor<32x32xf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @scope_without_semantic() {
    // expected-error @+1 {{'nv_tileaa.memory_fence' op expects no 'mem_scope' when 'mem_semantic' is weak}}
    nv_tileaa.memory_fence {mem_scope = #nv_tileaa.mem_scope<gpu>}
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @semantic_without_scope() {
    // expected-error @+1 {{'nv_tileaa.memory_fence' op expects a 'mem_scope' when 'mem_semantic' is not weak}}
    nv_tileaa.memory_fence {mem_semantic = #nv_tileaa.mem_semantic<release>}
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @memref_sizes(%p: !cuda_tile.ptr<f16>, %s: index) {
    // expected-error @+1 {{'nv_tileaa.make_memref' op expects 1 dynamic sizes, one per '?' of the result, but got 0}}
    %m = "nv_tileaa.make_memref"(%p, %s, %s) {operandSegmentSizes = array<i32: 1, 0, 0, 2>} : (!cuda_tile.ptr<f16>, index, index) -> !nv_tileaa.memref<?x64xf16>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @tiled_load_shape(%v: !nv_tileaa.tiled_view<32x64xf16>, %i: i32) {
    // expected-error @+1 {{'nv_tileaa.tiled_load' op expects a tile of the view's tile shape and element type, but got 'tensor<32x32xf16>'}}
    %x = "nv_tileaa.tiled_load"(%v, %i, %i) {operandSegmentSizes = array<i32: 1, 2, 0>} : (!nv_tileaa.tiled_view<32x64xf16>, i32, i32) -> tensor<32x32xf16>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @reduce_axis(%x: tensor<4x4xf32>) {
    // expected-error @+1 {{'nv_tileaa.reduce' op axis 2 is out of range for operand of type 'tensor<4x4xf32>'}}
    %s = nv_tileaa.reduce(%x) {axis = 2 : i32} : (tensor<4x4xf32>) -> tensor<4xf32> {
    ^bb0(%a: f32, %b: f32):
      nv_tileaa.yield %a : f32
    }
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @load_mask(%p: tensor<8x!cuda_tile.ptr<f32>>, %m: tensor<4xi1>) {
    // expected-error @+1 {{'nv_tileaa.load' op expects a mask of shape 8, but got 'tensor<4xi1>'}}
    %x = "nv_tileaa.load"(%p, %m) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (tensor<8x!cuda_tile.ptr<f32>>, tensor<4xi1>) -> tensor<8xf32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @make_range(%x: i32) {
    // expected-error @+1 {{'nv_tileaa.make_range' op expects a 1-D integer result of 64 elements, but got 'tensor<32xi32>'}}
    %r = nv_tileaa.make_range {start = 0 : i32, end = 64 : i32} : tensor<32xi32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @broadcast(%x: tensor<2x4xf32>) {
    // expected-error @+1 {{'nv_tileaa.broadcast' op cannot broadcast 'tensor<2x4xf32>' to 'tensor<4x4xf32>'}}
    %r = nv_tileaa.broadcast %x : tensor<2x4xf32> -> tensor<4x4xf32>
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @hint() attributes {
    // expected-error @+1 {{atom_hint: kind 'mma.sm100' requires 'num_cta' to be 1 or 2}}
    h = #nv_tileaa.atom_hint<"{\"kind\": \"mma.sm100\", \"num_cta\": 4}">} {
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @hint_kind() attributes {
    // expected-error @+1 {{atom_hint: missing 'kind' field}}
    h = #nv_tileaa.atom_hint<"{\"num_cta\": 1}">} {
    nv_tileaa.return
  }
}

// -----

// extract to a scalar: no index only for a one-element tile.
gpu.module @m {
  nv_tileaa.func @extract_scalar(%t: tensor<4xf32>, %one: tensor<1x1xf32>, %k: i32) {
    %a = nv_tileaa.extract(%one) : (tensor<1x1xf32>) -> f32
    %b = nv_tileaa.extract(%t, %k) : (tensor<4xf32>, i32) -> f32
    // expected-error @+1 {{'nv_tileaa.extract' op expects 1 indices, one per dimension, or none for a one-element tile}}
    %c = nv_tileaa.extract(%t) : (tensor<4xf32>) -> f32
    nv_tileaa.return
  }
}

// -----

gpu.module @m {
  nv_tileaa.func @extract_scalar_type(%t: tensor<4xf32>, %k: i32) {
    // expected-error @+1 {{'nv_tileaa.extract' op expects source and result of the same element type, but got 'tensor<4xf32>' and 'i32'}}
    %c = nv_tileaa.extract(%t, %k) : (tensor<4xf32>, i32) -> i32
    nv_tileaa.return
  }
}
