// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// gpu mapping and memory-space attributes (expected output produced by mlir-opt 22).

func.func @mapping() attributes {threads = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>, #gpu.thread<linear_dim_0>, #gpu.thread<linear_dim_9>], others = [#gpu.block<y>, #gpu.warp<z>, #gpu.warpgroup<x>, #gpu.lane<linear_dim_3>], spaces = [#gpu.memory_space<global>, #gpu.memory_space<workgroup>, #gpu.memory_space<private>]} {
  return
}

// CHECK-LABEL: func.func @mapping() attributes {others = [#gpu.block<y>, #gpu.warp<z>, #gpu.warpgroup<x>, #gpu.lane<linear_dim_3>], spaces = [#gpu.memory_space<global>, #gpu.memory_space<workgroup>, #gpu.memory_space<private>], threads = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>, #gpu.thread<linear_dim_0>, #gpu.thread<linear_dim_9>]} {
