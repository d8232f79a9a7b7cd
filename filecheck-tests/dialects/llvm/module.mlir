// llvm.func (linkage, visibility, unnamed_addr, calling convention, argument and result attributes, comdat, attributes), llvm.mlir.global, llvm.comdat, llvm.call, llvm.mlir.* constants.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @g2() : !llvm.array<4 x f32>
llvm.mlir.global private constant @str("abc")
llvm.mlir.global internal @g3() {alignment = 8 : i64, dso_local} : !llvm.struct<(i32, ptr<1>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr<1>)>
  llvm.return %0 : !llvm.struct<(i32, ptr<1>)>
}
llvm.func @ext(i32, !llvm.ptr) -> !llvm.struct<(i32, f32)>
llvm.func @vararg(i32, ...)
llvm.func extern_weak hidden local_unnamed_addr fastcc @a(i32) -> (i32 {llvm.zeroext}) attributes {dso_local, passthrough = ["noinline"]}
llvm.func linkonce_odr protected unnamed_addr @b() attributes {sym_visibility = "private"} {
  llvm.return
}
llvm.func private ptx_kernelcc @k(%arg0: !llvm.ptr<1> {llvm.align = 16 : i64}, %x: f32) {
  llvm.return
}
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
llvm.func @c() comdat(@__llvm_comdat::@any) attributes {dso_local} {
  llvm.return
}
llvm.func @d(%a: i64) -> !llvm.void
llvm.func @e(%a: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.call @ext(%0, %a) : (i32, !llvm.ptr) -> !llvm.struct<(i32, f32)>
  llvm.call tail @vararg(%0, %0) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  %2 = llvm.mlir.addressof @e : !llvm.ptr
  llvm.call %2(%a) {fastmathFlags = #llvm.fastmath<fast>} : !llvm.ptr, (!llvm.ptr) -> i32
  %3 = llvm.mlir.poison : !llvm.array<2 x struct<"id", (i32, struct<"id">)>>
  %4 = llvm.mlir.zero : !llvm.ptr<3>
  %5 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : i32
}

// CHECK: llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.mlir.global external @g2() {addr_space = 0 : i32} : !llvm.array<4 x f32>
// CHECK-NEXT: llvm.mlir.global private constant @str("abc") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal @g3() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<(i32, ptr<1>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr<1>)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, ptr<1>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @ext(i32, !llvm.ptr) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.func @vararg(i32, ...)
// CHECK-NEXT: llvm.func extern_weak hidden local_unnamed_addr fastcc @a(i32) -> (i32 {llvm.zeroext}) attributes {dso_local, passthrough = ["noinline"]}
// CHECK-NEXT: llvm.func linkonce_odr protected unnamed_addr @b() attributes {sym_visibility = "private"} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func private ptx_kernelcc @k(%arg0: !llvm.ptr<1> {llvm.align = 16 : i64}, %arg1: f32) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @any any
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @c() comdat(@__llvm_comdat::@any) attributes {dso_local} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @d(i64)
// CHECK-NEXT: llvm.func @e(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.call @ext(%0, %arg0) : (i32, !llvm.ptr) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.call tail @vararg(%0, %0) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
// CHECK-NEXT: %2 = llvm.mlir.addressof @e : !llvm.ptr
// CHECK-NEXT: %3 = llvm.call %2(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : !llvm.ptr, (!llvm.ptr) -> i32
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.array<2 x struct<"id", (i32, struct<"id">)>>
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr<3>
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
