// inline against mlir-opt 22 (the CHECK lines are its output).

// RUN: tileir-opt %s -allow-unregistered-dialect -inline='default-pipeline=' | FileCheck %s
// RUN: tileir-opt %s -allow-unregistered-dialect -inline='default-pipeline= max-iterations=1 inlining-threshold=50' | FileCheck %s --check-prefix=SMALL
// RUN: tileir-opt %s -allow-unregistered-dialect -inline='default-pipeline=' -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: tileir-opt %s -allow-unregistered-dialect -inline='default-pipeline= op-pipelines=func.func(cse)' | FileCheck %s --check-prefix=PIPE

// Calls are inlined bottom-up over the call graph: a single-block callee
// merges into the caller, a multi-block one becomes branches to the code
// after the call (not inside an scf.if, whose region holds one block).
// Recursive and mutually recursive calls, calls of declarations and
// indirect calls stay. A private callee is erased once its last call is
// inlined (or if it had none); public ones stay. Inlined ops get
// callsite(callee at caller) locations, stacked through nested inlining.
// With a small inlining-threshold, callees too big for their caller stay.
// op-pipelines optimizes each callable with its op's pipeline first.
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb2:
  return %a : i32
}
func.func @use_multi(%c: i1, %x: i32) -> i32 {
  %0 = call @multi(%c, %x) : (i1, i32) -> i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}
func.func @in_if(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = func.call @multi(%c, %x) : (i1, i32) -> i32
    scf.yield %0 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @leaf(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  return %0 : i32
}
func.func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  %1 = call @rec(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @effects(%a: i32) {
  "test.unregistered"(%a) : (i32) -> ()
  return
}
func.func @no_legal(%a: i32) {
  call @effects(%a) : (i32) -> ()
  %f = constant @leaf : (i32) -> i32
  %r = call_indirect %f(%a) : (i32) -> i32
  return
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @with_loop(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (f32) {
    %y = arith.mulf %acc, %acc : f32
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @loop_caller(%n: index, %a: f32) -> (f32, f32) {
  %0 = call @with_loop(%n, %a) : (index, f32) -> f32
  %1 = call @with_loop(%n, %0) : (index, f32) -> f32
  return %0, %1 : f32, f32
}
func.func private @no_results(%a: i32) {
  return
}
func.func @drop(%a: i32) {
  call @no_results(%a) : (i32) -> ()
  call @no_results(%a) : (i32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %2 = arith.muli %1, %arg1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = func.call @multi(%arg0, %arg1) : (i1, i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ping(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pong(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @ping(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @leaf(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @top(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.subi %0, %0 : i32
// CHECK-NEXT:     %2 = call @rec(%1) : (i32) -> i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_legal(%arg0: i32) {
// CHECK-NEXT:     "test.unregistered"(%arg0) : (i32) -> ()
// CHECK-NEXT:     %f = constant @leaf : (i32) -> i32
// CHECK-NEXT:     %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32) -> i32
// CHECK-NEXT:   func.func @calls_decl(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_caller(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       %2 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0_0 to %arg0 step %c1_1 iter_args(%arg3 = %0) -> (f32) {
// CHECK-NEXT:       %2 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @drop(%arg0: i32) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// SMALL: module {
// SMALL-NEXT:   func.func private @multi(%arg0: i1, %arg1: i32) -> i32 {
// SMALL-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// SMALL-NEXT:   ^bb1:  // pred: ^bb0
// SMALL-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   ^bb2:  // pred: ^bb0
// SMALL-NEXT:     return %arg1 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @use_multi(%arg0: i1, %arg1: i32) -> i32 {
// SMALL-NEXT:     %0 = call @multi(%arg0, %arg1) : (i1, i32) -> i32
// SMALL-NEXT:     %1 = arith.muli %0, %arg1 : i32
// SMALL-NEXT:     return %1 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @in_if(%arg0: i1, %arg1: i32) -> i32 {
// SMALL-NEXT:     %0 = scf.if %arg0 -> (i32) {
// SMALL-NEXT:       %1 = func.call @multi(%arg0, %arg1) : (i1, i32) -> i32
// SMALL-NEXT:       scf.yield %1 : i32
// SMALL-NEXT:     } else {
// SMALL-NEXT:       scf.yield %arg1 : i32
// SMALL-NEXT:     }
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @ping(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @pong(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = call @ping(%arg0) : (i32) -> i32
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func private @leaf(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = arith.subi %arg0, %arg0 : i32
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func private @mid(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = call @leaf(%arg0) : (i32) -> i32
// SMALL-NEXT:     %1 = call @leaf(%0) : (i32) -> i32
// SMALL-NEXT:     return %1 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @top(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = call @mid(%arg0) : (i32) -> i32
// SMALL-NEXT:     %1 = call @rec(%0) : (i32) -> i32
// SMALL-NEXT:     return %1 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @no_legal(%arg0: i32) {
// SMALL-NEXT:     "test.unregistered"(%arg0) : (i32) -> ()
// SMALL-NEXT:     %f = constant @leaf : (i32) -> i32
// SMALL-NEXT:     %0 = call_indirect %f(%arg0) : (i32) -> i32
// SMALL-NEXT:     return
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func private @decl(i32) -> i32
// SMALL-NEXT:   func.func @calls_decl(%arg0: i32) -> i32 {
// SMALL-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32
// SMALL-NEXT:     return %0 : i32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func private @with_loop(%arg0: index, %arg1: f32) -> f32 {
// SMALL-NEXT:     %c0 = arith.constant 0 : index
// SMALL-NEXT:     %c1 = arith.constant 1 : index
// SMALL-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// SMALL-NEXT:       %1 = arith.mulf %arg3, %arg3 : f32
// SMALL-NEXT:       scf.yield %1 : f32
// SMALL-NEXT:     }
// SMALL-NEXT:     return %0 : f32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @loop_caller(%arg0: index, %arg1: f32) -> (f32, f32) {
// SMALL-NEXT:     %0 = call @with_loop(%arg0, %arg1) : (index, f32) -> f32
// SMALL-NEXT:     %1 = call @with_loop(%arg0, %0) : (index, f32) -> f32
// SMALL-NEXT:     return %0, %1 : f32, f32
// SMALL-NEXT:   }
// SMALL-NEXT:   func.func @drop(%arg0: i32) {
// SMALL-NEXT:     return
// SMALL-NEXT:   }
// SMALL-NEXT: }

// LOC: #loc2 = loc("{{.*}}inline.mlir":17:26)
// LOC-NEXT: #loc3 = loc("{{.*}}inline.mlir":17:34)
// LOC-NEXT: #loc9 = loc("{{.*}}inline.mlir":25:22)
// LOC-NEXT: #loc10 = loc("{{.*}}inline.mlir":25:30)
// LOC-NEXT: #loc11 = loc("{{.*}}inline.mlir":26:8)
// LOC-NEXT: #loc15 = loc("{{.*}}inline.mlir":30:18)
// LOC-NEXT: #loc16 = loc("{{.*}}inline.mlir":30:26)
// LOC-NEXT: #loc23 = loc("{{.*}}inline.mlir":39:16)
// LOC-NEXT: #loc27 = loc("{{.*}}inline.mlir":43:17)
// LOC-NEXT: #loc31 = loc("{{.*}}inline.mlir":47:17)
// LOC-NEXT: #loc35 = loc("{{.*}}inline.mlir":51:25)
// LOC-NEXT: #loc39 = loc("{{.*}}inline.mlir":60:16)
// LOC-NEXT: #loc46 = loc("{{.*}}inline.mlir":69:21)
// LOC-NEXT: #loc54 = loc("{{.*}}inline.mlir":76:23)
// LOC-NEXT: #loc58 = loc("{{.*}}inline.mlir":89:24)
// LOC-NEXT: #loc59 = loc("{{.*}}inline.mlir":89:35)
// LOC-NEXT: #loc69 = loc("{{.*}}inline.mlir":97:17)
// LOC-NEXT: module {
// LOC-NEXT:   func.func private @multi(%arg0: i1 loc("{{.*}}inline.mlir":17:26), %arg1: i32 loc("{{.*}}inline.mlir":17:34)) -> i32 {
// LOC-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2 loc(#loc4)
// LOC-NEXT:   ^bb1:  // pred: ^bb0
// LOC-NEXT:     %0 = arith.addi %arg1, %arg1 : i32 loc(#loc5)
// LOC-NEXT:     return %0 : i32 loc(#loc6)
// LOC-NEXT:   ^bb2:  // pred: ^bb0
// LOC-NEXT:     return %arg1 : i32 loc(#loc7)
// LOC-NEXT:   } loc(#loc1)
// LOC-NEXT:   func.func @use_multi(%arg0: i1 loc("{{.*}}inline.mlir":25:22), %arg1: i32 loc("{{.*}}inline.mlir":25:30)) -> i32 {
// LOC-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2 loc(#loc71)
// LOC-NEXT:   ^bb1:  // pred: ^bb0
// LOC-NEXT:     %0 = arith.addi %arg1, %arg1 : i32 loc(#loc72)
// LOC-NEXT:     cf.br ^bb3(%0 : i32) loc(#loc73)
// LOC-NEXT:   ^bb2:  // pred: ^bb0
// LOC-NEXT:     cf.br ^bb3(%arg1 : i32) loc(#loc74)
// LOC-NEXT:   ^bb3(%1: i32 loc("{{.*}}inline.mlir":26:8)):  // 2 preds: ^bb1, ^bb2
// LOC-NEXT:     %2 = arith.muli %1, %arg1 : i32 loc(#loc12)
// LOC-NEXT:     return %2 : i32 loc(#loc13)
// LOC-NEXT:   } loc(#loc8)
// LOC-NEXT:   func.func @in_if(%arg0: i1 loc("{{.*}}inline.mlir":30:18), %arg1: i32 loc("{{.*}}inline.mlir":30:26)) -> i32 {
// LOC-NEXT:     %0 = scf.if %arg0 -> (i32) {
// LOC-NEXT:       %1 = func.call @multi(%arg0, %arg1) : (i1, i32) -> i32 loc(#loc18)
// LOC-NEXT:       scf.yield %1 : i32 loc(#loc19)
// LOC-NEXT:     } else {
// LOC-NEXT:       scf.yield %arg1 : i32 loc(#loc20)
// LOC-NEXT:     } loc(#loc17)
// LOC-NEXT:     return %0 : i32 loc(#loc21)
// LOC-NEXT:   } loc(#loc14)
// LOC-NEXT:   func.func @rec(%arg0: i32 loc("{{.*}}inline.mlir":39:16)) -> i32 {
// LOC-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32 loc(#loc24)
// LOC-NEXT:     return %0 : i32 loc(#loc25)
// LOC-NEXT:   } loc(#loc22)
// LOC-NEXT:   func.func @ping(%arg0: i32 loc("{{.*}}inline.mlir":43:17)) -> i32 {
// LOC-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32 loc(#loc28)
// LOC-NEXT:     return %0 : i32 loc(#loc29)
// LOC-NEXT:   } loc(#loc26)
// LOC-NEXT:   func.func @pong(%arg0: i32 loc("{{.*}}inline.mlir":47:17)) -> i32 {
// LOC-NEXT:     %0 = call @ping(%arg0) : (i32) -> i32 loc(#loc32)
// LOC-NEXT:     return %0 : i32 loc(#loc33)
// LOC-NEXT:   } loc(#loc30)
// LOC-NEXT:   func.func private @leaf(%arg0: i32 loc("{{.*}}inline.mlir":51:25)) -> i32 {
// LOC-NEXT:     %0 = arith.subi %arg0, %arg0 : i32 loc(#loc36)
// LOC-NEXT:     return %0 : i32 loc(#loc37)
// LOC-NEXT:   } loc(#loc34)
// LOC-NEXT:   func.func @top(%arg0: i32 loc("{{.*}}inline.mlir":60:16)) -> i32 {
// LOC-NEXT:     %0 = arith.subi %arg0, %arg0 : i32 loc(#loc88)
// LOC-NEXT:     %1 = arith.subi %0, %0 : i32 loc(#loc89)
// LOC-NEXT:     %2 = call @rec(%1) : (i32) -> i32 loc(#loc43)
// LOC-NEXT:     return %2 : i32 loc(#loc44)
// LOC-NEXT:   } loc(#loc38)
// LOC-NEXT:   func.func @no_legal(%arg0: i32 loc("{{.*}}inline.mlir":69:21)) {
// LOC-NEXT:     "test.unregistered"(%arg0) : (i32) -> () loc(#loc77)
// LOC-NEXT:     %f = constant @leaf : (i32) -> i32 loc(#loc49)
// LOC-NEXT:     %0 = call_indirect %f(%arg0) : (i32) -> i32 loc(#loc50)
// LOC-NEXT:     return loc(#loc51)
// LOC-NEXT:   } loc(#loc45)
// LOC-NEXT:   func.func private @decl(i32) -> i32 loc(#loc52)
// LOC-NEXT:   func.func @calls_decl(%arg0: i32 loc("{{.*}}inline.mlir":76:23)) -> i32 {
// LOC-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32 loc(#loc55)
// LOC-NEXT:     return %0 : i32 loc(#loc56)
// LOC-NEXT:   } loc(#loc53)
// LOC-NEXT:   func.func @loop_caller(%arg0: index loc("{{.*}}inline.mlir":89:24), %arg1: f32 loc("{{.*}}inline.mlir":89:35)) -> (f32, f32) {
// LOC-NEXT:     %c0 = arith.constant 0 : index loc(#loc78)
// LOC-NEXT:     %c1 = arith.constant 1 : index loc(#loc79)
// LOC-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// LOC-NEXT:       %2 = arith.mulf %arg3, %arg3 : f32 loc(#loc81)
// LOC-NEXT:       scf.yield %2 : f32 loc(#loc82)
// LOC-NEXT:     } loc(#loc80)
// LOC-NEXT:     %c0_0 = arith.constant 0 : index loc(#loc83)
// LOC-NEXT:     %c1_1 = arith.constant 1 : index loc(#loc84)
// LOC-NEXT:     %1 = scf.for %arg2 = %c0_0 to %arg0 step %c1_1 iter_args(%arg3 = %0) -> (f32) {
// LOC-NEXT:       %2 = arith.mulf %arg3, %arg3 : f32 loc(#loc86)
// LOC-NEXT:       scf.yield %2 : f32 loc(#loc87)
// LOC-NEXT:     } loc(#loc85)
// LOC-NEXT:     return %0, %1 : f32, f32 loc(#loc67)
// LOC-NEXT:   } loc(#loc57)
// LOC-NEXT:   func.func @drop(%arg0: i32 loc("{{.*}}inline.mlir":97:17)) {
// LOC-NEXT:     return loc(#loc70)
// LOC-NEXT:   } loc(#loc68)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("{{.*}}inline.mlir":0:0)
// LOC-NEXT: #loc1 = loc("{{.*}}inline.mlir":17:1)
// LOC-NEXT: #loc4 = loc("{{.*}}inline.mlir":18:3)
// LOC-NEXT: #loc5 = loc("{{.*}}inline.mlir":20:8)
// LOC-NEXT: #loc6 = loc("{{.*}}inline.mlir":21:3)
// LOC-NEXT: #loc7 = loc("{{.*}}inline.mlir":23:3)
// LOC-NEXT: #loc8 = loc("{{.*}}inline.mlir":25:1)
// LOC-NEXT: #loc12 = loc("{{.*}}inline.mlir":27:8)
// LOC-NEXT: #loc13 = loc("{{.*}}inline.mlir":28:3)
// LOC-NEXT: #loc14 = loc("{{.*}}inline.mlir":30:1)
// LOC-NEXT: #loc17 = loc("{{.*}}inline.mlir":31:8)
// LOC-NEXT: #loc18 = loc("{{.*}}inline.mlir":32:10)
// LOC-NEXT: #loc19 = loc("{{.*}}inline.mlir":33:5)
// LOC-NEXT: #loc20 = loc("{{.*}}inline.mlir":35:5)
// LOC-NEXT: #loc21 = loc("{{.*}}inline.mlir":37:3)
// LOC-NEXT: #loc22 = loc("{{.*}}inline.mlir":39:1)
// LOC-NEXT: #loc24 = loc("{{.*}}inline.mlir":40:8)
// LOC-NEXT: #loc25 = loc("{{.*}}inline.mlir":41:3)
// LOC-NEXT: #loc26 = loc("{{.*}}inline.mlir":43:1)
// LOC-NEXT: #loc28 = loc("{{.*}}inline.mlir":44:8)
// LOC-NEXT: #loc29 = loc("{{.*}}inline.mlir":45:3)
// LOC-NEXT: #loc30 = loc("{{.*}}inline.mlir":47:1)
// LOC-NEXT: #loc32 = loc("{{.*}}inline.mlir":48:8)
// LOC-NEXT: #loc33 = loc("{{.*}}inline.mlir":49:3)
// LOC-NEXT: #loc34 = loc("{{.*}}inline.mlir":51:1)
// LOC-NEXT: #loc36 = loc("{{.*}}inline.mlir":52:8)
// LOC-NEXT: #loc37 = loc("{{.*}}inline.mlir":53:3)
// LOC-NEXT: #loc38 = loc("{{.*}}inline.mlir":60:1)
// LOC-NEXT: #loc40 = loc("{{.*}}inline.mlir":56:8)
// LOC-NEXT: #loc41 = loc("{{.*}}inline.mlir":61:8)
// LOC-NEXT: #loc42 = loc("{{.*}}inline.mlir":57:8)
// LOC-NEXT: #loc43 = loc("{{.*}}inline.mlir":62:8)
// LOC-NEXT: #loc44 = loc("{{.*}}inline.mlir":63:3)
// LOC-NEXT: #loc45 = loc("{{.*}}inline.mlir":69:1)
// LOC-NEXT: #loc47 = loc("{{.*}}inline.mlir":66:3)
// LOC-NEXT: #loc48 = loc("{{.*}}inline.mlir":70:3)
// LOC-NEXT: #loc49 = loc("{{.*}}inline.mlir":71:8)
// LOC-NEXT: #loc50 = loc("{{.*}}inline.mlir":72:8)
// LOC-NEXT: #loc51 = loc("{{.*}}inline.mlir":73:3)
// LOC-NEXT: #loc52 = loc("{{.*}}inline.mlir":75:1)
// LOC-NEXT: #loc53 = loc("{{.*}}inline.mlir":76:1)
// LOC-NEXT: #loc55 = loc("{{.*}}inline.mlir":77:8)
// LOC-NEXT: #loc56 = loc("{{.*}}inline.mlir":78:3)
// LOC-NEXT: #loc57 = loc("{{.*}}inline.mlir":89:1)
// LOC-NEXT: #loc60 = loc("{{.*}}inline.mlir":81:9)
// LOC-NEXT: #loc61 = loc("{{.*}}inline.mlir":90:8)
// LOC-NEXT: #loc62 = loc("{{.*}}inline.mlir":82:9)
// LOC-NEXT: #loc63 = loc("{{.*}}inline.mlir":83:8)
// LOC-NEXT: #loc64 = loc("{{.*}}inline.mlir":84:10)
// LOC-NEXT: #loc65 = loc("{{.*}}inline.mlir":85:5)
// LOC-NEXT: #loc66 = loc("{{.*}}inline.mlir":91:8)
// LOC-NEXT: #loc67 = loc("{{.*}}inline.mlir":92:3)
// LOC-NEXT: #loc68 = loc("{{.*}}inline.mlir":97:1)
// LOC-NEXT: #loc70 = loc("{{.*}}inline.mlir":100:3)
// LOC-NEXT: #loc71 = loc(callsite(#loc4 at #loc11))
// LOC-NEXT: #loc72 = loc(callsite(#loc5 at #loc11))
// LOC-NEXT: #loc73 = loc(callsite(#loc6 at #loc11))
// LOC-NEXT: #loc74 = loc(callsite(#loc7 at #loc11))
// LOC-NEXT: #loc75 = loc(callsite(#loc40 at #loc41))
// LOC-NEXT: #loc76 = loc(callsite(#loc42 at #loc41))
// LOC-NEXT: #loc77 = loc(callsite(#loc47 at #loc48))
// LOC-NEXT: #loc78 = loc(callsite(#loc60 at #loc61))
// LOC-NEXT: #loc79 = loc(callsite(#loc62 at #loc61))
// LOC-NEXT: #loc80 = loc(callsite(#loc63 at #loc61))
// LOC-NEXT: #loc81 = loc(callsite(#loc64 at #loc61))
// LOC-NEXT: #loc82 = loc(callsite(#loc65 at #loc61))
// LOC-NEXT: #loc83 = loc(callsite(#loc60 at #loc66))
// LOC-NEXT: #loc84 = loc(callsite(#loc62 at #loc66))
// LOC-NEXT: #loc85 = loc(callsite(#loc63 at #loc66))
// LOC-NEXT: #loc86 = loc(callsite(#loc64 at #loc66))
// LOC-NEXT: #loc87 = loc(callsite(#loc65 at #loc66))
// LOC-NEXT: #loc88 = loc(callsite(#loc36 at #loc75))
// LOC-NEXT: #loc89 = loc(callsite(#loc36 at #loc76))

// PIPE: module {
// PIPE-NEXT:   func.func private @multi(%arg0: i1, %arg1: i32) -> i32 {
// PIPE-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// PIPE-NEXT:   ^bb1:  // pred: ^bb0
// PIPE-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   ^bb2:  // pred: ^bb0
// PIPE-NEXT:     return %arg1 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @use_multi(%arg0: i1, %arg1: i32) -> i32 {
// PIPE-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// PIPE-NEXT:   ^bb1:  // pred: ^bb0
// PIPE-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// PIPE-NEXT:     cf.br ^bb3(%0 : i32)
// PIPE-NEXT:   ^bb2:  // pred: ^bb0
// PIPE-NEXT:     cf.br ^bb3(%arg1 : i32)
// PIPE-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// PIPE-NEXT:     %2 = arith.muli %1, %arg1 : i32
// PIPE-NEXT:     return %2 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @in_if(%arg0: i1, %arg1: i32) -> i32 {
// PIPE-NEXT:     %0 = scf.if %arg0 -> (i32) {
// PIPE-NEXT:       %1 = func.call @multi(%arg0, %arg1) : (i1, i32) -> i32
// PIPE-NEXT:       scf.yield %1 : i32
// PIPE-NEXT:     } else {
// PIPE-NEXT:       scf.yield %arg1 : i32
// PIPE-NEXT:     }
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// PIPE-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @ping(%arg0: i32) -> i32 {
// PIPE-NEXT:     %0 = call @pong(%arg0) : (i32) -> i32
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @pong(%arg0: i32) -> i32 {
// PIPE-NEXT:     %0 = call @ping(%arg0) : (i32) -> i32
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func private @leaf(%arg0: i32) -> i32 {
// PIPE-NEXT:     %0 = arith.subi %arg0, %arg0 : i32
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @top(%arg0: i32) -> i32 {
// PIPE-NEXT:     %0 = arith.subi %arg0, %arg0 : i32
// PIPE-NEXT:     %1 = arith.subi %0, %0 : i32
// PIPE-NEXT:     %2 = call @rec(%1) : (i32) -> i32
// PIPE-NEXT:     return %2 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @no_legal(%arg0: i32) {
// PIPE-NEXT:     "test.unregistered"(%arg0) : (i32) -> ()
// PIPE-NEXT:     %f = constant @leaf : (i32) -> i32
// PIPE-NEXT:     %0 = call_indirect %f(%arg0) : (i32) -> i32
// PIPE-NEXT:     return
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func private @decl(i32) -> i32
// PIPE-NEXT:   func.func @calls_decl(%arg0: i32) -> i32 {
// PIPE-NEXT:     %0 = call @decl(%arg0) : (i32) -> i32
// PIPE-NEXT:     return %0 : i32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @loop_caller(%arg0: index, %arg1: f32) -> (f32, f32) {
// PIPE-NEXT:     %c0 = arith.constant 0 : index
// PIPE-NEXT:     %c1 = arith.constant 1 : index
// PIPE-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// PIPE-NEXT:       %2 = arith.mulf %arg3, %arg3 : f32
// PIPE-NEXT:       scf.yield %2 : f32
// PIPE-NEXT:     }
// PIPE-NEXT:     %1 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %0) -> (f32) {
// PIPE-NEXT:       %2 = arith.mulf %arg3, %arg3 : f32
// PIPE-NEXT:       scf.yield %2 : f32
// PIPE-NEXT:     }
// PIPE-NEXT:     return %0, %1 : f32, f32
// PIPE-NEXT:   }
// PIPE-NEXT:   func.func @drop(%arg0: i32) {
// PIPE-NEXT:     return
// PIPE-NEXT:   }
// PIPE-NEXT: }
