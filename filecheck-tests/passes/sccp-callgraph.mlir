// sccp across calls against mlir-opt 22 (the CHECK lines are its output):
// private, nested and public functions, functions in a nested public
// module (whose nested functions do not see all uses when the pass runs on
// that module), non-call symbol uses, unknown terminators, conflicting
// constants, indirect calls, unreferenced private functions, and calls
// that leave the scope.

// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -sccp | FileCheck %s
// RUN: tileir-opt %s -split-input-file -allow-unregistered-dialect -pass-pipeline='builtin.module(builtin.module(sccp))' | FileCheck %s --check-prefix=NESTED


func.func private @private(%arg0 : i32) -> i32 {
  return %arg0 : i32
}
func.func @simple_private() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @private(%1) : (i32) -> i32
  return %result : i32
}

// -----

func.func nested @nested(%arg0 : i32) -> i32 {
  return %arg0 : i32
}
func.func @simple_nested() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @nested(%1) : (i32) -> i32
  return %result : i32
}

// -----

module {
  module @nested_module attributes {sym_visibility = "public"} {
    func.func nested @nested(%arg0 : i32) -> (i32, i32) {
      %1 = arith.constant 1 : i32
      return %1, %arg0 : i32, i32
    }
    func.func @nested_not_all_uses_visible() -> (i32, i32) {
      %1 = arith.constant 1 : i32
      %result:2 = call @nested(%1) : (i32) -> (i32, i32)
      return %result#0, %result#1 : i32, i32
    }
  }
}

// -----

func.func @public(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  return %1, %arg0 : i32, i32
}
func.func @simple_public() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result:2 = call @public(%1) : (i32) -> (i32, i32)
  return %result#0, %result#1 : i32, i32
}

// -----

func.func private @callable(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  return %1, %arg0 : i32, i32
}
func.func @non_call_users() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result:2 = call @callable(%1) : (i32) -> (i32, i32)
  return %result#0, %result#1 : i32, i32
}
"live.user"() {uses = [@callable]} : () -> ()

// -----

func.func private @callable(%arg0 : i32) -> i32 {
  "unknown.return"(%arg0) : (i32) -> ()
}
func.func @unknown_terminator() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @callable(%1) : (i32) -> i32
  return %result : i32
}

// -----

func.func private @callable(%arg0 : i32) -> i32 {
  return %arg0 : i32
}
func.func @conflicting_constant() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %2 = arith.constant 2 : i32
  %result = call @callable(%1) : (i32) -> i32
  %result2 = call @callable(%2) : (i32) -> i32
  return %result, %result2 : i32, i32
}

// -----

func.func private @callable(%arg0 : i32) -> i32 {
  "unknown.return"(%arg0) : (i32) -> ()
}
func.func @conflicting_constant(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result = call @callable(%1) : (i32) -> i32
  %result2 = call @callable(%arg0) : (i32) -> i32
  return %result, %result2 : i32, i32
}

// -----

func.func @non_symbol_defining_callable() -> i32 {
  %fn = "test.functional_region_op"() ({
    %1 = arith.constant 1 : i32
    "test.return"(%1) : (i32) -> ()
  }) : () -> (() -> i32)
  %res = call_indirect %fn() : () -> (i32)
  return %res : i32
}

// -----

func.func private @unreferenced_private_function() -> i32 {
  %true = arith.constant true
  %cst0 = arith.constant 0 : i32
  %cst1 = arith.constant 1 : i32
  "test.use"(%true, %cst1) : (i1, i32) -> ()
  return %cst0 : i32
}

// -----

func.func private @foo() -> index {
  %0 = arith.constant 10 : index
  return %0 : index
}
func.func @bar(%arg0: index) -> index {
  %c0 = arith.constant 0 : index
  %1 = arith.constant 420 : index
  %7 = arith.cmpi eq, %arg0, %c0 : index
  cf.cond_br %7, ^bb1(%1 : index), ^bb2
^bb1(%8: index):
  return %8 : index
^bb2:
  %13 = call @foo() : () -> index
  cf.br ^bb1(%13 : index)
}

// CHECK: module {
// CHECK-NEXT:   func.func private @private(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @simple_private() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @private(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func nested @nested(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @simple_nested() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @nested(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   module @nested_module attributes {sym_visibility = "public"} {
// CHECK-NEXT:     func.func nested @nested(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @nested_not_all_uses_visible() -> (i32, i32) {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %0:2 = call @nested(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:       return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @public(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32, %arg0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @simple_public() -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0:2 = call @public(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:     return %c1_i32, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callable(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32, %arg0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @non_call_users() -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0:2 = call @callable(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:     return %c1_i32, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "live.user"() {uses = [@callable]} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callable(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     "unknown.return"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unknown_terminator() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @callable(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callable(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conflicting_constant() -> (i32, i32) {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @callable(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call @callable(%c2_i32) : (i32) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callable(%arg0: i32) -> i32 {
// CHECK-NEXT:     "unknown.return"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conflicting_constant(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = call @callable(%c1_i32) : (i32) -> i32
// CHECK-NEXT:     %1 = call @callable(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @non_symbol_defining_callable() -> i32 {
// CHECK-NEXT:     %0 = "test.functional_region_op"() ({
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       "test.return"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:     }) : () -> (() -> i32)
// CHECK-NEXT:     %1 = call_indirect %0() : () -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @unreferenced_private_function() -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     "test.use"(%true, %c1_i32) : (i1, i32) -> ()
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @foo() -> index {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     return %c10 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bar(%arg0: index) -> index {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c420 = arith.constant 420 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT:     cf.cond_br %0, ^bb1(%c420 : index), ^bb2
// CHECK-NEXT:   ^bb1(%1: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = call @foo() : () -> index
// CHECK-NEXT:     cf.br ^bb1(%c10 : index)
// CHECK-NEXT:   }
// CHECK-NEXT: }

// NESTED: module {
// NESTED-NEXT:   func.func private @private(%arg0: i32) -> i32 {
// NESTED-NEXT:     return %arg0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @simple_private() -> i32 {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %0 = call @private(%c1_i32) : (i32) -> i32
// NESTED-NEXT:     return %0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func nested @nested(%arg0: i32) -> i32 {
// NESTED-NEXT:     return %arg0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @simple_nested() -> i32 {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %0 = call @nested(%c1_i32) : (i32) -> i32
// NESTED-NEXT:     return %0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   module @nested_module attributes {sym_visibility = "public"} {
// NESTED-NEXT:     func.func nested @nested(%arg0: i32) -> (i32, i32) {
// NESTED-NEXT:       %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:       return %c1_i32, %arg0 : i32, i32
// NESTED-NEXT:     }
// NESTED-NEXT:     func.func @nested_not_all_uses_visible() -> (i32, i32) {
// NESTED-NEXT:       %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:       %0:2 = call @nested(%c1_i32) : (i32) -> (i32, i32)
// NESTED-NEXT:       return %c1_i32, %0#1 : i32, i32
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func @public(%arg0: i32) -> (i32, i32) {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     return %c1_i32, %arg0 : i32, i32
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @simple_public() -> (i32, i32) {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %0:2 = call @public(%c1_i32) : (i32) -> (i32, i32)
// NESTED-NEXT:     return %0#0, %0#1 : i32, i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func private @callable(%arg0: i32) -> (i32, i32) {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     return %c1_i32, %arg0 : i32, i32
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @non_call_users() -> (i32, i32) {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %0:2 = call @callable(%c1_i32) : (i32) -> (i32, i32)
// NESTED-NEXT:     return %0#0, %0#1 : i32, i32
// NESTED-NEXT:   }
// NESTED-NEXT:   "live.user"() {uses = [@callable]} : () -> ()
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func private @callable(%arg0: i32) -> i32 {
// NESTED-NEXT:     "unknown.return"(%arg0) : (i32) -> ()
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @unknown_terminator() -> i32 {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %0 = call @callable(%c1_i32) : (i32) -> i32
// NESTED-NEXT:     return %0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func private @callable(%arg0: i32) -> i32 {
// NESTED-NEXT:     return %arg0 : i32
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @conflicting_constant() -> (i32, i32) {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %c2_i32 = arith.constant 2 : i32
// NESTED-NEXT:     %0 = call @callable(%c1_i32) : (i32) -> i32
// NESTED-NEXT:     %1 = call @callable(%c2_i32) : (i32) -> i32
// NESTED-NEXT:     return %0, %1 : i32, i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func private @callable(%arg0: i32) -> i32 {
// NESTED-NEXT:     "unknown.return"(%arg0) : (i32) -> ()
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @conflicting_constant(%arg0: i32) -> (i32, i32) {
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     %0 = call @callable(%c1_i32) : (i32) -> i32
// NESTED-NEXT:     %1 = call @callable(%arg0) : (i32) -> i32
// NESTED-NEXT:     return %0, %1 : i32, i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func @non_symbol_defining_callable() -> i32 {
// NESTED-NEXT:     %0 = "test.functional_region_op"() ({
// NESTED-NEXT:       %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:       "test.return"(%c1_i32) : (i32) -> ()
// NESTED-NEXT:     }) : () -> (() -> i32)
// NESTED-NEXT:     %1 = call_indirect %0() : () -> i32
// NESTED-NEXT:     return %1 : i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func private @unreferenced_private_function() -> i32 {
// NESTED-NEXT:     %true = arith.constant true
// NESTED-NEXT:     %c0_i32 = arith.constant 0 : i32
// NESTED-NEXT:     %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:     "test.use"(%true, %c1_i32) : (i1, i32) -> ()
// NESTED-NEXT:     return %c0_i32 : i32
// NESTED-NEXT:   }
// NESTED-NEXT: }
// NESTED-EMPTY:
// NESTED: {{^// -{5}$}}
// NESTED-NEXT: module {
// NESTED-NEXT:   func.func private @foo() -> index {
// NESTED-NEXT:     %c10 = arith.constant 10 : index
// NESTED-NEXT:     return %c10 : index
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @bar(%arg0: index) -> index {
// NESTED-NEXT:     %c0 = arith.constant 0 : index
// NESTED-NEXT:     %c420 = arith.constant 420 : index
// NESTED-NEXT:     %0 = arith.cmpi eq, %arg0, %c0 : index
// NESTED-NEXT:     cf.cond_br %0, ^bb1(%c420 : index), ^bb2
// NESTED-NEXT:   ^bb1(%1: index):  // 2 preds: ^bb0, ^bb2
// NESTED-NEXT:     return %1 : index
// NESTED-NEXT:   ^bb2:  // pred: ^bb0
// NESTED-NEXT:     %2 = call @foo() : () -> index
// NESTED-NEXT:     cf.br ^bb1(%2 : index)
// NESTED-NEXT:   }
// NESTED-NEXT: }
