// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// Loops in loops: a dead carried value in the inner loop and a live one
// threaded through both.
func.func @nest(%n: index, %a: f64, %m: memref<f64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (f64, f64) {
    %in:2 = scf.for %j = %c0 to %n step %c1 iter_args(%p = %x, %q = %y) -> (f64, f64) {
      %np = arith.addf %p, %a : f64
      %nq = arith.mulf %q, %q : f64
      scf.yield %np, %nq : f64, f64
    }
    scf.yield %in#0, %in#1 : f64, f64
  }
  memref.store %r#0, %m[] : memref<f64>
  return %a : f64
}
