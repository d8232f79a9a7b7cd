// loop-split on cuda_tile loops: cases NVIDIA's test does not cover.

// RUN: tileir-opt %s -split-input-file -pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(loop-split)))' | FileCheck %s
// RUN: tileir-opt %s -split-input-file -pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(loop-split{split-threshold=3})))' | FileCheck %s --check-prefix=THREE

// An unsigned loop splits on an unsigned test, the variable on the right
// (`n < iv` is `iv > n`: the split point is n + 1, and the first loop takes
// the else side). Step 1: no rounding to the grid. The if has no results.
// With split-threshold=3 its one-op side is too small.
// CHECK-LABEL: testing$func @unsigned_swapped(
// CHECK-SAME: %[[N:[^:]*]]: tile<i32>
// CHECK-NEXT: %[[ZERO:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
// CHECK-NEXT: constant <i32: 64>
// CHECK-NEXT: %[[ONE_2:.*]] = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %[[P:.*]] = addi %[[N]], %[[ONE_2]] : tile<i32>
// CHECK-NEXT: %[[HI:.*]] = mini %[[P]], %{{.*}} unsigned : tile<i32>
// CHECK-NEXT: %[[LO:.*]] = maxi %[[P]], %[[ZERO]] unsigned : tile<i32>
// CHECK-NEXT: %[[F0:.*]] = for unsigned %[[I0:.*]] in (%[[ZERO]] to %[[HI]], step %[[ONE]])
// CHECK-NEXT: %[[S0:.*]] = subi %{{.*}}, %[[I0]]
// CHECK-NEXT: continue %[[S0]]
// CHECK: %[[F1:.*]] = for unsigned %[[I1:.*]] in (%[[LO]] to %{{.*}}, step %[[ONE]]) : tile<i32> iter_values(%{{.*}} = %[[F0]])
// CHECK-NEXT: %[[S1:.*]] = addi %{{.*}}, %[[I1]]
// CHECK-NEXT: continue %[[S1]]
// CHECK: return %[[F1]]
// THREE-LABEL: testing$func @unsigned_swapped(
// THREE: {{= for unsigned}}
// THREE-NOT: {{= for }}
// THREE: return
cuda_tile.module @m {
  testing$func @unsigned_swapped(%n: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for unsigned %iv in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %t = cmpi less_than %n, %iv, unsigned : tile<i32> -> tile<i1>
      %v = if %t -> (tile<i32>) {
        %a = addi %acc, %iv : tile<i32>
        yield %a : tile<i32>
      } else {
        %s = subi %acc, %iv : tile<i32>
        yield %s : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r : tile<i32>
  }
}

// -----

// Not split: a signed test in an unsigned loop, a test against a value
// the loop computes, and an equality test.
// CHECK-LABEL: testing$func @kept(
// CHECK-COUNT-3: {{= for }}
// CHECK-NOT: {{= for }}
cuda_tile.module @m {
  testing$func @kept(%n: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r0 = for unsigned %iv in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %t = cmpi less_than %iv, %n, signed : tile<i32> -> tile<i1>
      %v = if %t -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %r1 = for %iv in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %r0) -> (tile<i32>) {
      %t = cmpi less_than %iv, %acc, signed : tile<i32> -> tile<i1>
      %v = if %t -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    %r2 = for %iv in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %r1) -> (tile<i32>) {
      %t = cmpi equal %iv, %n, signed : tile<i32> -> tile<i1>
      %v = if %t -> (tile<i32>) {
        yield %iv : tile<i32>
      } else {
        yield %acc : tile<i32>
      }
      continue %v : tile<i32>
    }
    return %r2 : tile<i32>
  }
}

// -----

// A hint on the loop overrides the option: with split-threshold=3 the
// small if still splits.
// CHECK-LABEL: testing$func @hinted(
// CHECK: mini
// THREE-LABEL: testing$func @hinted(
// THREE: mini
// THREE-NEXT: maxi
// THREE-NEXT: {{= for }}
// THREE: {{= for }}
cuda_tile.module @m {
  testing$func @hinted(%n: tile<i64>) -> tile<i64> {
    %c0 = constant <i64: 0> : tile<i64>
    %c1 = constant <i64: 1> : tile<i64>
    %c64 = constant <i64: 64> : tile<i64>
    %r = for %iv in (%c0 to %c64, step %c1) : tile<i64> iter_values(%acc = %c0) -> (tile<i64>) {
      %t = cmpi greater_than_or_equal %iv, %n, signed : tile<i64> -> tile<i1>
      %v = if %t -> (tile<i64>) {
        yield %iv : tile<i64>
      } else {
        yield %acc : tile<i64>
      }
      continue %v : tile<i64>
    } {cuda_tile.loop_split = 1}
    return %r : tile<i64>
  }
}
