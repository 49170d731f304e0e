// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// A value known in the entry block and used in two successors that each
// compute a different constant from it: the returns become block
// arguments of one merged block.
func.func @several_blocks(%x: i64, %c: i1) -> i64 {
  %m = arith.constant 255 : i64
  %s = arith.constant 8 : i64
  %a = arith.andi %x, %m : i64
  %b = arith.shrui %a, %s : i64
  cf.cond_br %c, ^one, ^two
^one:
  %p = arith.addi %b, %s : i64
  return %p : i64
^two:
  %q = arith.muli %b, %x : i64
  return %q : i64
}
