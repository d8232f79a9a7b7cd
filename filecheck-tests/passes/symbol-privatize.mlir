// symbol-privatize against mlir-opt 22 (the CHECK lines are its output).

// RUN: tileir-opt %s -allow-unregistered-dialect -symbol-privatize | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -symbol-privatize=exclude=keep,a | FileCheck %s --check-prefix=EXCLUDE
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(builtin.module(symbol-privatize{exclude=inner}))' | FileCheck %s --check-prefix=NESTED

// Every symbol of the module becomes private, but the excluded ones;
// symbols nested deeper, and non-symbols, stay as they are.
module {
  func.func @a() { return }
  func.func nested @b() { return }
  func.func private @c()
  func.func @keep() { return }
  module @m {
    func.func @inner() { return }
  }
  module {
    func.func @anonymous() { return }
  }
  "test.op"() {sym_name = "not_a_symbol"} : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   func.func private @a() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @b() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @c()
// CHECK-NEXT:   func.func private @keep() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @m attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func @inner() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @anonymous() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.op"() {sym_name = "not_a_symbol"} : () -> ()
// CHECK-NEXT: }

// EXCLUDE: module {
// EXCLUDE-NEXT:   func.func @a() {
// EXCLUDE-NEXT:     return
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   func.func private @b() {
// EXCLUDE-NEXT:     return
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   func.func private @c()
// EXCLUDE-NEXT:   func.func @keep() {
// EXCLUDE-NEXT:     return
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   module @m attributes {sym_visibility = "private"} {
// EXCLUDE-NEXT:     func.func @inner() {
// EXCLUDE-NEXT:       return
// EXCLUDE-NEXT:     }
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   module {
// EXCLUDE-NEXT:     func.func @anonymous() {
// EXCLUDE-NEXT:       return
// EXCLUDE-NEXT:     }
// EXCLUDE-NEXT:   }
// EXCLUDE-NEXT:   "test.op"() {sym_name = "not_a_symbol"} : () -> ()
// EXCLUDE-NEXT: }

// NESTED: module {
// NESTED-NEXT:   func.func @a() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func nested @b() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func private @c()
// NESTED-NEXT:   func.func @keep() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   module @m {
// NESTED-NEXT:     func.func @inner() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module {
// NESTED-NEXT:     func.func private @anonymous() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   "test.op"() {sym_name = "not_a_symbol"} : () -> ()
// NESTED-NEXT: }
