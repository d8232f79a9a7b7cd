// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// Generic form numbering order.

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

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "t.func"() ({
// CHECK-NEXT:   ^bb0(%arg1: i32, %arg2: i1):
// CHECK-NEXT:     %1:3 = "t.multi"() : () -> (i32, i32, i32)
// CHECK-NEXT:     "t.cond_br"(%arg2, %1#0, %1#2)[^bb1, ^bb2] : (i1, i32, i32) -> ()
// CHECK-NEXT:   ^bb1(%2: i32):  // 3 preds: ^bb0, ^bb3, ^bb3
// CHECK-NEXT:     "t.br"(%2)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2(%3: i32):  // pred: ^bb0
// CHECK-NEXT:     "t.br"(%3)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     "t.br"()[^bb1, ^bb1, ^bb3] : () -> ()
// CHECK-NEXT:   ^bb4:  // no predecessors
// CHECK-NEXT:     "t.region"() ({
// CHECK-NEXT:       %6 = "t.inner"(%4, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       "t.region"() ({
// CHECK-NEXT:       ^bb0(%arg3: i32):
// CHECK-NEXT:         %7 = "t.inner2"(%arg3, %6) : (i32, i32) -> i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:         "t.x"() : () -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %5 = "t.after"() : () -> i32
// CHECK-NEXT:     "t.ret"(%5) : (i32) -> ()
// CHECK-NEXT:   }) {sym_name = "f"} : () -> ()
// CHECK-NEXT:   "t.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "t.a"(%arg0) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
