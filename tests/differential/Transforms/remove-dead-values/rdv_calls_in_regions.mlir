// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// Calls of a private function inside a loop and a conditional: the dead
// argument goes everywhere.
func.func private @step(%x: i32, %noise: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}
func.func @drive(%n: index, %a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = func.call @step(%x, %a) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %z = func.call @step(%r, %r) : (i32, i32) -> i32
    scf.yield %z : i32
  } else {
    scf.yield %r : i32
  }
  return %s : i32
}
