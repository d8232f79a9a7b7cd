// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Elements of zero-width integers (expected output produced by mlir-opt 22):
// they take no bits, so they are never a splat and their hex form is empty.

"t.a"() {a = dense<0> : vector<2xi0>, b = dense<0> : tensor<2x3xi0>, c = dense<> : tensor<0xi0>, d = dense<"0x"> : vector<200xi0>, e = dense<(0,0)> : tensor<2xcomplex<i0>>, f = dense<"0x"> : vector<2xui0>} : () -> ()

// CHECK: "t.a"() {a = dense<[0, 0]> : vector<2xi0>, b = dense<{{\[\[}}0, 0, 0], [0, 0, 0]]> : tensor<2x3xi0>, c = dense<> : tensor<0xi0>, d = dense<"0x"> : vector<200xi0>, e = dense<[(0,0), (0,0)]> : tensor<2xcomplex<i0>>, f = dense<[0, 0]> : vector<2xui0>} : () -> ()
