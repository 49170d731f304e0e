// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))'
// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))'

#lb = affine_map<()[s0] -> (s0)>
#ub = affine_map<()[s0] -> (s0 + 8)>

// A symbolic upper bound: a cleanup loop from a computed start.
func.func @symbolic_upper(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// Both bounds over the same symbol: a constant trip count of eight.
func.func @same_operands(%m: memref<?xf32>, %n: index) {
  affine.for %i = #lb()[%n] to #ub()[%n] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// A known multiple of four: no cleanup loop.
func.func @multiple(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 4)>()[%n] {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// Bounds from an outer loop's induction variable, with a step.
func.func @from_outer(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n step 16 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 10)>(%i) step 2 {
      %v = affine.load %m[%j] : memref<?xf32>
      affine.store %v, %m[%j] : memref<?xf32>
    }
  }
  return
}

// Bounds of different symbols with a step.
func.func @two_symbols(%m: memref<?xf32>, %a: index, %b: index) {
  affine.for %i = %a to %b step 3 {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %m[%i] : memref<?xf32>
  }
  return
}
