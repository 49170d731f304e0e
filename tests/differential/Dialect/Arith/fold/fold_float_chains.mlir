// RUN: --test-single-fold
// RUN: --canonicalize
// RUN: --canonicalize --cse
func.func @chain(%x: f32) -> (f32, f32, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %s = arith.addf %a, %b : f32
  %p = arith.mulf %s, %s : f32
  %q = arith.divf %p, %a : f32
  %n = arith.negf %q : f32
  %m = arith.maximumf %n, %x : f32
  %c = arith.cmpf olt, %n, %q : f32
  %y = arith.subf %x, %n : f32
  return %m, %y, %c : f32, f32, i1
}

func.func @casts_chain() -> (i32, f64, f16) {
  %a = arith.constant 300 : i32
  %f = arith.sitofp %a : i32 to f32
  %h = arith.mulf %f, %f : f32
  %i = arith.fptosi %h : f32 to i32
  %d = arith.extf %h : f32 to f64
  %t = arith.truncf %f : f32 to f16
  return %i, %d, %t : i32, f64, f16
}

func.func @identities_after_folding(%x: f64) -> (f64, f64) {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %half = arith.constant 0.5 : f64
  %k = arith.mulf %two, %half : f64
  %r0 = arith.mulf %x, %k : f64
  %z = arith.subf %half, %half : f64
  %nz = arith.negf %z : f64
  %r1 = arith.addf %x, %nz : f64
  return %r0, %r1 : f64, f64
}
