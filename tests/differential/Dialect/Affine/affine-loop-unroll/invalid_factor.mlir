// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=0}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-3}))'

func.func @f(%m: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}
