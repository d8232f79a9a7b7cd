// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// gpu sparse ops: handle and operand constraints (wording of mlir-opt 22).

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op operand #0 must be sparse matrix handle type, but got 'index'}}
  "gpu.destroy_sp_mat"(%i) : (index) -> ()
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.destroy_dn_tensor' op operand #0 must be dense tensor handle type, but got 'index'}}
  "gpu.destroy_dn_tensor"(%i) : (index) -> ()
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.spgemm_destroy_descr' op operand #0 must be SpGEMM operation handle type, but got 'index'}}
  "gpu.spgemm_destroy_descr"(%i) : (index) -> ()
  return
}
// -----
func.func @f(%a: !gpu.sparse.spmat_handle, %d: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmv_buffer_size' op requires attribute 'computeType'}}
  %0 = "gpu.spmv_buffer_size"(%a, %d, %d) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}
