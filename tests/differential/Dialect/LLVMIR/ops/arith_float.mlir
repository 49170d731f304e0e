// RUN:
// RUN: --mlir-print-op-generic

func.func @binary(%a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fsub %0, %b : f32
  %2 = llvm.fmul %1, %b : f32
  %3 = llvm.fdiv %2, %b : f32
  %4 = llvm.frem %3, %b : f32
  %5 = llvm.fneg %4 : f32
  return %5 : f32
}

func.func @fastmath_each(%a: f64, %b: f64) -> f64 {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %1 = llvm.fadd %0, %b {fastmathFlags = #llvm.fastmath<ninf>} : f64
  %2 = llvm.fadd %1, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
  %3 = llvm.fadd %2, %b {fastmathFlags = #llvm.fastmath<arcp>} : f64
  %4 = llvm.fadd %3, %b {fastmathFlags = #llvm.fastmath<contract>} : f64
  %5 = llvm.fadd %4, %b {fastmathFlags = #llvm.fastmath<afn>} : f64
  %6 = llvm.fadd %5, %b {fastmathFlags = #llvm.fastmath<reassoc>} : f64
  %7 = llvm.fadd %6, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  %8 = llvm.fadd %7, %b {fastmathFlags = #llvm.fastmath<none>} : f64
  return %8 : f64
}

func.func @fastmath_sets(%a: f16, %b: f16) -> f16 {
  %0 = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<reassoc, nnan>} : f16
  %1 = llvm.fdiv %0, %b {fastmathFlags = #llvm.fastmath<arcp, ninf, nsz>} : f16
  %2 = llvm.fsub %1, %b {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>} : f16
  %3 = llvm.frem %2, %b {fastmathFlags = #llvm.fastmath<fast, nnan>} : f16
  %4 = llvm.fneg %3 {fastmathFlags = #llvm.fastmath<nsz>} : f16
  %5 = llvm.fadd %4, %b {fastmathFlags = #llvm.fastmath<"afn">} : f16
  return %5 : f16
}

func.func @kinds(%a: bf16, %b: f80, %c: f128) -> (bf16, f80, f128) {
  %0 = llvm.fadd %a, %a : bf16
  %1 = llvm.fmul %b, %b {fastmathFlags = #llvm.fastmath<contract>} : f80
  %2 = llvm.fneg %c : f128
  return %0, %1, %2 : bf16, f80, f128
}

func.func @vectors(%a: vector<2xf64>, %b: vector<[4]xf32>) -> (vector<2xf64>, vector<[4]xf32>) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf64>
  %1 = llvm.fneg %0 : vector<2xf64>
  %2 = llvm.fdiv %b, %b : vector<[4]xf32>
  %3 = llvm.fneg %2 {fastmathFlags = #llvm.fastmath<ninf>} : vector<[4]xf32>
  return %1, %3 : vector<2xf64>, vector<[4]xf32>
}

func.func @with_other_attrs(%a: f32) -> f32 {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan>, zzz, aaa = 2 : i32} : f32
  %1 = llvm.fneg %0 {tag} : f32
  return %1 : f32
}

func.func @float_chain(%a: f64) -> f64 {
  %0 = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<contract>} : f64
  %1 = llvm.fadd %0, %a {fastmathFlags = #llvm.fastmath<contract>} : f64
  %2 = llvm.frem %1, %a : f64
  %3 = llvm.fneg %2 {fastmathFlags = #llvm.fastmath<fast>} : f64
  return %3 : f64
}

func.func @float_to_compare(%a: vector<3xbf16>) -> vector<3xi1> {
  %0 = llvm.fsub %a, %a {fastmathFlags = #llvm.fastmath<nnan, nsz>} : vector<3xbf16>
  %1 = llvm.fcmp "une" %0, %a {fastmathFlags = #llvm.fastmath<nnan>} : vector<3xbf16>
  return %1 : vector<3xi1>
}
