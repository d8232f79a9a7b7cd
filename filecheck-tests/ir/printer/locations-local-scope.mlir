// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// Local scope: no aliases.

"t.a"() : () -> () loc("f.mlir":1:2)
"t.b"() : () -> () loc(unknown)
"t.c"() : () -> () loc("name")
"t.d"() : () -> () loc("name"("f.mlir":3:4))
"t.e"() : () -> () loc(callsite("foo" at "f.mlir":5:6))
"t.f"() : () -> () loc(callsite("a.mlir":1:1 at callsite("b.mlir":2:2 at "c.mlir":3:3)))
"t.g"() : () -> () loc(fused["f.mlir":1:2, "g.mlir":3:4])
"t.h"() : () -> () loc(fused<"meta">["f.mlir":1:2, unknown])
"t.i"() : () -> () loc(fused<#foo.m>["x.mlir":9:9])
"t.j"() : () -> () loc("f.mlir":1:2 to 3:4)
"t.k"() : () -> () loc("f.mlir":1:2 to :7)
"t.l"() {x = loc("f.mlir":1:2)} : () -> () loc("f.mlir":1:2)
"t.m"() ({
^bb0(%a: i32 loc("arg.mlir":1:1), %b: i32 loc(callsite("n" at "q.mlir":1:1))):
  "t.n"(%a) : (i32) -> () loc("name2")
}) : () -> () loc(fused["f.mlir":1:2, "name"])

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc("f.mlir":1:2)
// CHECK-NEXT:   "t.b"() : () -> () loc(unknown)
// CHECK-NEXT:   "t.c"() : () -> () loc("name")
// CHECK-NEXT:   "t.d"() : () -> () loc("name"("f.mlir":3:4))
// CHECK-NEXT:   "t.e"() : () -> () loc(callsite("foo" at "f.mlir":5:6))
// CHECK-NEXT:   "t.f"() : () -> () loc(callsite("a.mlir":1:1 at callsite("b.mlir":2:2 at "c.mlir":3:3)))
// CHECK-NEXT:   "t.g"() : () -> () loc(fused["f.mlir":1:2, "g.mlir":3:4])
// CHECK-NEXT:   "t.h"() : () -> () loc(fused<"meta">["f.mlir":1:2])
// CHECK-NEXT:   "t.i"() : () -> () loc(fused<#foo.m>["x.mlir":9:9])
// CHECK-NEXT:   "t.j"() : () -> () loc("f.mlir":1:2 to 3:4)
// CHECK-NEXT:   "t.k"() : () -> () loc("f.mlir":1:2 to :7)
// CHECK-NEXT:   "t.l"() {x = loc("f.mlir":1:2)} : () -> () loc("f.mlir":1:2)
// CHECK-NEXT:   "t.m"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:1), %arg1: i32 loc(callsite("n" at "q.mlir":1:1))):
// CHECK-NEXT:     "t.n"(%arg0) : (i32) -> () loc("name2")
// CHECK-NEXT:   }) : () -> () loc(fused["f.mlir":1:2, "name"])
// CHECK-NEXT: } loc("{{.*}}locations-local-scope.mlir":0:0)
