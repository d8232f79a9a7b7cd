// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvgpu matrix, TMA, warpgroup and rcp verifiers (wording of mlir-opt 22).

func.func @ldmatrix_space(%m: memref<16x16xf16>, %i: index) {
  // expected-error@+1 {{expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16> -> vector<4x2xf16>
  return
}
// -----
func.func @ldmatrix_wide(%m: memref<16x16xf64, 3>, %i: index) {
  // expected-error@+1 {{nvgpu.ldmatrix works for 32b or lower}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf64, 3> -> vector<4x1xf64>
  return
}
// -----
func.func @ldmatrix_transpose(%m: memref<16x16xf32, 3>, %i: index) {
  // expected-error@+1 {{nvgpu.ldmatrix transpose works only at 16b granularity}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = true} : memref<16x16xf32, 3> -> vector<4x1xf32>
  return
}
// -----
func.func @ldmatrix_rank(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{results must be 2 dimensional vector}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<8xf16>
  return
}
// -----
func.func @ldmatrix_cols(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{expected vector register shape[1] = 2}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x4xf16>
  return
}
// -----
func.func @ldmatrix_tiles(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{expected vector register shape[0] and numTiles to match}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 2 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x2xf16>
  return
}
// -----
func.func @ldmatrix_element(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{'nvgpu.ldmatrix' op failed to verify that srcMemref and res have same element type}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x2xi16>
  return
}
// -----
func.func @ldmatrix_bool(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{custom op 'nvgpu.ldmatrix' 'nvgpu.ldmatrix' op attribute 'transpose' failed to satisfy constraint: bool attribute}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = 1 : i32} : memref<16x16xf16, 3> -> vector<4x2xf16>
  return
}
// -----
func.func @mma_a(%a: vector<4x4xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{'nvgpu.mma.sync' op expected 256 warp-wide matrix A elements}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x4xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @mma_b(%a: vector<4x2xf16>, %b: vector<2x4xf16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{'nvgpu.mma.sync' op expected 128 warp-wide matrix B elements}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x4xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @mma_c(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<4x2xf32>) {
  // expected-error@+1 {{'nvgpu.mma.sync' op expected 128 warp-wide matrix C elements}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<4x2xf32>) -> vector<4x2xf32>
  return
}
// -----
func.func @mma_tf32(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{'nvgpu.mma.sync' op expected tf32 tensor cores only for F32 operands}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16], tf32Enabled} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @mma_type(%a: vector<4x2xi16>, %b: vector<2x2xi16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{expected input data type (i4,i8,f16,bf16,tf32,f64) supported by nvgpu.mma.sync}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xi16>, vector<2x2xi16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @mma_elements(%a: vector<4x2xf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{'nvgpu.mma.sync' op failed to verify that matrixA and matrixB have same element type}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @mma_shape_a(%a: vector<2x4xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{'nvgpu.mma.sync' op expected matrix A to be shaped (4 x 2)}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x4xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @mma_shape_attr(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) {
  // expected-error@+1 {{custom op 'nvgpu.mma.sync' 'nvgpu.mma.sync' op attribute 'mmaShape' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16 : i32, 8 : i32, 16 : i32]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @sp_f64(%a: vector<1x1xf64>, %b: vector<1x1xf64>, %c: vector<1x2xf64>, %m: vector<2xi16>) {
  // expected-error@+1 {{f64 is not supported for sparse mode}}
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<1x2xf64>) -> vector<1x2xf64>
  return
}
// -----
func.func @sp_selector(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %m: vector<2xi16>) {
  // expected-error@+1 {{'nvgpu.mma.sp.sync' op sparsity selector should be 0 or 1}}
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 16], sparsitySelector = 2 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
func.func @sp_a(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %m: vector<2xi16>) {
  // expected-error@+1 {{'nvgpu.mma.sp.sync' op expected 256 warp-wide matrix A elements}}
  %0 = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = interleave_16b>
func.func @tma_interleave(%u: memref<*xf16>, %i: index) {
  // expected-error@+1 {{Interleave options are not supported yet.}}
  %0 = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @tma_space(%u: memref<*xf16>, %i: index) {
  // expected-error@+1 {{the tensor map descriptor has incorrect address space, it must be shared memory address space.}}
  %0 = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<?x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @tma_dynamic(%u: memref<*xf16>, %i: index) {
  // expected-error@+1 {{the tensor map descriptor must be static shaped}}
  %0 = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<512x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @tma_dim(%u: memref<*xf16>, %i: index) {
  // expected-error@+1 {{the tensor map descriptor must have dimensions between 1 and 256 but it is 512}}
  %0 = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x32xf16, 3>, swizzle = swizzle_32b, l2promo = none, oob = zero, interleave = none>
func.func @tma_last(%u: memref<*xf16>, %i: index) {
  // expected-error@+1 {{the tensormap descriptor must have last dimension of 32 bytes but it is 64 bytes}}
  %0 = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @tma_box(%u: memref<*xf16>, %i: index) {
  // expected-error@+1 {{Maximum 5 coordinates are supported.}}
  %0 = nvgpu.tma.create.descriptor %u box[%i, %i, %i, %i, %i, %i] : memref<*xf16> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mb = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @load_element(%t: !tm, %b: !mb, %d: memref<64x64xf32, 3>, %i: index) {
  // expected-error@+1 {{the element type of tensor map descriptor and memref must be same}}
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d : !tm, !mb -> memref<64x64xf32, 3>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mb = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @load_space(%t: !tm, %b: !mb, %d: memref<64x64xf16>, %i: index) {
  // expected-error@+1 {{the destination memref has incorrect address space, it must be shared memory address space.}}
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d : !tm, !mb -> memref<64x64xf16>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mb = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @load_dynamic(%t: !tm, %b: !mb, %d: memref<?x64xf16, 3>, %i: index) {
  // expected-error@+1 {{the destination memref must be static shaped}}
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d : !tm, !mb -> memref<?x64xf16, 3>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mb = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @load_rank(%t: !tm, %b: !mb, %d: memref<64x64x1xf16, 3>, %i: index) {
  // expected-error@+1 {{the shape of tensor map descriptor and memref must have same rank}}
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d : !tm, !mb -> memref<64x64x1xf16, 3>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mb = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @load_shape(%t: !tm, %b: !mb, %d: memref<32x64xf16, 3>, %i: index) {
  // expected-error@+1 {{memref and tensor map shapes mismatch 'memref<64x64xf16, 3>' != 'memref<32x64xf16, 3>'}}
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d : !tm, !mb -> memref<32x64xf16, 3>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!mb = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @load_coordinates(%t: !tm, %b: !mb, %d: memref<64x64xf16, 3>, %i: index) {
  // expected-error@+1 {{number of coordinates do not match with the rank of tensor descriptor map.}}
  nvgpu.tma.async.load %t[%i], %b[%i] to %d : !tm, !mb -> memref<64x64xf16, 3>
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @store_coordinates(%t: !tm, %s: memref<64x64xf16, 3>, %i: index) {
  // expected-error@+1 {{Maximum 5 coordinates are supported.}}
  nvgpu.tma.async.store %s to %t[%i, %i, %i, %i, %i, %i] : memref<64x64xf16, 3> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @store_element(%t: !tm, %s: memref<64x64xbf16, 3>, %i: index) {
  // expected-error@+1 {{the element type of tensor map descriptor and memref must be same}}
  nvgpu.tma.async.store %s to %t[%i, %i] : memref<64x64xbf16, 3> -> !tm
  return
}
// -----
!tm = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @generate_swizzle(%s: memref<64x64xf16, 3>, %t: !tm) {
  // expected-error@+1 {{supports only swizzle_128b is supported for the time being}}
  %0 = nvgpu.warpgroup.generate.descriptor %s, %t : memref<64x64xf16, 3>, !tm -> !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @wgmma_transpose(%a: !a, %b: !b, %c: !acc) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op supports non-transpose A (Row Major) and transpose B (Column Major) for the time being }}
  %0 = nvgpu.warpgroup.mma %a, %b, %c {transposeA} : !a, !b, !acc -> !acc
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
func.func @wgmma_cd(%a: !a, %b: !b, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op type of matrix C and matrix D must be the same}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf16>>
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16x1xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @wgmma_rank(%a: !a, %b: !b, %c: !acc) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op has matrices A, B, C and D, they must be 2 dimensional}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x32xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @wgmma_k(%a: !a, %b: !b, %c: !acc) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op 2nd dim matrix-A (32)!= 1st dim matrix-B (16 )}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<128x16xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @wgmma_m(%a: !a, %b: !b, %c: !acc) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op 1st dim matrix-A ( 128 )!= 1st dim matrix-C ( 64 )}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @wgmma_n(%a: !a, %b: !b, %c: !acc) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op 2nd dim matrix-B ( 64 ) != 2nd dim matrix-C ( 128 )}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf32, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf32, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @wgmma_types(%a: !a, %b: !b, %c: !acc) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma' op 'f32' += 'f32' * 'f32', it is not supported.}}
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x136xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x136xf32>>
func.func @wgmma_ok_n136(%a: !a, %b: !b, %c: !acc) {
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  // expected-error@+1 {{'nvgpu.warpgroup.mma.init.accumulator' op has type 'vector<64x260xf32>'. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)}}
  %1 = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x260xf32>>
  return
}
// -----
!a = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!b = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf16>>
func.func @wgmma_f16_acc(%a: !a, %b: !b, %c: !acc) {
  %0 = nvgpu.warpgroup.mma %a, %b, %c : !a, !b, !acc -> !acc
  // expected-error@+1 {{'nvgpu.warpgroup.mma.init.accumulator' op has type 'vector<32x128xf32>'. It does not fit into warp-group level (wgmma) matrix multiplication instruction (or not supported yet)}}
  %1 = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<32x128xf32>>
  return
}
// -----
func.func @store_f16(%c: !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf16>>, %m: memref<64x128xf16, 3>) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma.store' op hit a limitation: only f32 results for the time being}}
  nvgpu.warpgroup.mma.store %c, %m : !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf16>> to memref<64x128xf16, 3>
  return
}
// -----
func.func @store_size(%c: !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>, %m: memref<64x64xf32, 3>) {
  // expected-error@+1 {{'nvgpu.warpgroup.mma.store' op results ['vector<64x128xf32>'][128] values. However, destination memref[64][64]  does not have same size as results}}
  nvgpu.warpgroup.mma.store %c, %m : !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>> to memref<64x64xf32, 3>
  return
}
// -----
func.func @rcp_mode(%v: vector<4xf32>) {
  // expected-error@+1 {{'nvgpu.rcp' op has a limitation. #nvgpu<rcp_rounding_mode rn> or non-ftz is not supported yet.}}
  %0 = nvgpu.rcp %v {rounding = rn, ftz} : vector<4xf32>
  return
}
// -----
func.func @rcp_ftz(%v: vector<4xf32>) {
  // expected-error@+1 {{'nvgpu.rcp' op has a limitation. #nvgpu<rcp_rounding_mode approx> or non-ftz is not supported yet.}}
  %0 = nvgpu.rcp %v {rounding = approx} : vector<4xf32>
  return
}
// -----
func.func @rcp_type(%v: vector<4xf16>) {
  // expected-error@+1 {{'nvgpu.rcp' op operand #0 must be vector of 32-bit float values, but got 'vector<4xf16>'}}
  %0 = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf16>
  return
}
// -----
func.func @mma_operand(%i: i32) {
  // expected-error@+1 {{'nvgpu.mma.sync' op operand #0 must be vector of any type values, but got 'i32'}}
  %0 = "nvgpu.mma.sync"(%i, %i, %i) {mmaShape = [16, 8, 16]} : (i32, i32, i32) -> i32
  return
}
// -----
func.func @fence_operand(%i: i32) {
  // expected-error@+1 {{'nvgpu.tma.fence.descriptor' op operand #0 must be TensorMap descriptor, but got 'i32'}}
  "nvgpu.tma.fence.descriptor"(%i) : (i32) -> ()
  return
}
// -----
func.func @acc_result() {
  // expected-error@+1 {{'nvgpu.warpgroup.mma.init.accumulator' op result #0 must be , but got 'i32'}}
  %0 = "nvgpu.warpgroup.mma.init.accumulator"() : () -> i32
  return
}
// -----
func.func @sp_metadata(%i: i32, %v: vector<2x2xf16>) {
  // expected-error@+1 {{'nvgpu.mma.sp.sync' op operand #3 must be fixed-length vector of 16-bit signless integer values of length 2, but got 'i32'}}
  %0 = "nvgpu.mma.sp.sync"(%v, %v, %v, %i) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, i32) -> vector<2x2xf16>
  return
}
// -----
func.func @create_operand(%i: i32) {
  // expected-error@+1 {{'nvgpu.tma.create.descriptor' op operand #0 must be unranked.memref of any type values, but got 'i32'}}
  %0 = "nvgpu.tma.create.descriptor"(%i) : (i32) -> i32
  return
}
// -----
func.func @ldmatrix_attr(%m: memref<16x16xf16, 3>) {
  // expected-error@+1 {{'nvgpu.ldmatrix' op requires attribute 'numTiles'}}
  %0 = "nvgpu.ldmatrix"(%m) {transpose = false} : (memref<16x16xf16, 3>) -> vector<4x2xf16>
  return
}
