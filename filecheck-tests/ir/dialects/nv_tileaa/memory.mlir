// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | tileir-opt | FileCheck %s
// Views, memrefs, dot and shape ops of nv_tileaa round-trip.

gpu.module @m {
  nv_tileaa.func @views(%p: !cuda_tile.ptr<f16>, %n: index, %s: index, %i: i32) {
    %c1 = arith.constant 1 : index
    %mr = "nv_tileaa.make_memref"(%p, %n, %s, %c1) {operandSegmentSizes = array<i32: 1, 0, 1, 2>} : (!cuda_tile.ptr<f16>, index, index, index) -> !nv_tileaa.memref<?x64xf16>
    %v = nv_tileaa.block_tile %mr {padding_value = #nv_tileaa.padding_value<zero>} : !nv_tileaa.memref<?x64xf16> -> !nv_tileaa.tiled_view<32x64xf16>
    %t0 = nv_tileaa.create_mem_token
    %x, %t1 = "nv_tileaa.tiled_load"(%v, %i, %i, %t0) {operandSegmentSizes = array<i32: 1, 2, 1>} : (!nv_tileaa.tiled_view<32x64xf16>, i32, i32, !nv_tileaa.mem_token) -> (tensor<32x64xf16>, !nv_tileaa.mem_token)
    %t2 = "nv_tileaa.tiled_store"(%v, %x, %i, %i, %t1) {operandSegmentSizes = array<i32: 1, 1, 2, 1>} : (!nv_tileaa.tiled_view<32x64xf16>, tensor<32x64xf16>, i32, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
    %d0 = nv_tileaa.get_dim_size %mr {dim = 0 : i32} : !nv_tileaa.memref<?x64xf16> -> index
    %ds = nv_tileaa.get_dim_stride %mr {dim = 1 : i32} : !nv_tileaa.memref<?x64xf16> -> index
    %pd = nv_tileaa.get_parent_dim_size %v {dim = 0 : i32} : !nv_tileaa.tiled_view<32x64xf16> -> index
    %bp = nv_tileaa.get_base_ptr %mr : !nv_tileaa.memref<?x64xf16> -> !cuda_tile.ptr<f16>
    %a = arith.constant dense<1.0> : tensor<64x16xf16>
    %b = arith.constant dense<1.0> : tensor<16x32xf16>
    %c = arith.constant dense<0.0> : tensor<64x32xf32>
    %dd = "nv_tileaa.dot"(%a, %b, %c) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (tensor<64x16xf16>, tensor<16x32xf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %vw = nv_tileaa.view %dd : tensor<64x32xf32> -> tensor<2048xf32>
    %cat = nv_tileaa.cat(%dd, %dd) {dim = 0 : i32} : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %sl = nv_tileaa.extract_slice(%cat, %n, %n) : (tensor<128x32xf32>, index, index) -> tensor<16x32xf32>
    %ins = nv_tileaa.insert_slice(%sl, %cat, %n, %n) : (tensor<16x32xf32>, tensor<128x32xf32>, index, index) -> tensor<128x32xf32>
    %g = nv_tileaa.generate(%i) : (i32) -> tensor<4x4xi32> {
    ^bb0(%r: index, %q: index, %cap: i32):
      nv_tileaa.yield %cap : i32
    }
    %e = nv_tileaa.execute -> i32 {
      nv_tileaa.yield %i : i32
    }
    %ob:2 = nv_tileaa.optimization_barrier(%i, %n) : (i32, index) -> (i32, index)
    %cl = nv_tileaa.clampf %c, %c, %c {propagate_nan = #nv_tileaa.propagate_nan<all>} : tensor<64x32xf32>
    %cv = nv_tileaa.fp_to_fp %c : tensor<64x32xf32> -> tensor<64x32xf16>
    %tk = nv_tileaa.gdc_wait_tko %t2
    %tk2 = nv_tileaa.not_before_tko %tk {mem_semantic = #nv_tileaa.mem_semantic<weak>}
    nv_tileaa.pragma "unroll 4"
    nv_tileaa.message "hello"
    %ti = nv_tileaa.ptr_to_int %bp : !cuda_tile.ptr<f16> -> i64
    %tp = nv_tileaa.int_to_ptr %ti : i64 -> !cuda_tile.ptr<f16>
    %ex = nv_tileaa.extern_elementwise(%c) {symbol = "__nv_expf"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %np = nv_tileaa.get_num_programs y : i32
    %ok = nv_tileaa.is_valid_program_id %np, %np, %np
    %al = nv_tileaa.alloca {alignment = 16 : i64} : !nv_tileaa.memref<16xf32>
    nv_tileaa.return
  }
  nv_tileaa.func @launcher(%a: i32) {
    nv_tileaa.launch_func @views2[%a, %a, %a](%a) : (i32) -> ()
    nv_tileaa.return
  }
  nv_tileaa.func @views2(%a: i32) attributes {kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, num_ctas = 1>, "nv_tileaa.compute-capability" = #nv_tileaa.compute_capability<100>} {
    nv_tileaa.return
  }
}

// CHECK: gpu.module @m {
// CHECK: nv_tileaa.func @views(%arg0: !cuda_tile.ptr<f16>, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK: %c1 = arith.constant 1 : index
// CHECK: %0 = "nv_tileaa.make_memref"(%arg0, %arg1, %arg2, %c1) <{operandSegmentSizes = array<i32: 1, 0, 1, 2>}> : (!cuda_tile.ptr<f16>, index, index, index) -> !nv_tileaa.memref<?x64xf16>
// CHECK: %1 = block_tile %0 {padding_value = #nv_tileaa.padding_value<zero>} : !nv_tileaa.memref<?x64xf16> -> !nv_tileaa.tiled_view<32x64xf16>
// CHECK: %2 = create_mem_token
// CHECK: %3:2 = "nv_tileaa.tiled_load"(%1, %arg3, %arg3, %2) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!nv_tileaa.tiled_view<32x64xf16>, i32, i32, !nv_tileaa.mem_token) -> (tensor<32x64xf16>, !nv_tileaa.mem_token)
// CHECK: %4 = "nv_tileaa.tiled_store"(%1, %3#0, %arg3, %arg3, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!nv_tileaa.tiled_view<32x64xf16>, tensor<32x64xf16>, i32, i32, !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
// CHECK: %5 = get_dim_size %0 {dim = 0 : i32} : !nv_tileaa.memref<?x64xf16> -> index
// CHECK: %6 = get_dim_stride %0 {dim = 1 : i32} : !nv_tileaa.memref<?x64xf16> -> index
// CHECK: %7 = get_parent_dim_size %1 {dim = 0 : i32} : !nv_tileaa.tiled_view<32x64xf16> -> index
// CHECK: %8 = get_base_ptr %0 : !nv_tileaa.memref<?x64xf16> -> !cuda_tile.ptr<f16>
// CHECK: %cst = arith.constant dense<1.000000e+00> : tensor<64x16xf16>
// CHECK: %cst_0 = arith.constant dense<1.000000e+00> : tensor<16x32xf16>
// CHECK: %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
// CHECK: %9 = "nv_tileaa.dot"(%cst, %cst_0, %cst_1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (tensor<64x16xf16>, tensor<16x32xf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
// CHECK: %10 = view %9 : tensor<64x32xf32> -> tensor<2048xf32>
// CHECK: %11 = cat(%9, %9) {dim = 0 : i32} : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
// CHECK: %12 = extract_slice(%11, %arg1, %arg1) : (tensor<128x32xf32>, index, index) -> tensor<16x32xf32>
// CHECK: %13 = insert_slice(%12, %11, %arg1, %arg1) : (tensor<16x32xf32>, tensor<128x32xf32>, index, index) -> tensor<128x32xf32>
// CHECK: %14 = generate(%arg3) : (i32) -> tensor<4x4xi32> {
// CHECK: ^bb0(%arg4: index, %arg5: index, %arg6: i32):
// CHECK: nv_tileaa.yield %arg6 : i32
// CHECK: %15 = execute -> i32 {
// CHECK: nv_tileaa.yield %arg3 : i32
// CHECK: %16:2 = optimization_barrier(%arg3, %arg1) : (i32, index) -> (i32, index)
// CHECK: %17 = clampf %cst_1, %cst_1, %cst_1 {propagate_nan = #nv_tileaa.propagate_nan<all>} : tensor<64x32xf32>
// CHECK: %18 = fp_to_fp %cst_1 : tensor<64x32xf32> -> tensor<64x32xf16>
// CHECK: %19 = gdc_wait_tko %4
// CHECK: %20 = not_before_tko %19 {mem_semantic = #nv_tileaa.mem_semantic<weak>}
// CHECK: pragma "unroll 4"
// CHECK: message "hello"
// CHECK: %21 = ptr_to_int %8 : !cuda_tile.ptr<f16> -> i64
// CHECK: %22 = int_to_ptr %21 : i64 -> !cuda_tile.ptr<f16>
// CHECK: %23 = extern_elementwise(%cst_1) {symbol = "__nv_expf"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
// CHECK: %24 = get_num_programs y : i32
// CHECK: %25 = is_valid_program_id %24, %24, %24
// CHECK: %26 = alloca {alignment = 16 : i64} : !nv_tileaa.memref<16xf32>
// CHECK: return
// CHECK: nv_tileaa.func @launcher(%arg0: i32) {
// CHECK: launch_func @views2[%arg0, %arg0, %arg0] (%arg0) : (i32) -> ()
// CHECK: return
// CHECK: nv_tileaa.func @views2(%arg0: i32) attributes {kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, num_ctas = 1>, "nv_tileaa.compute-capability" = #nv_tileaa.compute_capability<100>} {
// CHECK: return
