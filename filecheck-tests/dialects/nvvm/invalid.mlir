// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm op verifier diagnostics (wording of mlir-opt 22).

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.fence.proxy' op tensormap proxy is not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.fence.proxy' op generic proxy not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<generic>}
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.fence.proxy' op async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.fence.proxy' op only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, space = #nvvm.shared_space<cta>}
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.fence.proxy.release' op uni-directional proxies only support generic for from_proxy attribute}}
  nvvm.fence.proxy.release #nvvm.mem_scope<cta> from_proxy = #nvvm.proxy_kind<alias>
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.fence.proxy.release' op uni-directional proxies only support tensormap for to_proxy attribute}}
  nvvm.fence.proxy.release #nvvm.mem_scope<cta> to_proxy = #nvvm.proxy_kind<alias>
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.setmaxregister' op new register size must be multiple of 8}}
  nvvm.setmaxregister increase 20
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.setmaxregister' op new register size must be multiple of 8}}
  nvvm.setmaxregister increase 33
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.pmevent' op `id` and `mask` cannot be set at the same time}}
  nvvm.pmevent id = 3 mask = 4
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.pmevent' op either `id` or `mask` must be set}}
  nvvm.pmevent
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.pmevent' op `id` must be between 0 and 15}}
  nvvm.pmevent id = 16
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.redux.sync' op 'fmax' redux kind unsupported with 'i32' type. Only supported type is 'f32'.}}
  %r = nvvm.redux.sync fmax %a, %a : i32 -> i32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.redux.sync' op 'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %r = nvvm.redux.sync add %f, %a : f32 -> f32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.redux.sync' op abs attribute is supported only for f32 type}}
  %r = nvvm.redux.sync add %a, %a {abs = true} : i32 -> i32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.redux.sync' op failed to verify that all of {res, val} have same type}}
  %r = nvvm.redux.sync add %a, %a : i32 -> f32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %v = nvvm.vote.sync ballot %a, %p -> i1
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.vote.sync' op vote.sync 'any', 'all' and 'uni' returns an i1}}
  %v = nvvm.vote.sync all %a, %p -> i32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected return type to be of type 'i32' but got 'f32' instead}}
  %s = nvvm.shfl.sync bfly %a, %a, %a, %a : i32 -> f32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.shfl.sync' op expected return type to be a two-element struct}}
  %s = nvvm.shfl.sync bfly %a, %a, %a, %a {return_value_and_is_valid} : i32 -> i32
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.}}
  %t = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rm>}
  return
}

// -----

func.func @f(%a: i32, %f: f32, %p: i1) {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.tid.x' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = nvvm.read.ptx.sreg.tid.x : index
  return
}

// -----

// An unknown enum keyword names the C++ enum (custom form), then the attribute whose parameter failed.
llvm.func @f(%a: i32) -> i32 {
  // expected-error@+2 {{custom op 'nvvm.redux.sync' expected ::mlir::NVVM::ReduxKind to be one of: add, and, max, min, or, umax, umin, xor, fmin, fmax}}
  // expected-error@+1 {{custom op 'nvvm.redux.sync' failed to parse ReduxKindAttr parameter 'value' which is to be a `::mlir::NVVM::ReduxKind`}}
  %0 = nvvm.redux.sync bogus %a, %a : i32 -> i32
  llvm.return %0 : i32
}

// -----

// The same in the `#nvvm.mnemonic<...>` attribute form.
// expected-error@+2 {{expected ::mlir::NVVM::MemScopeKind to be one of: cta, cluster, gpu, sys}}
// expected-error@+1 {{failed to parse MemScopeKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemScopeKind`}}
llvm.func @f() attributes {nvvm.x = #nvvm.mem_scope<bogus>} { llvm.return }

// -----

// An enum with a hand-written parser names it by its summary.
// expected-error@+2 {{expected one of [generic, global, shared, constant, local, tensor, shared_cluster] for NVVM Memory Space, got: bogus}}
// expected-error@+1 {{failed to parse NVVMMemorySpaceAttr parameter 'value' which is to be a `::mlir::NVVM::NVVMMemorySpace`}}
llvm.func @f() attributes {nvvm.x = #nvvm.memory_space<bogus>} { llvm.return }

// -----

// A parameter that is no keyword at all.
// expected-error@+2 {{expected valid keyword or string}}
// expected-error@+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
llvm.func @f() attributes {nvvm.x = #nvvm.shfl_kind<bfly>} { llvm.return }

// -----

// expected-error@+2 {{expected keyword for NVVM Prefetch Cache Level}}
// expected-error@+1 {{failed to parse PrefetchCacheLevelAttr parameter 'value' which is to be a `::mlir::NVVM::PrefetchCacheLevel`}}
llvm.func @f() attributes {nvvm.x = #nvvm<prefetch_cache_level 1>} { llvm.return }

// -----

llvm.func @f(%a: f32, %b: f32) {
  // expected-error@+1 {{custom op 'nvvm.convert.f32x2.to.f16x2' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = nvvm.convert.f32x2.to.f16x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : f32
  llvm.return
}
