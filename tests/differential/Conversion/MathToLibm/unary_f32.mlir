// RUN: --convert-math-to-libm
// Every op of one operand on f32 calls its libm function with the f
// suffix; each function is declared once, private and llvm.readnone, at
// the start of the module (the last one declared first).
func.func @unary(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.absf %x : f32
  %1 = math.acos %x : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %x : f32
  %4 = math.asinh %x : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %x : f32
  %9 = math.cos %x : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %x : f32
  %14 = math.exp2 %x : f32
  %15 = math.expm1 %x : f32
  %16 = math.floor %x : f32
  %17 = math.log %x : f32
  %18 = math.log2 %x : f32
  %19 = math.log10 %x : f32
  %20 = math.log1p %x : f32
  %21 = math.roundeven %x : f32
  %22 = math.round %x : f32
  %23 = math.sin %x : f32
  %24 = math.sinh %x : f32
  %25 = math.sqrt %x : f32
  %26 = math.rsqrt %x : f32
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @trunc(%x: f32) -> f32 {
  %0 = math.trunc %x : f32
  return %0 : f32
}
