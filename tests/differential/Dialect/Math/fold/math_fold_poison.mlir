// RUN: --canonicalize
// Poison: the constant folders give poison (a poison on either side of a binary op); the classification ops and the unfolded ops keep theirs.
func.func @poison(%x: f32) -> (f32, f32, f32, f32, f32, i1, i32, i32, i32, f32, f32, vector<2xf32>) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %v = ub.poison : vector<2xf32>
  %c = arith.constant 2.0 : f32
  %i = arith.constant 3 : i32
  %0 = math.sin %p : f32
  %1 = math.absf %p : f32
  %2 = math.copysign %p, %c : f32
  %3 = math.powf %c, %p : f32
  %4 = math.atan2 %x, %p : f32
  %5 = math.isnan %p : f32
  %6 = math.ctlz %q : i32
  %7 = math.ipowi %q, %i : i32
  %8 = math.ipowi %i, %q : i32
  %9 = math.cbrt %p : f32
  %10 = math.fma %p, %c, %c : f32
  %11 = math.floor %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, i1, i32, i32, i32, f32, f32, vector<2xf32>
}
