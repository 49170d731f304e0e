// RUN: --convert-arith-to-llvm
// Folds (x + 0) into ops lowered to values of another type, their users
// in other blocks and in ops left unconverted.
func.func @f(%a: i32, %b: i64, %c: f32, %m: memref<16xf32>, %p: i1) -> index {
  %c0 = arith.constant 0 : index
  cf.cond_br %p, ^bb1, ^bb2(%c0 : index)
^bb1:
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %b : i64 to index
  %2 = arith.addi %0, %1 : index
  %3 = arith.addi %2, %c0 : index
  %4 = arith.fptosi %c : f32 to i64
  %5 = arith.index_cast %4 : i64 to index
  %6 = arith.addi %3, %5 : index
  cf.br ^bb2(%6 : index)
^bb2(%7: index):
  %8 = memref.load %m[%7] : memref<16xf32>
  %9 = arith.addi %7, %c0 : index
  %10 = arith.muli %9, %9 : index
  return %10 : index
}
