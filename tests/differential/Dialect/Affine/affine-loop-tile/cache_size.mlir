// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=64}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=1}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=0}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=4096}))'

// 896 KiB over three memrefs: the tile sizes follow from the excess over
// the cache, spread over the three loops and lowered to divide the trip
// counts.
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

// 16 MiB of f64 in two memrefs.
func.func @big(%a: memref<1024x1024xf64>, %b: memref<1024x1024xf64>) {
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      %v = affine.load %a[%i, %j] : memref<1024x1024xf64>
      affine.store %v, %b[%j, %i] : memref<1024x1024xf64>
    }
  }
  return
}

// Part of a larger memref: only the elements accessed count.
func.func @part(%a: memref<4096x4096xf32>) {
  affine.for %i = 100 to 612 {
    affine.for %j = 0 to 300 {
      %v = affine.load %a[%i, %j + 5] : memref<4096x4096xf32>
      affine.store %v, %a[%i, %j] : memref<4096x4096xf32>
    }
  }
  return
}

// Trip counts that are primes or small.
func.func @primes(%a: memref<8191x2xi64>) {
  affine.for %i = 0 to 8191 {
    affine.for %j = 0 to 2 {
      %v = affine.load %a[%i, %j] : memref<8191x2xi64>
      affine.store %v, %a[%i, %j] : memref<8191x2xi64>
    }
  }
  return
}
