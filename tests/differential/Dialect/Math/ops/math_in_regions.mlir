// RUN:
// RUN: --mlir-print-op-generic
// math ops inside scf regions and blocks, mixed with arith.
func.func @loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %e = math.exp %acc fastmath<fast> : f32
    %l = math.log1p %e : f32
    %n = math.isnan %l : f32
    %s = arith.select %n, %acc, %l : f32
    scf.yield %s : f32
  }
  %p = math.ipowi %lb, %ub : index
  %c = math.cttz %p : index
  cf.br ^bb1(%r : f32)
^bb1(%v: f32):
  %q = math.round %v : f32
  return %q : f32
}
