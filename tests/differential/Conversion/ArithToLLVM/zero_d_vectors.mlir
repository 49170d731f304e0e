// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// 0-D vectors lower as one-element vectors.
func.func @zero_d(%a: vector<i32>, %b: vector<i32>, %x: vector<f32>, %c: vector<i1>) -> (vector<i32>, vector<f64>) {
  %0 = arith.addi %a, %b : vector<i32>
  %1 = arith.cmpi slt, %0, %b : vector<i32>
  %2 = arith.select %1, %0, %a : vector<i1>, vector<i32>
  %3 = arith.negf %x : vector<f32>
  %4 = arith.extf %3 : vector<f32> to vector<f64>
  %cst = arith.constant dense<1> : vector<i32>
  %5 = arith.subi %2, %cst : vector<i32>
  %low, %high = arith.mului_extended %5, %a : vector<i32>
  "test.use"(%c, %high) : (vector<i1>, vector<i32>) -> ()
  return %low, %4 : vector<i32>, vector<f64>
}
