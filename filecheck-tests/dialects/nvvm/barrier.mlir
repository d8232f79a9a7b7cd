// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// nvvm.barrier with and without its reduction, and #nvvm.reduction
// (expected output produced by mlir-opt 22).

llvm.func @barriers(%p: i32, %id: i32, %n: i32) -> i32 {
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  %0 = nvvm.barrier #nvvm.reduction<and> %p -> i32
  %1 = nvvm.barrier #nvvm.reduction<or> %p -> i32 {foo}
  %2 = nvvm.barrier #nvvm.reduction<popc> %p -> i32
  nvvm.barrier #nvvm.reduction<popc> %p
  %3 = nvvm.barrier -> i32
  %4 = nvvm.barrier id = %id number_of_threads = %n -> i32
  llvm.return %0 : i32
}
func.func private @kinds() attributes {r = [#nvvm.reduction<popc>, #nvvm.reduction<and>, #nvvm.reduction<or>, #nvvm.reduction<"or">]}

// CHECK: module {
// CHECK-NEXT:   llvm.func @barriers(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     nvvm.barrier
// CHECK-NEXT:     nvvm.barrier id = %arg1
// CHECK-NEXT:     nvvm.barrier id = %arg1 number_of_threads = %arg2
// CHECK-NEXT:     %0 = nvvm.barrier #nvvm.reduction<and> %arg0 -> i32
// CHECK-NEXT:     %1 = nvvm.barrier #nvvm.reduction<or> %arg0 -> i32 {foo}
// CHECK-NEXT:     %2 = nvvm.barrier #nvvm.reduction<popc> %arg0 -> i32
// CHECK-NEXT:     nvvm.barrier #nvvm.reduction<popc> %arg0
// CHECK-NEXT:     %3 = nvvm.barrier -> i32
// CHECK-NEXT:     %4 = nvvm.barrier id = %arg1 number_of_threads = %arg2 -> i32
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @kinds() attributes {r = [#nvvm.reduction<popc>, #nvvm.reduction<and>, #nvvm.reduction<or>, #nvvm.reduction<or>]}
// CHECK-NEXT: }
