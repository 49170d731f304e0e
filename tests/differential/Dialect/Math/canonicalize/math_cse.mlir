// RUN: --cse
// RUN: --canonicalize --cse
// The math ops are pure: CSE merges identical ones (same operands and flags) and keeps those whose fast-math flags differ.
func.func @cse(%x: f32, %i: i32, %v: vector<4xf16>) -> (f32, f32, f32, f32, i32, i32, vector<4xf16>, vector<4xf16>, i1, i1, f32, f32) {
  %0 = math.sin %x : f32
  %1 = math.sin %x : f32
  %2 = math.sin %x fastmath<fast> : f32
  %3 = math.sin %x fastmath<fast> : f32
  %4 = math.ctlz %i : i32
  %5 = math.ctlz %i : i32
  %6 = math.fma %v, %v, %v : vector<4xf16>
  %7 = math.fma %v, %v, %v : vector<4xf16>
  %8 = math.isnan %x : f32
  %9 = math.isnan %x : f32
  %s, %c = math.sincos %x : f32
  %s2, %c2 = math.sincos %x : f32
  %10 = arith.addf %s, %s2 : f32
  %11 = arith.addf %c, %c2 : f32
  %dead = math.cos %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, i32, i32, vector<4xf16>, vector<4xf16>, i1, i1, f32, f32
}
