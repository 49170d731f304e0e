// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// A loop without effects whose results are dead goes whole, with the
// bounds computed only for it.
func.func @loop(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %ub = arith.muli %n, %c2 : index
  %r = scf.for %i = %c0 to %ub step %c2 iter_args(%acc = %a) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %a : i32
}
