// RUN: --inline=default-pipeline=
// RUN: --inline
// A recursive function calling a helper that is not recursive: the
// helper is inlined into it (and, private and called once, erased); the
// recursive call stays, and so does the call from `@use`, whose callee
// calls itself.
func.func private @halve(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shrsi %x, %c1 : i32
  return %r : i32
}
func.func @log2(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %small = arith.cmpi sle, %x, %c1 : i32
  cf.cond_br %small, ^base, ^step
^base:
  return %c0 : i32
^step:
  %h = call @halve(%x) : (i32) -> i32
  %r = call @log2(%h) : (i32) -> i32
  %s = arith.addi %r, %c1 : i32
  return %s : i32
}
func.func @use(%x: i32) -> i32 {
  %r = call @log2(%x) : (i32) -> i32
  return %r : i32
}
