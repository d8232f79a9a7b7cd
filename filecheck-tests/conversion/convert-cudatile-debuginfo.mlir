// convert-cudatile-debuginfo: with debuginfo-level=none (the driver's
// level without -g or -lineinfo) the cuda_tile debug scopes carried as
// location metadata are dropped, nested ones too, and a fused location
// left with one member is that member; other metadata stays. Other levels
// keep the scopes. (Any cuda_tile attribute stands for a scope here.)

// RUN: tileir-opt %s --mlir-print-debuginfo --mlir-print-local-scope --pass-pipeline='builtin.module(convert-cudatile-debuginfo)' | FileCheck %s
// RUN: tileir-opt %s --mlir-print-debuginfo --mlir-print-local-scope --pass-pipeline='builtin.module(convert-cudatile-debuginfo{debuginfo-level=line-tables is-optimized=true})' | FileCheck %s --check-prefix=KEEP

// CHECK: constant <i32: 1> : tile<i32> loc("k.py":3:4)
// CHECK: constant <i32: 2> : tile<i32> loc("x"(fused["k.py":5:6, "k.py":7:8]))
// CHECK: constant <i32: 3> : tile<i32> loc(fused<"other">["k.py":9:1])
// CHECK-NOT: cuda_tile.optimization_hints

// KEEP: constant <i32: 1> : tile<i32> loc(fused<#cuda_tile.optimization_hints<default = {}>>["k.py":3:4])
// KEEP: constant <i32: 2> : tile<i32> loc("x"(fused<#cuda_tile.optimization_hints<default = {}>>["k.py":5:6, "k.py":7:8]))
cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %c = constant <i32: 1> : tile<i32> loc(fused<#cuda_tile.optimization_hints<default = {}>>["k.py":3:4])
    %d = constant <i32: 2> : tile<i32> loc("x"(fused<#cuda_tile.optimization_hints<default = {}>>["k.py":5:6, "k.py":7:8]))
    %e = constant <i32: 3> : tile<i32> loc(fused<"other">["k.py":9:1])
    return
  }
}
