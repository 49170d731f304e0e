// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Three nests in a chain through two local buffers.
func.func @pc_chain(%out: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    affine.store %c, %a[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %a[%i] : memref<16xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %b[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %b[%i] : memref<16xf32>
    affine.store %v, %out[%i] : memref<16xf32>
  }
  return
}
