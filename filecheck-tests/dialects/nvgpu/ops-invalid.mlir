// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvgpu op verifiers and constraints, property conversion of the generic form (diagnostics of mlir-opt 22).

func.func @f(%src: memref<128xf32>, %dst: memref<128xf32, 3>, %i: index) {
  // expected-error@+1 {{'nvgpu.device_async_copy' op expected 1 destination indices, got 2}}
  %t = nvgpu.device_async_copy %src[%i], %dst[%i, %i], 4 : memref<128xf32> to memref<128xf32, 3>
  return
}

// -----

func.func @f(%src: memref<128xf32>, %dst: memref<128xf16, 3>, %i: index) {
  // expected-error@+1 {{source and destination must have the same element type}}
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32> to memref<128xf16, 3>
  return
}

// -----

func.func @f(%src: memref<128xf32>, %dst: memref<128xf32>, %i: index) {
  // expected-error@+1 {{destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)}}
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32> to memref<128xf32>
  return
}

// -----

func.func @f(%src: memref<128xf32>, %dst: memref<128xf32, 3>, %i: index) {
  // expected-error@+1 {{Requested copy elements is 8 with width 32. But copy elements could be one of 1, 2, 4.}}
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 8 : memref<128xf32> to memref<128xf32, 3>
  return
}

// -----

func.func @f(%src: memref<128xf32>, %dst: memref<128xf32, 3>, %i: index) {
  // expected-error@+1 {{'nvgpu.device_async_copy' op bypassL1 does not satify alignment for 'memref<128xf32, 3>' with destination element 2. Unset bypassL1, or set destination element to 4}}
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 2, %i {bypassL1} : memref<128xf32> to memref<128xf32, 3>
  return
}

// -----

func.func @f(%src: memref<128xf32, strided<[2]>>, %dst: memref<128xf32, 3>, %i: index) {
  // expected-error@+1 {{source memref most minor dim must have unit stride}}
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32, strided<[2]>> to memref<128xf32, 3>
  return
}

// -----

!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @f(%i: index) {
  %b = nvgpu.mbarrier.create -> !barrier
  // expected-error@+1 {{custom op 'nvgpu.mbarrier.arrive.nocomplete' invalid kind of type specified: expected nvgpu.mbarrier.token, but found 'i64'}}
  %tok = nvgpu.mbarrier.arrive.nocomplete %b[%i], %i : !barrier -> i64
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{expected '<'}}
  nvgpu.tma.prefetch.descriptor %i : index
  return
}

// -----

func.func @f(%g: !nvgpu.device.async.token) {
  // expected-error@+1 {{custom op 'nvgpu.device_async_wait' 'nvgpu.device_async_wait' op attribute 'numGroups' failed to satisfy constraint: 32-bit signless integer attribute}}
  nvgpu.device_async_wait %g {numGroups = 1 : i64}
  return
}

// -----

func.func @f(%g: !nvgpu.device.async.token) {
  // expected-error@+1 {{invalid properties {numGroups = 1.000000e+00 : f64} for op nvgpu.device_async_wait: Invalid attribute `numGroups` in property conversion: 1.000000e+00 : f64}}
  "nvgpu.device_async_wait"(%g) <{numGroups = 1.0}> : (!nvgpu.device.async.token) -> ()
  return
}

// -----

func.func @f(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {
  // expected-error@+1 {{invalid properties {mmaShape = array<i64: 16, 8, 16>} for op nvgpu.mma.sync: Invalid attribute `mmaShape` in property conversion: array<i64: 16, 8, 16>}}
  %d = "nvgpu.mma.sync"(%a, %b, %c) <{mmaShape = array<i64: 16, 8, 16>}> : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @f(%g: !nvgpu.device.async.token) {
  // expected-error@+1 {{invalid properties {numGroups = 1.000000e+00 : f64} for op nvgpu.device_async_wait: Invalid attribute `numGroups` in property conversion: 1.000000e+00 : f64}}
  "nvgpu.device_async_wait"(%g) <{numGroups = 1.0}> : (!nvgpu.device.async.token) -> ()
  return
}

// -----

func.func @f(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) {
  // expected-error@+1 {{invalid properties {mmaShape = array<i64: 16, 8, 16>} for op nvgpu.mma.sync: Invalid attribute `mmaShape` in property conversion: array<i64: 16, 8, 16>}}
  %d = "nvgpu.mma.sync"(%a, %b, %c) <{mmaShape = array<i64: 16, 8, 16>}> : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return
}

// -----

func.func @f(%m: memref<16x16xf16, 3>, %i: index) {
  // expected-error@+1 {{invalid properties {numTiles = 4 : i32, transpose = 1 : i64} for op nvgpu.ldmatrix: Invalid attribute `transpose` in property conversion: 1 : i64}}
  %0 = "nvgpu.ldmatrix"(%m, %i, %i) <{numTiles = 4 : i32, transpose = 1}> : (memref<16x16xf16, 3>, index, index) -> vector<4x2xf16>
  return
}
