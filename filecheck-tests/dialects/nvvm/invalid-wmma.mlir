// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm wmma.load/store/mma verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %0 = nvvm.wmma.load %o, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<4>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 8 elements of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 2 elements of type 'f64'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> f64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected operands to be a source pointer in memory space 0, 1, 3}}
  nvvm.wmma.store %o, %s, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<4>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op invalid attribute combination}}
  nvvm.wmma.store %p, %s, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 32 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %s, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected data operands of type 'vector<2xf16>'}}
  nvvm.wmma.store %p, %s, %f, %f, %f, %f {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f32, f32, f32, f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected 20 arguments}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<s8>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected destination type is a structure of 4 elements of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected 24 arguments}}
  %0 = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %o: !llvm.ptr<4>, %s: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected argument 0 to be of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.mma %f, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (f32, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32)>
  llvm.return
}
