// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion{maximal mode=sibling}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// Siblings writing the two halves of one buffer.
func.func @sibling_disjoint_halves(%in: memref<6xf32>, %out: memref<12xf32>) {
  affine.for %i = 0 to 6 {
    %v = affine.load %in[%i] : memref<6xf32>
    affine.store %v, %out[%i] : memref<12xf32>
  }
  affine.for %i = 0 to 6 {
    %v = affine.load %in[%i] : memref<6xf32>
    %w = arith.negf %v : f32
    affine.store %w, %out[%i + 6] : memref<12xf32>
  }
  return
}
