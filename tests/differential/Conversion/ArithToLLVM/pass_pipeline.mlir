// RUN: --pass-pipeline=builtin.module(func.func(convert-arith-to-llvm))
// RUN: --pass-pipeline=builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=32}))
// RUN: --pass-pipeline=builtin.module(llvm.func(convert-arith-to-llvm))
// The pass nested on functions, with its option, and on llvm.func bodies
// only (whose values already have llvm types, so no casts appear).
func.func @f(%i: index) -> index {
  %c = arith.constant 2 : index
  %0 = arith.muli %i, %c : index
  return %0 : index
}

llvm.func @g(%a: i64, %x: f64) -> i64 {
  %c = arith.constant 3 : i64
  %0 = arith.addi %a, %c : i64
  %1 = arith.fptosi %x : f64 to i64
  %2 = arith.maxsi %0, %1 : i64
  llvm.return %2 : i64
}
