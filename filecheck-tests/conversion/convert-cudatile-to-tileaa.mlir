// convert-cudatile-to-tileaa: the cuda_tile.module becomes a gpu.module
// with the compute capability, each entry an nv_tileaa.func with the
// converted signature, and each op its TileAA form (the mapping table is in
// the pass's module docs). The output verifies against nv_tileaa's
// contracts, and prints back.

// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_90a})' | FileCheck %s
// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_90a})' | tileir-opt -split-input-file | FileCheck %s
// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_90a})' | FileCheck %s --check-prefix=NONE
// NONE-NOT: cuda_tile.{{[a-z_]+}}{{[ ("]}}
// NONE-NOT: {{^ *}}entry

// Element-wise ops: arith/math where the semantics are the default ones,
// nv_tileaa where a rounding mode or the reference says so.

// CHECK-LABEL: gpu.module @arith attributes {"nv_tileaa.compute-capability" = "sm_90a"} {
// CHECK: nv_tileaa.func @ops(%[[P:.*]]: !cuda_tile.ptr<f32>, %[[F:.*]]: f32, %[[N:.*]]: i32) {
// CHECK: %[[X:.*]] = arith.constant dense<1.000000e+00> : tensor<16xf32>
// CHECK: %[[Y:.*]] = arith.constant dense<2.000000e+00> : tensor<16xf32>
// CHECK: %[[I:.*]] = make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
// CHECK: arith.addf %[[X]], %[[Y]] : tensor<16xf32>
// CHECK: addf %[[X]], %[[Y]] {rounding_mode = #nv_tileaa.rounding_mode<rz>} : tensor<16xf32>
// CHECK: arith.maxnumf %[[X]], %[[Y]] : tensor<16xf32>
// CHECK: exp %[[X]] {rounding_mode = #nv_tileaa.rounding_mode<full>} : tensor<16xf32>
// CHECK: arith.cmpf olt, %[[X]], %[[Y]] : tensor<16xf32>
// CHECK: arith.cmpi ult, %[[I]], %[[I]] : tensor<16xi32>
// CHECK: arith.divsi %[[I]], %[[I]] : tensor<16xi32>
// CHECK: arith.extsi %[[I]] : tensor<16xi32> to tensor<16xi64>
// CHECK: fp_to_fp %[[X]] : tensor<16xf32> -> tensor<16xf16>
// CHECK: %[[S:.*]] = splat %[[N]] : i32 -> tensor<1xi32>
// CHECK: broadcast %[[S]] : tensor<1xi32> -> tensor<16xi32>
// CHECK: assume #nv_tileaa.bounded<0, ?>, %[[N]] : i32
// CHECK: arith.addf %[[F]], %[[F]] : f32
// CHECK: return
cuda_tile.module @arith {
  entry @ops(%p: tile<ptr<f32>>, %f: tile<f32>, %n: tile<i32>) {
    %x = constant <f32: 1.0> : tile<16xf32>
    %y = constant <f32: 2.0> : tile<16xf32>
    %i = iota : tile<16xi32>
    %s = addf %x, %y : tile<16xf32>
    %r = addf %x, %y rounding<zero> : tile<16xf32>
    %m = maxf %x, %y : tile<16xf32>
    %e = exp %x : tile<16xf32>
    %c = cmpf less_than ordered %x, %y : tile<16xf32> -> tile<16xi1>
    %k = cmpi less_than %i, %i, unsigned : tile<16xi32> -> tile<16xi1>
    %d = divi %i, %i signed : tile<16xi32>
    %w = exti %i signed : tile<16xi32> -> tile<16xi64>
    %h = ftof %x : tile<16xf32> -> tile<16xf16>
    %v = reshape %n : tile<i32> -> tile<1xi32>
    %b = broadcast %v : tile<1xi32> -> tile<16xi32>
    %q = assume bounded<0, ?>, %n : tile<i32>
    %g = addf %f, %f : tile<f32>
    return
  }
}

// -----

// Views and memory: tensor views become memrefs (static strides as
// constants), partition views tiled views, token-ordered loads and stores
// tiled loads and stores on mem_tokens; the index space is the parent size
// divided by the tile, rounded up; reduce keeps its combiner.

// CHECK-LABEL: gpu.module @views
// CHECK: nv_tileaa.func @copy(%[[P:.*]]: !cuda_tile.ptr<f32>, %[[Q:.*]]: !cuda_tile.ptr<f32>, %[[N:.*]]: i32) {
// CHECK: %[[T:.*]] = create_mem_token
// CHECK: %[[C64:.*]] = arith.constant 64 : i32
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[SRC:.*]] = "nv_tileaa.make_memref"(%[[P]], %[[N]], %[[C64]], %[[C1]]) <{operandSegmentSizes = array<i32: 1, 0, 1, 2>}> : (!cuda_tile.ptr<f32>, i32, i32, i32) -> !nv_tileaa.memref<?x64xf32>
// CHECK: %[[DST:.*]] = "nv_tileaa.make_memref"(%[[Q]], %[[N]],
// CHECK: %[[A:.*]] = block_tile %[[SRC]] {padding_value = #nv_tileaa.padding_value<zero>} : !nv_tileaa.memref<?x64xf32> -> !nv_tileaa.tiled_view<16x64xf32>
// CHECK: %[[B:.*]] = block_tile %[[DST]] : !nv_tileaa.memref<?x64xf32> -> !nv_tileaa.tiled_view<16x64xf32>
// CHECK: %[[R:.*]] = get_parent_dim_size %[[A]] {dim = 0 : i32} : !nv_tileaa.tiled_view<16x64xf32> -> i32
// CHECK: %[[C16:.*]] = arith.constant 16 : i32
// CHECK: arith.ceildivsi %[[R]], %[[C16]] : i32
// CHECK: get_parent_dim_size %[[A]] {dim = 1 : i32}
// CHECK: %[[BX:.*]] = get_program_id x : i32
// CHECK: get_program_id y : i32
// CHECK: get_program_id z : i32
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[V:.*]]:2 = "nv_tileaa.tiled_load"(%[[A]], %[[BX]], %[[C0]], %[[T]]) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!nv_tileaa.tiled_view<16x64xf32>, i32, i32, !nv_tileaa.mem_token) -> (tensor<16x64xf32>, !nv_tileaa.mem_token)
// CHECK: reduce(%[[V]]#0) {axis = 1 : i32, identities = [0.000000e+00 : f32]} : (tensor<16x64xf32>) -> tensor<16xf32> {
// CHECK: ^bb0(%[[L:.*]]: f32, %[[RR:.*]]: f32):
// CHECK: %[[SUM:.*]] = arith.addf %[[L]], %[[RR]] : f32
// CHECK: nv_tileaa.yield %[[SUM]] : f32
// CHECK: %[[J:.*]] = join_mem_token %[[T]], %[[V]]#1
// CHECK: "nv_tileaa.tiled_store"(%[[B]], %[[V]]#0, %[[BX]], %[[C0]], %[[J]]) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}>
cuda_tile.module @views {
  entry @copy(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %src = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %dst = make_tensor_view %q, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %a = make_partition_view %src : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %b = make_partition_view %dst : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %rows, %cols = get_index_space_shape %a : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %v, %t1 = load_view_tko weak %a[%bx, %zero] token = %t : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %s = reduce %v dim=1 identities=[0.000000e+00 : f32] : tile<16x64xf32> -> tile<16xf32>
    (%x: tile<f32>, %y: tile<f32>) {
      %z = addf %x, %y : tile<f32>
      yield %z : tile<f32>
    }
    %done = join_tokens %t, %t1 : token
    %t2 = store_view_tko weak %v, %b[%bx, %zero] token = %done : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Control flow: for and if become scf, continue and yield scf.yield.

// CHECK-LABEL: gpu.module @control
// CHECK: nv_tileaa.func @loop(%[[N:.*]]: i32, %[[C:.*]]: i1) {
// CHECK: %[[T:.*]] = create_mem_token
// CHECK: %[[LO:.*]] = arith.constant 0 : i32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[ACC:.*]] = arith.constant dense<0.000000e+00> : tensor<8xf32>
// CHECK: scf.for %[[IV:.*]] = %[[LO]] to %[[N]] step %[[ONE]] iter_args(%[[IT:.*]] = %[[ACC]]) -> (tensor<8xf32>)  : i32 {
// CHECK: %[[SEL:.*]] = scf.if %[[C]] -> (tensor<8xf32>) {
// CHECK: %[[D:.*]] = arith.addf %[[IT]], %[[IT]] : tensor<8xf32>
// CHECK: scf.yield %[[D]] : tensor<8xf32>
// CHECK: } else {
// CHECK: scf.yield %[[IT]] : tensor<8xf32>
// CHECK: }
// CHECK: scf.yield %[[SEL]] : tensor<8xf32>
// CHECK: }
// CHECK: return
cuda_tile.module @control {
  entry @loop(%n: tile<i32>, %c: tile<i1>) {
    %t = make_token : token
    %lo = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %acc = constant <f32: 0.0> : tile<8xf32>
    %r = for %i in (%lo to %n, step %one) : tile<i32> iter_values(%it = %acc) -> (tile<8xf32>) {
      %sel = if %c -> (tile<8xf32>) {
        %d = addf %it, %it : tile<8xf32>
        yield %d : tile<8xf32>
      } else {
        yield %it : tile<8xf32>
      }
      continue %sel : tile<8xf32>
    }
    return
  }
}

// -----

// Globals: the dense value retyped to a tensor, the type recorded; the
// default compute capability is the pass option's, sm_100a.

// RUN: tileir-opt %s -split-input-file --pass-pipeline='builtin.module(convert-cudatile-to-tileaa)' | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: gpu.module @g attributes {"nv_tileaa.compute-capability" = "sm_100a"} {

// CHECK-LABEL: gpu.module @g
// CHECK: nv_tileaa.global @table {value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>} : tensor<4xf32>
// CHECK: nv_tileaa.func @k() {
// CHECK: get_global @table : !cuda_tile.ptr<f32>
cuda_tile.module @g {
  global @table <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
  entry @k() {
    %p = get_global @table : tile<ptr<f32>>
    return
  }
}

// -----

// Early exits (exits.rs): a `loop` becomes `scf.while`, its body the
// `before` region ending in `scf.condition(%continue)` with the next
// iteration's values and the loop's results; a `break`, `continue` or
// `return` nested in an `if` makes the `if` also yield whether it exited
// (and with what), and the ops after it run in an `if` on that flag. Slots
// an exit leaves unfilled are `ub.poison`.

// CHECK-LABEL: gpu.module @exits
// CHECK: nv_tileaa.func @search(%[[N:.*]]: i32, %[[C:.*]]: i1) {
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[W:.*]]:2 = scf.while (%[[I:.*]] = %[[ZERO]]) : (i32) -> (i32, i32) {
// CHECK: %[[DONE:.*]] = arith.cmpi sge, %[[I]], %[[N]] : i32
// CHECK: %[[X:.*]]:4 = scf.if %[[DONE]] -> (i1, i1, i32, i32) {
// CHECK: %[[BRK:.*]] = arith.constant false
// CHECK: %[[P:.*]] = ub.poison : i32
// CHECK: %[[EXITED:.*]] = arith.constant true
// CHECK: scf.yield %[[EXITED]], %[[BRK]], %[[P]], %[[I]] : i1, i1, i32, i32
// CHECK: } else {
// CHECK: %[[STAY:.*]] = arith.constant false
// CHECK-COUNT-3: ub.poison
// CHECK: scf.yield %[[STAY]], {{.*}} : i1, i1, i32, i32
// CHECK: }
// CHECK: %[[R:.*]]:3 = scf.if %[[X]]#0 -> (i1, i32, i32) {
// CHECK: scf.yield %[[X]]#1, %[[X]]#2, %[[X]]#3 : i1, i32, i32
// CHECK: } else {
// CHECK: %[[NEXT:.*]] = arith.addi %[[I]], %[[ONE]] : i32
// CHECK: %[[CONT:.*]] = arith.constant true
// CHECK: %[[P2:.*]] = ub.poison : i32
// CHECK: scf.yield %[[CONT]], %[[NEXT]], %[[P2]] : i1, i32, i32
// CHECK: }
// CHECK: scf.condition(%[[R]]#0) %[[R]]#1, %[[R]]#2 : i32, i32
// CHECK: } do {
// CHECK: ^bb0(%[[AI:.*]]: i32, %{{.*}}: i32):
// CHECK: scf.yield %[[AI]] : i32
// CHECK: }
// CHECK: %{{.*}} = scf.for %[[J:.*]] = %[[ZERO]] to %[[N]] step %[[ONE]] iter_args(%[[ACC:.*]] = %[[W]]#1) -> (i32)  : i32 {
// CHECK: %[[Y:.*]]:2 = scf.if %[[C]] -> (i1, i32) {
// CHECK: scf.yield %{{.*}}, %[[ACC]] : i1, i32
// CHECK: %[[S:.*]] = scf.if %[[Y]]#0 -> (i32) {
// CHECK: scf.yield %[[Y]]#1 : i32
// CHECK: } else {
// CHECK: %[[A:.*]] = arith.addi %[[ACC]], %[[J]] : i32
// CHECK: scf.yield %[[A]] : i32
// CHECK: }
// CHECK: scf.yield %[[S]] : i32
// CHECK: scf.while : () -> () {
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: scf.condition(%[[F]])
// CHECK: } do {
// CHECK: scf.yield
// CHECK: %[[RET:.*]] = scf.if %[[C]] -> (i1) {
// CHECK: scf.if %[[RET]] {
// CHECK-NEXT: } else {
// CHECK-NEXT: nv_tileaa.create_mem_token
// CHECK-NEXT: }
// CHECK-NEXT: return
cuda_tile.module @exits {
  entry @search(%n: tile<i32>, %c: tile<i1>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %found = loop iter_values(%i = %zero) : tile<i32> -> tile<i32> {
      %done = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %i : tile<i32>
      }
      %next = addi %i, %one : tile<i32>
      continue %next : tile<i32>
    }
    %sum = for %j in (%zero to %n, step %one) : tile<i32> iter_values(%acc = %found) -> (tile<i32>) {
      if %c {
        continue %acc : tile<i32>
      }
      %a = addi %acc, %j : tile<i32>
      continue %a : tile<i32>
    }
    loop {
      break
    }
    if %c {
      return
    }
    %t = make_token : token
    return
  }
}

// -----

// Block-scaled MMA: the scales become dot's `sfa` and `sfb`. A view-based
// atomic reduction: `tiled_atomic_rmw`, operands in `tiled_store`'s order.
// Memory ops without a token get no token segment.

// CHECK-LABEL: gpu.module @scaled
// CHECK: %[[A:.*]] = arith.constant dense<1.000000e+00> : tensor<128x64xf8E4M3FN>
// CHECK: %[[B:.*]] = arith.constant dense<1.000000e+00> : tensor<64x128xf8E4M3FN>
// CHECK: %[[C:.*]] = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
// CHECK: %[[SA:.*]] = arith.constant dense<1.000000e+00> : tensor<128x2xf8E8M0FNU>
// CHECK: %[[SB:.*]] = arith.constant dense<1.000000e+00> : tensor<2x128xf8E8M0FNU>
// CHECK: "nv_tileaa.dot"(%[[A]], %[[B]], %[[C]], %[[SA]], %[[SB]]) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<128x64xf8E4M3FN>, tensor<64x128xf8E4M3FN>, tensor<128x128xf32>, tensor<128x2xf8E8M0FNU>, tensor<2x128xf8E8M0FNU>) -> tensor<128x128xf32>
// CHECK: %[[V:.*]] = block_tile
// CHECK: %[[L:.*]]:2 = "nv_tileaa.tiled_load"(%[[V]], %[[I:.*]]) <{mem_semantic = #nv_tileaa.mem_semantic<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}>
// CHECK: "nv_tileaa.tiled_atomic_rmw"(%[[V]], %[[L]]#0, %[[I]]) <{mem_scope = #nv_tileaa.mem_scope<gpu>, mem_semantic = #nv_tileaa.mem_semantic<relaxed>, mode = #nv_tileaa.rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!nv_tileaa.tiled_view<16xf32>, tensor<16xf32>, i32) -> !nv_tileaa.mem_token
cuda_tile.module @scaled {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %a = constant <f8E4M3FN: 1.0> : tile<128x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 1.0> : tile<64x128xf8E4M3FN>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<128x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<2x128xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x64xf8E4M3FN>, tile<64x128xf8E4M3FN>, tile<128x128xf32>, tile<128x2xf8E8M0FNU>, tile<2x128xf8E8M0FNU>
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(16), tensor_view<128xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %pv[%i] : partition_view<tile=(16), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %tok2 = atomic_red_view_tko relaxed device %pv[%i], addf, %t : tile<16xf32>, partition_view<tile=(16), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
