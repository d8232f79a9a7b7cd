// RUN: tileir-opt %s --allow-unregistered-dialect | FileCheck %s
// Integer arrays and elements wider than 128 bits (expected output produced
// by mlir-opt 22): negative values stay sign-extended over the full width.

"t.a"() {a = array<i200: 1, 2, -3>, b = array<i128: -1, 170141183460469231731687303715884105727>, c = array<ui200: 5>, d = dense<[-1, 7]> : vector<2xi200>, e = dense<-2> : tensor<3xsi4000000>} : () -> ()

// CHECK: "t.a"() {a = array<i200: 1, 2, -3>, b = array<i128: -1, 170141183460469231731687303715884105727>, c = array<ui200: 5>, d = dense<[-1, 7]> : vector<2xi200>, e = dense<-2> : tensor<3xsi4000000>} : () -> ()
