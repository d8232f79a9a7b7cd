// A small kernel-like func/arith/scf module: tile arithmetic, a masked row
// reduction (scf.for with iter_args around scf.if with results), a fused
// max-and-sum loop with three loop-carried values, and a tiled dot product
// with nested loops, calls and clamping via cmpi/select.
//
//   cargo run --release -p tileir-opt -- examples/kernel.mlir
//
// prints it back the way mlir-opt 22 does (names become %argN/%N/%cN, the
// constants get their %c0/%cst names, `func.call` at function level prints
// as `call`).
module {
  func.func @tile_offset(%pid: index, %tile: index, %stride: index) -> index {
    %0 = arith.muli %pid, %tile : index
    %1 = arith.muli %0, %stride : index
    return %1 : index
  }
  func.func @num_tiles(%m: index, %n: index, %tm: index, %tn: index) -> (index, i32) {
    %0 = arith.ceildivsi %m, %tm : index
    %1 = arith.ceildivsi %n, %tn : index
    %2 = arith.muli %0, %1 : index
    %3 = arith.index_cast %2 : index to i32
    return %2, %3 : index, i32
  }
  func.func @masked_row_sum(%n: index, %len: index, %scale: f32, %bias: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %inb = arith.cmpi slt, %i, %len : index
      %v = scf.if %inb -> (f32) {
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %sc = arith.mulf %fi, %scale : f32
        %b = arith.addf %sc, %bias : f32
        scf.yield %b : f32
      } else {
        scf.yield %zero : f32
      }
      %next = arith.addf %acc, %v : f32
      scf.yield %next : f32
    }
    return %sum : f32
  }
  func.func @row_max_and_sum(%n: index, %x0: f32, %step: f32) -> (f32, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %ninf, %s = %zero, %x = %x0) -> (f32, f32, f32) {
      %nm = arith.maximumf %m, %x : f32
      %ns = arith.addf %s, %x : f32
      %nx = arith.addf %x, %step : f32
      scf.yield %nm, %ns, %nx : f32, f32, f32
    }
    return %r#0, %r#1 : f32, f32
  }
  func.func @tiled_dot(%m: index, %k: index, %tk: index, %alpha: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %max = arith.constant 1024 : i32
    %tiles, %tiles_i32 = func.call @num_tiles(%m, %k, %c1, %tk) : (index, index, index, index) -> (index, i32)
    %acc = scf.for %t = %c0 to %tiles step %c1 iter_args(%a = %c0_i32) -> (i32) {
      %base = func.call @tile_offset(%t, %tk, %c1) : (index, index, index) -> index
      %inner = scf.for %j = %c0 to %tk step %c1 iter_args(%b = %a) -> (i32) {
        %idx = arith.addi %base, %j : index
        %iv = arith.index_cast %idx : index to i32
        %p = arith.muli %iv, %alpha overflow<nsw> : i32
        %q = arith.addi %b, %p : i32
        %big = arith.cmpi sgt, %q, %max : i32
        %clamped = arith.select %big, %max, %q : i32
        scf.yield %clamped : i32
      }
      scf.yield %inner : i32
    }
    %neg = arith.cmpi slt, %acc, %c0_i32 : i32
    %res = arith.select %neg, %c0_i32, %acc : i32
    return %res : i32
  }
}
