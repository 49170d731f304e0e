// RUN:
// RUN: --mlir-print-op-generic
// The intrinsics beside the math ones: saturating and overflow arithmetic,
// vector reductions (integer, float, from a start value, with fast-math
// flags), traps, expect, prefetch, ptrmask, stepvector, vscale,
// threadlocal.address, ssa.copy, is.constant, and llvm.mlir.none.
llvm.func @f(%a: i32, %b: i32, %v: vector<4xi32>, %fv: vector<4xf32>, %p: !llvm.ptr, %c: i1, %f0: f32) {
  %0 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.usub.sat(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %2 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %3 = "llvm.intr.umul.with.overflow"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  %4 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.fadd"(%f0, %fv) : (f32, vector<4xf32>) -> f32
  %6 = "llvm.intr.vector.reduce.fmax"(%fv) : (vector<4xf32>) -> f32
  "llvm.intr.trap"() : () -> ()
  "llvm.intr.debugtrap"() : () -> ()
  %7 = "llvm.intr.vscale"() : () -> i64
  %8 = "llvm.intr.expect"(%a, %b) : (i32, i32) -> i32
  %9 = "llvm.intr.threadlocal.address"(%p) : (!llvm.ptr) -> !llvm.ptr
  "llvm.intr.prefetch"(%p) <{rw = 0 : i32, hint = 3 : i32, cache = 1 : i32}> : (!llvm.ptr) -> ()
  %10 = "llvm.intr.ptrmask"(%p, %a) : (!llvm.ptr, i32) -> !llvm.ptr
  %11 = "llvm.intr.stepvector"() : () -> vector<4xi32>
  %12 = "llvm.intr.ssa.copy"(%a) : (i32) -> i32
  %13 = "llvm.intr.is.constant"(%a) : (i32) -> i1
  %14 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %15 = "llvm.intr.vector.reduce.fmul"(%f0, %fv) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %16 = "llvm.intr.expect.with.probability"(%a, %b) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
  "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
  llvm.return
}
llvm.func @more(%a: i64, %b: i64, %v: vector<8xi16>, %fv: vector<2xf64>, %s: f64, %pv: vector<2x!llvm.ptr>, %m: vector<2xi64>) -> !llvm.token {
  %0 = llvm.intr.uadd.sat(%a, %b) : (i64, i64) -> i64
  %1 = llvm.intr.ssub.sat(%a, %b) : (i64, i64) -> i64
  %2 = llvm.intr.sshl.sat(%v, %v) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %3 = llvm.intr.ushl.sat(%a, %b) : (i64, i64) -> i64
  %4 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %5 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %6 = "llvm.intr.usub.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %7 = "llvm.intr.smul.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %8 = "llvm.intr.vector.reduce.and"(%v) : (vector<8xi16>) -> i16
  %9 = "llvm.intr.vector.reduce.mul"(%v) : (vector<8xi16>) -> i16
  %10 = "llvm.intr.vector.reduce.or"(%v) : (vector<8xi16>) -> i16
  %11 = "llvm.intr.vector.reduce.xor"(%v) : (vector<8xi16>) -> i16
  %12 = "llvm.intr.vector.reduce.smin"(%v) : (vector<8xi16>) -> i16
  %13 = "llvm.intr.vector.reduce.umax"(%v) : (vector<8xi16>) -> i16
  %14 = "llvm.intr.vector.reduce.umin"(%v) : (vector<8xi16>) -> i16
  %15 = llvm.intr.vector.reduce.fmin(%fv) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf64>) -> f64
  %16 = llvm.intr.vector.reduce.fmaximum(%fv) : (vector<2xf64>) -> f64
  %17 = llvm.intr.vector.reduce.fminimum(%fv) : (vector<2xf64>) -> f64
  %18 = "llvm.intr.vector.reduce.fadd"(%s, %fv) <{fastmathFlags = #llvm.fastmath<fast>}> : (f64, vector<2xf64>) -> f64
  %19 = llvm.intr.ptrmask %pv, %m : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>
  %20 = llvm.intr.stepvector : vector<[4]xi32>
  %21 = "llvm.intr.vscale"() : () -> i32
  %22 = llvm.intr.expect %a, %b : i64
  %23 = llvm.intr.ssa.copy %fv : vector<2xf64>
  %24 = "llvm.intr.is.constant"(%fv) : (vector<2xf64>) -> i1
  llvm.intr.ubsantrap <{failureKind = 7 : i8}>
  %25 = llvm.mlir.none : !llvm.token
  llvm.return %25 : !llvm.token
}
