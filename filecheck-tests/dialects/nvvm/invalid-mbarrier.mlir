// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm mbarrier arrive/expect_tx/complete_tx/wait verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %r = nvvm.mbarrier.arrive %q : !llvm.ptr<7> -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.arrive %q, %n {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<7>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %r = nvvm.mbarrier.arrive_drop %q : !llvm.ptr<7> -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.arrive_drop %p {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be CTA when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %p, %n, predicate = %b {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier with relaxed semantics is not supported when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %p, %n, predicate = %b {relaxed = true} : !llvm.ptr<3>, i32, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space is not supported when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %q, %n, predicate = %b : !llvm.ptr<7>, i32, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{return-value is not supported when using predicate}}
  %r = nvvm.mbarrier.arrive.expect_tx %p, %n, predicate = %b : !llvm.ptr<3>, i32, i1 -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %r = nvvm.mbarrier.arrive.expect_tx %q, %n : !llvm.ptr<7>, i32 -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier in shared_cluster space cannot return any value}}
  %r = nvvm.mbarrier.arrive_drop.expect_tx %q, %n : !llvm.ptr<7>, i32 -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.arrive_drop.expect_tx %p, %n {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.complete_tx %p, %n {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.expect_tx %p, %n {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %r = nvvm.mbarrier.try_wait %p, %d {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{mbarrier scope must be either CTA or Cluster}}
  %r = nvvm.mbarrier.test.wait %p, %d {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3 or LLVM pointer in address space 7, but got '!llvm.ptr<1>'}}
  nvvm.mbarrier.arrive %o : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{'nvvm.mbarrier.arrive_drop.nocomplete' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<7>'}}
  %r = nvvm.mbarrier.arrive_drop.nocomplete %q, %n : !llvm.ptr<7>, i32 -> i64
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %q: !llvm.ptr<7>, %g: !llvm.ptr, %o: !llvm.ptr<1>, %n: i32, %d: i64, %b: i1, %h: i16) {
  // expected-error@+1 {{'nvvm.mbarrier.try_wait' op operand #1 must be 64-bit signless integer or 32-bit signless integer, but got 'i16'}}
  %r = nvvm.mbarrier.try_wait %p, %h : !llvm.ptr<3>, i16 -> i1
  llvm.return
}
