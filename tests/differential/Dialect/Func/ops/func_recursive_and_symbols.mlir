// RUN:
// RUN: --mlir-print-op-generic
// Recursive and mutually recursive calls; a symbol name that needs quotes and
// a quoted one that does not (`@"other$sym.1"` prints bare).
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %le, ^done, ^rec
^done:
  return %c1 : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %r = call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}
func.func @"quoted name"(%x: i32) -> i32 {
  %0 = call @"other$sym.1"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @"other$sym.1"(%x: i32) -> i32 {
  %0 = call @"quoted name"(%x) : (i32) -> i32
  return %0 : i32
}
