func.func @f(%x: f32, %i: i32, %m: memref<4xf32>, %n: memref<4xf32>) {
  %t = gpu.wait async
  %t2 = gpu.wait async [%t]
  gpu.wait [%t2]
  gpu.wait
  %s, %v = gpu.shuffle xor %x, %i, %i : f32
  gpu.printf "hello %f", %x : f32
  gpu.printf "plain"
  %a = gpu.alloc () : memref<4xf32>
  %t3 = gpu.memcpy async [%t] %m, %n : memref<4xf32>, memref<4xf32>
  gpu.dealloc %a : memref<4xf32>
  return
}
