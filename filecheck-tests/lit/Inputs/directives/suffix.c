// RUN: %{greet} | FileCheck %s
// CHECK: suite-level
int main() {}
