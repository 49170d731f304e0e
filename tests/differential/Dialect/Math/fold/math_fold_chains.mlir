// RUN: --canonicalize
// Folds feeding folds: constants through chains of math and arith ops, dead ops removed, constants hoisted and uniqued.
func.func @chain(%arg: f32) -> (f32, f64, i32, f32) {
  %c = arith.constant 2.0 : f32
  %0 = math.exp %c : f32
  %1 = math.log %0 : f32
  %2 = math.sqrt %1 : f32
  %3 = math.floor %2 : f32
  %4 = arith.addf %3, %arg : f32
  %d = arith.constant 0.5 : f64
  %5 = math.sin %d : f64
  %6 = math.asin %5 : f64
  %7 = math.cos %6 : f64
  %i = arith.constant -37 : i32
  %8 = math.absi %i : i32
  %9 = math.ctpop %8 : i32
  %10 = math.ipowi %9, %9 : i32
  %dead = math.tan %c : f32
  %e = math.erf %c : f32
  %e2 = math.erfc %e : f32
  return %4, %7, %10, %e2 : f32, f64, i32, f32
}

func.func @in_loop(%lb: index, %ub: index, %step: index) -> f32 {
  %init = arith.constant 0.0 : f32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %c = arith.constant 3.0 : f32
    %t = math.tanh %c : f32
    %s = arith.addf %acc, %t : f32
    scf.yield %s : f32
  }
  return %r : f32
}
