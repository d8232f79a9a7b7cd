// convert-cudatile-to-tileaa on tileiras 13.5's view-based multimem ops
// (generic form, read with the dialect's verifier off: the cuda_tile
// dialect does not register them). TileAA's multimem ops take pointers, so
// the tile of the partition view is lowered to its element pointers: per
// tile dimension, `index * T + make_range(0, T)` (as i64) times the
// memref's stride, laid along that dimension and broadcast, summed and
// added to the memref's base pointer; the mask keeps the elements inside
// the memref's sizes. The kind is `kind` (`add` when absent).

// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | FileCheck %s
// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100a})' | FileCheck %s --check-prefix=NONE
// NONE-NOT: cuda_tile.{{[a-z_]+}}{{[ ("]}}

// CHECK-LABEL: gpu.module @mm
// CHECK: nv_tileaa.func @k(%[[P:.*]]: !cuda_tile.ptr<f32>, %[[I:.*]]: i32) {
// CHECK: %[[M:.*]] = "nv_tileaa.make_memref"
// CHECK: %[[R0:.*]] = make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
// CHECK-NEXT: %[[R0L:.*]] = arith.extsi %[[R0]] : tensor<16xi32> to tensor<16xi64>
// CHECK-NEXT: %[[I0:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[T0:.*]] = arith.constant 16 : i64
// CHECK-NEXT: %[[S0:.*]] = arith.muli %[[I0]], %[[T0]] : i64
// CHECK-NEXT: %[[S0S:.*]] = splat %[[S0]] : i64 -> tensor<16xi64>
// CHECK-NEXT: %[[E0:.*]] = arith.addi %[[R0L]], %[[S0S]] : tensor<16xi64>
// CHECK-NEXT: %[[ST0:.*]] = get_dim_stride %[[M]] {dim = 0 : i32} : !nv_tileaa.memref<128x64xf32> -> i64
// CHECK-NEXT: %[[ST0S:.*]] = splat %[[ST0]] : i64 -> tensor<16xi64>
// CHECK-NEXT: %[[O0:.*]] = arith.muli %[[E0]], %[[ST0S]] : tensor<16xi64>
// CHECK-NEXT: %[[N0:.*]] = get_dim_size %[[M]] {dim = 0 : i32} : !nv_tileaa.memref<128x64xf32> -> i64
// CHECK-NEXT: %[[N0S:.*]] = splat %[[N0]] : i64 -> tensor<16xi64>
// CHECK-NEXT: %[[K0:.*]] = arith.cmpi slt, %[[E0]], %[[N0S]] : tensor<16xi64>
// CHECK-NEXT: %[[O0V:.*]] = view %[[O0]] : tensor<16xi64> -> tensor<16x1xi64>
// CHECK-NEXT: %[[O0B:.*]] = broadcast %[[O0V]] : tensor<16x1xi64> -> tensor<16x32xi64>
// CHECK-NEXT: %[[K0V:.*]] = view %[[K0]] : tensor<16xi1> -> tensor<16x1xi1>
// CHECK-NEXT: %[[K0B:.*]] = broadcast %[[K0V]] : tensor<16x1xi1> -> tensor<16x32xi1>
// CHECK: get_dim_stride %[[M]] {dim = 1 : i32}
// CHECK: %[[O1B:.*]] = broadcast %{{.*}} : tensor<1x32xi64> -> tensor<16x32xi64>
// CHECK: %[[K1B:.*]] = broadcast %{{.*}} : tensor<1x32xi1> -> tensor<16x32xi1>
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[O0B]], %[[O1B]] : tensor<16x32xi64>
// CHECK-NEXT: %[[MASK:.*]] = arith.andi %[[K0B]], %[[K1B]] : tensor<16x32xi1>
// CHECK-NEXT: %[[BASE:.*]] = get_base_ptr %[[M]] : !nv_tileaa.memref<128x64xf32> -> !cuda_tile.ptr<f32>
// CHECK-NEXT: %[[BS:.*]] = splat %[[BASE]] : !cuda_tile.ptr<f32> -> tensor<16x32x!cuda_tile.ptr<f32>>
// CHECK-NEXT: %[[PTRS:.*]] = addptr %[[BS]], %[[OFF]] : tensor<16x32x!cuda_tile.ptr<f32>>, tensor<16x32xi64>
// CHECK-NEXT: %[[L:.*]]:2 = "nv_tileaa.multimem_load_reduce"(%[[PTRS]], %[[MASK]]) <{kind = #nv_tileaa.multimem_reduction_kind<min>, mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x32x!cuda_tile.ptr<f32>>, tensor<16x32xi1>) -> (tensor<16x32xf32>, !nv_tileaa.mem_token)
// CHECK: %[[T1:.*]] = "nv_tileaa.multimem_reduce"(%{{.*}}, %[[L]]#0, %{{.*}}, %[[L]]#1) <{kind = #nv_tileaa.multimem_reduction_kind<add>, mem_scope = #nv_tileaa.mem_scope<sys>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
// CHECK: "nv_tileaa.multimem_store"(%{{.*}}, %[[L]]#0, %{{.*}}, %[[T1]]) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}>
cuda_tile.module @mm {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>
    %r:2 = "cuda_tile.multimem_load_reduce_view_tko"(%pv, %i, %i) <{memory_ordering_semantics = 1 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 2, 0>, reduction = 1 : i32}> : (!cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x32xf32>, !cuda_tile.token)
    %t1 = "cuda_tile.multimem_reduce_view_tko"(%pv, %r#0, %i, %i, %r#1) <{memory_ordering_semantics = 1 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, !cuda_tile.tile<16x32xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t2 = "cuda_tile.multimem_store_view_tko"(%pv, %r#0, %i, %i, %t1) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x32), tensor_view<128x64xf32, strides=[64,1]>>, !cuda_tile.tile<16x32xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    return
  }
}
