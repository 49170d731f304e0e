// RUN:
// RUN: --mlir-print-op-generic
// index_cast and index_castui in both directions, on scalars, vectors,
// tensors and memrefs.
func.func @index_casts(%i: index, %n: i32, %v: vector<4xindex>,
                       %t: tensor<2xi64>, %m: memref<8xindex>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %n : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_castui %n : i32 to index
  %4 = arith.index_cast %v : vector<4xindex> to vector<4xi8>
  %5 = arith.index_castui %t : tensor<2xi64> to tensor<2xindex>
  %6 = arith.index_cast %m : memref<8xindex> to memref<8xi32>
  %7 = arith.index_castui %m : memref<8xindex> to memref<8xi16>
  return
}
