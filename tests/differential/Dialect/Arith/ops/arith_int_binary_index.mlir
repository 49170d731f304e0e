// RUN:
// RUN: --mlir-print-op-generic
// Integer binary ops on the index type and on an odd-width integer.
func.func @on_index(%i: index, %j: index) -> index {
  %sum = arith.addi %i, %j : index
  %diff = arith.subi %sum, %j : index
  %prod = arith.muli %diff, %i : index
  %q = arith.divsi %prod, %j : index
  %r = arith.remui %q, %j : index
  %m = arith.maxsi %r, %i : index
  func.return %m : index
}

func.func @odd_width(%x: i17, %y: i17) -> (i17, i17) {
  %0 = arith.addi %x, %y : i17
  %1 = arith.xori %0, %y : i17
  func.return %0, %1 : i17, i17
}

func.func @wide(%x: i128, %y: i1) -> i128 {
  %0 = arith.muli %x, %x : i128
  %1 = arith.andi %y, %y : i1
  func.return %0 : i128
}
