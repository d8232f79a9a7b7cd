// RUN: tileir-opt %s | FileCheck %s
// nvvm ldmatrix, stmatrix, prmt and sync_restrict fences (expected output produced by mlir-opt 22).

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %1 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %3 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %p, %r, %r {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  %p0 = nvvm.prmt #nvvm.permute_mode<rc8> %r, %r : i32
  %p1 = nvvm.prmt #nvvm.permute_mode<default> %r, %r, %r : i32
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr<3>, %arg1: i32) {
// CHECK-NEXT: %0 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: %1 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %2 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %3 = nvvm.ldmatrix %arg0 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: nvvm.stmatrix %arg0, %arg1 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.stmatrix %arg0, %arg1, %arg1 {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: %4 = nvvm.prmt <rc8> %arg1, %arg1 : i32
// CHECK-NEXT: %5 = nvvm.prmt <default> %arg1, %arg1, %arg1 : i32
// CHECK-NEXT: nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
// CHECK-NEXT: nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>}
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
