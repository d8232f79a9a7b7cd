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

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
gpu.module @a [#nvvm.target<O = 1, 3>] {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`}}
gpu.module @a [#nvvm.target<O = 4294967298>] {}

// -----

// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @a [#nvvm.target<O = true>] {}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'verifyTarget' which is to be a `bool`}}
gpu.module @a [#nvvm.target<verifyTarget = 2>] {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
gpu.module @a [#nvvm.target<flags = 1>] {}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
gpu.module @a [#nvvm.target<O = 2, link = 3>] {}

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`}}
gpu.module @a [#nvvm.target<chip = 1>] {}

// -----

// expected-error@+1 {{expected '>'}}
gpu.module @a [#nvvm.target<O = 1 chip = "x">] {}

// -----

// expected-error@+1 {{expected '='}}
gpu.module @a [#nvvm.target<foo>] {}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @a [#nvvm.target<chip = "a", chip = >] {}

// -----

// expected-error@+1 {{expected ','}}
module attributes {x = #nvvm.shape<m = 16, n = 8>} {}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
module attributes {x = #nvvm.shape<>} {}

// -----

// expected-error@+1 {{expected ','}}
module attributes {x = #nvvm.shape<m = 16 n = 8, k = 1>} {}
