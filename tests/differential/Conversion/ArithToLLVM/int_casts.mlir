// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// extsi, extui and trunci on scalars, vectors and n-D vectors.
func.func @int_casts(%a: i8, %b: i32, %c: i1, %v: vector<4xi16>, %m: vector<2x2xi32>) -> () {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i64
  %2 = arith.extui %c : i1 to i32
  %3 = arith.extsi %c : i1 to i8
  %4 = arith.trunci %b : i32 to i8
  %5 = arith.trunci %b : i32 to i1
  %6 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %7 = arith.extui %v : vector<4xi16> to vector<4xi64>
  %8 = arith.trunci %v : vector<4xi16> to vector<4xi8>
  %9 = arith.extsi %m : vector<2x2xi32> to vector<2x2xi64>
  %10 = arith.trunci %m : vector<2x2xi32> to vector<2x2xi16>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (i32, i64, i32, i8, i8, i1, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<2x2xi64>, vector<2x2xi16>) -> ()
  return
}
