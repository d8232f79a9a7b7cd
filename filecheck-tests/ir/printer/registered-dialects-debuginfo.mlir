// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// Function argument locations inline, op locations as deferred aliases.

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

// CHECK: #loc3 = loc("{{.*}}registered-dialects-debuginfo.mlir":6:17)
// CHECK-NEXT: #loc4 = loc("{{.*}}registered-dialects-debuginfo.mlir":6:39)
// CHECK-NEXT: #loc12 = loc("{{.*}}registered-dialects-debuginfo.mlir":17:19)
// CHECK-NEXT: #loc13 = loc("{{.*}}registered-dialects-debuginfo.mlir":17:28)
// CHECK-NEXT: #loc14 = loc("{{.*}}registered-dialects-debuginfo.mlir":17:37)
// CHECK-NEXT: #loc22 = loc("{{.*}}registered-dialects-debuginfo.mlir":26:10)
// CHECK-NEXT: #loc23 = loc("{{.*}}registered-dialects-debuginfo.mlir":26:19)
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @k(%arg0: memref<?xf32> loc("{{.*}}registered-dialects-debuginfo.mlir":6:17), %arg1: index loc("{{.*}}registered-dialects-debuginfo.mlir":6:39)) kernel {
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x loc(#loc5)
// CHECK-NEXT:       %block_id_y = gpu.block_id  y loc(#loc6)
// CHECK-NEXT:       %0 = arith.cmpi ult, %thread_id_x, %arg1 : index loc(#loc7)
// CHECK-NEXT:       cf.cond_br %0, ^bb1, ^bb2 loc(#loc8)
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       cf.br ^bb2 loc(#loc9)
// CHECK-NEXT:     ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       gpu.return loc(#loc10)
// CHECK-NEXT:     } loc(#loc2)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func @main(%arg0: f32 loc("{{.*}}registered-dialects-debuginfo.mlir":17:19), %arg1: f64 loc("{{.*}}registered-dialects-debuginfo.mlir":17:28), %arg2: i32 loc("{{.*}}registered-dialects-debuginfo.mlir":17:37)) -> (f32, i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = math.sqrt %arg0 : f32 loc(#loc15)
// CHECK-NEXT:     %1 = math.absf %arg1 : f64 loc(#loc16)
// CHECK-NEXT:     %2 = arith.addf %0, %0 fastmath<fast> : f32 loc(#loc17)
// CHECK-NEXT:     %3:2 = scf.while (%arg3 = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32 loc(#loc19)
// CHECK-NEXT:       %6 = arith.cmpi slt, %arg3, %c10_i32 : i32 loc(#loc20)
// CHECK-NEXT:       scf.condition(%6) %arg3, %arg3 : i32, i32 loc(#loc21)
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32 loc("{{.*}}registered-dialects-debuginfo.mlir":26:10), %arg4: i32 loc("{{.*}}registered-dialects-debuginfo.mlir":26:19)):
// CHECK-NEXT:       %6 = arith.addi %arg3, %arg4 : i32 loc(#loc24)
// CHECK-NEXT:       scf.yield %6 : i32 loc(#loc25)
// CHECK-NEXT:     } loc(#loc18)
// CHECK-NEXT:     %4 = arith.index_cast %arg2 : i32 to index loc(#loc26)
// CHECK-NEXT:     %true = arith.constant true loc(#loc27)
// CHECK-NEXT:     %5 = arith.select %true, %2, %0 : f32 loc(#loc28)
// CHECK-NEXT:     return %5, %3#1 : f32, i32 loc(#loc29)
// CHECK-NEXT:   } loc(#loc11)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}registered-dialects-debuginfo.mlir":4:1)
// CHECK-NEXT: #loc1 = loc("{{.*}}registered-dialects-debuginfo.mlir":5:3)
// CHECK-NEXT: #loc2 = loc("{{.*}}registered-dialects-debuginfo.mlir":6:5)
// CHECK-NEXT: #loc5 = loc("{{.*}}registered-dialects-debuginfo.mlir":7:14)
// CHECK-NEXT: #loc6 = loc("{{.*}}registered-dialects-debuginfo.mlir":8:14)
// CHECK-NEXT: #loc7 = loc("{{.*}}registered-dialects-debuginfo.mlir":9:12)
// CHECK-NEXT: #loc8 = loc("{{.*}}registered-dialects-debuginfo.mlir":10:7)
// CHECK-NEXT: #loc9 = loc("{{.*}}registered-dialects-debuginfo.mlir":12:7)
// CHECK-NEXT: #loc10 = loc("{{.*}}registered-dialects-debuginfo.mlir":14:7)
// CHECK-NEXT: #loc11 = loc("{{.*}}registered-dialects-debuginfo.mlir":17:3)
// CHECK-NEXT: #loc15 = loc("{{.*}}registered-dialects-debuginfo.mlir":18:10)
// CHECK-NEXT: #loc16 = loc("{{.*}}registered-dialects-debuginfo.mlir":19:10)
// CHECK-NEXT: #loc17 = loc("{{.*}}registered-dialects-debuginfo.mlir":20:10)
// CHECK-NEXT: #loc18 = loc("{{.*}}registered-dialects-debuginfo.mlir":21:12)
// CHECK-NEXT: #loc19 = loc("{{.*}}registered-dialects-debuginfo.mlir":22:12)
// CHECK-NEXT: #loc20 = loc("{{.*}}registered-dialects-debuginfo.mlir":23:14)
// CHECK-NEXT: #loc21 = loc("{{.*}}registered-dialects-debuginfo.mlir":24:7)
// CHECK-NEXT: #loc24 = loc("{{.*}}registered-dialects-debuginfo.mlir":27:12)
// CHECK-NEXT: #loc25 = loc("{{.*}}registered-dialects-debuginfo.mlir":28:7)
// CHECK-NEXT: #loc26 = loc("{{.*}}registered-dialects-debuginfo.mlir":30:10)
// CHECK-NEXT: #loc27 = loc("{{.*}}registered-dialects-debuginfo.mlir":31:13)
// CHECK-NEXT: #loc28 = loc("{{.*}}registered-dialects-debuginfo.mlir":32:10)
// CHECK-NEXT: #loc29 = loc("{{.*}}registered-dialects-debuginfo.mlir":33:5)
