// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// memref.dim: the sizes of the dimensions its index may name.
func.func @dims(%m: memref<4x?x8xf32>, %i: index, %u: memref<*xf32>) -> (index, index, i1, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %d0 = memref.dim %m, %c0 : memref<4x?x8xf32>
  %k = arith.andi %i, %c2 : index
  %d2 = memref.dim %m, %k : memref<4x?x8xf32>
  %r0 = arith.cmpi ult, %d2, %c9 : index
  %d1 = memref.dim %m, %c1 : memref<4x?x8xf32>
  %r1 = arith.cmpi sge, %d1, %c0 : index
  %du = memref.dim %u, %i : memref<*xf32>
  %r2 = arith.cmpi sge, %du, %c0 : index
  %dk = memref.dim %m, %i : memref<4x?x8xf32>
  return %d0, %dk, %r0, %r1, %r2 : index, index, i1, i1, i1
}
