// symbol-dce against mlir-opt 22 (the CHECK lines are its output).
// NESTED runs the pass on each nested module alone: a public module with a
// parent can be seen from outside, so its nested-visibility symbols stay,
// and references from outside it are not seen.

// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -symbol-dce | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --check-prefix=NESTED

// Private symbols nothing references go; references keep them, through
// calls, attributes nested in arrays and dictionaries, and ops in regions.
module {
  func.func private @unused()
  func.func private @called()
  func.func private @in_array()
  func.func private @in_dict()
  func.func private @cycle_a() attributes {next = @cycle_b}
  func.func private @cycle_b() attributes {next = @cycle_a}
  func.func private @self() {
    call @self() : () -> ()
    return
  }
  func.func nested @nested_unused()
  func.func @public(%c: i1) {
    scf.if %c {
      func.call @called() : () -> ()
    }
    "test.op"() {refs = [@in_array, {key = @in_dict}]} : () -> ()
    "test.op"() {ref = @missing} : () -> ()
    return
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @called()
// CHECK-NEXT:   func.func private @in_array()
// CHECK-NEXT:   func.func private @in_dict()
// CHECK-NEXT:   func.func @public(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @called() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.op"() {refs = [@in_array, {key = @in_dict}]} : () -> ()
// CHECK-NEXT:     "test.op"() {ref = @missing} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NESTED: module {
// NESTED-NEXT:   func.func private @unused()
// NESTED-NEXT:   func.func private @called()
// NESTED-NEXT:   func.func private @in_array()
// NESTED-NEXT:   func.func private @in_dict()
// NESTED-NEXT:   func.func private @cycle_a() attributes {next = @cycle_b}
// NESTED-NEXT:   func.func private @cycle_b() attributes {next = @cycle_a}
// NESTED-NEXT:   func.func private @self() {
// NESTED-NEXT:     call @self() : () -> ()
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func nested @nested_unused()
// NESTED-NEXT:   func.func @public(%arg0: i1) {
// NESTED-NEXT:     scf.if %arg0 {
// NESTED-NEXT:       func.call @called() : () -> ()
// NESTED-NEXT:     }
// NESTED-NEXT:     "test.op"() {refs = [@in_array, {key = @in_dict}]} : () -> ()
// NESTED-NEXT:     "test.op"() {ref = @missing} : () -> ()
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }

// -----

// A nested symbol table: its private symbols live through references
// (@inner::@used keeps both), a private table goes with its contents, and
// nested-visibility symbols of a hidden table go.
module {
  module @inner {
    func.func private @used()
    func.func private @dead()
    func.func nested @nested_dead()
    func.func @kept() { return }
  }
  module @private_unused attributes {sym_visibility = "private"} {
    func.func @f() { return }
  }
  module @private_used attributes {sym_visibility = "private"} {
    func.func @g() { return }
    func.func nested @h()
  }
  module {
    func.func private @anonymous_dead()
    func.func @anonymous_public() { return }
  }
  "test.op"() {a = @inner::@used, b = @private_used} : () -> ()
}

// CHECK: module {
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @used()
// CHECK-NEXT:     func.func @kept() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @private_used attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func @g() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @anonymous_public() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.op"() {a = @inner::@used, b = @private_used} : () -> ()
// CHECK-NEXT: }

// NESTED: module {
// NESTED-NEXT:   module @inner {
// NESTED-NEXT:     func.func nested @nested_dead()
// NESTED-NEXT:     func.func @kept() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module @private_unused attributes {sym_visibility = "private"} {
// NESTED-NEXT:     func.func @f() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module @private_used attributes {sym_visibility = "private"} {
// NESTED-NEXT:     func.func @g() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module {
// NESTED-NEXT:     func.func @anonymous_public() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   "test.op"() {a = @inner::@used, b = @private_used} : () -> ()
// NESTED-NEXT: }

// -----

// A symbol table nested in a function's body is analysed too.
func.func @outer() {
  "test.region"() ({
    builtin.module {
      func.func private @deep_dead()
      func.func private @deep_used()
      "test.op"() {ref = @deep_used} : () -> ()
    }
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @outer() {
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       builtin.module {
// CHECK-NEXT:         func.func private @deep_used()
// CHECK-NEXT:         "test.op"() {ref = @deep_used} : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NESTED: module {
// NESTED-NEXT:   func.func @outer() {
// NESTED-NEXT:     "test.region"() ({
// NESTED-NEXT:       builtin.module {
// NESTED-NEXT:         func.func private @deep_dead()
// NESTED-NEXT:         func.func private @deep_used()
// NESTED-NEXT:         "test.op"() {ref = @deep_used} : () -> ()
// NESTED-NEXT:       }
// NESTED-NEXT:     }) : () -> ()
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }
