// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// affine.vector_load and affine.vector_store: vectors of any rank and element type at affine subscripts.
func.func @vectors(%m: memref<100x100xf32>, %i: index, %j: index, %n: index) {
  %v = affine.vector_load %m[%i + 3, %j + 7] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i + 3, %j + 7] : memref<100x100xf32>, vector<8xf32>
  %w = affine.vector_load %m[%i + symbol(%n), %j * 4] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %w, %m[symbol(%n), %j floordiv 2] {nontemporal = true} : memref<100x100xf32>, vector<4xf32>
  %x = affine.vector_load %m[%i, %j] {tag} : memref<100x100xf32>, vector<2x8xf32>
  affine.vector_store %x, %m[%i mod 10, %j ceildiv 3] : memref<100x100xf32>, vector<2x8xf32>
  %y = affine.vector_load %m[0, 96] : memref<100x100xf32>, vector<1x1x4xf32>
  return
}
func.func @element_kinds(%a: memref<?xi8, 1>, %b: memref<16x?xbf16, strided<[?, 1]>>, %c: memref<4xindex>, %i: index) {
  %0 = affine.vector_load %a[%i * 16] : memref<?xi8, 1>, vector<16xi8>
  affine.vector_store %0, %a[%i * 16 + 16] : memref<?xi8, 1>, vector<16xi8>
  %1 = affine.vector_load %b[%i, 0] : memref<16x?xbf16, strided<[?, 1]>>, vector<[8]xbf16>
  affine.vector_store %1, %b[%i + 1, 0] : memref<16x?xbf16, strided<[?, 1]>>, vector<[8]xbf16>
  %2 = affine.vector_load %b[0, %i] : memref<16x?xbf16, strided<[?, 1]>>, vector<2x[4]xbf16>
  %3 = affine.vector_load %c[0] : memref<4xindex>, vector<4xindex>
  affine.vector_store %3, %c[symbol(%i) - %i] : memref<4xindex>, vector<4xindex>
  return
}
func.func @vector_symbols(%m: memref<?x8xf32>, %c: i1) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x8xf32>
  %last = affine.apply affine_map<()[s0] -> (s0 - 1)>()[%d]
  %v = affine.vector_load %m[symbol(%last), 0] : memref<?x8xf32>, vector<8xf32>
  scf.if %c {
    %h = arith.addi %d, %last : index
    affine.vector_store %v, %m[%h, 0] : memref<?x8xf32>, vector<8xf32>
  }
  %r = "test.index"() : () -> index
  %u = affine.vector_load %m[%r, %r - %r] : memref<?x8xf32>, vector<8xf32>
  return %u : vector<8xf32>
}
