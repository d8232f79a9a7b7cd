// --mlir-pass-statistics: counters passes add while they run, reported as
// mlir-opt reports them (its Debian build compiles statistics out and prints
// only the banner; the layout is upstream's PassStatistics.cpp): the
// pipeline view mirrors the pass manager, every pass with its statistics
// sorted by name, values right-aligned; the list view merges passes by
// name. Counts are the same with threads (each pass instance sums over the
// anchors it ran on); like upstream, passes of dynamic pipelines are not in
// the report.

// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-function-scopes -tileir-test-module-dynamic --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-function-scopes -tileir-test-module-dynamic --mlir-pass-statistics --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-function-scopes -tileir-test-module-dynamic --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: tileir-opt %s -tileir-test-function-mark=only=b -tileir-test-module-dynamic --mlir-pass-statistics --mlir-pass-statistics-json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: tileir-opt %s -tileir-test-function-noop --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not tileir-opt %s --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @b() {
  return
}

// PIPELINE:      ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: {{^                         }}... Pass statistics report ...
// PIPELINE-NEXT: ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: {{^}}'func.func' Pipeline
// PIPELINE-NEXT: {{^  }}TileirTestFunctionMark
// PIPELINE-NEXT: {{^    }}(S) 1 num-marked - Number of functions marked
// PIPELINE-NEXT: {{^  }}TileirTestFunctionScopes
// PIPELINE-NEXT: {{^    }}(S) 5 num-ops    - Number of operations counted
// PIPELINE-NEXT: {{^    }}(S) 8 num-scopes - Number of named scopes opened
// PIPELINE-NEXT: {{^}}TileirTestModuleDynamic
// PIPELINE-EMPTY:

// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===
// LIST-NEXT: {{^  }}TileirTestFunctionMark
// LIST-NEXT: {{^    }}(S) 1 num-marked - Number of functions marked
// LIST-NEXT: {{^  }}TileirTestFunctionScopes
// LIST-NEXT: {{^    }}(S) 5 num-ops    - Number of operations counted
// LIST-NEXT: {{^    }}(S) 8 num-scopes - Number of named scopes opened
// LIST-EMPTY:

// JSON:      [
// JSON-NEXT: {"name": "'func.func' Pipeline", "statistics": [], "passes": [
// JSON-NEXT: {"name": "TileirTestFunctionMark", "statistics": [{"name": "num-marked", "value": 1, "description": "Number of functions marked"}], "passes": []}]},
// JSON-NEXT: {"name": "TileirTestModuleDynamic", "statistics": [], "passes": []}
// JSON-NEXT: ]

// A pass without statistics is listed in the pipeline view only.
// NONE:      'func.func' Pipeline
// NONE-NEXT:   TileirTestFunctionNoop
// NONE-EMPTY:

// BAD: tileir-opt: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!
