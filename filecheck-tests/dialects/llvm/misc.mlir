// Module-level lists (global_ctors/dtors, linker_options), llvm.mlir.none, dso_local_equivalent, call_intrinsic, indirectbr, blockaddress, blocktag, llvm.intr.assume with operand bundles.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@ctor], priorities = [1 : i32], data = [#llvm.zero]
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.func @misc(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.none : !llvm.token
  %1 = llvm.dso_local_equivalent @ctor : !llvm.ptr
  %2 = llvm.call_intrinsic "llvm.umax.i32"(%a, %a) : (i32, i32) -> i32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %3 = llvm.call_intrinsic "llvm.fabs.f32"(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%a : i32),
  ^bb2
  ]
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.blocktag <id = 1>
  llvm.return %a : i32
}
llvm.func @ba() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @ba, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}
llvm.func @as(%c: i1, %p: !llvm.ptr, %n: i64) {
  llvm.intr.assume %c : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] : i1
  llvm.intr.assume %c ["nonnull"(%p : !llvm.ptr), "x"()] : i1
  llvm.return
}

// CHECK: llvm.func @ctor() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
// CHECK-NEXT: llvm.mlir.global_dtors dtors = [@ctor], priorities = [1 : i32], data = [#llvm.zero]
// CHECK-NEXT: llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
// CHECK-NEXT: llvm.func @misc(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.none : !llvm.token
// CHECK-NEXT: %1 = llvm.dso_local_equivalent @ctor : !llvm.ptr
// CHECK-NEXT: %2 = llvm.call_intrinsic "llvm.umax.i32"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: llvm.call_intrinsic "llvm.donothing"() : () -> ()
// CHECK-NEXT: %3 = llvm.call_intrinsic "llvm.fabs.f32"(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT: llvm.indirectbr %arg1 : !llvm.ptr, [
// CHECK-NEXT: ^bb1(%arg0 : i32),
// CHECK-NEXT: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%4: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return %4 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @ba() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.blockaddress <function = @ba, tag = <id = 1>> : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @as(%arg0: i1, %arg1: !llvm.ptr, %arg2: i64) {
// CHECK-NEXT: llvm.intr.assume %arg0 : i1
// CHECK-NEXT: llvm.intr.assume %arg0 ["align"(%arg1, %arg2 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: llvm.intr.assume %arg0 ["nonnull"(%arg1 : !llvm.ptr), "x"()] : i1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
