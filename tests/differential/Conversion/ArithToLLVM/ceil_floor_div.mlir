// RUN: --convert-arith-to-llvm
// ceildivsi, ceildivui and floordivsi are expanded into arith ops, which
// are lowered in turn; on scalars, index and vectors.
func.func @ceil_floor(%a: i64, %b: i64, %i: index, %j: index, %v: vector<4xi32>, %w: vector<4xi32>) -> (i64, index, vector<4xi32>) {
  %0 = arith.ceildivsi %a, %b : i64
  %1 = arith.floordivsi %0, %b : i64
  %2 = arith.ceildivui %i, %j : index
  %3 = arith.ceildivsi %v, %w : vector<4xi32>
  %4 = arith.floordivsi %3, %w : vector<4xi32>
  return %1, %2, %4 : i64, index, vector<4xi32>
}
