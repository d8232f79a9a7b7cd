// RUN: tileir-opt %s | FileCheck %s
// gpu.binary with #gpu.object / #gpu.select_object, reductions, rotate, broadcast, memset, host registration, dynamic shared memory (expected output produced by mlir-opt 22).

module attributes {gpu.container_module} {
  gpu.binary @bin [#gpu.object<#nvvm.target, "BLOB">]
  gpu.binary @bin2 <#gpu.select_object<1>> [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "A">, #gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "B">]
  func.func @f(%x: f32, %i: i32, %m: memref<4xf32>, %c: index, %h: memref<*xf32>) {
    %r = gpu.all_reduce add %x {} : (f32) -> f32
    %r2 = gpu.all_reduce %x {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      gpu.yield %s : f32
    } : (f32) -> f32
    %r3 = gpu.all_reduce maximumf %x uniform {} : (f32) -> f32
    %s1 = gpu.subgroup_reduce add %x : (f32) -> f32
    %s2 = gpu.subgroup_reduce mul %i uniform : (i32) -> i32
    %s3 = gpu.subgroup_reduce add %x cluster(size = 4) : (f32) -> f32
    %s4 = gpu.subgroup_reduce add %x cluster(size = 4, stride = 2) : (f32) -> f32
    %d = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.host_register %h : memref<*xf32>
    gpu.host_unregister %h : memref<*xf32>
    gpu.memset %m, %x : memref<4xf32>, f32
    %t = gpu.wait async
    %t2 = gpu.memset async [%t] %m, %x : memref<4xf32>, f32
    gpu.set_default_device %i
    %ro, %rv = gpu.rotate %x, 1, 16 : f32
    %b1 = gpu.subgroup_broadcast %x, first_active_lane : f32
    %b2 = gpu.subgroup_broadcast %x, specific_lane %i : f32
    %l = gpu.lane_id
    %e = gpu.thread_id x upper_bound 128
    return
  }
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.binary @bin  [#gpu.object<#nvvm.target, "BLOB">]
// CHECK-NEXT: gpu.binary @bin2 <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "A">, #gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 2 : i32}, assembly = "B">]
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: i32, %arg2: memref<4xf32>, %arg3: index, %arg4: memref<*xf32>) {
// CHECK-NEXT: %0 = gpu.all_reduce  add %arg0 {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %1 = gpu.all_reduce  %arg0 {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %13 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: gpu.yield %13 : f32
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %2 = gpu.all_reduce  maximumf %arg0 uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %3 = gpu.subgroup_reduce  add %arg0 : (f32) -> f32
// CHECK-NEXT: %4 = gpu.subgroup_reduce  mul %arg1 uniform : (i32) -> i32
// CHECK-NEXT: %5 = gpu.subgroup_reduce  add %arg0 cluster(size = 4) : (f32) -> f32
// CHECK-NEXT: %6 = gpu.subgroup_reduce  add %arg0 cluster(size = 4, stride = 2) : (f32) -> f32
// CHECK-NEXT: %7 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.host_register %arg4 : memref<*xf32>
// CHECK-NEXT: gpu.host_unregister %arg4 : memref<*xf32>
// CHECK-NEXT: gpu.memset  %arg2, %arg0 : memref<4xf32>, f32
// CHECK-NEXT: %8 = gpu.wait async
// CHECK-NEXT: %9 = gpu.memset async [%8] %arg2, %arg0 : memref<4xf32>, f32
// CHECK-NEXT: gpu.set_default_device %arg1
// CHECK-NEXT: %rotateResult, %valid = gpu.rotate %arg0, 1, 16 : f32
// CHECK-NEXT: %10 = gpu.subgroup_broadcast %arg0,  first_active_lane : f32
// CHECK-NEXT: %11 = gpu.subgroup_broadcast %arg0,  specific_lane %arg1 : f32
// CHECK-NEXT: %12 = gpu.lane_id
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x upper_bound 128
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
