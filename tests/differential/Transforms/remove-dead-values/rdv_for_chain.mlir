// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Loop-carried values that feed each other: the one returned keeps those it
// is computed from.
func.func @t(%n: index, %m: memref<?xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f, %b = %f, %c = %f) -> (f32, f32, f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %na = arith.addf %a, %v : f32
    %nb = arith.addf %b, %a : f32
    %nc = arith.addf %c, %b : f32
    scf.yield %na, %nb, %nc : f32, f32, f32
  }
  return %r#1 : f32
}
