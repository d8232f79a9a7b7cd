// canonicalize on llvm ops: MLIR 22's folders (constant-like ops,
// icmp, or/shl/zext, casts, getelementptr), the dialect's constant
// materializer, and the memory effects of its memory ops (which also
// decide what cse merges: see the last function). The CHECK lines are
// mlir-opt 22's output.

// RUN: tileir-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: tileir-opt %s -split-input-file -cse | FileCheck %s --check-prefix=CSE

// Constant-like ops fold to their value: deduplicated and hoisted, the
// zero of a builtin type becoming a builtin zero.
llvm.mlir.global external @g() : i32
llvm.func @use_constants(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<2xf32>, i32, i32)
// CHECK: llvm.mlir.global external @g() {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.func @use_constants(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<2xf32>, i32, i32)

// CHECK-LABEL: llvm.func @constants() {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.mlir.zero : i32
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.mlir.zero : vector<2xf32>
// CHECK-NEXT:   %[[VAL_4:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT:   %[[VAL_5:.*]] = llvm.mlir.poison : i32
// CHECK-NEXT:   llvm.call @use_constants(%[[VAL_0]], %[[VAL_0]], %[[VAL_1]], %[[VAL_2]], %[[VAL_2]], %[[VAL_3]], %[[VAL_4]], %[[VAL_5]]) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<2xf32>, i32, i32) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @constants() {
  %a = llvm.mlir.zero : i32
  %b = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.mlir.zero : !llvm.ptr
  %d = llvm.mlir.addressof @g : !llvm.ptr
  %e = llvm.mlir.addressof @g : !llvm.ptr
  %f = llvm.mlir.zero : vector<2xf32>
  %u = llvm.mlir.undef : i32
  %p = llvm.mlir.poison : i32
  llvm.call @use_constants(%a, %b, %c, %d, %e, %f, %u, %p) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, vector<2xf32>, i32, i32) -> ()
  llvm.return
}

// -----
// icmp folds eq/ne of a value with itself and of an alloca with null.
llvm.func @use_i1(i1, i1, i1, i1, i1, vector<4xi1>, i1)
// CHECK: llvm.func @use_i1(i1, i1, i1, i1, i1, vector<4xi1>, i1)

// CHECK-LABEL: llvm.func @icmp(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: vector<4xi32>, %[[ARG2:.*]]: i32) {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %[[VAL_4:.*]] = llvm.alloca %[[ARG2]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %[[VAL_5:.*]] = llvm.icmp "ult" %[[VAL_4]], %[[VAL_3]] : !llvm.ptr
// CHECK-NEXT:   %[[VAL_6:.*]] = llvm.icmp "sle" %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:   %[[VAL_7:.*]] = llvm.icmp "ugt" %[[VAL_3]], %[[VAL_4]] : !llvm.ptr
// CHECK-NEXT:   llvm.call @use_i1(%[[VAL_2]], %[[VAL_2]], %[[VAL_1]], %[[VAL_5]], %[[VAL_6]], %[[VAL_0]], %[[VAL_7]]) : (i1, i1, i1, i1, i1, vector<4xi1>, i1) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @icmp(%a: i32, %v: vector<4xi32>, %n: i32) {
  %null = llvm.mlir.zero : !llvm.ptr
  %x = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.icmp "ne" %x, %null : !llvm.ptr
  %2 = llvm.icmp "eq" %null, %x : !llvm.ptr
  %3 = llvm.icmp "ult" %x, %null : !llvm.ptr
  %4 = llvm.icmp "sle" %a, %a : i32
  %5 = llvm.icmp "eq" %v, %v : vector<4xi32>
  %6 = llvm.icmp "ugt" %null, %x : !llvm.ptr
  llvm.call @use_i1(%0, %1, %2, %3, %4, %5, %6) : (i1, i1, i1, i1, i1, vector<4xi1>, i1) -> ()
  llvm.return
}

// -----
// or, shl and zext of integer constants; a shift by the width or more,
// vectors and other ops do not fold.
llvm.func @use_ints(i32, i32, i32, i64, i32, vector<4xi32>, i32)
// CHECK: llvm.func @use_ints(i32, i32, i32, i64, i32, vector<4xi32>, i32)

// CHECK-LABEL: llvm.func @integers(
// CHECK-SAME: %[[ARG0:.*]]: i32) {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-NEXT:   %[[VAL_4:.*]] = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:   %[[VAL_5:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:   %[[VAL_6:.*]] = llvm.mlir.constant(112 : i32) : i32
// CHECK-NEXT:   %[[VAL_7:.*]] = llvm.shl %[[VAL_6]], %[[VAL_3]] : i32
// CHECK-NEXT:   %[[VAL_8:.*]] = llvm.add %[[VAL_1]], %[[VAL_2]] : i32
// CHECK-NEXT:   %[[VAL_9:.*]] = llvm.or %[[VAL_4]], %[[VAL_4]] : vector<4xi32>
// CHECK-NEXT:   %[[VAL_10:.*]] = llvm.or %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT:   llvm.call @use_ints(%[[VAL_5]], %[[VAL_6]], %[[VAL_7]], %[[VAL_0]], %[[VAL_8]], %[[VAL_9]], %[[VAL_10]]) : (i32, i32, i32, i64, i32, vector<4xi32>, i32) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @integers(%a: i32) {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %cv = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
  %0 = llvm.or %c3, %c4 : i32
  %1 = llvm.shl %0, %c4 : i32
  %2 = llvm.shl %1, %c32 : i32
  %3 = llvm.zext %c3 : i32 to i64
  %4 = llvm.add %c3, %c4 : i32
  %5 = llvm.or %cv, %cv : vector<4xi32>
  %6 = llvm.or %a, %a : i32
  llvm.call @use_ints(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i32, i64, i32, vector<4xi32>, i32) -> ()
  llvm.return
}

// -----
// Chained casts, and a getelementptr by zero or by constant indices.
llvm.func @use_ptrs(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @use_ptrs(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.ptr, !llvm.ptr)

// CHECK-LABEL: llvm.func @casts(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: f32) -> i32 {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.mlir.constant(4294967296 : i64) : i64
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.addrspacecast %[[ARG0]] : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.getelementptr inbounds %[[ARG0]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.getelementptr %[[ARG0]][2, %[[VAL_0]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:   %[[VAL_4:.*]] = llvm.bitcast %[[ARG1]] : f32 to i32
// CHECK-NEXT:   llvm.call @use_ptrs(%[[ARG0]], %[[ARG0]], %[[VAL_1]], %[[ARG0]], %[[VAL_2]], %[[VAL_3]]) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return %[[VAL_4]] : i32
// CHECK-NEXT: }
llvm.func @casts(%p: !llvm.ptr, %f: f32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %1 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %2 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr
  %3 = llvm.addrspacecast %1 : !llvm.ptr<1> to !llvm.ptr<2>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<2> to !llvm.ptr<1>
  %5 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %6 = llvm.getelementptr inbounds %p[%c0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %7 = llvm.getelementptr %p[%c2, %big] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
  %b = llvm.bitcast %f : f32 to i32
  %i = llvm.bitcast %b : i32 to f32
  %j = llvm.bitcast %i : f32 to i32
  llvm.call @use_ptrs(%0, %2, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return %j : i32
}

// -----
// Memory effects: unused loads, allocas and inline assembly without side
// effects go; atomics, volatile accesses and side effects stay.
// CHECK-LABEL: llvm.func @effects(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: i64, %[[ARG2:.*]]: i32) {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.load %[[ARG0]] atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.load volatile %[[ARG0]] : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.atomicrmw add %[[ARG0]], %[[ARG2]] monotonic : !llvm.ptr, i32
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.cmpxchg %[[ARG0]], %[[ARG2]], %[[ARG2]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:   %[[VAL_4:.*]] = llvm.inline_asm has_side_effects "b", "=r"  : () -> i32
// CHECK-NEXT:   llvm.store %[[ARG2]], %[[ARG0]] : i32, !llvm.ptr
// CHECK-NEXT:   llvm.fence acquire
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @effects(%p: !llvm.ptr, %n: i64, %v: i32) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load volatile %p : !llvm.ptr -> i32
  %4 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %5 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
  %6 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i32
  %7 = llvm.inline_asm "a", "=r" : () -> i32
  %8 = llvm.inline_asm has_side_effects "b", "=r" : () -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.fence acquire
  llvm.return
}

// -----
// CSE merges reads with no write between them.
llvm.func @use_reads(i32, i32, i32, i32, i32, i32, i32, i32)
// CHECK: llvm.func @use_reads(i32, i32, i32, i32, i32, i32, i32, i32)

// CHECK-LABEL: llvm.func @reads(
// CHECK-SAME: %[[ARG0:[^ ,:()=]+]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr, %[[ARG2:.*]]: i32) {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.load %[[ARG0]] atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.load %[[ARG0]] atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_4:.*]] = llvm.inline_asm "a", "=r"  : () -> i32
// CHECK-NEXT:   llvm.store %[[ARG2]], %[[ARG1]] : i32, !llvm.ptr
// CHECK-NEXT:   %[[VAL_5:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> i32
// CHECK-NEXT:   %[[VAL_6:.*]] = llvm.inline_asm "a", "=r"  : () -> i32
// CHECK-NEXT:   %[[VAL_7:.*]] = llvm.load volatile %[[ARG0]] : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.call @use_reads(%[[VAL_0]], %[[VAL_1]], %[[VAL_2]], %[[VAL_3]], %[[VAL_4]], %[[VAL_5]], %[[VAL_6]], %[[VAL_7]]) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CSE-LABEL: llvm.func @reads(
// CSE-SAME: %[[ARG0:[^ ,:()=]+]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr, %[[ARG2:.*]]: i32) {
// CSE-NEXT:   %[[VAL_0:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> i32
// CSE-NEXT:   %[[VAL_1:.*]] = llvm.load %[[ARG0]] atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
// CSE-NEXT:   %[[VAL_2:.*]] = llvm.inline_asm "a", "=r"  : () -> i32
// CSE-NEXT:   llvm.store %[[ARG2]], %[[ARG1]] : i32, !llvm.ptr
// CSE-NEXT:   %[[VAL_3:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> i32
// CSE-NEXT:   %[[VAL_4:.*]] = llvm.load volatile %[[ARG0]] : !llvm.ptr -> i32
// CSE-NEXT:   llvm.call @use_reads(%[[VAL_0]], %[[VAL_0]], %[[VAL_1]], %[[VAL_1]], %[[VAL_2]], %[[VAL_3]], %[[VAL_2]], %[[VAL_4]]) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
// CSE-NEXT:   llvm.return
// CSE-NEXT: }
llvm.func @reads(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p : !llvm.ptr -> i32
  %2 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.inline_asm "a", "=r" : () -> i32
  llvm.store %v, %q : i32, !llvm.ptr
  %5 = llvm.load %p : !llvm.ptr -> i32
  %6 = llvm.inline_asm "a", "=r" : () -> i32
  %7 = llvm.load volatile %p : !llvm.ptr -> i32
  llvm.call @use_reads(%0, %1, %2, %3, %4, %5, %6, %7) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  llvm.return
}
