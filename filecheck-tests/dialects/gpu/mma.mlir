// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// gpu subgroup_mma ops and the mma_matrix type (expected output produced by mlir-opt 22).

func.func @mma(%m: memref<32x32xf16, 3>, %i: index, %f: f16, %f32: f32, %v: vector<4xf16>, %mi: memref<32x32xi8>, %c: i32) {
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %cc = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf16, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %cc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  %d2 = gpu.subgroup_mma_compute %a, %b, %cc {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  %e = gpu.subgroup_mma_elementwise addf %d, %d2 : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  %n = gpu.subgroup_mma_elementwise negatef %d : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  gpu.subgroup_mma_store_matrix %e, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 3>
  %x = "gpu.subgroup_mma_extract_thread_local"(%e, %i) : (!gpu.mma_matrix<16x16xf16, "COp">, index) -> f16
  %y = "gpu.subgroup_mma_insert_thread_local"(%f, %e, %i) : (f16, !gpu.mma_matrix<16x16xf16, "COp">, index) -> !gpu.mma_matrix<16x16xf16, "COp">
  %ai = gpu.subgroup_mma_load_matrix %mi[%i, %i] {leadDimension = 32 : index} : memref<32x32xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
  %ci = gpu.subgroup_mma_constant_matrix %c : !gpu.mma_matrix<16x16xi32, "COp">
  %vm = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// CHECK-LABEL: func.func @mma(%arg0: memref<32x32xf16, 3>, %arg1: index, %arg2: f16, %arg3: f32, %arg4: vector<4xf16>, %arg5: memref<32x32xi8>, %arg6: i32) {
// CHECK: %0 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: %1 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: %2 = gpu.subgroup_mma_constant_matrix %arg2 : !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %3 = gpu.subgroup_mma_compute %0, %1, %2 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %4 = gpu.subgroup_mma_compute %0, %1, %2 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %5 = gpu.subgroup_mma_elementwise  addf %3, %4 : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %6 = gpu.subgroup_mma_elementwise  negatef %3 : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: gpu.subgroup_mma_store_matrix %5, %arg0[%arg1, %arg1] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 3>
// CHECK: %7 = gpu.subgroup_mma_extract_thread_local %5[%arg1] : !gpu.mma_matrix<16x16xf16, "COp"> -> f16
// CHECK: %8 = gpu.subgroup_mma_insert_thread_local %arg2, %5[%arg1] : f16, !gpu.mma_matrix<16x16xf16, "COp"> -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK: %9 = gpu.subgroup_mma_load_matrix %arg5[%arg1, %arg1] {leadDimension = 32 : index} : memref<32x32xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
// CHECK: %10 = gpu.subgroup_mma_constant_matrix %arg6 : !gpu.mma_matrix<16x16xi32, "COp">
// CHECK: %11 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "COp">
