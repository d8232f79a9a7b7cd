// snapshot-op-locations against mlir-opt 22 (the CHECK lines are its
// output, the snapshot file's path matched by a pattern).

// RUN: tileir-opt %s -allow-unregistered-dialect -snapshot-op-locations='filename=%t' -mlir-print-debuginfo | FileCheck %s
// RUN: FileCheck %s --input-file=%t --check-prefix=FILE
// RUN: tileir-opt %s -allow-unregistered-dialect -snapshot-op-locations='filename=%t print-op-generic print-debuginfo tag=snap' -mlir-print-debuginfo | FileCheck %s --check-prefix=TAG
// RUN: FileCheck %s --input-file=%t --check-prefix=TAGFILE
// RUN: tileir-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(snapshot-op-locations{filename=%t print-local-scope}))' -mlir-print-debuginfo | FileCheck %s --check-prefix=FUNC
// RUN: tileir-opt %s -allow-unregistered-dialect -snapshot-op-locations='filename=%t print-debuginfo' -mlir-print-local-scope -o /dev/null
// RUN: FileCheck %s --input-file=%t --check-prefix=SCOPEFILE
// RUN: not tileir-opt %s -allow-unregistered-dialect -snapshot-op-locations='filename=%t.missing/x.mlir' 2>&1 | FileCheck %s --check-prefix=ERROR

// Every printed op gets the position of its first character in the
// snapshot (1-based line, indentation as the column); an implicit
// terminator, not printed, keeps its location. With a tag, the new
// location is fused after the old one under the tag's name. Run on each
// function, the snapshot holds that function alone, printed as a nested
// op. The command's printing flags apply to the snapshot (local scope
// here), but for debug info and generic form, which the options decide. A
// file that cannot be written fails the pass on the op.
#id = affine_map<(d0) -> (d0)>
func.func @kernel(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %y = arith.mulf %acc, %acc : f32
    scf.yield %y : f32
  }
  "test.tagged"() {map = #id} : () -> ()
  return %r : f32
}
func.func private @decl(i32) -> i32

// CHECK: #loc2 = loc("{{.*}}snapshot-op-locations.mlir":22:19)
// CHECK-NEXT: #loc3 = loc("{{.*}}snapshot-op-locations.mlir":22:30)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kernel(%arg0: index loc("{{.*}}snapshot-op-locations.mlir":22:19), %arg1: f32 loc("{{.*}}snapshot-op-locations.mlir":22:30)) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index loc(#loc4)
// CHECK-NEXT:     %c1 = arith.constant 1 : index loc(#loc5)
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       %1 = arith.mulf %arg3, %arg3 : f32 loc(#loc7)
// CHECK-NEXT:       scf.yield %1 : f32 loc(#loc8)
// CHECK-NEXT:     } loc(#loc6)
// CHECK-NEXT:     "test.tagged"() {map = #map} : () -> () loc(#loc9)
// CHECK-NEXT:     return %0 : f32 loc(#loc10)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT:   func.func private @decl(i32) -> i32 loc(#loc11)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}":2:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}":3:2)
// CHECK-NEXT: #loc4 = loc("{{.*}}":4:4)
// CHECK-NEXT: #loc5 = loc("{{.*}}":5:4)
// CHECK-NEXT: #loc6 = loc("{{.*}}":6:4)
// CHECK-NEXT: #loc7 = loc("{{.*}}":7:6)
// CHECK-NEXT: #loc8 = loc("{{.*}}":8:6)
// CHECK-NEXT: #loc9 = loc("{{.*}}":10:4)
// CHECK-NEXT: #loc10 = loc("{{.*}}":11:4)
// CHECK-NEXT: #loc11 = loc("{{.*}}":13:2)

// FILE: #map = affine_map<(d0) -> (d0)>
// FILE-NEXT: module {
// FILE-NEXT:   func.func @kernel(%arg0: index, %arg1: f32) -> f32 {
// FILE-NEXT:     %c0 = arith.constant 0 : index
// FILE-NEXT:     %c1 = arith.constant 1 : index
// FILE-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// FILE-NEXT:       %1 = arith.mulf %arg3, %arg3 : f32
// FILE-NEXT:       scf.yield %1 : f32
// FILE-NEXT:     }
// FILE-NEXT:     "test.tagged"() {map = #map} : () -> ()
// FILE-NEXT:     return %0 : f32
// FILE-NEXT:   }
// FILE-NEXT:   func.func private @decl(i32) -> i32
// FILE-NEXT: }

// TAG: #loc4 = loc("{{.*}}snapshot-op-locations.mlir":22:19)
// TAG-NEXT: #loc5 = loc("{{.*}}snapshot-op-locations.mlir":22:30)
// TAG-NEXT: #map = affine_map<(d0) -> (d0)>
// TAG-NEXT: module {
// TAG-NEXT:   func.func @kernel(%arg0: index loc("{{.*}}snapshot-op-locations.mlir":22:19), %arg1: f32 loc("{{.*}}snapshot-op-locations.mlir":22:30)) -> f32 {
// TAG-NEXT:     %c0 = arith.constant 0 : index loc(#loc34)
// TAG-NEXT:     %c1 = arith.constant 1 : index loc(#loc35)
// TAG-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// TAG-NEXT:       %1 = arith.mulf %arg3, %arg3 : f32 loc(#loc37)
// TAG-NEXT:       scf.yield %1 : f32 loc(#loc38)
// TAG-NEXT:     } loc(#loc36)
// TAG-NEXT:     "test.tagged"() {map = #map} : () -> () loc(#loc39)
// TAG-NEXT:     return %0 : f32 loc(#loc40)
// TAG-NEXT:   } loc(#loc33)
// TAG-NEXT:   func.func private @decl(i32) -> i32 loc(#loc41)
// TAG-NEXT: } loc(#loc32)
// TAG-NEXT: #loc = loc("{{.*}}snapshot-op-locations.mlir":0:0)
// TAG-NEXT: #loc1 = loc("{{.*}}":6:0)
// TAG-NEXT: #loc2 = loc("{{.*}}snapshot-op-locations.mlir":22:1)
// TAG-NEXT: #loc3 = loc("{{.*}}":7:2)
// TAG-NEXT: #loc6 = loc("{{.*}}snapshot-op-locations.mlir":23:9)
// TAG-NEXT: #loc7 = loc("{{.*}}":9:4)
// TAG-NEXT: #loc8 = loc("{{.*}}snapshot-op-locations.mlir":24:9)
// TAG-NEXT: #loc9 = loc("{{.*}}":10:4)
// TAG-NEXT: #loc10 = loc("{{.*}}snapshot-op-locations.mlir":25:8)
// TAG-NEXT: #loc11 = loc("{{.*}}":11:4)
// TAG-NEXT: #loc12 = loc("{{.*}}snapshot-op-locations.mlir":26:10)
// TAG-NEXT: #loc13 = loc("{{.*}}":13:6)
// TAG-NEXT: #loc14 = loc("{{.*}}snapshot-op-locations.mlir":27:5)
// TAG-NEXT: #loc15 = loc("{{.*}}":14:6)
// TAG-NEXT: #loc16 = loc("{{.*}}snapshot-op-locations.mlir":29:3)
// TAG-NEXT: #loc17 = loc("{{.*}}":16:4)
// TAG-NEXT: #loc18 = loc("{{.*}}snapshot-op-locations.mlir":30:3)
// TAG-NEXT: #loc19 = loc("{{.*}}":17:4)
// TAG-NEXT: #loc20 = loc("{{.*}}snapshot-op-locations.mlir":32:1)
// TAG-NEXT: #loc21 = loc("{{.*}}":19:2)
// TAG-NEXT: #loc22 = loc("snap"(#loc1))
// TAG-NEXT: #loc23 = loc("snap"(#loc3))
// TAG-NEXT: #loc24 = loc("snap"(#loc7))
// TAG-NEXT: #loc25 = loc("snap"(#loc9))
// TAG-NEXT: #loc26 = loc("snap"(#loc11))
// TAG-NEXT: #loc27 = loc("snap"(#loc13))
// TAG-NEXT: #loc28 = loc("snap"(#loc15))
// TAG-NEXT: #loc29 = loc("snap"(#loc17))
// TAG-NEXT: #loc30 = loc("snap"(#loc19))
// TAG-NEXT: #loc31 = loc("snap"(#loc21))
// TAG-NEXT: #loc32 = loc(fused[#loc, #loc22])
// TAG-NEXT: #loc33 = loc(fused[#loc2, #loc23])
// TAG-NEXT: #loc34 = loc(fused[#loc6, #loc24])
// TAG-NEXT: #loc35 = loc(fused[#loc8, #loc25])
// TAG-NEXT: #loc36 = loc(fused[#loc10, #loc26])
// TAG-NEXT: #loc37 = loc(fused[#loc12, #loc27])
// TAG-NEXT: #loc38 = loc(fused[#loc14, #loc28])
// TAG-NEXT: #loc39 = loc(fused[#loc16, #loc29])
// TAG-NEXT: #loc40 = loc(fused[#loc18, #loc30])
// TAG-NEXT: #loc41 = loc(fused[#loc20, #loc31])

// TAGFILE: #loc2 = loc("{{.*}}snapshot-op-locations.mlir":22:19)
// TAGFILE-NEXT: #loc3 = loc("{{.*}}snapshot-op-locations.mlir":22:30)
// TAGFILE-NEXT: #loc7 = loc("{{.*}}snapshot-op-locations.mlir":25:16)
// TAGFILE-NEXT: #loc8 = loc("{{.*}}snapshot-op-locations.mlir":25:50)
// TAGFILE-NEXT: #map = affine_map<(d0) -> (d0)>
// TAGFILE-NEXT: "builtin.module"() ({
// TAGFILE-NEXT:   "func.func"() <{function_type = (index, f32) -> f32, sym_name = "kernel"}> ({
// TAGFILE-NEXT:   ^bb0(%arg0: index loc("{{.*}}snapshot-op-locations.mlir":22:19), %arg1: f32 loc("{{.*}}snapshot-op-locations.mlir":22:30)):
// TAGFILE-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
// TAGFILE-NEXT:     %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
// TAGFILE-NEXT:     %2 = "scf.for"(%0, %arg0, %1, %arg1) ({
// TAGFILE-NEXT:     ^bb0(%arg2: index loc("{{.*}}snapshot-op-locations.mlir":25:16), %arg3: f32 loc("{{.*}}snapshot-op-locations.mlir":25:50)):
// TAGFILE-NEXT:       %3 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
// TAGFILE-NEXT:       "scf.yield"(%3) : (f32) -> () loc(#loc10)
// TAGFILE-NEXT:     }) : (index, index, index, f32) -> f32 loc(#loc6)
// TAGFILE-NEXT:     "test.tagged"() {map = #map} : () -> () loc(#loc11)
// TAGFILE-NEXT:     "func.return"(%2) : (f32) -> () loc(#loc12)
// TAGFILE-NEXT:   }) : () -> () loc(#loc1)
// TAGFILE-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// TAGFILE-NEXT:   }) : () -> () loc(#loc13)
// TAGFILE-NEXT: }) : () -> () loc(#loc)
// TAGFILE-NEXT: #loc = loc("{{.*}}snapshot-op-locations.mlir":0:0)
// TAGFILE-NEXT: #loc1 = loc("{{.*}}snapshot-op-locations.mlir":22:1)
// TAGFILE-NEXT: #loc4 = loc("{{.*}}snapshot-op-locations.mlir":23:9)
// TAGFILE-NEXT: #loc5 = loc("{{.*}}snapshot-op-locations.mlir":24:9)
// TAGFILE-NEXT: #loc6 = loc("{{.*}}snapshot-op-locations.mlir":25:8)
// TAGFILE-NEXT: #loc9 = loc("{{.*}}snapshot-op-locations.mlir":26:10)
// TAGFILE-NEXT: #loc10 = loc("{{.*}}snapshot-op-locations.mlir":27:5)
// TAGFILE-NEXT: #loc11 = loc("{{.*}}snapshot-op-locations.mlir":29:3)
// TAGFILE-NEXT: #loc12 = loc("{{.*}}snapshot-op-locations.mlir":30:3)
// TAGFILE-NEXT: #loc13 = loc("{{.*}}snapshot-op-locations.mlir":32:1)

// FUNC: #loc2 = loc("{{.*}}snapshot-op-locations.mlir":22:19)
// FUNC-NEXT: #loc3 = loc("{{.*}}snapshot-op-locations.mlir":22:30)
// FUNC-NEXT: #map = affine_map<(d0) -> (d0)>
// FUNC-NEXT: module {
// FUNC-NEXT:   func.func @kernel(%arg0: index loc("{{.*}}snapshot-op-locations.mlir":22:19), %arg1: f32 loc("{{.*}}snapshot-op-locations.mlir":22:30)) -> f32 {
// FUNC-NEXT:     %c0 = arith.constant 0 : index loc(#loc4)
// FUNC-NEXT:     %c1 = arith.constant 1 : index loc(#loc5)
// FUNC-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// FUNC-NEXT:       %1 = arith.mulf %arg3, %arg3 : f32 loc(#loc7)
// FUNC-NEXT:       scf.yield %1 : f32 loc(#loc8)
// FUNC-NEXT:     } loc(#loc6)
// FUNC-NEXT:     "test.tagged"() {map = #map} : () -> () loc(#loc9)
// FUNC-NEXT:     return %0 : f32 loc(#loc10)
// FUNC-NEXT:   } loc(#loc1)
// FUNC-NEXT:   func.func private @decl(i32) -> i32 loc(#loc1)
// FUNC-NEXT: } loc(#loc)
// FUNC-NEXT: #loc = loc("{{.*}}snapshot-op-locations.mlir":0:0)
// FUNC-NEXT: #loc1 = loc("{{.*}}":1:0)
// FUNC-NEXT: #loc4 = loc("{{.*}}":2:2)
// FUNC-NEXT: #loc5 = loc("{{.*}}":3:2)
// FUNC-NEXT: #loc6 = loc("{{.*}}":4:2)
// FUNC-NEXT: #loc7 = loc("{{.*}}":5:4)
// FUNC-NEXT: #loc8 = loc("{{.*}}":6:4)
// FUNC-NEXT: #loc9 = loc("{{.*}}":8:2)
// FUNC-NEXT: #loc10 = loc("{{.*}}":9:2)

// SCOPEFILE: module {
// SCOPEFILE-NEXT:   func.func @kernel(%arg0: index loc("{{.*}}snapshot-op-locations.mlir":22:19), %arg1: f32 loc("{{.*}}snapshot-op-locations.mlir":22:30)) -> f32 {
// SCOPEFILE-NEXT:     %c0 = arith.constant 0 : index loc("{{.*}}snapshot-op-locations.mlir":23:9)
// SCOPEFILE-NEXT:     %c1 = arith.constant 1 : index loc("{{.*}}snapshot-op-locations.mlir":24:9)
// SCOPEFILE-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// SCOPEFILE-NEXT:       %1 = arith.mulf %arg3, %arg3 : f32 loc("{{.*}}snapshot-op-locations.mlir":26:10)
// SCOPEFILE-NEXT:       scf.yield %1 : f32 loc("{{.*}}snapshot-op-locations.mlir":27:5)
// SCOPEFILE-NEXT:     } loc("{{.*}}snapshot-op-locations.mlir":25:8)
// SCOPEFILE-NEXT:     "test.tagged"() {map = affine_map<(d0) -> (d0)>} : () -> () loc("{{.*}}snapshot-op-locations.mlir":29:3)
// SCOPEFILE-NEXT:     return %0 : f32 loc("{{.*}}snapshot-op-locations.mlir":30:3)
// SCOPEFILE-NEXT:   } loc("{{.*}}snapshot-op-locations.mlir":22:1)
// SCOPEFILE-NEXT:   func.func private @decl(i32) -> i32 loc("{{.*}}snapshot-op-locations.mlir":32:1)
// SCOPEFILE-NEXT: } loc("{{.*}}snapshot-op-locations.mlir":0:0)
// ERROR: error: cannot open output file '{{.*}}.missing/x.mlir': No such file or directory
