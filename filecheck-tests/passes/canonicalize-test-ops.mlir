// canonicalize on upstream's test ops against mlir-opt 22 (the CHECK lines
// are its output): a pattern erasing an op with a region, an op free of
// memory effects erased as trivially dead, folders forwarding operands, a
// commutative op's constants moved last, a per-op pattern materializing a
// constant, and the dead successor argument of test.br dropped (kept with
// region-simplify=disabled).

// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: tileir-opt %s -pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=disabled}))' | FileCheck %s --check-prefix=NORS

// CHECK-LABEL: func.func @erased(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @erased(%a: i32) -> i32 {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  "test.op_with_region_fold_no_side_effect"() ({
    %x = arith.addi %a, %a : i32
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  %0 = "test.op_with_region_fold"(%a) ({
    "test.op_with_region_terminator"() : () -> ()
  }) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @forwarded(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   return %arg2, %arg1, %arg0 : i32, i32, i32
// CHECK-NEXT: }
func.func @forwarded(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0:3 = "test.op_with_variadic_results_and_folder"(%c, %b, %a) : (i32, i32, i32) -> (i32, i32, i32)
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @commutative(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = "test.op_commutative"(%arg0, %arg1, %c2_i32, %c1_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   %1 = "test.op_commutative"(%0, %c42_i32, %c2_i32, %c1_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @commutative(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = "test.op_commutative"(%c2, %a, %c1, %b) : (i32, i32, i32, i32) -> i32
  %1 = "test.dialect_canonicalizable"() : () -> i32
  %2 = "test.op_commutative"(%0, %1, %c2, %c1) : (i32, i32, i32, i32) -> i32
  return %2 : i32
}

// CHECK-LABEL: func.func @branch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   "test.br"(%arg0, %arg0)[^bb1] : (i32, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // pred: ^bb0
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// NORS-LABEL: func.func @branch(%arg0: i32, %arg1: i32) -> i32 {
// NORS-NEXT:   "test.br"(%arg0, %arg1, %arg0)[^bb1] : (i32, i32, i32) -> ()
// NORS-NEXT: ^bb1(%0: i32, %1: i32, %2: i32):  // pred: ^bb0
// NORS-NEXT:   %3 = arith.addi %0, %2 : i32
// NORS-NEXT:   return %3 : i32
// NORS-NEXT: }
func.func @branch(%a: i32, %b: i32) -> i32 {
  "test.br"(%a, %b, %a)[^bb1] : (i32, i32, i32) -> ()
^bb1(%x: i32, %y: i32, %z: i32):
  %s = arith.addi %x, %z : i32
  return %s : i32
}
