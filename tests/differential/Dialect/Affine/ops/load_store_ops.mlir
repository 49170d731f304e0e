// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// affine.load and affine.store: inline index expressions over dimensions and symbols.
func.func @access(%m: memref<10x10xf32>, %i: index, %j: index, %n: index) -> f32 {
  %v = affine.load %m[%i + 1, symbol(%n) * 2 + %j] : memref<10x10xf32>
  affine.store %v, %m[%i, %i] : memref<10x10xf32>
  %w = affine.load %m[%i floordiv 2, %j mod 3] {tag} : memref<10x10xf32>
  %x = affine.load %m[%i ceildiv symbol(%n), -%j + 9] : memref<10x10xf32>
  affine.store %w, %m[symbol(%n), symbol(%n) - 1] {nontemporal = true} : memref<10x10xf32>
  %y = affine.load %m[3, (%i + %j) * 2] : memref<10x10xf32>
  %z = affine.load %m[%i * symbol(%n), %j] : memref<10x10xf32>
  return %x : f32
}
func.func @scalars(%s: memref<f32>, %t: memref<?xi32, 1>, %k: index) -> i32 {
  %a = affine.load %s[] : memref<f32>
  affine.store %a, %s[] : memref<f32>
  %b = affine.load %t[%k - 1] : memref<?xi32, 1>
  return %b : i32
}
func.func @symbols_in_nested_regions(%m: memref<?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  scf.if %c {
    %sum = arith.addi %n, %d : index
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%sum)
    %v = affine.load %m[%k + symbol(%sum)] : memref<?xf32>
    affine.store %v, %m[symbol(%d) - 1] : memref<?xf32>
  }
  return
}
func.func @results_as_indices(%m: memref<4x4xf32>) {
  %r:2 = "test.two"() : () -> (index, index)
  %v = affine.load %m[%r#1 * 2, 2] : memref<4x4xf32>
  return
}
