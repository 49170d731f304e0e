// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// select: scalar and vector conditions over scalars, vectors and n-D vectors.
func.func @select(%c: i1, %a: i32, %b: i32, %x: f64, %y: f64, %vc: vector<4xi1>, %v: vector<4xf32>, %w: vector<4xf32>, %mc: vector<2x4xi1>, %m: vector<2x4xi32>, %n: vector<2x4xi32>, %i: index, %j: index) -> () {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %y : f64
  %2 = arith.select %c, %v, %w : vector<4xf32>
  %3 = arith.select %vc, %v, %w : vector<4xi1>, vector<4xf32>
  %4 = arith.select %mc, %m, %n : vector<2x4xi1>, vector<2x4xi32>
  %5 = arith.select %c, %m, %n : vector<2x4xi32>
  %6 = arith.select %c, %i, %j : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (i32, f64, vector<4xf32>, vector<4xf32>, vector<2x4xi32>, vector<2x4xi32>, index) -> ()
  return
}
