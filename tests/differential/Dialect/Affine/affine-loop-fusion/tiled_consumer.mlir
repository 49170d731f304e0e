// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer is tiled; the producer is not.
func.func @tiled_consumer(%out: memref<64xf32>) {
  %m = memref.alloc() : memref<64xf32>
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 64 {
    affine.store %c, %m[%i] : memref<64xf32>
  }
  affine.for %t = 0 to 64 step 16 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to affine_map<(d0) -> (d0 + 16)>(%t) {
      %v = affine.load %m[%i] : memref<64xf32>
      affine.store %v, %out[%i] : memref<64xf32>
    }
  }
  return
}
