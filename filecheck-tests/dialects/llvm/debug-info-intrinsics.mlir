// llvm.intr.dbg.declare / dbg.value with their default location expression (#llvm.di_expression<>, left out of the custom form) and explicit ones.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @vars
// CHECK: llvm.intr.dbg.declare #di_local_variable = %{{.*}} : !llvm.ptr
// CHECK: llvm.intr.dbg.value #di_local_variable = %{{.*}} : i32
// CHECK: llvm.intr.dbg.value #di_local_variable1 #llvm.di_expression<[DW_OP_deref]> = %{{.*}} : i32
// GENERIC: "llvm.intr.dbg.declare"(%{{.*}}) <{locationExpr = #llvm.di_expression<>, varInfo = #di_local_variable}> : (!llvm.ptr) -> ()

#file = #llvm.di_file<"a.c" in "/src">
#sp = #llvm.di_subprogram<id = distinct[0]<>, scope = #file, name = "vars", file = #file, line = 1, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #llvm.di_basic_type<name = "int", sizeInBits = 32>>
llvm.func @vars(%p: !llvm.ptr, %v: i32) {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.value #var #llvm.di_expression<> = %v : i32
  llvm.intr.dbg.value #llvm.di_local_variable<scope = #sp, name = "y"> #llvm.di_expression<[DW_OP_deref]> = %v : i32
  llvm.return
} loc(fused<#sp>["a.c":1:1])
