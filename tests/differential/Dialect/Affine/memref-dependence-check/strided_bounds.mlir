// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Loops with a step: the stride quotient and the subscripts are locals of
// the composed relation, and the bounds read off depend on the order they
// are eliminated in.
func.func @stride_mod(%A: memref<100x100xf32>, %s: index, %c: f32) {
  affine.for %i = 0 to 10 step 2 {
    affine.store %c, %A[(%i + %s + 1) mod 3, 3] : memref<100x100xf32>
  }
  return
}
func.func @stride_outer(%A: memref<100x100xf32>, %c: f32) {
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
      affine.for %k = 0 to 10 {
        affine.store %c, %A[%k + 2, %i * 2 + %j + 2] : memref<100x100xf32>
      }
    }
  }
  return
}
func.func @gcd_floordiv(%A: memref<100x100xf32>, %c: f32) {
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = 0 to 10 {
      affine.store %c, %A[(%i * 2 + %j * 4 + 2) floordiv 4, (%j * 3 + 3) mod 6] : memref<100x100xf32>
    }
  }
  return
}
