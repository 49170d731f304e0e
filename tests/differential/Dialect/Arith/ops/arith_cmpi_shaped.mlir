// RUN:
// RUN: --mlir-print-op-generic
// arith.cmpi on index, vectors (incl. scalable and 0-D) and tensors; the
// inferred result type keeps the shape with i1 elements.
func.func @cmpi_shaped(%i: index, %v: vector<4xi64>, %s: vector<[8]xi8>,
                       %z: vector<i16>, %t: tensor<2x?xi32>) {
  %0 = arith.cmpi sle, %i, %i : index
  %1 = arith.cmpi ne, %v, %v : vector<4xi64>
  %2 = arith.cmpi ugt, %s, %s : vector<[8]xi8>
  %3 = arith.cmpi eq, %z, %z : vector<i16>
  %4 = arith.cmpi slt, %t, %t : tensor<2x?xi32>
  %5 = arith.cmpi eq, %0, %0 : i1
  return
}
