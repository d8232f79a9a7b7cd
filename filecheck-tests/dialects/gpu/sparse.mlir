// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// gpu sparse handles and ops, async and not, with transpose modes (expected output produced by mlir-opt 22).

func.func @sparse(%mem: memref<?xf64>, %idx: memref<?xindex>, %i: index, %t: !gpu.async.token, %m2: memref<?x?xf64>) {
  %token0 = gpu.wait async
  %a, %t1 = gpu.create_coo async [%token0] %i, %i, %i, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %b, %t2 = gpu.create_csr async [%t1] %i, %i, %i, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %dn, %t3 = gpu.create_dn_tensor async [%t2] %mem, %i : index into memref<?xf64>
  %dn2, %t4 = gpu.create_dn_tensor async [%t3] %m2, %i, %i : index, index into memref<?x?xf64>
  %bs, %t5 = gpu.spmv_buffer_size async [%t4] %a, %dn, %dn into f64
  %t6 = gpu.spmv async [%t5] %a, %dn, %dn, %mem : memref<?xf64> into f64
  %bs2, %t7 = gpu.spmm_buffer_size async [%t6] %a, %dn2, %dn2 : index into f64
  %t8 = gpu.spmm async [%t7] %a, %dn2, %dn2, %mem : memref<?xf64> into f64
  %bs3, %t9 = gpu.sddmm_buffer_size async [%t8] %dn2, %dn2, %a into f64
  %t10 = gpu.sddmm async [%t9] %dn2, %dn2, %a, %mem : memref<?xf64> into f64
  %t11 = gpu.destroy_dn_tensor async [%t10] %dn
  %t12 = gpu.destroy_sp_mat async [%t11] %a
  %c, %t13 = gpu.create_csc async [%t12] %i, %i, %i, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %d, %t14 = gpu.create_bsr async [%t13] %i, %i, %i, %i, %i, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %e, %t15 = gpu.create_coo_aos async [%t14] %i, %i, %i, %idx, %mem : memref<?xindex>, memref<?xf64>
  %f, %t16 = gpu.create_2to4_spmat async [%t15] {PRUNE_AND_CHECK} %i, %i, %m2 : memref<?x?xf64>
  %r, %c2, %n, %t17 = gpu.spmat_get_size async [%t16] %a
  %t18 = gpu.set_csr_pointers async [%t17] %b, %idx, %idx, %mem : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %desc, %t19 = gpu.spgemm_create_descr async [%t18]
  %bs4, %t20 = gpu.spgemm_work_estimation_or_compute async [%t19]{WORK_ESTIMATION} %a, %b, %c, %desc, %i, %mem : f64 into memref<?xf64>
  %t21 = gpu.spgemm_copy async [%t20] %a, %b, %c, %desc : f64
  %t22 = gpu.spgemm_destroy_descr async [%t21] %desc
  %bs5, %t23 = gpu.spmv_buffer_size async [%t22] %a{TRANSPOSE}, %dn, %dn into f32
  %t24 = gpu.spmm async [%t23] %a{TRANSPOSE}, %dn2{TRANSPOSE}, %dn2, %mem, %mem : memref<?xf64>, memref<?xf64> into f64
  %dn3 = gpu.create_dn_tensor %mem, %i : index into memref<?xf64>
  gpu.wait [%t24]
  return
}

// CHECK-LABEL: func.func @sparse(%arg0: memref<?xf64>, %arg1: memref<?xindex>, %arg2: index, %arg3: !gpu.async.token, %arg4: memref<?x?xf64>) {
// CHECK: %0 = gpu.wait async
// CHECK: %spmat, %asyncToken = gpu.create_coo async [%0] %arg2, %arg2, %arg2, %arg1, %arg1, %arg0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK: %spmat_0, %asyncToken_1 = gpu.create_csr async [%asyncToken] %arg2, %arg2, %arg2, %arg1, %arg1, %arg0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK: %dnTensor, %asyncToken_2 = gpu.create_dn_tensor async [%asyncToken_1] %arg0, %arg2 : index into memref<?xf64>
// CHECK: %dnTensor_3, %asyncToken_4 = gpu.create_dn_tensor async [%asyncToken_2] %arg4, %arg2, %arg2 : index, index into memref<?x?xf64>
// CHECK: %bufferSz, %asyncToken_5 = gpu.spmv_buffer_size async [%asyncToken_4] %spmat, %dnTensor, %dnTensor into f64
// CHECK: %1 = gpu.spmv async [%asyncToken_5] %spmat, %dnTensor, %dnTensor, %arg0 : memref<?xf64> into f64
// CHECK: %bufferSzs, %asyncToken_6 = gpu.spmm_buffer_size async [%1] %spmat, %dnTensor_3, %dnTensor_3 : index into f64
// CHECK: %2 = gpu.spmm async [%asyncToken_6] %spmat, %dnTensor_3, %dnTensor_3, %arg0 : memref<?xf64> into f64
// CHECK: %bufferSz_7, %asyncToken_8 = gpu.sddmm_buffer_size async [%2] %dnTensor_3, %dnTensor_3, %spmat into f64
// CHECK: %3 = gpu.sddmm async [%asyncToken_8] %dnTensor_3, %dnTensor_3, %spmat, %arg0 : memref<?xf64> into f64
// CHECK: %4 = gpu.destroy_dn_tensor async [%3] %dnTensor
// CHECK: %5 = gpu.destroy_sp_mat async [%4] %spmat
// CHECK: %spmat_9, %asyncToken_10 = gpu.create_csc async [%5] %arg2, %arg2, %arg2, %arg1, %arg1, %arg0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK: %spmat_11, %asyncToken_12 = gpu.create_bsr async [%asyncToken_10] %arg2, %arg2, %arg2, %arg2, %arg2, %arg1, %arg1, %arg0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK: %spmat_13, %asyncToken_14 = gpu.create_coo_aos async [%asyncToken_12] %arg2, %arg2, %arg2, %arg1, %arg0 : memref<?xindex>, memref<?xf64>
// CHECK: %spMat, %asyncToken_15 = gpu.create_2to4_spmat async [%asyncToken_14]{ PRUNE_AND_CHECK} %arg2, %arg2, %arg4 : memref<?x?xf64>
// CHECK: %rows, %cols, %nnz, %asyncToken_16 = gpu.spmat_get_size async [%asyncToken_15] %spmat
// CHECK: %6 = gpu.set_csr_pointers async [%asyncToken_16] %spmat_0, %arg1, %arg1, %arg0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK: %desc, %asyncToken_17 = gpu.spgemm_create_descr async [%6]
// CHECK: %bufferSzNew, %asyncToken_18 = gpu.spgemm_work_estimation_or_compute async [%asyncToken_17]{ WORK_ESTIMATION} %spmat, %spmat_0, %spmat_9, %desc, %arg2, %arg0 : f64 into memref<?xf64>
// CHECK: %7 = gpu.spgemm_copy async [%asyncToken_18] %spmat, %spmat_0, %spmat_9, %desc : f64
// CHECK: %8 = gpu.spgemm_destroy_descr async [%7] %desc
// CHECK: %bufferSz_19, %asyncToken_20 = gpu.spmv_buffer_size async [%8] %spmat{ TRANSPOSE}, %dnTensor, %dnTensor into f32
// CHECK: %9 = gpu.spmm async [%asyncToken_20] %spmat{ TRANSPOSE}, %dnTensor_3{ TRANSPOSE}, %dnTensor_3, %arg0, %arg0 : memref<?xf64>, memref<?xf64> into f64
// CHECK: %dnTensor_21 = gpu.create_dn_tensor  %arg0, %arg2 : index into memref<?xf64>
// CHECK: gpu.wait [%9]
