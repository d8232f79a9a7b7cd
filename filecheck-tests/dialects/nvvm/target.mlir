// RUN: tileir-opt %s | FileCheck %s
// #nvvm.target on gpu.module: defaults elided, parameters printed in declaration order (expected output produced by mlir-opt 22).

module attributes {gpu.container_module} {
  gpu.module @default [#nvvm.target] {}
  gpu.module @hopper [#nvvm.target<chip = "sm_90", O = 3>] {}
  gpu.module @full [#nvvm.target<verifyTarget = false, O = 1, triple = "nvptx64-nvidia-cuda", chip = "sm_80", features = "+ptx80", flags = {fast}, link = ["a.bc", "b.bc"]>] {}
  gpu.module @defaults_spelled [#nvvm.target<O = 2, chip = "sm_50", features = "+ptx60", verifyTarget = true>] {}
  gpu.module @two [#nvvm.target<chip = "sm_100a">, #nvvm.target<chip = "sm_120">] {}
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @default [#nvvm.target] {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @hopper [#nvvm.target<O = 3, chip = "sm_90">] {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @full [#nvvm.target<O = 1, chip = "sm_80", features = "+ptx80", flags = {fast}, link = ["a.bc", "b.bc"], verifyTarget = false>] {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @defaults_spelled [#nvvm.target<features = "+ptx60">] {
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @two [#nvvm.target<chip = "sm_100a">, #nvvm.target<chip = "sm_120">] {
// CHECK-NEXT: }
// CHECK-NEXT: }
