// RUN:
// RUN: --mlir-print-op-generic
// affine.for: constant, symbol and map bounds, min/max, steps, iter_args, attributes.
#lb = affine_map<(d0)[s0] -> (d0, s0 + 2)>
func.func @f(%m: memref<100xf32>, %n: index, %init: f32) -> f32 {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = 0 to %n step 2 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 5)>(%i) {
      affine.store %v, %m[%j] : memref<100xf32>
    }
  }
  affine.for %i = max #lb(%n)[%n] to min affine_map<()[s0] -> (s0, 100)>()[%n] {
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %r2:2 = affine.for %i = 0 to 10 iter_args(%a = %init, %b = %n) -> (f32, index) {
    affine.yield %a, %b : f32, index
  } {attr = 1}
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<(d0) -> (d0)>(%n) {
    affine.yield
  }
  return %r : f32
}
