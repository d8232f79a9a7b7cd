// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// Parse errors and verifier errors of gpu's kernel metadata, kernel table,
// loop mapping and mask attributes, and of #gpu.object's kernels and
// format (wording and places of mlir-opt 22).

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<18446744073709551616>}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<mask = 5>}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {a = #gpu.mask<5 : i32>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<-9223372036854775808>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<-0xFFFFFFFFFFFFFFFF>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<-99999999999999999>}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func private @f() attributes {a = #gpu.mask<0x1FFFFFFFFFFFFFFFF>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {a = #gpu.mask<5,>}

// -----

// expected-error@+2 {{expected '(' in dimensional identifier list}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = thread_y, map = affine_map<(d0) -> (d0)>, bound = affine_map<(d0) -> (d0 ceildiv 4)>>}

// -----

// expected-error@+1 {{expected ','}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0)>}

// -----

// expected-error@+2 {{expected ::mlir::gpu::Processor to be one of: block_x, block_y, block_z, thread_x, thread_y, thread_z, sequential}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'processor' which is to be a `::mlir::gpu::Processor`}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = foo, map = (d0) -> (d0), bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: processor}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, processor = block_x>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
func.func private @f() attributes {a = #gpu.loop_dim_map<>}

// -----

// expected-error@+2 {{expected '(' in dimensional identifier list}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, map = 3, bound = (d0) -> (d0)>}

// -----

// expected-error@+2 {{use of undeclared identifier}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'map' which is to be a `AffineMap`}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, map = (x) -> (y), bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0), x = 1>}

// -----

// expected-error@+1 {{expected ','}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x map = (d0) -> (d0), bound = (d0) -> (d0)>}

// -----

// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse ParallelLoopDimMappingAttr parameter 'processor' which is to be a `::mlir::gpu::Processor`}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = 3, map = (d0) -> (d0), bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{expected ','}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0)[s0], bound = (d0) -> (d0)>}

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0)[s0] : (d0 >= 0)>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor = block_x, foo = (d0) -> (d0), bound = (d0) -> (d0)>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
func.func private @f() attributes {a = #gpu.loop_dim_map<3 = block_x>}

// -----

// expected-error@+1 {{expected '='}}
func.func private @f() attributes {a = #gpu.loop_dim_map<processor block_x>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'name' which is to be a `StringAttr`}}
func.func private @f() attributes {a = #gpu.kernel_metadata<@k, (i32) -> ()>}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'name' which is to be a `StringAttr`}}
func.func private @f() attributes {a = #gpu.kernel_metadata<k, (i32) -> ()>}

// -----

// expected-error@+1 {{the kernel name can't be empty}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"", (i32) -> ()>}

// -----

// expected-error@+1 {{all attributes in the array must be a dictionary attribute}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", (i32) -> (), arg_attrs = [1]>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", (i32) -> (), foo = 1>}

// -----

// expected-error@+1 {{expected ','}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'arg_attrs' which is to be a `ArrayAttr`}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", (i32) -> (), arg_attrs = 3>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'metadata' which is to be a `DictionaryAttr`}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", (i32) -> (), metadata = [1]>}

// -----

// expected-error@+2 {{expected non-function type}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'function_type' which is to be a `Type`}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", 3>}

// -----

// expected-error@+2 {{expected non-function type}}
// expected-error@+1 {{failed to parse GPU_KernelMetadataAttr parameter 'function_type' which is to be a `Type`}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", >}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: arg_attrs}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", i32, arg_attrs = [{}], arg_attrs = [{}]>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", i32, arg_attrs = [{}], 3>}

// -----

// expected-error@+1 {{expected '='}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", i32, arg_attrs [{}]>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", i32 x>}

// -----

// expected-error@+1 {{the kernel name can't be empty}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"", i32, arg_attrs = [1]>}

// -----

// expected-error@+1 {{all attributes in the array must be a dictionary attribute}}
func.func private @f() attributes {a = #gpu.kernel_metadata<"k", i32, arg_attrs = [{}, 2], metadata = {}>}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
func.func private @f() attributes {a = #gpu.kernel_table<[]>}

// -----

// expected-error@+1 {{expected all kernels to be uniquely named}}
func.func private @f() attributes {a = #gpu.kernel_table<[#gpu.kernel_metadata<"b", i32>, #gpu.kernel_metadata<"a", i32>, #gpu.kernel_metadata<"b", i64>]>}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
func.func private @f() attributes {a = #gpu.kernel_table<[1]>}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
func.func private @f() attributes {a = #gpu.kernel_table<[#gpu.kernel_metadata<"b", i32>,]>}

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f() attributes {a = #gpu.kernel_table<#gpu.kernel_metadata<"b", i32>>}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
func.func private @f() attributes {a = #gpu.kernel_table<[#gpu.object<#nvvm.target, "x">]>}

// -----

// expected-error@+2 {{the kernel name can't be empty}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
func.func private @f() attributes {a = #gpu.kernel_table<[#gpu.kernel_metadata<"", i32>]>}

// -----

// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{failed to parse GPU_KernelMetadataAttr parameter 'name' which is to be a `StringAttr`}}
// expected-error@+1 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
func.func private @f() attributes {a = #gpu.kernel_table<[<@k, i32>]>}

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, kernels = 3, "x">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, kernels = #gpu.kernel_metadata<"k", i32>, "x">}

// -----

// expected-error@+1 {{expected keyword for GPU object format}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, kernels = <>, properties = {}, "x">}

// -----

// expected-error@+3 {{the kernel name can't be empty}}
// expected-error@+2 {{failed to parse GPU_KernelTableAttr parameter 'kernel_table' which is to be a `::llvm::ArrayRef<KernelMetadataAttr>`}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, kernels = <[<"", i32>]>, "x">}

// -----

// expected-error@+1 {{expected '='}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, kernels "x">}

// -----

// expected-error@+2 {{expected all kernels to be uniquely named}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'kernels' which is to be a `KernelTableAttr`}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, kernels = <[<"a", i32>, <"a", i64>]>, "x">}

// -----

// expected-error@+1 {{expected keyword for GPU object format}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, foo = "x">}

// -----

// expected-error@+2 {{expected '='}}
// expected-error@+1 {{expected an equal sign}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, bin "x">}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
func.func private @f() attributes {a = #gpu.object<#nvvm.target, bin = 3>}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<linear_dim_0>, #gpu.mask<7>, #gpu.mask<3>]}
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.thread<linear_dim_0>, #gpu.mask<7>]}
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.mask<1>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}
