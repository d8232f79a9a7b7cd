// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s
// Round trip of nv_tileaa ops in custom and generic form (the custom forms are ours: the reference recovers none).

gpu.module @kernels {
  nv_tileaa.global @g : tensor<4xf32>
  nv_tileaa.func @helper(%x: tensor<64xf32>) -> tensor<64xf32> {
    %y = nv_tileaa.addf %x, %x : tensor<64xf32>
    nv_tileaa.return %y : tensor<64xf32>
  }
  nv_tileaa.func @kernel(%p: !cuda_tile.ptr<f32>, %n: i32) {
    %tok = nv_tileaa.create_mem_token
    %pid = nv_tileaa.get_program_id x : i32
    %r = nv_tileaa.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
    %ps = nv_tileaa.splat %p : !cuda_tile.ptr<f32> -> tensor<64x!cuda_tile.ptr<f32>>
    %pp = nv_tileaa.addptr %ps, %r : tensor<64x!cuda_tile.ptr<f32>>, tensor<64xi32>
    %v, %t1 = "nv_tileaa.load"(%pp, %tok) {operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (tensor<64x!cuda_tile.ptr<f32>>, !nv_tileaa.mem_token) -> (tensor<64xf32>, !nv_tileaa.mem_token)
    %w = nv_tileaa.call @helper(%v) : (tensor<64xf32>) -> tensor<64xf32>
    %e = nv_tileaa.exp2 %w {rounding_mode = #nv_tileaa.rounding_mode<approx>} : tensor<64xf32>
    %f = nv_tileaa.fma %e, %e, %e : tensor<64xf32>
    %a = nv_tileaa.assume #nv_tileaa.div_by<16>, %n : i32
    %b = nv_tileaa.assume #nv_tileaa.bounded<0, 100>, %n : i32
    %c = nv_tileaa.assume #nv_tileaa.same_elements<[4]>, %r : tensor<64xi32>
    %x2 = nv_tileaa.expand_dims %f {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
    %bc = nv_tileaa.broadcast %x2 : tensor<1x64xf32> -> tensor<4x64xf32>
    %pm = nv_tileaa.permute %bc [1, 0] : tensor<4x64xf32> -> tensor<64x4xf32>
    %s = nv_tileaa.reduce(%pm) {axis = 1 : i32} : (tensor<64x4xf32>) -> tensor<64xf32> {
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      nv_tileaa.yield %sum : f32
    }
    %t2 = nv_tileaa.memory_fence_tko %t1
    %t3 = nv_tileaa.join_mem_token %t1, %t2
    nv_tileaa.memory_fence {mem_semantic = #nv_tileaa.mem_semantic<acquire>, mem_scope = #nv_tileaa.mem_scope<gpu>}
    %q = nv_tileaa.create_queue {depth = 4 : i64} : !nv_tileaa.queue<i32>
    nv_tileaa.queue.put %q, %n : !nv_tileaa.queue<i32>, i32
    %g = nv_tileaa.get_global @g : !cuda_tile.ptr<f32>
    %m = arith.constant dense<true> : tensor<64xi1>
    nv_tileaa.assert %m, "bad" : tensor<64xi1>
    nv_tileaa.return
  }
}

// CHECK: gpu.module @kernels {
// CHECK: nv_tileaa.global @g : tensor<4xf32>
// CHECK: nv_tileaa.func @helper(%arg0: tensor<64xf32>) -> tensor<64xf32> {
// CHECK: %0 = addf %arg0, %arg0 : tensor<64xf32>
// CHECK: return %0 : tensor<64xf32>
// CHECK: nv_tileaa.func @kernel(%arg0: !cuda_tile.ptr<f32>, %arg1: i32) {
// CHECK: %0 = create_mem_token
// CHECK: %1 = get_program_id x : i32
// CHECK: %2 = make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
// CHECK: %3 = splat %arg0 : !cuda_tile.ptr<f32> -> tensor<64x!cuda_tile.ptr<f32>>
// CHECK: %4 = addptr %3, %2 : tensor<64x!cuda_tile.ptr<f32>>, tensor<64xi32>
// CHECK: %5:2 = "nv_tileaa.load"(%4, %0) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (tensor<64x!cuda_tile.ptr<f32>>, !nv_tileaa.mem_token) -> (tensor<64xf32>, !nv_tileaa.mem_token)
// CHECK: %6 = call @helper(%5#0) : (tensor<64xf32>) -> tensor<64xf32>
// CHECK: %7 = exp2 %6 {rounding_mode = #nv_tileaa.rounding_mode<approx>} : tensor<64xf32>
// CHECK: %8 = fma %7, %7, %7 : tensor<64xf32>
// CHECK: %9 = assume #nv_tileaa.div_by<16>, %arg1 : i32
// CHECK: %10 = assume #nv_tileaa.bounded<0, 100>, %arg1 : i32
// CHECK: %11 = assume #nv_tileaa.same_elements<[4]>, %2 : tensor<64xi32>
// CHECK: %12 = expand_dims %8 {axis = 0 : i32} : tensor<64xf32> -> tensor<1x64xf32>
// CHECK: %13 = broadcast %12 : tensor<1x64xf32> -> tensor<4x64xf32>
// CHECK: %14 = permute %13 [1, 0] : tensor<4x64xf32> -> tensor<64x4xf32>
// CHECK: %15 = reduce(%14) {axis = 1 : i32} : (tensor<64x4xf32>) -> tensor<64xf32> {
// CHECK: ^bb0(%arg2: f32, %arg3: f32):
// CHECK: %20 = arith.addf %arg2, %arg3 : f32
// CHECK: nv_tileaa.yield %20 : f32
// CHECK: %16 = memory_fence_tko %5#1
// CHECK: %17 = join_mem_token %5#1, %16
// CHECK: memory_fence {mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<acquire>}
// CHECK: %18 = create_queue {depth = 4 : i64} : !nv_tileaa.queue<i32>
// CHECK: nv_tileaa.queue.put %18, %arg1 : !nv_tileaa.queue<i32>, i32
// CHECK: %19 = get_global @g : !cuda_tile.ptr<f32>
// CHECK: %cst = arith.constant dense<true> : tensor<64xi1>
// CHECK: assert %cst, "bad" : tensor<64xi1>
// CHECK: return

// Open bounds are written `?`, as in cuda_tile's predicate.
// CHECK-LABEL: gpu.module @bounds
// CHECK: %0 = assume #nv_tileaa.bounded<?, 100>, %arg0 : i32
// CHECK: %1 = assume #nv_tileaa.bounded<-4, ?>, %0 : i32
// CHECK: %2 = assume #nv_tileaa.div_by<4, every 2 along 0>, %arg1 : tensor<8xi32>
// CHECK: %3 = assume #nv_tileaa.same_elements<[]>, %arg2 : tensor<i32>
gpu.module @bounds {
  nv_tileaa.func @f(%n: i32, %t: tensor<8xi32>, %s: tensor<i32>) {
    %a = nv_tileaa.assume #nv_tileaa.bounded<?, 100>, %n : i32
    %b = nv_tileaa.assume #nv_tileaa.bounded<-4, ?>, %a : i32
    %c = nv_tileaa.assume #nv_tileaa.div_by<4, every 2 along 0>, %t : tensor<8xi32>
    %d = nv_tileaa.assume #nv_tileaa.same_elements<[]>, %s : tensor<i32>
    nv_tileaa.return
  }
}
