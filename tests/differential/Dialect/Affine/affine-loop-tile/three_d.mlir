// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=2,4,8}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=16}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=4,4,4,4,4}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=32,1}))'

func.func @matmul(%a: memref<256x512xf32>, %b: memref<512x128xf32>, %c: memref<256x128xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 512 {
        %x = affine.load %a[%i, %k] : memref<256x512xf32>
        %y = affine.load %b[%k, %j] : memref<512x128xf32>
        %z = affine.load %c[%i, %j] : memref<256x128xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<256x128xf32>
      }
    }
  }
  return
}

// Trip counts of 10, 9 and 33.
func.func @odd(%a: memref<10x9x33xi8>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 9 {
      affine.for %k = 0 to 33 {
        %v = affine.load %a[%i, %j, %k] : memref<10x9x33xi8>
        affine.store %v, %a[%i, %j, %k] : memref<10x9x33xi8>
      }
    }
  }
  return
}
