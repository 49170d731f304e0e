// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=32}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=5}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=4 separate}))'

// A trip count the tile divides.
func.func @divisible(%m: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// Fifty iterations: tiles of four, five and thirty-two do not all divide.
func.func @ragged(%m: memref<64xf32>) {
  affine.for %i = 3 to 53 {
    %v = affine.load %m[%i] : memref<64xf32>
    "test.use"(%v, %i) : (f32, index) -> ()
  }
  return
}

// Fewer iterations than the tile.
func.func @short(%m: memref<64xf32>) {
  affine.for %i = 10 to 13 {
    %v = affine.load %m[%i] : memref<64xf32>
  }
  return
}

// A loop that never runs, and one that runs once.
func.func @degenerate(%m: memref<64xf32>) {
  affine.for %i = 8 to 2 {
    %v = affine.load %m[%i] : memref<64xf32>
  }
  affine.for %i = 7 to 8 {
    %v = affine.load %m[%i] : memref<64xf32>
  }
  return
}

// An empty body, and the induction variable unused.
func.func @empty() {
  affine.for %i = 0 to 20 {
  }
  affine.for %i = 0 to 20 {
    "test.op"() : () -> ()
  }
  return
}
