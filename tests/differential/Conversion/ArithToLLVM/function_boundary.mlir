// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// RUN: --allow-unregistered-dialect --convert-arith-to-llvm --reconcile-unrealized-casts
// func.func is not converted: its arguments are cast to the lowered types
// where used, and results cast back for func.return and other users.
func.func @boundary(%i: index, %v: vector<2x2xf32>, %a: i32) -> (index, vector<2x2xf32>, i32) {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %i, %c1 : index
  %1 = arith.addf %v, %v : vector<2x2xf32>
  %2 = arith.addi %a, %a : i32
  %3 = arith.muli %0, %0 : index
  "test.use"(%0) : (index) -> ()
  return %3, %1, %2 : index, vector<2x2xf32>, i32
}

func.func @no_casts(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
