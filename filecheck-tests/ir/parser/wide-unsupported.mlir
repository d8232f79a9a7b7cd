// RUN: not tileir-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// A known gap, until integers of every width (issue 12): mlir-opt 22 accepts
// these, tileir-opt rejects each with a located error saying so, rather than
// keeping a wrong value.

// CHECK: wide-unsupported.mlir:[[@LINE+1]]:20: error: integer constant beyond 128 bits in an i200 attribute is not supported yet (mlir-opt accepts it)
"t.a"() {a = dense<340282366920938463463374607431768211457> : tensor<2xi200>} : () -> ()

// -----

// CHECK: wide-unsupported.mlir:[[@LINE+1]]:27: error: integer constant beyond 128 bits in an i200 attribute is not supported yet (mlir-opt accepts it)
"t.a"() {a = array<i200: -340282366920938463463374607431768211457>} : () -> ()

// -----

// CHECK: wide-unsupported.mlir:[[@LINE+1]]:14: error: integer constant beyond 128 bits in an i100000 attribute is not supported yet (mlir-opt accepts it)
"t.a"() {a = 340282366920938463463374607431768211457 : i100000} : () -> ()

// -----

func.func @f(%a: ui100000) {
  cf.switch %a : ui100000, [
    default: ^bb1,
    // CHECK: wide-unsupported.mlir:[[@LINE+1]]:5: error: custom op 'cf.switch' negative case value of an unsigned type wider than 65536 bits is not supported yet (mlir-opt accepts it)
    -1: ^bb1
  ]
^bb1:
  return
}
