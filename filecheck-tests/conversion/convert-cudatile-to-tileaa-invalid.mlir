// convert-cudatile-to-tileaa's failures: an illegal cuda_tile op with no
// TileAA form is reported where it is, then the pass's own error at the
// module; nothing is converted. A compute capability that is not
// `sm_<N>[a|f]` is refused before anything else.

// RUN: tileir-opt %s -split-input-file -verify-diagnostics --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100})'
// RUN: not tileir-opt %s -split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-ir-after-failure --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=sm_100})' 2>&1 | FileCheck %s --check-prefix=UNCHANGED
// RUN: not tileir-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline='builtin.module(convert-cudatile-to-tileaa{compute-capability=volta})' 2>&1 | FileCheck %s --check-prefix=CC

// CC: error: invalid or missing --compute-capability option
// CC-NOT: error:

// A 13.5 multimem reduction with kind `umin` (only parsed with the
// dialect's verifier off: the cuda_tile dialect does not register it):
// TileAA's reduction kinds have no unsigned minimum.
// expected-error@+1 {{failed to convert cuda_tile to nv_tileaa}}
module {
  cuda_tile.module @m {
    entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
      %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
      %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<128xf32, strides=[1]>>
      %v = constant <f32: 1.0> : tile<16xf32>
      // expected-error@+1 {{failed to legalize operation 'cuda_tile.multimem_reduce_view_tko' that was explicitly marked illegal}}
      %t = "cuda_tile.multimem_reduce_view_tko"(%pv, %v, %i) <{memory_ordering_semantics = 1 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>, reduction = 6 : i32}> : (!cuda_tile.partition_view<tile=(16), tensor_view<128xf32, strides=[1]>>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
      return
    }
  }
}
// The dump is generic: the module holds an op the dialect does not know.
// UNCHANGED: IR Dump After convert-cudatile-to-tileaa Failed
// UNCHANGED-NEXT: "builtin.module"() ({
// UNCHANGED-NEXT: "cuda_tile.module"() <{sym_name = "m"}> ({
// UNCHANGED-NEXT: "cuda_tile.entry"()
// UNCHANGED-NEXT: ^bb0(%arg0: !cuda_tile.tile<ptr<f32>>, %arg1: !cuda_tile.tile<i32>):
// UNCHANGED-NEXT: %0 = "cuda_tile.make_tensor_view"(%arg0)
// UNCHANGED-NEXT: %1 = "cuda_tile.make_partition_view"(%0)
// UNCHANGED-NEXT: %2 = "cuda_tile.constant"()
// UNCHANGED-NEXT: %3 = "cuda_tile.multimem_reduce_view_tko"(%1, %2, %arg1)
