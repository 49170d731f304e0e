// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// arith ops on index values (bounded at 64 bits).
func.func @index_arith(%a: index, %b: index) -> (i1, index, i1) {
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c1 = arith.constant 1 : index
  %x = arith.andi %a, %c63 : index
  %y = arith.addi %x, %c1 : index
  %r = arith.cmpi ule, %y, %c64 : index
  %z = arith.divui %x, %c64 : index
  %m = arith.muli %b, %c64 : index
  %q = arith.cmpi eq, %m, %c1 : index
  return %r, %z, %q : i1, index, i1
}
