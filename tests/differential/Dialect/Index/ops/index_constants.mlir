// RUN:
// RUN: --mlir-print-op-generic
// Constants and their result names: %idx<N> read signed, %true/%false,
// conflicts uniqued, and sizeof.

func.func @constants() -> (index, index, index, index, index, index, index, i1, i1, i1, index) {
  %0 = index.constant 0
  %1 = index.constant 5
  %2 = index.constant -1
  %3 = index.constant 9223372036854775807
  %4 = index.constant -9223372036854775808
  %5 = index.constant 4294967296
  %6 = index.constant 5
  %7 = index.bool.constant true
  %8 = index.bool.constant false
  %9 = index.bool.constant true
  %10 = index.sizeof
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, index, index, index, index, i1, i1, i1, index
}

func.func @hex() -> (index, index) {
  %0 = index.constant 0x10
  %1 = index.constant 0x7FFFFFFFFFFFFFFF
  return %0, %1 : index, index
}
