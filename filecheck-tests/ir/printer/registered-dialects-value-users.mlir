// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s
// Users comments in custom form.

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
// CHECK-NEXT:       // %arg0 is unused
// CHECK-NEXT:       // %arg1 is used by %3
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x // user: %3
// CHECK-NEXT:       %block_id_y = gpu.block_id  y // unused
// CHECK-NEXT:       %3 = arith.cmpi ult, %thread_id_x, %arg1 : index // user: %4
// CHECK-NEXT:       cf.cond_br %3, ^bb1, ^bb2 // id: %4
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: f32, %arg1: f64, %arg2: i32) -> (f32, i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     // %arg0 is used by %2
// CHECK-NEXT:     // %arg1 is used by %3
// CHECK-NEXT:     // %arg2 is used by %6, %5#0, %5#1
// CHECK-NEXT:     %2 = math.sqrt %arg0 : f32 // users: %7, %4
// CHECK-NEXT:     %3 = math.absf %arg1 : f64 // unused
// CHECK-NEXT:     %4 = arith.addf %2, %2 fastmath<fast> : f32 // user: %7
// CHECK-NEXT:     %5:2 = scf.while (%arg3 = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT:       // %arg3 is used by %10, %9
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32 // user: %9
// CHECK-NEXT:       %9 = arith.cmpi slt, %arg3, %c10_i32 : i32 // user: %10
// CHECK-NEXT:       scf.condition(%9) %arg3, %arg3 : i32, i32 // id: %10
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:       // %arg3 is used by %9
// CHECK-NEXT:       // %arg4 is used by %9
// CHECK-NEXT:       %9 = arith.addi %arg3, %arg4 : i32 // user: %10
// CHECK-NEXT:       scf.yield %9 : i32 // id: %10
// CHECK-NEXT:     } // users: (unused), (%8)
// CHECK-NEXT:     %6 = arith.index_cast %arg2 : i32 to index // unused
// CHECK-NEXT:     %true = arith.constant true // user: %7
// CHECK-NEXT:     %7 = arith.select %true, %4, %2 : f32 // user: %8
// CHECK-NEXT:     return %7, %5#1 : f32, i32 // id: %8
// CHECK-NEXT:   }
// CHECK-NEXT: }
