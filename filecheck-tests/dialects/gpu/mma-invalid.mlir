// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// gpu subgroup_mma ops and the mma_matrix type: constraints and verifiers (wording of mlir-opt 22).

func.func @f(%e: !gpu.mma_matrix<16x16xf16, "COp">, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_extract_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %x = "gpu.subgroup_mma_extract_thread_local"(%e, %i) : (!gpu.mma_matrix<16x16xf16, "COp">, index) -> f32
  return
}
// -----
func.func @f(%m: memref<32x32xf16, 3>, %i: index, %e: !gpu.mma_matrix<16x16xf16, "AOp">) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %e, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16, 3>
  return
}
// -----
func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %a, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
// -----
func.func @f(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
// -----
// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @f(%d: !gpu.mma_matrix<16x16xf16, "DOp">) {
  return
}
// -----
// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @f(%d: !gpu.mma_matrix<16xf16, "COp">) {
  return
}
// -----
func.func @f(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_load_matrix' 'gpu.subgroup_mma_load_matrix' op attribute 'leadDimension' failed to satisfy constraint: index attribute}}
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : i32} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'index'}}
  %0 = "gpu.subgroup_mma_constant_matrix"(%i) : (index) -> index
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op operand #0 must be variadic of MMAMatrix type, but got 'index'}}
  %0 = "gpu.subgroup_mma_elementwise"(%i) {opType = #gpu<mma_element_wise addf>} : (index) -> index
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'index'}}
  %0 = "gpu.subgroup_mma_load_matrix"(%i) {leadDimension = 32 : index} : (index) -> index
  return
}
// -----
func.func @f(%i: index, %m: !gpu.mma_matrix<16x16xf64, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_store_matrix' op operand #1 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'index'}}
  "gpu.subgroup_mma_store_matrix"(%m, %i) {leadDimension = 32 : index} : (!gpu.mma_matrix<16x16xf64, "COp">, index) -> ()
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values, but got 'index'}}
  %0 = "gpu.subgroup_mma_compute"(%i, %i, %i) : (index, index, index) -> index
  return
}
// -----
func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %c: !gpu.mma_matrix<16x16xsi8, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #2 must be gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values, but got '!gpu.mma_matrix<16x16xsi8, "COp">'}}
  %0 = "gpu.subgroup_mma_compute"(%a, %a, %c) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xsi8, "COp">) -> !gpu.mma_matrix<16x16xsi8, "COp">
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_extract_thread_local' op operand #0 must be MMAMatrix type, but got 'index'}}
  %0 = "gpu.subgroup_mma_extract_thread_local"(%i, %i) : (index, index) -> index
  return
}
// -----
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_insert_thread_local' op operand #0 must be Integer or Float, but got 'index'}}
  %0 = "gpu.subgroup_mma_insert_thread_local"(%i, %i, %i) : (index, index, index) -> index
  return
}
// -----
func.func @f(%m: memref<32x32xf16, strided<[1, 32]>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[1, 32]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
// -----
func.func @f(%m: memref<32x32xf16, strided<[1, 32]>>, %i: index, %e: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %e, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, strided<[1, 32]>>
  return
}
// -----
func.func @f(%f: f32, %e: !gpu.mma_matrix<16x16xf16, "COp">, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_insert_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %0 = "gpu.subgroup_mma_insert_thread_local"(%f, %e, %i) : (f32, !gpu.mma_matrix<16x16xf16, "COp">, index) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}
