// The llvm dialect's types: pointers, literal, packed, identified, opaque and recursive structs, arrays, function types, target extension types and the parameterless ones.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.func @types(%a: !llvm.ptr, %b: !llvm.ptr<1>, %c: !llvm.ptr<0>, %d: !llvm.struct<()>, %e: !llvm.struct<(i32, f32)>, %f: !llvm.struct<packed (i8, i32)>, %g: !llvm.struct<"named", (i64, ptr)>, %h: !llvm.struct<"opq", opaque>, %i: !llvm.struct<"rec", (ptr, struct<"rec">)>, %j: !llvm.array<4 x i32>, %k: !llvm.array<2 x array<3 x !llvm.ptr<3>>>, %l: !llvm.func<void (i32, ...)>, %m: !llvm.func<struct<(i32)> ()>, %n: !llvm.token, %o: !llvm.metadata, %p: !llvm.target<"spirv.Image", i32, 0>, %q: !llvm.x86_amx, %r: !llvm.ppc_fp128, %s: vector<4x!llvm.ptr>, %t: !llvm.struct<"pk", packed (i8, array<2 x i16>)>, %u: !llvm.target<"tgt">, %v: !llvm.target<"tgt2", 1, 2>) {
  llvm.return
}

// CHECK: llvm.func @types(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr, %arg3: !llvm.struct<()>, %arg4: !llvm.struct<(i32, f32)>, %arg5: !llvm.struct<packed (i8, i32)>, %arg6: !llvm.struct<"named", (i64, ptr)>, %arg7: !llvm.struct<"opq", opaque>, %arg8: !llvm.struct<"rec", (ptr, struct<"rec">)>, %arg9: !llvm.array<4 x i32>, %arg10: !llvm.array<2 x array<3 x ptr<3>>>, %arg11: !llvm.func<void (i32, ...)>, %arg12: !llvm.func<struct<(i32)> ()>, %arg13: !llvm.token, %arg14: !llvm.metadata, %arg15: !llvm.target<"spirv.Image", i32, 0>, %arg16: !llvm.x86_amx, %arg17: !llvm.ppc_fp128, %arg18: vector<4x!llvm.ptr>, %arg19: !llvm.struct<"pk", packed (i8, array<2 x i16>)>, %arg20: !llvm.target<"tgt">, %arg21: !llvm.target<"tgt2", 1, 2>) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }

// A negative address space wraps to 32 bits as LLVM 22 reads an `unsigned`;
// a struct named again inside a struct nested in it is a self-reference.
llvm.func @wrap(%a: !llvm.ptr<-5>, %b: !llvm.struct<"outer", (struct<"inner", (struct<"outer">)>)>)
// CHECK: llvm.func @wrap(!llvm.ptr<4294967291>, !llvm.struct<"outer", (struct<"inner", (struct<"outer">)>)>)
