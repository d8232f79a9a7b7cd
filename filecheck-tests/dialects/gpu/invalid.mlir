// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// gpu parse errors of enum attributes (wording of mlir-opt 22).

func.func @f() -> index {
  // expected-error@+2 {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  // expected-error@+1 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  %0 = gpu.thread_id w return %0 : index
}

// -----

// expected-error@+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error@+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {gpu.x = #gpu.thread<w>} { return }

// -----

// expected-error@+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error@+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f(%m: memref<4xf32, #gpu.address_space<shared>>) { return }

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse GPU_AllReduceOperationAttr parameter 'value' which is to be a `::mlir::gpu::AllReduceOperation`}}
func.func @f() attributes {gpu.x = #gpu<all_reduce_op 1>} { return }

// -----

// `type($x)` of a constraint whose C++ type is a builtin class parses that class only.
func.func @f(%m: f32) {
  // expected-error@+1 {{custom op 'gpu.dealloc' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  gpu.dealloc %m : f32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'gpu.alloc' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'}}
  %0 = gpu.alloc () : vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<*xf32>, %t: memref<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.memcpy' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  gpu.memcpy %m, %t : memref<*xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %m : memref<4xf32>
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'gpu.memset' op operand #0 must be memref of any type values, but got 'f32'}}
  "gpu.memset"(%x, %x) : (f32, f32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'f32'}}
  %0 = "gpu.dynamic_shared_memory"() : () -> f32
  return
}

// -----

// Attribute-sized operand segments: absent, the sizes are all zero (the
// property's default), which the verifier then checks against the operands.
func.func @f(%i: index) {
  // expected-error@+1 {{'gpu.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "gpu.alloc"(%i) : (index) -> memref<?xf32>
  return
}

// -----

// Given in the properties, they must be a dense i32 array with one entry per group.
func.func @f() {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 0, 0>} for op gpu.alloc: size mismatch in attribute conversion: 2 vs 3}}
  %0 = "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i64: 0, 0, 0>} for op gpu.alloc: expected DenseI32ArrayAttr for key `value`}}
  %0 = "gpu.alloc"() <{operandSegmentSizes = array<i64: 0, 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

// A value defined around an isolated op resolves there, so a use of another
// type inside is a type mismatch with a note at the definition.
// expected-note@+1 {{prior use here}}
func.func @f(%a: i32) {
  gpu.module @m {
    gpu.func @k() kernel {
      // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
      %1 = llvm.add %a, %a : i64
      gpu.return
    }
  }
  return
}
