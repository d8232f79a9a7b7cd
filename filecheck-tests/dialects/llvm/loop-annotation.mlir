// Loop metadata: #llvm.loop_annotation and its members, parsed in full, as
// aliases or stripped, printed through the dialect's aliases (mlir-opt 22's
// output), and stripped where aliases are off.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 32 : i32>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = false, versioningDisable = true>
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 8 : i32>
// CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 1 : i32>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll>
// CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true, followupCoincident = #loop_annotation, followupSequential = #loop_annotation, followupFallback = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_unroll1 = #llvm.loop_unroll<disable = true, count = 32 : i32, runtimeDisable = true, full = false, followupUnrolled = #loop_annotation, followupRemainder = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = false, count = 16 : i32, followupOuter = #loop_annotation, followupInner = #loop_annotation, followupRemainderOuter = #loop_annotation, followupRemainderInner = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #loop_annotation, followupEpilogue = #loop_annotation, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<disableNonforced = false, vectorize = #loop_vectorize, interleave = #loop_interleave, unroll = #loop_unroll1, unrollAndJam = #loop_unroll_and_jam, licm = #loop_licm, distribute = #loop_distribute, pipeline = #loop_pipeline, peeled = #loop_peeled, unswitch = #loop_unswitch, mustProgress = true, isVectorized = false, parallelAccesses = #access_group, #access_group1>
// CHECK-NEXT: module {
// CHECK-NEXT:   llvm.func @all_members() {
// CHECK-NEXT:     llvm.br ^bb1 {loop_annotation = #loop_annotation2}
// CHECK:        func.func @on_cf_br() {
// CHECK-NEXT:     cf.br ^bb1 {llvm.loop_annotation = #loop_annotation1}

// LOCAL: llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<disableNonforced = false, vectorize = <disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = <disableNonforced = true>, followupEpilogue = <disableNonforced = true>, followupAll = <disableNonforced = true>>, interleave = <count = 32 : i32>, unroll = <disable = true, count = 32 : i32, runtimeDisable = true, full = false, followupUnrolled = <disableNonforced = true>, followupRemainder = <disableNonforced = true>, followupAll = <disableNonforced = true>>, unrollAndJam = <disable = false, count = 16 : i32, followupOuter = <disableNonforced = true>, followupInner = <disableNonforced = true>, followupRemainderOuter = <disableNonforced = true>, followupRemainderInner = <disableNonforced = true>, followupAll = <disableNonforced = true>>, licm = <disable = false, versioningDisable = true>, distribute = <disable = true, followupCoincident = <disableNonforced = true>, followupSequential = <disableNonforced = true>, followupFallback = <disableNonforced = true>, followupAll = <disableNonforced = true>>, pipeline = <disable = false, initiationinterval = 1 : i32>, peeled = <count = 8 : i32>, unswitch = <partialDisable = true>, mustProgress = true, isVectorized = false, parallelAccesses = <id = distinct[0]<>>, <id = distinct[1]<>>>}
// LOCAL: cf.br ^bb1 {llvm.loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}

#followup = #llvm.loop_annotation<disableNonforced = true>
#vec = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 16 : i32, followupVectorized = #followup, followupEpilogue = #followup, followupAll = #followup>
#un = #llvm.loop_unroll<disable = true, count = 32 : i32, runtimeDisable = true, full = false, followupUnrolled = #followup, followupRemainder = #followup, followupAll = #followup>
#uj = #llvm.loop_unroll_and_jam<disable = false, count = 16 : i32, followupOuter = #followup, followupInner = #followup, followupRemainderOuter = #followup, followupRemainderInner = #followup, followupAll = #followup>
#dist = #llvm.loop_distribute<disable = true, followupCoincident = #followup, followupSequential = #followup, followupFallback = #followup, followupAll = #followup>
#ag1 = #llvm.access_group<id = distinct[0]<>>
// Members in any order, stripped or in full; printed in declaration order.
#la = #llvm.loop_annotation<mustProgress = true, disableNonforced = false, vectorize = #vec, interleave = <count = 32 : i32>, unroll = #un, unrollAndJam = #uj, licm = #llvm.loop_licm<disable = false, versioningDisable = true>, distribute = #dist, pipeline = <disable = false, initiationinterval = 1 : i32>, peeled = <count = 8 : i32>, unswitch = <partialDisable = true>, isVectorized = false, parallelAccesses = #ag1, <id = distinct[1]<>>>

llvm.func @all_members() {
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}

func.func @on_cf_br() {
  cf.br ^bb1 {llvm.loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}
^bb1:
  return
}
