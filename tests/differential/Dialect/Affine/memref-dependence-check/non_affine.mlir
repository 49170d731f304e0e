// RUN: --test-memref-dependence-check
// RECORD-STDERR
// Accesses the analysis cannot relate: one inside an scf.for (another
// analysis scope), a semi-affine subscript.
func.func @scf_inside(%A: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    scf.for %j = %c0 to %c10 step %c1 {
      affine.store %v, %A[%i] : memref<10xf32>
      %w = affine.load %A[%i + 1] : memref<10xf32>
    }
  }
  return
}
func.func @semi(%A: memref<100xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i * symbol(%N)] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}
