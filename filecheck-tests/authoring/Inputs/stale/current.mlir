// Passes already: not touched.
// RUN: tileir-opt %s | FileCheck %s
// CHECK-LABEL: func.func @ok
// CHECK: return
func.func @ok() {
  return
}
