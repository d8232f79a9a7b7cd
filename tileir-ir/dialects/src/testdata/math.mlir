func.func @m(%x: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %x : f32
  %1 = math.absi %i : i32
  %2 = math.sqrt %x fastmath<fast> : f32
  %3 = math.atan2 %x, %x : f32
  %4 = math.powf %x, %x fastmath<nnan,ninf> : f32
  %5 = math.fma %x, %x, %x : f32
  %6 = math.fpowi %x, %i : f32, i32
  %7 = math.ipowi %i, %i : i32
  %8 = math.isnan %x : f32
  %9 = math.isinf %v : vector<4xf32>
  %10 = math.ctlz %i : i32
  %11 = math.exp %v : vector<4xf32>
  %12 = math.tanh %x : f32
  %13 = math.copysign %x, %x : f32
  %14 = math.rsqrt %x : f32
  %15 = math.roundeven %x : f32
  %16 = math.clampf %x to [%x, %x] fastmath<fast> : f32
  %17:2 = math.sincos %x : f32
  %18 = math.clampf %v to [%v, %v] : vector<4xf32>
  return
}
