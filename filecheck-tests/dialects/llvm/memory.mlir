// load, store, getelementptr, alloca, atomicrmw, cmpxchg, fence; #llvm.dereferenceable on load and inttoptr.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.func @mem(%p: !llvm.ptr, %i: i64, %v: i32, %f: f32) {
  %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr nusw|nuw %p[%i, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %2 = llvm.getelementptr inbounds|nuw %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  %3 = llvm.load %p atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.load volatile %p invariant : !llvm.ptr -> f32
  %5 = llvm.load %p {nontemporal} : !llvm.ptr -> vector<4xf32>
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %f, %p invariant_group : f32, !llvm.ptr
  %6 = llvm.alloca %i x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %7 = llvm.alloca inalloca %i x !llvm.struct<(i32)> : (i64) -> !llvm.ptr<5>
  %8 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw volatile fadd %p, %f syncscope("block") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
  %10 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i32
  %11 = llvm.cmpxchg weak volatile %p, %v, %v syncscope("x") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
llvm.func @dr(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load %p dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  %2 = llvm.inttoptr %i dereferenceable<bytes = 4> : i64 to !llvm.ptr
  llvm.return
}

// CHECK: llvm.func @mem(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: f32) {
// CHECK-NEXT: %0 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %1 = llvm.getelementptr nusw|nuw %arg0[%arg1, 1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %2 = llvm.getelementptr inbounds|nuw %arg0[0] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %3 = llvm.load %arg0 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %4 = llvm.load volatile %arg0 invariant : !llvm.ptr -> f32
// CHECK-NEXT: %5 = llvm.load %arg0 {nontemporal} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: llvm.store %arg2, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg3, %arg0 invariant_group : f32, !llvm.ptr
// CHECK-NEXT: %6 = llvm.alloca %arg1 x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.alloca inalloca %arg1 x !llvm.struct<(i32)> : (i64) -> !llvm.ptr<5>
// CHECK-NEXT: %8 = llvm.atomicrmw add %arg0, %arg2 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %9 = llvm.atomicrmw volatile fadd %arg0, %arg3 syncscope("block") seq_cst {alignment = 4 : i64} : !llvm.ptr, f32
// CHECK-NEXT: %10 = llvm.cmpxchg %arg0, %arg2, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %11 = llvm.cmpxchg weak volatile %arg0, %arg2, %arg2 syncscope("x") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @dr(%arg0: !llvm.ptr, %arg1: i64) {
// CHECK-NEXT: %0 = llvm.load %arg0 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %arg0 dereferenceable<bytes = 16, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.inttoptr %arg1 dereferenceable<bytes = 4> : i64 to !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
