// RUN: --allow-unregistered-dialect --affine-loop-invariant-code-motion

// Loops inside scf regions and inside affine.if are visited too.
func.func @in_scf(%c: i1, %a: i32, %m: memref<10xi32>) {
  scf.if %c {
    affine.for %i = 0 to 10 {
      %x = arith.addi %a, %a : i32
      affine.store %x, %m[%i] : memref<10xi32>
    }
  }
  return
}

// A value of an enclosing scf.for is invariant on the affine loop.
func.func @scf_value(%lb: index, %ub: index, %s: index, %m: memref<100xindex>) {
  scf.for %k = %lb to %ub step %s {
    affine.for %i = 0 to 10 {
      %x = arith.addi %k, %k : index
      affine.store %x, %m[%i] : memref<100xindex>
    }
  }
  return
}

// A loop in an op that is its own affine scope: accesses of the memref
// past the scope do not count.
func.func @scope(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<10xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
