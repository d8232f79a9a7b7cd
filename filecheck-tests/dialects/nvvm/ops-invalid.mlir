// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm op verifiers and type constraints, property conversion of the generic form (diagnostics of mlir-opt 22).

llvm.func @f(%a: i32) {
  // expected-error@+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %a
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  nvvm.barrier.arrive
  // expected-error@+1 {{custom op 'nvvm.barrier.arrive' expected 'number_of_threads'}}
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = nvvm.inline_ptx "add.f32 $0, $1;" ro(%f : f32) -> f32, f32
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<3>, %n: i32) {
  // expected-error@+1 {{'nvvm.tcgen05.dealloc' op operand #0 must be LLVM pointer in address space 6, but got '!llvm.ptr<3>'}}
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %m: i32) {
  // expected-error@+1 {{'nvvm.tcgen05.commit' op operand #1 must be 16-bit signless integer, but got 'i32'}}
  nvvm.tcgen05.commit %p, multicast_mask = %m : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr) {
  // expected-error@+1 {{'nvvm.tcgen05.shift' op operand #0 must be LLVM pointer in address space 6, but got '!llvm.ptr'}}
  nvvm.tcgen05.shift %t : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::Tcgen05FenceKind to be one of: before, after}}
  // expected-error@+1 {{failed to parse Tcgen05FenceKindAttr parameter 'value' which is to be a `::mlir::NVVM::Tcgen05FenceKind`}}
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after_thread_sync>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::Tcgen05WaitKind to be one of: load, store}}
  // expected-error@+1 {{failed to parse Tcgen05WaitKindAttr parameter 'value' which is to be a `::mlir::NVVM::Tcgen05WaitKind`}}
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<sync>
  llvm.return
}

// -----

llvm.func @f(%g: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{'nvvm.cp.async.bulk.prefetch' op operand #0 must be LLVM pointer in address space 1, but got '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.prefetch %g, %c : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{'nvvm.cp.async.bulk.wait_group' op attribute 'group' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  nvvm.cp.async.bulk.wait_group -1
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{custom op 'nvvm.griddepcontrol' expected one of [wait, launch_dependents] for Action kind for grid dependency control, got: start}}
  nvvm.griddepcontrol start
  // expected-error@+1 {{custom op 'nvvm.griddepcontrol' failed to parse GridDepActionAttr parameter 'value' which is to be a `::mlir::NVVM::GridDepActionKind`}}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{'nvvm.fence.proxy.acquire' op uni-directional proxies only support tensormap for to_proxy attribute}}
  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p, %a {fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{'nvvm.fence.proxy.acquire' op uni-directional proxies only support tensormap for to_proxy attribute}}
  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p, %a {fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async.shared>}
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  // expected-error@+1 {{'nvvm.bar.warp.sync' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  nvvm.bar.warp.sync %a : i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.mbarrier.inval' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.inval %p : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %a: i64) {
  // expected-error@+1 {{'nvvm.mbarrier.try_wait.parity' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  nvvm.mbarrier.try_wait.parity %p, %a, %a : !llvm.ptr<3>, i64, i64
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::MemScopeKind to be one of: cta, cluster, gpu, sys}}
  // expected-error@+1 {{failed to parse MemScopeKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemScopeKind`}}
  nvvm.memory.barrier #nvvm.mem_scope<cta_cluster>
  llvm.return
}

// -----

llvm.func @f(%n: i32, %i8: i8, %b: i1) {
  // expected-error@+1 {{'nvvm.tcgen05.mma_smem_desc' op operand #5 must be 8-bit signless integer, but got 'i32'}}
  %desc = nvvm.tcgen05.mma_smem_desc (%n, %n, %n, %i8, %b, %n) : (i32, i32, i32, i8, i1, i32) -> i64
  llvm.return
}

// -----

llvm.func @f(%d: !llvm.ptr<3>, %c: i32) {
  // expected-error@+1 {{'nvvm.cp.async.bulk.shared.cluster.shared.cta' op operand #0 must be LLVM pointer in address space 7, but got '!llvm.ptr<3>'}}
  nvvm.cp.async.bulk.shared.cluster.shared.cta %d, %d, %d, %c : !llvm.ptr<3>, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %d: i64, %r: i32) {
  // expected-error@+2 {{offset argument is only supported for shape 16x32bx2}}
  // expected-error@+1 {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %l = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %d: i64, %r: i32) {
  // expected-error@+2 {{offset argument is only supported for shape 16x32bx2}}
  // expected-error@+1 {{invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op}}
  %l = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{expected non-function type}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : () -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties {range = 1 : i64} for op nvvm.read.ptx.sreg.tid.x: Invalid attribute `range` in property conversion: 1 : i64}}
  %0 = "nvvm.read.ptx.sreg.tid.x"() <{range = 1}> : () -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties 1 : i64 for op nvvm.elect.sync: this operation does not support properties}}
  %0 = "nvvm.elect.sync"() <1> : () -> i1
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %n: i32) {
  // expected-error@+1 {{invalid properties {group = 1 : i32} for op nvvm.tcgen05.dealloc: Invalid attribute `group` in property conversion: 1 : i32}}
  "nvvm.tcgen05.dealloc"(%t, %n) <{group = 1 : i32}> : (!llvm.ptr<6>, i32) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties {group = 1 : i64, read = 1 : i64} for op nvvm.cp.async.bulk.wait_group: Invalid attribute `read` in property conversion: 1 : i64}}
  "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i64, read = 1}> : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties {foo = 1 : i64} for op nvvm.barrier0: this operation does not support properties}}
  "nvvm.barrier0"() <{foo = 1}> {bar = 2} : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties {range = 1 : i64} for op nvvm.read.ptx.sreg.tid.x: Invalid attribute `range` in property conversion: 1 : i64}}
  %0 = "nvvm.read.ptx.sreg.tid.x"() <{range = 1}> : () -> i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties 1 : i64 for op nvvm.elect.sync: this operation does not support properties}}
  %0 = "nvvm.elect.sync"() <1> : () -> i1
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %n: i32) {
  // expected-error@+1 {{invalid properties {group = 1 : i32} for op nvvm.tcgen05.dealloc: Invalid attribute `group` in property conversion: 1 : i32}}
  "nvvm.tcgen05.dealloc"(%t, %n) <{group = 1 : i32}> : (!llvm.ptr<6>, i32) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties {group = 1 : i64, read = 1 : i64} for op nvvm.cp.async.bulk.wait_group: Invalid attribute `read` in property conversion: 1 : i64}}
  "nvvm.cp.async.bulk.wait_group"() <{group = 1 : i64, read = 1}> : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid properties {foo = 1 : i64} for op nvvm.barrier0: this operation does not support properties}}
  "nvvm.barrier0"() <{foo = 1}> {bar = 2} : () -> ()
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error@+2 {{offset argument is only supported for shape 16x32bx2}}
  // expected-error@+1 {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %l = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %d: i64) {
  // expected-error@+2 {{offset argument is only supported for shape 16x32bx2}}
  // expected-error@+1 {{invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op}}
  %l = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>, %f: f32) {
  // expected-error@+1 {{expected non-function type}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : () -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
