// uint64_t parameters as MLIR reads and prints them: a negative literal
// wraps (-1 is 2^64-1), the largest value prints unsigned, 0 still prints.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

// CHECK: test.cg = [#llvm.cgprofile_entry<from = @a, to = @b, count = 18446744073709551615>, #llvm.cgprofile_entry<from = @a, count = 18446744073709551615>, #llvm.cgprofile_entry<from = @a, count = 0>]
// CHECK: llvm.func @f(!llvm.array<18446744073709551615 x i32>, !llvm.array<18446744073709551615 x i8>, !llvm.array<0 x i8>)
// CHECK: llvm.extractvalue %{{.*}}[3] : !llvm.array<4 x i32>
module attributes {test.cg = [#llvm.cgprofile_entry<from = @a, to = @b, count = 18446744073709551615>, #llvm.cgprofile_entry<from = @a, count = -1>, #llvm.cgprofile_entry<from = @a, count = 0>]} {
  llvm.func @f(!llvm.array<-1 x i32>, !llvm.array<18446744073709551615 x i8>, !llvm.array<0 x i8>)
  llvm.func @g(%arg0: !llvm.array<4 x i32>) -> i32 {
    %0 = llvm.extractvalue %arg0[3] : !llvm.array<4 x i32>
    llvm.return %0 : i32
  }
}
