// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// mulsi_extended and mului_extended: a product of twice the width, split
// into its low and high halves; on index too (64 bits, so 128).
func.func @mul_extended(%a: i32, %b: i32, %c: i8, %d: i64, %i: index, %v: vector<3xi16>, %w: vector<3xi16>) -> () {
  %low, %high = arith.mulsi_extended %a, %b : i32
  %low1, %high1 = arith.mului_extended %a, %b : i32
  %low2, %high2 = arith.mulsi_extended %c, %c : i8
  %low3, %high3 = arith.mului_extended %d, %d : i64
  %low4, %high4 = arith.mulsi_extended %v, %w : vector<3xi16>
  %low5, %high5 = arith.mului_extended %v, %w : vector<3xi16>
  %low6, %high6 = arith.mului_extended %i, %i : index
  "test.use"(%low, %high, %low1, %high1, %low2, %high2, %low3, %high3, %low4, %high4, %low5, %high5, %low6, %high6) : (i32, i32, i32, i32, i8, i8, i64, i64, vector<3xi16>, vector<3xi16>, vector<3xi16>, vector<3xi16>, index, index) -> ()
  return
}
