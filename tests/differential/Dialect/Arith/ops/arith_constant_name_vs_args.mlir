// RUN:
// RUN: --mlir-print-op-generic
// Constant names interleaved with numbered results: the numbered %N
// sequence is not consumed by named results.
func.func @mixed(%arg: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.addi %arg, %c : i32
  %d = arith.constant 7 : i32
  %1 = arith.muli %0, %d : i32
  %e = arith.constant -7 : i32
  %2 = arith.subi %1, %e : i32
  %f = arith.constant 0 : index
  %3 = arith.index_cast %f : index to i32
  %4 = arith.addi %2, %3 : i32
  return %4 : i32
}
