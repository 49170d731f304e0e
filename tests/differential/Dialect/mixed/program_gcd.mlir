// RUN:
// RUN: --mlir-print-op-generic
// A small program: Euclid's gcd with cf control flow, a caller using
// func.call/func.constant/call_indirect, and a select-based abs.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^step
^step:
  %r = arith.remui %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @abs(%v: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %neg = arith.subi %zero, %v : i64
  %isneg = arith.cmpi slt, %v, %zero : i64
  %res = arith.select %isneg, %neg, %v : i64
  return %res : i64
}

func.func @main(%p: i64, %q: i64) -> i64 {
  %ap = call @abs(%p) : (i64) -> i64
  %f = constant @abs : (i64) -> i64
  %aq = call_indirect %f(%q) : (i64) -> i64
  %g = call @gcd(%ap, %aq) : (i64, i64) -> i64
  return %g : i64
}
