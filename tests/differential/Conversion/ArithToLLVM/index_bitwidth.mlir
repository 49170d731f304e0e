// RUN: --allow-unregistered-dialect --convert-arith-to-llvm=index-bitwidth=32
// RUN: --allow-unregistered-dialect --convert-arith-to-llvm=index-bitwidth=16
// RUN: --allow-unregistered-dialect --convert-arith-to-llvm
// index lowers to the width the option gives: constants, arithmetic,
// comparisons and casts (no-ops where the widths agree).
func.func @index_width(%i: index, %j: index, %a: i32, %c: i64, %v: vector<2xindex>) -> (index, i1) {
  %c3 = arith.constant 3 : index
  %0 = arith.addi %i, %c3 : index
  %1 = arith.muli %0, %j overflow<nsw> : index
  %2 = arith.cmpi slt, %1, %i : index
  %3 = arith.index_cast %a : i32 to index
  %4 = arith.index_cast %c : i64 to index
  %5 = arith.index_castui %i : index to i32
  %6 = arith.divsi %1, %3 : index
  %7 = arith.remui %6, %4 : index
  %cv = arith.constant dense<[1, 2]> : vector<2xindex>
  %8 = arith.subi %v, %cv : vector<2xindex>
  %9 = arith.ceildivsi %7, %j : index
  "test.use"(%5, %8) : (i32, vector<2xindex>) -> ()
  return %9, %2 : index, i1
}
