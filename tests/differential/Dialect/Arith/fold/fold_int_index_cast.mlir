// RUN: --test-single-fold
// RUN: --canonicalize
func.func @index_cast() -> (index, index, index, index, i8, i8, i128, i128, i32, i32) {
  %a = arith.constant -1 : i8
  %b = arith.constant 200 : i32
  %i = arith.constant -2 : index
  %big = arith.constant 4294967297 : index
  %0 = arith.index_cast %a : i8 to index
  %1 = arith.index_castui %a : i8 to index
  %2 = arith.index_cast %b : i32 to index
  %3 = arith.index_castui %b : i32 to index
  %4 = arith.index_cast %i : index to i8
  %5 = arith.index_castui %i : index to i8
  %6 = arith.index_cast %i : index to i128
  %7 = arith.index_castui %i : index to i128
  %8 = arith.index_cast %big : index to i32
  %9 = arith.index_castui %big : index to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, i8, i8, i128, i128, i32, i32
}

func.func @index_cast_vectors() -> (vector<2xindex>, vector<2xi16>) {
  %v = arith.constant dense<[-1, 7]> : vector<2xi8>
  %w = arith.constant dense<65537> : vector<2xindex>
  %0 = arith.index_cast %v : vector<2xi8> to vector<2xindex>
  %1 = arith.index_castui %w : vector<2xindex> to vector<2xi16>
  return %0, %1 : vector<2xindex>, vector<2xi16>
}
