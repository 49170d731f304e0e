// RUN: --allow-unregistered-dialect --convert-arith-to-llvm --reconcile-unrealized-casts
// After the lowering, reconcile-unrealized-casts folds the casts that
// cancel out; those between func.func's values and llvm's stay.
func.func @reconcile(%i: index, %j: index) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_cast %1 : i32 to index
  %3 = arith.muli %2, %j : index
  return %3 : index
}

func.func @all_internal() -> i64 {
  %c = arith.constant 5 : index
  %d = arith.constant 7 : index
  %0 = "test.opaque"(%c) : (index) -> index
  %1 = arith.addi %0, %d : index
  %2 = arith.index_cast %1 : index to i64
  return %2 : i64
}
