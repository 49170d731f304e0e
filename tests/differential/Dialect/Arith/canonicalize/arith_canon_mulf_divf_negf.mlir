// RUN: --canonicalize
// Patterns: MulFOfNegF,DivFOfNegF
// mulf(negf x, negf y) -> mulf(x, y); fastmath of the mulf kept, negf's ignored
func.func @mul(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x fastmath<nnan> : f32
  %b = arith.negf %y : f32
  %r = arith.mulf %a, %b fastmath<contract> : f32
  return %r : f32
}
// divf(negf x, negf y) -> divf(x, y)
func.func @div(%x: f64, %y: f64) -> f64 {
  %a = arith.negf %x : f64
  %b = arith.negf %y : f64
  %r = arith.divf %a, %b fastmath<fast> : f64
  return %r : f64
}
func.func @mul_vector(%x: vector<4xf16>, %y: vector<4xf16>) -> vector<4xf16> {
  %a = arith.negf %x : vector<4xf16>
  %b = arith.negf %y : vector<4xf16>
  %r = arith.mulf %a, %b : vector<4xf16>
  return %r : vector<4xf16>
}
// same negf on both sides
func.func @mul_same(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.mulf %a, %a : f32
  return %r : f32
}
// only one side negated: no rewrite
func.func @div_one_neg(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.divf %a, %y : f32
  return %r : f32
}
// negf has other uses: still rewritten
func.func @div_multi_use(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %r = arith.divf %a, %b : f32
  return %r, %a : f32, f32
}
