// convert-cudatile-to-tileaa on the strided and gather/scatter views and
// the shape ops with a scalar or sub-tile side (the mapping table is in the
// pass's module docs): a strided view is a `block_tile` tiled view with
// its traversal strides, a gather/scatter view is its memref read and
// written by `gather_load`/`scatter_store` at element offsets; a reshape
// into a scalar is the scalar `extract`. The output verifies, prints back,
// and holds no cuda_tile op.

// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | FileCheck %s
// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | tileir-opt -split-input-file | FileCheck %s
// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | FileCheck %s --check-prefix=NONE
// NONE-NOT: cuda_tile.{{[a-z_]+}}{{[ ("]}}
// NONE-NOT: {{^ *}}entry

// CHECK-LABEL: gpu.module @strided
// CHECK: nv_tileaa.func @k(%[[P:.*]]: !cuda_tile.ptr<f32>, %[[N:.*]]: i32, %[[I:.*]]: i32) {
// CHECK: %[[M:.*]] = "nv_tileaa.make_memref"(%[[P]], %[[N]],
// CHECK: %[[V:.*]] = block_tile %[[M]] {padding_value = #nv_tileaa.padding_value<zero>, traversal_strides = array<i64: 8, 32>} : !nv_tileaa.memref<?x64xf32> -> !nv_tileaa.tiled_view<16x32xf32>
// CHECK: %[[L:.*]]:2 = "nv_tileaa.tiled_load"(%[[V]], %[[I]], %[[I]]) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!nv_tileaa.tiled_view<16x32xf32>, i32, i32) -> (tensor<16x32xf32>, !nv_tileaa.mem_token)
// CHECK: "nv_tileaa.tiled_store"(%[[V]], %[[L]]#0, %[[I]], %[[I]], %[[L]]#1) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}>
// The number of tile origins along a dimension: its size over the stride.
// CHECK: %[[D0:.*]] = get_parent_dim_size %[[V]] {dim = 0 : i32} : !nv_tileaa.tiled_view<16x32xf32> -> i32
// CHECK: %[[C8:.*]] = arith.constant 8 : i32
// CHECK: arith.ceildivsi %[[D0]], %[[C8]] : i32
// CHECK: %[[D1:.*]] = get_parent_dim_size %[[V]] {dim = 1 : i32}
// CHECK: %[[C32:.*]] = arith.constant 32 : i32
// CHECK: arith.ceildivsi %[[D1]], %[[C32]] : i32
// CHECK: return
cuda_tile.module @strided {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %sv = make_strided_view %tv : strided_view<tile=(16x32), traversal_strides=[8,32], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %t, %tok = load_view_tko weak %sv[%i, %i] : strided_view<tile=(16x32), traversal_strides=[8,32], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    %tok2 = store_view_tko weak %t, %sv[%i, %i] token = %tok : tile<16x32xf32>, strided_view<tile=(16x32), traversal_strides=[8,32], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    %s:2 = get_index_space_shape %sv : strided_view<tile=(16x32), traversal_strides=[8,32], padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>
    return
  }
}

// -----

// A strided view with a dimension map and no padding; an atomic reduction
// through it.
// CHECK-LABEL: gpu.module @strided_map
// CHECK: %[[V:.*]] = block_tile %{{.*}} {dim_map = array<i32: 1, 0>, traversal_strides = array<i64: 4, 2>} : !nv_tileaa.memref<64x32xf32> -> !nv_tileaa.tiled_view<8x16xf32>
// CHECK: "nv_tileaa.tiled_atomic_rmw"(%[[V]], %{{.*}}, %{{.*}}, %{{.*}}) <{mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, mode = #nv_tileaa.rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}>
cuda_tile.module @strided_map {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [64, 32], strides = [32, 1] : tensor_view<64x32xf32, strides=[32,1]>
    %sv = make_strided_view %tv : strided_view<tile=(8x16), traversal_strides=[4,2], tensor_view<64x32xf32, strides=[32,1]>, dim_map=[1, 0]>
    %v = constant <f32: 1.0> : tile<8x16xf32>
    %t = atomic_red_view_tko relaxed device %sv[%i, %i], addf, %v : tile<8x16xf32>, strided_view<tile=(8x16), traversal_strides=[4,2], tensor_view<64x32xf32, strides=[32,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }
}

// -----

// A gather/scatter view: no op of its own; the index tile of the sparse
// dimension is passed as it is, the other indices are scaled by the tile
// size; the padding is the load's.
// CHECK-LABEL: gpu.module @gather
// CHECK: nv_tileaa.func @k(%[[P:.*]]: !cuda_tile.ptr<f32>, %[[N:.*]]: i32, %[[I:.*]]: i32) {
// CHECK: %[[M:.*]] = "nv_tileaa.make_memref"
// CHECK-NOT: block_tile
// CHECK: %[[R:.*]] = make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
// CHECK: %[[C32:.*]] = arith.constant 32 : i32
// CHECK: %[[J:.*]] = arith.muli %[[I]], %[[C32]] : i32
// CHECK: %[[G:.*]]:2 = "nv_tileaa.gather_load"(%[[M]], %[[R]], %[[J]]) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> {padding_value = #nv_tileaa.padding_value<nan>} : (!nv_tileaa.memref<?x64xf32>, tensor<16xi32>, i32) -> (tensor<16x32xf32>, !nv_tileaa.mem_token)
// CHECK: %[[J2:.*]] = arith.muli %[[I]], %{{.*}} : i32
// CHECK: "nv_tileaa.scatter_store"(%[[M]], %[[G]]#0, %[[R]], %[[J2]], %[[G]]#1) <{mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>}> : (!nv_tileaa.memref<?x64xf32>, tensor<16x32xf32>, tensor<16xi32>, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// The sparse dimension's index space is the dimension itself.
// CHECK: %[[S0:.*]] = get_dim_size %[[M]] {dim = 0 : i32} : !nv_tileaa.memref<?x64xf32> -> i32
// CHECK-NEXT: %[[S1:.*]] = get_dim_size %[[M]] {dim = 1 : i32} : !nv_tileaa.memref<?x64xf32> -> i32
// CHECK-NEXT: %[[C:.*]] = arith.constant 32 : i32
// CHECK-NEXT: arith.ceildivsi %[[S1]], %[[C]] : i32
cuda_tile.module @gather {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    %rows = iota : tile<16xi32>
    %g, %gt = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> tile<16x32xf32>, token
    %st = store_view_tko relaxed device %g, %gv[%rows, %i] token = %gt : tile<16x32xf32>, gather_scatter_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> token
    %q:2 = get_index_space_shape %gv : gather_scatter_view<tile=(16x32), padding_value = nan, tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0> -> tile<i32>
    return
  }
}

// -----

// Reshape into a scalar, extract, pack and unpack.
// CHECK-LABEL: gpu.module @shapes
// CHECK: nv_tileaa.func @k(%[[X:.*]]: f32, %[[I:.*]]: i32) {
// CHECK: %[[T:.*]] = splat %[[X]] : f32 -> tensor<1x1xf32>
// CHECK: extract(%[[T]]) : (tensor<1x1xf32>) -> f32
// CHECK: %[[M:.*]] = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK: extract(%[[M]], %[[I]], %[[I]]) : (tensor<4x4xf32>, i32, i32) -> tensor<2x4xf32>
// CHECK: %[[V:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK: %[[B:.*]] = reinterpret %[[V]] : tensor<8xf32> -> tensor<32xi8>
// CHECK: reinterpret %[[B]] : tensor<32xi8> -> tensor<8xf32>
cuda_tile.module @shapes {
  entry @k(%x: tile<f32>, %i: tile<i32>) {
    %t = reshape %x : tile<f32> -> tile<1x1xf32>
    %s = reshape %t : tile<1x1xf32> -> tile<f32>
    %m = constant <f32: 1.0> : tile<4x4xf32>
    %e = extract %m[%i, %i] : tile<4x4xf32> -> tile<2x4xf32>
    %v = constant <f32: 1.0> : tile<8xf32>
    %b = pack %v : tile<8xf32> -> tile<32xi8>
    %u = unpack %b : tile<32xi8> -> tile<8xf32>
    return
  }
}

// -----

// Views made between two early exits are handed on by the guard `if`
// (exits.rs); their accesses still know them by their original type.
// CHECK-LABEL: gpu.module @handed_on
// CHECK: %[[G:.*]]:3 = scf.if %{{.*}} -> (i1, !nv_tileaa.memref<?x64xf32>, !nv_tileaa.tiled_view<16x32xf32>) {
// CHECK: "nv_tileaa.gather_load"(%[[G]]#1, %{{.*}}, %{{.*}}) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 2, 0, 0>}> : (!nv_tileaa.memref<?x64xf32>, tensor<16xi32>, i32) -> (tensor<16x32xf32>, !nv_tileaa.mem_token)
// CHECK: get_dim_size %[[G]]#1 {dim = 0 : i32} : !nv_tileaa.memref<?x64xf32> -> i32
// CHECK: "nv_tileaa.tiled_load"(%[[G]]#2, %{{.*}}, %{{.*}})
cuda_tile.module @handed_on {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %c: tile<i1>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    if %c {
      return
    }
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(16x32), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<?x64xf32, strides=[64,1]>>
    if %c {
      return
    }
    %rows = iota : tile<16xi32>
    %g, %gt = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(16x32), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> tile<16x32xf32>, token
    %q:2 = get_index_space_shape %gv : gather_scatter_view<tile=(16x32), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0> -> tile<i32>
    %t, %tt = load_view_tko weak %pv[%i, %i] : partition_view<tile=(16x32), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    return
  }
}
