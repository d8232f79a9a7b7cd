// RUN: tileir-opt %s --pass-pipeline='builtin.module(gpu.module(inline,symbol-dce))' | FileCheck %s
// RUN: tileir-opt %s --pass-pipeline='builtin.module(gpu.module(inline{default-pipeline=},symbol-dce))' | FileCheck %s --check-prefix=RAW
// PM#2 starts with `inline` on each gpu.module: nv_tileaa's inliner hooks
// inline nv_tileaa.call of an nv_tileaa.func (a one-block body gives its
// returned values; a multi-block body branches to the block after the call).

gpu.module @m {
  nv_tileaa.func private @twice(%x: tensor<64xf32>) -> tensor<64xf32> {
    %y = nv_tileaa.addf %x, %x : tensor<64xf32>
    nv_tileaa.return %y : tensor<64xf32>
  }
  nv_tileaa.func private @pick(%c: i1, %a: i32, %b: i32) -> i32 {
    cf.cond_br %c, ^t, ^f
  ^t:
    nv_tileaa.return %a : i32
  ^f:
    nv_tileaa.return %b : i32
  }
  nv_tileaa.func @kernel(%x: tensor<64xf32>, %c: i1, %a: i32, %b: i32) -> (tensor<64xf32>, i32) {
    %w = nv_tileaa.call @twice(%x) : (tensor<64xf32>) -> tensor<64xf32>
    %p = nv_tileaa.call @pick(%c, %a, %b) : (i1, i32, i32) -> i32
    nv_tileaa.return %w, %p : tensor<64xf32>, i32
  }
}

// CHECK-LABEL: gpu.module @m
// CHECK-NOT: @twice
// CHECK-NOT: @pick
// CHECK: nv_tileaa.func @kernel(%arg0: tensor<64xf32>, %arg1: i1, %arg2: i32, %arg3: i32) -> (tensor<64xf32>, i32) {
// CHECK-NEXT: %0 = addf %arg0, %arg0 : tensor<64xf32>
// CHECK-NEXT: %1 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: return %0, %1 : tensor<64xf32>, i32

// RAW: %0 = addf %arg0, %arg0 : tensor<64xf32>
// RAW-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// RAW-NEXT: ^bb1:
// RAW-NEXT: cf.br ^bb3(%arg2 : i32)
// RAW-NEXT: ^bb2:
// RAW-NEXT: cf.br ^bb3(%arg3 : i32)
// RAW-NEXT: ^bb3(%1: i32):
// RAW-NEXT: return %0, %1 : tensor<64xf32>, i32
// RAW-NOT: call
