// RUN: tileir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tileir-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: tileir-opt %s --mlir-print-skip-regions | FileCheck %s --check-prefix=SKIP
// RUN: tileir-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: tileir-opt %s -mlir-print-value-users | FileCheck %s --check-prefix=USERS
// RUN: tileir-opt %s -o - | FileCheck %s --check-prefix=DEFAULT
// The printing flags reach the printer (outputs checked against mlir-opt 22).

// GENERIC: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// DEBUG: loc(
// SKIP: {{^}}module {...}
// ELIDE: dense_resource<__elided__> : tensor<4xi32>
// USERS: %1 = arith.addi %arg0, %arg0 : i32 // user: %2
// DEFAULT: %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
func.func @f(%a: i32) -> i32 {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
