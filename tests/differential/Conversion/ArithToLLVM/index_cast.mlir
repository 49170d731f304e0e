// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// index_cast (sext) and index_castui (zext): narrower, wider, the same
// width as index (nothing), vectors and n-D vectors.
func.func @index_cast(%i: index, %a: i32, %c: i64, %t: i128, %v: vector<4xindex>, %w: vector<4xi16>, %m: vector<2x2xi32>) -> () {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %i : index to i8
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.index_cast %i : index to i64
  %5 = arith.index_castui %c : i64 to index
  %6 = arith.index_cast %t : i128 to index
  %7 = arith.index_castui %i : index to i128
  %8 = arith.index_cast %v : vector<4xindex> to vector<4xi32>
  %9 = arith.index_castui %w : vector<4xi16> to vector<4xindex>
  %10 = arith.index_cast %m : vector<2x2xi32> to vector<2x2xindex>
  %11 = arith.index_castui %m : vector<2x2xi32> to vector<2x2xindex>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i32, index, i8, index, i64, index, index, i128, vector<4xi32>, vector<4xindex>, vector<2x2xindex>, vector<2x2xindex>) -> ()
  return
}
