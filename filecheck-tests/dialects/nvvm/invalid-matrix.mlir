// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm ldmatrix, stmatrix, prmt and sync_restrict fence verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected element type to be b16 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected layout to be col for 16x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected layout to be row for 8x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected shape to be 8x8, 8x16 or 16x16}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 4 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %p, %r, %r, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected element type to be B16 for 8x8 matrix}}
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected layout to be col for 16x8 matrix}}
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected element type to be B8 for 16x8 matrix}}
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected shape to be 8x8 or 16x8}}
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{mode 'default' requires 'hi' operand.}}
  %0 = nvvm.prmt #nvvm.permute_mode<default> %r, %r : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{mode 'ecl' does not accept 'hi' operand.}}
  %0 = nvvm.prmt #nvvm.permute_mode<ecl> %r, %r, %r : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<weak>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is i32}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected destination type is i32}}
  %0 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1 or 2 for 16x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.ldmatrix' op expected layout to be col for 16x16 matrix}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %p, %r, %r, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.stmatrix' op expected element type to be B8 for 16x8 matrix}}
  nvvm.stmatrix %p, %r {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<weak>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<relaxed>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acq_rel>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<sc>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<mmio>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<volatile>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only generic is support for from_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only async is supported for to_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, toProxy = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %r: i32) {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only generic is support for from_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>, fromProxy = #nvvm.proxy_kind<async>, toProxy = #nvvm.proxy_kind<generic>}
  llvm.return
}
