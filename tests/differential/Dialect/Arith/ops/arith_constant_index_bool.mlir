// RUN:
// RUN: --mlir-print-op-generic
// index constants are named %c<value>; i1 constants are %true/%false and print
// without a type (`1 : i1` and `0 : i1` as inputs too).
func.func @index_and_bool() -> (index, index, index, i1, i1, i1, i1) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1024 : index
  %2 = arith.constant -7 : index
  %3 = arith.constant true
  %4 = arith.constant false
  %5 = arith.constant 1 : i1
  %6 = arith.constant 0 : i1
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, i1, i1, i1, i1
}
