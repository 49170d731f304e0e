// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Recursive private functions: the ranges of arguments passed around the
// cycle join those from outside; a bounded recursion keeps its bounds.
func.func private @masked(%x: i32) -> i32 {
  %m = arith.constant 7 : i32
  %a = arith.andi %x, %m : i32
  %c3 = arith.constant 3 : i32
  %big = arith.cmpi ugt, %a, %c3 : i32
  cf.cond_br %big, ^rec, ^done
^rec:
  %b = arith.subi %a, %c3 : i32
  %r = call @masked(%b) : (i32) -> i32
  return %r : i32
^done:
  return %a : i32
}

func.func @start_masked(%x: i32) -> i1 {
  %r = call @masked(%x) : (i32) -> i32
  %c8 = arith.constant 8 : i32
  %lt = arith.cmpi ult, %r, %c8 : i32
  return %lt : i1
}
