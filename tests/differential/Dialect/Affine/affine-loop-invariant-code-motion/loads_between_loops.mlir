// RUN: --affine-loop-invariant-code-motion

// A store in a sibling inner loop keeps the load of the same memref.
func.func @sibling_store(%m: memref<10xf32>, %o: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<10xf32>
    affine.store %v, %o[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      affine.store %f, %m[%j] : memref<10xf32>
    }
  }
  return
}

// Loads of two memrefs, one of them stored to after the loop.
func.func @store_after(%m: memref<10xf32>, %o: memref<10xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<10xf32>
    %w = affine.load %o[0] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %o[%i] : memref<10xf32>
  }
  affine.store %f, %m[0] : memref<10xf32>
  return
}

// A load whose result feeds ops that move with it.
func.func @load_chain(%m: memref<10xf32>, %o: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[2] : memref<10xf32>
    %d = arith.addf %v, %v : f32
    %e = arith.mulf %d, %v : f32
    affine.store %e, %o[%i] : memref<10xf32>
  }
  return
}
