// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=producer}))'

// Four pointwise nests in a chain.
func.func @four_chain(%in: memref<32xf32>, %out: memref<32xf32>) {
  %a = memref.alloc() : memref<32xf32>
  %b = memref.alloc() : memref<32xf32>
  %c = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 32 {
    %v = affine.load %in[%i] : memref<32xf32>
    affine.store %v, %a[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 {
    %v = affine.load %a[%i] : memref<32xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %b[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 {
    %v = affine.load %b[%i] : memref<32xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %c[%i] : memref<32xf32>
  }
  affine.for %i = 0 to 32 {
    %v = affine.load %c[%i] : memref<32xf32>
    affine.store %v, %out[%i] : memref<32xf32>
  }
  return
}
