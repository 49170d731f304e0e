// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))'

// A min upper bound of constants: the least trip count counts.
func.func @min_constants(%m: memref<64xf32>) {
  affine.for %i = 0 to min affine_map<() -> (8, 12)>() {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// A min with a symbol: no constant trip count, and no cleanup loop can
// start a min bound, so nothing is unrolled.
func.func @min_symbol(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// A max lower bound: no trip count map.
func.func @max_lower(%m: memref<?xf32>, %n: index) {
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%n] to 64 {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// A min whose results are multiples of four apart from the lower bound.
func.func @min_multiples(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0 * 4, 64)>()[%n] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// A tile: the upper bound is a min over the outer variable.
func.func @tile(%m: memref<?xf32>) {
  affine.for %i = 0 to 50 step 8 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 8, 50)>(%i) {
      %v = affine.load %m[%j] : memref<?xf32>
      affine.store %v, %m[%j] : memref<?xf32>
    }
  }
  return
}
