module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32, %arg1: memref<4xf32>) workgroup(%w : memref<32xf32, 3>) private(%p : memref<2xf32, 5>) kernel attributes {foo} {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %bd = gpu.block_dim z
      %g = gpu.grid_dim x
      %l = gpu.lane_id
      gpu.barrier
      gpu.return
    }
    gpu.func @d(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
    }
  }
  func.func @main(%x: f32, %m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %i = arith.constant 1 : i32
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : f32, %m : memref<4xf32>)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %i args(%x : f32, %m : memref<4xf32>)
    %t = gpu.thread_id x upper_bound 128
    return
  }
}
