// RUN: --control-flow-sink
// An op used in both regions, or also after the `scf.if`, stays; what is
// used only by it stays too. An op used twice by one user moves once.
func.func @both(%cond: i1, %a: i32) -> (i32, i32) {
  %shared = arith.addi %a, %a : i32
  %after = arith.muli %a, %a : i32
  %twice = arith.subi %a, %a : i32
  %r = scf.if %cond -> (i32) {
    %x = arith.addi %shared, %after : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %shared, %shared : i32
    %z = arith.addi %twice, %twice : i32
    %w = arith.addi %y, %z : i32
    scf.yield %w : i32
  }
  return %r, %after : i32, i32
}
