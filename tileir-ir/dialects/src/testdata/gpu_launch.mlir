func.func @main(%x: f32) {
  %c1 = arith.constant 1 : index
  %i = arith.constant 8 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1) threads(%tx, %ty, %tz) in (%stx = %c1, %sty = %c1, %stz = %c1) {
    %0 = arith.addi %bx, %tx : index
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1) threads(%tx, %ty, %tz) in (%stx = %c1, %sty = %c1, %stz = %c1) dynamic_shared_memory_size %i workgroup(%w : memref<4xf32, 3>) {
    gpu.terminator
  }
  return
}
