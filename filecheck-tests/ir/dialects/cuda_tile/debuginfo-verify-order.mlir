// RUN: not tileir-opt %s -split-input-file 2>&1 | FileCheck %s
// The order of cuda_tile's debug-info checks (NVIDIA's verifier): rules 1
// and 2 are the entry's verifier, rules 3 and 4 its region verifier, run
// after the ops of its body verified, visiting them in post-order.

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 9, name = "other", linkageName = "other", compileUnit = #cu>
#in_sp = #cuda_tile.di_loc<loc("/tmp/foo.py":2:1) in #sp>
#in_other_if = #cuda_tile.di_loc<loc("/tmp/foo.py":3:1) in #other>
#in_other_yield = #cuda_tile.di_loc<loc("/tmp/foo.py":4:1) in #other>

// An op nested in another is reported before it (post-order).
// CHECK: /tmp/foo.py:4:1: error: invalid operation debug info scope: {{.*}}line = 9{{.*}}. Operation debug info scope does not match function debug info scope: {{.*}}line = 1,
// CHECK-NEXT: /tmp/foo.py:4:1: note: see current operation: "cuda_tile.yield"() : () -> ()
cuda_tile.module @kernels {
  entry @test() {
    %cond = constant <i1: true> : tile<i1>
    if %cond {
      yield loc(#in_other_yield)
    } loc(#in_other_if)
    return loc(#in_sp)
  } loc(#in_sp)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu>
#in_sp = #cuda_tile.di_loc<loc("/tmp/foo.py":5:1) in #sp>

// The ops' own verifiers run before the entry's region verifier: the
// extension's error is reported, not the scope of the return (rule 3).
// CHECK: error: 'cuda_tile.exti' op
// CHECK-NOT: /tmp/foo.py:5:1
cuda_tile.module @kernels {
  entry @test() {
    %c = constant <i8: 1> : tile<i8>
    %e = exti %c signed : tile<i8> -> tile<i8>
    return loc(#in_sp)
  }
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu>
#in_sp = #cuda_tile.di_loc<loc("/tmp/foo.py":6:1) in #sp>

// Without a nested failure, rule 3 is reported for the return, with the
// return as the current operation.
// CHECK: /tmp/foo.py:6:1: error: 'cuda_tile.return' op invalid operation debug info scope: {{.*}}. Operation has debug info scope, but function debug info scope is undefined.
// CHECK-NEXT: /tmp/foo.py:6:1: note: see current operation: "cuda_tile.return"() : () -> ()
cuda_tile.module @kernels {
  entry @test() {
    return loc(#in_sp)
  }
}
