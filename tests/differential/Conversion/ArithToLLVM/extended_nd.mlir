// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// The extended ops are not lowered on n-D vectors: they stay, the lowered
// ops around them joined by casts.
func.func @extended_nd(%v: vector<2x4xi32>, %w: vector<2x4xi32>) -> () {
  %0 = arith.addi %v, %w : vector<2x4xi32>
  %sum, %overflow = arith.addui_extended %0, %w : vector<2x4xi32>, vector<2x4xi1>
  %low, %high = arith.mulsi_extended %sum, %0 : vector<2x4xi32>
  %low1, %high1 = arith.mului_extended %v, %v : vector<2x4xi32>
  %1 = arith.subi %low, %high1 : vector<2x4xi32>
  "test.use"(%overflow, %1) : (vector<2x4xi1>, vector<2x4xi32>) -> ()
  return
}
