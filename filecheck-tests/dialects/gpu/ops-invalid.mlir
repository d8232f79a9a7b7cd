// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// gpu op verifiers, property conversion of the generic form and gpu.mma_matrix checks (diagnostics of mlir-opt 22).

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = gpu.alloc (%i) : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = gpu.alloc (%i, %i) : memref<?x4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () [%i] : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

#m = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "gpu.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<4xf32, #m>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {hostShared = 1 : i64, operandSegmentSizes = array<i64: 0, 0, 0>} for op gpu.alloc: Invalid attribute `hostShared` in property conversion: 1 : i64}}
  %0 = "gpu.alloc"() <{operandSegmentSizes = array<i64: 0, 0, 0>, hostShared = 1}> : () -> memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {dimension = 1 : i32} for op gpu.thread_id: Invalid attribute `dimension` in property conversion: 1 : i32}}
  %0 = "gpu.thread_id"() <{dimension = 1 : i32}> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties [1] for op gpu.thread_id: expected DictionaryAttr to set properties}}
  %0 = "gpu.thread_id"() <[1]> : () -> index
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {x = 1 : i64} for op gpu.barrier: this operation does not support properties}}
  "gpu.barrier"() <{x = 1}> : () -> ()
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce add %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: i32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 0 : i32
    gpu.yield %c : i32
  } : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce and %x {} : (f32) -> f32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{`maximumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce maximumf %x {} : (i32) -> i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{`xor` reduction operation is not compatible with type 'f32'}}
  %r = gpu.subgroup_reduce xor %x : (f32) -> f32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{`minnumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.subgroup_reduce minnumf %x : (i32) -> i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %x cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster stride 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %x cluster(size = 4, stride = 3) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'gpu.subgroup_reduce' op cluster size 0 is not a power of two}}
  %r = gpu.subgroup_reduce add %x cluster(size = 0) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %r, %v = gpu.rotate %x, 1, 12 : f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %v = gpu.rotate %x, 16, 16 : f32
  return
}

// -----

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %x, specific_lane : f32
  return
}

// -----

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane can only be specified for `specific_lane` broadcast}}
  %r = gpu.subgroup_broadcast %x, first_active_lane %i : f32
  return
}

// -----

func.func @f(%x: vector<2x2xf32>, %i: i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<2x2xf32>'}}
  %r, %p = gpu.shuffle xor %x, %i, %i : vector<2x2xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = gpu.alloc (%i) : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = gpu.alloc (%i, %i) : memref<?x4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () [%i] : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %0 = gpu.alloc () : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @m::@k blocks in (%i, %i, %i) threads in (%i, %i, %i)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @f(%i: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'm' is undefined}}
    gpu.launch_func @m::@k blocks in (%i, %i, %i) threads in (%i, %i, %i)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k() { gpu.return }
  }
  func.func @f(%i: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @m::@k blocks in (%i, %i, %i) threads in (%i, %i, %i)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%a: f32) kernel { gpu.return }
  }
  func.func @f(%i: index) {
    // expected-error@+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @m::@k blocks in (%i, %i, %i) threads in (%i, %i, %i)
    return
  }
}

// -----

func.func @f(%i: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%sx = %i, %sy = %i, %sz = %i) threads(%tx, %ty, %tz) in (%ux = %i, %uy = %i, %uz = %i) {
    // expected-error@+1 {{'gpu.return' op expects parent op 'gpu.func'}}
    gpu.return
  }
  return
}

// -----

gpu.module @m {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k() -> i32 kernel {
    %c = arith.constant 0 : i32
    gpu.return %c : i32
  }
}

// -----

gpu.module @m {
  // expected-note@+1 {{return type declared here}}
  gpu.func @k() -> i32 {
    // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() -> i32 {
    %c = arith.constant 0 : i64
    // expected-error@+1 {{'gpu.return' op unexpected type `'i64'' for operand #0}}
    gpu.return %c : i64
  }
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%d: !gpu.mma_matrix<16x16xi16, "COp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%d: !gpu.mma_matrix<16x16xbf16, "AOp">)

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func private @f(%d: !gpu.mma_matrix<16x16xi8, "AOp">)

// -----

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func private @f(%d: !gpu.mma_matrix<16x16x16xf16, "XOp">)

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func private @f(%d: !gpu.mma_matrix<16xbf16, "AOp">)
