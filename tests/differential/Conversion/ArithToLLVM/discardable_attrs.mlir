// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// Discardable attributes are carried over by the one-to-one lowerings and
// the constants, dropped by the comparisons.
func.func @attrs(%a: i32, %b: i32, %x: f32, %y: f32) -> () {
  %0 = arith.addi %a, %b {tag = "add"} : i32
  %1 = arith.andi %a, %b {a = 1 : i32, z = unit} : i32
  %2 = arith.addf %x, %y fastmath<nnan> {tag} : f32
  %3 = arith.sitofp %a {tag = [1, 2]} : i32 to f32
  %4 = arith.cmpi sgt, %a, %b {tag} : i32
  %5 = arith.cmpf ogt, %x, %y {tag} : f32
  %6 = arith.constant {tag = 1.0 : f32} 9 : i32
  %7 = arith.truncf %x downward {tag} : f32 to f16
  %8 = arith.index_cast %a {tag} : i32 to index
  %low, %high = arith.mului_extended %a, %b {tag} : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %low, %high) : (i32, i32, f32, f32, i1, i1, i32, f16, index, i32, i32) -> ()
  return
}
