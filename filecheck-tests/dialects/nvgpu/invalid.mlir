// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvgpu operand and result constraints (wording of mlir-opt 22, empty summary of the mbarrier token included).

func.func @f(%i: index) {
  // expected-error@+1 {{'nvgpu.mbarrier.arrive' op operand #0 must be mbarrier barrier type, but got 'index'}}
  %0 = "nvgpu.mbarrier.arrive"(%i, %i) : (index, index) -> !nvgpu.mbarrier.token
  return
}

// -----

func.func @f(%b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %i: index) {
  // expected-error@+1 {{'nvgpu.mbarrier.test.wait' op operand #1 must be , but got 'index'}}
  %0 = "nvgpu.mbarrier.test.wait"(%b, %i, %i) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, index, index) -> i1
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'nvgpu.device_async_create_group' op operand #0 must be variadic of device async token type, but got 'index'}}
  %0 = "nvgpu.device_async_create_group"(%i) : (index) -> !nvgpu.device.async.token
  return
}

// -----

func.func @f(%b: !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, %i: index) {
  // expected-error@+1 {{'nvgpu.mbarrier.get' op result #0 must be 32-bit signless integer or 64-bit signless integer, but got 'i16'}}
  %0 = nvgpu.mbarrier.get %b[%i] : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> i16
  return
}

// -----

// An unknown enum keyword in a type parameter names the type's ODS def.
// expected-error@+2 {{expected ::mlir::nvgpu::TensorMapSwizzleKind to be one of: none, swizzle_32b, swizzle_64b, swizzle_128b}}
// expected-error@+1 {{failed to parse NVGPU_TensorMapDescriptor parameter 'swizzle' which is to be a `::mlir::nvgpu::TensorMapSwizzleKind`}}
func.func private @f(!nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = swizzle_16b, l2promo = none, oob = zero, interleave = none>)

// -----

// expected-error@+2 {{expected ::mlir::nvgpu::RcpRoundingMode to be one of: approx, rn, rz, rm, rp}}
// expected-error@+1 {{failed to parse RcpRoundingModeAttr parameter 'value' which is to be a `::mlir::nvgpu::RcpRoundingMode`}}
func.func @f() attributes {nvgpu.x = #nvgpu<rcp_rounding_mode rx>} { return }

// -----

func.func @f(%m: f32, %i: index) {
  // expected-error@+1 {{custom op 'nvgpu.ldmatrix' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 1 : i32, transpose = false} : f32 -> vector<1x2xf16>
  return
}

// -----

func.func @f(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{custom op 'nvgpu.ldmatrix' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = nvgpu.ldmatrix %m[%i, %i] {numTiles = 1 : i32, transpose = false} : memref<16x16xf16, 3> -> f32
  return
}
