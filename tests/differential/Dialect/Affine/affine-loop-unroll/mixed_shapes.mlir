// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3 unroll-up-to-factor=true}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=3}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=7}))'

// Ops with regions in unrolled bodies (an affine.if yielding the carried
// value, scf.execute_region), max/min bounds, bounds over a dimension and
// a symbol, a symbolic multiple with a step, and nests of single iterations.
#map = affine_map<(d0) -> (d0 * 2 + 1)>
func.func @a(%m: memref<100xf32>, %n: index, %k: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 1 to 12 step 3 iter_args(%acc = %cst) -> (f32) {
    %x = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> f32 {
      %v = affine.load %m[%i] : memref<100xf32>
      affine.yield %v : f32
    } else {
      affine.yield %acc : f32
    }
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  affine.for %i = %n to #map(%n) {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i + 1] : memref<100xf32>
  }
  affine.for %i = max affine_map<(d0) -> (d0, 0)>(%n) to min affine_map<(d0) -> (d0 + 8, 100)>(%n) {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %i = affine_map<(d0)[s0] -> (d0 + s0)>(%n)[%k] to affine_map<(d0)[s0] -> (d0 + s0 + 7)>(%n)[%k] {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 6)>()[%n] step 2 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 7 {
    scf.execute_region {
      %v = affine.load %m[%i] : memref<100xf32>
      scf.yield
    }
  }
  return %r : f32
}
func.func @b(%m: memref<100xf32>) {
  affine.for %i = 5 to 6 {
    affine.for %j = 3 to 4 {
      %v = affine.load %m[%i + %j] : memref<100xf32>
      affine.store %v, %m[%j] : memref<100xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 step 4 {
      %v = affine.load %m[%i + %j] : memref<100xf32>
      affine.store %v, %m[%j] : memref<100xf32>
    }
  }
  return
}
