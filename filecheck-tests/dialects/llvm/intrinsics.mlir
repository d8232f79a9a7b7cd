// The llvm.intr.* ops: each intrinsic with an assembly format in custom form, the others in generic form (as mlir-opt 22 prints them).
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.func @s0(%arg0: i32) {
  %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
  llvm.return
}
llvm.func @s1(%arg0: f32) {
  %0 = llvm.intr.acos(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s2(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32) {
  %0 = "llvm.intr.annotation"(%arg0, %arg1, %arg2, %arg3) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.return
}
llvm.func @s3(%arg0: f32) {
  %0 = llvm.intr.asin(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s4(%arg0: f32) {
  %0 = llvm.intr.atan(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s5(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s6(%arg0: i32) {
  %0 = llvm.intr.bitreverse(%arg0) : (i32) -> i32
  llvm.return
}
llvm.func @s7(%arg0: i32) {
  %0 = llvm.intr.bswap(%arg0) : (i32) -> i32
  llvm.return
}
llvm.func @s8(%arg0: f32) {
  %0 = llvm.intr.ceil(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s9(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s10() {
  %0 = llvm.intr.coro.align : i32
  llvm.return
}
llvm.func @s11(%arg0: !llvm.token, %arg1: !llvm.ptr) {
  %0 = llvm.intr.coro.begin %arg0, %arg1 : (!llvm.token, !llvm.ptr) -> !llvm.token
  llvm.return
}
llvm.func @s12(%arg0: !llvm.ptr, %arg1: i1, %arg2: !llvm.token) {
  %0 = llvm.intr.coro.end %arg0, %arg1, %arg2 : (!llvm.ptr, i1, !llvm.token) -> !llvm.ptr
  llvm.return
}
llvm.func @s13(%arg0: !llvm.token, %arg1: !llvm.ptr) {
  %0 = llvm.intr.coro.free %arg0, %arg1 : (!llvm.token, !llvm.ptr) -> !llvm.token
  llvm.return
}
llvm.func @s14(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) {
  %0 = llvm.intr.coro.id %arg0, %arg1, %arg2, %arg3 : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
  llvm.return
}
llvm.func @s15(%arg0: !llvm.ptr, %arg1: i32, %arg2: i1) {
  %0 = llvm.intr.coro.promise %arg0, %arg1, %arg2 : (!llvm.ptr, i32, i1) -> !llvm.ptr
  llvm.return
}
llvm.func @s16(%arg0: !llvm.ptr) {
  llvm.intr.coro.resume %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s17(%arg0: !llvm.ptr) {
  %0 = llvm.intr.coro.save %arg0 : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
llvm.func @s18() {
  %0 = llvm.intr.coro.size : i32
  llvm.return
}
llvm.func @s19(%arg0: !llvm.token, %arg1: i1) {
  %0 = llvm.intr.coro.suspend %arg0, %arg1 : !llvm.token
  llvm.return
}
llvm.func @s20(%arg0: f32) {
  %0 = llvm.intr.cos(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s21(%arg0: f32) {
  %0 = llvm.intr.cosh(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s22(%arg0: i32) {
  %0 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
  llvm.return
}
llvm.func @s23(%arg0: i32) {
  %0 = llvm.intr.ctpop(%arg0) : (i32) -> i32
  llvm.return
}
llvm.func @s24(%arg0: i32) {
  %0 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
  llvm.return
}
llvm.func @s25() {
  llvm.intr.debugtrap
  llvm.return
}
llvm.func @s26(%arg0: !llvm.ptr) {
  %0 = llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
llvm.func @s27(%arg0: f32) {
  %0 = llvm.intr.exp(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s28(%arg0: f32) {
  %0 = llvm.intr.exp10(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s29(%arg0: f32) {
  %0 = llvm.intr.exp2(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s30(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.expect %arg0, %arg1 : i32
  llvm.return
}
llvm.func @s31(%arg0: f32) {
  %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s32(%arg0: f32) {
  %0 = llvm.intr.floor(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s33(%arg0: f32, %arg1: f32, %arg2: f32) {
  %0 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
  llvm.return
}
llvm.func @s34(%arg0: f32, %arg1: f32, %arg2: f32) {
  %0 = llvm.intr.fmuladd(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
  llvm.return
}
llvm.func @s35(%arg0: f32) {
  %0 = llvm.intr.frexp(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s36(%arg0: i32, %arg1: i32, %arg2: i32) {
  %0 = llvm.intr.fshl(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
  llvm.return
}
llvm.func @s37(%arg0: i32, %arg1: i32, %arg2: i32) {
  %0 = llvm.intr.fshr(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
  llvm.return
}
llvm.func @s38(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.get.active.lane.mask %arg0, %arg1 : i32, i32 to i32
  llvm.return
}
llvm.func @s39(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
  llvm.intr.invariant.end %arg0, 1, %arg1 : !llvm.ptr
  llvm.return
}
llvm.func @s40(%arg0: !llvm.ptr) {
  %0 = llvm.intr.invariant.start 1, %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s41(%arg0: i32) {
  %0 = "llvm.intr.is.constant"(%arg0) : (i32) -> i1
  llvm.return
}
llvm.func @s42(%arg0: f32) {
  %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 1 : i32}> : (f32) -> f32
  llvm.return
}
llvm.func @s43(%arg0: !llvm.ptr) {
  %0 = llvm.intr.launder.invariant.group %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s44(%arg0: f32, %arg1: i32) {
  %0 = llvm.intr.ldexp(%arg0, %arg1) : (f32, i32) -> f32
  llvm.return
}
llvm.func @s45(%arg0: !llvm.ptr) {
  llvm.intr.lifetime.end %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s46(%arg0: !llvm.ptr) {
  llvm.intr.lifetime.start %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s47(%arg0: f32) {
  %0 = llvm.intr.llrint(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s48(%arg0: f32) {
  %0 = llvm.intr.llround(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s49(%arg0: f32) {
  %0 = llvm.intr.log(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s50(%arg0: f32) {
  %0 = llvm.intr.log10(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s51(%arg0: f32) {
  %0 = llvm.intr.log2(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s52(%arg0: f32) {
  %0 = llvm.intr.lrint(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s53(%arg0: f32) {
  %0 = llvm.intr.lround(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s54(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>) {
  "llvm.intr.masked.compressstore"(%arg0, %arg1, %arg2) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return
}
llvm.func @s55(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: vector<4xf32>) {
  %0 = "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> !llvm.ptr
  llvm.return
}
llvm.func @s56(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>) {
  llvm.intr.masked.store %arg0, %arg1, %arg2 {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.return
}
llvm.func @s57(%arg0: !llvm.ptr, %arg1: i32) {
  %0 = llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 1 : i32, isVolatile = false, rows = 1 : i32} : vector<4xi1> from !llvm.ptr stride i32
  llvm.return
}
llvm.func @s58(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: i32) {
  llvm.intr.matrix.column.major.store %arg0, %arg1, <stride = %arg2> {columns = 1 : i32, isVolatile = false, rows = 1 : i32} : vector<4xf32> to !llvm.ptr stride i32
  llvm.return
}
llvm.func @s59(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
  %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 1 : i32, lhs_rows = 1 : i32, rhs_columns = 1 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @s60(%arg0: vector<4xf32>) {
  %0 = llvm.intr.matrix.transpose %arg0 {columns = 1 : i32, rows = 1 : i32} : vector<4xf32> into vector<4xf32>
  llvm.return
}
llvm.func @s61(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.maximum(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s62(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.maxnum(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s63(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.minimum(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s64(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.minnum(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s65(%arg0: f32) {
  %0 = llvm.intr.nearbyint(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s66(%arg0: f32, %arg1: f32) {
  %0 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
  llvm.return
}
llvm.func @s67(%arg0: f32, %arg1: i32) {
  %0 = llvm.intr.powi(%arg0, %arg1) : (f32, i32) -> f32
  llvm.return
}
llvm.func @s68(%arg0: !llvm.ptr) {
  "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @s69(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: !llvm.ptr) {
  %0 = "llvm.intr.ptr.annotation"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  llvm.return
}
llvm.func @s70(%arg0: !llvm.ptr, %arg1: i32) {
  %0 = llvm.intr.ptrmask %arg0, %arg1 : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}
llvm.func @s71(%arg0: f32) {
  %0 = llvm.intr.rint(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s72(%arg0: f32) {
  %0 = llvm.intr.round(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s73(%arg0: f32) {
  %0 = llvm.intr.roundeven(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s74(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.sadd.sat(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s75(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.scmp(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s76(%arg0: f32) {
  %0 = llvm.intr.sin(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s77(%arg0: f32) {
  %0 = llvm.intr.sincos(%arg0) : (f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}
llvm.func @s78(%arg0: f32) {
  %0 = llvm.intr.sinh(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s79(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s80(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.smin(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s81(%arg0: f32) {
  %0 = llvm.intr.sqrt(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s82(%arg0: i32) {
  %0 = llvm.intr.ssa.copy %arg0 : i32
  llvm.return
}
llvm.func @s83(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.sshl.sat(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s84(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.ssub.sat(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s85(%arg0: !llvm.ptr) {
  llvm.intr.stackrestore %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s86() {
  %0 = llvm.intr.stacksave : i32
  llvm.return
}
llvm.func @s87() {
  %0 = llvm.intr.stepvector : vector<4xi1>
  llvm.return
}
llvm.func @s88(%arg0: !llvm.ptr) {
  %0 = llvm.intr.strip.invariant.group %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s89(%arg0: f32) {
  %0 = llvm.intr.tan(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s90(%arg0: f32) {
  %0 = llvm.intr.tanh(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s91(%arg0: !llvm.ptr) {
  %0 = "llvm.intr.threadlocal.address"(%arg0) : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
llvm.func @s92() {
  llvm.intr.trap
  llvm.return
}
llvm.func @s93(%arg0: f32) {
  %0 = llvm.intr.trunc(%arg0) : (f32) -> f32
  llvm.return
}
llvm.func @s94(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.uadd.sat(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s95() {
  llvm.intr.ubsantrap <{failureKind = 1 : i8}>
  llvm.return
}
llvm.func @s96(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.ucmp(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s97(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.umax(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s98(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s99(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.ushl.sat(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s100(%arg0: i32, %arg1: i32) {
  %0 = llvm.intr.usub.sat(%arg0, %arg1) : (i32, i32) -> i32
  llvm.return
}
llvm.func @s101(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
  llvm.intr.vacopy %arg1 to %arg0 : !llvm.ptr, !llvm.ptr
  llvm.return
}
llvm.func @s102(%arg0: !llvm.ptr) {
  llvm.intr.vaend %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s103(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: !llvm.ptr) {
  "llvm.intr.var.annotation"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @s104(%arg0: !llvm.ptr) {
  llvm.intr.vastart %arg0 : !llvm.ptr
  llvm.return
}
llvm.func @s105(%arg0: vector<4xf32>) {
  %0 = "llvm.intr.vector.deinterleave2"(%arg0) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @s106(%arg0: vector<4xf32>) {
  %0 = llvm.intr.vector.extract %arg0[1] : vector<4xf32> from vector<4xf32>
  llvm.return
}
llvm.func @s107(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
  %0 = llvm.intr.vector.insert %arg1, %arg0[1] : vector<4xf32> into vector<4xf32>
  llvm.return
}
llvm.func @s108(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
  %0 = "llvm.intr.vector.interleave2"(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  llvm.return
}
llvm.func @s109(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s110(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.and"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s111(%arg0: vector<4xf32>) {
  %0 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @s112(%arg0: vector<4xf32>) {
  %0 = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @s113(%arg0: vector<4xf32>) {
  %0 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @s114(%arg0: vector<4xf32>) {
  %0 = llvm.intr.vector.reduce.fminimum(%arg0) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}
llvm.func @s115(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s116(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s117(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.smax"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s118(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s119(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s120(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.umin"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s121(%arg0: vector<4xi32>) {
  %0 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<4xi32>) -> vector<4xi32>
  llvm.return
}
llvm.func @s122(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.add"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s123(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.and"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s124(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.ashr"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s125(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.fadd"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s126(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.fdiv"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s127(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<4xi1>, %arg4: i32) {
  %0 = "llvm.intr.vp.fma"(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s128(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.fmul"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s129(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<4xi1>, %arg4: i32) {
  %0 = "llvm.intr.vp.fmuladd"(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s130(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.fneg"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s131(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.fpext"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s132(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.fptosi"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s133(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.fptoui"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s134(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.fptrunc"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s135(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.frem"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s136(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.fsub"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  llvm.return
}
llvm.func @s137(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.inttoptr"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s138(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.load"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, i32) -> !llvm.ptr
  llvm.return
}
llvm.func @s139(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.lshr"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s140(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: i32) {
  %0 = "llvm.intr.vp.merge"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xi1>
  llvm.return
}
llvm.func @s141(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.mul"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s142(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.or"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s143(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.sdiv"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s144(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: i32) {
  %0 = "llvm.intr.vp.select"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xi1>
  llvm.return
}
llvm.func @s145(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.sext"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s146(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.shl"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s147(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.sitofp"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s148(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.smax"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s149(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.smin"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s150(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.srem"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s151(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>, %arg3: i32) {
  "llvm.intr.vp.store"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, !llvm.ptr, vector<4xi1>, i32) -> ()
  llvm.return
}
llvm.func @s152(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.sub"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s153(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.trunc"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s154(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.udiv"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s155(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.uitofp"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s156(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.umax"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s157(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.umin"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s158(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.urem"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s159(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
  %0 = "llvm.intr.vp.xor"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s160(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
  %0 = "llvm.intr.vp.zext"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}
llvm.func @s161() {
  %0 = "llvm.intr.vscale"() : () -> i32
  llvm.return
}


// CHECK-LABEL: llvm.func @s0(%arg0: i32) {
// CHECK-NEXT: %0 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-LABEL: llvm.func @s1(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.acos(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s2(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.annotation"(%arg0, %arg1, %arg2, %arg3) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
// CHECK-LABEL: llvm.func @s3(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s4(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.atan(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s5(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.atan2(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s6(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.intr.bitreverse(%arg0) : (i32) -> i32
// CHECK-LABEL: llvm.func @s7(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.intr.bswap(%arg0) : (i32) -> i32
// CHECK-LABEL: llvm.func @s8(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s9(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s10() {
// CHECK-NEXT: %0 = llvm.intr.coro.align : i32
// CHECK-LABEL: llvm.func @s11(%arg0: !llvm.token, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.coro.begin %arg0, %arg1 : (!llvm.token, !llvm.ptr) -> !llvm.token
// CHECK-LABEL: llvm.func @s12(%arg0: !llvm.ptr, %arg1: i1, %arg2: !llvm.token) {
// CHECK-NEXT: %0 = llvm.intr.coro.end %arg0, %arg1, %arg2 : (!llvm.ptr, i1, !llvm.token) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s13(%arg0: !llvm.token, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.coro.free %arg0, %arg1 : (!llvm.token, !llvm.ptr) -> !llvm.token
// CHECK-LABEL: llvm.func @s14(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.coro.id %arg0, %arg1, %arg2, %arg3 : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// CHECK-LABEL: llvm.func @s15(%arg0: !llvm.ptr, %arg1: i32, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.intr.coro.promise %arg0, %arg1, %arg2 : (!llvm.ptr, i32, i1) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s16(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.coro.resume %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s17(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.coro.save %arg0 : (!llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s18() {
// CHECK-NEXT: %0 = llvm.intr.coro.size : i32
// CHECK-LABEL: llvm.func @s19(%arg0: !llvm.token, %arg1: i1) {
// CHECK-NEXT: %0 = llvm.intr.coro.suspend %arg0, %arg1 : !llvm.token
// CHECK-LABEL: llvm.func @s20(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s21(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.cosh(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s22(%arg0: i32) {
// CHECK-NEXT: %0 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-LABEL: llvm.func @s23(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.intr.ctpop(%arg0) : (i32) -> i32
// CHECK-LABEL: llvm.func @s24(%arg0: i32) {
// CHECK-NEXT: %0 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-LABEL: llvm.func @s25() {
// CHECK-NEXT: llvm.intr.debugtrap
// CHECK-LABEL: llvm.func @s26(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s27(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s28(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.exp10(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s29(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s30(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.expect %arg0, %arg1 : i32
// CHECK-LABEL: llvm.func @s31(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s32(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s33(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: %0 = llvm.intr.fma(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-LABEL: llvm.func @s34(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: %0 = llvm.intr.fmuladd(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-LABEL: llvm.func @s35(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.frexp(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s36(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = llvm.intr.fshl(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
// CHECK-LABEL: llvm.func @s37(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: %0 = llvm.intr.fshr(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
// CHECK-LABEL: llvm.func @s38(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.get.active.lane.mask %arg0, %arg1 : i32, i32 to i32
// CHECK-LABEL: llvm.func @s39(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.invariant.end %arg0, 1, %arg1 : !llvm.ptr
// CHECK-LABEL: llvm.func @s40(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.invariant.start 1, %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s41(%arg0: i32) {
// CHECK-NEXT: %0 = "llvm.intr.is.constant"(%arg0) : (i32) -> i1
// CHECK-LABEL: llvm.func @s42(%arg0: f32) {
// CHECK-NEXT: %0 = "llvm.intr.is.fpclass"(%arg0) <{bit = 1 : i32}> : (f32) -> f32
// CHECK-LABEL: llvm.func @s43(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.launder.invariant.group %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s44(%arg0: f32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.ldexp(%arg0, %arg1) : (f32, i32) -> f32
// CHECK-LABEL: llvm.func @s45(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.lifetime.end %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s46(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.lifetime.start %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s47(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.llrint(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s48(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.llround(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s49(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s50(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s51(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s52(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.lrint(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s53(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.lround(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s54(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>) {
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%arg0, %arg1, %arg2) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-LABEL: llvm.func @s55(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = "llvm.intr.masked.expandload"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s56(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>) {
// CHECK-NEXT: llvm.intr.masked.store %arg0, %arg1, %arg2 {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-LABEL: llvm.func @s57(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.matrix.column.major.load %arg0, <stride = %arg1> {columns = 1 : i32, isVolatile = false, rows = 1 : i32} : vector<4xi1> from !llvm.ptr stride i32
// CHECK-LABEL: llvm.func @s58(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: i32) {
// CHECK-NEXT: llvm.intr.matrix.column.major.store %arg0, %arg1, <stride = %arg2> {columns = 1 : i32, isVolatile = false, rows = 1 : i32} : vector<4xf32> to !llvm.ptr stride i32
// CHECK-LABEL: llvm.func @s59(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 1 : i32, lhs_rows = 1 : i32, rhs_columns = 1 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s60(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.matrix.transpose %arg0 {columns = 1 : i32, rows = 1 : i32} : vector<4xf32> into vector<4xf32>
// CHECK-LABEL: llvm.func @s61(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.maximum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s62(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.maxnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s63(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.minimum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s64(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.minnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s65(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.nearbyint(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s66(%arg0: f32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-LABEL: llvm.func @s67(%arg0: f32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.powi(%arg0, %arg1) : (f32, i32) -> f32
// CHECK-LABEL: llvm.func @s68(%arg0: !llvm.ptr) {
// CHECK-NEXT: "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-LABEL: llvm.func @s69(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: !llvm.ptr) {
// CHECK-NEXT: %0 = "llvm.intr.ptr.annotation"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s70(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.ptrmask %arg0, %arg1 : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s71(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.rint(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s72(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s73(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s74(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.sadd.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s75(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.scmp(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s76(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s77(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.sincos(%arg0) : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-LABEL: llvm.func @s78(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s79(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s80(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.smin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s81(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s82(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.intr.ssa.copy %arg0 : i32
// CHECK-LABEL: llvm.func @s83(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.sshl.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s84(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.ssub.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s85(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.stackrestore %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s86() {
// CHECK-NEXT: %0 = llvm.intr.stacksave : i32
// CHECK-LABEL: llvm.func @s87() {
// CHECK-NEXT: %0 = llvm.intr.stepvector : vector<4xi1>
// CHECK-LABEL: llvm.func @s88(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.strip.invariant.group %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s89(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s90(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s91(%arg0: !llvm.ptr) {
// CHECK-NEXT: %0 = "llvm.intr.threadlocal.address"(%arg0) : (!llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s92() {
// CHECK-NEXT: llvm.intr.trap
// CHECK-LABEL: llvm.func @s93(%arg0: f32) {
// CHECK-NEXT: %0 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-LABEL: llvm.func @s94(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.uadd.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s95() {
// CHECK-NEXT: llvm.intr.ubsantrap <{failureKind = 1 : i8}>
// CHECK-LABEL: llvm.func @s96(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.ucmp(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s97(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.umax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s98(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s99(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.ushl.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s100(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.intr.usub.sat(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-LABEL: llvm.func @s101(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.vacopy %arg1 to %arg0 : !llvm.ptr, !llvm.ptr
// CHECK-LABEL: llvm.func @s102(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.vaend %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s103(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: !llvm.ptr) {
// CHECK-NEXT: "llvm.intr.var.annotation"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK-LABEL: llvm.func @s104(%arg0: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.vastart %arg0 : !llvm.ptr
// CHECK-LABEL: llvm.func @s105(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.deinterleave2"(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s106(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.extract %arg0[1] : vector<4xf32> from vector<4xf32>
// CHECK-LABEL: llvm.func @s107(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.insert %arg1, %arg0[1] : vector<4xf32> into vector<4xf32>
// CHECK-LABEL: llvm.func @s108(%arg0: vector<4xf32>, %arg1: vector<4xf32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.interleave2"(%arg0, %arg1) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// CHECK-LABEL: llvm.func @s109(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s110(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.and"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s111(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s112(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s113(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s114(%arg0: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.vector.reduce.fminimum(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s115(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.mul"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s116(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s117(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.smax"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s118(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.smin"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s119(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s120(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.umin"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s121(%arg0: vector<4xi32>) {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<4xi32>) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s122(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.add"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s123(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.and"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s124(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.ashr"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s125(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fadd"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s126(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fdiv"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s127(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<4xi1>, %arg4: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fma"(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s128(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fmul"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s129(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<4xi1>, %arg4: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fmuladd"(%arg0, %arg1, %arg2, %arg3, %arg4) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s130(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fneg"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s131(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fpext"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s132(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fptosi"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s133(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fptoui"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s134(%arg0: vector<4xf32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fptrunc"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s135(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.frem"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s136(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.fsub"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
// CHECK-LABEL: llvm.func @s137(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.inttoptr"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s138(%arg0: !llvm.ptr, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.load"(%arg0, %arg1, %arg2) : (!llvm.ptr, vector<4xi1>, i32) -> !llvm.ptr
// CHECK-LABEL: llvm.func @s139(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.lshr"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s140(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.merge"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xi1>
// CHECK-LABEL: llvm.func @s141(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.mul"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s142(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.or"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s143(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.sdiv"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s144(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.select"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xi1>
// CHECK-LABEL: llvm.func @s145(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.sext"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s146(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.shl"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s147(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.sitofp"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s148(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.smax"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s149(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.smin"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s150(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.srem"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s151(%arg0: vector<4xf32>, %arg1: !llvm.ptr, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: "llvm.intr.vp.store"(%arg0, %arg1, %arg2, %arg3) : (vector<4xf32>, !llvm.ptr, vector<4xi1>, i32) -> ()
// CHECK-LABEL: llvm.func @s152(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.sub"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s153(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.trunc"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s154(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.udiv"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s155(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.uitofp"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s156(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.umax"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s157(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.umin"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s158(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.urem"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s159(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.xor"(%arg0, %arg1, %arg2, %arg3) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s160(%arg0: vector<4xi32>, %arg1: vector<4xi1>, %arg2: i32) {
// CHECK-NEXT: %0 = "llvm.intr.vp.zext"(%arg0, %arg1, %arg2) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
// CHECK-LABEL: llvm.func @s161() {
// CHECK-NEXT: %0 = "llvm.intr.vscale"() : () -> i32
