// RUN: tileir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s
// Generic form of registered ops.

func.func @f(%a: i32, %b: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c0_0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant 1.5 : f32
  %v = arith.constant dense<1.0> : vector<4xf32>
  %r = scf.for %i = %c1 to %b step %c1 iter_args(%acc = %a) -> (i32) {
    %x = arith.addi %acc, %c0 : i32
    %c0_i32 = arith.constant 0 : i32
    scf.yield %x : i32
  }
  %s = scf.if %t -> (i32) {
    scf.yield %c0 : i32
  } else {
    scf.yield %c0_0 : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%q: i32):
  return %q : i32
}
func.func @g() {
  %c0 = arith.constant 0 : i32
  return
}

// CHECK: #loc2 = loc("{{.*}}custom-forms-generic.mlir":4:14)
// CHECK-NEXT: #loc3 = loc("{{.*}}custom-forms-generic.mlir":4:23)
// CHECK-NEXT: #loc12 = loc("{{.*}}custom-forms-generic.mlir":12:16)
// CHECK-NEXT: #loc13 = loc("{{.*}}custom-forms-generic.mlir":12:50)
// CHECK-NEXT: #loc21 = loc("{{.*}}custom-forms-generic.mlir":23:6)
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32, index) -> i32, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("{{.*}}custom-forms-generic.mlir":4:14), %arg1: index loc("{{.*}}custom-forms-generic.mlir":4:23)):
// CHECK-NEXT:     %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc4)
// CHECK-NEXT:     %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc5)
// CHECK-NEXT:     %3 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
// CHECK-NEXT:     %4 = "arith.constant"() <{value = 5 : index}> : () -> index loc(#loc7)
// CHECK-NEXT:     %5 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc8)
// CHECK-NEXT:     %6 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32 loc(#loc9)
// CHECK-NEXT:     %7 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32> loc(#loc10)
// CHECK-NEXT:     %8 = "scf.for"(%3, %arg1, %3, %arg0) ({
// CHECK-NEXT:     ^bb0(%arg2: index loc("{{.*}}custom-forms-generic.mlir":12:16), %arg3: i32 loc("{{.*}}custom-forms-generic.mlir":12:50)):
// CHECK-NEXT:       %11 = "arith.addi"(%arg3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
// CHECK-NEXT:       %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc15)
// CHECK-NEXT:       "scf.yield"(%11) : (i32) -> () loc(#loc16)
// CHECK-NEXT:     }) : (index, index, index, i32) -> i32 loc(#loc11)
// CHECK-NEXT:     %9 = "scf.if"(%5) ({
// CHECK-NEXT:       "scf.yield"(%1) : (i32) -> () loc(#loc18)
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "scf.yield"(%2) : (i32) -> () loc(#loc19)
// CHECK-NEXT:     }) : (i1) -> i32 loc(#loc17)
// CHECK-NEXT:     "cf.br"(%8)[^bb1] : (i32) -> () loc(#loc20)
// CHECK-NEXT:   ^bb1(%10: i32 loc("{{.*}}custom-forms-generic.mlir":23:6)):  // pred: ^bb0
// CHECK-NEXT:     "func.return"(%10) : (i32) -> () loc(#loc22)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// CHECK-NEXT:     %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc24)
// CHECK-NEXT:     "func.return"() : () -> () loc(#loc25)
// CHECK-NEXT:   }) : () -> () loc(#loc23)
// CHECK-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}custom-forms-generic.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}custom-forms-generic.mlir":4:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}custom-forms-generic.mlir":5:9)
// CHECK-NEXT: #loc5 = loc("{{.*}}custom-forms-generic.mlir":6:11)
// CHECK-NEXT: #loc6 = loc("{{.*}}custom-forms-generic.mlir":7:9)
// CHECK-NEXT: #loc7 = loc("{{.*}}custom-forms-generic.mlir":8:9)
// CHECK-NEXT: #loc8 = loc("{{.*}}custom-forms-generic.mlir":9:8)
// CHECK-NEXT: #loc9 = loc("{{.*}}custom-forms-generic.mlir":10:8)
// CHECK-NEXT: #loc10 = loc("{{.*}}custom-forms-generic.mlir":11:8)
// CHECK-NEXT: #loc11 = loc("{{.*}}custom-forms-generic.mlir":12:8)
// CHECK-NEXT: #loc14 = loc("{{.*}}custom-forms-generic.mlir":13:10)
// CHECK-NEXT: #loc15 = loc("{{.*}}custom-forms-generic.mlir":14:15)
// CHECK-NEXT: #loc16 = loc("{{.*}}custom-forms-generic.mlir":15:5)
// CHECK-NEXT: #loc17 = loc("{{.*}}custom-forms-generic.mlir":17:8)
// CHECK-NEXT: #loc18 = loc("{{.*}}custom-forms-generic.mlir":18:5)
// CHECK-NEXT: #loc19 = loc("{{.*}}custom-forms-generic.mlir":20:5)
// CHECK-NEXT: #loc20 = loc("{{.*}}custom-forms-generic.mlir":22:3)
// CHECK-NEXT: #loc22 = loc("{{.*}}custom-forms-generic.mlir":24:3)
// CHECK-NEXT: #loc23 = loc("{{.*}}custom-forms-generic.mlir":26:1)
// CHECK-NEXT: #loc24 = loc("{{.*}}custom-forms-generic.mlir":27:9)
// CHECK-NEXT: #loc25 = loc("{{.*}}custom-forms-generic.mlir":28:3)
