// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=8,16}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=7}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=3}))'

func.func @copy(%a: memref<128x96xf32>, %b: memref<128x96xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 96 {
      %v = affine.load %a[%i, %j] : memref<128x96xf32>
      affine.store %v, %b[%i, %j] : memref<128x96xf32>
    }
  }
  return
}

// Uses of both induction variables in index arithmetic.
func.func @transpose(%a: memref<50x30xf32>, %b: memref<30x50xf32>) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 30 {
      %v = affine.load %a[%i, %j] : memref<50x30xf32>
      affine.store %v, %b[%j, %i] : memref<30x50xf32>
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 30 + d1)>(%i, %j)
      "test.use"(%k) : (index) -> ()
    }
  }
  return
}
