// RUN: --mlir-print-debuginfo
// RUN: --mlir-print-debuginfo --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8}))'
// RUN: --mlir-print-debuginfo --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-size=8 separate}))'

// With locations printed, an `affine.for` shows its induction variable's
// location after it; the loops tiling makes take the outermost loop's.

func.func @two_d(%A: memref<64x64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%j, %j] : memref<64x64xf32>
    }
  }
  return
}

func.func @carried(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 60 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// A location written after an induction variable is its location.
func.func @written_locations(%A: memref<64xf32>) {
  affine.for %i loc("src.mlir":3:3) = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  affine.parallel (%i loc("src.mlir":5:5), %j) = (0, 0) to (8, 8) {
    %v = affine.load %A[%i + %j] : memref<64xf32>
  }
  return
}
