// RUN: tileir-opt %s -split-input-file | FileCheck %s
// RUN: tileir-opt %s -split-input-file --output-split-marker=@@ | FileCheck %s --check-prefix=OUTMARK
// RUN: not tileir-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// This header is a chunk of its own (an empty module).
// CHECK: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{/}}/ -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @a() {
// CHECK: {{/}}/ -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @b() {

// OUTMARK: func.func @a
// OUTMARK: @@
// OUTMARK-NEXT: module {
// OUTMARK-NEXT: func.func @b

// Without splitting, the duplicate @b fails, reported at its original line.
// WHOLE: split-input-file.mlir:[[@LINE+16]]:1: error: redefinition of symbol named 'b'

// -----

func.func @a() {
  return
}

// -----

func.func @b() {
  return
}

// -----

func.func @b() {
  return
}
