// RUN: --convert-arith-to-llvm
// Scalable vectors: 1-D ones stay vectors; an n-D one with a scalable
// innermost dimension becomes an array of scalable vectors.
func.func @scalable(%v: vector<[4]xi32>, %w: vector<[4]xi32>, %x: vector<2x[4]xf32>, %y: vector<2x[4]xf32>) -> (vector<[4]xi1>, vector<2x[4]xf32>, vector<[4]xi64>) {
  %0 = arith.addi %v, %w : vector<[4]xi32>
  %1 = arith.cmpi slt, %0, %w : vector<[4]xi32>
  %2 = arith.subf %x, %y : vector<2x[4]xf32>
  %3 = arith.extui %0 : vector<[4]xi32> to vector<[4]xi64>
  return %1, %2, %3 : vector<[4]xi1>, vector<2x[4]xf32>, vector<[4]xi64>
}
