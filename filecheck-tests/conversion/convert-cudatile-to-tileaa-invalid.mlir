// convert-cudatile-to-tileaa's failures: an illegal cuda_tile op with no
// TileAA form is reported where it is, then the pass's own error at the
// module; nothing is converted. A compute capability that is not
// `sm_<N>[a|f]` is refused before anything else.

// RUN: tileir-opt %s -split-input-file -verify-diagnostics --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100})'
// RUN: not tileir-opt %s -split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-ir-after-failure --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100})' 2>&1 | FileCheck %s --check-prefix=UNCHANGED
// RUN: not tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=volta})' 2>&1 | FileCheck %s --check-prefix=CC

// CC: error: invalid or missing --compute-capability option
// CC-NOT: error:

// A 13.5 multimem store (only parsed with the dialect's verifier off: the
// cuda_tile dialect does not register it): its TileAA form takes pointer
// tiles, which a partition view does not give.
// expected-error@+1 {{failed to convert cuda_tile to nv_tileaa}}
module {
  cuda_tile.module @m {
    entry @k(%x: tile<f32>) {
      %t = reshape %x : tile<f32> -> tile<1xf32>
      %tok = make_token : token
      // expected-error@+1 {{failed to legalize operation 'cuda_tile.multimem_store_view_tko' that was explicitly marked illegal}}
      %s = "cuda_tile.multimem_store_view_tko"(%tok) : (!cuda_tile.token) -> !cuda_tile.token
      return
    }
  }
}
// The dump is generic: the module holds an op the dialect does not know.
// UNCHANGED: IR Dump After convert-cudatile-to-tileaa Failed
// UNCHANGED-NEXT: "builtin.module"() ({
// UNCHANGED-NEXT: "cuda_tile.module"() <{sym_name = "m"}> ({
// UNCHANGED-NEXT: "cuda_tile.entry"()
// UNCHANGED-NEXT: ^bb0(%arg0: !cuda_tile.tile<f32>):
// UNCHANGED-NEXT: %0 = "cuda_tile.reshape"(%arg0)
// UNCHANGED-NEXT: %1 = "cuda_tile.make_token"()
// UNCHANGED-NEXT: %2 = "cuda_tile.multimem_store_view_tko"(%1)
