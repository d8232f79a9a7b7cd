// RUN: tileir-opt %s | FileCheck %s
// arith: defaults elided, discardable attrs, constants' names (expected output produced by mlir-opt 22).

func.func @edge(%a: i32, %x: f32, %t: tensor<4xi32>, %tc: tensor<4xi1>, %v: vector<2xf32>) -> i32 {
  %0 = arith.addi %a, %a {foo = "bar"} : i32
  %1 = arith.addi %a, %a overflow<none> : i32
  %2 = arith.addf %x, %x fastmath<none> : f32
  %3 = arith.addf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> {tag} : f32
  %4 = arith.constant 0x7FC00000 : f32
  %5 = arith.constant -0.0 : f32
  %6 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %7 = arith.constant dense<2.5> : vector<2xf32>
  %8 = arith.constant 255 : i8
  %9 = arith.constant -9223372036854775808 : i64
  %10 = arith.select %tc, %t, %t : tensor<4xi1>, tensor<4xi32>
  %11 = arith.cmpf uno, %v, %v : vector<2xf32>
  %12 = arith.cmpi uge, %t, %6 : tensor<4xi32>
  %13 = arith.addi %t, %6 overflow<nsw, nuw> : tensor<4xi32>
  %14 = arith.negf %v : vector<2xf32>
  %15 = arith.extsi %t : tensor<4xi32> to tensor<4xi64>
  %16 = arith.constant 1 : index
  %17 = arith.index_cast %16 : index to i64
  %18 = arith.constant false
  %19 = arith.constant dense<true> : vector<2xi1>
  %20 = arith.maxnumf %v, %v fastmath<fast> : vector<2xf32>
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @edge(%arg0: i32, %arg1: f32, %arg2: tensor<4xi32>, %arg3: tensor<4xi1>, %arg4: vector<2xf32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 {foo = "bar"} : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.addf %arg1, %arg1 fastmath<fast> {tag} : f32
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.500000e+00> : vector<2xf32>
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %4 = arith.select %arg3, %arg2, %arg2 : tensor<4xi1>, tensor<4xi32>
// CHECK-NEXT: %5 = arith.cmpf uno, %arg4, %arg4 : vector<2xf32>
// CHECK-NEXT: %6 = arith.cmpi uge, %arg2, %cst_1 : tensor<4xi32>
// CHECK-NEXT: %7 = arith.addi %arg2, %cst_1 overflow<nsw, nuw> : tensor<4xi32>
// CHECK-NEXT: %8 = arith.negf %arg4 : vector<2xf32>
// CHECK-NEXT: %9 = arith.extsi %arg2 : tensor<4xi32> to tensor<4xi64>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %10 = arith.index_cast %c1 : index to i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_3 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %11 = arith.maxnumf %arg4, %arg4 fastmath<fast> : vector<2xf32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
