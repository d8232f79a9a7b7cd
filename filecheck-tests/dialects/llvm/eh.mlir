// Exception handling (invoke, landingpad, resume), llvm.mlir.alias and llvm.mlir.ifunc.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @foo(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @eh(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %1 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %1 : i32
^bb2:
  %2 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %2 : !llvm.struct<(ptr, i32)>
}
llvm.mlir.alias external @al : i32 {
  %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// CHECK: llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
// CHECK-NEXT: llvm.func @foo(i32) -> i32
// CHECK-NEXT: llvm.func @__gxx_personality_v0(...) -> i32
// CHECK-NEXT: llvm.func @eh(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT: %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT: %1 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.resume %2 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.alias external @al : i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @resolver() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver
