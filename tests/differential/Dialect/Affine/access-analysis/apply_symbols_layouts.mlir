// RUN: --test-affine-access-analysis
// RECORD-STDERR
// Accesses through affine.apply, symbols, 3-D memrefs, imperfect nests,
// rank-0 memrefs and a non-identity layout.
#m = affine_map<(d0, d1) -> (d0 * 4 + d1)>
func.func @apply(%A: memref<100xf32>, %B: memref<10x10x10xf32>, %N: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply #m(%i, %N)
    %v = affine.load %A[%a] : memref<100xf32>
    affine.for %j = 0 to 10 {
      %b = affine.apply #m(%j, %i)
      %w = affine.load %A[%b] : memref<100xf32>
      affine.for %k = 0 to 10 {
        %x = affine.load %B[%i, %j, %k] : memref<10x10x10xf32>
        affine.store %x, %B[%k, %i, %j] : memref<10x10x10xf32>
        %y = affine.load %B[%i, %j, symbol(%N)] : memref<10x10x10xf32>
        %z = affine.load %B[%i + %j, %i, 0] : memref<10x10x10xf32>
      }
    }
    affine.store %v, %A[%i mod 4] : memref<100xf32>
  }
  return
}
func.func @scalar(%S: memref<f32>, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.store %f, %S[] : memref<f32>
  }
  return
}
func.func @layout(%A: memref<10x10xf32, strided<[10, 1], offset: 5>>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0, %i] : memref<10x10xf32, strided<[10, 1], offset: 5>>
  }
  return
}
