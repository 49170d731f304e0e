// RUN: --convert-math-to-libm
// A function of the name already in the module is called as it is
// (declared without llvm.readnone, or defined); a repeated op reuses the
// declaration made for the first one; the declarations go first in the
// module, before everything already there.
func.func private @sinf(f32) -> f32

func.func @cos(%x: f64) -> f64 {
  return %x : f64
}

func.func @uses(%a: f32, %b: f64) -> (f32, f64, f32, f64, f32) {
  %0 = math.sin %a : f32
  %1 = math.cos %b : f64
  %2 = math.tan %a fastmath<afn> : f32
  %3 = math.tan %b : f64
  %4 = math.tan %0 : f32
  return %0, %1, %2, %3, %4 : f32, f64, f32, f64, f32
}

func.func @more(%a: f32) -> f32 {
  %0 = math.sin %a : f32
  %1 = math.log %0 : f32
  return %1 : f32
}
