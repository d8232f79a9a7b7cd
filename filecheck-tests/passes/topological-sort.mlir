// topological-sort against mlir-opt 22 (the CHECK lines are its output).

// RUN: tileir-opt %s -allow-unregistered-dialect -topological-sort | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(topological-sort))' | FileCheck %s --check-prefix=FUNC

// Uses before definitions in graph regions move after them; a use by a
// nested op counts for the op holding it; values from outside the block
// or defined inside the op itself never wait. A cycle is broken where
// the sweep gets stuck. Regions with dominance (a function's) are left
// alone, and only graph regions under the anchor are sorted.
test.graph_region {
  %sum = "test.add"(%x, %y) : (i32, i32) -> i32
  %x = "test.load"() : () -> i32
  "test.store"(%sum) : (i32) -> ()
  %y = "test.load"() : () -> i32
}
test.graph_region {
  %0 = "test.x"(%5) : (i32) -> i32
  %1 = "test.y"(%0, %4) : (i32, i32) -> i32
  %2 = "test.z"(%1) : (i32) -> i32
  %3 = "test.w"(%2, %6) : (i32, i32) -> i32
  %4 = "test.v"() : () -> i32
  %5 = "test.u"(%4) : (i32) -> i32
  %6 = "test.t"(%5, %0) : (i32, i32) -> i32
  "test.r"(%3) ({
    "test.in"(%6) : (i32) -> ()
  }) : (i32) -> ()
}
test.graph_region {
  %1 = "test.p"(%0) : (i32) -> i32
  %0 = "test.q"(%1) : (i32) -> i32
  %2 = "test.s"() : () -> i32
  %3 = "test.r"(%2, %5) : (i32, i32) -> i32
  %4 = "test.o"(%1) : (i32) -> i32
  %5 = "test.n"() : () -> i32
}
func.func @in_function(%arg: i32) {
  %c = "test.c"() : () -> i32
  cf.br ^next(%c : i32)
^next(%v: i32):
  test.graph_region {
    "test.sink"(%w, %v) : (i32, i32) -> ()
    %w = "test.mix"(%u, %arg, %c) : (i32, i32, i32) -> i32
    test.graph_region attributes {inner} {
      "test.use"(%u2) : (i32) -> ()
      %u2 = "test.def"(%u) : (i32) -> i32
    }
    %u = "test.def"() : () -> i32
  }
  return
}
test.graph_region {
^bb0(%a: i32):
  "test.region_user"() ({
    "test.inside"(%late) : (i32) -> ()
    %own = "test.own"() : () -> i32
    "test.inside"(%own, %a) : (i32, i32) -> ()
  }) : () -> ()
  %late = "test.late"() : () -> i32
}
// CHECK: module {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %0 = "test.load"() : () -> i32
// CHECK-NEXT:     %1 = "test.load"() : () -> i32
// CHECK-NEXT:     %2 = "test.add"(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT:     "test.store"(%2) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %0 = "test.v"() : () -> i32
// CHECK-NEXT:     %1 = "test.u"(%0) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.x"(%1) : (i32) -> i32
// CHECK-NEXT:     %3 = "test.y"(%2, %0) : (i32, i32) -> i32
// CHECK-NEXT:     %4 = "test.z"(%3) : (i32) -> i32
// CHECK-NEXT:     %5 = "test.t"(%1, %2) : (i32, i32) -> i32
// CHECK-NEXT:     %6 = "test.w"(%4, %5) : (i32, i32) -> i32
// CHECK-NEXT:     "test.r"(%6) ({
// CHECK-NEXT:       "test.in"(%5) : (i32) -> ()
// CHECK-NEXT:     }) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %0 = "test.s"() : () -> i32
// CHECK-NEXT:     %1 = "test.n"() : () -> i32
// CHECK-NEXT:     %2 = "test.r"(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT:     %3 = "test.p"(%4) : (i32) -> i32
// CHECK-NEXT:     %4 = "test.q"(%3) : (i32) -> i32
// CHECK-NEXT:     %5 = "test.o"(%3) : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_function(%arg0: i32) {
// CHECK-NEXT:     %0 = "test.c"() : () -> i32
// CHECK-NEXT:     cf.br ^bb1(%0 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     test.graph_region {
// CHECK-NEXT:       %2 = "test.def"() : () -> i32
// CHECK-NEXT:       %3 = "test.mix"(%2, %arg0, %0) : (i32, i32, i32) -> i32
// CHECK-NEXT:       test.graph_region attributes {inner} {
// CHECK-NEXT:         %4 = "test.def"(%2) : (i32) -> i32
// CHECK-NEXT:         "test.use"(%4) : (i32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       "test.sink"(%3, %1) : (i32, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "test.late"() : () -> i32
// CHECK-NEXT:     "test.region_user"() ({
// CHECK-NEXT:       "test.inside"(%0) : (i32) -> ()
// CHECK-NEXT:       %1 = "test.own"() : () -> i32
// CHECK-NEXT:       "test.inside"(%1, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }

// FUNC: module {
// FUNC-NEXT:   test.graph_region {
// FUNC-NEXT:     %0 = "test.add"(%1, %2) : (i32, i32) -> i32
// FUNC-NEXT:     %1 = "test.load"() : () -> i32
// FUNC-NEXT:     "test.store"(%0) : (i32) -> ()
// FUNC-NEXT:     %2 = "test.load"() : () -> i32
// FUNC-NEXT:   }
// FUNC-NEXT:   test.graph_region {
// FUNC-NEXT:     %0 = "test.x"(%5) : (i32) -> i32
// FUNC-NEXT:     %1 = "test.y"(%0, %4) : (i32, i32) -> i32
// FUNC-NEXT:     %2 = "test.z"(%1) : (i32) -> i32
// FUNC-NEXT:     %3 = "test.w"(%2, %6) : (i32, i32) -> i32
// FUNC-NEXT:     %4 = "test.v"() : () -> i32
// FUNC-NEXT:     %5 = "test.u"(%4) : (i32) -> i32
// FUNC-NEXT:     %6 = "test.t"(%5, %0) : (i32, i32) -> i32
// FUNC-NEXT:     "test.r"(%3) ({
// FUNC-NEXT:       "test.in"(%6) : (i32) -> ()
// FUNC-NEXT:     }) : (i32) -> ()
// FUNC-NEXT:   }
// FUNC-NEXT:   test.graph_region {
// FUNC-NEXT:     %0 = "test.p"(%1) : (i32) -> i32
// FUNC-NEXT:     %1 = "test.q"(%0) : (i32) -> i32
// FUNC-NEXT:     %2 = "test.s"() : () -> i32
// FUNC-NEXT:     %3 = "test.r"(%2, %5) : (i32, i32) -> i32
// FUNC-NEXT:     %4 = "test.o"(%0) : (i32) -> i32
// FUNC-NEXT:     %5 = "test.n"() : () -> i32
// FUNC-NEXT:   }
// FUNC-NEXT:   func.func @in_function(%arg0: i32) {
// FUNC-NEXT:     %0 = "test.c"() : () -> i32
// FUNC-NEXT:     cf.br ^bb1(%0 : i32)
// FUNC-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// FUNC-NEXT:     test.graph_region {
// FUNC-NEXT:       %2 = "test.def"() : () -> i32
// FUNC-NEXT:       %3 = "test.mix"(%2, %arg0, %0) : (i32, i32, i32) -> i32
// FUNC-NEXT:       test.graph_region attributes {inner} {
// FUNC-NEXT:         %4 = "test.def"(%2) : (i32) -> i32
// FUNC-NEXT:         "test.use"(%4) : (i32) -> ()
// FUNC-NEXT:       }
// FUNC-NEXT:       "test.sink"(%3, %1) : (i32, i32) -> ()
// FUNC-NEXT:     }
// FUNC-NEXT:     return
// FUNC-NEXT:   }
// FUNC-NEXT:   test.graph_region {
// FUNC-NEXT:   ^bb0(%arg0: i32):
// FUNC-NEXT:     "test.region_user"() ({
// FUNC-NEXT:       "test.inside"(%0) : (i32) -> ()
// FUNC-NEXT:       %1 = "test.own"() : () -> i32
// FUNC-NEXT:       "test.inside"(%1, %arg0) : (i32, i32) -> ()
// FUNC-NEXT:     }) : () -> ()
// FUNC-NEXT:     %0 = "test.late"() : () -> i32
// FUNC-NEXT:   }
// FUNC-NEXT: }
