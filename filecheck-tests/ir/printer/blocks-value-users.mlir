// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s
// Value users comments.

"t.func"() ({
^bb0(%arg0: i32, %c: i1):
  %0:3 = "t.multi"() : () -> (i32, i32, i32)
  "t.cond_br"(%c, %0#0, %0#2)[^bb1, ^bb2] : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "t.br"(%x)[^bb3] : (i32) -> ()
^bb2(%y: i32):
  "t.br"(%y)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  "t.br"()[^bb1, ^bb1, ^bb3] : () -> ()
^bb4:
  "t.region"() ({
    %1 = "t.inner"(%z, %arg0) : (i32, i32) -> i32
    "t.region"() ({
    ^bb0(%q: i32):
      %2 = "t.inner2"(%q, %1) : (i32, i32) -> i32
    }, {
      "t.x"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  %5 = "t.after"() : () -> i32
  "t.ret"(%5) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"t.func"() ({
^bb0(%arg0: i32):
  %0 = "t.a"(%arg0) : (i32) -> i32
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT:     // %arg0 is used by %13
// CHECK-NEXT:     // %arg1 is used by %3
// CHECK-NEXT:     %2:3 = "t.multi"() : () -> (i32, i32, i32) // users: (%3), (unused), (%3)
// CHECK-NEXT:     "t.cond_br"(%arg1, %2#0, %2#2)[^bb1, ^bb2] : (i1, i32, i32) -> () // id: %3
// CHECK-NEXT:   ^bb1(%4: i32):  // 3 preds: ^bb0, ^bb3, ^bb3
// CHECK-NEXT:     // %4 is used by %5
// CHECK-NEXT:     "t.br"(%4)[^bb3] : (i32) -> () // id: %5
// CHECK-NEXT:   ^bb2(%6: i32):  // pred: ^bb0
// CHECK-NEXT:     // %6 is used by %7
// CHECK-NEXT:     "t.br"(%6)[^bb3] : (i32) -> () // id: %7
// CHECK-NEXT:   ^bb3(%8: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     // %8 is used by %13
// CHECK-NEXT:     "t.br"()[^bb1, ^bb1, ^bb3] : () -> ()
// CHECK-NEXT:   ^bb4:  // no predecessors
// CHECK-NEXT:     "t.region"() ({
// CHECK-NEXT:       %13 = "t.inner"(%8, %arg0) : (i32, i32) -> i32 // user: %15
// CHECK-NEXT:       "t.region"() ({
// CHECK-NEXT:       ^bb0(%arg2: i32):
// CHECK-NEXT:         // %arg2 is used by %15
// CHECK-NEXT:         %15 = "t.inner2"(%arg2, %13) : (i32, i32) -> i32 // unused
// CHECK-NEXT:       }, {
// CHECK-NEXT:         "t.x"() : () -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %11 = "t.after"() : () -> i32 // user: %12
// CHECK-NEXT:     "t.ret"(%11) : (i32) -> () // id: %12
// CHECK-NEXT:   }) {sym_name = "f"} : () -> ()
// CHECK-NEXT:   "t.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     // %arg0 is used by %2
// CHECK-NEXT:     %2 = "t.a"(%arg0) : (i32) -> i32 // unused
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
