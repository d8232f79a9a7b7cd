// cuda-tile-licm: invariant ops leave cuda_tile.for and cuda_tile.loop
// bodies, inner loops first (the square computed in the inner loop moves
// out of both); divisions (which may trap), loads and what depends on the
// loop stay.

// RUN: tileir-opt %s -pass-pipeline='builtin.module(cuda_tile.module(cuda_tile.testing$func(cuda-tile-licm)))' | FileCheck %s

// CHECK-LABEL: testing$func @f(
// CHECK-SAME: %[[N:[^:]*]]: tile<i32>, %[[P:[^:]*]]: tile<ptr<i32>>
// CHECK: %[[ONE:.*]] = constant <i32: 1>
// CHECK: %[[C64:.*]] = constant <i32: 64>
// CHECK-NEXT: %[[A:.*]] = muli %[[N]], %[[N]] : tile<i32>
// CHECK-NEXT: %[[B:.*]] = addi %[[A]], %[[ONE]] : tile<i32>
// CHECK-NEXT: %[[Q:.*]] = muli %[[B]], %[[B]] : tile<i32>
// CHECK-NEXT: %[[FOR:.*]] = for
// CHECK-NEXT: divi %[[N]], %[[C64]] signed
// CHECK-NEXT: divi %[[N]], %[[B]] signed
// CHECK-NEXT: %[[L:.*]], %{{.*}} = load_ptr_tko weak %[[P]]
// CHECK-NEXT: %[[S:.*]] = addi %{{.*}}, %[[B]]
// CHECK-NEXT: %[[T:.*]] = addi %[[S]], %[[L]]
// CHECK-NEXT: %[[W:.*]] = loop iter_values(%[[X:.*]] = %[[T]])
// CHECK-NEXT: %[[Y:.*]] = addi %[[X]], %[[Q]]
// CHECK-NEXT: break %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: continue %[[W]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[FOR]]
cuda_tile.module @m {
  testing$func @f(%n: tile<i32>, %p: tile<ptr<i32>>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %r = for %iv in (%c0 to %c64, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %a = muli %n, %n : tile<i32>
      %b = addi %a, %c1 : tile<i32>
      %d = divi %n, %c64 signed : tile<i32>
      %e = divi %n, %b signed : tile<i32>
      %l:2 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
      %s = addi %acc, %b : tile<i32>
      %t = addi %s, %l#0 : tile<i32>
      %w = loop iter_values(%x = %t) : tile<i32> -> tile<i32> {
        %q = muli %b, %b : tile<i32>
        %y = addi %x, %q : tile<i32>
        break %y : tile<i32>
      }
      continue %w : tile<i32>
    }
    return %r : tile<i32>
  }
}
