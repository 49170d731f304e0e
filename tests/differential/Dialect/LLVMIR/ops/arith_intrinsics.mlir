// RUN:
// RUN: --mlir-print-op-generic

func.func @unary_float(%x: f32) -> f32 {
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  %1 = llvm.intr.sqrt(%0) : (f32) -> f32
  %2 = llvm.intr.exp(%1) : (f32) -> f32
  %3 = llvm.intr.exp2(%2) : (f32) -> f32
  %4 = llvm.intr.exp10(%3) : (f32) -> f32
  %5 = llvm.intr.log(%4) : (f32) -> f32
  %6 = llvm.intr.log2(%5) : (f32) -> f32
  %7 = llvm.intr.log10(%6) : (f32) -> f32
  return %7 : f32
}

func.func @trig(%x: f64) -> f64 {
  %0 = llvm.intr.sin(%x) : (f64) -> f64
  %1 = llvm.intr.cos(%0) : (f64) -> f64
  %2 = llvm.intr.tan(%1) : (f64) -> f64
  %3 = llvm.intr.asin(%2) : (f64) -> f64
  %4 = llvm.intr.acos(%3) : (f64) -> f64
  %5 = llvm.intr.atan(%4) : (f64) -> f64
  %6 = llvm.intr.sinh(%5) : (f64) -> f64
  %7 = llvm.intr.cosh(%6) : (f64) -> f64
  %8 = llvm.intr.tanh(%7) : (f64) -> f64
  %9 = llvm.intr.atan2(%8, %x) : (f64, f64) -> f64
  return %9 : f64
}

func.func @rounding(%x: f16) -> f16 {
  %0 = llvm.intr.floor(%x) : (f16) -> f16
  %1 = llvm.intr.ceil(%0) : (f16) -> f16
  %2 = llvm.intr.trunc(%1) : (f16) -> f16
  %3 = llvm.intr.round(%2) : (f16) -> f16
  %4 = llvm.intr.roundeven(%3) : (f16) -> f16
  %5 = llvm.intr.rint(%4) : (f16) -> f16
  %6 = llvm.intr.nearbyint(%5) : (f16) -> f16
  return %6 : f16
}

func.func @binary_float(%a: f32, %b: f32) -> f32 {
  %0 = llvm.intr.pow(%a, %b) : (f32, f32) -> f32
  %1 = llvm.intr.copysign(%0, %b) : (f32, f32) -> f32
  %2 = llvm.intr.minnum(%1, %b) : (f32, f32) -> f32
  %3 = llvm.intr.maxnum(%2, %b) : (f32, f32) -> f32
  %4 = llvm.intr.minimum(%3, %b) : (f32, f32) -> f32
  %5 = llvm.intr.maximum(%4, %b) : (f32, f32) -> f32
  return %5 : f32
}

func.func @ternary_float(%a: f64, %b: f64, %c: f64) -> f64 {
  %0 = llvm.intr.fma(%a, %b, %c) : (f64, f64, f64) -> f64
  %1 = llvm.intr.fmuladd(%0, %b, %c) {fastmathFlags = #llvm.fastmath<contract>} : (f64, f64, f64) -> f64
  return %1 : f64
}

func.func @intrinsic_fastmath(%x: f32, %y: f32) -> f32 {
  %0 = llvm.intr.sqrt(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %1 = llvm.intr.exp(%0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
  %2 = llvm.intr.pow(%1, %y) {fastmathFlags = #llvm.fastmath<nnan, afn>} : (f32, f32) -> f32
  %3 = llvm.intr.maxnum(%2, %y) {fastmathFlags = #llvm.fastmath<none>} : (f32, f32) -> f32
  %4 = llvm.intr.fabs(%3) {fastmathFlags = #llvm.fastmath<nsz>, tag} : (f32) -> f32
  return %4 : f32
}

func.func @powi_ldexp(%x: f32, %n: i32, %v: vector<2xf64>, %m: i16) -> (f32, vector<2xf64>, f32) {
  %0 = llvm.intr.powi(%x, %n) : (f32, i32) -> f32
  %1 = llvm.intr.powi(%v, %m) {fastmathFlags = #llvm.fastmath<fast>} : (vector<2xf64>, i16) -> vector<2xf64>
  %2 = llvm.intr.ldexp(%x, %n) : (f32, i32) -> f32
  return %0, %1, %2 : f32, vector<2xf64>, f32
}

func.func @int_minmax(%a: i32, %b: i32) -> i32 {
  %0 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smax(%0, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umin(%1, %b) : (i32, i32) -> i32
  %3 = llvm.intr.umax(%2, %b) : (i32, i32) -> i32
  return %3 : i32
}

func.func @bits(%a: i64, %b: i64) -> i64 {
  %0 = llvm.intr.bitreverse(%a) : (i64) -> i64
  %1 = llvm.intr.bswap(%0) : (i64) -> i64
  %2 = llvm.intr.ctpop(%1) : (i64) -> i64
  %3 = llvm.intr.fshl(%2, %b, %a) : (i64, i64, i64) -> i64
  %4 = llvm.intr.fshr(%3, %b, %a) : (i64, i64, i64) -> i64
  return %4 : i64
}

func.func @three_way(%a: i32, %b: i32, %v: vector<4xi8>) -> (i8, i32, vector<4xi2>) {
  %0 = llvm.intr.scmp(%a, %b) : (i32, i32) -> i8
  %1 = llvm.intr.ucmp(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.scmp(%v, %v) : (vector<4xi8>, vector<4xi8>) -> vector<4xi2>
  return %0, %1, %2 : i8, i32, vector<4xi2>
}

func.func @float_to_int(%x: f32, %v: vector<2xf64>) -> (i32, i64, vector<2xi64>, i64) {
  %0 = llvm.intr.lround(%x) : (f32) -> i32
  %1 = llvm.intr.llround(%x) : (f32) -> i64
  %2 = llvm.intr.lrint(%v) : (vector<2xf64>) -> vector<2xi64>
  %3 = llvm.intr.llrint(%x) : (f32) -> i64
  return %0, %1, %2, %3 : i32, i64, vector<2xi64>, i64
}

func.func @vector_intrinsics(%v: vector<4xf32>, %w: vector<[2]xi16>) -> (vector<4xf32>, vector<[2]xi16>) {
  %0 = llvm.intr.sqrt(%v) : (vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.fma(%0, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.umin(%w, %w) : (vector<[2]xi16>, vector<[2]xi16>) -> vector<[2]xi16>
  %3 = llvm.intr.ctpop(%2) : (vector<[2]xi16>) -> vector<[2]xi16>
  return %1, %3 : vector<4xf32>, vector<[2]xi16>
}

func.func @generic_only(%a: i32, %x: f32, %v: vector<2xi8>, %w: vector<2xf32>) -> (i32, i32, i32, i1, vector<2xi8>, vector<2xi1>) {
  %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %1 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %2 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %3 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  %4 = "llvm.intr.abs"(%v) <{is_int_min_poison = true}> : (vector<2xi8>) -> vector<2xi8>
  %5 = "llvm.intr.is.fpclass"(%w) <{bit = 1023 : i32}> {tag} : (vector<2xf32>) -> vector<2xi1>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, vector<2xi8>, vector<2xi1>
}
