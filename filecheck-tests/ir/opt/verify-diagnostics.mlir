// RUN: not tileir-opt %s -split-input-file -verify-diagnostics 2>&1 | FileCheck %s
// RUN: not tileir-opt %s -split-input-file -verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY
// How -verify-diagnostics reports mismatches (checked against mlir-opt 22).
// `see current operation` notes are not emitted under -verify-diagnostics.

// CHECK: verify-diagnostics.mlir:[[@LINE+10]]:8: error: unexpected error: operand #0 does not dominate this use
// CHECK-NEXT: {{^}}  %0 = arith.addi %1, %1 : i32
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: verify-diagnostics.mlir:[[@LINE+8]]:8: error: unexpected note: operand defined here (op in the same block)
// CHECK-NEXT: {{^}}  %1 = arith.constant 1 : i32
// CHECK-NEXT: {{^}}       ^
// ONLY-NOT: unexpected
// ONLY-NOT: diagnostic emitted when expecting

func.func @f() {
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return
}

// -----

// A diagnostic of another severity is a near miss, reported at the expectation.
// CHECK-NEXT: verify-diagnostics.mlir:[[@LINE+4]]:35: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: {{^}}  %0 = arith.addi %1, %1 : i32 //
// CHECK-NEXT: {{^}}                                  ^
func.func @g() {
  %0 = arith.addi %1, %1 : i32 // expected-warning {{does not dominate}}
  %1 = arith.constant 1 : i32  // expected-note {{operand defined here}}
  return
}

// -----

// Expectations never produced are reported last, in file order, with the
// expected text underlined.
// CHECK-NEXT: verify-diagnostics.mlir:{{[0-9]+}}:35: error: expected warning "does not dominate" was not produced
// CHECK-NEXT: {{^}}  %0 = arith.addi
// CHECK-NEXT: {{^ +\^~+$}}
// CHECK-NEXT: verify-diagnostics.mlir:[[@LINE+4]]:4: error: expected error "never produced" was not produced
// CHECK-NEXT: {{^}}// expected
// CHECK-NEXT: {{^}}   ^~~~~~~~~~~~~~{{$}}
// ONLY: verify-diagnostics.mlir:[[@LINE+1]]:4: error: expected error "never produced" was not produced
// expected-error @+1 {{never produced}}
func.func @h() {
  return
}
