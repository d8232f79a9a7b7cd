// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s
// Pretty debug info.

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

// CHECK: #loc1 = f.mlir:1:2
// CHECK-NEXT: #loc14 = arg.mlir:1:1
// CHECK-NEXT: #loc15 = "n"
// CHECK-NEXT: #loc16 = q.mlir:1:1
// CHECK-NEXT: #loc25 = #loc15 at #loc16
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.a"() : () -> () f.mlir:1:2
// CHECK-NEXT:   "t.b"() : () -> () [unknown]
// CHECK-NEXT:   "t.c"() : () -> () "name"
// CHECK-NEXT:   "t.d"() : () -> () "name"(#loc4)
// CHECK-NEXT:   "t.e"() : () -> () #loc5 at #loc6
// CHECK-NEXT:   "t.f"() : () -> () #loc7
// CHECK-NEXT:  at #loc20
// CHECK-NEXT:   "t.g"() : () -> () [#loc1, #loc10]
// CHECK-NEXT:   "t.h"() : () -> () <"meta">[#loc1]
// CHECK-NEXT:   "t.i"() : () -> () <#foo.m>[#loc11]
// CHECK-NEXT:   "t.j"() : () -> () f.mlir:1:2 to 3:4
// CHECK-NEXT:   "t.k"() : () -> () f.mlir:1:2 to :7
// CHECK-NEXT:   "t.l"() {x = #loc1} : () -> () f.mlir:1:2
// CHECK-NEXT:   "t.m"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 arg.mlir:1:1, %arg1: i32 #loc15 at #loc16):
// CHECK-NEXT:     "t.n"(%arg0) : (i32) -> () "name2"
// CHECK-NEXT:   }) : () -> () [#loc1, #loc3]
// CHECK-NEXT: } {{.*}}locations-pretty.mlir:0:0
// CHECK-NEXT: #loc = {{.*}}locations-pretty.mlir:0:0
// CHECK-NEXT: #loc2 = [unknown]
// CHECK-NEXT: #loc3 = "name"
// CHECK-NEXT: #loc4 = f.mlir:3:4
// CHECK-NEXT: #loc5 = "foo"
// CHECK-NEXT: #loc6 = f.mlir:5:6
// CHECK-NEXT: #loc7 = a.mlir:1:1
// CHECK-NEXT: #loc8 = b.mlir:2:2
// CHECK-NEXT: #loc9 = c.mlir:3:3
// CHECK-NEXT: #loc10 = g.mlir:3:4
// CHECK-NEXT: #loc11 = x.mlir:9:9
// CHECK-NEXT: #loc12 = f.mlir:1:2 to 3:4
// CHECK-NEXT: #loc13 = f.mlir:1:2 to :7
// CHECK-NEXT: #loc17 = "name2"
// CHECK-NEXT: #loc18 = "name"(#loc4)
// CHECK-NEXT: #loc19 = #loc5 at #loc6
// CHECK-NEXT: #loc20 = #loc8
// CHECK-NEXT:  at #loc9
// CHECK-NEXT: #loc21 = [#loc1, #loc10]
// CHECK-NEXT: #loc22 = <"meta">[#loc1]
// CHECK-NEXT: #loc23 = <#foo.m>[#loc11]
// CHECK-NEXT: #loc24 = [#loc1, #loc3]
// CHECK-NEXT: #loc26 = #loc7
// CHECK-NEXT:  at #loc20
