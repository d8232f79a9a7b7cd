// RUN: tileir-opt %s -split-input-file -mlir-print-debuginfo | FileCheck %s

// The implicit module of the first chunk is at file:0:0, as for a whole
// file; that of a later chunk is where its text starts, just past the
// marker (mlir-opt 22's locations).

// CHECK: #loc = loc({{.*}}:0:0)
// CHECK: #loc1 = loc({{.*}}:[[# @LINE + 1]]:1)
func.func @a() {
  return
}

// -----
// CHECK: #loc = loc({{.*}}:[[# @LINE - 1]]:9)
// CHECK: #loc1 = loc({{.*}}:[[# @LINE + 1]]:3)
  func.func @b() {
    return
  }
