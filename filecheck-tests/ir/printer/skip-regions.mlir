// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-skip-regions | FileCheck %s
// Skipped regions.

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

// CHECK: module {...}
