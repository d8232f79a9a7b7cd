// canonicalize on llvm.extractvalue: MLIR 22's folder reads through
// insertvalue chains (and past inserts at unrelated positions, changing
// the op in place) and out of constant containers. The CHECK lines are
// mlir-opt 22's output.

// RUN: tileir-opt %s -canonicalize | FileCheck %s
// RUN: tileir-opt %s -sccp | FileCheck %s --check-prefix=SCCP
// RUN: tileir-opt %s -remove-dead-values | FileCheck %s --check-prefix=RDV

// The folder changes an extract in place (its container, past the insert
// at an unrelated position) before it folds to the inserted value: sccp
// and remove-dead-values (whose liveness runs constant propagation) keep
// that change, though neither uses the value; a fold that only changes
// the op in place (%8 past %7) is undone.
// SCCP: %[[I0:.*]] = llvm.insertvalue %arg0, %{{.*}}[0] : !llvm.struct<(i32, i32)>
// SCCP-NEXT: %[[I1:.*]] = llvm.insertvalue %arg1, %[[I0]][1] : !llvm.struct<(i32, i32)>
// SCCP-NEXT: llvm.extractvalue %[[I0]][0] : !llvm.struct<(i32, i32)>
// SCCP-NEXT: llvm.extractvalue %[[I1]][1] : !llvm.struct<(i32, i32)>
// SCCP-NEXT: %[[I2:.*]] = llvm.insertvalue %{{.*}}, %arg2[0] : !llvm.array<4 x f32>
// SCCP-NEXT: llvm.extractvalue %[[I2]][1] : !llvm.array<4 x f32>
// RDV: %[[I0:.*]] = llvm.insertvalue %arg0, %{{.*}}[0] : !llvm.struct<(i32, i32)>
// RDV-NEXT: %[[I1:.*]] = llvm.insertvalue %arg1, %[[I0]][1] : !llvm.struct<(i32, i32)>
// RDV-NEXT: llvm.extractvalue %[[I0]][0] : !llvm.struct<(i32, i32)>

// extractvalue reads through insertvalue chains and constant containers.
llvm.func @use_values(i32, i32, f32, f32, i32, i32)
// CHECK: llvm.func @use_values(i32, i32, f32, f32, i32, i32)

// CHECK-LABEL: llvm.func @aggregates(
// CHECK-SAME: %[[ARG0:[^ ,:()=]+]]: i32,
// CHECK-SAME: %[[ARG1:.*]]: i32,
// CHECK-SAME: %[[ARG2:.*]]: !llvm.array<4 x f32>,
// CHECK-SAME: %[[ARG3:.*]]: !llvm.struct<(struct<(i32, i32)>, i64)>) {
// CHECK-NEXT:   %[[VAL_0:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT:   %[[VAL_1:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:   %[[VAL_2:.*]] = llvm.extractvalue %[[ARG2]][1] : !llvm.array<4 x f32>
// CHECK-NEXT:   %[[VAL_3:.*]] = llvm.extractvalue %[[ARG3]][0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
// CHECK-NEXT:   llvm.call @use_values(%[[ARG0]], %[[ARG1]], %[[VAL_2]], %[[VAL_1]], %[[ARG1]], %[[VAL_3]]) : (i32, i32, f32, f32, i32, i32) -> ()
// CHECK-NEXT:   llvm.call @use_values(%[[VAL_0]], %[[VAL_0]], %[[VAL_2]], %[[VAL_1]], %[[ARG1]], %[[VAL_3]]) : (i32, i32, f32, f32, i32, i32) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @aggregates(%a: i32, %b: i32, %arr: !llvm.array<4 x f32>, %s: !llvm.struct<(struct<(i32, i32)>, i64)>) {
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i32)>
  %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i32)>
  %4 = llvm.insertvalue %f0, %arr[0] : !llvm.array<4 x f32>
  %5 = llvm.extractvalue %4[1] : !llvm.array<4 x f32>
  %6 = llvm.extractvalue %4[0] : !llvm.array<4 x f32>
  %7 = llvm.insertvalue %1, %s[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %8 = llvm.extractvalue %7[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %9 = llvm.extractvalue %s[0] : !llvm.struct<(struct<(i32, i32)>, i64)>
  %10 = llvm.extractvalue %9[1] : !llvm.struct<(i32, i32)>
  %k = llvm.mlir.constant(dense<[7, 8]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %11 = llvm.extractvalue %k[1] : !llvm.array<2 x i32>
  llvm.call @use_values(%2, %3, %5, %6, %8, %10) : (i32, i32, f32, f32, i32, i32) -> ()
  llvm.call @use_values(%11, %11, %5, %6, %8, %10) : (i32, i32, f32, f32, i32, i32) -> ()
  llvm.return
}

