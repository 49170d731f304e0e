// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// A branch passing the same value to a live and to a dead block argument:
// the pass leaves the branch with an operand too many for its target
// block, and the verifier rejects the result.
func.func @same_value_twice(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %junk: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %i2 = arith.addi %i, %c1 : i32
  %j2 = arith.muli %junk, %i : i32
  cf.br ^head(%i2, %j2 : i32, i32)
^exit:
  return %i : i32
}
