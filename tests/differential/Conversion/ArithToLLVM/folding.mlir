// RUN: --convert-arith-to-llvm
// The conversion folds ops before lowering them: constant operands, equal
// operands, identities.
func.func @fold(%a: i32, %c: i1, %v: vector<4xi32>) -> (i32, i32, i1, i32, vector<4xi32>, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %c2, %c3 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.cmpi eq, %a, %a : i32
  %3 = arith.select %c, %a, %a : i32
  %4 = arith.subi %v, %v : vector<4xi32>
  %5 = arith.muli %a, %c3 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i1, i32, vector<4xi32>, i32
}
