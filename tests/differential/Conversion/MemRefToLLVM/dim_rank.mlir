// RUN: --finalize-memref-to-llvm
func.func @dim(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  %2 = memref.dim %m, %i : memref<4x?xf32>
  %3 = memref.dim %u, %i : memref<*xf32>
  %4 = memref.rank %u : memref<*xf32>
  %5 = memref.rank %m : memref<4x?xf32>
  return %0, %1, %2, %3 : index, index, index, index
}
