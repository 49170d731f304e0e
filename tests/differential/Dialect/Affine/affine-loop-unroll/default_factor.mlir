// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll))' --mlir-disable-threading

// Divisible trip counts: the body copied, the induction variable bumped.
func.func @divisible(%m: memref<64xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %m[%i] : memref<64xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %m[%i + 1] : memref<64xf32>
  }
  return
}

// A step other than one.
func.func @stepped(%m: memref<64xf32>) {
  affine.for %i = 2 to 34 step 2 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// The induction variable unused: no affine.apply.
func.func @iv_unused() {
  affine.for %i = 0 to 8 {
    %c = arith.constant 1 : i32
    "test.use"(%c) : (i32) -> ()
  }
  return
}

// A trip count below the factor: left alone.
func.func @short(%m: memref<64xf32>) {
  affine.for %i = 0 to 3 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// An empty body and a loop that never runs.
func.func @empty_and_zero(%m: memref<64xf32>) {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = 10 to 0 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// Only the innermost loops are unrolled.
func.func @nest(%m: memref<64x64xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%i, %j] : memref<64x64xf32>
      affine.store %v, %m[%j, %i] : memref<64x64xf32>
    }
    affine.for %j = 0 to 4 {
      %v = affine.load %m[%i, %j] : memref<64x64xf32>
      affine.store %v, %m[%j, %i] : memref<64x64xf32>
    }
  }
  return
}

// Exactly one round of four: promoted into the parent block.
func.func @one_round(%m: memref<64xf32>) {
  affine.for %i = 4 to 8 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

func.func private @external()
