// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-use-nameloc-as-prefix | FileCheck %s
// Name locations as SSA name prefixes.

"t.m"() ({
^bb0(%a: i32 loc("x"), %b: i32, %c: i32 loc(fused["q.mlir":1:1, "y"]), %d: i32):
  %0 = "t.n"(%a) : (i32) -> i32 loc("x")
  %1 = "t.n"(%a) : (i32) -> i32 loc("1bad name")
  %2:2 = "t.n"(%a) : (i32) -> (i32, i32) loc("x")
  "t.r"() ({
  ^bb1(%e: i32 loc("x"), %f: i32):
    %3 = "t.k"() : () -> i32
  }) : () -> ()
  "t.br"()[^bb2] : () -> ()
^bb2(%g: i32 loc("blockarg")):
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.m"() ({
// CHECK-NEXT:   ^bb0(%x: i32, %arg1: i32, %y: i32, %arg3: i32):
// CHECK-NEXT:     %x_0 = "t.n"(%x) : (i32) -> i32
// CHECK-NEXT:     %_1bad_name = "t.n"(%x) : (i32) -> i32
// CHECK-NEXT:     %x_1:2 = "t.n"(%x) : (i32) -> (i32, i32)
// CHECK-NEXT:     "t.r"() ({
// CHECK-NEXT:     ^bb0(%x_2: i32, %arg5: i32):
// CHECK-NEXT:       %0 = "t.k"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1(%blockarg: i32):  // pred: ^bb0
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
