// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll))'
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))'

// Loops inside other ops' regions, and ops with regions in a loop body.
func.func @in_if(%m: memref<64xf32>, %n: index) {
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    affine.for %i = 0 to 8 {
      %v = affine.load %m[%i] : memref<64xf32>
      affine.store %v, %m[%i] : memref<64xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      "test.op"(%i) : (index) -> ()
    } else {
      "test.other"(%i) : (index) -> ()
    }
  }
  return
}

// A loop in scf.for: innermost for the affine pass.
func.func @in_scf(%lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    affine.for %i = 0 to 6 {
      "test.op"(%i, %k) : (index, index) -> ()
    }
  }
  return
}

// An affine.parallel around a loop.
func.func @in_parallel() {
  affine.parallel (%p) = (0) to (4) {
    affine.for %i = 0 to 4 {
      "test.op"(%p, %i) : (index, index) -> ()
    }
  }
  return
}
