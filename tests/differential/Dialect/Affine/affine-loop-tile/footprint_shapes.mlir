// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=1}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{cache-size=0}))'

// Dynamic sizes: no footprint, so four per loop, lowered to divide the
// trip counts (10 takes 2, 3 takes 1).
func.func @dynamic(%a: memref<?x?xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 3 {
      %v = affine.load %a[%i, %j] : memref<?x?xf32>
    }
  }
  affine.for %i = 0 to 64 {
    %v = affine.load %a[%i, %i] : memref<?x?xf32>
  }
  return
}

// A dynamic dimension with a constant extent has a footprint.
func.func @dynamic_window(%a: memref<?xf32>, %s: index) {
  affine.for %i = 0 to 4096 {
    affine.for %j = %s to affine_map<()[s0] -> (s0 + 16)>()[%s] {
      %v = affine.load %a[%j] : memref<?xf32>
      "test.use"(%v, %i) : (f32, index) -> ()
    }
  }
  return
}

// Elements of index type have no size: default sizes.
func.func @index_elements(%a: memref<4096xindex>) {
  affine.for %i = 0 to 4096 {
    %v = affine.load %a[%i] : memref<4096xindex>
  }
  return
}

// Vectors, i1 and bf16 elements.
func.func @elements(%a: memref<512xvector<4xf32>>, %b: memref<2048xi1>, %c: memref<2048xbf16>) {
  affine.for %i = 0 to 512 {
    %v = affine.load %a[%i] : memref<512xvector<4xf32>>
  }
  affine.for %i = 0 to 2048 {
    %v = affine.load %b[%i] : memref<2048xi1>
    %w = affine.load %c[%i] : memref<2048xbf16>
  }
  return
}

// A layout that is not the identity counts as no bytes at all (upstream
// reads its "unsupported" answer as a size of zero): sizes of 1.
func.func @strided(%a: memref<64x64xf32, strided<[128, 1]>>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32, strided<[128, 1]>>
    }
  }
  return
}

// Accesses past either end are cut to the memref.
func.func @stencil(%a: memref<2048xf32>) {
  affine.for %i = 0 to 2048 {
    %l = affine.load %a[%i - 1] : memref<2048xf32>
    %r = affine.load %a[%i + 1] : memref<2048xf32>
    %s = arith.addf %l, %r : f32
    affine.store %s, %a[%i] : memref<2048xf32>
  }
  return
}

// Stepped loops and scaled subscripts.
func.func @stepped(%a: memref<8192xf32>) {
  affine.for %i = 0 to 1000 step 3 {
    %v = affine.load %a[%i * 4 + 2] : memref<8192xf32>
  }
  return
}
