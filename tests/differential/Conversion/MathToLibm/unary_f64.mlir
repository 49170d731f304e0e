// RUN: --convert-math-to-libm
// Every op of one operand on f64 calls its libm function without a
// suffix; each function is declared once, private and llvm.readnone, at
// the start of the module (the last one declared first).
func.func @unary(%x: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %0 = math.absf %x : f64
  %1 = math.acos %x : f64
  %2 = math.acosh %x : f64
  %3 = math.asin %x : f64
  %4 = math.asinh %x : f64
  %5 = math.atan %x : f64
  %6 = math.atanh %x : f64
  %7 = math.cbrt %x : f64
  %8 = math.ceil %x : f64
  %9 = math.cos %x : f64
  %10 = math.cosh %x : f64
  %11 = math.erf %x : f64
  %12 = math.erfc %x : f64
  %13 = math.exp %x : f64
  %14 = math.exp2 %x : f64
  %15 = math.expm1 %x : f64
  %16 = math.floor %x : f64
  %17 = math.log %x : f64
  %18 = math.log2 %x : f64
  %19 = math.log10 %x : f64
  %20 = math.log1p %x : f64
  %21 = math.roundeven %x : f64
  %22 = math.round %x : f64
  %23 = math.sin %x : f64
  %24 = math.sinh %x : f64
  %25 = math.sqrt %x : f64
  %26 = math.rsqrt %x : f64
  %27 = math.tan %x : f64
  %28 = math.tanh %x : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @trunc(%x: f64) -> f64 {
  %0 = math.trunc %x : f64
  return %0 : f64
}
