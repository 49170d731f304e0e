// RUN: --inline=default-pipeline=
// RUN: --inline
// In an `scf.for` body, which takes one block, a callee of one block is
// inlined; a callee of several blocks is not, and stays called.
func.func private @step(%acc: i32, %i: index) -> i32 {
  %c = arith.index_cast %i : index to i32
  %r = arith.addi %acc, %c : i32
  return %r : i32
}
func.func private @branchy(%acc: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %p = arith.cmpi eq, %acc, %zero : i32
  cf.cond_br %p, ^a, ^b
^a:
  return %zero : i32
^b:
  %n = arith.subi %acc, %zero : i32
  return %n : i32
}
func.func @loop(%n: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %a = func.call @step(%acc, %i) : (i32, index) -> i32
    %b = func.call @branchy(%a) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
