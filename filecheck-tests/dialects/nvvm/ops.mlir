// RUN: tileir-opt %s | FileCheck %s
// nvvm special registers, barriers, fences, warp collectives and misc ops (expected output produced by mlir-opt 22).

func.func @sreg() {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %2 = nvvm.read.ptx.sreg.clock64 : i64
  %3 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %4 = nvvm.read.ptx.sreg.envreg3 : i32
  %5 = nvvm.read.ptx.sreg.globaltimer : i64
  return
}
func.func @sync(%a: i32, %f: f32, %p: i1) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %a
  nvvm.barrier id = %a number_of_threads = %a
  nvvm.barrier.arrive number_of_threads = %a
  nvvm.barrier.arrive id = %a number_of_threads = %a
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  nvvm.fence.mbarrier.init
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy.release #nvvm.mem_scope<cta>
  nvvm.setmaxregister increase 232
  nvvm.setmaxregister decrease 40
  %s = nvvm.shfl.sync bfly %a, %a, %a, %a : i32 -> i32
  %s2 = nvvm.shfl.sync idx %a, %f, %a, %a : f32 -> f32
  %v = nvvm.vote.sync ballot %a, %p -> i32
  %v2 = nvvm.vote.sync any %a, %p -> i1
  nvvm.bar.warp.sync %a : i32
  %e = nvvm.elect.sync -> i1
  %e2 = nvvm.elect.sync %a -> i1
  %r = nvvm.redux.sync add %a, %a : i32 -> i32
  %r2 = nvvm.redux.sync fmax %f, %a {abs = true, nan = true} : f32 -> f32
  %rc = nvvm.rcp.approx.ftz.f %f : f32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 1
  nvvm.cp.async.bulk.wait_group 0 {read}
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  nvvm.breakpoint
  nvvm.exit
  nvvm.nanosleep %a
  nvvm.pmevent id = 3
  nvvm.pmevent mask = 15
  nvvm.griddepcontrol wait
  nvvm.griddepcontrol launch_dependents
  %t = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>, relu = true}
  %t2 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>}
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @sreg() {
// CHECK-NEXT: %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %1 = nvvm.read.ptx.sreg.clock64 : i64
// CHECK-NEXT: %2 = nvvm.read.ptx.sreg.lanemask.eq : i32
// CHECK-NEXT: %3 = nvvm.read.ptx.sreg.envreg3 : i32
// CHECK-NEXT: %4 = nvvm.read.ptx.sreg.globaltimer : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sync(%arg0: i32, %arg1: f32, %arg2: i1) {
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.barrier
// CHECK-NEXT: nvvm.barrier id = %arg0
// CHECK-NEXT: nvvm.barrier id = %arg0 number_of_threads = %arg0
// CHECK-NEXT: nvvm.barrier.arrive number_of_threads = %arg0
// CHECK-NEXT: nvvm.barrier.arrive id = %arg0 number_of_threads = %arg0
// CHECK-NEXT: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.arrive.relaxed
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-NEXT: nvvm.fence.sc.cluster
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.fence.proxy.release <cta>
// CHECK-NEXT: nvvm.setmaxregister  increase 232
// CHECK-NEXT: nvvm.setmaxregister  decrease 40
// CHECK-NEXT: %0 = nvvm.shfl.sync  bfly %arg0, %arg0, %arg0, %arg0 : i32 -> i32
// CHECK-NEXT: %1 = nvvm.shfl.sync  idx %arg0, %arg1, %arg0, %arg0 : f32 -> f32
// CHECK-NEXT: %2 = nvvm.vote.sync  ballot %arg0, %arg2 -> i32
// CHECK-NEXT: %3 = nvvm.vote.sync  any %arg0, %arg2 -> i1
// CHECK-NEXT: nvvm.bar.warp.sync %arg0 : i32
// CHECK-NEXT: %4 = nvvm.elect.sync -> i1
// CHECK-NEXT: %5 = nvvm.elect.sync %arg0 -> i1
// CHECK-NEXT: %6 = nvvm.redux.sync  add %arg0, %arg0 : i32 -> i32
// CHECK-NEXT: %7 = nvvm.redux.sync  fmax %arg1, %arg0 {abs = true, nan = true} : f32 -> f32
// CHECK-NEXT: %8 = nvvm.rcp.approx.ftz.f %arg1 : f32
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 1
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NEXT: nvvm.breakpoint
// CHECK-NEXT: nvvm.exit
// CHECK-NEXT: nvvm.nanosleep %arg0
// CHECK-NEXT: nvvm.pmevent id = 3
// CHECK-NEXT: nvvm.pmevent mask = 15
// CHECK-NEXT: nvvm.griddepcontrol  wait
// CHECK-NEXT: nvvm.griddepcontrol  launch_dependents
// CHECK-NEXT: %9 = nvvm.convert.float.to.tf32 %arg1 {relu = true, rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>}
// CHECK-NEXT: %10 = nvvm.convert.float.to.tf32 %arg1 {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
