// RUN: tileir-opt %s | tileir-opt | FileCheck %s
// RUN: tileir-opt -mlir-print-op-generic %s | tileir-opt | FileCheck %s
// What cuda_tile's debug-info parsers accept beyond the printed form:
// parameter bodies without their prefix (`file = <"a" in "b">`), any
// order of struct parameters, and unsigned parameters read as MLIR's
// parseInteger<unsigned> reads them (a short negative literal wraps).

#cu = #cuda_tile.di_compile_unit<file = <"a.py" in "/src/">>
#sp = #cuda_tile.di_subprogram<compileUnit = <file = <"a.py" in "/src/">>, linkageName = "k", name = "k", line = -1, file = <"a.py" in "/src/">, scopeLine = 0x10>

// CHECK: a = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<"a.py" in "/src/">>
// CHECK-SAME: b = #cuda_tile.di_subprogram<file = #cuda_tile.di_file<"a.py" in "/src/">, line = 4294967295, name = "k", linkageName = "k", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<"a.py" in "/src/">>, scopeLine = 16>
"test.use"() {a = #cu, b = #sp} : () -> ()
