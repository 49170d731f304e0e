// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// addui_extended: uadd.with.overflow, its sum and overflow bit extracted.
func.func @addui_extended(%a: i32, %b: i32, %c: i64, %e: i1, %v: vector<4xi8>, %w: vector<4xi8>) -> () {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %sum1, %overflow1 = arith.addui_extended %c, %c : i64, i1
  %sum2, %overflow2 = arith.addui_extended %e, %e : i1, i1
  %sum3, %overflow3 = arith.addui_extended %v, %w : vector<4xi8>, vector<4xi1>
  "test.use"(%sum, %overflow, %sum1, %overflow1, %sum2, %overflow2, %sum3, %overflow3) : (i32, i1, i64, i1, i1, i1, vector<4xi8>, vector<4xi1>) -> ()
  return
}
