// RUN: --generate-runtime-verification
// RUN: --generate-runtime-verification --mlir-print-op-generic
// memref.dim checks its index against the rank, read with memref.rank
// (not folded, even for a ranked memref); a constant index folds the
// lower bound.
func.func @ranked(%m: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return %d : index
}

func.func @unranked(%u: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %u, %i : memref<*xf32>
  return %d : index
}

func.func @constant_index(%m: memref<2x?x?xi8>, %u: memref<*xi8>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %a = memref.dim %m, %c1 : memref<2x?x?xi8>
  %b = memref.dim %u, %c7 : memref<*xi8>
  %c = memref.dim %m, %c7 : memref<2x?x?xi8>
  return %a, %b, %c : index, index, index
}
