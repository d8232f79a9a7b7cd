// convert-scf-to-cf gives a loop's llvm dialect attributes (its
// llvm.loop_annotation) to the loop's latch: the back edge of a while
// loop, the conditional branch of a do-while loop. The CHECK lines are
// mlir-opt 22's output.
// RUN: tileir-opt %s -convert-scf-to-cf | FileCheck %s

// CHECK: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
// CHECK-LABEL: func.func @while_annotation(
// CHECK: cf.cond_br %{{.*}}, ^bb2(%{{.*}} : i32), ^bb3{{$}}
// CHECK: cf.br ^bb1(%{{.*}} : i32) {llvm.loop_annotation = #loop_annotation}
// CHECK-LABEL: func.func @do_while_annotation(
// CHECK: cf.br ^bb1{{$}}
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2 {llvm.loop_annotation = #loop_annotation}
#no_unroll = #llvm.loop_annotation<unroll = <disable = true>>
func.func @while_annotation(%arg0 : i32) -> i32 {
  %r = scf.while (%a = %arg0) : (i32) -> (i32) {
    %c = arith.cmpi slt, %a, %arg0 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  } attributes {llvm.loop_annotation = #no_unroll, other = 1 : i32}
  return %r : i32
}
func.func @do_while_annotation(%arg0 : i1) {
  scf.while : () -> () {
    scf.condition(%arg0)
  } do {
    scf.yield
  } attributes {llvm.loop_annotation = #no_unroll}
  return
}
