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
