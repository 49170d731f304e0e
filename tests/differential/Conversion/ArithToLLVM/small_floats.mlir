// RUN: --allow-unregistered-dialect --split-input-file --convert-arith-to-llvm
// Floats LLVM has no type for lower to integers of their width: the float
// ops on them (arithmetic, min/max, casts from and to them, cmpf) are left,
// select lowers them; sitofp to one lowers too, into an llvm.sitofp the
// verifier rejects (as upstream).
func.func @left(%x: f32, %a: f8E4M3FN, %b: f8E4M3FN, %c: f8E5M2, %cond: i1, %v: vector<2xi1>, %w: vector<2xf8E5M2>) {
  %0 = arith.truncf %x : f32 to f8E5M2
  %1 = arith.extf %c : f8E5M2 to f32
  %2 = arith.fptosi %a : f8E4M3FN to i32
  %3 = arith.fptoui %b : f8E4M3FN to i8
  %4 = arith.truncf %x downward : f32 to f8E4M3FN
  %5 = arith.cmpf olt, %c, %c : f8E5M2
  %6 = arith.negf %a : f8E4M3FN
  %7 = arith.maximumf %a, %b : f8E4M3FN
  %8 = arith.minnumf %a, %b fastmath<nnan> : f8E4M3FN
  %9 = arith.remf %a, %b : f8E4M3FN
  %10 = arith.select %cond, %a, %b : f8E4M3FN
  %11 = arith.select %v, %w, %w : vector<2xi1>, vector<2xf8E5M2>
  %12 = arith.addf %c, %c : f8E5M2
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (f8E5M2, f32, i32, i8, f8E4M3FN, i1, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, vector<2xf8E5M2>, f8E5M2) -> ()
  return
}

// -----

func.func @to_small(%a: i32) -> f8E4M3FN {
  %0 = arith.sitofp %a : i32 to f8E4M3FN
  return %0 : f8E4M3FN
}
