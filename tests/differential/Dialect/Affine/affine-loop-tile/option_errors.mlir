// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=-1}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=4,x}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=big}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{separate=maybe}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile=4}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4294967296}))'

func.func @f(%m: memref<64xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<64xf32>
  }
  return
}
