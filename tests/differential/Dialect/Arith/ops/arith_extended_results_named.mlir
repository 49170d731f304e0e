// RUN:
// RUN: --mlir-print-op-generic
// Extended ops written with result lists (%a, %b = ...) instead of %x:2.
func.func @named_results(%x: i8, %y: i8) -> (i8, i1, i8) {
  %sum, %carry = arith.addui_extended %x, %y : i8, i1
  %lo, %hi = arith.mulsi_extended %sum, %y : i8
  %lo2, %hi2 = arith.mului_extended %lo, %hi : i8
  %z = arith.addi %lo2, %hi2 : i8
  return %z, %carry, %hi : i8, i1, i8
}
