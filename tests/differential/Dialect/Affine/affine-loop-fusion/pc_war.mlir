// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The consumer writes what the producer reads, between them no fusion
// is blocked, but the order of the reads and writes is kept.
func.func @pc_war(%a: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}
