// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// A subview checks, for each source dimension, its offset and the last
// element of the slice, each the result of an scf.if on the slice's size;
// the source's sizes come from extract_strided_metadata. Folding the
// bounds of constant offsets leaves constants in the else branches.
// (mlir-opt builds scf.if only when scf is loaded: @loads_scf loads it.)
func.func @static(%m: memref<8x8xf32>) -> memref<2x3xf32, strided<[8, 1], offset: 10>> {
  %v = memref.subview %m[1, 2][2, 3][1, 1] : memref<8x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 10>>
  return %v : memref<2x3xf32, strided<[8, 1], offset: 10>>
}

func.func @empty(%m: memref<4xi32>) -> memref<0xi32, strided<[1], offset: 3>> {
  %v = memref.subview %m[3][0][1] : memref<4xi32> to memref<0xi32, strided<[1], offset: 3>>
  return %v : memref<0xi32, strided<[1], offset: 3>>
}

func.func @loads_scf() {
  scf.execute_region {
    scf.yield
  }
  return
}
