// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4 cleanup-unroll=true}))'

// Ten iterations by four: a cleanup loop of two.
func.func @ten(%m: memref<64xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// Thirteen by four (by three: one left, the cleanup loop promoted).
func.func @thirteen(%m: memref<64xf32>) {
  affine.for %i = 1 to 14 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// A step of three over a span that does not divide.
func.func @stepped(%m: memref<64xf32>) {
  affine.for %i = 0 to 20 step 3 {
    %v = affine.load %m[%i] : memref<64xf32>
    affine.store %v, %m[%i] : memref<64xf32>
  }
  return
}

// Five iterations with the induction variable unused in the cleanup.
func.func @five() {
  affine.for %i = 0 to 5 {
    "test.op"() : () -> ()
  }
  return
}
