// RUN: tileir-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(nvvm-verify)' | FileCheck %s
// The NVVM kernel check: a kernel's formal parameter buffer (each argument
// at its NVPTX ABI alignment) must fit the parameter space of the
// #nvvm.target chip: 4096 bytes before sm_90, 32760 from sm_90 on.

// sm_80: exactly 4096 bytes fits.
// CHECK-LABEL: gpu.module @sm80_fits
// CHECK: llvm.func @k(%arg0: !llvm.array<1024 x i32>) attributes {nvvm.kernel}
gpu.module @sm80_fits [#nvvm.target<chip = "sm_80">] {
  llvm.func @k(%a: !llvm.array<1024 x i32>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_80: 4095 bytes fits; the i64 lands at offset 8 after the i8.
// CHECK-LABEL: gpu.module @sm80_under
gpu.module @sm80_under [#nvvm.target<chip = "sm_80">] {
  llvm.func @k(%a: i8, %b: i64, %c: !llvm.array<4079 x i8>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_80: one byte over.
gpu.module @sm80_over [#nvvm.target<chip = "sm_80">] {
  // expected-error@+1 {{'llvm.func' op formal parameter space overflowed: 4097 > 4096 bytes for sm_80}}
  llvm.func @k(%a: !llvm.array<4096 x i8>, %b: i8) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_80: alignment padding is what pushes it over (i8 at 0, the i32 array at 4).
gpu.module @sm80_padding [#nvvm.target<chip = "sm_80">] {
  // expected-error@+1 {{'llvm.func' op formal parameter space overflowed: 4100 > 4096 bytes for sm_80}}
  llvm.func @k(%a: i8, %b: !llvm.array<1024 x i32>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_90: the Hopper limit, exactly 32760 bytes, fits.
// CHECK-LABEL: gpu.module @sm90_fits
gpu.module @sm90_fits [#nvvm.target<chip = "sm_90">] {
  llvm.func @k(%a: !llvm.ptr, %b: !llvm.array<32752 x i8>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_90: what overflows sm_80 fits.
// CHECK-LABEL: gpu.module @sm90_roomy
gpu.module @sm90_roomy [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%a: !llvm.array<4096 x i8>, %b: i8) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_90: one byte over.
gpu.module @sm90_over [#nvvm.target<chip = "sm_90">] {
  // expected-error@+1 {{'llvm.func' op formal parameter space overflowed: 32761 > 32760 bytes for sm_90}}
  llvm.func @k(%a: !llvm.array<32760 x i8>, %b: i8) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// sm_100 is past Hopper: struct fields are laid out with padding
// ({i8, i64} is 16 bytes), 2047 of them and a 8-byte pointer fill 32760.
// CHECK-LABEL: gpu.module @sm100_struct
gpu.module @sm100_struct [#nvvm.target<chip = "sm_100">] {
  llvm.func @k(%a: !llvm.array<2047 x struct<(i8, i64)>>, %b: !llvm.ptr<1>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// Functions without nvvm.kernel are not kernels: no limit applies.
// CHECK-LABEL: gpu.module @not_a_kernel
gpu.module @not_a_kernel [#nvvm.target<chip = "sm_80">] {
  llvm.func @f(%a: !llvm.array<8192 x i8>) {
    llvm.return
  }
}

// -----

// A gpu.module without an NVVM target has no limit to check against.
// CHECK-LABEL: gpu.module @no_target
gpu.module @no_target {
  llvm.func @k(%a: !llvm.array<8192 x i8>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// The default #nvvm.target chip is sm_50.
gpu.module @default_chip [#nvvm.target] {
  // expected-error@+1 {{'llvm.func' op formal parameter space overflowed: 4104 > 4096 bytes for sm_50}}
  llvm.func @k(%a: !llvm.array<4096 x i8>, %b: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// A launch target must be a kernel.
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90">] {
    llvm.func @device(%a: i32) {
      llvm.return
    }
    llvm.func @kernel(%a: i32) attributes {nvvm.kernel} {
      llvm.return
    }
  }
  func.func @host(%c: index, %a: i32) {
    gpu.launch_func @m::@kernel blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%a : i32)
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'nvvm.kernel' attribute}}
    gpu.launch_func @m::@device blocks in (%c, %c, %c) threads in (%c, %c, %c) args(%a : i32)
    return
  }
}
