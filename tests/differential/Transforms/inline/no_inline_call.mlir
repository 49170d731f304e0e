// RUN: --inline
// RUN: --inline=default-pipeline=
// `no_inline` on a `func.call` keeps that call; the other call of the
// same callee is inlined, and the callee stays for the kept call. With a
// single call marked, the private callee outlives the pass.
func.func private @sq(%x: f64) -> f64 {
  %r = arith.mulf %x, %x : f64
  return %r : f64
}
func.func private @only_marked(%x: f64) -> f64 {
  %r = arith.addf %x, %x : f64
  return %r : f64
}
func.func @caller(%x: f64) -> f64 {
  %0 = call @sq(%x) {no_inline} : (f64) -> f64
  %1 = call @sq(%0) : (f64) -> f64
  %2 = call @only_marked(%1) {no_inline} : (f64) -> f64
  return %2 : f64
}
