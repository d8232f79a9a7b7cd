// RUN: tileir-opt %s | FileCheck %s
// nvvm tcgen05 memory ops, dot accumulate, cluster launch control, st.bulk, memory.barrier (expected output produced by mlir-opt 22).

llvm.func @tcgen05(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %r: i32) {
  nvvm.tcgen05.alloc %p, %n : !llvm.ptr, i32
  nvvm.tcgen05.alloc %s, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.dealloc %t, %n : !llvm.ptr<6>, i32
  nvvm.tcgen05.dealloc %t, %n {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.commit %p : !llvm.ptr
  nvvm.tcgen05.commit %s, multicast_mask = %m {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
  nvvm.tcgen05.shift %t : !llvm.ptr<6>
  nvvm.tcgen05.shift %t {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  nvvm.tcgen05.cp %t, %d {group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  %desc = nvvm.tcgen05.mma_smem_desc (%n, %n, %n, %i8, %b, %i8) : (i32, i32, i32, i8, i1, i8) -> i64
  %l1 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  %l2 = nvvm.tcgen05.ld %t, %d pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  nvvm.tcgen05.st %t, %r {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  nvvm.tcgen05.st %t, %v2, %d unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}
llvm.func @misc(%a4: vector<4xi8>, %a2: vector<2xi16>, %c: i32, %s: !llvm.ptr<3>, %q: i128, %p: !llvm.ptr, %d: i64) {
  %0 = nvvm.dot.accumulate.4way %a4 <unsigned>, %a4 <signed>, %c : vector<4xi8>, vector<4xi8>
  %1 = nvvm.dot.accumulate.2way %a2 <signed>, %a4 <unsigned>, %c {b_hi = true} : vector<2xi16>, vector<4xi8>
  nvvm.clusterlaunchcontrol.try.cancel %s, %s
  nvvm.clusterlaunchcontrol.try.cancel multicast, %s, %s
  %2 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %q : i1
  %3 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_x, %q : i32
  nvvm.st.bulk %p, size = %d : !llvm.ptr
  nvvm.st.bulk %s, size = %d, init = 0 : !llvm.ptr<3>
  nvvm.memory.barrier #nvvm.mem_scope<gpu>
  llvm.return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @tcgen05(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<6>, %arg3: i32, %arg4: i16, %arg5: i64, %arg6: i8, %arg7: i1, %arg8: vector<2xi32>, %arg9: i32) {
// CHECK-NEXT: nvvm.tcgen05.alloc %arg0, %arg3 : !llvm.ptr, i32
// CHECK-NEXT: nvvm.tcgen05.alloc %arg1, %arg3 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.dealloc %arg2, %arg3 : !llvm.ptr<6>, i32
// CHECK-NEXT: nvvm.tcgen05.dealloc %arg2, %arg3 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
// CHECK-NEXT: nvvm.tcgen05.commit %arg0 : !llvm.ptr
// CHECK-NEXT: nvvm.tcgen05.commit %arg1, multicast_mask = %arg4 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i16
// CHECK-NEXT: nvvm.tcgen05.shift %arg2 : !llvm.ptr<6>
// CHECK-NEXT: nvvm.tcgen05.shift %arg2 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
// CHECK-NEXT: nvvm.tcgen05.cp %arg2, %arg5 {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
// CHECK-NEXT: nvvm.tcgen05.cp %arg2, %arg5 {group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
// CHECK-NEXT: %0 = nvvm.tcgen05.mma_smem_desc(%arg3, %arg3, %arg3, %arg6, %arg7, %arg6) : (i32, i32, i32, i8, i1, i8) -> i64
// CHECK-NEXT: %1 = nvvm.tcgen05.ld %arg2 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
// CHECK-NEXT: %2 = nvvm.tcgen05.ld %arg2, %arg5 pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
// CHECK-NEXT: nvvm.tcgen05.st %arg2, %arg9 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
// CHECK-NEXT: nvvm.tcgen05.st %arg2, %arg8, %arg5 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @misc(%arg0: vector<4xi8>, %arg1: vector<2xi16>, %arg2: i32, %arg3: !llvm.ptr<3>, %arg4: i128, %arg5: !llvm.ptr, %arg6: i64) {
// CHECK-NEXT: %0 = nvvm.dot.accumulate.4way %arg0 <unsigned>, %arg0 <signed>, %arg2 : vector<4xi8>, vector<4xi8>
// CHECK-NEXT: %1 = nvvm.dot.accumulate.2way %arg1 <signed>, %arg0 <unsigned>, %arg2 {b_hi = true} : vector<2xi16>, vector<4xi8>
// CHECK-NEXT: nvvm.clusterlaunchcontrol.try.cancel %arg3, %arg3
// CHECK-NEXT: nvvm.clusterlaunchcontrol.try.cancel multicast, %arg3, %arg3
// CHECK-NEXT: %2 = nvvm.clusterlaunchcontrol.query.cancel query =  is_canceled, %arg4 : i1
// CHECK-NEXT: %3 = nvvm.clusterlaunchcontrol.query.cancel query =  get_first_cta_id_x, %arg4 : i32
// CHECK-NEXT: nvvm.st.bulk %arg5, size = %arg6 : !llvm.ptr
// CHECK-NEXT: nvvm.st.bulk %arg3, size = %arg6 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.memory.barrier <gpu>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
