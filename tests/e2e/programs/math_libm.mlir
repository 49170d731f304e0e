// RUN: -e main --entry-point-result=void
// The math ops that lower to libm calls: erf, erfc, cbrt, tan, atan, acos,
// asin, sinh, cosh, expm1, log1p on f32 and f64 arguments of a function
// (so nothing folds).
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @f64s(%x: f64) {
  %a = math.erf %x : f64
  %b = math.erfc %x : f64
  %c = math.cbrt %x : f64
  %d = math.tan %x : f64
  %e = math.atan %x : f64
  %f = math.sinh %x : f64
  %g = math.cosh %x : f64
  %h = math.expm1 %x : f64
  call @printF64(%a) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%b) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%c) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%d) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%e) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%f) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%g) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%h) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @f32s(%x: f32) {
  %a = math.erf %x : f32
  %b = math.acos %x : f32
  %c = math.asin %x : f32
  %d = math.log1p %x : f32
  %e = math.cbrt %x : f32
  call @printF32(%a) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%b) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%c) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%d) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%e) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x1 = arith.constant 0.5 : f64
  %x2 = arith.constant -1.25 : f64
  %x3 = arith.constant 27.0 : f64
  call @f64s(%x1) : (f64) -> ()
  call @f64s(%x2) : (f64) -> ()
  call @f64s(%x3) : (f64) -> ()
  %y1 = arith.constant 0.5 : f32
  %y2 = arith.constant -0.875 : f32
  %y3 = arith.constant 1.0 : f32
  call @f32s(%y1) : (f32) -> ()
  call @f32s(%y2) : (f32) -> ()
  call @f32s(%y3) : (f32) -> ()
  return
}
