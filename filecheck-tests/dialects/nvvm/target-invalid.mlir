// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// #nvvm.target parameter errors (wording and columns of mlir-opt 22).

// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @a [#nvvm.target<chip = "sm_90", chip = "x">] {}

// -----

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @a [#nvvm.target<O = 4>] {}

// -----

// expected-error@+1 {{The target chip cannot be empty.}}
gpu.module @a [#nvvm.target<chip = "">] {}

// -----

// expected-error@+1 {{The target triple cannot be empty.}}
gpu.module @a [#nvvm.target<triple = "">] {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
gpu.module @a [#nvvm.target<foo = 1>] {}

// -----

// expected-error@+1 {{All the elements in the `link` array must be strings.}}
gpu.module @a [#nvvm.target<link = [1]>] {}
