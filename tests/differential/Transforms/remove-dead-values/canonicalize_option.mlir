// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=true
// RUN: --remove-dead-values=canonicalize=false
// RUN: --remove-dead-values=canonicalize=0
// RUN: --remove-dead-values=canonicalize
// RUN: --remove-dead-values=canonicalize=maybe
// RUN: --remove-dead-values=other=1
// RUN: '--pass-pipeline=builtin.module(remove-dead-values{canonicalize=2})'
// The `canonicalize` option in each spelling, and the values and names it
// refuses. With it the region ops are canonicalized after their dead
// values are replaced; without it they keep results fed by `ub.poison`.
func.func @loop(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %a : i32
    %t = arith.addi %b, %a : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

func.func @branch(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  return %r#0 : i32
}
