// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-fusion))'

// The nests sit in the body of an scf.for.
func.func @scf_body(%n: index, %out: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<10xf32>
    %c = arith.constant 1.0 : f32
    affine.for %i = 0 to 10 {
      affine.store %c, %m[%i] : memref<10xf32>
    }
    affine.for %i = 0 to 10 {
      %v = affine.load %m[%i] : memref<10xf32>
      affine.store %v, %out[%i] : memref<10xf32>
    }
  }
  return
}
