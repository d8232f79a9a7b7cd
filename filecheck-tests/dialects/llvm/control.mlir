// Aggregates, vectors, inline assembly and terminators.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.func @cf(%c: i1, %a: i32, %s: !llvm.struct<(i32, array<2 x f32>)>, %v: vector<4xf32>, %i: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %3 = llvm.insertelement %2, %v[%i : i32] : vector<4xf32>
  %4 = llvm.shufflevector %v, %v [0, 1, 4, -1, 2] : vector<4xf32>
  %5 = llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %a : (i32) -> i32
  llvm.inline_asm "nop", "" : () -> ()
  llvm.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2 [
    1: ^bb1(%x : i32),
    7: ^bb3
  ]
^bb2:
  llvm.br ^bb3
^bb3:
  llvm.switch %a : i32, ^bb4 []
^bb4:

  llvm.return %a : i32
}
llvm.func @f(%a: i32) {
  %0 = llvm.inline_asm tail_call_kind = <tail> "a", "=r,r" %a : (i32) -> i32
  %1 = llvm.inline_asm is_align_stack operand_attrs = [{elementtype = i32}] "b", "=r" : () -> i32
  llvm.return
}

// CHECK: llvm.func @cf(%arg0: i1, %arg1: i32, %arg2: !llvm.struct<(i32, array<2 x f32>)>, %arg3: vector<4xf32>, %arg4: i32, %arg5: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.extractvalue %arg2[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %arg2[0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %2 = llvm.extractelement %arg3[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.insertelement %2, %arg3[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.shufflevector %arg3, %arg3 [0, 1, 4, -1, 2] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %arg1 : (i32) -> i32
// CHECK-NEXT: llvm.inline_asm "nop", ""  : () -> ()
// CHECK-NEXT: llvm.cond_br %arg0 weights([3, 5]), ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.switch %6 : i32, ^bb2 [
// CHECK-NEXT: 1: ^bb1(%6 : i32),
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb4 [
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: llvm.return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @f(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.inline_asm tail_call_kind = <tail> "a", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT: %1 = llvm.inline_asm is_align_stack operand_attrs = [{elementtype = i32}] "b", "=r"  : () -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
