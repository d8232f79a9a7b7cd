// --mlir-timing: mlir-opt 22's report. The tree (default) nests pipelines,
// passes, named scopes and analyses (`(A)`); the list merges timers by name,
// longest first, with the root and the hidden adaptor rows; JSON carries the
// same entries. Without threads there is only a wall-time column; with
// threads the user-time column comes first.

// RUN: tileir-opt %s -tileir-test-function-noop -tileir-test-module-noop -tileir-test-function-scopes --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: tileir-opt %s -tileir-test-function-noop -tileir-test-module-noop -tileir-test-function-scopes --mlir-timing --mlir-timing-display=tree --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: tileir-opt %s -tileir-test-function-noop -tileir-test-module-noop -tileir-test-function-scopes --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=MT-TREE
// RUN: tileir-opt %s -tileir-test-function-noop -tileir-test-module-noop -tileir-test-function-scopes --mlir-timing --mlir-timing-display=list --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: tileir-opt %s -tileir-test-function-noop -tileir-test-module-noop -tileir-test-function-scopes --mlir-timing --mlir-output-format=json --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: tileir-opt %s -tileir-test-function-noop --mlir-timing --mlir-timing-display=list --mlir-output-format=json --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST-JSON
// RUN: tileir-opt %s -tileir-test-module-dynamic --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: tileir-opt %s --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPASS
// RUN: not tileir-opt %s -tileir-test-function-fail --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not tileir-opt %s --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD

func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @b() {
  return
}

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT: {{^                         }}... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT: {{^  }}Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT: {{^  }}----Wall Time----  ----Name----
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}Parser
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}'func.func' Pipeline
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    }}TileirTestFunctionNoop
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}TileirTestModuleNoop
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}'func.func' Pipeline
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    }}TileirTestFunctionScopes
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)      }}TileASPrepareForScheduling
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)        }}sliceAndFuse
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)        }}(A) TileirTestOpCount
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)      }}TileASGenerateSchedule
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)        }}ResourceConstraintBuilder::tryAddConstraintToAvoidRegSpilling
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}Output
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}Rest
// TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  }}Total
// TREE-EMPTY:

// MT-TREE:      {{^  }}----User Time----  ----Wall Time----  ----Name----
// MT-TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}Parser
// MT-TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}'func.func' Pipeline
// MT-TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    }}TileirTestFunctionNoop
// MT-TREE-NEXT: TileirTestModuleNoop
// MT-TREE-NEXT: 'func.func' Pipeline
// MT-TREE-NEXT: TileirTestFunctionScopes
// MT-TREE:      Output
// MT-TREE-NEXT: Rest
// MT-TREE-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  }}Total

// LIST:      {{^  }}----Wall Time----  ----Name----
// LIST-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  }}root
// LIST-DAG:  {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  }}Parser
// LIST-DAG:  {{  }}Pipeline Collection : ['func.func']
// LIST-DAG:  {{  }}'func.func' Pipeline
// LIST-DAG:  {{  }}TileirTestFunctionNoop
// LIST-DAG:  {{  }}TileirTestModuleNoop
// LIST-DAG:  {{  }}TileirTestFunctionScopes
// LIST-DAG:  {{  }}TileASPrepareForScheduling
// LIST-DAG:  {{  }}(A) TileirTestOpCount
// LIST-DAG:  {{  }}Output
// LIST:      {{  }}Rest
// LIST-NEXT: {{^  +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  }}Total
// LIST-NOT:  Pipeline

// JSON-NOT:  Execution time report
// JSON:      {{^}}[
// JSON-NEXT: {{^}}{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Parser", "passes": [
// JSON-NEXT: {{^}}{}]},
// JSON-NEXT: {{^}}{"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT: {{^  }}{"wall": {{.*}}, "name": "TileirTestFunctionNoop", "passes": [
// JSON-NEXT: {{^  }}{}]},
// JSON-NEXT: {{^}}{}]},
// JSON-NEXT: {{^}}{"wall": {{.*}}, "name": "TileirTestModuleNoop", "passes": [
// JSON-NEXT: {{^}}{}]},
// JSON-NEXT: {{^}}{"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT: {{^  }}{"wall": {{.*}}, "name": "TileirTestFunctionScopes", "passes": [
// JSON-NEXT: {{^    }}{"wall": {{.*}}, "name": "TileASPrepareForScheduling", "passes": [
// JSON-NEXT: {{^      }}{"wall": {{.*}}, "name": "sliceAndFuse", "passes": [
// JSON-NEXT: {{^      }}{}]},
// JSON-NEXT: {{^      }}{"wall": {{.*}}, "name": "(A) TileirTestOpCount", "passes": [
// JSON-NEXT: {{^      }}{}]},
// JSON-NEXT: {{^    }}{}]},
// JSON:      {{^}}{"wall": {{.*}}, "name": "Output", "passes": [
// JSON-NEXT: {{^}}{}]},
// JSON-NEXT: {{^}}{"wall": {{.*}}, "name": "Rest"},
// JSON-NEXT: {{^}}{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "Total"}
// JSON-NEXT: {{^}}]

// LIST-JSON:      {{^}}[
// LIST-JSON-NEXT: {{^}}{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "root"},
// LIST-JSON-DAG:  "name": "Parser"},
// LIST-JSON-DAG:  "name": "Pipeline Collection : ['func.func']"},
// LIST-JSON-DAG:  "name": "TileirTestFunctionNoop"},
// LIST-JSON:      "name": "Rest"},
// LIST-JSON-NEXT: "name": "Total"}
// LIST-JSON-NEXT: {{^}}]

// A dynamic pipeline nests under the pass that ran it.
// DYNAMIC:      {{  }}Parser
// DYNAMIC-NEXT: {{  }}TileirTestModuleDynamic
// DYNAMIC-NEXT: {{    }}'func.func' Pipeline
// DYNAMIC-NEXT: {{      }}TileirTestFunctionMark
// DYNAMIC-NEXT: {{  }}Output

// NOPASS:      ----Wall Time----  ----Name----
// NOPASS-NEXT: {{  }}Parser
// NOPASS-NEXT: {{  }}Output
// NOPASS-NEXT: {{  }}Rest
// NOPASS-NEXT: {{  }}Total

// A failed run has no Output row.
// FAIL:      ----Wall Time----  ----Name----
// FAIL-NEXT: {{  }}Parser
// FAIL-NEXT: {{  }}'func.func' Pipeline
// FAIL-NEXT: {{    }}TileirTestFunctionFail
// FAIL-NEXT: {{  }}Rest
// FAIL-NEXT: {{  }}Total

// BAD: tileir-opt: for the --mlir-timing-display option: Cannot find option named 'flat'!
