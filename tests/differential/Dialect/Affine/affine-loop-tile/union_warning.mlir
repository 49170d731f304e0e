// RUN: --pass-pipeline='builtin.module(func.func(affine-loop-tile))'
// RECORD-STDERR

// Two accesses to a memref whose extent is not constant: their regions
// cannot merge; upstream warns at the second and uses four per loop.
func.func @two_accesses(%a: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.load %a[%i, %j] : memref<?x?xf32>
      affine.store %v, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// The union fails at the third access; constant trip counts lower the
// default sizes.
func.func @third(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 6 {
    %v = affine.load %b[%i] : memref<?xf32>
    %w = affine.load %a[%i + %n] : memref<?xf32>
    affine.store %v, %a[%i] : memref<?xf32>
  }
  return
}
