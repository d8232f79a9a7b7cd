// The options of the test passes and their named pipelines, printed back by
// --dump-pass-pipeline: lists in braces, groups of options as list
// elements, and a pipeline's options handed to the pass it adds.

// RUN: tileir-opt %s -dump-pass-pipeline -o /dev/null 2>&1 -pass-pipeline='builtin.module(func.func(test-options-pass{list=4,5 string-list=x enum=two string="a b"}))' | FileCheck %s --check-prefix=PASS
// RUN: tileir-opt %s -dump-pass-pipeline -o /dev/null 2>&1 '-test-options-pass-pipeline=list=7 enum=one' | FileCheck %s --check-prefix=PIPELINE
// RUN: tileir-opt %s -dump-pass-pipeline -o /dev/null 2>&1 '-test-options-super-pass=list={list={1} string=s},{enum=one string-list={}}' | FileCheck %s --check-prefix=SUPER
// RUN: tileir-opt %s -dump-pass-pipeline -o /dev/null 2>&1 -test-options-super-set-ab-pipeline=foo=1 | FileCheck %s --check-prefix=AB
// RUN: tileir-opt %s -dump-pass-pipeline -o /dev/null 2>&1 -test-textual-pm-nested-pipeline | FileCheck %s --check-prefix=NESTED
// RUN: not tileir-opt %s -dump-pass-pipeline -o /dev/null 2>&1 -test-dynamic-pipeline -test-stats-pass -test-pass-failure | FileCheck %s --check-prefix=DEFAULTS
// RUN: not tileir-opt %s -o /dev/null 2>&1 '-test-options-super-pass=list={enum=three}' | FileCheck %s --check-prefix=BADGROUP

// PASS: test-options-pass{enum=two list={4,5} string={a b} string-list={x}}

// An empty list of the pipeline stays unprinted in the pass.
// PIPELINE: test-options-pass{enum=one list={7} string= }

// Inside a group, an empty list prints as if it was not given.
// SUPER{LITERAL}: test-options-super-pass{list={{enum=zero list={1} string=s },{enum=one  string= }}}

// AB:      func.func(
// AB-NEXT:   test-options-pass-a
// AB-NEXT: ),
// AB-NEXT: func.func(
// AB-NEXT:   test-options-pass-b
// AB-NEXT: )

// NESTED:      Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   builtin.module(
// NESTED-NEXT:     test-module-pass,
// NESTED-NEXT:     func.func(
// NESTED-NEXT:       test-function-pass
// NESTED-NEXT:     )
// NESTED-NEXT:   ),
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     test-function-pass
// NESTED-NEXT:   )
// NESTED-NEXT: )

// DEFAULTS:      test-dynamic-pipeline{dynamic-pipeline=  run-on-nested-operations=false run-on-parent=false},
// DEFAULTS-NEXT: test-stats-pass,
// DEFAULTS-NEXT: test-pass-failure{gen-diagnostics=false}

// BADGROUP: for the --enum option: Cannot find option named 'three'!

func.func @f() {
  return
}
