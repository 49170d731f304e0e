// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The producer's values come from its induction variables.
func.func @index_arith(%out: memref<10xindex>) {
  %m = memref.alloc() : memref<10xindex>
  affine.for %i = 0 to 10 {
    %v = arith.addi %i, %i : index
    affine.store %v, %m[%i] : memref<10xindex>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xindex>
    affine.store %v, %out[%i] : memref<10xindex>
  }
  return
}
