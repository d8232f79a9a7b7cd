// RUN: tileir-opt %s | FileCheck %s
// nvgpu async copies and mbarrier groups (expected output produced by mlir-opt 22).

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
func.func @f(%src: memref<128xf32>, %dst: memref<128xf32, 3>, %i: index, %x: vector<4xf32>, %c: i32, %ph: i1) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32> to memref<128xf32, 3>
  %t2 = nvgpu.device_async_copy %src[%i], %dst[%i], 4, %i {bypassL1} : memref<128xf32> to memref<128xf32, 3>
  %g = nvgpu.device_async_create_group %t, %t2
  nvgpu.device_async_wait %g
  nvgpu.device_async_wait %g {numGroups = 1 : i32}
  %b = nvgpu.mbarrier.create -> !barrier
  nvgpu.mbarrier.init %b[%i], %i : !barrier
  %tok = nvgpu.mbarrier.arrive %b[%i] : !barrier -> !nvgpu.mbarrier.token
  %tok2 = nvgpu.mbarrier.arrive.nocomplete %b[%i], %i : !barrier -> !nvgpu.mbarrier.token
  %done = nvgpu.mbarrier.test.wait %b[%i], %tok : !barrier, !nvgpu.mbarrier.token
  nvgpu.mbarrier.try_wait.parity %b[%i], %ph, %i : !barrier
  nvgpu.mbarrier.arrive.expect_tx %b[%i], %i : !barrier
  %bs = nvgpu.mbarrier.create -> !barriers
  %p = nvgpu.mbarrier.get %bs[%i] : !barriers -> i64
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<128xf32>, %arg1: memref<128xf32, 3>, %arg2: index, %arg3: vector<4xf32>, %arg4: i32, %arg5: i1) {
// CHECK-NEXT: %0 = nvgpu.device_async_copy %arg0[%arg2], %arg1[%arg2], 4 : memref<128xf32> to memref<128xf32, 3>
// CHECK-NEXT: %1 = nvgpu.device_async_copy %arg0[%arg2], %arg1[%arg2], 4, %arg2 {bypassL1} : memref<128xf32> to memref<128xf32, 3>
// CHECK-NEXT: %2 = nvgpu.device_async_create_group %0, %1
// CHECK-NEXT: nvgpu.device_async_wait %2
// CHECK-NEXT: nvgpu.device_async_wait %2 {numGroups = 1 : i32}
// CHECK-NEXT: %3 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: nvgpu.mbarrier.init %3[%arg2], %arg2 : <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: %4 = nvgpu.mbarrier.arrive %3[%arg2] : <memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
// CHECK-NEXT: %5 = nvgpu.mbarrier.arrive.nocomplete %3[%arg2], %arg2 : <memorySpace = #gpu.address_space<workgroup>> -> !nvgpu.mbarrier.token
// CHECK-NEXT: %6 = nvgpu.mbarrier.test.wait %3[%arg2], %4 : <memorySpace = #gpu.address_space<workgroup>>, !nvgpu.mbarrier.token
// CHECK-NEXT: nvgpu.mbarrier.try_wait.parity %3[%arg2], %arg5, %arg2 : <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: nvgpu.mbarrier.arrive.expect_tx %3[%arg2], %arg2 : <memorySpace = #gpu.address_space<workgroup>>
// CHECK-NEXT: %7 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
// CHECK-NEXT: %8 = nvgpu.mbarrier.get %7[%arg2] : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4> -> i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
