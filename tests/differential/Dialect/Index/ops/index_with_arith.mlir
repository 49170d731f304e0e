// RUN:
// RUN: --mlir-print-op-generic
// index ops mixed with arith and func.

func.func @mix(%a: index, %n: i32) -> (index, i1) {
  %c4 = arith.constant 4 : index
  %0 = index.mul %a, %c4
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.addi %1, %n : i32
  %3 = index.casts %2 : i32 to index
  %4 = index.cmp ult(%3, %c4)
  %5 = arith.select %4, %a, %3 : index
  return %5, %4 : index, i1
}
