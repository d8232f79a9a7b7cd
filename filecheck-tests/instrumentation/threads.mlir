// Instrumentation output does not depend on threads: dumps (every kind),
// diagnostics and their order are the same bytes as with
// --mlir-disable-threading, where anchors run one after the other.

// RUN: not tileir-opt %s -tileir-test-function-mark=only=c '-tileir-test-function-fail=gen-diagnostics=true only=b' -tileir-test-function-break=only=d -tileir-test-function-noop -tileir-test-module-noop --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2> %t.threads
// RUN: not tileir-opt %s -tileir-test-function-mark=only=c '-tileir-test-function-fail=gen-diagnostics=true only=b' -tileir-test-function-break=only=d -tileir-test-function-noop -tileir-test-module-noop --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -o /dev/null 2> %t.sequential
// RUN: diff %t.threads %t.sequential
// RUN: FileCheck %s < %t.threads

// RUN: tileir-opt %s -tileir-test-module-dynamic -tileir-test-function-mark=only=a --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir -o /dev/null 2> %t.threads2
// RUN: tileir-opt %s -tileir-test-module-dynamic -tileir-test-function-mark=only=a --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-print-ir-banner=mlir --mlir-disable-threading -o /dev/null 2> %t.sequential2
// RUN: diff %t.threads2 %t.sequential2

func.func @a() {
  return
}
func.func @b() {
  return
}
func.func @c() {
  return
}
func.func @d() {
  return
}
func.func @e() {
  return
}

// Each function's dumps in turn; @b fails, @d breaks; the others go on.
// CHECK:     *** IR Dump Before tileir-test-function-mark ***
// CHECK-NEXT: func.func @a() {
// CHECK:     *** IR Dump After tileir-test-function-noop ***
// CHECK-NEXT: func.func @a() {
// CHECK:     threads.mlir:17:1: error: illegal operation
// CHECK:     *** IR Dump After tileir-test-function-fail Failed ***
// CHECK-NEXT: func.func @b() {
// CHECK:     *** IR Dump Before tileir-test-function-mark ***
// CHECK-NEXT: func.func @c() {
// CHECK:     threads.mlir:23:1: error: empty block: expect at least a terminator
// CHECK:     *** IR Dump After tileir-test-function-break Failed ***
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "d"}> ({
// CHECK:     *** IR Dump After tileir-test-function-noop ***
// CHECK-NEXT: func.func @e() {
// CHECK-NOT: IR Dump
