// Integer and float arithmetic with their flags, comparisons, casts, select, freeze, va_arg.
// RUN: tileir-opt %s | FileCheck %s
// RUN: tileir-opt %s | tileir-opt | FileCheck %s

llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi32>, %w: vector<4xf32>, %p: !llvm.ptr, %c: i1) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nuw> : i32
  %3 = llvm.mul %a, %b overflow<nsw, nuw> : i32
  %4 = llvm.shl %v, %v overflow<nsw> : vector<4xi32>
  %5 = llvm.udiv exact %a, %b : i32
  %6 = llvm.sdiv %a, %b : i32
  %7 = llvm.lshr exact %a, %b : i32
  %8 = llvm.ashr %a, %b : i32
  %9 = llvm.or disjoint %a, %b : i32
  %10 = llvm.urem %a, %b : i32
  %11 = llvm.srem %a, %b : i32
  %12 = llvm.and %a, %b : i32
  %13 = llvm.xor %a, %b : i32
  %14 = llvm.fadd %f, %g : f32
  %15 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %16 = llvm.fmul %w, %w {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %17 = llvm.fdiv %f, %g : f32
  %18 = llvm.frem %f, %g : f32
  %19 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
  %20 = llvm.icmp "eq" %a, %b : i32
  %21 = llvm.icmp "uge" %v, %v : vector<4xi32>
  %22 = llvm.icmp "ne" %p, %p : !llvm.ptr
  %23 = llvm.fcmp "olt" %f, %g : f32
  %24 = llvm.fcmp "_true" %w, %w {fastmathFlags = #llvm.fastmath<nsz>} : vector<4xf32>
  %25 = llvm.select %c, %a, %b : i1, i32
  %26 = llvm.select %c, %f, %g {fastmathFlags = #llvm.fastmath<reassoc>} : i1, f32
  %27 = llvm.freeze %a : i32
  %28 = llvm.bitcast %f : f32 to i32
  %29 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %30 = llvm.inttoptr %a : i32 to !llvm.ptr
  %31 = llvm.ptrtoint %p : !llvm.ptr to i64
  %32 = llvm.sext %a : i32 to i64
  %33 = llvm.zext nneg %a : i32 to i64
  %34 = llvm.zext %a : i32 to i64
  %35 = llvm.trunc %a overflow<nsw> : i32 to i8
  %36 = llvm.trunc %a : i32 to i16
  %37 = llvm.sitofp %a : i32 to f32
  %38 = llvm.uitofp nneg %a : i32 to f64
  %39 = llvm.fptosi %f : f32 to i32
  %40 = llvm.fptoui %f : f32 to i64
  %41 = llvm.fpext %f : f32 to f64
  %42 = llvm.fptrunc %f : f32 to f16
  %43 = llvm.va_arg %p : (!llvm.ptr) -> i32
  %44 = llvm.icmp "slt" %a, %b {foo} : i32
  llvm.return
}

// CHECK: llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>, %arg5: vector<4xf32>, %arg6: !llvm.ptr, %arg7: i1) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.sub %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %3 = llvm.mul %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = llvm.shl %arg4, %arg4 overflow<nsw> : vector<4xi32>
// CHECK-NEXT: %5 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %14 = llvm.fadd %arg2, %arg3 : f32
// CHECK-NEXT: %15 = llvm.fsub %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %16 = llvm.fmul %arg5, %arg5 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %17 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT: %18 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT: %19 = llvm.fneg %arg2 {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
// CHECK-NEXT: %20 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT: %21 = llvm.icmp "uge" %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT: %22 = llvm.icmp "ne" %arg6, %arg6 : !llvm.ptr
// CHECK-NEXT: %23 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT: %24 = llvm.fcmp "_true" %arg5, %arg5 {fastmathFlags = #llvm.fastmath<nsz>} : vector<4xf32>
// CHECK-NEXT: %25 = llvm.select %arg7, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %26 = llvm.select %arg7, %arg2, %arg3 {fastmathFlags = #llvm.fastmath<reassoc>} : i1, f32
// CHECK-NEXT: %27 = llvm.freeze %arg0 : i32
// CHECK-NEXT: %28 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %29 = llvm.addrspacecast %arg6 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %30 = llvm.inttoptr %arg0 : i32 to !llvm.ptr
// CHECK-NEXT: %31 = llvm.ptrtoint %arg6 : !llvm.ptr to i64
// CHECK-NEXT: %32 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %33 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %34 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %35 = llvm.trunc %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT: %36 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: %37 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %38 = llvm.uitofp nneg %arg0 : i32 to f64
// CHECK-NEXT: %39 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %40 = llvm.fptoui %arg2 : f32 to i64
// CHECK-NEXT: %41 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT: %42 = llvm.fptrunc %arg2 : f32 to f16
// CHECK-NEXT: %43 = llvm.va_arg %arg6 : (!llvm.ptr) -> i32
// CHECK-NEXT: %44 = llvm.icmp "slt" %arg0, %arg1 {foo} : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
