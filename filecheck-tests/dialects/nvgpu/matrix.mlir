// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// nvgpu tensor maps, TMA, warpgroup mma, ldmatrix, mma.sync and rcp (expected output produced by mlir-opt 22).
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tmap1 = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = l2promo_64b, oob = nan, interleave = none>
!mbar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!wdA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!wdB = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>

func.func @tma(%t: !tmap, %t1: !tmap1, %b: !mbar, %d: memref<64x64xf16, 3>, %d1: memref<128xf32, #gpu.address_space<workgroup>>, %i: index, %p: i1, %m: i16, %u: memref<*xf16>) {
  nvgpu.tma.fence.descriptor %t : !tmap
  nvgpu.tma.prefetch.descriptor %t : !tmap
  nvgpu.tma.prefetch.descriptor %t, predicate = %p : !tmap
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d : !tmap, !mbar -> memref<64x64xf16, 3>
  nvgpu.tma.async.load %t[%i, %i], %b[%i] to %d multicast_mask = %m, predicate = %p : !tmap, !mbar -> memref<64x64xf16, 3>
  nvgpu.tma.async.load %t1[%i], %b[%i] to %d1 , predicate = %p {foo} : !tmap1, !mbar -> memref<128xf32, #gpu.address_space<workgroup>>
  nvgpu.tma.async.store %d to %t[%i, %i] : memref<64x64xf16, 3> -> !tmap
  nvgpu.tma.async.store %d to %t[%i, %i], predicate = %p : memref<64x64xf16, 3> -> !tmap
  %c = nvgpu.tma.create.descriptor %u box[%i, %i] : memref<*xf16> -> !tmap
  return
}

func.func @wg(%a: !wdA, %bb: !wdB, %acc0: !acc, %sa: memref<64x16xf16, 3>, %t: !tmap, %out: memref<64x128xf32, 3>) {
  %0 = nvgpu.warpgroup.mma.init.accumulator -> !acc
  %1 = nvgpu.warpgroup.mma %a, %bb, %0 {transposeB} : !wdA, !wdB, !acc -> !acc
  %2 = nvgpu.warpgroup.mma %a, %bb, %1 {waitGroup = 1} : !wdA, !wdB, !acc -> !acc
  %3 = nvgpu.warpgroup.mma %a, %bb, %1 {waitGroup = 2} : !wdA, !wdB, !acc -> !acc
  nvgpu.warpgroup.mma.store %3, %out : !acc to memref<64x128xf32, 3>
  %4 = nvgpu.warpgroup.generate.descriptor %sa, %t : memref<64x16xf16, 3>, !tmap -> !wdA
  return
}

func.func @mma(%sm: memref<?x?xf16, 3>, %i: index, %a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %meta: vector<2xi16>, %v: vector<4xf32>, %af: vector<2x1xf32>, %bf: vector<1x1xf32>, %cf: vector<2x2xf32>) {
  %0 = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<?x?xf16, 3> -> vector<4x2xf16>
  %1 = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  %2 = nvgpu.mma.sync (%af, %bf, %cf) {mmaShape = [16, 8, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  %3 = nvgpu.mma.sp.sync (%b, %b, %c) metadata (%meta) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  %4 = nvgpu.mma.sp.sync (%b, %b, %c) metadata (%meta) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  %5 = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>
  %6 = nvgpu.rcp %v {rounding = approx, ftz} {x = 1} : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @tma(%arg0: !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg1: !nvgpu.tensormap.descriptor<tensor = memref<128xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = l2promo_64b, oob = nan, interleave = none>, %arg2: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>, %arg3: memref<64x64xf16, 3>, %arg4: memref<128xf32, #gpu.address_space<workgroup>>, %arg5: index, %arg6: i1, %arg7: i16, %arg8: memref<*xf16>) {
// CHECK: nvgpu.tma.fence.descriptor %arg0 : <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: nvgpu.tma.prefetch.descriptor %arg0 : <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: nvgpu.tma.prefetch.descriptor %arg0, predicate = %arg6 : <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: nvgpu.tma.async.load %arg0[%arg5, %arg5], %arg2[%arg5] to %arg3 : <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xf16, 3>
// CHECK: nvgpu.tma.async.load %arg0[%arg5, %arg5], %arg2[%arg5] to %arg3 multicast_mask = %arg7, predicate = %arg6 : <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<64x64xf16, 3>
// CHECK: nvgpu.tma.async.load %arg1[%arg5], %arg2[%arg5] to %arg4, predicate = %arg6 {foo} : <tensor = memref<128xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = l2promo_64b, oob = nan, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 2> -> memref<128xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.tma.async.store %arg3 to %arg0[%arg5, %arg5] : memref<64x64xf16, 3> -> <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: nvgpu.tma.async.store %arg3 to %arg0[%arg5, %arg5], predicate = %arg6 : memref<64x64xf16, 3> -> <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK: %0 = nvgpu.tma.create.descriptor %arg8 box[%arg5, %arg5] : memref<*xf16> -> <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
// CHECK-LABEL: func.func @wg(%arg0: !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>, %arg1: !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>, %arg2: !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>, %arg3: memref<64x16xf16, 3>, %arg4: !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>, %arg5: memref<64x128xf32, 3>) {
// CHECK: %0 = nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x128xf32>>
// CHECK: %1 = nvgpu.warpgroup.mma %arg0, %arg1, %0 {transposeB} : <tensor = memref<64x16xf16, 3>>, <tensor = memref<16x128xf16, 3>>, <fragmented = vector<64x128xf32>> -> <fragmented = vector<64x128xf32>>
// CHECK: %2 = nvgpu.warpgroup.mma %arg0, %arg1, %1 : <tensor = memref<64x16xf16, 3>>, <tensor = memref<16x128xf16, 3>>, <fragmented = vector<64x128xf32>> -> <fragmented = vector<64x128xf32>>
// CHECK: %3 = nvgpu.warpgroup.mma %arg0, %arg1, %1 {waitGroup = 2 : i64} : <tensor = memref<64x16xf16, 3>>, <tensor = memref<16x128xf16, 3>>, <fragmented = vector<64x128xf32>> -> <fragmented = vector<64x128xf32>>
// CHECK: nvgpu.warpgroup.mma.store %3, %arg5 : <fragmented = vector<64x128xf32>> to memref<64x128xf32, 3>
// CHECK: %4 = nvgpu.warpgroup.generate.descriptor %arg3, %arg4 : memref<64x16xf16, 3>, <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none> -> <tensor = memref<64x16xf16, 3>>
// CHECK-LABEL: func.func @mma(%arg0: memref<?x?xf16, 3>, %arg1: index, %arg2: vector<4x2xf16>, %arg3: vector<2x2xf16>, %arg4: vector<2x2xf32>, %arg5: vector<2xi16>, %arg6: vector<4xf32>, %arg7: vector<2x1xf32>, %arg8: vector<1x1xf32>, %arg9: vector<2x2xf32>) {
// CHECK: %0 = nvgpu.ldmatrix %arg0[%arg1, %arg1] {numTiles = 4 : i32, transpose = false} : memref<?x?xf16, 3> -> vector<4x2xf16>
// CHECK: %1 = nvgpu.mma.sync(%arg2, %arg3, %arg4) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: %2 = nvgpu.mma.sync(%arg7, %arg8, %arg9) {mmaShape = [16, 8, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: %3 = nvgpu.mma.sp.sync(%arg3, %arg3, %arg4) metadata(%arg5) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: %4 = nvgpu.mma.sp.sync(%arg3, %arg3, %arg4) metadata(%arg5) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK: %5 = nvgpu.rcp %arg6{rounding =  approx, ftz} : vector<4xf32>
// CHECK: %6 = nvgpu.rcp %arg6{rounding =  approx, ftz} {x = 1 : i64} : vector<4xf32>
