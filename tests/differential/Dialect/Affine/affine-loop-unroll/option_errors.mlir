// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=x}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-num-reps=-1}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-full-threshold=abc}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-full=true}))'

func.func @f(%m: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}
