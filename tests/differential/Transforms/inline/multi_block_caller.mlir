// RUN: --inline
// RUN: --inline=default-pipeline=
// A callee of several blocks inlined in the middle of a caller of several
// blocks, with a single-block callee in another of its blocks; the new
// blocks come right after the block of the call.
func.func private @abs(%a: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %zero : i32
  cf.cond_br %neg, ^negate, ^done(%a : i32)
^negate:
  %n = arith.subi %zero, %a : i32
  cf.br ^done(%n : i32)
^done(%r: i32):
  return %r : i32
}
func.func private @double(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @caller(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  %0 = call @abs(%x) : (i32) -> i32
  %1 = arith.muli %0, %x : i32
  cf.br ^join(%1 : i32)
^right:
  %2 = call @double(%x) : (i32) -> i32
  cf.br ^join(%2 : i32)
^join(%v: i32):
  return %v : i32
}
