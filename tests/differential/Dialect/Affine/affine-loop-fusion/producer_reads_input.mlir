// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The producer reads an input the consumer overwrites afterwards.
func.func @producer_reads_input(%a: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[9 - %i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}
