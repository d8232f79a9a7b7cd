// The driver's -O pipelines (tileiras's PM#1 on builtin.module, PM#2 on
// any) run end to end, the same bytes with and without threads.
// Contract-only passes check their anchor and options and leave the IR as
// it is; implemented ones transform it (PM#2's cse inside gpu.module drops
// the kernel's unused multiply).
// RUN: tileir-opt %s -O3 --gpu-name=sm_100 -o %t.threads
// RUN: tileir-opt %s -O3 --gpu-name=sm_100 --mlir-disable-threading -o %t.single
// RUN: diff %t.threads %t.single
// RUN: tileir-opt %s -O3 --gpu-name=sm_100 | FileCheck %s
// RUN: tileir-opt %s -O0 --gpu-name=sm_90 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=O0
// RUN: tileir-opt %s -O2 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2
// RUN: not tileir-opt %s -O1 -g 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not tileir-opt %s -O7 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not tileir-opt %s -O3 -cse 2>&1 | FileCheck %s --check-prefix=MIXED

// CHECK-LABEL: gpu.module @kernels
// CHECK: gpu.func @scale(%arg0: f32, %arg1: f32) kernel
// CHECK-NEXT: gpu.return
// CHECK-LABEL: func.func @host
// CHECK-NEXT: arith.addi

// O0: Pass Manager with 5 passes:
// O0-NEXT: builtin.module(
// O0-NEXT:   symbol-dce,
// O0-NEXT:   convert-cudatile-debuginfo{debuginfo-level=none is-optimized=false},
// O0-NEXT:   inline{
// O0-NEXT:   symbol-dce,
// O0-NEXT:   convert-cudatile-to-tileaa{compute-capability=sm_90}
// O0: Pass Manager with {{[0-9]+}} passes:
// O0-NEXT: any(
// O0: tileas-generate-schedule{max-constraint-iterations=10 rrt-size-threshold=4096 scheduler=serial trace-file-path= use-AUS=false}
// O0: nv-tile-ir-convert-target-to-nvvm{opt-level=0

// O2: cuda_tile.module(
// O2-NEXT: any(
// O2-NEXT: canonicalize{
// O2-NEXT: cse,
// O2-NEXT: cuda-tile-licm
// O2-NEXT: )
// O2: scheduler=cost-v2

// DEBUG: optimized debugging is currently not supported, change the optimization level to 0 or disable full debug info
// LEVEL: invalid optimization level: 7
// MIXED: error: the driver's -O pipelines can't be used with '-pass-pipeline' or individual pass options

module {
  gpu.module @kernels {
    gpu.func @scale(%x: f32, %y: f32) kernel {
      %0 = arith.mulf %x, %y : f32
      gpu.return
    }
  }
  func.func @host(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
}
