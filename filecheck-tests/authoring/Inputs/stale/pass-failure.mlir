// Fails because a pass fails, not because of a check: reported, never
// rewritten.
// RUN: tileir-opt %s --pass-pipeline='builtin.module(func.func(tileir-test-break{mode=fail}))' | FileCheck %s
// CHECK: func.func @broken
func.func @broken() {
  return
}
