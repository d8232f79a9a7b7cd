// RUN: tileir-opt %s --split-input-file --verify-diagnostics
// nvvm tcgen05, cluster launch control and st.bulk verifier diagnostics (wording of mlir-opt 22).

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %d {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %l = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{shape 16x32bx2 requires offset argument}}
  %l = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{offset argument is only supported for shape 16x32bx2}}
  %l = nvvm.tcgen05.ld %t, %d {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op}}
  %l = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{'nvvm.tcgen05.ld' op result #0 must be 32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128, but got 'vector<3xi32>'}}
  %l = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<3xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{invalid input length 1 for shape shape_16x128b in tcgen05.st Op}}
  nvvm.tcgen05.st %t, %r {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{shape 16x32bx2 requires offset argument}}
  nvvm.tcgen05.st %t, %r {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{invalid input length 2 for shape shape_16x256b in tcgen05.st Op}}
  nvvm.tcgen05.st %t, %v2 {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{'nvvm.clusterlaunchcontrol.query.cancel' op is_canceled query type returns an i1}}
  %x = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %q : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{'nvvm.clusterlaunchcontrol.query.cancel' op get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32}}
  %x = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %q : i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %n: i32, %m: i16, %d: i64, %i8: i8, %b: i1, %v2: vector<2xi32>, %v4: vector<4xi32>, %r: i32, %q: i128) {
  // expected-error@+1 {{'nvvm.st.bulk' op only 0 is supported for initVal, got 1}}
  nvvm.st.bulk %p, size = %d, init = 1 : !llvm.ptr
  llvm.return
}
