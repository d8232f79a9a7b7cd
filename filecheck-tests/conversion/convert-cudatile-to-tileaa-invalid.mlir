// convert-cudatile-to-tileaa's failures: an illegal cuda_tile op with no
// TileAA form is reported where it is, then the pass's own error at the
// module; nothing is converted. A compute capability that is not
// `sm_<N>[a|f]` is refused before anything else.

// RUN: tileir-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100})'
// RUN: not tileir-opt %s -split-input-file --mlir-print-ir-after-failure --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100})' 2>&1 | FileCheck %s --check-prefix=UNCHANGED
// RUN: not tileir-opt %s --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=volta})' 2>&1 | FileCheck %s --check-prefix=CC

// CC: error: invalid or missing --compute-capability option
// CC-NOT: error:

// A reshape into a scalar: TileAA has no op taking a tile's element out.
// expected-error@+1 {{failed to convert cuda_tile to nv_tileaa}}
module {
  cuda_tile.module @m {
    entry @k(%x: tile<f32>) {
      %t = reshape %x : tile<f32> -> tile<1xf32>
      // expected-error@+1 {{failed to legalize operation 'cuda_tile.reshape' that was explicitly marked illegal}}
      %s = reshape %t : tile<1xf32> -> tile<f32>
      return
    }
  }
}
// UNCHANGED: IR Dump After convert-cudatile-to-tileaa Failed
// UNCHANGED-NEXT: module {
// UNCHANGED-NEXT: cuda_tile.module @m {
// UNCHANGED-NEXT: entry @k(%arg0: tile<f32>) {
// UNCHANGED-NEXT: %reshape = reshape %arg0 : tile<f32> -> tile<1xf32>
