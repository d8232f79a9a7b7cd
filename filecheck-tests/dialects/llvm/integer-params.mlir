// Integer parameters as MLIR reads and prints them: a uint64_t takes a
// negative literal wrapped (-1 is 2^64-1), prints its largest value
// unsigned and 0 still; an int64_t (and a cf.switch case) reads `true` as
// a 1-bit 1 sign-extended, -1.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

// CHECK: #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, -1>}>
// CHECK: #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = -1>
// CHECK: module attributes {test.cg = [#llvm.cgprofile_entry<from = @a, to = @b, count = 18446744073709551615>, #llvm.cgprofile_entry<from = @a, count = 18446744073709551615>, #llvm.cgprofile_entry<from = @a, count = 0>]
// CHECK: llvm.func @f(!llvm.array<18446744073709551615 x i32>, !llvm.array<18446744073709551615 x i8>, !llvm.array<0 x i8>)
// CHECK: llvm.extractvalue %{{.*}}[3] : !llvm.array<4 x i32>
// CHECK: cf.switch %{{.*}} : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 4294967295: ^bb1,
// CHECK-NEXT: 0: ^bb1

#root = #llvm.tbaa_root<id = "r">
#int = #llvm.tbaa_type_desc<id = "int", members = {<#root, true>}>
module attributes {test.tbaa = [#int, #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = true>], test.cg = [#llvm.cgprofile_entry<from = @a, to = @b, count = 18446744073709551615>, #llvm.cgprofile_entry<from = @a, count = -1>, #llvm.cgprofile_entry<from = @a, count = 0>]} {
  llvm.func @f(!llvm.array<-1 x i32>, !llvm.array<18446744073709551615 x i8>, !llvm.array<0 x i8>)
  llvm.func @g(%arg0: !llvm.array<4 x i32>) -> i32 {
    %0 = llvm.extractvalue %arg0[3] : !llvm.array<4 x i32>
    llvm.return %0 : i32
  }
  func.func @switch(%x: i32) {
    cf.switch %x : i32, [default: ^bb1, true: ^bb1, false: ^bb1]
  ^bb1:
    return
  }
}
