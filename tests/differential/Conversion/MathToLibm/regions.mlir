// RUN: --convert-math-to-libm
// Ops in several blocks, in nested regions of other ops, and their
// results used by other dialects' ops.
func.func @blocks(%a: f32, %c: i1) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : f32)
^bb1:
  %0 = math.cosh %a : f32
  cf.br ^bb2(%0 : f32)
^bb2(%x: f32):
  %1 = math.sinh %x : f32
  %2 = arith.addf %1, %x : f32
  return %2 : f32
}

func.func @nested(%a: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (f64) {
    %0 = scf.execute_region -> f64 {
      %1 = math.atan %acc : f64
      scf.yield %1 : f64
    }
    scf.yield %0 : f64
  }
  return %r : f64
}
