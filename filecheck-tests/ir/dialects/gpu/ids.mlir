// RUN: tileir-opt %s | FileCheck %s
// gpu id/dim queries (#gpu<dim x> attributes, result names) (expected output produced by mlir-opt 22).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: f32) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %bd = gpu.block_dim z
      %g = gpu.grid_dim x
      %l = gpu.lane_id
      %u = gpu.thread_id z upper_bound 64
      %s = gpu.subgroup_size : index
      %c = gpu.cluster_dim_blocks y
      %sg = gpu.subgroup_id : index
      %ns = gpu.num_subgroups : index
      %gi = gpu.global_id x
      gpu.barrier
      gpu.return
    }
  }
}

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @kernels {
// CHECK-NEXT: gpu.func @k(%arg0: f32) kernel {
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %0 = gpu.lane_id
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z upper_bound 64
// CHECK-NEXT: %1 = gpu.subgroup_size : index
// CHECK-NEXT: %cluster_dim_blocks_y = gpu.cluster_dim_blocks  y
// CHECK-NEXT: %2 = gpu.subgroup_id : index
// CHECK-NEXT: %3 = gpu.num_subgroups : index
// CHECK-NEXT: %global_id_x = gpu.global_id  x
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
