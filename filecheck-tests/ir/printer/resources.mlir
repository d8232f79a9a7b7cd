// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// File metadata resources: referenced builtin blobs, all external ones.

"t.a"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<1xi8>} : () -> ()
"t.b"() {c = dense_resource<blob1> : tensor<2xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob2: "0x01000000ab",
      blob1: "0x0400000001000000ff000000",
      unused: "0x0100000011"
    }
  },
  external_resources: {
    ext: {
      k1: true,
      k2: "str"
    },
    ext2: {
      k3: "0x0400000011"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "t.a"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<1xi8>} : () -> ()
// CHECK-NEXT:   "t.b"() {c = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x0400000001000000FF000000",
// CHECK-NEXT:       blob2: "0x01000000AB"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       k1: true,
// CHECK-NEXT:       k2: "str"
// CHECK-NEXT:     },
// CHECK-NEXT:     ext2: {
// CHECK-NEXT:       k3: "0x0400000011"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
