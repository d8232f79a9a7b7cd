// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// gpu, cf, math, scf.while custom forms, attributes keyword.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<?xf32>, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id y
      %c = arith.cmpi ult, %tid, %n : index
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      cf.br ^bb2
    ^bb2:
      gpu.return
    }
  }
  func.func @main(%a: f32, %b: f64, %i: i32) -> (f32, i32) attributes {llvm.emit_c_interface} {
    %0 = math.sqrt %a : f32
    %1 = math.absf %b : f64
    %2 = arith.addf %0, %0 fastmath<fast> : f32
    %3:2 = scf.while (%x = %i) : (i32) -> (i32, i32) {
      %c = arith.constant 10 : i32
      %cmp = arith.cmpi slt, %x, %c : i32
      scf.condition(%cmp) %x, %x : i32, i32
    } do {
    ^bb0(%y: i32, %z: i32):
      %n = arith.addi %y, %z : i32
      scf.yield %n : i32
    }
    %4 = arith.index_cast %i : i32 to index
    %true = arith.constant true
    %5 = arith.select %true, %2, %0 : f32
    return %5, %3#1 : f32, i32
  }
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @k(%arg0: memref<?xf32>, %arg1: index) kernel {
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %block_id_y = gpu.block_id  y
// CHECK-NEXT:       %0 = arith.cmpi ult, %thread_id_x, %arg1 : index
// CHECK-NEXT:       cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: f32, %arg1: f64, %arg2: i32) -> (f32, i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = math.sqrt %arg0 : f32
// CHECK-NEXT:     %1 = math.absf %arg1 : f64
// CHECK-NEXT:     %2 = arith.addf %0, %0 fastmath<fast> : f32
// CHECK-NEXT:     %3:2 = scf.while (%arg3 = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:       %6 = arith.cmpi slt, %arg3, %c10_i32 : i32
// CHECK-NEXT:       scf.condition(%6) %arg3, %arg3 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:       %6 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:       scf.yield %6 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %5 = arith.select %true, %2, %0 : f32
// CHECK-NEXT:     return %5, %3#1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
