// convert-cudatile-debuginfo on cuda_tile's di_loc locations, per level:
// `none` leaves each op its source position (no scope, the entry's too,
// call sites kept); `line-tables` and `debug-directives` keep the
// subprogram scopes and put what was in a lexical block (nested ones too)
// in its subprogram; `full` keeps everything. Each output verifies (the
// entry and its ops agree on the subprogram) and prints back.

// RUN: tileir-opt %s --mlir-print-debuginfo --pass-pipeline='builtin.module(convert-cudatile-debuginfo)' | FileCheck %s --check-prefix=NONE
// RUN: tileir-opt %s --mlir-print-debuginfo --pass-pipeline='builtin.module(convert-cudatile-debuginfo)' | tileir-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=NONE
// RUN: tileir-opt %s --mlir-print-debuginfo --pass-pipeline='builtin.module(convert-cudatile-debuginfo{debuginfo-level=line-tables})' | FileCheck %s --check-prefix=LINES
// RUN: tileir-opt %s --mlir-print-debuginfo --pass-pipeline='builtin.module(convert-cudatile-debuginfo{debuginfo-level=debug-directives is-optimized=true})' | tileir-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=LINES
// RUN: tileir-opt %s --mlir-print-debuginfo --pass-pipeline='builtin.module(convert-cudatile-debuginfo{debuginfo-level=full})' | FileCheck %s --check-prefix=FULL

// NONE: %{{.*}} = constant <i32: 1> : tile<i32> loc(#[[A:loc[0-9]*]])
// NONE-NEXT: %{{.*}} = constant <i32: 2> : tile<i32> loc(#[[B:loc[0-9]*]])
// NONE-NEXT: %{{.*}} = constant <i32: 3> : tile<i32> loc(#[[C:loc[0-9]*]])
// NONE-NEXT: return loc(#[[A]])
// NONE-NEXT: } loc(#[[E:loc[0-9]*]])
// NONE-NOT: di_
// NONE-DAG: #[[E]] = loc("k.py":1:0)
// NONE-DAG: #[[A]] = loc("k.py":2:4)
// NONE-DAG: #[[B]] = loc("k.py":4:6)
// NONE-DAG: #[[INNER:loc[0-9]*]] = loc("k.py":5:8)
// NONE-DAG: #[[C]] = loc(callsite(#[[INNER]] at #[[A]]))

// LINES: %{{.*}} = constant <i32: 1> : tile<i32> loc(#[[A:loc[0-9]*]])
// LINES-NEXT: %{{.*}} = constant <i32: 2> : tile<i32> loc(#[[B:loc[0-9]*]])
// LINES-NEXT: %{{.*}} = constant <i32: 3> : tile<i32> loc(#[[C:loc[0-9]*]])
// LINES-NOT: di_lexical_block
// LINES-DAG: #[[PA:loc[0-9]*]] = loc("k.py":2:4)
// LINES-DAG: #[[PB:loc[0-9]*]] = loc("k.py":4:6)
// LINES-DAG: #[[PC:loc[0-9]*]] = loc("k.py":5:8)
// LINES-DAG: #[[A]] = #cuda_tile.di_loc<#[[PA]] in #di_subprogram>
// LINES-DAG: #[[B]] = #cuda_tile.di_loc<#[[PB]] in #di_subprogram>
// LINES-DAG: #[[INNER:loc[0-9]*]] = #cuda_tile.di_loc<#[[PC]] in #di_subprogram>
// LINES-DAG: #[[C]] = loc(callsite(#[[INNER]] at #[[A]]))

// FULL-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 4, column = 2>
// FULL-DAG: #di_lexical_block1 = #cuda_tile.di_lexical_block<scope = #di_lexical_block, file = #di_file, line = 5, column = 4>
// FULL-DAG: #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_lexical_block>
// FULL-DAG: #cuda_tile.di_loc<#{{loc[0-9]*}} in #di_lexical_block1>

#file = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "k", linkageName = "k", compileUnit = #cu>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 4, column = 2>
#inner = #cuda_tile.di_lexical_block<scope = #blk, file = #file, line = 5, column = 4>
#l_entry = #cuda_tile.di_loc<loc("k.py":1:0) in #sp>
#l_a = #cuda_tile.di_loc<loc("k.py":2:4) in #sp>
#l_b = #cuda_tile.di_loc<loc("k.py":4:6) in #blk>
#l_c = #cuda_tile.di_loc<loc("k.py":5:8) in #inner>
cuda_tile.module @m {
  entry @k(%n: tile<i32>) {
    %a = constant <i32: 1> : tile<i32> loc(#l_a)
    %b = constant <i32: 2> : tile<i32> loc(#l_b)
    %c = constant <i32: 3> : tile<i32> loc(callsite(#l_c at #l_a))
    return loc(#l_a)
  } loc(#l_entry)
}
