// DIFlags sets as mlir-opt 22 prints them: the visibility group first, then bits in declaration order; a value that is one case prints bare, any other quoted. MLIR 22 declares the three inheritance kinds on one bit, so each of them prints as all three, unquoted (which mlir-opt 22 cannot read back: this file is not round-tripped).
// RUN: tileir-opt %s | FileCheck %s

// CHECK: #di_subprogram = #llvm.di_subprogram<line = 1, subprogramFlags = "Virtual|LocalToUnit|ObjCDirect">
// CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_file, flags = SingleInheritance|MultipleInheritance|VirtualInheritance>
// CHECK: #di_local_variable1 = #llvm.di_local_variable<scope = #di_file, flags = "Public|Vector">
// CHECK: #di_local_variable2 = #llvm.di_local_variable<scope = #di_file, flags = Public>
// CHECK: #di_local_variable3 = #llvm.di_local_variable<scope = #di_file, flags = Protected>
// CHECK: #di_local_variable4 = #llvm.di_local_variable<scope = #di_file, flags = "Protected|FwdDecl|Artificial|AllCallsDescribed">
// CHECK: #di_local_variable5 = #llvm.di_local_variable<scope = #di_file>

#file = #llvm.di_file<"a.c" in "/">
llvm.func @flags() attributes {
  llvm.a = #llvm.di_local_variable<scope = #file, flags = VirtualInheritance>,
  llvm.b = #llvm.di_local_variable<scope = #file, flags = "Public|Vector|Private">,
  llvm.c = #llvm.di_local_variable<scope = #file, flags = "Bit0 | Bit1">,
  llvm.d = #llvm.di_local_variable<scope = #file, flags = Bit1>,
  llvm.e = #llvm.di_local_variable<scope = #file, flags = "AllCallsDescribed|Artificial|FwdDecl|Protected">,
  llvm.f = #llvm.di_local_variable<scope = #file, flags = Zero>,
  llvm.g = #llvm.di_subprogram<line = 1, subprogramFlags = "ObjCDirect|LocalToUnit|Virtual">
} {
  llvm.return
}
