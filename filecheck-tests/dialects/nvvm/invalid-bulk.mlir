// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm bulk/tensor async copy and prefetch verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch to uniform cache requires a generic pointer}}
  nvvm.prefetch level = L1 uniform, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op cache eviction priority supported only for cache level L2}}
  nvvm.prefetch level = L1, evict_priority = evict_last, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op unsupported cache eviction priority, only evict_last and evict_normal are supported}}
  nvvm.prefetch level = L2, evict_priority = evict_unchanged, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op cache eviction priority requires a global pointer}}
  nvvm.prefetch level = L2, evict_priority = evict_last, %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap requires a generic or constant pointer}}
  nvvm.prefetch tensormap, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op in_param_space can only be specified for a generic pointer}}
  nvvm.prefetch tensormap in_param_space, %k : !llvm.ptr<4>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op requires specification of either cache level or tensormap}}
  nvvm.prefetch %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op cannot specify both tensormap and cache level}}
  nvvm.prefetch level = L1, tensormap, %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op predicate supported only on prefetch tensormap}}
  nvvm.prefetch level = L1, %p, predicate = %pr : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op unsupported cache eviction priority, only evict_last and evict_normal are supported}}
  nvvm.prefetch level = L2, evict_priority = no_allocate, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap does not support eviction priority}}
  nvvm.prefetch tensormap, evict_priority = evict_last, %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch tensormap requires a generic or constant pointer}}
  nvvm.prefetch tensormap, %l : !llvm.ptr<5>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.prefetch' op prefetch to uniform cache requires a generic pointer}}
  nvvm.prefetch level = L1 uniform, %l : !llvm.ptr<5>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c] im2col[%o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{ im2col offsets expected 1 (provided 2)}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c] im2col[%o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{ im2col offsets expected 2 (provided 1)}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c] im2col[%o] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Gather4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{ im2col offsets expected 0 (provided 1)}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c, %c, %c] im2col[%o] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{ im2col offsets expected 0 (provided 1)}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c] im2col[%o] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Shared::cluster destination requires address-space 7.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %p, %d3, box[%c] : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Shared::cta destination requires address-space 3.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c] {isCTAOnly = true} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Multicast is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %p, %d3, box[%c] multicast_mask = %o {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{CTAGroup is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %p, %d3, box[%c] {isCTAOnly = true, group = #nvvm.cta_group<cta_1>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Predicate is supported only for shared::cluster mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d3, %p, %d3, box[%c] predicate = %pr {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Predicate is supported only for Tile and Im2col modes.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d7, %p, %d3, box[%c, %c, %c] im2col[%o, %o] predicate = %pr {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Inline-ptx lowering unsupported with L2 cache-hint.}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %d3, box[%c] l2_cache_hint = %h, predicate = %pr : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %d3, box[%c, %c] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Scatter4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %d3, box[%c, %c] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %p, %d3, box[%c, %c, %c, %c, %c, %c] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{ im2col offsets expected 1 (provided 2)}}
  nvvm.cp.async.bulk.tensor.prefetch %p, box[%c, %c, %c] im2col[%o, %o] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.prefetch %p, box[] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.reduce %p, %d3, box[%c, %c] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Scatter mode unsupported for CpAsyncBulkTensorReduceOp}}
  nvvm.cp.async.bulk.tensor.reduce %p, %d3, box[%c, %c, %c, %c, %c] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{Multicast is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.shared.cluster.global %d3, %g, %d3, %c multicast_mask = %o : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%d3: !llvm.ptr<3>, %d7: !llvm.ptr<7>, %g: !llvm.ptr<1>, %p: !llvm.ptr, %c: i32, %o: i16, %h: i64, %pr: i1, %l: !llvm.ptr<5>, %k: !llvm.ptr<4>) {
  // expected-error@+1 {{'nvvm.cp.async.bulk.shared.cluster.global' op operand #0 must be LLVM pointer in address space 3 or LLVM pointer in address space 7, but got '!llvm.ptr'}}
  nvvm.cp.async.bulk.shared.cluster.global %p, %g, %d3, %c : !llvm.ptr, !llvm.ptr<1>
  llvm.return
}
